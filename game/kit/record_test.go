package kit

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A recording canvas and every part of it record their draws as ops, clipped to the part; a layer's
// canvas and a canvas onto an image draw at once, and a draw on a layer (or a part of it) makes the
// layer a new version, so a frame that copies it sees the change.
func TestCanvasRecordsDraws(t *testing.T) {
	sb := image.Rect(0, 0, 100, 80)
	var log TextLog
	rec, c := NewRecorder(sb, &log)
	layer := NewLayer(30, 20)
	defer layer.Deallocate()
	img := ebiten.NewImage(100, 80)
	defer img.Deallocate()
	sub := c.Sub(image.Rect(10, 10, 60, 50))
	subsub := sub.Sub(image.Rect(20, 20, 300, 30))
	DrawLayer(c, layer, 5, 5)
	v0 := layer.ver
	for _, tc := range []struct {
		name string
		dst  *Canvas
		rec  bool
	}{
		{"the recording", c, true},
		{"a part of it", sub, true},
		{"a part of that", subsub, true},
		{"a layer", layer.Canvas(c), false},
		{"a part of the layer", layer.Canvas(c).Sub(image.Rect(2, 2, 12, 12)), false},
		{"an image", NewCanvas(img, &log), false},
	} {
		n := len(rec.ops)
		FillRect(tc.dst, image.Rect(0, 0, 90, 90), color.White)
		DrawText(tc.dst, "7", Face(Regular, 12), 20, 20, Left, color.White)
		if got := len(rec.ops) - n; got != map[bool]int{true: 2, false: 0}[tc.rec] {
			t.Errorf("%s: %d ops recorded for two draws, want them recorded: %v", tc.name, got, tc.rec)
		}
		if got := log.Drawn[len(log.Drawn)-1].Clip; got != tc.dst.Bounds() {
			t.Errorf("%s: the text's clip is %v, want the canvas's bounds %v", tc.name, got, tc.dst.Bounds())
		}
	}
	if got, want := subsub.Bounds(), image.Rect(20, 20, 60, 30); got != want {
		t.Errorf("a part of a part is %v, want %v (within its parent)", got, want)
	}
	DrawLayer(c, layer, 5, 5)
	ops := rec.Stop()
	if len(ops) != 2+3*2 {
		t.Errorf("%d ops, want 8", len(ops))
	}
	if layer.ver != v0+4 {
		t.Errorf("the layer is at version %d after four draws into it and its part, want %d", layer.ver, v0+4)
	}
	// The same copy of a layer drawn anew is a changed op: the frames redraw it.
	if first, last := ops[0], ops[len(ops)-1]; first.key == last.key {
		t.Error("the layer's copy before and after drawing on it have the same key")
	}
	for _, o := range ops[1:3] {
		if o.clip != sb {
			t.Errorf("an op on the whole recording is clipped to %v, want %v", o.clip, sb)
		}
	}
	for _, o := range ops[5:7] {
		if o.clip != subsub.Bounds() {
			t.Errorf("an op on a part of a part is clipped to %v, want %v", o.clip, subsub.Bounds())
		}
	}
}
