package game

import (
	"image"
	"image/color"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// subImages is how many sub-images Ebitengine keeps cached for img (its unexported subImageCache).
func subImages(t *testing.T, img *ebiten.Image) int {
	t.Helper()
	m := reflect.ValueOf(img).Elem().FieldByName("subImageCache")
	if !m.IsValid() || m.Kind() != reflect.Map {
		t.Fatal("ebiten.Image has no subImageCache map: Ebitengine changed; read its SubImage again")
	}
	return m.Len()
}

// The recording tells the recording target's sub-images (and theirs) from other images by asking
// Ebitengine, without cutting a sub-image of its own: a kit draw into a layer or a picture that fits
// inside the target adds nothing to the target's (or the layer's) cache of sub-images, and a draw into
// a layer's sub-image still makes the layer a new version.
func TestRecordingCutsNoSubImages(t *testing.T) {
	target, layer, twin := ebiten.NewImage(100, 80), ebiten.NewImage(30, 20), ebiten.NewImage(100, 80)
	defer target.Deallocate()
	defer layer.Deallocate()
	defer twin.Deallocate()
	sub := target.SubImage(image.Rect(10, 10, 60, 50)).(*ebiten.Image)
	subsub := sub.SubImage(image.Rect(20, 20, 30, 30)).(*ebiten.Image)
	part := layer.SubImage(image.Rect(2, 2, 12, 12)).(*ebiten.Image)
	before, layerBefore := subImages(t, target), subImages(t, layer)

	startRecording(target)
	DrawImage(target, layer, nil) // the layer is drawn: the frames follow its versions
	for _, tc := range []struct {
		name string
		dst  *ebiten.Image
		rec  bool
	}{
		{"the target", target, true},
		{"a sub-image of the target", sub, true},
		{"a sub-image of that", subsub, true},
		{"a layer", layer, false},
		{"a sub-image of the layer", part, false},
		{"an image of the target's size", twin, false},
	} {
		n := len(rec.ops)
		FillRect(tc.dst, image.Rect(0, 0, 90, 90), color.White)
		DrawText(tc.dst, "7", Face(Regular, 12), 20, 20, Left, color.White)
		if got := len(rec.ops) - n; got != map[bool]int{true: 2, false: 0}[tc.rec] {
			t.Errorf("%s: %d ops recorded for two draws, want them recorded: %v", tc.name, got, tc.rec)
		}
	}
	version := rec.layers[layer]
	ops := stopRecording()
	if len(ops) != 1+3*2 {
		t.Errorf("%d ops, want 7", len(ops))
	}
	if version != 4 {
		t.Errorf("the layer is at version %d after four draws into it and its sub-image, want 4", version)
	}
	if got, got2 := subImages(t, target), subImages(t, layer); got != before || got2 != layerBefore {
		t.Errorf("the recording cut sub-images: the target caches %d (was %d), the layer %d (was %d)", got, before,
			got2, layerBefore)
	}
}
