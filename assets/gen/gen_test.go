package main

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"quintet/assets"
)

// Every sprite gen draws is embedded as it draws it (go generate ./assets/... was run after the last
// change to the art), reads back through assets as white with the drawing's coverage as alpha, and
// no stale mask is left over.
func TestEmbeddedSpritesAreGensOutput(t *testing.T) {
	if len(sprites) < 30 {
		t.Fatalf("only %d sprites registered", len(sprites))
	}
	for name, s := range sprites {
		mask := render(s)
		if err := assets.Check(name); err != nil {
			t.Errorf("%v: run go generate ./assets/...", err)
			continue
		}
		img := assets.Sprite(name)
		if img.Bounds() != mask.Bounds() {
			t.Errorf("%s: embedded %v, drawn %v: run go generate ./assets/...", name, img.Bounds(), mask.Bounds())
			continue
		}
		b := mask.Bounds()
	pixels:
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				want := color.NRGBA{255, 255, 255, mask.AlphaAt(x, y).A}
				if got := color.NRGBAModel.Convert(img.At(x, y)); got != want {
					t.Errorf("%s: pixel (%d, %d) is %v, drawn %v: run go generate ./assets/...", name, x, y, got, want)
					break pixels
				}
			}
		}
	}
	files, err := filepath.Glob(filepath.Join("..", "sprites", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, ok := sprites[strings.TrimSuffix(filepath.Base(f), ".mask")]; !ok || !strings.HasSuffix(f, ".mask") {
			t.Errorf("%s is no sprite gen draws", f)
		}
	}
	if len(files) != len(sprites) {
		t.Errorf("%d files in assets/sprites for %d sprites", len(files), len(sprites))
	}
}

// encode writes what assets.DecodeMask reads, for a mask whose bounds do not start at the origin too.
func TestEncodeRoundTrip(t *testing.T) {
	m := image.NewAlpha(image.Rect(3, 5, 8, 7))
	for i := range m.Pix {
		m.Pix[i] = uint8(40 * i)
	}
	img, err := assets.DecodeMask(encode(m))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds() != image.Rect(0, 0, 5, 2) {
		t.Fatalf("bounds %v", img.Bounds())
	}
	for y := 0; y < 2; y++ {
		for x := 0; x < 5; x++ {
			if got, want := img.NRGBAAt(x, y), (color.NRGBA{255, 255, 255, m.AlphaAt(x+3, y+5).A}); got != want {
				t.Fatalf("(%d, %d): %v, want %v", x, y, got, want)
			}
		}
	}
}
