package ui

import (
	"image"
	"math"
	"strings"
)

// DialogButton is one of the dialog's buttons and where it is.
type DialogButton struct {
	Part DialogPart
	R    image.Rectangle
}

// DialogPlaces is where the dialog's parts are: the panel, the title's middle (when it shows), the
// current position's ID over lines (never cut), the field, the line under it and the buttons. Lines
// are LineH apart from the middles PosY and MsgY.
type DialogPlaces struct {
	Panel, Field image.Rectangle
	X, TitleY    int
	Titled       bool
	Pos          []string
	PosY         int
	Msg          []string
	MsgY         int
	MsgKind      MessageKind
	LineH        int
	Buttons      []DialogButton
}

// DialogText measures the dialog's texts for its layout, in pixels: Wrap breaks a text into lines at
// spaces and a word too long for a line between its characters; Break breaks between characters only;
// Elide shortens a line with "…" (and notes the cut); Label is a button label's width.
type DialogText struct {
	Wrap  func(s string, width int) []string
	Break func(s string, width int) []string
	Elide func(s string, width int) string
	Label func(s string) float64
}

// Layout places the dialog on the screen s, showing the position's ID (none on the menu), in touch
// words or key words. Its width is the window's less a margin (at most 760 units; the whole width on a
// phone upright); its height is what it holds: the title, the position's ID broken over as many lines
// as it needs, the field, the line under it, and the buttons in one row, or two when four do not fit
// side by side (a phone at large text). When that is taller than the window, the rows shrink to a
// finger's 44 px and the how-to line to its short form; then the title gives way; only then, in a
// window too short for the rest, is the line under the field elided.
func (d *Dialog) Layout(s Units, position string, touch bool, tx DialogText) DialogPlaces {
	var l DialogPlaces
	w, pad := min(s.W-s.U(20), s.U(760)), s.U(20)
	if s.W < s.U(420) {
		w, pad = s.W-s.U(8), s.U(12)
	}
	inner := w - 2*pad
	l.LineH = s.U(18)
	if position != "" {
		l.Pos = tx.Break("This position: "+position, inner)
	}
	msg, kind := d.Message(touch)
	l.MsgKind = kind
	// The buttons: one row, or Copy and Paste over Cancel and Open.
	gap := s.U(10)
	need := 0
	for _, p := range DialogButtons {
		need = max(need, int(math.Ceil(tx.Label(p.Label())))+s.U(16))
	}
	perRow := 4
	if (inner-3*gap)/4 < need {
		perRow = 2
	}
	bw := min(s.U(120), (inner-(perRow-1)*gap)/perRow)
	rows := 4 / perRow
	// The height, in full or compact (rows a finger's height, the short how-to line).
	fieldH, bh, top, fieldGap, msgGap, bottom := s.U(44), s.U(44), s.U(14), s.U(9), s.U(45), s.U(16)
	titleH := s.U(28) + s.U(7)
	height := func(msgLines int) int {
		return top + titleH + len(l.Pos)*l.LineH + fieldGap + fieldH + fieldGap + msgLines*l.LineH + msgGap + rows*bh + (rows-1)*gap + bottom
	}
	l.Msg = tx.Wrap(msg, inner)
	avail := s.H - s.U(8)
	if height(max(2, len(l.Msg))) > avail {
		fieldH, bh, top, fieldGap, msgGap, bottom = s.finger(30), s.finger(30), s.U(6), s.U(5), s.U(8), s.U(8)
		gap = s.U(6)
		if kind == MessageHow {
			l.Msg = tx.Wrap(d.ShortHow(touch), inner)
		}
	} else {
		l.Msg = l.Msg[:len(l.Msg):len(l.Msg)]
		for len(l.Msg) < 2 { // the full layout keeps room for two lines
			l.Msg = append(l.Msg, "")
		}
	}
	if (avail-height(0))/l.LineH < len(l.Msg) {
		titleH = 0 // the title gives way to the message and the position
	}
	l.Titled = titleH > 0
	if room := (avail - height(0)) / l.LineH; len(l.Msg) > room { // a window too short for it all: the rest elided
		room = max(1, room)
		last := strings.Join(l.Msg[room-1:], " ")
		l.Msg = append(l.Msg[:room-1:room-1], tx.Elide(last, inner))
	}
	h := min(height(len(l.Msg)), avail)
	l.Panel = image.Rect((s.W-w)/2, (s.H-h)/2, (s.W+w)/2, (s.H+h)/2)
	l.X = l.Panel.Min.X + pad
	y := l.Panel.Min.Y + top
	l.TitleY = y + s.U(14)
	y += titleH
	l.PosY = y + l.LineH/2
	y += len(l.Pos)*l.LineH + fieldGap
	l.Field = image.Rect(l.X, y, l.Panel.Max.X-pad, y+fieldH)
	y = l.Field.Max.Y + fieldGap
	l.MsgY = y + l.LineH/2
	by := l.Panel.Max.Y - bottom - rows*bh - (rows-1)*gap
	for i, p := range DialogButtons {
		row, col := i/perRow, i%perRow
		x := l.X + col*(bw+gap)
		if perRow == 4 && col >= 2 { // Cancel and Open on the right
			x = l.Panel.Max.X - pad - (4-col)*bw - (3-col)*gap
		} else if perRow == 2 && col == 1 {
			x = l.Panel.Max.X - pad - bw
		}
		l.Buttons = append(l.Buttons, DialogButton{p, image.Rect(x, by+row*(bh+gap), x+bw, by+row*(bh+gap)+bh)})
	}
	return l
}
