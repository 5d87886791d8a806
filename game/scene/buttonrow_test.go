package scene

import (
	"image"
	"testing"

	"quintet/game/input"
)

// Pointed selects the button a moving pointer (or a held finger) is over, never one a still mouse
// rests on, and presses the one a click ends on.
func TestPointed(t *testing.T) {
	bs := []image.Rectangle{image.Rect(0, 0, 40, 40), image.Rect(50, 0, 90, 40)}
	for _, c := range []struct {
		name          string
		in            input.Input
		over, clicked int
	}{
		{"mouse moving onto the second", input.Input{Pointer: image.Pt(60, 10), HasPoint: true, Moved: true}, 1, -1},
		{"mouse resting on the second", input.Input{Pointer: image.Pt(60, 10), HasPoint: true}, -1, -1},
		{"mouse moving between them", input.Input{Pointer: image.Pt(45, 10), HasPoint: true, Moved: true}, -1, -1},
		{"click on the first", input.Input{Pointer: image.Pt(5, 5), HasPoint: true, Clicked: true}, -1, 0},
		{"finger held on the first", input.Input{Pointer: image.Pt(5, 5), HasPoint: true, Touch: true, Down: true, LongPress: true}, 0, -1},
		{"finger moving while down", input.Input{Pointer: image.Pt(5, 5), HasPoint: true, Touch: true, Down: true, Moved: true}, -1, -1},
	} {
		if over, clicked := Pointed(&c.in, bs); over != c.over || clicked != c.clicked {
			t.Errorf("%s: over %d, clicked %d; want %d, %d", c.name, over, clicked, c.over, c.clicked)
		}
	}
}

// A row of buttons becomes one row of cells, each centred on its button; a single button or buttons
// in two rows make none.
func TestRowGrid(t *testing.T) {
	row := []image.Rectangle{image.Rect(10, 100, 50, 140), image.Rect(70, 100, 110, 140), image.Rect(130, 100, 170, 140)}
	g, ok := RowGrid(row)
	if !ok || g.Cols != 3 || g.Rows != 1 || g.Rect != image.Rect(0, 100, 180, 140) {
		t.Fatalf("a row of three: %+v %v", g, ok)
	}
	for i, b := range row {
		cx := g.Rect.Min.X + (2*i+1)*g.Rect.Dx()/(2*g.Cols)
		if cx != (b.Min.X+b.Max.X)/2 {
			t.Errorf("cell %d centred at x=%d, button at %d", i, cx, (b.Min.X+b.Max.X)/2)
		}
	}
	if _, ok := RowGrid(row[:1]); ok {
		t.Error("one button made a grid")
	}
	if _, ok := RowGrid([]image.Rectangle{row[0], row[1].Add(image.Pt(0, 60))}); ok {
		t.Error("two rows made one grid")
	}
}
