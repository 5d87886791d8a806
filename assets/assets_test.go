package assets

import (
	"image/color"
	"testing"
)

// A mask whose length does not match its size is refused, and a missing or broken sprite draws as a
// small magenta square rather than failing.
func TestBadMasks(t *testing.T) {
	for _, b := range [][]byte{nil, {0, 1}, {0, 2, 0, 2, 1, 2, 3}, {0, 1, 0, 1, 9, 9}} {
		if img, err := DecodeMask(b); err == nil {
			t.Errorf("%v decoded as %v", b, img.Bounds())
		}
	}
	if img, err := DecodeMask([]byte{0, 2, 0, 1, 7, 200}); err != nil || img.NRGBAAt(1, 0) != (color.NRGBA{255, 255, 255, 200}) {
		t.Errorf("a 2×1 mask: %v", err)
	}
	if err := Check("no-such-sprite"); err == nil {
		t.Error("a missing sprite checks")
	}
	img := Sprite("no-such-sprite")
	if got := color.NRGBAModel.Convert(img.At(1, 1)); got != (color.NRGBA{255, 0, 255, 255}) || img.Bounds().Dx() != 4 {
		t.Errorf("a missing sprite is %v, %v", img.Bounds(), got)
	}
}
