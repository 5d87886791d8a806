package game

import (
	"image"

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
	switch {
	case in.Action == input.Back:
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
		r := items[0].r.Union(items[len(items)-1].r).Inset(-a.u(6))
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
		for i, ln := range p.statusPopupLines() {
			kit.DrawText(dst, ln, face, float64(r.Min.X+a.u(12)), float64(r.Min.Y+a.u(12)+i*a.u(20)+a.u(10)), kit.Left, t.Text)
		}
	}
}

// statusPopupLines is the whole status text wrapped to the popup's width.
func (p *puzzleScreen) statusPopupLines() []string {
	a := p.app
	return a.texts.Wrap(p.popText, kit.Face(kit.Regular, 15*a.unit), float64(p.statusRect().Dx()-a.u(24)))
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

// statusPopupRect is the panel that shows the whole status text, just above the status line.
func (p *puzzleScreen) statusPopupRect() image.Rectangle {
	a := p.app
	s := p.statusRect()
	h := len(p.statusPopupLines())*a.u(20) + a.u(24)
	return image.Rect(s.Min.X, s.Min.Y-a.u(4)-h, s.Max.X, s.Min.Y-a.u(4))
}
