package game

import (
	"fmt"
	"image"
	"strconv"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/stats"
	"quintet/rules/puzzle"
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
}

// Menu cards: after the sizes, a chip for today's game and one for the statistics.
const (
	chipDaily = "Today's game"
	chipStats = "Statistics"
)

// cardChips are a menu card's chips: the puzzle's sizes, today's game, the statistics.
func cardChips(info puzzle.Info) []string {
	var out []string
	for _, p := range info.Presets {
		out = append(out, p.Name)
	}
	return append(out, chipDaily, chipStats)
}

// chooseChip acts on a menu card's chip j beyond its sizes; it reports whether j was one.
func (a *App) chooseChip(i, j int) bool {
	switch j - len(a.puzzles[i].Backend.Info().Presets) {
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

type statsLayout struct {
	panel, close, body, share, timer image.Rectangle
	tabs                             []image.Rectangle
}

func (s *statsScreen) layout() statsLayout {
	a := s.app
	var l statsLayout
	var in image.Rectangle
	l.panel, in, l.close = a.overlayPanel(14)
	btn := a.u(44)
	n := len(a.puzzles)
	perRow := max(1, min(n, in.Dx()/a.u(110)))
	rows := (n + perRow - 1) / perRow
	tw := in.Dx() / perRow
	y := in.Min.Y + btn + a.u(8)
	for i := 0; i < n; i++ {
		r, c := i/perRow, i%perRow
		l.tabs = append(l.tabs, image.Rect(in.Min.X+c*tw, y+r*(btn+a.u(4)), in.Min.X+(c+1)*tw-a.u(6), y+r*(btn+a.u(4))+btn))
	}
	y += rows*(btn+a.u(4)) + a.u(10)
	bw := min(in.Dx()/2-a.u(6), a.u(260))
	l.share = image.Rect(in.Min.X, in.Max.Y-btn, in.Min.X+bw, in.Max.Y)
	l.timer = image.Rect(l.share.Max.X+a.u(12), in.Max.Y-btn, l.share.Max.X+a.u(12)+bw, in.Max.Y)
	l.body = image.Rect(in.Min.X, y, in.Max.X, l.share.Min.Y-a.u(30))
	return l
}

func (s *statsScreen) update(a *App, in *input.Input) {
	switch in.Action {
	case input.Back, input.Stats:
		a.closeOverlay()
		return
	case input.Right, input.Down:
		s.show(s.puzzle + 1)
	case input.Left, input.Up:
		s.show(s.puzzle - 1)
	case input.Digit:
		if in.Digit >= 1 && in.Digit <= len(a.puzzles) {
			s.show(in.Digit - 1)
		}
	case input.Copy, input.Select:
		s.share()
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
	s.puzzle, s.note = (i+n)%n, ""
	s.app.dirty = true
}

// share copies the share text of the puzzle's game, once it has ended, to the clipboard.
func (s *statsScreen) share() {
	a := s.app
	text, ok := a.mid.ShareText(s.puzzle)
	switch {
	case !ok:
		s.note, s.noteBad = "Finish the game first (today's game: the menu's "+chipDaily+"); then its result can be shared.", true
	case !a.clipRequest(nil, false, text):
		s.note, s.noteBad = "The clipboard is busy; try again.", true
	default:
		s.note, s.noteBad = "Copying…", false
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
		s.note, s.noteBad = "Copied to the clipboard (no moves in it).", false
	}
	a.dirty = true
}

// sizeName is a size's name: its preset's, or its parameters.
func sizeName(info puzzle.Info, params string) string {
	for _, p := range info.Presets {
		if p.Params == params {
			return p.Name
		}
	}
	return params
}

func statColumns() []string {
	return []string{"Played", "Won", "At par", "Over par", "Hints", "Solve", "Lost", "Best", "Fewest", "Streak", "Longest"}
}

func statCells(r stats.Record) []string {
	best, fewest := "—", "—"
	if r.BestMs > 0 {
		best = stats.Clock(r.BestMs)
	}
	if r.BestMoves > 0 {
		fewest = strconv.Itoa(r.BestMoves)
	}
	return []string{strconv.Itoa(r.Started), strconv.Itoa(r.Won), strconv.Itoa(r.AtPar), "+" + strconv.Itoa(r.OverPar),
		strconv.Itoa(r.Hints), strconv.Itoa(r.Solved), strconv.Itoa(r.Lost), best, fewest, strconv.Itoa(r.Streak), strconv.Itoa(r.LongStreak)}
}

func (s *statsScreen) draw(dst *kit.Canvas) {
	a := s.app
	t := a.theme()
	kit.FillRect(dst, dst.Bounds(), kit.Fade(t.Bg, 0.6))
	l := s.layout()
	kit.DrawPanel(dst, "panel", l.panel, float64(a.u(18)), t.PanelHi)
	in := l.panel.Inset(a.u(14))
	kit.DrawText(dst, "Statistics", kit.Face(kit.Bold, 22*a.unit), float64(in.Min.X), float64(in.Min.Y+a.u(22)), kit.Left, t.Text)
	small := kit.Face(kit.Regular, 14*a.unit)
	kit.Button(dst, t, l.close, "×", kit.Face(kit.Bold, 22*a.unit), false, false, false)
	for i, r := range l.tabs {
		kit.Button(dst, t, r, a.texts.Ellipsize(a.puzzles[i].Backend.Info().Title, small, float64(r.Dx()-a.u(8))), small, i == s.puzzle, false, false)
		if i == s.puzzle {
			kit.StrokeRect(dst, r, float64(a.u(2)), t.Accent)
		}
	}
	info := a.puzzles[s.puzzle].Backend.Info()
	book := a.mid.Stats()
	sizes := book.Sizes(info.Name)
	body := l.body
	row := a.u(26)
	if len(sizes) == 0 {
		kit.DrawTextTop(dst, "No "+info.Title+" games counted yet. A game counts from its first move, hint or Solve; Undo, Restart and New never count it twice.", small, float64(body.Min.X), float64(body.Min.Y), kit.Left, t.Dim)
	} else {
		rows := [][]string{}
		names := []string{}
		for _, k := range sizes {
			names = append(names, sizeName(info, k))
			rows = append(rows, statCells(*book.Record(info.Name, k)))
		}
		if len(sizes) > 1 {
			tot := book.Total(info.Name)
			tot.Streak = 0
			names = append(names, "All sizes")
			cells := statCells(tot)
			cells[8], cells[9] = "", "" // fewest moves and the streak mean nothing across sizes
			rows = append(rows, cells)
		}
		s.table(dst, body, names, rows, row)
	}
	foot := "A game counts once, at its first end: Solve counts as played, not won. Par is the fewest moves possible from the start. ←/→ or 1–5: puzzle · Esc: close"
	lines := a.texts.Wrap(foot, small, float64(in.Dx()))
	for i, line := range lines {
		kit.DrawText(dst, line, small, float64(in.Min.X), float64(l.share.Min.Y-a.u(10)-(len(lines)-1-i)*a.u(18)), kit.Left, t.Dim)
	}
	_, _, hidden := a.mid.Timer()
	timerLabel := "Timer: shown"
	if hidden {
		timerLabel = "Timer: hidden (still counts)"
	}
	_, canShare := a.mid.ShareText(s.puzzle)
	kit.Button(dst, t, l.share, "Copy result (Enter)", small, false, canShare, !canShare)
	kit.Button(dst, t, l.timer, a.texts.Ellipsize(timerLabel, small, float64(l.timer.Dx()-a.u(8))), small, false, false, false)
	if s.note != "" {
		c := t.Text
		if s.noteBad {
			c = t.Bad
		}
		x := float64(l.timer.Max.X + a.u(12))
		kit.DrawText(dst, a.texts.Ellipsize(s.note, small, float64(in.Max.X)-x), small, x, float64(l.share.Min.Y+l.share.Max.Y)/2, kit.Left, c)
	}
}

// table draws the records: a row per size, a column per count; on a narrow screen each size becomes
// a few lines of "name value" pairs instead.
func (s *statsScreen) table(dst *kit.Canvas, body image.Rectangle, names []string, rows [][]string, row int) {
	a := s.app
	t := a.theme()
	small := kit.Face(kit.Regular, 14*a.unit)
	bold := kit.Face(kit.Bold, 14*a.unit)
	colW := a.u(68)
	nameW := body.Dx() - colW*len(statColumns())
	y := body.Min.Y + row/2
	if nameW >= a.u(150) {
		for j, h := range statColumns() {
			kit.DrawText(dst, h, bold, float64(body.Min.X+nameW+j*colW+colW-a.u(6)), float64(y), kit.Right, t.Dim)
		}
		for i, name := range names {
			y += row
			if y > body.Max.Y {
				return
			}
			kit.DrawText(dst, a.texts.Ellipsize(name, small, float64(nameW-a.u(10))), small, float64(body.Min.X), float64(y), kit.Left, t.Text)
			for j, c := range rows[i] {
				kit.DrawText(dst, c, small, float64(body.Min.X+nameW+j*colW+colW-a.u(6)), float64(y), kit.Right, t.Text)
			}
		}
		return
	}
	for i, name := range names {
		kit.DrawText(dst, a.texts.Ellipsize(name, bold, float64(body.Dx())), bold, float64(body.Min.X), float64(y), kit.Left, t.Text)
		var pairs string
		for j, c := range rows[i] {
			if c != "" {
				pairs += fmt.Sprintf("%s %s   ", statColumns()[j], c)
			}
		}
		for _, line := range a.texts.Wrap(pairs, small, float64(body.Dx())) {
			y += a.u(19)
			kit.DrawText(dst, line, small, float64(body.Min.X), float64(y), kit.Left, t.Dim)
		}
		y += row
		if y > body.Max.Y {
			return
		}
	}
}
