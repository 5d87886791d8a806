package ui

import (
	"image"
	"strings"

	"quintet/game/input"
	"quintet/rules/puzzle"
)

// Status is what the puzzle's status line says: the moves (and the timer) on the left, the message
// after them in its colour, and the check or cross of a game over before both.
type Status struct {
	Left, Msg string
	Short     string // Left without its parenthesis ("Moves 3" and the timer), where the line is tight
	Warn      bool   // Msg is a transient warning
	Icon      string // "check", "cross" or ""
}

// StatusOf is the status line of a game: left and right as the midend's StatusLine says them, the
// timer's text, a transient warning ("" for none; it replaces the message), the position's status and
// whether the solution is being revealed (no check or cross then).
func StatusOf(left, right, timer, transient string, st puzzle.Status, revealing bool) Status {
	head, _, _ := strings.Cut(left, " (")
	// The timer follows the moves, unless the player hid it.
	s := Status{Left: left + timer, Short: head + timer, Msg: right}
	if transient != "" {
		s.Msg, s.Warn = transient, true
	}
	if st != puzzle.Playing && !revealing {
		s.Icon = "check"
		if st == puzzle.Lost {
			s.Icon = "cross"
		}
	}
	return s
}

// IconW is the room the check or cross takes at unit pixels a unit, 0 for none.
func (s Status) IconW(unit float64) float64 {
	if s.Icon == "" {
		return 0
	}
	return float64(px(StatusBar, unit))*0.7 + float64(px(8, unit))
}

// Whole is the status line's text in full, as its popup and the whole-text key show it.
func (s Status) Whole() string {
	if s.Msg == "" {
		return strings.TrimSpace(s.Left)
	}
	return strings.TrimSpace(s.Left + " · " + s.Msg)
}

// StatusNeed is the width the one-line status's texts take (the left one in full, or in its short
// form where even with the game ID at its least the line cannot hold it and the message).
func (v PlayView) StatusNeed(s Status, full bool) float64 {
	size := StatusText * v.Unit
	left := s.Left
	if !full {
		left = s.Short
	}
	need := float64(v.U(12)) + s.IconW(v.Unit) + v.M.Width(left, size, false) + float64(v.U(12))
	if s.Msg != "" {
		need += float64(v.U(20)) + v.M.Width(s.Msg, size, false)
	}
	if v.Barless() {
		need += float64(v.U(8) - v.U(12)) // the ID's own margin
	}
	return need
}

// LineLeft is the left text the one-line status shows: in full, or short where a message needs the
// room (the popup and the whole-text key show it whole).
func (v PlayView) LineLeft(s Status) string {
	room := float64(v.StatusRect().Dx())
	if v.Barless() {
		room -= float64(v.IDLeast())
	}
	if s.Msg != "" && v.StatusNeed(s, true) > room {
		return s.Short
	}
	return s.Left
}

// IDLeast is the least room the game ID is given, a finger's target.
func (v PlayView) IDLeast() int { return v.U(64) }

// IDRect is the game ID in the top bar (barless: at the status line's right end; none in the rail,
// where G and "More" open the dialog); clicking it opens the ID dialog. idW is the ID's width whole.
// Barless, the status line's texts take their room first: the ID has what they leave (shortened; the
// dialog shows it whole), and at least a finger's target.
func (v PlayView) IDRect(s Status, idW float64) image.Rectangle {
	switch {
	case v.Rail():
		return image.Rectangle{}
	case v.Barless():
		st := v.StatusRect()
		need := v.StatusNeed(s, v.LineLeft(s) == s.Left)
		w := min(int(idW)+v.U(24), max(v.IDLeast(), st.Dx()-int(need)))
		return image.Rect(st.Max.X-w, st.Min.Y, st.Max.X, st.Max.Y)
	}
	return image.Rect(v.W/2, 0, v.W-v.U(pad), v.TopH())
}

// The popups over the puzzle.
const (
	PopMore   = iota + 1 // the tools the toolbar has no room for
	PopStatus            // a text whole: the status line's, a fold's, or all of them (F4)
)

// WholeText is what the whole-text key shows: the status line whole, then the texts folded behind
// "more ›", then those the scene shortened with "…" that no earlier part holds; one a line.
func WholeText(status string, folded, elided []string) string {
	parts := append([]string{status}, folded...)
	for _, e := range elided {
		held := false
		for _, p := range parts {
			held = held || strings.Contains(p, e)
		}
		if !held {
			parts = append(parts, e)
		}
	}
	return strings.Join(parts, "\n")
}

// PopupSpan is what the whole-text popup stands on: the status line, or, where the status is in the
// rail (narrow), the whole width above the rail's status line.
func (v PlayView) PopupSpan() image.Rectangle {
	s := v.StatusRect()
	if v.Rail() {
		s.Min.X, s.Max.X = v.U(pad), v.W-v.U(pad)
	}
	return s
}

// WholeLines wraps text to the whole-text popup's width.
func (v PlayView) WholeLines(text string) []string {
	return v.M.Wrap(text, StatusText*v.Unit, false, float64(v.PopupSpan().Dx()-v.U(24)))
}

// WholeShown is how many of the popup's total lines the room above the status line holds.
func (v PlayView) WholeShown(total int) int {
	room := v.PopupSpan().Min.Y - v.U(4) - v.U(pad) - v.U(24)
	if total*v.U(20) > room {
		return max(1, (room-v.U(24))/v.U(20))
	}
	return total
}

// WholeRect is the panel that shows a text whole, just above the status line (as high as the screen
// allows: a longer text scrolls, and a line says which lines show).
func (v PlayView) WholeRect(shown, total int) image.Rectangle {
	s := v.PopupSpan()
	h := shown*v.U(20) + v.U(24)
	if shown < total {
		h += v.U(24)
	}
	return image.Rect(s.Min.X, s.Min.Y-v.U(4)-h, s.Max.X, s.Min.Y-v.U(4))
}

// ScrollWhole is the popup's first line shown after in (the arrows, Page Up and Page Down, the
// wheel), from first, of total lines of which shown show; ok is false where in does not scroll it.
func ScrollWhole(in *input.Input, first, shown, total int) (int, bool) {
	step := 0
	switch {
	case shown >= total:
		return first, false
	case in.Action == input.Down:
		step = 1
	case in.Action == input.Up:
		step = -1
	case in.Action == input.PageDown:
		step = max(1, shown-1)
	case in.Action == input.PageUp:
		step = -max(1, shown-1)
	case in.Wheel != 0:
		step = -int(in.Wheel * 3)
	default:
		return first, false
	}
	return min(max(first+step, 0), total-shown), true
}

// TooltipRect is where the tooltip of a shortened text at box goes, its whole in lines: above the
// text, or below it where the screen has no room above; inside the window.
func (v PlayView) TooltipRect(box image.Rectangle, lines []string) image.Rectangle {
	w := 0.0
	for _, l := range lines {
		w = max(w, v.M.Width(l, StatusText*v.Unit, false))
	}
	r := image.Rect(0, 0, int(w)+v.U(24), len(lines)*v.U(20)+v.U(16))
	x := min(max(v.U(pad), box.Min.X), v.W-v.U(pad)-r.Dx())
	y := box.Min.Y - v.U(6) - r.Dy()
	if y < 0 {
		y = box.Max.Y + v.U(6)
	}
	return r.Add(image.Pt(x, y))
}

// TooltipWidth is the width a tooltip's text wraps to.
func (v PlayView) TooltipWidth() float64 { return float64(min(v.W-4*v.U(pad), v.U(420))) }

// StatusShown is the status line's texts as they show, at pixels (x at their left, y at their middle):
// the check or cross first (IconSize 0 for none), the moves, the message (MsgShown false where there is
// no room left for it), and the whole text when either is shortened ("" when both show whole: a tap on
// the status line shows it).
type StatusShown struct {
	IconX, IconY, IconSize float64
	Left, Msg              string
	LeftX, LeftY           float64
	MsgX, MsgY             float64
	MsgShown               bool
	Whole                  string
}

// ShowStatus places s on the status line, up to id (the game ID's place there, or empty), ellipsize
// shortening a text to a width ("…" at its end; the shell's records what it shortens). One line: the
// moves, short where the message needs their room, then the message. Two lines: the moves on the
// first (without their parenthesis where they do not fit), the message on the second.
func (v PlayView) ShowStatus(s Status, id image.Rectangle, ellipsize func(s string, width float64) string) StatusShown {
	r := v.StatusRect()
	size := StatusText * v.Unit
	cy := float64(r.Min.Y+r.Max.Y) / 2
	var o StatusShown
	x := float64(r.Min.X + v.U(12))
	if s.Icon != "" {
		o.IconSize = float64(v.U(StatusBar)) * 0.7
		iy := cy
		if v.StatusLines() > 1 {
			iy -= float64(v.U(StatusLine)) / 2 // beside the first line
		}
		o.IconX, o.IconY = x, iy-o.IconSize/2
		x += s.IconW(v.Unit)
	}
	end := float64(r.Max.X - v.U(12))
	if !id.Empty() {
		end = float64(id.Min.X - v.U(8))
	}
	if v.StatusLines() == 1 {
		o.Left, o.LeftX, o.LeftY = ellipsize(v.LineLeft(s), end-x), x, cy
		x += v.M.Width(o.Left, size, false) + float64(v.U(20))
		o.Msg, o.MsgX, o.MsgY = ellipsize(s.Msg, end-x), x, cy
		o.MsgShown = x < end
		if o.MsgShown && (o.Left != s.Left || o.Msg != s.Msg) || !o.MsgShown && s.Msg != "" {
			o.Whole = s.Whole()
		}
		return o
	}
	left := s.Left
	if v.M.Width(left, size, false) > end-x {
		left = s.Short
	}
	half := float64(v.U(StatusLine)) / 2
	o.Left, o.LeftX, o.LeftY = ellipsize(left, end-x), x, cy-half
	x2 := float64(r.Min.X + v.U(12))
	o.Msg, o.MsgX, o.MsgY, o.MsgShown = ellipsize(s.Msg, end-x2), x2, cy+half, true
	if o.Left != s.Left || o.Msg != s.Msg {
		o.Whole = s.Whole()
	}
	return o
}

// Popup is what is open over the puzzle: the "More" list (PopMore), a text whole (PopStatus) or
// nothing (0); the text, and the first of its lines shown where it has more than the screen holds.
type Popup struct {
	Open   int
	Text   string
	Scroll int
}

// OpenWhole opens the popup that shows text whole.
func (p *Popup) OpenWhole(text string) { p.Open, p.Text, p.Scroll = PopStatus, text, 0 }

// Update handles in while the popup is open: Esc, the whole-text key or a tap anywhere closes it (a
// tap on one of the "More" list's items chooses it: chose is its index, else -1); another key closes it
// and goes on to do what it does (used false); the arrows, Page Up and Down and the wheel scroll a text
// of total lines of which shown show. redraw says what is drawn changed.
func (p *Popup) Update(in *input.Input, items []Tool, shown, total int) (chose int, used, redraw bool) {
	if p.Open == PopStatus {
		if first, ok := ScrollWhole(in, p.Scroll, shown, total); ok {
			p.Scroll = first
			in.Consume()
			return -1, true, true
		}
	}
	chose = -1
	switch {
	case in.Action == input.Back || in.Action == input.Whole:
	case in.Clicked:
		if p.Open == PopMore {
			for i, b := range items {
				if in.ClickIn(b.R) {
					chose = i
					break
				}
			}
		}
	case in.Key.Code != "" || in.Rune != 0:
		p.Open = 0
		return -1, false, true
	default:
		return -1, false, in.Moved // hover over the list
	}
	p.Open = 0
	in.Consume()
	return chose, true, true
}
