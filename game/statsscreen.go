package game

import (
	"fmt"
	"image"
	"strings"

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
	if t := lastHidden(); !t.IsZero() {
		a.mid.StopTimerAt(t)
	}
	a.mid.SetActive(a.overlay == nil && a.mid.Current() >= 0 && windowShown())
}

func (a *App) openStats(i int) {
	a.overlay = &statsScreen{app: a, puzzle: min(max(i, 0), len(a.puzzles)-1)}
	a.dirty = true
}

type statsLayout struct {
	panel, close, body, share, timer image.Rectangle
	tabs                             []image.Rectangle
	prev, next                       image.Rectangle // ‹ and ›, instead of the tabs when they take too much room
	foot                             []string        // the note on counting and keys, wrapped
	footTop                          int             // where it starts
	footInBody                       bool            // the note ends the body instead (it scrolls with it)
	note                             image.Point     // where the share's note starts (its left, its middle)
	noteW                            int             // and the room it has
}

// statsFoot is the statistics screen's note on how games count, and its keys.
const statsFoot = "A game counts once, at its first end: Solve counts as played, not won. Par is the fewest moves possible from the start. ←/→ or 1–5: puzzle · ↑/↓: scroll · Esc: close"

// layout places, from the top: the title and ×, the puzzles' tabs, the body (the table, which scrolls
// when it does not fit), the note on counting, the share's note and the share and timer buttons, which
// go one under the other when their labels do not fit side by side.
func (s *statsScreen) layout() statsLayout {
	a := s.app
	var l statsLayout
	var in image.Rectangle
	l.panel, in, l.close = a.overlayPanel(14)
	btn := a.u(44)
	n := len(a.puzzles)
	small := kit.Face(kit.Regular, 14*a.unit)
	// The tabs: equal widths, at least 110 units, or as wide as the longest title needs, as many to a
	// row as fit.
	tabW := a.u(110)
	for _, p := range a.puzzles {
		tabW = max(tabW, int(kit.TextWidth(p.Backend.Info().Title, small))+a.u(22))
	}
	perRow := max(1, min(n, (in.Dx()+a.u(6))/tabW))
	rows := (n + perRow - 1) / perRow
	tw := (in.Dx() + a.u(6)) / perRow
	y := in.Min.Y + btn + a.u(8)
	for i := 0; i < n; i++ {
		r, c := i/perRow, i%perRow
		l.tabs = append(l.tabs, image.Rect(in.Min.X+c*tw, y+r*(btn+a.u(4)), in.Min.X+(c+1)*tw-a.u(6), y+r*(btn+a.u(4))+btn))
	}
	if rows > 2 { // one row: ‹ the puzzle's title ›
		l.tabs = nil
		l.prev = image.Rect(in.Min.X, y, in.Min.X+btn, y+btn)
		l.next = image.Rect(in.Max.X-btn, y, in.Max.X, y+btn)
		rows = 1
	}
	y += rows*(btn+a.u(4)) + a.u(10)
	need := func(label string) int { return int(kit.TextWidth(label, small)) + a.u(20) }
	bw := min(in.Dx()/2-a.u(6), a.u(260))
	bottom := in.Max.Y
	if need(shareLabel) > bw || need(timerHidden) > bw { // one under the other, across the panel
		bw = min(in.Dx(), max(need(shareLabel), need(timerHidden), a.u(260)))
		l.timer = image.Rect(in.Min.X, bottom-btn, in.Min.X+bw, bottom)
		l.share = l.timer.Sub(image.Pt(0, btn+a.u(8)))
		l.noteW = in.Dx()
	} else {
		l.share = image.Rect(in.Min.X, bottom-btn, in.Min.X+bw, bottom)
		l.timer = image.Rect(l.share.Max.X+a.u(12), bottom-btn, l.share.Max.X+a.u(12)+bw, bottom)
		l.noteW = in.Max.X - (l.timer.Max.X + a.u(12))
	}
	lh := a.u(18)
	top := l.share.Min.Y - a.u(6)
	if l.noteW >= a.u(300) { // beside the buttons
		l.note = image.Pt(l.timer.Max.X+a.u(12), (l.timer.Min.Y+l.timer.Max.Y)/2)
	} else { // on a line of its own above them
		l.noteW = in.Dx()
		l.note = image.Pt(in.Min.X, top-lh/2)
		top -= lh + a.u(4)
	}
	l.foot = kit.WrapLines(statsFoot, small, float64(in.Dx()))
	if len(l.foot)*lh > (top-y)/3 { // at the end of the body, which scrolls
		l.footInBody = true
	} else {
		top -= len(l.foot) * lh
	}
	l.footTop = top
	l.body = image.Rect(in.Min.X, y, in.Max.X, max(y, l.footTop-a.u(8)))
	return l
}

// Labels of the statistics screen's buttons.
const (
	shareLabel  = "Copy result (Enter)"
	timerShown  = "Timer: shown"
	timerHidden = "Timer: hidden (still counts)"
)

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
		lh := a.u(24)
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
	case in.ClickIn(l.share):
		s.share()
	case in.ClickIn(l.timer):
		a.mid.ToggleTimer()
		a.dirty = true
	case in.ClickIn(l.prev):
		s.show(s.puzzle - 1)
	case in.ClickIn(l.next):
		s.show(s.puzzle + 1)
	default:
		for i, r := range l.tabs {
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

// statLine is one line of the body: a row of cells under the columns, or a line of text.
type statLine struct {
	name  string
	cells []string // a row of the wide table (with name), or the columns' heads (no name)
	text  string   // otherwise, a line of text
	bold  bool
	head  bool
}

// wide is the width the table's name column has, or 0 when the columns do not fit across body.
func (s *statsScreen) wide(body image.Rectangle) int {
	colW := s.app.u(68)
	if nameW := body.Dx() - colW*len(ui.StatColumns); nameW >= s.app.u(150) {
		return nameW
	}
	return 0
}

// lines are the body's lines: the columns' heads and a row per size where the columns fit across;
// otherwise each size's name, then its "column value" pairs wrapped. With no record, the empty
// sentence, wrapped.
func (s *statsScreen) lines(l statsLayout, t ui.StatsTable) []statLine {
	a := s.app
	var out []statLine
	if !l.prev.Empty() { // no tabs: the puzzle's title heads the body
		a.texts.Scrolls = true
		for _, ln := range a.texts.Wrap(t.Title, kit.Face(kit.Bold, 14*a.unit), float64(l.body.Dx())) {
			out = append(out, statLine{text: ln, bold: true})
		}
		a.texts.Scrolls = false
	}
	out = append(out, s.rows(l.body, t)...)
	if l.footInBody {
		out = append(out, statLine{})
		for _, ln := range l.foot {
			out = append(out, statLine{text: ln})
		}
	}
	return out
}

func (s *statsScreen) rows(body image.Rectangle, t ui.StatsTable) []statLine {
	a := s.app
	small := kit.Face(kit.Regular, 14*a.unit)
	bold := kit.Face(kit.Bold, 14*a.unit)
	a.texts.Scrolls = true // the body scrolls: every line is reachable
	defer func() { a.texts.Scrolls = false }()
	var out []statLine
	if len(t.Rows) == 0 {
		for _, ln := range a.texts.Wrap(t.Empty(), small, float64(body.Dx())) {
			out = append(out, statLine{text: ln})
		}
		return out
	}
	if s.wide(body) > 0 {
		out = append(out, statLine{cells: ui.StatColumns, head: true})
		for i, name := range t.Names {
			if kit.TextWidth(name, small) > float64(s.wide(body)-a.u(10)) { // the name on lines of its own
				for _, ln := range a.texts.Wrap(name, bold, float64(body.Dx())) {
					out = append(out, statLine{text: ln, bold: true})
				}
				name = ""
			}
			out = append(out, statLine{name: name, cells: t.Rows[i]})
		}
		return out
	}
	for i, name := range t.Names {
		if i > 0 {
			out = append(out, statLine{})
		}
		for _, ln := range a.texts.Wrap(name, bold, float64(body.Dx())) {
			out = append(out, statLine{text: ln, bold: true})
		}
		for _, ln := range a.texts.Wrap(strings.Join(t.Pairs(i), "   "), small, float64(body.Dx())) {
			out = append(out, statLine{text: ln})
		}
	}
	return out
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
	bold := kit.Face(kit.Bold, 14*a.unit)
	kit.Button(dst, t, l.close, "×", kit.Face(kit.Bold, 22*a.unit), false, false, false)
	for i, r := range l.tabs {
		a.texts.InRegion(r, func() {
			kit.Button(dst, t, r, a.texts.Ellipsize(a.puzzles[i].Backend.Info().Title, small, float64(r.Dx()-a.u(8))), small, i == s.puzzle, false, false)
		})
		if i == s.puzzle {
			kit.StrokeRect(dst, r, float64(a.u(2)), t.Accent)
		}
	}
	body := l.body
	lines := s.lines(l, s.table())
	lh := a.u(24)
	s.shown = max(1, body.Dy()/lh)
	more := len(lines) > s.shown
	if more { // the last line's room says there is more
		s.shown = max(1, s.shown-1)
	}
	s.line = min(s.line, max(0, len(lines)-s.shown))
	nameW, colW := s.wide(body), a.u(68)
	func() {
		defer a.texts.SetRegion(body)()
		for i := 0; i < s.shown && s.line+i < len(lines); i++ {
			ln := lines[s.line+i]
			y := float64(body.Min.Y + i*lh + lh/2)
			switch {
			case ln.cells != nil:
				face, c := small, t.Text
				if ln.head {
					face, c = bold, t.Dim
				} else {
					kit.DrawText(dst, a.texts.Ellipsize(ln.name, small, float64(nameW-a.u(10))), small, float64(body.Min.X), y, kit.Left, t.Text)
				}
				for j, cell := range ln.cells {
					kit.DrawText(dst, cell, face, float64(body.Min.X+nameW+j*colW+colW-a.u(6)), y, kit.Right, c)
				}
			case ln.bold:
				kit.DrawText(dst, ln.text, bold, float64(body.Min.X), y, kit.Left, t.Text)
			default:
				kit.DrawText(dst, ln.text, small, float64(body.Min.X), y, kit.Left, t.Dim)
			}
		}
	}()
	if more {
		what := "more ↓"
		if s.line+s.shown >= len(lines) {
			what = "↑ more above"
		}
		kit.DrawText(dst, what, small, float64(body.Max.X), float64(body.Min.Y+s.shown*lh+lh/2), kit.Right, t.Accent)
	}
	if l.footInBody {
		l.foot = nil
	}
	if !l.prev.Empty() {
		kit.Button(dst, t, l.prev, "‹", kit.Face(kit.Bold, 22*a.unit), false, false, false)
		kit.Button(dst, t, l.next, "›", kit.Face(kit.Bold, 22*a.unit), false, false, false)
		r := image.Rect(l.prev.Max.X+a.u(6), l.prev.Min.Y, l.next.Min.X-a.u(6), l.prev.Max.Y)
		a.texts.InRegion(r, func() {
			kit.DrawText(dst, fmt.Sprintf("%d of %d", s.puzzle+1, len(a.puzzles)), small, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, t.Dim)
		})
	}
	for i, line := range l.foot {
		kit.DrawText(dst, line, small, float64(in.Min.X), float64(l.footTop+i*a.u(18)+a.u(9)), kit.Left, t.Dim)
	}
	_, _, hidden := a.mid.Timer()
	timerLabel := timerShown
	if hidden {
		timerLabel = timerHidden
	}
	_, canShare := a.mid.ShareText(s.puzzle)
	a.texts.InRegion(l.share, func() { kit.Button(dst, t, l.share, shareLabel, small, false, canShare, !canShare) })
	a.texts.InRegion(l.timer, func() {
		kit.Button(dst, t, l.timer, a.texts.Ellipsize(timerLabel, small, float64(l.timer.Dx()-a.u(8))), small, false, false, false)
	})
	if s.note != "" {
		c := t.Text
		if s.noteBad {
			c = t.Bad
		}
		kit.DrawText(dst, a.texts.Ellipsize(s.note, small, float64(l.noteW)), small, float64(l.note.X), float64(l.note.Y), kit.Left, c)
	}
}

// report adds the statistics screen's parts and targets to the layout report.
func (s *statsScreen) report(l *Layout) {
	sl := s.layout()
	l.Parts["panel"] = sl.panel
	l.Targets["close"], l.Targets["share"], l.Targets["timer"] = sl.close, sl.share, sl.timer
	for i, r := range sl.tabs {
		l.Targets["tab "+s.app.puzzles[i].Backend.Info().Title] = r
	}
	if !sl.prev.Empty() {
		l.Targets["previous puzzle"], l.Targets["next puzzle"] = sl.prev, sl.next
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
