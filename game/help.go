package game

import (
	"fmt"
	"image"
	"math"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/game/session"
	"quintet/game/ui"
	"quintet/rules/puzzle"
	"quintet/version"
)

// helpScreen draws the help over the current screen and hands it input: pages in tabs (the rules, a
// worked example played on the real board, the puzzle's own pages of mathematics, the keys), each a
// short text and, on most, a picture that steps. Its state and words are ui.Help's.
type helpScreen struct {
	app   *App
	pages []scene.HelpPage
	*ui.Help
}

func newHelp(a *App) *helpScreen {
	h := &helpScreen{app: a}
	c := a.mid.Current()
	if c < 0 {
		h.pages = append(h.pages, a.welcomePage())
	} else {
		p := a.puzzles[c]
		info := p.Backend.Info()
		line, err := exampleLine(p.Backend) // played once, for the rules' picture and the example
		h.pages = append(h.pages, scene.HelpPage{Title: "Rules", Text: func(int) string { return info.Rules }, Draw: startPicture(p, line)})
		if err == nil {
			h.pages = append(h.pages, examplePage(p, line))
		}
		if g, ok := a.scenes[c].(scene.Guide); ok {
			h.pages = append(h.pages, g.HelpPages()...)
		}
	}
	h.pages = append(h.pages, scene.HelpPage{Title: "Keys", Text: func(int) string { return a.keysText() }})
	var titles []string
	var steps []int
	for _, p := range h.pages {
		titles, steps = append(titles, p.Title), append(steps, p.Steps)
	}
	h.Help = ui.NewHelp(titles, steps)
	return h
}

// welcomePage is the help from the menu: what each puzzle is.
func (a *App) welcomePage() scene.HelpPage {
	var b strings.Builder
	b.WriteString(puzzle.Title(puzzle.Count(len(a.puzzles))) + " puzzles, each with a hint key that shows the optimal next move and says why. Open one and press ? for its rules, a worked example and the mathematics behind its hints.\n\n")
	for i, p := range a.puzzles {
		fmt.Fprintf(&b, "%d  %s: %s\n\n", i+1, p.Backend.Info().Title, p.Backend.Info().Blurb)
	}
	return scene.HelpPage{Title: "Quintet", Text: func(int) string { return strings.TrimSpace(b.String()) }}
}

// keysText lists the keys, one to a line.
func (a *App) keysText() string {
	var b strings.Builder
	if c := a.mid.Current(); c >= 0 {
		b.WriteString(puzzleKeysText(a.puzzles[c].Backend.Info().Keys))
	}
	for _, k := range input.Bindings {
		fmt.Fprintf(&b, "%s — %s\n", k.Keys, k.What)
	}
	b.WriteString("\nThe toolbar's buttons do the same; a tap works like a click, and a long press shows what hovering shows (holding Hint shows the whole solution). Restart, New and Solve are steps in the undo history, and every move is saved, so nothing is lost.\n\n")
	b.WriteString(`Game IDs: "puzzle:params#seed" is a random game, "puzzle:params:description" one position. G opens the game ID (inside a puzzle its name may be left out: number#17 in Hash); in the browser it is also the address after #.`)
	b.WriteString("\n\nAbout: Quintet " + version.String() + ", free software under the MIT licence.")
	return b.String()
}

// puzzleKeysText lists a puzzle's own keys, one to a line; keys in a row that do the same are one line
// ("1–9 — presses that button").
func puzzleKeysText(keys []puzzle.Key) string {
	var b strings.Builder
	for i := 0; i < len(keys); {
		k, j := keys[i], i+1
		for j < len(keys) && k.Action != "" && keys[j].Action == k.Action && keys[j].Help == k.Help {
			j++
		}
		name := strings.ToUpper(k.Char)
		switch {
		case k.Label != "":
			name = k.Label
		case j > i+1:
			name += "–" + strings.ToUpper(keys[j-1].Char)
		}
		fmt.Fprintf(&b, "%s — %s\n", name, k.Help)
		i = j
	}
	return b.String()
}

// startPicture draws the start of the puzzle's worked example (or, without one, the position being
// played) on the rules page.
func startPicture(p scene.Puzzle, line []puzzle.Position) func(dst *kit.Canvas, f *scene.Frame, s int) {
	sc := p.NewScene()
	return func(dst *kit.Canvas, f *scene.Frame, s int) {
		if len(line) > 0 {
			f.Pos, f.Prev = line[0], nil
		}
		sc.Draw(dst, f)
	}
}

// exampleLine is the worked example's positions: the start, then after each move.
func exampleLine(b puzzle.Backend) ([]puzzle.Position, error) {
	ex := b.Info().Example
	if ex.ID == "" {
		return nil, fmt.Errorf("no example")
	}
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		return nil, err
	}
	p, err := puzzle.Open(b, id)
	if err != nil {
		return nil, err
	}
	line := []puzzle.Position{p}
	for _, st := range ex.Steps {
		if p, err = p.Play(st.Move); err != nil {
			return nil, fmt.Errorf("example move %q: %w", st.Move, err)
		}
		line = append(line, p)
	}
	return line, nil
}

// examplePage plays the worked example on the real board, a move a step, drawn by a scene of its own.
func examplePage(p scene.Puzzle, line []puzzle.Position) scene.HelpPage {
	ex := p.Backend.Info().Example
	sc := p.NewScene()
	before := 0
	if mc, ok := line[0].(puzzle.MoveCounter); ok {
		before = mc.MovesPlayed()
	}
	return scene.HelpPage{
		Title: "Example",
		Steps: len(line),
		Text: func(s int) string {
			if s == 0 {
				return ex.Intro
			}
			return fmt.Sprintf("Move %d: %s\n\n%s", before+s, ex.Steps[s-1].Move, ex.Steps[s-1].Say)
		},
		Draw: func(dst *kit.Canvas, f *scene.Frame, s int) {
			s = min(max(s, 0), len(line)-1)
			f.Pos, f.Prev = line[s], nil
			if s > 0 {
				f.Prev = line[s-1]
				f.Entry = session.Entry{Moves: before + s, Kind: session.KindMove, Move: ex.Steps[s-1].Move}
			}
			f.Serial = s + 1
			sc.Draw(dst, f)
		},
	}
}

// --- layout ----------------------------------------------------------------------------------------------

type helpLayout struct {
	panel, close, picture, text, back, next image.Rectangle
	// tabs are the pages' tabs, empty for a tab the strip has no room for; prevTab and nextTab are the
	// strip's arrows (empty when every tab shows).
	tabs             []image.Rectangle
	prevTab, nextTab image.Rectangle
	counter          image.Point
	title            string // the heading, as long as its room allows
	row              int    // the height of a row of controls
}

// overlayPanel is the panel a full-window overlay (the help, the statistics) is drawn in: a margin of
// 24 units, 4 on a small window; the area inside it at inset units; the close button, 44 units square,
// in that area's top-right corner.
func (a *App) overlayPanel(inset float64) (panel, in, close image.Rectangle) {
	m := a.u(24)
	if a.w < a.u(600) || a.h < a.u(500) {
		m = a.u(4)
	}
	panel = image.Rect(m, m, a.w-m, a.h-m)
	in = panel.Inset(a.u(inset))
	btn := a.u(44)
	return panel, in, image.Rect(in.Max.X-btn, in.Min.Y, in.Max.X, in.Min.Y+btn)
}

// layout places the help. The tabs take one row: beside the title when the row has room for them all,
// otherwise under it; when they do not all fit, the row is a strip that shows the tabs around the page
// shown between two arrows, so the text keeps most of the panel. In a short panel (a phone held
// sideways, large text) the rows of controls shrink to a finger's 44 px and the strip goes beside the
// title.
func (h *helpScreen) layout() helpLayout {
	a := h.app
	var l helpLayout
	var in image.Rectangle
	l.panel, in, _ = a.overlayPanel(12)
	btn, gap := a.u(44), a.u(6)
	short := in.Dy() < a.u(420)
	if short {
		in = l.panel.Inset(a.u(8))
		btn, gap = max(int(math.Round(44*a.scale)), a.u(30)), a.u(4)
	}
	l.row = btn
	l.close = image.Rect(in.Max.X-btn, in.Min.Y, in.Max.X, in.Min.Y+btn)
	n := len(h.pages)
	bold := kit.Face(kit.Bold, 22*a.unit)
	titles := h.titles()
	titleRoom := func(room int) string { // the longest heading that fits room
		for _, t := range titles {
			if kit.TextWidth(t, bold) <= float64(room) {
				return t
			}
		}
		return titles[len(titles)-1]
	}
	titleW := func(t string) int { return int(kit.TextWidth(t, bold)) + a.u(24) }
	arrow := btn
	if in.Dx()-2*arrow < a.u(100) {
		arrow = max(int(math.Round(44*a.scale)), a.u(30))
	}
	minTab := a.u(84)
	// strip lays the tabs out in r: all of them, or those around the page shown between arrows.
	strip := func(r image.Rectangle) {
		l.tabs = make([]image.Rectangle, n)
		first, k := 0, n
		inner := r
		if r.Dx()/minTab < n {
			inner = image.Rect(r.Min.X+arrow+gap, r.Min.Y, r.Max.X-arrow-gap, r.Max.Y)
			first, k = h.TabStrip(inner.Dx() / minTab)
			l.prevTab = image.Rect(r.Min.X, r.Min.Y, r.Min.X+arrow, r.Max.Y)
			l.nextTab = image.Rect(r.Max.X-arrow, r.Min.Y, r.Max.X, r.Max.Y)
		}
		tw := inner.Dx() / k
		for i := first; i < first+k; i++ {
			x := inner.Min.X + (i-first)*tw
			l.tabs[i] = image.Rect(x, r.Min.Y, x+tw-gap, r.Max.Y)
		}
	}
	y := in.Min.Y + btn + gap
	right := l.close.Min.X - a.u(8)
	l.title = titleRoom(right - in.Min.X - a.u(24))
	switch room := right - (in.Min.X + titleW(l.title)); {
	case room >= n*minTab:
		strip(image.Rect(right-min(room, n*a.u(120)), in.Min.Y, right, in.Min.Y+btn))
	case short && right-in.Min.X-titleW(titles[len(titles)-1]) >= 2*(arrow+gap)+minTab:
		// Short: the strip beside the shortest heading that leaves it room for two tabs, or one.
		for _, t := range titles {
			if room := right - in.Min.X - titleW(t); room >= 2*(arrow+gap)+min(2, n)*minTab || t == titles[len(titles)-1] {
				l.title = t
				strip(image.Rect(in.Min.X+titleW(t), in.Min.Y, right, in.Min.Y+btn))
				break
			}
		}
	default:
		strip(image.Rect(in.Min.X, y, in.Max.X, y+btn))
		y += btn + a.u(10)
		if short {
			y -= a.u(6)
		}
	}
	body := image.Rect(in.Min.X, y, in.Max.X, in.Max.Y)
	// The buttons go along the bottom, under the text: across the whole panel, or under the text
	// column when the picture stands beside it.
	buttons := func(r image.Rectangle) image.Rectangle {
		bw := min(a.u(140), r.Dx()/3)
		bottom := r.Max.Y - btn
		l.back = image.Rect(r.Min.X, bottom, r.Min.X+bw, r.Max.Y)
		l.next = image.Rect(r.Max.X-bw, bottom, r.Max.X, r.Max.Y)
		l.counter = image.Pt((r.Min.X+r.Max.X)/2, (bottom+r.Max.Y)/2)
		return image.Rect(r.Min.X, r.Min.Y, r.Max.X, bottom-gap-a.u(2))
	}
	if h.pages[h.Page].Draw != nil && body.Dx() >= body.Dy()*5/4 {
		// A wide body: the picture on the left as tall as the body, the text and buttons beside it.
		if pw := min(body.Dy(), body.Dx()-a.u(280)); pw >= a.u(160) {
			l.picture = image.Rect(body.Min.X, body.Min.Y, body.Min.X+pw, body.Max.Y)
			l.text = buttons(image.Rect(l.picture.Max.X+a.u(16), body.Min.Y, body.Max.X, body.Max.Y))
			return l
		}
	}
	body = buttons(body)
	l.text = body
	if h.pages[h.Page].Draw == nil {
		return l
	}
	// A tall body: the picture above, the text keeping room for at least five lines.
	minText := a.u(5*21 + 8)
	if ph := min(body.Dx(), body.Dy()-minText); ph >= a.u(140) {
		l.picture = image.Rect(body.Min.X, body.Min.Y, body.Max.X, body.Min.Y+ph)
		l.text = image.Rect(body.Min.X, l.picture.Max.Y+a.u(10), body.Max.X, body.Max.Y)
	}
	return l
}

// titles are the help's headings, longest first: the puzzle's name with "help", the name alone, "Help".
func (h *helpScreen) titles() []string {
	if c := h.app.mid.Current(); c >= 0 {
		name := h.app.puzzles[c].Backend.Info().Title
		return []string{name + " — help", name, "Help"}
	}
	return []string{"Quintet — help", "Quintet", "Help"}
}

// goTo shows a page's step and asks for a frame.
func (h *helpScreen) goTo(page, step int) {
	h.GoTo(page, step)
	h.app.dirty = true
}

func (h *helpScreen) update(a *App, in *input.Input) {
	was := [3]int{h.Page, h.Step, h.Line}
	if h.Key(in) {
		a.closeOverlay()
		return
	}
	if [3]int{h.Page, h.Step, h.Line} != was {
		a.dirty = true
	}
	l := h.layout()
	if in.Down && in.Drag.Y != 0 && in.Pointer.In(l.text) {
		h.Scroll(-in.Drag.Y / max(1, a.u(21)))
		a.dirty = true
	}
	if !in.Clicked {
		return
	}
	a.dirty = true
	switch {
	case in.ClickIn(l.close):
		a.closeOverlay()
	case !in.Pointer.In(l.panel):
		a.closeOverlay() // a tap beside the help closes it
	case in.ClickIn(l.next):
		if h.Last() {
			a.closeOverlay()
			return
		}
		h.Forward()
	case in.ClickIn(l.back):
		h.Backward()
	case in.ClickIn(l.picture):
		h.Forward()
	case in.ClickIn(l.prevTab):
		h.goTo(h.Page-1, 0)
	case in.ClickIn(l.nextTab):
		h.goTo(h.Page+1, 0)
	default:
		for i, r := range l.tabs {
			if in.ClickIn(r) {
				h.goTo(i, 0)
			}
		}
	}
}

// --- drawing ---------------------------------------------------------------------------------------------

func (h *helpScreen) draw(dst *kit.Canvas) {
	a := h.app
	t := a.theme()
	l := h.layout()
	defer a.texts.SetRegion(l.panel)()
	a.texts.Covered()
	kit.FillRect(dst, dst.Bounds(), kit.Fade(t.Bg, 0.6))
	kit.DrawPanel(dst, "panel", l.panel, float64(a.u(18)), t.Panel)
	in := l.panel.Inset(l.close.Min.Y - l.panel.Min.Y)
	bold := kit.Face(kit.Bold, 22*a.unit)
	right := l.close.Min.X
	for _, r := range append(l.tabs, l.prevTab) {
		if !r.Empty() && r.Min.Y == l.close.Min.Y { // the tabs share the title's row
			right = min(right, r.Min.X)
		}
	}
	kit.DrawText(dst, a.texts.Ellipsize(l.title, bold, float64(right-in.Min.X-a.u(8))), bold, float64(in.Min.X+a.u(6)), float64(l.close.Min.Y+l.close.Max.Y)/2, kit.Left, t.Text)
	h.button(dst, l.close, "×", false)

	tabFace := kit.Face(kit.Regular, 15*a.unit)
	for i, r := range l.tabs {
		if r.Empty() {
			continue
		}
		bg := t.Bg
		if i == h.Page {
			bg = t.PanelHi
		}
		kit.DrawPanel(dst, "panel", r, float64(a.u(10)), bg)
		if i == h.Page {
			kit.StrokeRect(dst, image.Rect(r.Min.X+a.u(8), r.Max.Y-a.u(4), r.Max.X-a.u(8), r.Max.Y-a.u(2)), float64(a.u(2)), t.Accent)
		}
		kit.DrawText(dst, a.texts.Ellipsize(h.pages[i].Title, tabFace, float64(r.Dx()-a.u(10))), tabFace, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, t.Text)
	}
	if !l.prevTab.Empty() {
		h.button(dst, l.prevTab, "‹", h.Page == 0)
		h.button(dst, l.nextTab, "›", h.Page == len(h.pages)-1)
	}

	p := h.pages[h.Page]
	if p.Draw != nil && !l.picture.Empty() {
		kit.DrawPanel(dst, "panel", l.picture, float64(a.u(12)), t.Bg)
		idle := a.tracker.Idle(a.start)
		f := a.frame(&idle)
		f.Area = l.picture.Inset(a.u(6))
		f.Hint = nil
		f.Arrival = scene.Shown
		f.Picture = true
		f.In = &input.Input{}
		sub := dst.Sub(l.picture)
		p.Draw(sub, f, h.Step)
	}
	body := ""
	if p.Text != nil {
		body = p.Text(h.Step)
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	a.texts.Scrolls = true // the text scrolls: every line is reachable
	lines := a.texts.Wrap(body, face, float64(l.text.Dx()-a.u(12)))
	a.texts.Scrolls = false
	lh := a.u(21)
	h.Lines, h.Wrapped = max(1, l.text.Dy()/lh), len(lines)
	if len(lines) > h.Lines && h.Lines > 1 {
		h.Lines-- // the last row says there is more
	}
	h.Line = min(h.Line, max(0, len(lines)-h.Lines))
	for i := 0; i < h.Lines && h.Line+i < len(lines); i++ {
		kit.DrawTextTop(dst, lines[h.Line+i], face, float64(l.text.Min.X+a.u(6)), float64(l.text.Min.Y+i*lh), kit.Left, t.Text)
	}
	small := kit.Face(kit.Regular, 14*a.unit)
	if h.Line+h.Lines < len(lines) {
		kit.DrawText(dst, "more ↓", small, float64(l.text.Max.X-a.u(4)), float64(l.text.Min.Y+h.Lines*lh+lh/2), kit.Right, t.Accent)
	}

	h.button(dst, l.back, "‹ Back", h.AtStart())
	h.button(dst, l.next, h.NextLabel(), false)
	kit.StrokeRect(dst, l.next, float64(a.u(2)), t.Accent) // Enter acts on Next
	counter, room := h.Counter(), float64(l.next.Min.X-l.back.Max.X-a.u(8))
	if kit.TextWidth(counter, small) > room {
		counter = h.CounterShort()
	}
	kit.DrawText(dst, a.texts.Ellipsize(counter, small, room), small, float64(l.counter.X), float64(l.counter.Y), kit.Center, t.Dim)
}

func (h *helpScreen) button(dst *kit.Canvas, r image.Rectangle, label string, disabled bool) {
	a := h.app
	t := a.theme()
	kit.DrawPanel(dst, "panel", r, float64(a.u(10)), t.PanelHi)
	c := t.Text
	if disabled {
		c = t.Dim
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	kit.DrawText(dst, a.texts.Ellipsize(label, face, float64(r.Dx()-a.u(8))), face, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, c)
}

// targets are the rectangles a tap acts on, by name: the tabs shown, the strip's arrows, Back, Next, ×.
func (l helpLayout) targets(titles []string) map[string]image.Rectangle {
	m := map[string]image.Rectangle{"back": l.back, "next": l.next, "close": l.close}
	for i, r := range l.tabs {
		if !r.Empty() {
			m["tab "+titles[i]] = r
		}
	}
	if !l.prevTab.Empty() {
		m["previous tab"], m["next tab"] = l.prevTab, l.nextTab
	}
	return m
}

// --- for tests -----------------------------------------------------------------------------------------

// HelpState says what the help shows: ok is false when it is closed.
type HelpState struct {
	Page, Step, Pages, Steps int
	Title                    string
	Text                     string // the page's text at this step
	// Targets are the rectangles a tap acts on (tabs, Back, Next, ×); Picture and TextArea where the
	// picture and the text are.
	Targets           map[string]image.Rectangle
	Picture, TextArea image.Rectangle
	TextLines         int // lines of text the page has, wrapped, and Shown how many fit
	Shown             int
}

// helpState reports the help screen's state (what the screen reader is told of a page; tests read it
// through the Probe).
func (a *App) helpState() (HelpState, bool) {
	h, ok := a.overlay.(*helpScreen)
	if !ok {
		return HelpState{}, false
	}
	l := h.layout()
	s := HelpState{Page: h.Page, Step: h.Step, Pages: len(h.pages), Steps: h.Steps(h.Page), Title: h.pages[h.Page].Title,
		Targets: l.targets(h.Titles), Picture: l.picture, TextArea: l.text, TextLines: h.Wrapped, Shown: h.Lines}
	if t := h.pages[h.Page].Text; t != nil {
		s.Text = t(h.Step)
	}
	return s, true
}

// speech: the help says how to turn its pages when it opens, and each page (or step) as it is shown.
func (h *helpScreen) speech(a *App) ui.Speech {
	sp := ui.Speech{Screen: "help", Opened: ui.HelpOpened}
	if t := h.pages[h.Page].Text; t != nil {
		sp.Focus = h.FocusWords(t(h.Step))
	} else {
		sp.Focus = h.FocusWords("")
	}
	return sp
}
