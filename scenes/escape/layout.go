package escape

import (
	"image"

	"quintet/game/scene"
	rules "quintet/rules/escape"
)

// layout places the board, its chess-style labels and the side panel inside the scene's area: the
// panel to the right on a wide area, below the board on a narrow one (a phone held upright). On a
// compact area (a phone or a small window) the board comes first: as large as the area allows, with
// narrower gutters, and the panel takes the room that is left; text there is at least minText units.
type layout struct {
	board   image.Rectangle // the squares, without labels
	cell    int             // the side of one square in pixels
	w, h    int             // columns and rows
	panel   image.Rectangle // the text panel
	label   float64         // font size of the labels
	gutter  int             // room for the row numbers (left) and column letters (below)
	compact bool
	unit    float64
}

// Sizes in layout units.
const (
	minText  = 14 // the smallest text on a compact area (CSS px on a phone)
	minPanel = 180
	// slimPanel is the least panel on a compact area whose board would be too small beside a full one
	// (a phone held upright, at large text): the title and a chip a finger can tap.
	slimPanel = 60
	maxCell   = 300 // a small board's squares grow up to this: the board takes the space
)

// compactArea is true for a phone's or a small window's area.
func compactArea(area image.Rectangle, unit float64) bool {
	return float64(area.Dx()) < 680*unit || float64(area.Dy()) < 470*unit
}

// text is a font size in pixels for size v in layout units, at least minText on a compact area.
func (l layout) text(v float64) float64 {
	if l.compact && v < minText {
		v = minText
	}
	return v * l.unit
}

func newLayout(area image.Rectangle, unit float64, s rules.Shape) layout {
	u := func(v float64) int { return int(v * unit) }
	l := layout{w: s.Width(), h: s.Height(), unit: unit, compact: compactArea(area, unit)}
	l.gutter = u(24)
	gap := u(16)
	top, right := u(12), u(8) // air above and to the right of the board
	if l.compact {
		l.gutter, gap, top, right = u(18), u(10), u(4), 0
	}
	// The panel goes to the right of the board on a wide area, below it on a narrow one. The rule is
	// written for the right; a narrow area is laid out mirrored across its diagonal (tr) and mirrored back.
	a, w, h, up, rt := area, l.w, l.h, top, right
	most, inset := u(400), u(6) // the panel's largest width, and its air above and below
	tr := func(r image.Rectangle) image.Rectangle { return r }
	if area.Dx() < area.Dy()*5/4 {
		tr = func(r image.Rectangle) image.Rectangle { return image.Rect(r.Min.Y, r.Min.X, r.Max.Y, r.Max.X) }
		a, w, h, up, rt, most, inset = tr(area), l.h, l.w, right, top, u(300), 0
	}
	pw := min(most, a.Dx()*2/5)
	cell := max(2, min((a.Dy()-l.gutter-up)/h, u(maxCell)))
	if l.compact {
		// Squares as large as the height allows; the panel gets the rest of the width.
		pw, inset = max(a.Dx()-(cell*w+l.gutter+rt+gap), u(minPanel)), 0
	}
	at := func(pw int) {
		l.panel = tr(image.Rect(a.Max.X-pw, a.Min.Y+inset, a.Max.X, a.Max.Y-inset))
		l.place(tr(image.Rect(a.Min.X, a.Min.Y, a.Max.X-pw-gap, a.Max.Y)), top, right)
	}
	at(pw)
	small := func() bool { return min(l.board.Dx(), l.board.Dy()) < min(area.Dx(), area.Dy())*3/5 }
	if small() && l.compact {
		// A board too small beside the full panel: a slim one, whose chip shows the panel whole.
		at(max(a.Dx()-(cell*w+l.gutter+rt+gap), u(slimPanel)))
	}
	if small() {
		// No room for the panel beside the board at its least size (a help picture): the board alone.
		l.panel = image.Rectangle{}
		l.place(area, top, right)
	}
	return l
}

// pictureLayout lays out a help picture's board in area a with the board alone: squares as large as
// fit with room for their labels (the gutter on the left and below, as much again on the right, a
// margin all round) and, under it, below pixels for strips and captions; the labels at the compact
// size.
func pictureLayout(f *scene.Frame, a image.Rectangle, s rules.Shape, below int) layout {
	m, g := int(f.U(6)), int(f.U(20))
	l := layout{w: s.Width(), h: s.Height(), unit: f.Unit, compact: true, gutter: g}
	l.place(image.Rect(a.Min.X+m, a.Min.Y, a.Max.X-m, a.Max.Y-below-m), m, g)
	return l
}

// place puts the board, with room for its labels, in the middle of boardArea.
func (l *layout) place(boardArea image.Rectangle, top, right int) {
	// Room for the labels on the left and below, and a little air above and to the right.
	availW := boardArea.Dx() - l.gutter - right
	availH := boardArea.Dy() - l.gutter - top
	least := 4
	if l.compact {
		least = 2 // a huge board in a tiny window: it must still fit
	}
	l.cell = max(least, min(availW/l.w, availH/l.h, int(maxCell*l.unit)))
	bw, bh := l.cell*l.w, l.cell*l.h
	x0 := boardArea.Min.X + l.gutter + (availW-bw)/2
	y0 := boardArea.Min.Y + top + (availH-bh)/2
	l.board = image.Rect(x0, y0, x0+bw, y0+bh)
	l.label = min(16*l.unit, max(9*l.unit, float64(l.cell)*0.36))
	if l.compact {
		l.label = minText * l.unit
	}
}

// cellRect is the rectangle of square sq.
func (l layout) cellRect(s rules.Shape, sq int) image.Rectangle {
	col, row := s.Cell(sq)
	x, y := l.board.Min.X+col*l.cell, l.board.Min.Y+row*l.cell
	return image.Rect(x, y, x+l.cell, y+l.cell)
}

// square is the square under p, or rules.None off the board.
func (l layout) square(s rules.Shape, p image.Point) int {
	if !p.In(l.board) {
		return rules.None
	}
	return s.At((p.X-l.board.Min.X)/l.cell, (p.Y-l.board.Min.Y)/l.cell) // the board is w by h squares
}
