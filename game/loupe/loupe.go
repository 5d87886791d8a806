// Package loupe is the magnifier a dense board opens for a finger. Where a board's cells are smaller than
// a fingertip (44 CSS px) and the player taps it, the tap does not play: it opens a loupe, a framed view of
// the few cells round the tap drawn large (at least 48 units a cell), placed inside the scene's area and
// off the tapped cell when there is room. A tap on a cell of the loupe plays that cell; a tap outside it,
// on its close button or Esc closes it; a drag on it pans it a whole cell at a time.
//
// The package holds the geometry (where the loupe goes, which cells it shows, which cell a point is on)
// and the loupe's input and frame; each scene draws the cells themselves with its own drawing code,
// through a layout scaled and shifted so the cells land in Grid.
package loupe

import (
	"image"
	"math"
)

// Sizes in layout units (CSS px on a phone).
const (
	CellMin = 48 // a cell's side in the loupe
	Touch   = 44 // a fingertip: cells smaller than this on a touch screen open the loupe
	MaxSpan = 7  // at most this many cells across and down
	Pad     = 6  // the frame round the cells
	Gap     = 8  // between the tapped cell and the loupe
)

// Needed reports whether board cells of side cell screen pixels, at unit pixels per layout unit, are too
// small for a finger, so a tap on them opens the loupe.
func Needed(cell, unit float64) bool { return cell < Touch*unit }

// CellSide is a loupe cell's side in screen pixels at unit pixels per layout unit.
func CellSide(unit float64) int { return ceil(CellMin * unit) }

// CloseSide is the close button's side in screen pixels.
func CloseSide(unit float64) int { return ceil(Touch * unit) }

func ceil(v float64) int { return int(math.Ceil(v)) }

// View is an open loupe's geometry, in screen pixels. Cells are numbered from 0 across (Col) and down
// (Row) over the whole board.
type View struct {
	Area       image.Rectangle // where the loupe may be (the scene's area)
	Unit       float64
	Cols, Rows int // the board's size in cells
	Col0, Row0 int // the top-left cell shown
	N, M       int // how many cells are shown across and down
	Cell       int // a shown cell's side
	Box        image.Rectangle
	Grid       image.Rectangle // the cells, inside Box
	Close      image.Rectangle // the close button, inside Box
	drag       image.Point     // drag not yet turned into whole cells
}

// Open lays out a loupe in area for a board of cols×rows cells, centred (as far as the board's edges
// allow) on the cell (col, row), whose rectangle on the board is at. The close button goes on a bar above
// the cells, or beside them when that shows more cells (a wide, low area). The loupe keeps clear of at
// when it can: above it, else below, left or right, each moved inside the area; when none of those keeps
// clear, it shows fewer cells (never under 3×3), with the bar on top or beside them, to keep clear; when
// nothing does, all of them go where they cover least of at.
func Open(area image.Rectangle, unit float64, cols, rows, col, row int, at image.Rectangle) View {
	cell, bar, pad := CellSide(unit), CloseSide(unit), ceil(Pad*unit)
	span := func(room, cells int) int {
		n := min(MaxSpan, max(room/cell, 1))
		if n%2 == 0 && n > 1 {
			n-- // odd, so the tapped cell can be the middle one
		}
		return max(1, min(n, cells))
	}
	// The bar on top, or the bar on the right: whichever shows more cells (on top when equal).
	n, m := span(area.Dx()-2*pad, cols), span(area.Dy()-2*pad-bar, rows)
	sn, sm := span(area.Dx()-2*pad-bar, cols), span(area.Dy()-2*pad, rows)
	side := sn*sm > n*m
	if side {
		n, m = sn, sm
	}
	// The most cells that keep clear of the tapped cell: fewer rows, then fewer columns, then both, two
	// at a time (so the middle stays the middle); all of them, covering least, when nothing keeps clear.
	// Fewer cells may keep clear with the bar on the other side (a short area: the bar beside them).
	var v View
	for _, d := range [][2]int{{0, 0}, {0, 2}, {2, 0}, {2, 2}, {0, 4}, {4, 0}, {2, 4}, {4, 2}, {4, 4}} {
		nn, mm := less(n, d[0]), less(m, d[1])
		if nn < 0 || mm < 0 {
			continue
		}
		for _, sd := range []bool{side, !side} {
			c, covered := place(area, unit, cols, rows, col, row, at, nn, mm, sd)
			if d == [2]int{0, 0} && sd == side {
				v = c
			}
			if covered == 0 && c.Box.In(area) {
				return c
			}
		}
	}
	return v
}

// less is n cells fewer by d, but never under 3 (a board 4 cells across shows 3 of them); -1 when n
// cannot shrink by d.
func less(n, d int) int {
	switch {
	case d == 0:
		return n
	case n-d >= 3:
		return n - d
	case n > 3:
		return 3
	}
	return -1
}

// place lays out a loupe of n×m cells (the close button beside them when side) for a tap on the cell
// (col, row) at at, where it covers least of at; covered is how much it covers.
func place(area image.Rectangle, unit float64, cols, rows, col, row int, at image.Rectangle, n, m int, side bool) (v View, covered int) {
	cell, bar, pad := CellSide(unit), CloseSide(unit), ceil(Pad*unit)
	v = View{Area: area, Unit: unit, Cols: cols, Rows: rows, Cell: cell, N: n, M: m}
	w, h := n*cell+2*pad, m*cell+2*pad+bar
	if side {
		w, h = n*cell+2*pad+bar, m*cell+2*pad
	}
	v.Col0 = clamp(col-v.N/2, 0, cols-v.N)
	v.Row0 = clamp(row-v.M/2, 0, rows-v.M)

	gap := ceil(Gap * unit)
	cx, cy := (at.Min.X+at.Max.X)/2, (at.Min.Y+at.Max.Y)/2
	put := func(x, y int) image.Rectangle {
		x = clamp(x, area.Min.X, area.Max.X-w)
		y = clamp(y, area.Min.Y, area.Max.Y-h)
		return image.Rect(x, y, x+w, y+h)
	}
	candidates := []image.Rectangle{
		put(cx-w/2, at.Min.Y-gap-h), // above
		put(cx-w/2, at.Max.Y+gap),   // below
		put(at.Min.X-gap-w, cy-h/2), // left
		put(at.Max.X+gap, cy-h/2),   // right
	}
	best, covered := candidates[0], -1
	for _, c := range candidates {
		o := c.Intersect(at)
		if a := o.Dx() * o.Dy(); covered < 0 || a < covered {
			best, covered = c, a
		}
	}
	v.Box = best
	if side {
		v.Grid = image.Rect(best.Min.X+pad, best.Min.Y+pad, best.Min.X+pad+v.N*cell, best.Min.Y+pad+v.M*cell)
	} else {
		v.Grid = image.Rect(best.Min.X+pad, best.Min.Y+bar+pad, best.Min.X+pad+v.N*cell, best.Min.Y+bar+pad+v.M*cell)
	}
	v.Close = image.Rect(best.Max.X-bar, best.Min.Y, best.Max.X, best.Min.Y+bar)
	return v, covered
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

// CellAt is the board cell under the screen point p, when p is on one of the loupe's cells.
func (v View) CellAt(p image.Point) (col, row int, ok bool) {
	if !p.In(v.Grid) || v.Cell <= 0 {
		return 0, 0, false
	}
	return v.Col0 + (p.X-v.Grid.Min.X)/v.Cell, v.Row0 + (p.Y-v.Grid.Min.Y)/v.Cell, true
}

// CellRect is where the loupe shows the board cell (col, row); it may lie outside Grid (the cell is not
// shown then).
func (v View) CellRect(col, row int) image.Rectangle {
	x := v.Grid.Min.X + (col-v.Col0)*v.Cell
	y := v.Grid.Min.Y + (row-v.Row0)*v.Cell
	return image.Rect(x, y, x+v.Cell, y+v.Cell)
}

// Shows reports whether the loupe shows the cell (col, row).
func (v View) Shows(col, row int) bool {
	return col >= v.Col0 && col < v.Col0+v.N && row >= v.Row0 && row < v.Row0+v.M
}

// Origin is where the board's cell (0, 0) would be drawn at the loupe's scale: a scene draws the board
// from there with cells of side Cell, clipped to Grid.
func (v View) Origin() image.Point {
	return image.Pt(v.Grid.Min.X-v.Col0*v.Cell, v.Grid.Min.Y-v.Row0*v.Cell)
}

// Drag moves the view with a finger dragged by d pixels: the cells follow the finger, a whole cell at a
// time, and stop at the board's edges. It reports whether the cells shown changed.
func (v *View) Drag(d image.Point) bool {
	v.drag = v.drag.Add(d)
	dc, dr := v.drag.X/v.Cell, v.drag.Y/v.Cell
	if dc == 0 && dr == 0 {
		return false
	}
	v.drag = v.drag.Sub(image.Pt(dc*v.Cell, dr*v.Cell))
	c0 := clamp(v.Col0-dc, 0, v.Cols-v.N)
	r0 := clamp(v.Row0-dr, 0, v.Rows-v.M)
	moved := c0 != v.Col0 || r0 != v.Row0
	v.Col0, v.Row0 = c0, r0
	return moved
}

// Target is the smallest thing a tap on a board of cells of side cell screen pixels acts on, at unit
// pixels per layout unit: the cells themselves, or, where they are too small for a finger and a tap
// opens the loupe, the loupe's cells and its close button. Hash's, Flip's and Escape's MinTarget
// report it for their boards.
func Target(cell, unit float64) float64 {
	if Needed(cell, unit) {
		return float64(min(CellSide(unit), CloseSide(unit)))
	}
	return cell
}
