package game

import (
	"fmt"
	"image"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/ui"
)

// What opens over a puzzle and what shows a shortened text whole: the "More" list and the whole status
// text (popups), the "more ›" chips of panel text a scene folds (Frame.Fold), the tooltip of a text
// the scene shortened with "…".

// popupUpdate handles input while the "More" list or the whole status text is open (ui.Popup.Update);
// it reports whether the input was used up.
func (p *puzzleScreen) popupUpdate(a *App, in *input.Input) bool {
	var items []ui.Tool
	shown, total := 0, 0
	switch v := p.view(); p.pop.Open {
	case ui.PopMore:
		items = v.MoreItems()
	case ui.PopStatus:
		_, shown, total = p.wholeLines(v)
	}
	chose, used, redraw := p.pop.Update(in, items, shown, total)
	if chose >= 0 {
		p.act(a, items[chose].Action)
	}
	if redraw {
		a.dirty = true
	}
	return used
}

// openWhole opens the popup that shows text whole.
func (p *puzzleScreen) openWhole(text string) {
	p.pop.OpenWhole(text)
	p.app.dirty = true
}

// showWhole is the whole-text key (F4): it shows the status line's text whole, with every text the
// scene shortened or folded behind "more ›" on the last frame, in the popup a tap on the status line
// opens, and says it for a screen reader.
func (p *puzzleScreen) showWhole(a *App) {
	var folded, elided []string
	for _, fd := range p.folds {
		folded = append(folded, fd.whole)
	}
	for _, e := range p.elided {
		elided = append(elided, e.whole)
	}
	text := ui.WholeText(p.statusTexts().Whole(), folded, elided)
	p.openWhole(text)
	if a.said == nil {
		a.said = &announcer{}
	}
	a.said.pending = append(a.said.pending, Announcement{Text: strings.ReplaceAll(text, "\n", " ")})
}

// drawPopup draws the "More" list or the whole status text, when open.
func (p *puzzleScreen) drawPopup(dst *kit.Canvas, v ui.PlayView) {
	a := p.app
	t := a.theme()
	switch p.pop.Open {
	case ui.PopMore:
		idle := a.tracker.Idle(a.start)
		items := v.MoreItems()
		if len(items) == 0 {
			return
		}
		var r image.Rectangle
		for _, b := range items {
			r = r.Union(b.R)
		}
		r = r.Inset(-a.u(6))
		kit.DrawPanel(dst, "panel", r, float64(a.u(12)), t.Line)
		face := kit.Face(kit.Regular, ui.ToolText*a.unit)
		for _, b := range items {
			a.texts.InRegion(b.R, func() { kit.Button(dst, t, b.R, b.Label, face, idle.In(b.R) && !idle.Touch, false, false) })
		}
	case ui.PopStatus:
		if p.pop.Text == "" {
			return
		}
		lines, shown, total := p.wholeLines(v)
		r := v.WholeRect(shown, total)
		defer a.texts.SetRegion(r)()
		kit.DrawPanel(dst, "panel", r, float64(a.u(12)), t.PanelHi)
		kit.DrawPanel(dst, "frame", r, float64(a.u(12)), t.Line)
		face := kit.Face(kit.Regular, ui.StatusText*a.unit)
		if shown < total { // longer than the screen: the lines scroll (arrows, Page Up and Down, the wheel)
			a.texts.Scrolls = true
			defer func() { a.texts.Scrolls = false }()
		}
		for i, ln := range lines[p.pop.Scroll:min(total, p.pop.Scroll+shown)] {
			kit.DrawText(dst, ln, face, float64(r.Min.X+a.u(12)), float64(r.Min.Y+a.u(12)+i*a.u(20)+a.u(10)), kit.Left, t.Text)
		}
		if shown < total {
			more := fmt.Sprintf("lines %d–%d of %d · ↑↓ scroll", p.pop.Scroll+1, min(total, p.pop.Scroll+shown), total)
			small := kit.Face(kit.Regular, ui.ToolText*a.unit)
			kit.DrawText(dst, kit.Ellipsize(dst, more, small, float64(r.Dx()-a.u(24))), small, float64(r.Max.X-a.u(12)), float64(r.Max.Y-a.u(14)), kit.Right, t.Dim)
		}
	}
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
func (p *puzzleScreen) drawTooltip(dst *kit.Canvas, in *input.Input, v ui.PlayView) {
	a := p.app
	if !in.Hovering() {
		return
	}
	for _, e := range p.elided {
		if !in.In(e.box.Inset(-a.u(4))) {
			continue
		}
		t := a.theme()
		face := kit.Face(kit.Regular, ui.StatusText*a.unit)
		lines := a.texts.Wrap(e.whole, face, v.TooltipWidth())
		r := v.TooltipRect(e.box, lines)
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

// wholeLines is the popup's text in lines, how many of them the room above the status line holds,
// and how many there are; it keeps the first line shown in range.
func (p *puzzleScreen) wholeLines(v ui.PlayView) (lines []string, shown, total int) {
	lines = v.WholeLines(p.pop.Text)
	total = len(lines)
	shown = v.WholeShown(total)
	p.pop.Scroll = min(max(p.pop.Scroll, 0), max(0, total-shown))
	return lines, shown, total
}
