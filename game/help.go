package game

import (
	"image"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/probe"
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
		line, err := ui.ExampleLine(p.Backend) // played once, for the rules' picture and the example
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
	var infos []puzzle.Info
	for _, p := range a.puzzles {
		infos = append(infos, p.Backend.Info())
	}
	text := ui.WelcomeText(infos)
	return scene.HelpPage{Title: "Quintet", Text: func(int) string { return text }}
}

// keysText lists the keys, one to a line (ui.KeysText).
func (a *App) keysText() string {
	var keys []puzzle.Key
	if c := a.mid.Current(); c >= 0 {
		keys = a.puzzles[c].Backend.Info().Keys
	}
	return ui.KeysText(keys, version.String())
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

// examplePage plays the worked example on the real board, a move a step, drawn by a scene of its own.
func examplePage(p scene.Puzzle, line []puzzle.Position) scene.HelpPage {
	ex := p.Backend.Info().Example
	sc := p.NewScene()
	before := ui.MovesBefore(line[0])
	return scene.HelpPage{
		Title: "Example",
		Steps: len(line),
		Text:  func(s int) string { return ui.ExampleText(ex, before, s) },
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

// units is the screen's size and layout unit, for the layouts done in package ui.
func (a *App) units() ui.Units { return ui.Units{W: a.w, H: a.h, Unit: a.unit, Scale: a.scale} }

// overlayPanel is the panel a full-window overlay is drawn in (ui.Units.OverlayPanel).
func (a *App) overlayPanel(inset float64) (panel, in, close image.Rectangle) {
	return a.units().OverlayPanel(inset)
}

// layout places the help (ui.Help.Layout), its headings measured in the heading's face.
func (h *helpScreen) layout() ui.HelpPlaces {
	bold := kit.Face(kit.Bold, 22*h.app.unit)
	return h.Layout(h.app.units(), h.titles(), func(s string) float64 { return kit.TextWidth(s, bold) }, h.pages[h.Page].Draw != nil)
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
	if in.Down && in.Drag.Y != 0 && in.Pointer.In(l.Text) {
		h.Scroll(-in.Drag.Y / max(1, a.u(21)))
		a.dirty = true
	}
	if !in.Clicked {
		return
	}
	a.dirty = true
	switch {
	case in.ClickIn(l.Close):
		a.closeOverlay()
	case !in.Pointer.In(l.Panel):
		a.closeOverlay() // a tap beside the help closes it
	case in.ClickIn(l.Next):
		if h.Last() {
			a.closeOverlay()
			return
		}
		h.Forward()
	case in.ClickIn(l.Back):
		h.Backward()
	case in.ClickIn(l.Picture):
		h.Forward()
	case in.ClickIn(l.PrevTab):
		h.goTo(h.Page-1, 0)
	case in.ClickIn(l.NextTab):
		h.goTo(h.Page+1, 0)
	default:
		for i, r := range l.Tabs {
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
	defer a.texts.SetRegion(l.Panel)()
	a.texts.Covered()
	kit.FillRect(dst, dst.Bounds(), kit.Fade(t.Bg, 0.6))
	kit.DrawPanel(dst, "panel", l.Panel, float64(a.u(18)), t.Panel)
	in := l.Panel.Inset(l.Close.Min.Y - l.Panel.Min.Y)
	bold := kit.Face(kit.Bold, 22*a.unit)
	right := l.Close.Min.X
	for _, r := range append(l.Tabs, l.PrevTab) {
		if !r.Empty() && r.Min.Y == l.Close.Min.Y { // the tabs share the title's row
			right = min(right, r.Min.X)
		}
	}
	kit.DrawText(dst, a.texts.Ellipsize(l.Title, bold, float64(right-in.Min.X-a.u(8))), bold, float64(in.Min.X+a.u(6)), float64(l.Close.Min.Y+l.Close.Max.Y)/2, kit.Left, t.Text)
	h.button(dst, l.Close, "×", false)

	tabFace := kit.Face(kit.Regular, 15*a.unit)
	for i, r := range l.Tabs {
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
	if !l.PrevTab.Empty() {
		h.button(dst, l.PrevTab, "‹", h.Page == 0)
		h.button(dst, l.NextTab, "›", h.Page == len(h.pages)-1)
	}

	p := h.pages[h.Page]
	if p.Draw != nil && !l.Picture.Empty() {
		kit.DrawPanel(dst, "panel", l.Picture, float64(a.u(12)), t.Bg)
		idle := a.tracker.Idle(a.start)
		f := a.frame(&idle)
		f.Area = l.Picture.Inset(a.u(6))
		f.Hint = nil
		f.Arrival = scene.Shown
		f.Picture = true
		f.In = &input.Input{}
		sub := dst.Sub(l.Picture)
		p.Draw(sub, f, h.Step)
	}
	body := ""
	if p.Text != nil {
		body = p.Text(h.Step)
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	a.texts.Scrolls = true // the text scrolls: every line is reachable
	lines := a.texts.Wrap(body, face, float64(l.Text.Dx()-a.u(12)))
	a.texts.Scrolls = false
	lh := a.u(21)
	h.Lines, h.Wrapped = max(1, l.Text.Dy()/lh), len(lines)
	if len(lines) > h.Lines && h.Lines > 1 {
		h.Lines-- // the last row says there is more
	}
	h.Line = min(h.Line, max(0, len(lines)-h.Lines))
	for i := 0; i < h.Lines && h.Line+i < len(lines); i++ {
		kit.DrawTextTop(dst, lines[h.Line+i], face, float64(l.Text.Min.X+a.u(6)), float64(l.Text.Min.Y+i*lh), kit.Left, t.Text)
	}
	small := kit.Face(kit.Regular, 14*a.unit)
	if h.Line+h.Lines < len(lines) {
		kit.DrawText(dst, "more ↓", small, float64(l.Text.Max.X-a.u(4)), float64(l.Text.Min.Y+h.Lines*lh+lh/2), kit.Right, t.Accent)
	}

	h.button(dst, l.Back, "‹ Back", h.AtStart())
	h.button(dst, l.Next, h.NextLabel(), false)
	kit.StrokeRect(dst, l.Next, float64(a.u(2)), t.Accent) // Enter acts on Next
	counter, room := h.Counter(), float64(l.Next.Min.X-l.Back.Max.X-a.u(8))
	if kit.TextWidth(counter, small) > room {
		counter = h.CounterShort()
	}
	kit.DrawText(dst, a.texts.Ellipsize(counter, small, room), small, float64(l.Counter.X), float64(l.Counter.Y), kit.Center, t.Dim)
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

// HelpState says what the help shows (the probe's type: tests read it through the Probe).
type HelpState = probe.HelpState

// helpState reports the help screen's state (what the screen reader is told of a page; tests read it
// through the Probe).
func (a *App) helpState() (HelpState, bool) {
	h, ok := a.overlay.(*helpScreen)
	if !ok {
		return HelpState{}, false
	}
	l := h.layout()
	s := HelpState{Page: h.Page, Step: h.Step, Pages: len(h.pages), Steps: h.Steps(h.Page), Title: h.pages[h.Page].Title,
		Targets: l.Targets(h.Titles), Picture: l.Picture, TextArea: l.Text, TextLines: h.Wrapped, Shown: h.Lines}
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
