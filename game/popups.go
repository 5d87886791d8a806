package game

import (
	"fmt"
	"image"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
)

// What opens over a puzzle and what shows a shortened text whole: the "More" list and the whole status
// text (popups), the "more ›" chips of panel text a scene folds (Frame.Fold), the tooltip of a text
// the scene shortened with "…".

// popupUpdate handles input while the "More" list or the whole status text is open: Esc or a tap
// anywhere closes it (a tap on one of the list's tools does it); other keys close it and go on to do
// what they do. It reports whether the input was used up.
func (p *puzzleScreen) popupUpdate(a *App, in *input.Input) bool {
	if p.popup == popStatus && p.scrollWhole(in) {
		in.Consume()
		a.dirty = true
		return true
	}
	switch {
	case in.Action == input.Back || in.Action == input.Whole:
		p.popup = 0
		in.Consume()
	case in.Clicked:
		if p.popup == popMore {
			for _, b := range p.moreItems() {
				if in.ClickIn(b.r) {
					p.popup = 0
					in.Consume()
					p.act(a, b.action)
					a.dirty = true
					return true
				}
			}
		}
		p.popup = 0
		in.Consume()
	case in.Key.Code != "" || in.Rune != 0:
		p.popup = 0
		a.dirty = true
		return false
	default:
		if in.Moved {
			a.dirty = true // hover over the list
		}
		return false
	}
	a.dirty = true
	return true
}

// openWhole opens the popup that shows text whole.
func (p *puzzleScreen) openWhole(text string) {
	p.popup, p.popText, p.popScroll = popStatus, text, 0
	p.app.dirty = true
}

// showWhole is the whole-text key (F4): it shows the status line's text whole, with every text the
// scene shortened or folded behind "more ›" on the last frame, in the popup a tap on the status line
// opens, and says it for a screen reader.
func (p *puzzleScreen) showWhole(a *App) {
	parts := []string{p.statusTexts().whole()}
	for _, fd := range p.folds {
		parts = append(parts, fd.whole)
	}
	for _, e := range p.elided {
		if !containsAny(parts, e.whole) {
			parts = append(parts, e.whole)
		}
	}
	text := strings.Join(parts, "\n")
	p.openWhole(text)
	if a.said == nil {
		a.said = &announcer{}
	}
	a.said.pending = append(a.said.pending, Announcement{Text: strings.ReplaceAll(text, "\n", " ")})
}

// containsAny reports whether one of parts holds s.
func containsAny(parts []string, s string) bool {
	for _, p := range parts {
		if strings.Contains(p, s) {
			return true
		}
	}
	return false
}

// scrollWhole scrolls the whole-text popup by the arrows, Page Up and Page Down and the wheel, where
// its text is longer than the screen holds; it reports whether in did.
func (p *puzzleScreen) scrollWhole(in *input.Input) bool {
	_, shown, total := p.wholeLines()
	step := 0
	switch {
	case shown >= total:
		return false
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
		return false
	}
	p.popScroll = min(max(p.popScroll+step, 0), total-shown)
	return true
}

// drawPopup draws the "More" list or the whole status text, when open.
func (p *puzzleScreen) drawPopup(dst *kit.Canvas) {
	a := p.app
	t := a.theme()
	switch p.popup {
	case popMore:
		idle := a.tracker.Idle(a.start)
		items := p.moreItems()
		if len(items) == 0 {
			return
		}
		var r image.Rectangle
		for _, b := range items {
			r = r.Union(b.r)
		}
		r = r.Inset(-a.u(6))
		kit.DrawPanel(dst, "panel", r, float64(a.u(12)), t.Line)
		face := kit.Face(kit.Regular, 14*a.unit)
		for _, b := range items {
			a.texts.InRegion(b.r, func() { kit.Button(dst, t, b.r, b.label, face, idle.In(b.r) && !idle.Touch, false, false) })
		}
	case popStatus:
		if p.popText == "" {
			return
		}
		r := p.statusPopupRect()
		defer a.texts.SetRegion(r)()
		kit.DrawPanel(dst, "panel", r, float64(a.u(12)), t.PanelHi)
		kit.DrawPanel(dst, "frame", r, float64(a.u(12)), t.Line)
		face := kit.Face(kit.Regular, 15*a.unit)
		lines, shown, total := p.wholeLines()
		if shown < total { // longer than the screen: the lines scroll (arrows, Page Up and Down, the wheel)
			a.texts.Scrolls = true
			defer func() { a.texts.Scrolls = false }()
		}
		for i, ln := range lines[p.popScroll:min(total, p.popScroll+shown)] {
			kit.DrawText(dst, ln, face, float64(r.Min.X+a.u(12)), float64(r.Min.Y+a.u(12)+i*a.u(20)+a.u(10)), kit.Left, t.Text)
		}
		if shown < total {
			more := fmt.Sprintf("lines %d–%d of %d · ↑↓ scroll", p.popScroll+1, min(total, p.popScroll+shown), total)
			small := kit.Face(kit.Regular, 14*a.unit)
			kit.DrawText(dst, kit.Ellipsize(dst, more, small, float64(r.Dx()-a.u(24))), small, float64(r.Max.X-a.u(12)), float64(r.Max.Y-a.u(14)), kit.Right, t.Dim)
		}
	}
}

// statusPopupLines is the whole status text wrapped to the popup's width.
func (p *puzzleScreen) statusPopupLines() []string {
	a := p.app
	return a.texts.Wrap(p.popText, kit.Face(kit.Regular, 15*a.unit), float64(p.popupSpan().Dx()-a.u(24)))
}

// elidedText is a text the scene shortened with "…": where it shows, and the whole.
type elidedText struct {
	box   image.Rectangle
	whole string
}

// noteElided keeps where the scene's last draw showed shortened texts (those drawn and elided since
// the given counts), for the tooltip.
func (p *puzzleScreen) noteElided(from, elidedFrom int) {
	p.elided = p.elided[:0]
	a := p.app
	for _, e := range a.texts.ElidedIn(elidedFrom) {
		for _, d := range a.texts.Drawn[from:] {
			if d.Text == e.Shown {
				p.elided = append(p.elided, elidedText{d.Box, e.Text})
			}
		}
	}
}

// drawTooltip shows the whole of a shortened text of the scene while the pointer hovers over it (or a
// finger presses it long).
func (p *puzzleScreen) drawTooltip(dst *kit.Canvas, in *input.Input) {
	a := p.app
	if !in.Hovering() {
		return
	}
	for _, e := range p.elided {
		if !in.In(e.box.Inset(-a.u(4))) {
			continue
		}
		t := a.theme()
		face := kit.Face(kit.Regular, 15*a.unit)
		lines := a.texts.Wrap(e.whole, face, float64(min(a.w-4*a.u(pad), a.u(420))))
		w := 0.0
		for _, l := range lines {
			w = max(w, kit.TextWidth(l, face))
		}
		r := image.Rect(0, 0, int(w)+a.u(24), len(lines)*a.u(20)+a.u(16))
		x := min(max(a.u(pad), e.box.Min.X), a.w-a.u(pad)-r.Dx())
		y := e.box.Min.Y - a.u(6) - r.Dy()
		if y < 0 {
			y = e.box.Max.Y + a.u(6)
		}
		r = r.Add(image.Pt(x, y))
		defer a.texts.SetRegion(r)()
		kit.DrawPanel(dst, "panel", r, float64(a.u(10)), t.PanelHi)
		kit.DrawPanel(dst, "frame", r, float64(a.u(10)), t.Line)
		for i, l := range lines {
			kit.DrawText(dst, l, face, float64(r.Min.X+a.u(12)), float64(r.Min.Y+a.u(18)+i*a.u(20)), kit.Left, t.Text)
		}
		return
	}
}

// fold is a text a scene could not show whole, and the chip whose tap shows it.
type fold struct {
	chip  image.Rectangle
	whole string
}

// statusPopupRect is the panel that shows the whole status text, just above the status line (as high
// as the screen allows: a longer text scrolls).
func (p *puzzleScreen) statusPopupRect() image.Rectangle {
	a := p.app
	s := p.popupSpan()
	_, shown, total := p.wholeLines()
	h := shown*a.u(20) + a.u(24)
	if shown < total {
		h += a.u(24) // the line that says which lines show
	}
	return image.Rect(s.Min.X, s.Min.Y-a.u(4)-h, s.Max.X, s.Min.Y-a.u(4))
}

// popupSpan is what the whole-text popup stands on: the status line, or, where the status is in the
// rail (narrow), the whole width above the rail's status line.
func (p *puzzleScreen) popupSpan() image.Rectangle {
	s := p.statusRect()
	if p.rail() {
		s.Min.X, s.Max.X = p.app.u(pad), p.app.w-p.app.u(pad)
	}
	return s
}

// wholeLines is the popup's text in lines, how many of them the room above the status line holds,
// and how many there are.
func (p *puzzleScreen) wholeLines() (lines []string, shown, total int) {
	a := p.app
	lines = p.statusPopupLines()
	total = len(lines)
	room := p.popupSpan().Min.Y - a.u(4) - a.u(pad) - a.u(24)
	shown = total
	if total*a.u(20) > room {
		shown = max(1, (room-a.u(24))/a.u(20))
	}
	p.popScroll = min(max(p.popScroll, 0), max(0, total-shown))
	return lines, shown, total
}
