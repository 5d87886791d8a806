package kit

import (
	"image/color"
	"testing"
)

// Mix runs from a (0) to b (1), rounding each channel to the nearest, and is always opaque.
func TestMix(t *testing.T) {
	a, b := color.NRGBA{0, 100, 255, 40}, color.NRGBA{255, 0, 55, 200}
	for _, c := range []struct {
		k    float64
		want color.NRGBA
	}{{0, color.NRGBA{0, 100, 255, 255}}, {1, color.NRGBA{255, 0, 55, 255}}, {0.5, color.NRGBA{128, 50, 155, 255}}, {0.25, color.NRGBA{64, 75, 205, 255}}} {
		if got := Mix(a, b, c.k); got != c.want {
			t.Errorf("Mix at %v: %v, want %v", c.k, got, c.want)
		}
	}
}
