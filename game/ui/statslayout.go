package ui

import (
	"image"
	"strings"
)

// StatsLayout is where the statistics screen's parts are, in pixels.
type StatsLayout struct {
	Body, Share, Timer image.Rectangle
	Tabs               []image.Rectangle // one per puzzle, or none on a narrow screen:
	Prev, Next         image.Rectangle   // ‹ and › instead
	Foot               []string          // the note on counting and keys, wrapped
	FootTop            int               // where it starts
	FootInBody         bool              // the note ends the body instead (it scrolls with it)
	Note               image.Point       // where the share's note starts (its left, its middle)
	NoteW              int               // and the room it has
}

// StatsFoot is the statistics screen's note on how games count, and its keys.
const StatsFoot = "A game counts once, at its first end: Solve counts as played, not won. Par is the fewest moves possible from the start. ←/→ or 1–5: puzzle · ↑/↓: scroll · Esc: close"

// Labels of the statistics screen's buttons.
const (
	ShareLabel  = "Copy result (Enter)"
	TimerShown  = "Timer: shown"
	TimerHidden = "Timer: hidden (still counts)"
)

// The statistics screen's text sizes and line heights, in units.
const (
	statsText = 14
	StatsLine = 24 // a line of the body
	footLine  = 18
)

// LayStats places the statistics screen inside in (the panel's inside, under its title row) at unit
// pixels a unit, from the top: the puzzles' tabs (titles), the body (the table, which scrolls when it
// does not fit), the note on counting, the share's note and the share and timer buttons. The buttons go
// one under the other when their labels do not fit side by side; the tabs give way to ‹ n of N › when
// they would take more than two rows; the note on counting joins the body when it would take more than
// a third of the room left.
func LayStats(in image.Rectangle, unit float64, titles []string, m Measure) StatsLayout {
	u := func(v float64) int { return px(v, unit) }
	size := statsText * unit
	var l StatsLayout
	btn := u(44)
	n := len(titles)
	// The tabs: equal widths, at least 110 units or as wide as the longest title needs, as many to a
	// row as fit.
	tabW := u(110)
	for _, t := range titles {
		tabW = max(tabW, int(m.Width(t, size, false))+u(22))
	}
	perRow := max(1, min(n, (in.Dx()+u(6))/tabW))
	rows := (n + perRow - 1) / perRow
	tw := (in.Dx() + u(6)) / perRow
	y := in.Min.Y + btn + u(8)
	if rows > 2 {
		l.Prev = image.Rect(in.Min.X, y, in.Min.X+btn, y+btn)
		l.Next = image.Rect(in.Max.X-btn, y, in.Max.X, y+btn)
		rows = 1
	} else {
		for i := 0; i < n; i++ {
			r, c := i/perRow, i%perRow
			l.Tabs = append(l.Tabs, image.Rect(in.Min.X+c*tw, y+r*(btn+u(4)), in.Min.X+(c+1)*tw-u(6), y+r*(btn+u(4))+btn))
		}
	}
	y += rows*(btn+u(4)) + u(10)
	need := func(label string) int { return int(m.Width(label, size, false)) + u(20) }
	bw := min(in.Dx()/2-u(6), u(260))
	bottom := in.Max.Y
	if need(ShareLabel) > bw || need(TimerHidden) > bw { // one under the other
		bw = min(in.Dx(), max(need(ShareLabel), need(TimerHidden), u(260)))
		l.Timer = image.Rect(in.Min.X, bottom-btn, in.Min.X+bw, bottom)
		l.Share = l.Timer.Sub(image.Pt(0, btn+u(8)))
		l.NoteW = in.Dx()
	} else {
		l.Share = image.Rect(in.Min.X, bottom-btn, in.Min.X+bw, bottom)
		l.Timer = image.Rect(l.Share.Max.X+u(12), bottom-btn, l.Share.Max.X+u(12)+bw, bottom)
		l.NoteW = in.Max.X - (l.Timer.Max.X + u(12))
	}
	lh := u(footLine)
	top := l.Share.Min.Y - u(6)
	if l.NoteW >= u(300) { // beside the buttons
		l.Note = image.Pt(l.Timer.Max.X+u(12), (l.Timer.Min.Y+l.Timer.Max.Y)/2)
	} else { // on a line of its own above them
		l.NoteW = in.Dx()
		l.Note = image.Pt(in.Min.X, top-lh/2)
		top -= lh + u(4)
	}
	l.Foot = m.Wrap(StatsFoot, size, false, float64(in.Dx()))
	if len(l.Foot)*lh > (top-y)/3 {
		l.FootInBody = true
	} else {
		top -= len(l.Foot) * lh
	}
	l.FootTop = top
	l.Body = image.Rect(in.Min.X, y, in.Max.X, max(y, l.FootTop-u(8)))
	return l
}

// NoteFits reports whether the share's note fits its place beside or above the buttons.
func (l StatsLayout) NoteFits(note string, unit float64, m Measure) bool {
	return m.Width(note, statsText*unit, false) <= float64(l.NoteW)
}

// StatLine is one line of the statistics' body: a row of cells under the columns, or a line of text.
type StatLine struct {
	Name  string   // a row's size, drawn before its cells ("" when on lines of its own above)
	Cells []string // a row of the wide table, or the columns' heads (Head)
	Text  string   // otherwise, a line of text
	Bold  bool
	Head  bool
	Note  bool // the share's note, when its own place is too small for it
}

// StatsNameW is the width the table's name column has in body, or 0 when the columns do not fit across.
func StatsNameW(body image.Rectangle, unit float64) int {
	if nameW := body.Dx() - px(68, unit)*len(StatColumns); nameW >= px(150, unit) {
		return nameW
	}
	return 0
}

// Lines are the body's lines for table t: with no tabs, the puzzle's title first; then the columns'
// heads and a row per size where the columns fit across (a name too long for its column on lines of
// its own), otherwise each size's name, then its "column value" pairs wrapped; with no record, the
// empty sentence, wrapped; then the note on counting when it is in the body. The share's note, when
// there is one and it does not fit its place (NoteFits), comes first, wrapped.
func (l StatsLayout) Lines(t StatsTable, note string, unit float64, m Measure) []StatLine {
	size := statsText * unit
	w := float64(l.Body.Dx())
	var out []StatLine
	if note != "" && !l.NoteFits(note, unit, m) {
		for _, ln := range m.Wrap(note, size, false, w) {
			out = append(out, StatLine{Text: ln, Note: true})
		}
	}
	text := func(s string, bold bool) {
		for _, ln := range m.Wrap(s, size, bold, w) {
			out = append(out, StatLine{Text: ln, Bold: bold})
		}
	}
	if l.Tabs == nil {
		text(t.Title, true)
	}
	switch nameW := StatsNameW(l.Body, unit); {
	case len(t.Rows) == 0:
		text(t.Empty(), false)
	case nameW > 0:
		out = append(out, StatLine{Cells: StatColumns, Head: true})
		for i, name := range t.Names {
			if m.Width(name, size, false) > float64(nameW-px(10, unit)) {
				text(name, true)
				name = ""
			}
			out = append(out, StatLine{Name: name, Cells: t.Rows[i]})
		}
	default:
		for i, name := range t.Names {
			if i > 0 {
				out = append(out, StatLine{})
			}
			text(name, true)
			text(strings.Join(t.Pairs(i), "   "), false)
		}
	}
	if l.FootInBody {
		out = append(out, StatLine{})
		for _, ln := range l.Foot {
			out = append(out, StatLine{Text: ln})
		}
	}
	return out
}
