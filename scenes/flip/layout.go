package flip

import (
	"image"
	"math"
	"strconv"

	rules "quintet/rules/flip"
)

// layout places the board (with its column letters and row numbers round it) and the panel of text
// beside it, or below it when the area is tall and narrow.
type layout struct {
	size   rules.Size
	e      int
	x0, y0 float64 // the board's top-left corner (the outer ring included)
	cell   float64 // a cell's side
	label  float64 // the label font size
	every  int     // label every nth column and row (1 unless the cells are too small for their names)
	// labelMargin is the strip the labels take beside the board: above and left, and unless short
	// below and right too.
	labelMargin float64
	// short is a low area: no strip above the board for the hint's plate (the panel names the hinted
	// block), the labels on two sides only, and the panel's least useful lines left out.
	short      bool
	px, py, pw float64 // the panel's top-left corner and width
	ph         float64 // the panel's height (what is left of the area)
	// The panel's one-line parts, each -1 when left out for want of room: the title, the legend (dot,
	// dash, middle) and the dot count, centred on their y; then the cell-name box (empty when left
	// out) and, from textY down, the paragraphs (keys, what the selection or hint does, the shortcut
	// note, the proof), each whole or not at all.
	titleY, legendY, countY float64
	box                     image.Rectangle
	textY                   float64
}

// boxH is the name box's height in layout units: a fingertip, for the phone's keyboard to open on.
const boxH = 44

func newLayout(a image.Rectangle, unit float64, size rules.Size) layout {
	u := func(v float64) float64 { return v * unit }
	l := layout{size: size, e: size.Edge()}
	W, H := float64(a.Dx()), float64(a.Dy())
	side := W >= H*1.25
	gap, strip := u(24), u(26) // strip: above the column letters, the hint's plate
	var bw, bh float64         // the room for the board and its labels
	if side {
		l.pw = math.Max(u(190), math.Min(u(380), W*0.36))
		if l.short = H < u(420); l.short {
			gap = u(12)
			// A low, narrow area (a phone on its side at large text): the board keeps most of the
			// height, the panel what width is left, down to 100 units.
			l.pw = math.Max(u(100), math.Min(l.pw, W-gap-H*0.75))
		}
		bw, bh = W-l.pw-gap, H
	} else {
		l.pw = W - u(16)
		panel := u(250)
		if H < u(440) {
			// A low upright area (the help's picture of the board on a phone): the board first, and
			// the panel keeps only the lines that fit, as on a low wide area.
			l.short, gap = true, u(8)
			panel = math.Max(u(110), H*0.32)
			if H < u(300) {
				panel = math.Max(u(32), H*0.3) // the dot count and little more
			}
		}
		bw, bh = W, math.Max(u(120), H-panel-gap)
	}
	least, sides := u(20), 2.0 // sides: the label strips across the board
	if l.short {
		// The board takes the height: no plate strip, thinner labels above and left only.
		strip, least, sides = 0, u(16), 1
	}
	bh -= strip
	// The labels take about 0.45 of a cell on each side, never less than a readable strip; a small
	// board's cells grow up to 250 units: the board takes the space.
	room, e := math.Min(bw, bh), float64(l.e)
	l.cell = math.Min(u(250), math.Max(1, math.Min(room/(e+0.45*sides), (room-sides*least)/e)))
	l.labelMargin = math.Max(least, 0.45*l.cell)
	board := e * l.cell
	total := board + sides*l.labelMargin
	l.label = math.Max(u(14), math.Min(u(18), l.cell*0.48))
	// Thin the labels out when the widest (a column name of up to two letters, a row number of up to
	// two digits, each glyph about 0.62 of the font size) would touch its neighbour.
	chars := math.Max(float64(len(rules.ColumnLetters(int(size)))), float64(len(strconv.Itoa(int(size)))))
	l.every = max(1, int(math.Ceil(l.label*(0.62*chars+0.4)/l.cell)))
	if side {
		if l.short {
			// The panel takes all the width the board leaves (up to 560 units), so its lines need not wrap.
			l.pw = math.Min(W-total-gap, u(560))
		}
		x := float64(a.Min.X) + math.Max(0, (W-total-gap-l.pw)/2)
		y := float64(a.Min.Y) + strip + math.Max(0, (H-strip-total)/2)
		l.x0, l.y0 = x+l.labelMargin, y+l.labelMargin
		l.px = x + total + gap
		l.py = float64(a.Min.Y) + math.Max(0, (H-u(420))/2) // 0 when short
	} else {
		l.x0 = float64(a.Min.X) + (W-total)/2 + l.labelMargin
		l.y0 = float64(a.Min.Y) + strip + l.labelMargin
		l.px = float64(a.Min.X) + u(8)
		l.py = l.y0 + board + (sides-1)*l.labelMargin + u(8)
	}
	l.ph = float64(a.Max.Y) - l.py
	l.placePanel(u)
	return l
}

// placePanel keeps as many of the panel's one-line parts as its height allows, the most useful first
// (the dot count, the name box; the title and the legend only while two lines of the paragraphs still
// fit under them), and stacks them in their usual order.
func (l *layout) placePanel(u func(float64) float64) {
	titleH, legendH, countH, boxTop := u(32), u(32), u(30), u(boxH+8)
	y := l.py
	place := func(keep bool, h, at float64) float64 {
		if !keep {
			return -1
		}
		y += h
		return y - h + at
	}
	room := l.ph - countH - boxTop - u(40)
	l.titleY = place(room >= titleH, titleH, u(12))
	l.legendY = place(room >= titleH+legendH, legendH, u(14))
	l.countY = place(l.ph >= countH, countH, u(12))
	if top := place(l.ph >= countH+boxTop, boxTop, 0); top >= 0 {
		l.box = image.Rect(int(l.px), int(top), int(l.px+math.Min(l.pw, u(220))), int(top+u(boxH)))
	}
	l.textY = y
}

// boardAt lays out just a board of size's cells, of side cell, from (x0, y0): the loupe's and the help
// pictures' boards, which have no labels, no hint plate and no panel.
func boardAt(size rules.Size, x0, y0, cell float64) layout {
	return layout{size: size, e: size.Edge(), x0: x0, y0: y0, cell: cell, short: true}
}

// cellRect is the screen rectangle of cell c.
func (l layout) cellRect(c rules.Cell) image.Rectangle {
	at := func(o float64, k int) int { return int(math.Round(o + float64(k)*l.cell)) }
	return image.Rect(at(l.x0, c.Col), at(l.y0, c.Row), at(l.x0, c.Col+1), at(l.y0, c.Row+1))
}

// blockRect is the screen rectangle of the 3×3 block centred on c.
func (l layout) blockRect(c rules.Cell) image.Rectangle {
	return l.cellRect(rules.Cell{Col: c.Col - 1, Row: c.Row - 1}).Union(l.cellRect(rules.Cell{Col: c.Col + 1, Row: c.Row + 1}))
}

// boardRect is the whole board, the outer ring included.
func (l layout) boardRect() image.Rectangle {
	return l.cellRect(rules.Cell{}).Union(l.cellRect(rules.Cell{Col: l.e - 1, Row: l.e - 1}))
}

// cellAt is the cell under screen point p, if p is on the board.
func (l layout) cellAt(p image.Point) (rules.Cell, bool) {
	col := int(math.Floor((float64(p.X) - l.x0) / l.cell))
	row := int(math.Floor((float64(p.Y) - l.y0) / l.cell))
	c := rules.Cell{Col: col, Row: row}
	return c, col >= 0 && row >= 0 && col < l.e && row < l.e
}
