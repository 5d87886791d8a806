package game

import (
	"fmt"
	"image"
	"image/color"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/ui"
)

// statsScreen shows the player's record, one puzzle at a time: every size played, with the games
// played, won, at par, the moves over par, hints, Solve, losses, best time and moves and the streaks.
// It also holds the timer's setting and the share button. The menu's cards and the puzzle's toolbar
// open it (F3 everywhere).
type statsScreen struct {
	app     *App
	puzzle  int
	note    string // what the last share did
	noteBad bool
	line    int // the body's first line shown (it scrolls when it does not fit)
	shown   int // how many lines of the body the last frame showed
	drag    int // pixels dragged and not yet a whole line
}

// chooseChip acts on a menu card's chip j beyond its sizes; it reports whether j was one.
func (a *App) chooseChip(i, j int) bool {
	switch j - len(a.puzzles[i].Backend.Info().Presets) { // ui.CardChips' order
	case 0:
		if err := a.mid.OpenDaily(i); err != nil {
			a.mid.Message(err.Error())
		}
	case 1:
		a.openStats(i)
	default:
		return false
	}
	return true
}

// cardRecord is the record line of puzzle i's menu card.
func (a *App) cardRecord(i int) string {
	if s := a.mid.StatsSummary(i); s != "" {
		return s
	}
	return "No games counted yet"
}

// timerStep tells the midend whether the open puzzle is in view (the timer runs only then): visible,
// with no menu, help, dialog or statistics over it. A tab hidden since the last frame stopped the timer
// when it was hidden.
func (a *App) timerStep() {
	if t := a.lastHidden(); !t.IsZero() {
		a.mid.StopTimerAt(t)
	}
	a.mid.SetActive(a.overlay == nil && a.mid.Current() >= 0 && windowShown())
}

func (a *App) openStats(i int) {
	a.overlay = &statsScreen{app: a, puzzle: min(max(i, 0), len(a.puzzles)-1)}
	a.dirty = true
}

// statsLayout is the statistics screen's panel, its close button and the rest (ui.LayStats).
type statsLayout struct {
	ui.StatsLayout
	panel, close image.Rectangle
}

func (s *statsScreen) layout() statsLayout {
	a := s.app
	panel, in, cl := a.overlayPanel(14)
	titles := make([]string, len(a.puzzles))
	for i, p := range a.puzzles {
		titles[i] = p.Backend.Info().Title
	}
	return statsLayout{ui.LayStats(in, a.unit, titles, a.measure(kit.WrapLines)), panel, cl}
}

// measure is the kit's measures for a layout in game/ui, wrapping with wrap (a.texts.Wrap records the
// wrap for the layout report; kit.WrapLines does not).
func (a *App) measure(wrap func(string, *kit.TextFace, float64) []string) ui.Measure {
	face := func(size float64, bold bool) *kit.TextFace {
		if bold {
			return kit.Face(kit.Bold, size)
		}
		return kit.Face(kit.Regular, size)
	}
	return ui.Measure{
		Width: func(s string, size float64, bold bool) float64 { return kit.TextWidth(s, face(size, bold)) },
		Wrap: func(s string, size float64, bold bool, width float64) []string {
			return wrap(s, face(size, bold), width)
		},
	}
}

func (s *statsScreen) update(a *App, in *input.Input) {
	switch in.Action {
	case input.Back, input.Stats:
		a.closeOverlay()
		return
	case input.Right:
		s.show(s.puzzle + 1)
	case input.Left:
		s.show(s.puzzle - 1)
	case input.Down:
		s.scroll(1)
	case input.Up:
		s.scroll(-1)
	case input.PageDown:
		s.scroll(max(1, s.shown-1))
	case input.PageUp:
		s.scroll(-max(1, s.shown-1))
	case input.Digit:
		if in.Digit >= 1 && in.Digit <= len(a.puzzles) {
			s.show(in.Digit - 1)
		}
	case input.Copy, input.Select:
		s.share()
	}
	if in.Wheel != 0 {
		s.scroll(-int(in.Wheel * 3))
	}
	if in.Down && in.Drag.Y != 0 { // a finger drags the body a line at a time
		lh := a.u(ui.StatsLine)
		s.drag -= in.Drag.Y
		s.scroll(s.drag / lh)
		s.drag %= lh
	}
	if !in.Clicked {
		return
	}
	l := s.layout()
	switch {
	case in.ClickIn(l.close):
		a.closeOverlay()
	case in.ClickIn(l.Share):
		s.share()
	case in.ClickIn(l.Timer):
		a.mid.ToggleTimer()
		a.dirty = true
	case in.ClickIn(l.Prev):
		s.show(s.puzzle - 1)
	case in.ClickIn(l.Next):
		s.show(s.puzzle + 1)
	default:
		for i, r := range l.Tabs {
			if in.ClickIn(r) {
				s.show(i)
			}
		}
	}
}

func (s *statsScreen) show(i int) {
	n := len(s.app.puzzles)
	s.puzzle, s.note, s.line = (i+n)%n, "", 0
	s.app.dirty = true
}

// scroll moves the body by d lines, within what it holds (the draw keeps it there).
func (s *statsScreen) scroll(d int) {
	s.line = max(0, s.line+d)
	s.app.dirty = true
}

// share copies the share text of the puzzle's game, once it has ended, to the clipboard.
func (s *statsScreen) share() {
	a := s.app
	text, ok := a.mid.ShareText(s.puzzle)
	switch {
	case !ok:
		s.note, s.noteBad = ui.ShareNotEnded, true
	case !a.clipRequest(nil, false, text):
		s.note, s.noteBad = ui.ShareBusy, true
	default:
		s.note, s.noteBad = ui.ShareCopying, false
	}
	s.line = 0 // a note that does not fit beside the buttons heads the body
	a.dirty = true
}

// shareDone is the clipboard's answer to a share.
func (a *App) shareDone(ans clipAnswer) {
	s, ok := a.overlay.(*statsScreen)
	if !ok {
		if ans.err != nil {
			a.mid.Message("Could not copy: " + oneLine(ans.err))
		}
		return
	}
	if ans.err != nil {
		s.note, s.noteBad = "Could not copy: "+oneLine(ans.err), true
	} else {
		s.note, s.noteBad = ui.ShareCopied, false
	}
	a.dirty = true
}

// table is the record of the puzzle shown.
func (s *statsScreen) table() ui.StatsTable {
	return ui.StatsRows(s.app.mid.Stats(), s.app.puzzles[s.puzzle].Backend.Info())
}

func (s *statsScreen) draw(dst *kit.Canvas) {
	a := s.app
	t := a.theme()
	kit.FillRect(dst, dst.Bounds(), kit.Fade(t.Bg, 0.6))
	a.texts.Covered() // the screen under it is dimmed and covered
	l := s.layout()
	kit.DrawPanel(dst, "panel", l.panel, float64(a.u(18)), t.PanelHi)
	in := l.panel.Inset(a.u(14))
	kit.DrawText(dst, "Statistics", kit.Face(kit.Bold, 22*a.unit), float64(in.Min.X), float64(in.Min.Y+a.u(22)), kit.Left, t.Text)
	small := kit.Face(kit.Regular, 14*a.unit)
	kit.Button(dst, t, l.close, "×", kit.Face(kit.Bold, 22*a.unit), false, false, false)
	for i, r := range l.Tabs {
		a.texts.InRegion(r, func() {
			kit.Button(dst, t, r, a.texts.Ellipsize(a.puzzles[i].Backend.Info().Title, small, float64(r.Dx()-a.u(8))), small, i == s.puzzle, false, false)
		})
		if i == s.puzzle {
			kit.StrokeRect(dst, r, float64(a.u(2)), t.Accent)
		}
	}
	if l.Tabs == nil {
		kit.Button(dst, t, l.Prev, "‹", kit.Face(kit.Bold, 22*a.unit), false, false, false)
		kit.Button(dst, t, l.Next, "›", kit.Face(kit.Bold, 22*a.unit), false, false, false)
		r := image.Rect(l.Prev.Max.X+a.u(6), l.Prev.Min.Y, l.Next.Min.X-a.u(6), l.Prev.Max.Y)
		a.texts.InRegion(r, func() {
			kit.DrawText(dst, fmt.Sprintf("%d of %d", s.puzzle+1, len(a.puzzles)), small, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, t.Dim)
		})
	}
	s.drawBody(dst, l.StatsLayout)
	if !l.FootInBody {
		for i, line := range l.Foot {
			kit.DrawText(dst, line, small, float64(in.Min.X), float64(l.FootTop+i*a.u(18)+a.u(9)), kit.Left, t.Dim)
		}
	}
	_, _, hidden := a.mid.Timer()
	timerLabel := ui.TimerShown
	if hidden {
		timerLabel = ui.TimerHidden
	}
	_, canShare := a.mid.ShareText(s.puzzle)
	a.texts.InRegion(l.Share, func() { kit.Button(dst, t, l.Share, ui.ShareLabel, small, false, canShare, !canShare) })
	a.texts.InRegion(l.Timer, func() {
		kit.Button(dst, t, l.Timer, a.texts.Ellipsize(timerLabel, small, float64(l.Timer.Dx()-a.u(8))), small, false, false, false)
	})
	if s.note != "" && l.NoteFits(s.note, a.unit, a.measure(kit.WrapLines)) { // otherwise it heads the body
		kit.DrawText(dst, s.note, small, float64(l.Note.X), float64(l.Note.Y), kit.Left, s.noteColour())
	}
}

// noteColour is the share's note's colour: a failure's, or the text's.
func (s *statsScreen) noteColour() color.Color {
	if s.noteBad {
		return s.app.theme().Bad
	}
	return s.app.theme().Text
}

// drawBody draws the lines of the body in view (it scrolls: the lines are all reachable), and "more"
// in the last line's room when they do not all fit.
func (s *statsScreen) drawBody(dst *kit.Canvas, l ui.StatsLayout) {
	a := s.app
	t := a.theme()
	small, bold := kit.Face(kit.Regular, 14*a.unit), kit.Face(kit.Bold, 14*a.unit)
	body := l.Body
	lines := l.Lines(s.table(), s.note, a.unit, a.measure(kit.WrapLines))
	lh := a.u(ui.StatsLine)
	s.shown = max(1, body.Dy()/lh)
	more := len(lines) > s.shown
	if more { // the last line's room says there is more
		s.shown = max(1, s.shown-1)
	}
	s.line = min(s.line, max(0, len(lines)-s.shown))
	nameW, colW := ui.StatsNameW(body, a.unit), a.u(68)
	defer a.texts.SetRegion(body)()
	for i := 0; i < s.shown && s.line+i < len(lines); i++ {
		ln := lines[s.line+i]
		y := float64(body.Min.Y + i*lh + lh/2)
		switch {
		case ln.Cells != nil:
			face, c := small, t.Text
			if ln.Head {
				face, c = bold, t.Dim
			} else {
				kit.DrawText(dst, ln.Name, small, float64(body.Min.X), y, kit.Left, t.Text)
			}
			for j, cell := range ln.Cells {
				kit.DrawText(dst, cell, face, float64(body.Min.X+nameW+j*colW+colW-a.u(6)), y, kit.Right, c)
			}
		case ln.Note:
			kit.DrawText(dst, ln.Text, small, float64(body.Min.X), y, kit.Left, s.noteColour())
		case ln.Bold:
			kit.DrawText(dst, ln.Text, bold, float64(body.Min.X), y, kit.Left, t.Text)
		default:
			kit.DrawText(dst, ln.Text, small, float64(body.Min.X), y, kit.Left, t.Dim)
		}
	}
	if more {
		what := "more ↓"
		if s.line+s.shown >= len(lines) {
			what = "↑ more above"
		}
		kit.DrawText(dst, what, small, float64(body.Max.X), float64(body.Min.Y+s.shown*lh+lh/2), kit.Right, t.Accent)
	}
}

// report adds the statistics screen's parts and targets to the layout report.
func (s *statsScreen) report(l *Layout) {
	sl := s.layout()
	l.Parts["panel"] = sl.panel
	l.Targets["close"], l.Targets["share"], l.Targets["timer"] = sl.close, sl.Share, sl.Timer
	for i, r := range sl.Tabs {
		l.Targets["tab "+s.app.puzzles[i].Backend.Info().Title] = r
	}
	if sl.Tabs == nil {
		l.Targets["previous puzzle"], l.Targets["next puzzle"] = sl.Prev, sl.Next
	}
}

// speech: the statistics screen says its keys when it opens, the puzzle shown with its rows as it
// changes, and what the copy button did.
func (s *statsScreen) speech(a *App) ui.Speech {
	sp := ui.Speech{Screen: "statistics", Opened: ui.StatsOpened, Focus: s.table().Words()}
	if s.note != ui.ShareCopying {
		sp.Note = s.note
	}
	return sp
}
