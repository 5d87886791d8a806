package game

import (
	"image"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// pad is the screens' margin, in units.
const pad = 10

// puzzleScreen is the open puzzle: the top bar with its game ID, the scene, the status line and the toolbar.
type puzzleScreen struct {
	app *App
	// folds are the texts the scene's last draw could not show whole (Frame.Fold), each with its "more"
	// chip; drawing is set while the scene draws the open puzzle (not a help picture).
	folds   []fold
	drawing bool
	elided  []elidedText // the scene's shortened texts in the last draw: whole in a tooltip
	// statusFull is the status line's whole text when the last draw had to shorten it ("" when it
	// showed whole): a tap on the status line shows it.
	statusFull string
	pop        ui.Popup // what is open over the puzzle
	hover      int      // what the pointer was last over, as hoverAt numbers it
}

// hoverAt numbers what the pointer is over that is drawn differently when hovered (ui.PlayView.HoverAt).
func (p *puzzleScreen) hoverAt(in *input.Input) int {
	if in.Touch || !in.HasPoint {
		return -1
	}
	var chips, boxes []image.Rectangle
	for _, fd := range p.folds {
		chips = append(chips, fd.chip)
	}
	for _, e := range p.elided {
		boxes = append(boxes, e.box)
	}
	v := p.view()
	return v.HoverAt(in.Pointer, v.Toolbar(), chips, boxes)
}

// hoverChanged reports whether a pointer that moved changed what is drawn hovered since the last call
// (an open popup redraws on every move).
func (p *puzzleScreen) hoverChanged(in *input.Input) bool {
	h := p.hoverAt(in)
	changed := h != p.hover || p.pop.Open != 0
	p.hover = h
	return changed
}

// view is the screen as the layout in game/ui reads it (the popup's wraps go to the layout report).
func (p *puzzleScreen) view() ui.PlayView {
	a := p.app
	return ui.PlayView{Units: a.units(), Touch: a.touchLayout(), M: a.measure(a.texts.Wrap)}
}

func (p *puzzleScreen) toolbar() []ui.Tool         { return p.view().Toolbar() }
func (p *puzzleScreen) boardRect() image.Rectangle { return p.view().BoardRect() }

// touchLayout reports whether the screen is laid out for fingers (ui.TouchLayout).
func (a *App) touchLayout() bool { return ui.TouchLayout(a.w, a.h, a.scale, a.textK) }

// gameID is the open game's ID, and its width whole.
func (p *puzzleScreen) gameID() (string, float64) {
	a := p.app
	id := a.mid.Session(a.mid.Current()).Current().Game.String()
	return id, kit.TextWidth(id, kit.Face(kit.Mono, ui.IDText*a.unit))
}

// idRect is where the game ID is, a tap on it opening the ID dialog (ui.PlayView.IDRect).
func (p *puzzleScreen) idRect() image.Rectangle {
	_, w := p.gameID()
	return p.view().IDRect(p.statusTexts(), w)
}

// flashRect is where the completion flash shows, and whether it is on.
func (p *puzzleScreen) flashRect() (image.Rectangle, bool) {
	_, on := p.app.mid.FlashAge()
	return p.view().FlashRect(), on
}

// statusTexts is what the status line says now.
func (p *puzzleScreen) statusTexts() ui.Status {
	a := p.app
	narration := ""
	if n, ok := p.scene().(scene.Narrator); ok {
		narration = n.Narration()
	}
	revealing := a.revealing()
	left, right := a.mid.StatusLine(revealing, narration)
	// (the notices have their own panel: drawNotices)
	return ui.StatusOf(left, right, a.mid.TimerText(), a.mid.Transient(), a.mid.Session(a.mid.Current()).Pos().Status(), revealing)
}

func (p *puzzleScreen) scene() scene.Scene { return p.app.scenes[p.app.mid.Current()] }

func (p *puzzleScreen) update(a *App, in *input.Input) {
	if a.dismissNotices(in) || p.pop.Open != 0 && p.popupUpdate(a, in) {
		return
	}
	capturing := p.scene().Capturing()
	if d, ok := p.scene().(scene.Dismisser); ok && in.Action == input.Back && d.Dismiss() {
		in.Consume() // Esc closed something the scene had open (a loupe) rather than leaving the puzzle
		a.dirty = true
		return
	}
	if !capturing && p.act(a, in.Action) {
		in.Consume()
		return
	}
	if capturing && (in.Action == input.Undo || in.Action == input.Redo || in.Action == input.Help) && in.Key.Ctrl {
		p.act(a, in.Action) // Ctrl shortcuts work while typing
		in.Consume()
		return
	}
	for _, b := range p.toolbar() {
		if in.ClickIn(b.R) {
			in.Consume()
			if b.Action == ui.MoreAction {
				p.pop.Open = ui.PopMore
				a.dirty = true
				return
			}
			p.act(a, b.Action)
			return
		}
		if b.Action == input.Hint && in.LongBegan && in.Pointer.In(b.R) {
			in.Consume()
			p.act(a, input.Solution) // holding Hint is Shift+H: the whole solution, once the hint is shown
			return
		}
	}
	if in.ClickIn(p.idRect()) {
		in.Consume()
		a.openDialog()
		return
	}
	if p.statusFull != "" && in.ClickIn(p.view().StatusRect()) {
		in.Consume()
		p.openWhole(p.statusFull) // the status line was shortened: a tap shows it whole
		a.dirty = true
		return
	}
	for _, fd := range p.folds {
		if in.ClickIn(fd.chip) {
			in.Consume()
			p.openWhole(fd.whole)
			return
		}
	}
	f := a.frame(in)
	p.scene().Update(f)
	if f.Changed() {
		a.dirty = true
	}
}

// act runs one of the midend's actions; it reports whether the action was one.
func (p *puzzleScreen) act(a *App, act input.Action) bool {
	switch act {
	case input.Help:
		a.openHelp()
	case input.GameID:
		a.openDialog()
	case input.Stats:
		a.openStats(a.mid.Current())
	case input.Whole:
		p.showWhole(a)
	case input.Back, input.Menu:
		a.mid.ToMenu()
	case input.New, input.Undo, input.Redo, input.Restart, input.Hint, input.Solution, input.Solve, input.Theme:
		a.mid.Do(act)
	case input.SaveFile, input.OpenFile:
		a.fileAction(act)
	default:
		return false
	}
	return true
}

// draw draws the whole screen: the board's band afresh, the others from their layers.
func (p *puzzleScreen) draw(dst *kit.Canvas) {
	a := p.app
	a.texts.Start()
	t := a.theme()
	s := a.mid.Session(a.mid.Current())
	v := p.view()
	if _, flash := p.flashRect(); !flash && !v.Barless() { // the flash covers the top bar while it shows
		a.texts.InRegion(v.TopRect(), func() { p.drawTop(dst, v) })
	}
	idle := a.tracker.Idle(a.start) // the pointer as it is now, for hover
	f := a.frame(&idle)
	p.folds, p.drawing = p.folds[:0], true
	from, elidedFrom := len(a.texts.Drawn), len(a.texts.Hovered)
	a.texts.Hover = true // what the scene elides is whole in a tooltip (drawTooltip)
	a.texts.InRegion(f.Area, func() { p.scene().Draw(dst, f) })
	a.texts.Hover = false
	p.drawing = false
	p.noteElided(from, elidedFrom)
	for _, fd := range p.folds {
		a.texts.InRegion(fd.chip, func() {
			kit.Button(dst, t, fd.chip, "more ›", kit.Face(kit.Regular, 14*a.unit), idle.In(fd.chip) && !idle.Touch, true, false)
		})
	}
	if _, flash := p.flashRect(); !flash || !v.Barless() { // barless, the flash covers the status
		a.texts.InRegion(v.StatusRect(), func() { p.drawStatus(dst, v) })
	}
	small := kit.Face(kit.Regular, ui.ToolText*a.unit)
	for _, b := range v.Toolbar() {
		disabled := (b.Action == input.Undo && !s.CanUndo()) || (b.Action == input.Redo && !s.CanRedo())
		accent := b.Action == input.Hint && a.mid.HintAsked()
		a.texts.InRegion(b.R, func() { kit.Button(dst, t, b.R, b.Label, small, idle.In(b.R) && !idle.Touch, accent, disabled) })
	}
	p.drawTooltip(dst, &idle, v)
	p.drawFlash(dst, v)
	p.drawPopup(dst, v)
	a.drawNotices(dst)
}

// drawTop draws the top bar: the puzzle's title on the left, its game ID on the right (shortened where
// it does not fit: a tap on it opens the dialog, which shows it whole).
func (p *puzzleScreen) drawTop(dst *kit.Canvas, v ui.PlayView) {
	a := p.app
	t := a.theme()
	cy := float64(v.TopH()) / 2
	face := kit.Face(kit.Mono, ui.IDText*a.unit)
	id, _ := p.gameID()
	title, size, id := v.Top(a.puzzles[a.mid.Current()].Backend.Info().Title, id, func(s string) float64 { return kit.TextWidth(s, face) },
		func(s string, size, w float64) string { return a.texts.Ellipsize(s, kit.Face(kit.Bold, size), w) })
	kit.DrawText(dst, title, kit.Face(kit.Bold, size), float64(a.u(pad)), cy, kit.Left, t.Text)
	kit.DrawText(dst, id, face, float64(a.w-a.u(pad)), cy, kit.Right, t.Dim)
}

func (p *puzzleScreen) drawStatus(dst *kit.Canvas, v ui.PlayView) {
	a := p.app
	t := a.theme()
	r := v.StatusRect()
	kit.DrawPanel(dst, "panel", r, float64(r.Dy())/3, t.Panel)
	face := kit.Face(kit.Regular, ui.StatusText*a.unit)
	st := p.statusTexts()
	// Shortened text is reachable whole: a tap on the status line (or the whole-text key) shows it.
	a.texts.Reachable = true
	defer func() { a.texts.Reachable = false }()
	var ir image.Rectangle
	if v.Barless() && !v.Rail() { // the game ID at the right end, shortened (the dialog shows it whole)
		id, idW := p.gameID()
		ir = v.IDRect(st, idW)
		mono := kit.Face(kit.Mono, ui.IDText*a.unit)
		id = ui.ShortID(id, func(s string) float64 { return kit.TextWidth(s, mono) }, float64(ir.Dx()-a.u(12)))
		cy := float64(r.Min.Y+r.Max.Y) / 2
		a.texts.InRegion(ir, func() { kit.DrawText(dst, id, mono, float64(ir.Max.X-a.u(12)), cy, kit.Right, t.Dim) })
	}
	o := v.ShowStatus(st, ir, func(s string, w float64) string { return a.texts.Ellipsize(s, face, w) })
	if st.Icon != "" {
		c := t.Good
		if st.Icon == "cross" {
			c = t.Bad
		}
		kit.DrawSpriteF(dst, st.Icon, o.IconX, o.IconY, o.IconSize, o.IconSize, c)
	}
	c := t.Dim
	if st.Warn {
		c = t.Warn
	}
	kit.DrawText(dst, o.Left, face, o.LeftX, o.LeftY, kit.Left, t.Text)
	if o.MsgShown {
		kit.DrawText(dst, o.Msg, face, o.MsgX, o.MsgY, kit.Left, c)
	}
	p.statusFull = o.Whole
}

// drawFlash is the completion flash: a banner over the top bar that fades out; it covers nothing of
// the board, its panel or the status line.
func (p *puzzleScreen) drawFlash(dst *kit.Canvas, v ui.PlayView) {
	a := p.app
	age, on := a.mid.FlashAge()
	if !on {
		return
	}
	t := a.theme()
	won := a.mid.Session(a.mid.Current()).Pos().Status() == puzzle.Won
	f := v.FlashAt(float64(age)/float64(midend.FlashFor), flashHold, won, a.mid.ReducedMotion())
	c := t.Bad
	if f.Won {
		c = t.Good
	}
	r := v.FlashRect()
	defer a.texts.SetRegion(r)()
	kit.DrawPanel(dst, "panel", r, float64(r.Dy())/3, kit.Fade(t.PanelHi, f.Alpha))
	kit.DrawPanel(dst, "frame", r, float64(r.Dy())/3, kit.Fade(c, f.Alpha))
	kit.DrawSpriteF(dst, f.Icon, f.X, f.Mid-f.Side/2, f.Side, f.Side, kit.Fade(c, f.Alpha))
	kit.DrawText(dst, f.Label, kit.Face(kit.Bold, f.Size), f.X+f.Side+float64(a.u(10)), f.Mid, kit.Left, kit.Fade(t.Text, f.Alpha))
}

// speech: a puzzle says its rules, game and count when it opens; its cursor and moves are said by the
// announcer from the position (announce.go).
func (p *puzzleScreen) speech(a *App) ui.Speech {
	cur := a.mid.Current()
	if cur < 0 {
		return ui.Speech{}
	}
	info := a.puzzles[cur].Backend.Info()
	return ui.Speech{Screen: info.Name, Opened: a.openedWords(), Back: "Back to " + info.Title + "."}
}
