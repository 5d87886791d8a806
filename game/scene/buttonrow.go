package scene

import (
	"image"

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
