package kit

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillRect fills a rectangle.
func FillRect(dst *Canvas, r image.Rectangle, c color.Color) {
	k := opKey{kind: opRect, f: [10]float64{float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)}, c: colourKey(c)}
	kitDraw(dst, k, func() image.Rectangle { return r }, func(d *ebiten.Image) {
		vector.FillRect(d, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
	})
}

// Fill fills the whole of dst, as dst.Fill does (every pixel becomes c).
func Fill(dst *Canvas, c color.Color) {
	kitDraw(dst, opKey{kind: opFill, c: colourKey(c)}, dst.Bounds, func(d *ebiten.Image) { d.Fill(c) })
}

// StrokeRect outlines a rectangle with a line of that width centred on its edges, anti-aliased: each
// pixel gets the part of its area the line covers, exactly. The line is drawn as a few filled
// rectangles of pixels, each of one coverage, rather than as an anti-aliased vector path, whose stencil
// buffers took the native game 10 MiB of memory at the menu (where the keyboard focus is outlined).
func StrokeRect(dst *Canvas, r image.Rectangle, width float64, c color.Color) {
	k := opKey{kind: opStroke, f: [10]float64{width, float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)},
		c: colourKey(c)}
	m := int(math.Ceil(width/2)) + 1
	kitDraw(dst, k, func() image.Rectangle { return r.Inset(-m) }, func(d *ebiten.Image) { strokeRect(d, r, width, c) })
}

// strokeRect is StrokeRect's drawing.
func strokeRect(dst *ebiten.Image, r image.Rectangle, width float64, c color.Color) {
	h := width / 2
	if !(h > 0) {
		return
	}
	ox0, oy0, ox1, oy1 := float64(r.Min.X)-h, float64(r.Min.Y)-h, float64(r.Max.X)+h, float64(r.Max.Y)+h
	ix0, iy0, ix1, iy1 := float64(r.Min.X)+h, float64(r.Min.Y)+h, float64(r.Max.X)-h, float64(r.Max.Y)-h
	if ix0 >= ix1 || iy0 >= iy1 {
		ix0, iy0, ix1, iy1 = 0, 0, 0, 0 // the line fills the rectangle: no hole
	}
	cr, cg, cb, ca := c.RGBA()
	xs, ys := pixelRuns(ox0, ix0, ix1, ox1), pixelRuns(oy0, iy0, iy1, oy1)
	for j := 0; j+1 < len(ys); j++ {
		for i := 0; i+1 < len(xs); i++ {
			// The line's share of a pixel: the outer box's share less the hole's (both are products of
			// their shares along each axis).
			x, y := xs[i], ys[j]
			cov := overlap(x, ox0, ox1)*overlap(y, oy0, oy1) - overlap(x, ix0, ix1)*overlap(y, iy0, iy1)
			if cov <= 0 {
				continue
			}
			k := min(cov, 1)
			pc := color.RGBA64{uint16(float64(cr) * k), uint16(float64(cg) * k), uint16(float64(cb) * k), uint16(float64(ca) * k)}
			vector.FillRect(dst, float32(x), float32(y), float32(xs[i+1]-x), float32(ys[j+1]-y), pc, false)
		}
	}
}

// pixelRuns splits the pixels from edges[0] to the last edge into runs in which every pixel is cut by
// the same edges: a fractional edge gets a run of its own pixel. The result is the runs' whole-pixel
// boundaries, ascending.
func pixelRuns(edges ...float64) []int {
	var b []int
	for _, e := range edges {
		b = append(b, int(math.Floor(e)), int(math.Ceil(e)))
	}
	slices.Sort(b)
	return slices.Compact(b)
}

// overlap is how much of the pixel [p, p+1) lies within [lo, hi).
func overlap(p int, lo, hi float64) float64 {
	return max(0, min(float64(p+1), hi)-max(float64(p), lo))
}

// Line draws a line segment.
func Line(dst *Canvas, x0, y0, x1, y1, width float64, c color.Color) {
	k := opKey{kind: opLine, f: [10]float64{x0, y0, x1, y1, width}, c: colourKey(c)}
	// The stroke's butt ends stay within half its width of the segment's ends.
	kitDraw(dst, k, func() image.Rectangle { return floatRect(x0, y0, x1, y1, width/2+2) }, func(d *ebiten.Image) {
		vector.StrokeLine(d, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), c, true)
	})
}

// Button draws a labelled button; hot (hovered) and accent (the hint, or a toggled state) change its
// look in shape as well as colour: an accent button gets a thick frame.
func Button(dst *Canvas, t *Theme, r image.Rectangle, label string, face *TextFace, hot, accent, disabled bool) {
	bg, fg := t.Panel, t.Text
	if hot {
		bg = t.PanelHi
	}
	if disabled {
		fg = t.Dim
	}
	corner := float64(r.Dy()) / 4
	DrawPanel(dst, "panel", r, corner, bg)
	if accent {
		DrawPanel(dst, "frame", r, corner, t.HintC)
	}
	DrawText(dst, label, face, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, Center, fg)
}

// FrameRect fills the band w pixels wide (at least 1) just inside r with four plain rectangles:
// square-cornered, and cheaper than a stroked path. Hash's cursor and Escape's borders use it.
func FrameRect(dst *Canvas, r image.Rectangle, w int, c color.Color) {
	w = max(1, w)
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c)
	FillRect(dst, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c)
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w), c)
	FillRect(dst, image.Rect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w), c)
}
