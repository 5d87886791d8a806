package loupe

import (
	"fmt"
	"image"
	"testing"
)

// board is a square board of n cells drawn from (x, y) with cells of side c.
type board struct {
	x, y, c, n int
}

func (b board) at(col, row int) image.Rectangle {
	return image.Rect(b.x+col*b.c, b.y+row*b.c, b.x+(col+1)*b.c, b.y+(row+1)*b.c)
}

// The loupe's cells are at least 48 units and its close button 44, it lies inside the area, keeps off
// the tapped cell, and shows the tapped cell in its middle unless the board's edge is nearer than half
// the loupe (then as near the middle as the edge allows); every cell it shows maps back to itself.
func TestOpen(t *testing.T) {
	for _, tc := range []struct {
		name string
		area image.Rectangle
		unit float64
		b    board
	}{
		{"phone upright, hash", image.Rect(0, 50, 390, 700), 1, board{30, 80, 21, 16}},
		{"phone upright at DPR 3", image.Rect(0, 150, 1170, 2100), 3, board{90, 240, 63, 16}},
		{"phone sideways, hash", image.Rect(0, 44, 844, 300), 1, board{26, 66, 14, 16}},
		{"small window, flip 11", image.Rect(0, 44, 520, 300), 1, board{20, 60, 21, 11}},
		{"desktop, flip 18", image.Rect(0, 60, 1024, 620), 1, board{40, 80, 30, 18}},
	} {
		for _, tap := range [][2]int{{0, 0}, {tc.b.n / 2, tc.b.n / 2}, {tc.b.n - 1, 0}, {3, tc.b.n - 1}, {tc.b.n - 1, tc.b.n - 1}} {
			t.Run(fmt.Sprintf("%s tap %v", tc.name, tap), func(t *testing.T) {
				at := tc.b.at(tap[0], tap[1])
				v := Open(tc.area, tc.unit, tc.b.n, tc.b.n, tap[0], tap[1], at)
				if float64(v.Cell) < CellMin*tc.unit || float64(v.Close.Dx()) < Touch*tc.unit || float64(v.Close.Dy()) < Touch*tc.unit {
					t.Errorf("cells %d px, close button %v: want at least %.0f and %.0f px", v.Cell, v.Close.Size(), CellMin*tc.unit, Touch*tc.unit)
				}
				if !v.Box.In(tc.area) || !v.Grid.In(v.Box) || !v.Close.In(v.Box) || v.Grid.Overlaps(v.Close) {
					t.Errorf("box %v, grid %v, close %v do not nest in the area %v", v.Box, v.Grid, v.Close, tc.area)
				}
				if v.N < 3 || v.M < 3 || v.N > MaxSpan || v.M > MaxSpan || v.N%2 == 0 || v.M%2 == 0 {
					t.Errorf("shows %d×%d cells, want an odd number from 3 to %d each way", v.N, v.M, MaxSpan)
				}
				if v.Box.Overlaps(at) {
					t.Errorf("the loupe %v covers the tapped cell %v", v.Box, at)
				}
				if !v.Shows(tap[0], tap[1]) {
					t.Fatalf("the loupe (from %d,%d, %d×%d) does not show the tapped cell %v", v.Col0, v.Row0, v.N, v.M, tap)
				}
				wantCol := min(max(tap[0], v.N/2), tc.b.n-1-v.N/2)
				wantRow := min(max(tap[1], v.M/2), tc.b.n-1-v.M/2)
				if v.Col0+v.N/2 != wantCol || v.Row0+v.M/2 != wantRow {
					t.Errorf("middle cell (%d,%d), want (%d,%d)", v.Col0+v.N/2, v.Row0+v.M/2, wantCol, wantRow)
				}
				for col := v.Col0; col < v.Col0+v.N; col++ {
					for row := v.Row0; row < v.Row0+v.M; row++ {
						r := v.CellRect(col, row)
						c, rw, ok := v.CellAt(r.Min.Add(r.Max).Div(2))
						if !ok || c != col || rw != row || !r.In(v.Grid) {
							t.Fatalf("cell (%d,%d) drawn at %v maps back to (%d,%d) %v", col, row, r, c, rw, ok)
						}
					}
				}
				o := v.Origin()
				if r := v.CellRect(v.Col0, v.Row0); o.Add(image.Pt(v.Col0*v.Cell, v.Row0*v.Cell)) != r.Min {
					t.Errorf("origin %v does not put the first shown cell at %v", o, r.Min)
				}
				if _, _, ok := v.CellAt(v.Close.Min.Add(v.Close.Max).Div(2)); ok {
					t.Error("the close button is on a cell")
				}
			})
		}
	}
}

// A drag pans whole cells, with the finger: dragging right shows the cells to the left; it stops at the
// board's edges, and part of a cell is kept for the next step.
func TestDrag(t *testing.T) {
	v := Open(image.Rect(0, 0, 400, 800), 1, 16, 16, 8, 8, image.Rect(100, 100, 120, 120))
	c0, r0 := v.Col0, v.Row0
	if v.Drag(image.Pt(v.Cell/2, 0)) {
		t.Fatal("half a cell moved the view")
	}
	if !v.Drag(image.Pt(v.Cell/2+1, 0)) || v.Col0 != c0-1 || v.Row0 != r0 {
		t.Fatalf("a whole cell right: from (%d,%d) to (%d,%d), want (%d,%d)", c0, r0, v.Col0, v.Row0, c0-1, r0)
	}
	if !v.Drag(image.Pt(0, -2*v.Cell)) || v.Row0 != r0+2 {
		t.Fatalf("two cells up: row %d, want %d", v.Row0, r0+2)
	}
	v.Drag(image.Pt(100*v.Cell, 100*v.Cell))
	if v.Col0 != 0 || v.Row0 != 0 {
		t.Fatalf("dragged far right and down: from (%d,%d), want (0,0)", v.Col0, v.Row0)
	}
	v.Drag(image.Pt(-100*v.Cell, -100*v.Cell))
	if v.Col0 != 16-v.N || v.Row0 != 16-v.M {
		t.Fatalf("dragged far left and up: from (%d,%d), want (%d,%d)", v.Col0, v.Row0, 16-v.N, 16-v.M)
	}
}

// A board smaller than the loupe is shown whole.
func TestSmallBoard(t *testing.T) {
	v := Open(image.Rect(0, 0, 1000, 1000), 1, 2, 3, 1, 2, image.Rect(0, 0, 10, 10))
	if v.N != 2 || v.M != 3 || v.Col0 != 0 || v.Row0 != 0 {
		t.Fatalf("a 2×3 board: shows %d×%d from (%d,%d)", v.N, v.M, v.Col0, v.Row0)
	}
}

func TestNeeded(t *testing.T) {
	for _, c := range []struct {
		cell, unit float64
		want       bool
	}{{21, 1, true}, {43.9, 1, true}, {44, 1, false}, {72, 1, false}, {63, 3, true}, {132, 3, false}} {
		if got := Needed(c.cell, c.unit); got != c.want {
			t.Errorf("Needed(%v, %v) = %v", c.cell, c.unit, got)
		}
	}
}

// Target is the cells where a finger can tap them, else the smaller of the loupe's cells and its close
// button.
func TestTarget(t *testing.T) {
	for _, c := range []struct{ cell, unit, want float64 }{
		{60, 1, 60}, // a finger's size: the cell itself
		{44, 1, 44}, // just large enough
		{43, 1, 44}, // too small: the loupe's close button (44) is smaller than its cells (48)
		{10, 2, 88}, // at 2 px a unit
		{100, 2, 100},
	} {
		if got := Target(c.cell, c.unit); got != c.want {
			t.Errorf("Target(%v, %v) = %v, want %v", c.cell, c.unit, got, c.want)
		}
	}
}
