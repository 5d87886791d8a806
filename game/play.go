package game

import (
	"image"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// Layout in units (scaled by a.unit): a top bar, the board, a status line and the toolbar. The board
// gets what the others leave, so they stay slim: on a short window the top bar shrinks, the toolbar is
// one row whose buttons drop their keys and then put the least used actions under "More", and the
// status line shortens what does not fit (a tap shows it whole). Only a phone held upright, whose board
// is limited by the width, gets two rows of buttons and two lines of status.
const (
	topBar      = 46
	topBarShort = 34 // on a short window
	statusBar   = 34
	statusLine  = 20 // each further line of the status on a phone held upright
	toolRow     = 50
	touchRow    = 54 // a row of buttons at least 44 tall, for fingers
	pad         = 10
)

type toolButton struct {
	action input.Action
	label  string
	r      image.Rectangle
}

// tools are the toolbar's buttons, in their order on screen.
func tools() []struct {
	action input.Action
	label  string
} {
	return []struct {
		action input.Action
		label  string
	}{
		{input.Menu, "Menu"}, {input.New, "New (N)"}, {input.Restart, "Restart"}, {input.Undo, "Undo (U)"},
		{input.Redo, "Redo (R)"}, {input.Hint, "Hint (H)"}, {input.Solve, "Solve (S)"}, {input.GameID, "Game ID (G)"},
		{input.Help, "Help (?)"}, {input.Theme, "Theme (T)"}, {input.Stats, "Stats (F3)"},
	}
}

// toolRank orders the tools by how much a player needs them on screen: when the toolbar has no room
// for all, the last go under "More" first.
func toolRank() []input.Action {
	return []input.Action{input.Menu, input.Undo, input.Hint, input.New, input.Redo, input.Help, input.Restart,
		input.Solve, input.GameID, input.Theme}
}

// moreAction is the "More" button's action: it opens the list of the tools the toolbar has no room for.
const moreAction input.Action = -1

// puzzleScreen is the open puzzle: the top bar with its game ID, the scene, the status line and the toolbar.
type puzzleScreen struct {
	app *App
	// folds are the texts the scene's last draw could not show whole (Frame.Fold), each with its "more"
	// chip; drawing is set while the scene draws the open puzzle (not a help picture).
	folds   []fold
	drawing bool
	elided  []elidedText // the scene's shortened texts in the last draw: whole in a tooltip
	popText string       // the text the open popStatus shows: the status line's or a fold's
	// statusFull is the status line's whole text when the last draw had to shorten it ("" when it
	// showed whole): a tap on the status line shows it.
	statusFull string
	// popup is what is open over the puzzle: the "More" list (popMore) or the whole status text
	// (popStatus); 0 when nothing is.
	popup     int
	popScroll int // the first line the whole-text popup shows, where it has more than the screen holds
	hover     int // what the pointer was last over, as hoverAt numbers it
}

// hoverAt numbers what the pointer is over that is drawn differently when hovered: a toolbar button,
// a "more ›" chip, a text shortened with "…" (its tooltip); -1 for nothing.
func (p *puzzleScreen) hoverAt(in *input.Input) int {
	if in.Touch {
		return -1
	}
	for i, b := range p.toolbar() {
		if in.In(b.r) {
			return i
		}
	}
	for i, fd := range p.folds {
		if in.In(fd.chip) {
			return 1000 + i
		}
	}
	for i, e := range p.elided {
		if in.In(e.box.Inset(-p.app.u(4))) {
			return 2000 + i
		}
	}
	return -1
}

// hoverChanged reports whether a pointer that moved changed what is drawn hovered since the last call
// (an open popup redraws on every move).
func (p *puzzleScreen) hoverChanged(in *input.Input) bool {
	h := p.hoverAt(in)
	changed := h != p.hover || p.popup != 0
	p.hover = h
	return changed
}

const (
	popMore = iota + 1
	popStatus
)

// upright is true on a screen much taller than wide (a phone held upright): height to spare.
func (p *puzzleScreen) upright() bool { return p.app.h*4 > p.app.w*5 }

// short is true on a window too short for the full-height bars.
func (p *puzzleScreen) short() bool { return float64(p.app.h) < 600*p.app.unit }

// barless is true on a short window held sideways (a phone, a small window, large text), where every
// row of height counts: no top bar; the game ID goes to the status line's right end.
func (p *puzzleScreen) barless() bool { return p.short() && p.app.w > p.app.h }

func (p *puzzleScreen) topH() int {
	if p.barless() {
		return p.app.u(6)
	}
	if p.app.touchLayout() {
		return p.app.u(44) // the game ID is a target for a finger
	}
	if p.short() {
		return p.app.u(topBarShort)
	}
	return p.app.u(topBar)
}

// rowH is the height of a toolbar row: buttons at least 44 CSS pixels tall where fingers press them.
func (p *puzzleScreen) rowH() int {
	if p.app.touchLayout() {
		return p.app.u(touchRow)
	}
	return p.app.u(toolRow)
}

// toolRows is 2 on a phone held upright, where the width is short and the height to spare, else 1.
func (p *puzzleScreen) toolRows() int {
	if p.upright() && p.app.touchLayout() {
		return 2
	}
	return 1
}

// Rail: on a short window held sideways whose toolbar row and status line under the board would leave
// the board less than boardShare of the height (a phone on its side at large text), the buttons and
// the status line (two lines; the game ID leaves it, G and "More" open it) stand in a column on the
// right, railCols buttons wide, and the board has the whole height.
const (
	railCols   = 2
	railButton = 64 // a rail button's width, in units
	boardShare = 0.6
)

// rail reports whether the toolbar and the status are a rail on the right.
func (p *puzzleScreen) rail() bool {
	a := p.app
	if !p.barless() || !a.touchLayout() {
		return false
	}
	// (a status line under the board, holding the game ID, is a finger's target tall)
	return float64(a.h-p.topH()-a.u(44)-p.rowH()-a.u(4)) < boardShare*float64(a.h)
}

// railX is the rail's left edge.
func (p *puzzleScreen) railX() int {
	a := p.app
	return a.w - a.u(pad) - railCols*a.u(railButton) - (railCols-1)*a.u(pad)
}

// railRect is where the rail's buttons go: right of the board, above the status line.
func (p *puzzleScreen) railRect() image.Rectangle {
	a := p.app
	return image.Rect(p.railX(), p.topH(), a.w-a.u(pad), a.h-2*a.u(4)-p.statusH())
}

// railPlan is toolPlan for the rail: as many tools as its rows hold, the most needed first, the others
// under "More".
func (p *puzzleScreen) railPlan() (shown []int, more bool) {
	rows := max(1, (p.railRect().Dy()+p.app.u(pad))/p.rowH())
	slots := railCols * rows
	if len(tools()) <= slots {
		for i := range tools() {
			shown = append(shown, i)
		}
		return shown, false
	}
	keep := map[input.Action]bool{}
	for _, act := range toolRank()[:min(len(toolRank()), max(1, slots-1))] {
		keep[act] = true
	}
	for i, t := range tools() {
		if keep[t.action] {
			shown = append(shown, i)
		}
	}
	return shown, true
}

// toolPlan is which tools the toolbar shows (indices into tools, in order), whether with their keys,
// and whether a "More" button holds the others.
func (p *puzzleScreen) toolPlan() (shown []int, keys, more bool) {
	a := p.app
	if p.rail() {
		shown, more = p.railPlan()
		return shown, false, more
	}
	face := kit.Face(kit.Regular, 14*a.unit)
	least := a.u(64)
	if a.touchLayout() {
		least = a.u(56)
	}
	fits := func(more, keys bool) bool {
		labels := shown
		if more {
			labels = append(append([]int(nil), shown...), -1)
		}
		slots := (len(labels) + p.toolRows() - 1) / p.toolRows()
		bw := (a.w - a.u(pad)) / max(1, slots)
		for _, i := range labels {
			label := "More"
			if i >= 0 {
				label = toolLabel(i, keys)
			}
			if float64(bw-a.u(pad)) < max(float64(least), kit.TextWidth(label, face)+float64(a.u(14))) {
				return false
			}
		}
		return true
	}
	shown = make([]int, len(tools()))
	for i := range tools() {
		shown[i] = i
	}
	if !a.touchLayout() && fits(false, true) {
		return shown, true, false
	}
	if fits(false, false) {
		return shown, false, false
	}
	// Drop the least needed until the rest and "More" fit.
	for k := len(toolRank()) - 1; k > 2; k-- {
		keep := map[input.Action]bool{}
		for _, act := range toolRank()[:k] {
			keep[act] = true
		}
		shown = shown[:0]
		for i, t := range tools() {
			if keep[t.action] {
				shown = append(shown, i)
			}
		}
		if fits(true, false) {
			break
		}
	}
	return shown, false, true
}

// toolLabel is tool i's label, with its key or without.
func toolLabel(i int, keys bool) string {
	label := tools()[i].label
	if !keys {
		label, _, _ = strings.Cut(label, " (")
	}
	return label
}

func (p *puzzleScreen) toolbar() []toolButton {
	a := p.app
	shown, keys, more := p.toolPlan()
	var bs []toolButton
	for _, i := range shown {
		bs = append(bs, toolButton{tools()[i].action, toolLabel(i, keys), image.Rectangle{}})
	}
	if more {
		bs = append(bs, toolButton{moreAction, "More", image.Rectangle{}})
	}
	rh := p.rowH()
	bh := rh - a.u(pad)
	if p.rail() {
		rr := p.railRect()
		for i := range bs {
			x := rr.Min.X + (i%railCols)*(a.u(railButton)+a.u(pad))
			y := rr.Min.Y + (i/railCols)*rh
			bs[i].r = image.Rect(x, y, x+a.u(railButton), y+bh)
		}
		return bs
	}
	rows := p.toolRows()
	perRow := (len(bs) + rows - 1) / rows
	bw := (a.w - a.u(pad)) / perRow
	for i := range bs {
		row, col := i/perRow, i%perRow
		x := a.u(pad) + col*bw
		y := a.h - rows*rh + row*rh
		bs[i].r = image.Rect(x, y, x+bw-a.u(pad), y+bh)
	}
	return bs
}

// moreItems are the tools under "More", in a column above the "More" button.
func (p *puzzleScreen) moreItems() []toolButton {
	a := p.app
	shown, _, more := p.toolPlan()
	if !more {
		return nil
	}
	on := map[int]bool{}
	for _, i := range shown {
		on[i] = true
	}
	bar := p.toolbar()
	anchor := bar[len(bar)-1].r
	face := kit.Face(kit.Regular, 14*a.unit)
	w := anchor.Dx()
	var items []toolButton
	for i := range tools() {
		if !on[i] {
			items = append(items, toolButton{tools()[i].action, toolLabel(i, true), image.Rectangle{}})
			w = max(w, int(kit.TextWidth(items[len(items)-1].label, face))+a.u(28))
		}
	}
	h := p.rowH() - a.u(pad)
	if p.rail() {
		// Columns as tall as the window, leftwards from the rail, the labels without their keys.
		w = 0
		for i := range items {
			items[i].label, _, _ = strings.Cut(items[i].label, " (")
			w = max(w, int(kit.TextWidth(items[i].label, face))+a.u(28))
		}
		perCol := max(1, (a.h-2*a.u(pad)+a.u(4))/(h+a.u(4)))
		right := p.railRect().Min.X - a.u(6)
		for i := range items {
			c, r := i/perCol, i%perCol
			x, y := right-(c+1)*w-c*a.u(4), a.u(pad)+r*(h+a.u(4))
			items[i].r = image.Rect(x, y, x+w, y+h)
		}
		return items
	}
	x := min(anchor.Max.X, a.w-a.u(pad)) - w
	y := anchor.Min.Y - a.u(6) - len(items)*(h+a.u(4))
	for i := range items {
		items[i].r = image.Rect(x, y+i*(h+a.u(4)), x+w, y+i*(h+a.u(4))+h)
	}
	return items
}

// statusLines is how many lines of text the status has room for.
func (p *puzzleScreen) statusLines() int {
	if p.upright() && p.app.touchLayout() || p.rail() {
		return 2
	}
	return 1
}

// statusH is the status line's height.
func (p *puzzleScreen) statusH() int {
	a := p.app
	if p.barless() && a.touchLayout() && !p.rail() {
		return a.u(44) // it holds the game ID, a target for a finger
	}
	return a.u(statusBar) + (p.statusLines()-1)*a.u(statusLine)
}

func (p *puzzleScreen) statusRect() image.Rectangle {
	a := p.app
	h := p.statusH()
	y := a.h - p.toolRows()*p.rowH() - h
	if p.rail() {
		y = a.h - a.u(4) - h
		return image.Rect(p.railX(), y, a.w-a.u(pad), y+h)
	}
	return image.Rect(a.u(pad), y, a.w-a.u(pad), y+h)
}

func (p *puzzleScreen) boardRect() image.Rectangle {
	a := p.app
	if p.rail() {
		return image.Rect(a.u(pad), p.topH(), p.railX()-a.u(pad), a.h-a.u(4))
	}
	return image.Rect(a.u(pad), p.topH(), a.w-a.u(pad), p.statusRect().Min.Y-a.u(4))
}

// topRect is the top bar: the puzzle's title and its game ID (empty when barless).
func (p *puzzleScreen) topRect() image.Rectangle {
	if p.barless() {
		return image.Rectangle{}
	}
	return image.Rect(0, 0, p.app.w, p.topH())
}

// touchLayout reports whether the screen is laid out for fingers: a phone's size or a small window
// (in CSS pixels, at the text size chosen), where targets are at least 44 pixels.
func (a *App) touchLayout() bool {
	s := a.scale * a.textK
	if s <= 0 {
		s = 1
	}
	return float64(a.w)/s < 700 || float64(a.h)/s < 520
}

// idRect is the game ID in the top bar (barless: at the status line's right end); clicking it opens
// the ID dialog. Barless, the status line's texts take their room first: the ID has what they leave
// (shortened in the middle; the dialog shows it whole), and at least a finger's target.
func (p *puzzleScreen) idRect() image.Rectangle {
	a := p.app
	if p.rail() {
		return image.Rectangle{} // no room: G and "More" open the dialog
	}
	if p.barless() {
		s := p.statusRect()
		id := a.mid.Session(a.mid.Current()).Current().Game.String()
		st := p.statusTexts()
		need := p.statusNeed(st, p.lineLeft(st) == st.left)
		w := min(p.idWidth(id), max(p.idLeast(), s.Dx()-int(need)))
		return image.Rect(s.Max.X-w, s.Min.Y, s.Max.X, s.Max.Y)
	}
	return image.Rect(a.w/2, 0, a.w-a.u(pad), p.topH())
}

// idWidth is the room the game ID takes whole; idLeast the least it is given, a finger's target.
func (p *puzzleScreen) idWidth(id string) int {
	return int(kit.TextWidth(id, kit.Face(kit.Mono, 14*p.app.unit))) + p.app.u(24)
}

func (p *puzzleScreen) idLeast() int { return p.app.u(64) }

// statusNeed is the width the one-line status's texts take (the left one in full, or in its short
// form where even with the game ID at its least the line cannot hold it and the message).
func (p *puzzleScreen) statusNeed(st statusText, full bool) float64 {
	a := p.app
	face := kit.Face(kit.Regular, 15*a.unit)
	left := st.left
	if !full {
		left = st.short
	}
	need := float64(a.u(12)) + st.iconW() + kit.TextWidth(left, face) + float64(a.u(12))
	if st.msg != "" {
		need += float64(a.u(20)) + kit.TextWidth(st.msg, face)
	}
	if p.barless() {
		need += float64(a.u(8) - a.u(12)) // the ID's own margin
	}
	return need
}

// lineLeft is the left text the one-line status shows: in full, or short where a message needs the
// room (the popup and the whole-text key show it whole).
func (p *puzzleScreen) lineLeft(st statusText) string {
	room := float64(p.statusRect().Dx())
	if p.barless() {
		room -= float64(p.idLeast())
	}
	if st.msg != "" && p.statusNeed(st, true) > room {
		return st.short
	}
	return st.left
}

// statusText is what the status line says: the moves (and the timer) on the left, the message after
// them in its colour, and the check or cross of a game over before both.
type statusText struct {
	left, msg string
	short     string // left without its parenthesis ("Moves 3" and the timer), where the line is tight
	warn      bool   // msg is a transient warning
	icon      string
	a         *App
}

// iconW is the room the check or cross takes, 0 for none.
func (st statusText) iconW() float64 {
	if st.icon == "" {
		return 0
	}
	return float64(st.a.u(statusBar))*0.7 + float64(st.a.u(8))
}

// whole is the status line's text in full, as its popup and the whole-text key show it.
func (st statusText) whole() string {
	if st.msg == "" {
		return strings.TrimSpace(st.left)
	}
	return strings.TrimSpace(st.left + " · " + st.msg)
}

func (p *puzzleScreen) statusTexts() statusText {
	a := p.app
	narration := ""
	if n, ok := p.scene().(scene.Narrator); ok {
		narration = n.Narration()
	}
	revealing := a.revealing()
	left, right := a.mid.StatusLine(revealing, narration)
	head, _, _ := strings.Cut(left, " (")
	// The timer follows the moves, unless the player hid it.
	st := statusText{left: left + a.mid.TimerText(), short: head + a.mid.TimerText(), msg: right, a: a}
	if m := a.mid.Transient(); m != "" { // the notices have their own panel (drawNotices)
		st.msg, st.warn = m, true
	}
	if s := a.mid.Session(a.mid.Current()).Pos().Status(); s != puzzle.Playing && !revealing {
		st.icon = "check"
		if s == puzzle.Lost {
			st.icon = "cross"
		}
	}
	return st
}

func (p *puzzleScreen) scene() scene.Scene { return p.app.scenes[p.app.mid.Current()] }

func (p *puzzleScreen) update(a *App, in *input.Input) {
	if a.dismissNotices(in) || p.popup != 0 && p.popupUpdate(a, in) {
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
		if in.ClickIn(b.r) {
			in.Consume()
			if b.action == moreAction {
				p.popup = popMore
				a.dirty = true
				return
			}
			p.act(a, b.action)
			return
		}
		if b.action == input.Hint && in.LongBegan && in.Pointer.In(b.r) {
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
	if p.statusFull != "" && in.ClickIn(p.statusRect()) {
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
	c := a.mid.Current()
	s := a.mid.Session(c)
	if _, flash := p.flashRect(); !flash && !p.barless() { // the flash covers the top bar while it shows
		a.texts.InRegion(p.topRect(), func() { p.drawTop(dst) })
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
	if _, flash := p.flashRect(); !flash || !p.barless() { // barless, the flash covers the status
		a.texts.InRegion(p.statusRect(), func() { p.drawStatus(dst) })
	}
	small := kit.Face(kit.Regular, 14*a.unit)
	for _, b := range p.toolbar() {
		disabled := (b.action == input.Undo && !s.CanUndo()) || (b.action == input.Redo && !s.CanRedo())
		accent := b.action == input.Hint && a.mid.HintAsked()
		a.texts.InRegion(b.r, func() { kit.Button(dst, t, b.r, b.label, small, idle.In(b.r) && !idle.Touch, accent, disabled) })
	}
	p.drawTooltip(dst, &idle)
	p.drawFlash(dst)
	p.drawPopup(dst)
	a.drawNotices(dst)
}

// drawTop draws the top bar: the puzzle's title on the left, its game ID on the right (shortened where
// it does not fit: a tap on it opens the dialog, which shows it whole).
func (p *puzzleScreen) drawTop(dst *kit.Canvas) {
	a := p.app
	t := a.theme()
	c := a.mid.Current()
	cy := float64(p.topH()) / 2
	face, bold := kit.Face(kit.Mono, 14*a.unit), kit.Face(kit.Bold, 20*a.unit)
	if p.short() {
		bold = kit.Face(kit.Bold, 17*a.unit)
	}
	id := a.mid.Session(c).Current().Game.String()
	title := a.puzzles[c].Backend.Info().Title
	// The title first, smaller (down to 14 units) where it does not fit beside the ID at its least
	// (three characters and "…"); the ID has what the title leaves, shortened at its end (a tap on it
	// opens the dialog, which shows it whole).
	room := float64(a.w - 3*a.u(pad))
	least := min(kit.TextWidth(id, face), kit.TextWidth("000…", face))
	for sz := bold.Size / a.unit; sz > 14 && kit.TextWidth(title, bold) > room-least; sz-- {
		bold = kit.Face(kit.Bold, (sz-1)*a.unit)
	}
	if w := kit.TextWidth("Quintet · "+title, bold); w <= room-kit.TextWidth(id, face) {
		title = "Quintet · " + title
	}
	title = a.texts.Ellipsize(title, bold, room-least)
	id = shortID(id, face, room-kit.TextWidth(title, bold))
	kit.DrawText(dst, title, bold, float64(a.u(pad)), cy, kit.Left, t.Text)
	kit.DrawText(dst, id, face, float64(a.w-a.u(pad)), cy, kit.Right, t.Dim)
}

func (p *puzzleScreen) drawStatus(dst *kit.Canvas) {
	a := p.app
	t := a.theme()
	r := p.statusRect()
	kit.DrawPanel(dst, "panel", r, float64(r.Dy())/3, t.Panel)
	face := kit.Face(kit.Regular, 15*a.unit)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	st := p.statusTexts()
	left, msg := st.left, st.msg
	if p.statusLines() == 1 {
		left = p.lineLeft(st)
	}
	x := float64(r.Min.X + a.u(12))
	if st.icon != "" {
		c := t.Good
		if st.icon == "cross" {
			c = t.Bad
		}
		sz := float64(a.u(statusBar)) * 0.7
		iy := cy
		if p.statusLines() > 1 {
			iy -= float64(a.u(statusLine)) / 2 // beside the first line
		}
		kit.DrawSpriteF(dst, st.icon, x, iy-sz/2, sz, sz, c)
		x += st.iconW()
	}
	c := t.Dim
	if st.warn {
		c = t.Warn
	}
	// Shortened text is reachable whole: a tap on the status line (or the whole-text key) shows it.
	a.texts.Reachable = true
	defer func() { a.texts.Reachable = false }()
	end := float64(r.Max.X - a.u(12))
	if p.barless() && !p.rail() { // the game ID at the right end, shortened (the dialog shows it whole)
		ir := p.idRect()
		end = float64(ir.Min.X - a.u(8))
		mono := kit.Face(kit.Mono, 14*a.unit)
		id := shortID(a.mid.Session(a.mid.Current()).Current().Game.String(), mono, float64(ir.Dx()-a.u(12)))
		a.texts.InRegion(ir, func() { kit.DrawText(dst, id, mono, float64(ir.Max.X-a.u(12)), cy, kit.Right, t.Dim) })
	}
	p.statusFull = ""
	if p.statusLines() == 1 {
		shown := a.texts.Ellipsize(left, face, end-x)
		kit.DrawText(dst, shown, face, x, cy, kit.Left, t.Text)
		x += kit.TextWidth(shown, face) + float64(a.u(20))
		if shown2 := a.texts.Ellipsize(msg, face, end-x); x < end {
			kit.DrawText(dst, shown2, face, x, cy, kit.Left, c)
			if shown != st.left || shown2 != msg {
				p.statusFull = st.whole()
			}
		} else if msg != "" {
			p.statusFull = st.whole()
		}
		return
	}
	// Two lines: the moves on the first (without their parenthesis where it does not fit), the
	// message on the second.
	y1, y2 := cy-float64(a.u(statusLine))/2, cy+float64(a.u(statusLine))/2
	if kit.TextWidth(left, face) > end-x {
		left = st.short
	}
	shown := a.texts.Ellipsize(left, face, end-x)
	kit.DrawText(dst, shown, face, x, y1, kit.Left, t.Text)
	x2 := float64(r.Min.X + a.u(12))
	shown2 := a.texts.Ellipsize(msg, face, end-x2)
	kit.DrawText(dst, shown2, face, x2, y2, kit.Left, c)
	if shown != st.left || shown2 != msg {
		p.statusFull = st.whole()
	}
}

// shortID is a game ID shortened to room, its start kept (the puzzle and its size) and "…" for the
// rest: the ID dialog shows it whole.
func shortID(id string, face *kit.TextFace, room float64) string {
	if kit.TextWidth(id, face) <= room {
		return id
	}
	for n := len(id) - 1; n > 0; n-- {
		if s := id[:n] + "…"; kit.TextWidth(s, face) <= room {
			return s
		}
	}
	return "…"
}

// flashRect is where the completion flash shows, and whether it is on: over the top bar, whose title
// and game ID the player does not need for the moment it shows, never over the board or the status.
func (p *puzzleScreen) flashRect() (image.Rectangle, bool) {
	a := p.app
	_, on := a.mid.FlashAge()
	if p.barless() { // over the status line, which says the same
		return p.statusRect(), on
	}
	w, h := min(a.u(240), a.w-2*a.u(pad)), p.topH()-a.u(4)
	return image.Rect((a.w-w)/2, a.u(2), (a.w+w)/2, a.u(2)+h), on
}

// drawFlash is the completion flash: a banner over the top bar that fades out; it covers nothing of
// the board, its panel or the status line.
func (p *puzzleScreen) drawFlash(dst *kit.Canvas) {
	a := p.app
	age, on := a.mid.FlashAge()
	if !on {
		return
	}
	t := a.theme()
	alpha := 1.0
	if f := float64(age) / float64(midend.FlashFor); f > flashHold && !a.mid.ReducedMotion() { // less motion: no fade
		alpha = 1 - (f-flashHold)/(1-flashHold)
	}
	won := a.mid.Session(a.mid.Current()).Pos().Status() == puzzle.Won
	label, c, icon := "Solved!", t.Good, "check"
	if !won {
		label, c, icon = "Lost", t.Bad, "cross"
	}
	// Top left of the board area: the scenes keep their explanations on the right or below.
	r, _ := p.flashRect()
	defer a.texts.SetRegion(r)()
	kit.DrawPanel(dst, "panel", r, float64(r.Dy())/3, kit.Fade(t.PanelHi, alpha))
	kit.DrawPanel(dst, "frame", r, float64(r.Dy())/3, kit.Fade(c, alpha))
	sz := min(float64(r.Dy())*0.7, 36*a.unit)
	face := kit.Face(kit.Bold, min(26*a.unit, float64(r.Dy())*0.62))
	// Smaller where the banner is narrow (the rail's status line).
	for fs := face.Size; fs > 14*a.unit && sz+float64(a.u(10))+kit.TextWidth(label, face) > float64(r.Dx()-a.u(16)); {
		fs = max(14*a.unit, fs-a.unit)
		face, sz = kit.Face(kit.Bold, fs), min(sz, fs*1.2)
	}
	x := float64(r.Min.X+r.Max.X)/2 - (sz+float64(a.u(10))+kit.TextWidth(label, face))/2
	cy := float64(r.Min.Y+r.Max.Y) / 2
	kit.DrawSpriteF(dst, icon, x, cy-sz/2, sz, sz, kit.Fade(c, alpha))
	kit.DrawText(dst, label, face, x+sz+float64(a.u(10)), cy, kit.Left, kit.Fade(t.Text, alpha))
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
