package game

import (
	"image"
	"image/color"

	"quintet/game/input"
)

// Pointed is which of a row of buttons the pointer just moved onto (or a finger held still on), for
// the selection, and which one a click or tap ended on, for a press; -1 for none. A pointer resting
// still selects nothing, so it does not pull back a selection the keys moved. Clock and Dials use it.
func Pointed(in *input.Input, buttons []image.Rectangle) (over, clicked int) {
	over, clicked = -1, -1
	for b, r := range buttons {
		if in.Hovering() && (in.Moved || in.LongPress) && in.Pointer.In(r) {
			over = b
		}
		if in.ClickIn(r) {
			clicked = b
		}
	}
	return over, clicked
}

// Inset is button b's rectangle r as drawn now: pressed in by 3 units while the press shows.
func (p *PressFlash) Inset(f *Frame, b int, r image.Rectangle) image.Rectangle {
	if p.Shows(f, b) {
		return r.Inset(int(f.U(3)))
	}
	return r
}

// RowGrid is a row of equal buttons, evenly spaced, as one row of cells centred on them (a TapGrid
// for the browser test to tap them); ok is false for fewer than two or when they are not in one row.
func RowGrid(buttons []image.Rectangle) (g TapGrid, ok bool) {
	n := len(buttons)
	if n < 2 || buttons[0].Min.Y != buttons[n-1].Min.Y {
		return TapGrid{}, false
	}
	first, last := buttons[0], buttons[n-1]
	pitch := (last.Min.X - first.Min.X) / (n - 1)
	c0, c1 := (first.Min.X+first.Max.X)/2, (last.Min.X+last.Max.X)/2
	return TapGrid{Rect: image.Rect(c0-pitch/2, first.Min.Y, c1+pitch-pitch/2, first.Max.Y), Cols: n, Rows: 1}, true
}

// Mix is the colour k of the way from a to b (0 is a, 1 is b), opaque: Clock's numbers deepen from the
// panel colour toward the accent with it (Escape's board mixes its squares the same way).
func Mix(a, b color.NRGBA, k float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-k) + float64(y)*k + 0.5) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}
