package hash

import (
	"image"

	"quintet/game"
	rules "quintet/rules/hash"
)

// layout places the board (with its coordinates along the top and left edges) and the panel that
// shows the salt, the overlay toggles and the machine's work. On a wide area the panel sits to the
// right of the board; on a narrow one (a phone held upright) below it, in two columns.
type layout struct {
	board    image.Rectangle // exactly 16×16 tiles
	tile     int             // a tile's side in pixels
	panel    image.Rectangle
	wide     bool
	controls image.Rectangle // salt box, its help line and the toggles
	work     image.Rectangle // the machine's work
	foot     image.Rectangle // the legend and what the pointer is over
	saltBox  image.Rectangle
	spiral   image.Rectangle // the spiral toggle
	reading  image.Rectangle // the reading-order toggle
}

// Sizes in layout units.
const (
	labelMargin = 22  // room for the coordinates
	controlsH   = 112 // heading, salt box, help line, toggles
	footH       = 70
	gap         = 12
	inset       = 12
)

func (s *Scene) layout(f *game.Frame) layout {
	a := f.Area
	u := func(v float64) int { return int(f.U(v)) }
	lm := u(labelMargin)
	var l layout
	l.wide = a.Dx()*100 >= a.Dy()*135
	var region image.Rectangle // where the board and its labels go
	if l.wide {
		pw := clamp(a.Dx()*40/100, u(300), u(460))
		l.panel = image.Rect(a.Max.X-pw, a.Min.Y, a.Max.X, a.Max.Y)
		region = image.Rect(a.Min.X, a.Min.Y, l.panel.Min.X-u(gap), a.Max.Y)
	} else {
		ph := clamp(a.Dy()*42/100, u(200), u(320))
		l.panel = image.Rect(a.Min.X, a.Max.Y-ph, a.Max.X, a.Max.Y)
		region = image.Rect(a.Min.X, a.Min.Y, a.Max.X, l.panel.Min.Y-u(gap))
	}
	side := min(region.Dx()-lm-u(4), region.Dy()-lm-u(4))
	l.tile = max(side/rules.Size, 4)
	bs := l.tile * rules.Size
	bx := region.Min.X + lm + (region.Dx()-lm-bs)/2
	by := region.Min.Y + lm + (region.Dy()-lm-bs)/2
	l.board = image.Rect(bx, by, bx+bs, by+bs)

	in := l.panel.Inset(u(inset))
	if l.wide {
		l.controls = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+u(controlsH))
		l.foot = image.Rect(in.Min.X, in.Max.Y-u(footH), in.Max.X, in.Max.Y)
		l.work = image.Rect(in.Min.X, l.controls.Max.Y+u(8), in.Max.X, l.foot.Min.Y-u(4))
	} else {
		split := in.Min.X + in.Dx()*42/100
		l.controls = image.Rect(in.Min.X, in.Min.Y, split, in.Min.Y+u(controlsH))
		l.foot = image.Rect(in.Min.X, l.controls.Max.Y+u(4), split, in.Max.Y)
		l.work = image.Rect(split+u(gap), in.Min.Y, in.Max.X, in.Max.Y)
	}
	c := l.controls
	l.saltBox = image.Rect(c.Min.X, c.Min.Y+u(22), c.Max.X, c.Min.Y+u(52))
	by0 := l.saltBox.Max.Y + u(26)
	half := (c.Dx() - u(8)) / 2
	l.spiral = image.Rect(c.Min.X, by0, c.Min.X+half, by0+u(32))
	l.reading = image.Rect(c.Max.X-half, by0, c.Max.X, by0+u(32))
	return l
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

// tileAt is the tile under the screen point p.
func (l layout) tileAt(p image.Point) (rules.Tile, bool) {
	if !p.In(l.board) {
		return 0, false
	}
	return rules.TileAt((p.X-l.board.Min.X)/l.tile+1, (p.Y-l.board.Min.Y)/l.tile+1)
}

// cell is the square of the board position (x, y); it may lie off the board (for the spiral).
func (l layout) cell(x, y int) image.Rectangle {
	x0 := l.board.Min.X + (x-1)*l.tile
	y0 := l.board.Min.Y + (y-1)*l.tile
	return image.Rect(x0, y0, x0+l.tile, y0+l.tile)
}

// centre is the centre of the board position (x, y) in screen pixels.
func (l layout) centre(x, y int) (float64, float64) {
	r := l.cell(x, y)
	return float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2
}

// Panel controls the pointer can be over.
const (
	ctlNone = iota
	ctlSalt
	ctlSpiral
	ctlReading
)

func (l layout) control(p image.Point) int {
	switch {
	case p.In(l.saltBox):
		return ctlSalt
	case p.In(l.spiral):
		return ctlSpiral
	case p.In(l.reading):
		return ctlReading
	}
	return ctlNone
}
