package kit

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// StrokeRect gives each pixel the share of its area the line covers: checked against a count of 32×32
// sample points per pixel, for whole, odd and fractional widths, and a line wider than the hole.
func TestStrokeRectCoverage(t *testing.T) {
	const w, h = 48, 40
	img := ebiten.NewImage(w, h)
	pix := make([]byte, 4*w*h)
	for _, c := range []struct {
		r     image.Rectangle
		width float64
	}{
		{image.Rect(8, 6, 30, 20), 2},
		{image.Rect(8, 6, 30, 20), 1},
		{image.Rect(5, 7, 41, 33), 3},
		{image.Rect(9, 9, 25, 31), 1.75},
		{image.Rect(10, 10, 14, 13), 5}, // no hole left
	} {
		img.Clear()
		StrokeRect(NewCanvas(img, nil), c.r, c.width, color.White)
		img.ReadPixels(pix)
		hw := c.width / 2
		in := func(x, y float64, grow float64) bool {
			return x >= float64(c.r.Min.X)-grow && x < float64(c.r.Max.X)+grow && y >= float64(c.r.Min.Y)-grow && y < float64(c.r.Max.Y)+grow
		}
		worst := 0.0
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				n := 0
				for sy := 0; sy < 32; sy++ {
					for sx := 0; sx < 32; sx++ {
						px, py := float64(x)+(float64(sx)+0.5)/32, float64(y)+(float64(sy)+0.5)/32
						if in(px, py, hw) && !in(px, py, -hw) {
							n++
						}
					}
				}
				want := float64(n) / 1024
				got := float64(pix[4*(y*w+x)+3]) / 255
				worst = max(worst, math.Abs(got-want))
				if math.Abs(got-want) > 0.04 {
					t.Fatalf("rect %v width %g: pixel (%d,%d) alpha %.3f, the line covers %.3f of it", c.r, c.width, x, y, got, want)
				}
			}
		}
		t.Logf("rect %v width %g: largest difference %.4f", c.r, c.width, worst)
	}
}
