package hash

import (
	"image"

	"quintet/game/scene"
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
	compact  bool
	bare     bool            // the controls have no room for their heading and help line
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

// text is a font size in pixels for size v in layout units, at least minText on a compact area.
func (l layout) text(v float64) float64 {
	if l.compact && v < minText {
		v = minText
	}
	return v * l.unit
}

func (s *Scene) layout(f *scene.Frame) layout {
	a := f.Area
	u := func(v float64) int { return int(f.U(v)) }
	l := layout{unit: f.Unit, compact: a.Dx() < u(680) || a.Dy() < u(470)} // a phone's or a small window's
	wide := a.Dx()*100 >= a.Dy()*135
	boxH, togH, ctlH, ins, togGap, leftPct := u(30), u(32), u(controlsH), u(inset), u(26), 42
	if l.compact {
		boxH, togH, ctlH, ins, togGap, leftPct = u(touchMin), u(touchMin), u(22+touchMin+24+touchMin+4), u(8), u(24), 46
	}
	region := a // where the board and its labels go
	// An area smaller than any game window (the window is at least 520×390) is a picture in the
	// help: no salt box, toggles or legend, just the board and, beside it, the machine's work.
	picture := a.Dx() < u(420) && a.Dy() < u(420)
	switch {
	case picture && a.Dx() < u(300):
		// too narrow for the work beside the board: the board alone
	case picture || wide:
		pw, g := clamp(a.Dx()*40/100, u(300), u(460)), u(gap)
		switch {
		case picture:
			pw, g = clamp(a.Dx()*42/100, u(130), u(170)), u(8)
		case l.compact:
			// The board is as large as the height allows; the panel takes the rest of the width.
			pw = max(a.Dx()-(a.Dy()+u(gap)), u(190))
		}
		l.panel = image.Rect(a.Max.X-pw, a.Min.Y, a.Max.X, a.Max.Y)
		region.Max.X = l.panel.Min.X - g
	default:
		ph := clamp(a.Dy()*42/100, u(200), u(320))
		if l.compact {
			// The board as wide as the area, the panel below it with what height is left.
			ph = max(a.Dy()-(a.Dx()+u(gap)), u(200))
		}
		l.panel = image.Rect(a.Min.X, a.Max.Y-ph, a.Max.X, a.Max.Y)
		region.Max.Y = l.panel.Min.Y - u(gap)
	}
	l = l.fitted(region, u(labelMargin), u(6)) // the board's backing reaches 5 units past it

	in := l.panel.Inset(ins)
	if picture {
		l.work = in
		return l
	}
	switch {
	case wide && in.Dy() >= ctlH+u(footH)+u(120):
		l.controls = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+ctlH)
		l.foot = image.Rect(in.Min.X, in.Max.Y-u(footH), in.Max.X, in.Max.Y)
		l.work = image.Rect(in.Min.X, l.controls.Max.Y+u(8), in.Max.X, l.foot.Min.Y-u(4))
	case wide && in.Dx() < u(340):
		// A narrow panel beside the board: the controls over the work, no foot (on a short one, the
		// controls without their heading and help line).
		ch := ctlH
		if in.Dy() < ctlH+u(100) {
			ch = 2*boxH + u(4)
		}
		l.controls = image.Rect(in.Min.X, in.Min.Y, in.Max.X, in.Min.Y+ch)
		l.work = image.Rect(in.Min.X, l.controls.Max.Y+u(4), in.Max.X, in.Max.Y)
	case wide:
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
		split := in.Min.X + in.Dx()*leftPct/100
		l.controls = image.Rect(in.Min.X, in.Min.Y, split, in.Min.Y+ctlH)
		l.foot = image.Rect(in.Min.X, l.controls.Max.Y+u(4), split, in.Max.Y)
		l.work = image.Rect(split+u(gap), in.Min.Y, in.Max.X, in.Max.Y)
	}
	c := l.controls
	boxY, togY := c.Min.Y+u(22), c.Min.Y+u(22)+boxH+togGap
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

// fitted is l with the largest board that fits in r with margin pixels above and left of it (for the
// coordinates) and pad more across, centred in the rest of r.
func (l layout) fitted(r image.Rectangle, margin, pad int) layout {
	tile := max((min(r.Dx(), r.Dy())-margin-pad)/rules.Size, 4)
	bs := tile * rules.Size
	return l.at(image.Pt(r.Min.X+margin+(r.Dx()-margin-bs)/2, r.Min.Y+margin+(r.Dy()-margin-bs)/2), tile)
}

// at is l with the board's top left corner at o and tiles of that side.
func (l layout) at(o image.Point, tile int) layout {
	l.tile, l.board = tile, image.Rect(o.X, o.Y, o.X+tile*rules.Size, o.Y+tile*rules.Size)
	return l
}

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
