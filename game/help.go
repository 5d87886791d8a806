package game

import (
	"fmt"
	"image"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/game/session"
	"quintet/game/ui"
	"quintet/rules/puzzle"
	"quintet/version"
)

// helpScreen is the help over the current screen: pages in tabs (the rules, a worked example played on
// the real board, the puzzle's own pages of mathematics, the keys), each a short text and, on most, a
// picture that steps. kit.Left/kit.Right, Enter, the Back/Next buttons or a tap on the picture step through it
// page after page; Tab or a tab jumps to a page; Esc, ? or × closes.
type helpScreen struct {
	app   *App
	pages []scene.HelpPage
	page  int // the page shown
	step  int // the step of its picture
	line  int // the first line of its text shown (long texts scroll)
	// lines is how many text lines the last draw had room for, and wrapped how many the text has.
	lines, wrapped int
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
	b.WriteString(`Game IDs: "puzzle:params#seed" is a random game (the seed a number or a word: dials:n5q5#hello), "puzzle:params:description" one position. Ctrl+S saves the game to a file, which quintet -open (in the browser, Open) opens again. G opens the game ID (inside a puzzle its name may be left out: number#17 in Hash); in the browser it is also the address after #.`)
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
	tabs                                    []image.Rectangle
	counter                                 image.Point
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

func (h *helpScreen) layout() helpLayout {
	a := h.app
	var l helpLayout
	var in image.Rectangle
	l.panel, in, l.close = a.overlayPanel(12)
	btn := a.u(44)
	// Tabs: equal widths, at least 84 units each; beside the title when the row has room for both,
	// otherwise under it, in as many rows as they need.
	n := len(h.pages)
	titleW := int(kit.TextWidth(h.title(), kit.Face(kit.Bold, 22*a.unit))) + a.u(24)
	var tabs image.Rectangle
	y := in.Min.Y + btn + a.u(6)
	if room := l.close.Min.X - a.u(8) - (in.Min.X + titleW); room >= n*a.u(84) {
		tabs = image.Rect(l.close.Min.X-a.u(8)-min(room, n*a.u(120)), in.Min.Y, l.close.Min.X-a.u(8), in.Min.Y+btn)
	} else {
		perRow := max(1, min(n, in.Dx()/a.u(84)))
		rows := (n + perRow - 1) / perRow
		tabs = image.Rect(in.Min.X, y, in.Max.X, y+rows*(btn+a.u(4))-a.u(4))
		y = tabs.Max.Y + a.u(10)
	}
	perRow := max(1, min(n, tabs.Dx()/a.u(84)))
	tw := tabs.Dx() / perRow
	for i := range h.pages {
		r, c := i/perRow, i%perRow
		x := tabs.Min.X + c*tw
		l.tabs = append(l.tabs, image.Rect(x, tabs.Min.Y+r*(btn+a.u(4)), x+tw-a.u(6), tabs.Min.Y+r*(btn+a.u(4))+btn))
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
		return image.Rect(r.Min.X, r.Min.Y, r.Max.X, bottom-a.u(8))
	}
	if h.pages[h.page].Draw != nil && body.Dx() >= body.Dy()*5/4 {
		// A wide body: the picture on the left as tall as the body, the text and buttons beside it.
		if pw := min(body.Dy(), body.Dx()-a.u(280)); pw >= a.u(160) {
			l.picture = image.Rect(body.Min.X, body.Min.Y, body.Min.X+pw, body.Max.Y)
			l.text = buttons(image.Rect(l.picture.Max.X+a.u(16), body.Min.Y, body.Max.X, body.Max.Y))
			return l
		}
	}
	body = buttons(body)
	l.text = body
	if h.pages[h.page].Draw == nil {
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

// title is the help's heading.
func (h *helpScreen) title() string {
	if c := h.app.mid.Current(); c >= 0 {
		return h.app.puzzles[c].Backend.Info().Title + " — help"
	}
	return "Quintet — help"
}

// steps is how many steps page i has.
func (h *helpScreen) steps(i int) int { return max(1, h.pages[i].Steps) }

// last reports whether the page and step shown are the help's very last.
func (h *helpScreen) last() bool { return h.page == len(h.pages)-1 && h.step >= h.steps(h.page)-1 }

func (h *helpScreen) goTo(page, step int) {
	page = min(max(page, 0), len(h.pages)-1)
	step = min(max(step, 0), h.steps(page)-1)
	if page != h.page {
		h.line = 0
	}
	h.page, h.step = page, step
	h.app.dirty = true
}

// forward steps the picture on, then to the next page; back the other way.
func (h *helpScreen) forward() {
	switch {
	case h.step < h.steps(h.page)-1:
		h.goTo(h.page, h.step+1)
	case h.page < len(h.pages)-1:
		h.goTo(h.page+1, 0)
	}
}

func (h *helpScreen) backward() {
	switch {
	case h.step > 0:
		h.goTo(h.page, h.step-1)
	case h.page > 0:
		h.goTo(h.page-1, h.steps(h.page-1)-1)
	}
}

func (h *helpScreen) scroll(d int) {
	h.line = min(max(0, h.line+d), max(0, h.wrapped-h.lines))
	h.app.dirty = true
}

func (h *helpScreen) update(a *App, in *input.Input) {
	switch in.Action {
	case input.Back, input.Help:
		a.closeOverlay()
		return
	case input.Select:
		if h.last() {
			a.closeOverlay()
			return
		}
		h.forward()
	case input.Right:
		h.forward()
	case input.Left:
		h.backward()
	case input.Down:
		h.scroll(1)
	case input.Up:
		h.scroll(-1)
	case input.PageDown:
		h.goTo(h.page+1, 0)
	case input.PageUp:
		h.goTo(h.page-1, 0)
	case input.Home:
		h.goTo(0, 0)
	}
	if in.Key.Code == "Tab" {
		if in.Key.Shift {
			h.goTo((h.page+len(h.pages)-1)%len(h.pages), 0)
		} else {
			h.goTo((h.page+1)%len(h.pages), 0)
		}
	}
	if in.Wheel != 0 {
		h.scroll(-int(in.Wheel * 3))
	}
	l := h.layout()
	if in.Down && in.Drag.Y != 0 && in.Pointer.In(l.text) {
		h.scroll(-in.Drag.Y / max(1, a.u(21)))
	}
	if !in.Clicked {
		return
	}
	switch {
	case in.ClickIn(l.close):
		a.closeOverlay()
	case !in.Pointer.In(l.panel):
		a.closeOverlay() // a tap beside the help closes it
	case in.ClickIn(l.next):
		if h.last() {
			a.closeOverlay()
			return
		}
		h.forward()
	case in.ClickIn(l.back):
		h.backward()
	case in.ClickIn(l.picture):
		h.forward()
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
	in := l.panel.Inset(a.u(12))
	title := h.title()
	bold := kit.Face(kit.Bold, 22*a.unit)
	right := l.close.Min.X
	if len(l.tabs) > 0 && l.tabs[0].Min.Y == l.close.Min.Y {
		right = l.tabs[0].Min.X // the tabs share the title's row
	}
	kit.DrawText(dst, a.texts.Ellipsize(title, bold, float64(right-in.Min.X-a.u(8))), bold, float64(in.Min.X+a.u(6)), float64(l.close.Min.Y+l.close.Max.Y)/2, kit.Left, t.Text)
	h.button(dst, l.close, "×", false)

	tabFace := kit.Face(kit.Regular, 15*a.unit)
	for i, r := range l.tabs {
		bg := t.Bg
		if i == h.page {
			bg = t.PanelHi
		}
		kit.DrawPanel(dst, "panel", r, float64(a.u(10)), bg)
		if i == h.page {
			kit.StrokeRect(dst, image.Rect(r.Min.X+a.u(8), r.Max.Y-a.u(4), r.Max.X-a.u(8), r.Max.Y-a.u(2)), float64(a.u(2)), t.Accent)
		}
		kit.DrawText(dst, a.texts.Ellipsize(h.pages[i].Title, tabFace, float64(r.Dx()-a.u(10))), tabFace, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, t.Text)
	}

	p := h.pages[h.page]
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
		p.Draw(sub, f, h.step)
	}
	body := ""
	if p.Text != nil {
		body = p.Text(h.step)
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	a.texts.Scrolls = true // the text scrolls: every line is reachable
	lines := a.texts.Wrap(body, face, float64(l.text.Dx()-a.u(12)))
	a.texts.Scrolls = false
	lh := a.u(21)
	h.lines, h.wrapped = max(1, l.text.Dy()/lh), len(lines)
	h.line = min(h.line, max(0, len(lines)-h.lines))
	for i := 0; i < h.lines && h.line+i < len(lines); i++ {
		kit.DrawTextTop(dst, lines[h.line+i], face, float64(l.text.Min.X+a.u(6)), float64(l.text.Min.Y+i*lh), kit.Left, t.Text)
	}
	small := kit.Face(kit.Regular, 14*a.unit)
	if h.line+h.lines < len(lines) {
		kit.DrawText(dst, "more ↓", small, float64(l.text.Max.X-a.u(4)), float64(l.text.Max.Y-a.u(2)), kit.Right, t.Accent)
	}

	h.button(dst, l.back, "‹ Back", h.page == 0 && h.step == 0)
	next := "Next ›"
	if h.last() {
		next = "Close"
	}
	h.button(dst, l.next, next, false)
	kit.StrokeRect(dst, l.next, float64(a.u(2)), t.Accent) // Enter acts on Next
	counter := fmt.Sprintf("%d of %d", h.page+1, len(h.pages))
	if h.steps(h.page) > 1 {
		counter = fmt.Sprintf("step %d of %d", h.step+1, h.steps(h.page))
	}
	kit.DrawText(dst, a.texts.Ellipsize(counter, small, float64(l.next.Min.X-l.back.Max.X-a.u(8))), small, float64(l.counter.X), float64(l.counter.Y), kit.Center, t.Dim)
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
	s := HelpState{Page: h.page, Step: h.step, Pages: len(h.pages), Steps: h.steps(h.page), Title: h.pages[h.page].Title,
		Targets: map[string]image.Rectangle{"back": l.back, "next": l.next, "close": l.close}, Picture: l.picture, TextArea: l.text,
		TextLines: h.wrapped, Shown: h.lines}
	if t := h.pages[h.page].Text; t != nil {
		s.Text = t(h.step)
	}
	for i, r := range l.tabs {
		s.Targets["tab "+h.pages[i].Title] = r
	}
	return s, true
}

// speech: the help says how to turn its pages when it opens, and each page (or step) as it is shown.
func (h *helpScreen) speech(a *App) ui.Speech {
	sp := ui.Speech{Screen: "help", Opened: "Help. Arrows or Page Up and Page Down turn the pages; Esc closes."}
	if st, ok := a.helpState(); ok {
		sp.Focus = fmt.Sprintf("Page %d of %d, %s. %s", st.Page+1, st.Pages, st.Title, st.Text)
	}
	return sp
}
