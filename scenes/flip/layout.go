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

	side         bool    // the panel is beside the board (else below it)
	short        bool    // beside it on an area too low for every line: the least important are left out (their y is -1)
	px, py, pw   float64 // the panel's top-left corner and width
	ph           float64 // the panel's height (what is left of the area)
	unit         float64 // screen pixels per layout unit
	labelMargin  float64
	box          image.Rectangle // the cell-name box
	boxLineY     float64         // the line under the box (its keys)
	shortcutY    float64         // the line about letters that are shortcuts
	infoY        float64         // the line about the selected or hinted block, or the win
	proofY       float64         // top of the proof caption
	legendY      float64         // the legend: dot, dash, middle
	titleY       float64         // the panel's title
	countY       float64         // the number of dots on the board
	panelBottomY float64
}

// boxH is the name box's height in layout units: a fingertip, for the phone's keyboard to open on.
const boxH = 44

func newLayout(a image.Rectangle, unit float64, size rules.Size) layout {
	u := func(v float64) float64 { return v * unit }
	l := layout{size: size, e: size.Edge(), unit: unit, every: 1}
	W, H := float64(a.Dx()), float64(a.Dy())
	l.side = W >= H*1.25
	gap := u(24)
	strip := u(26)     // above the column letters: the hint's label
	var bw, bh float64 // the room for the board and its labels
	if l.side {
		l.pw = math.Max(u(190), math.Min(u(380), W*0.36))
		l.short = H < u(420)
		if l.short {
			strip = 0 // no room for the hint's plate: the panel's info line names the hinted block
			gap = u(12)
		}
		bw, bh = W-l.pw-gap, H-strip
	} else {
		l.pw = W - u(16)
		panel := u(250)
		if H < u(440) {
			// A low upright area (the help's picture of the board on a phone): the board first, and
			// the panel keeps only the lines that fit, as on a low wide area.
			l.short, strip, gap = true, 0, u(8)
			panel = math.Max(u(110), H*0.32)
			if H < u(300) {
				panel = math.Max(u(32), H*0.3) // the dot count and little more
			}
		}
		bw, bh = W, math.Max(u(120), H-panel-gap-strip)
	}
	// The labels take about 0.45 of a cell on each side, never less than a readable strip.
	room := math.Min(bw, bh)
	l.cell = room / (float64(l.e) + 0.9)
	l.labelMargin = 0.45 * l.cell
	least := u(20)
	if l.short {
		least = u(16) // a low area: the labels' strips as thin as their 14-unit text allows
	}
	if min := least; l.labelMargin < min {
		l.labelMargin = min
		l.cell = (room - 2*min) / float64(l.e)
	}
	if max := u(250); l.cell > max { // a small board's cells grow: the board takes the space
		l.cell = max
		l.labelMargin = 0.45 * l.cell
	}
	l.cell = math.Max(l.cell, 1)
	board := float64(l.e) * l.cell
	total := board + 2*l.labelMargin
	l.label = math.Max(u(14), math.Min(u(18), l.cell*0.48))
	// Thin the labels out when the widest (a column name of up to two letters, a row number of up to
	// two digits, each glyph about 0.62 of the font size) would touch its neighbour.
	chars := math.Max(float64(len(lastColumn(size))), float64(len(strconv.Itoa(int(size)))))
	for float64(l.every)*l.cell < l.label*(0.62*chars+0.4) {
		l.every++
	}
	if l.short && l.side {
		// The panel takes all the width the board leaves (up to 560 units), so its lines need not wrap.
		l.pw = math.Min(W-total-gap, u(560))
	}
	if l.side {
		x := float64(a.Min.X) + math.Max(0, (W-total-gap-l.pw)/2)
		y := float64(a.Min.Y) + strip + math.Max(0, (H-strip-total)/2)
		l.x0, l.y0 = x+l.labelMargin, y+l.labelMargin
		l.px = x + total + gap
		l.py = float64(a.Min.Y) + math.Max(0, (H-u(420))/2)
		l.ph = float64(a.Max.Y) - l.py
	} else {
		l.x0 = float64(a.Min.X) + (W-board)/2
		l.y0 = float64(a.Min.Y) + strip + l.labelMargin
		l.px = float64(a.Min.X) + u(8)
		l.py = l.y0 + board + l.labelMargin + u(8)
		l.ph = float64(a.Max.Y) - l.py
	}
	if l.short {
		if l.side {
			l.py, l.ph = float64(a.Min.Y), H
		}
		l.shortPanel(a, u)
		return l
	}
	y := l.py
	l.titleY = y + u(12)
	l.legendY = y + u(44)
	l.countY = y + u(76)
	by := y + u(98)
	l.box = image.Rect(int(l.px), int(by), int(l.px+math.Min(l.pw, u(220))), int(by+u(boxH)))
	l.boxLineY = by + u(52)
	l.shortcutY = by + u(74)
	l.infoY = by + u(104)
	l.proofY = by + u(132)
	l.panelBottomY = float64(a.Max.Y)
	return l
}

// shortPanel places the panel's lines in its height ph from py on a low area, keeping them in their usual order but only as
// many as fit, the most useful first: the dot count, the name box with its keys, what the selection
// or hint does, the title, the legend, the shortcut note; the proof gets whatever is left.
func (l *layout) shortPanel(a image.Rectangle, u func(float64) float64) {
	var boxTop float64
	items := []struct {
		y     *float64
		h, at float64 // the line's height and where its anchor sits in it
		rank  int
	}{
		{&l.titleY, u(30), u(12), 3},
		{&l.legendY, u(32), u(14), 4},
		{&l.countY, u(30), u(12), 0},
		{&boxTop, u(76), u(4), 1},
		{&l.shortcutY, u(28), u(10), 5},
		{&l.infoY, u(44), u(10), 2},
	}
	H := l.ph
	keep := make([]bool, len(items))
	used := 0.0
	for rank := 0; rank <= 5; rank++ {
		for i, it := range items {
			if it.rank == rank && used+it.h <= H {
				keep[i], used = true, used+it.h
			}
		}
	}
	y := l.py
	for i, it := range items {
		*it.y = -1
		if keep[i] {
			*it.y = y + it.at
			y += it.h
		}
	}
	l.boxLineY, l.box = -1, image.Rectangle{}
	if boxTop >= 0 {
		l.box = image.Rect(int(l.px), int(boxTop), int(l.px+math.Min(l.pw, u(220))), int(boxTop+u(boxH)))
		l.boxLineY = boxTop + u(52)
	}
	l.proofY = y - u(12) // the proof's first line goes 18 units below this
	l.panelBottomY = float64(a.Max.Y)
}

// cellRect is the screen rectangle of cell c.
func (l layout) cellRect(c rules.Cell) image.Rectangle {
	x0 := int(math.Round(l.x0 + float64(c.Col)*l.cell))
	y0 := int(math.Round(l.y0 + float64(c.Row)*l.cell))
	x1 := int(math.Round(l.x0 + float64(c.Col+1)*l.cell))
	y1 := int(math.Round(l.y0 + float64(c.Row+1)*l.cell))
	return image.Rect(x0, y0, x1, y1)
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

// centre is the screen centre of cell c.
func (l layout) centre(c rules.Cell) image.Point {
	return image.Pt(int(l.x0+(float64(c.Col)+0.5)*l.cell), int(l.y0+(float64(c.Row)+0.5)*l.cell))
}
