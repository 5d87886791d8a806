package hash

import (
	"image"

	"quintet/game"
	rules "quintet/rules/hash"
)

// layout places the board (with its coordinates along the top and left edges) and the panel that
// shows the salt, the overlay toggles and the machine's work. On a wide area the panel sits to the
// right of the board; on a narrow one (a phone held upright) below it, in two columns. On a compact
// area (a phone or a small window) text is never below minText units and the panel's controls are at
// least touchMin units tall; a panel too short to stack its parts (a phone held sideways) puts them
// side by side and leaves out the foot when there is no room for it.
type layout struct {
	board    image.Rectangle // exactly 16×16 tiles
	tile     int             // a tile's side in pixels
	panel    image.Rectangle
	wide     bool
	compact  bool
	bare     bool            // the controls have no room for their heading and help line
	picture  bool            // a small picture (the help's): the board and the machine's work only
	controls image.Rectangle // salt box, its help line and the toggles
	work     image.Rectangle // the machine's work
	foot     image.Rectangle // the legend and what the pointer is over (may be empty: left out)
	saltBox  image.Rectangle
	spiral   image.Rectangle // the spiral toggle
	reading  image.Rectangle // the reading-order toggle
	unit     float64
	// clip, when not empty, is the only part of the screen drawn (the loupe's): tiles wholly outside it
	// are left out rather than drawn and clipped.
	clip image.Rectangle
}

// shows reports whether the tile at board position (x, y) is drawn: it touches clip, or there is none.
// Column 0 stands for the whole row.
func (l layout) shows(x, y int) bool {
	if l.clip.Empty() {
		return true
	}
	r := l.cell(max(x, 1), y)
	if x == 0 {
		r = l.cell(1, y).Union(l.cell(rules.Size, y))
	}
	return r.Inset(-l.tile).Overlaps(l.clip)
}

// Sizes in layout units.
const (
	labelMargin = 22  // room for the coordinates
	controlsH   = 112 // heading, salt box, help line, toggles
	footH       = 70
	gap         = 12
	inset       = 12
	minText     = 14 // the smallest text on a compact area (CSS px on a phone)
	touchMin    = 44 // the smallest control a finger taps on a compact area
)

// compactArea is true for a phone's or a small window's area, where text keeps at least minText
// units and controls grow to touchMin.
func compactArea(f *game.Frame) bool {
	return f.Area.Dx() < int(f.U(680)) || f.Area.Dy() < int(f.U(470))
}

// text is a font size in pixels for size v in layout units, at least minText on a compact area.
func (l layout) text(v float64) float64 {
	if l.compact && v < minText {
		v = minText
	}
	return v * l.unit
}

// stepNumbers is the size of the numbers on the steps of a whole hinted line, and whether they are
// written: where they can be read, not on a compact area's small tiles.
func (l layout) stepNumbers() (size float64, shown bool) {
	size = float64(l.tile) * 0.34
	return size, !l.compact || size >= l.text(minText)
}

func (s *Scene) layout(f *game.Frame) layout {
	a := f.Area
	u := func(v float64) int { return int(f.U(v)) }
	lm := u(labelMargin)
	l := layout{unit: f.Unit, compact: compactArea(f)}
	l.wide = a.Dx()*100 >= a.Dy()*135
	boxH, togH, ctlH, ins := u(30), u(32), u(controlsH), u(inset)
	if l.compact {
		boxH, togH, ctlH, ins = u(touchMin), u(touchMin), u(22+touchMin+24+touchMin+4), u(8)
	}
	var region image.Rectangle // where the board and its labels go
	// An area smaller than any game window (the window is at least 520×390) is a picture in the
	// help: no salt box, toggles or legend, just the board and, beside it, the machine's work.
	l.picture = a.Dx() < u(420) && a.Dy() < u(420)
	switch {
	case l.picture && a.Dx() < u(300):
		region = a // too narrow for the work beside the board: the board alone
	case l.picture:
		pw := clamp(a.Dx()*42/100, u(130), u(170))
		l.panel = image.Rect(a.Max.X-pw, a.Min.Y, a.Max.X, a.Max.Y)
		region = image.Rect(a.Min.X, a.Min.Y, l.panel.Min.X-u(8), a.Max.Y)
	case l.wide:
		pw := clamp(a.Dx()*40/100, u(300), u(460))
		if l.compact {
			// The board is as large as the height allows; the panel takes the rest of the width.
			pw = max(a.Dx()-(a.Dy()+u(gap)), u(190))
		}
		l.panel = image.Rect(a.Max.X-pw, a.Min.Y, a.Max.X, a.Max.Y)
		region = image.Rect(a.Min.X, a.Min.Y, l.panel.Min.X-u(gap), a.Max.Y)
	default:
		ph := clamp(a.Dy()*42/100, u(200), u(320))
		if l.compact {
			// The board as wide as the area, the panel below it with what height is left.
			ph = max(a.Dy()-(a.Dx()+u(gap)), u(200))
		}
		l.panel = image.Rect(a.Min.X, a.Max.Y-ph, a.Max.X, a.Max.Y)
		region = image.Rect(a.Min.X, a.Min.Y, a.Max.X, l.panel.Min.Y-u(gap))
	}
	side := min(region.Dx()-lm-u(6), region.Dy()-lm-u(6)) // the board's backing reaches 5 units past it
	l.tile = max(side/rules.Size, 4)
	bs := l.tile * rules.Size
	bx := region.Min.X + lm + (region.Dx()-lm-bs)/2
	by := region.Min.Y + lm + (region.Dy()-lm-bs)/2
	l.board = image.Rect(bx, by, bx+bs, by+bs)

	in := l.panel.Inset(ins)
	if l.picture {
		l.work = in
		return l
	}
	switch {
	case l.wide && in.Dy() >= ctlH+u(footH)+u(120):
		l.controls = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+ctlH)
		l.foot = image.Rect(in.Min.X, in.Max.Y-u(footH), in.Max.X, in.Max.Y)
		l.work = image.Rect(in.Min.X, l.controls.Max.Y+u(8), in.Max.X, l.foot.Min.Y-u(4))
	case l.wide && in.Dx() < u(340):
		// A narrow panel beside the board: the controls over the work, no foot (on a short one, the
		// controls without their heading and help line).
		ch := ctlH
		if in.Dy() < ctlH+u(100) {
			ch = 2*boxH + u(4)
		}
		l.controls = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+ch)
		l.work = image.Rect(in.Min.X, l.controls.Max.Y+u(4), in.Max.X, in.Max.Y)
	case l.wide:
		// Too short to stack: controls, work and (when there is room) the foot side by side.
		cw := clamp(in.Dx()*36/100, u(150), u(240))
		l.controls = image.Rect(in.Min.X, in.Min.Y, in.Min.X+cw, in.Min.Y+min(ctlH, in.Dy()))
		rest := image.Rect(l.controls.Max.X+u(gap), in.Min.Y, in.Max.X, in.Max.Y)
		if rest.Dx() >= u(400) {
			fw := rest.Dx() * 36 / 100
			l.foot = image.Rect(rest.Max.X-fw, rest.Min.Y, rest.Max.X, rest.Max.Y)
			rest.Max.X = l.foot.Min.X - u(gap)
		}
		l.work = rest
	default:
		split := in.Min.X + in.Dx()*42/100
		if l.compact {
			split = in.Min.X + in.Dx()*46/100
		}
		l.controls = image.Rect(in.Min.X, in.Min.Y, split, in.Min.Y+ctlH)
		l.foot = image.Rect(in.Min.X, l.controls.Max.Y+u(4), split, in.Max.Y)
		l.work = image.Rect(split+u(gap), in.Min.Y, in.Max.X, in.Max.Y)
	}
	c := l.controls
	boxY, togY := c.Min.Y+u(22), c.Min.Y+u(22)+boxH+u(26)
	if l.compact {
		togY = c.Min.Y + u(22) + boxH + u(24)
	}
	if c.Dy() < ctlH {
		// Too short for the heading and the help line: the salt box and the toggles only.
		l.bare = true
		boxH = min(boxH, (c.Dy()-u(4))/2)
		togH, boxY, togY = boxH, c.Min.Y, c.Max.Y-boxH
	}
	l.saltBox = image.Rect(c.Min.X, boxY, c.Max.X, boxY+boxH)
	half := (c.Dx() - u(8)) / 2
	l.spiral = image.Rect(c.Min.X, togY, c.Min.X+half, togY+togH)
	l.reading = image.Rect(c.Max.X-half, togY, c.Max.X, togY+togH)
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

// control is the panel control at the screen point p (ctlNone: none).
func (l layout) control(p image.Point) int {
	for c, r := range []image.Rectangle{ctlSalt: l.saltBox, ctlSpiral: l.spiral, ctlReading: l.reading} {
		if p.In(r) {
			return c
		}
	}
	return ctlNone
}
