package game

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
	"quintet/game/midend"
	"quintet/rules/puzzle"
)

// Layout in units (scaled by a.unit): a top bar, the board, a status line and the toolbar.
const (
	topBar    = 46
	statusBar = 34
	toolRow   = 50
	pad       = 10
)

type toolButton struct {
	action input.Action
	label  string
	r      image.Rectangle
}

var tools = []struct {
	action input.Action
	label  string
}{
	{input.Menu, "Menu"}, {input.New, "New (N)"}, {input.Restart, "Restart"}, {input.Undo, "Undo (U)"},
	{input.Redo, "Redo (R)"}, {input.Hint, "Hint (H)"}, {input.Solve, "Solve (S)"}, {input.GameID, "Game ID (G)"},
	{input.Help, "Help (?)"}, {input.Theme, "Theme (T)"},
}

// puzzleScreen is the open puzzle: the top bar with its game ID, the scene, the status line and the toolbar.
type puzzleScreen struct{ app *App }

// narrow is true on a phone held upright or a small window: the toolbar takes two rows of larger
// buttons whose labels leave out the keys.
func (p *puzzleScreen) narrow() bool {
	a := p.app
	return float64(a.w)/float64(len(tools)) < 92*a.unit
}

// rowH is the height of a toolbar row: buttons at least 44 CSS pixels tall where fingers press them.
func (p *puzzleScreen) rowH() int {
	if p.narrow() {
		return p.app.u(56)
	}
	return p.app.u(toolRow)
}

// toolRows is 1 where the buttons fit in one row — with their keys on a wide screen, without them on
// a phone held sideways, where the board needs the height — and 2 on a narrow screen (a phone held
// upright).
func (p *puzzleScreen) toolRows() int {
	a := p.app
	if float64(a.w)/float64(len(tools)) < 72*a.unit {
		return 2
	}
	return 1
}

func (p *puzzleScreen) toolbar() []toolButton {
	a := p.app
	rows := p.toolRows()
	perRow := (len(tools) + rows - 1) / rows
	bw := (a.w - a.u(pad)) / perRow
	rh := p.rowH()
	bh := rh - a.u(pad)
	var out []toolButton
	for i, t := range tools {
		row, col := i/perRow, i%perRow
		x := a.u(pad) + col*bw
		y := a.h - rows*rh + row*rh
		label := t.label
		if p.narrow() {
			label, _, _ = strings.Cut(label, " (") // no keys on a phone's buttons
		}
		out = append(out, toolButton{t.action, label, image.Rect(x, y, x+bw-a.u(pad), y+bh)})
	}
	return out
}

func (p *puzzleScreen) statusRect() image.Rectangle {
	a := p.app
	y := a.h - p.toolRows()*p.rowH() - a.u(statusBar)
	return image.Rect(a.u(pad), y, a.w-a.u(pad), y+a.u(statusBar))
}

func (p *puzzleScreen) boardRect() image.Rectangle {
	a := p.app
	return image.Rect(a.u(pad), a.u(topBar), a.w-a.u(pad), p.statusRect().Min.Y-a.u(4))
}

// topRect is the top bar: the puzzle's title and its game ID.
func (p *puzzleScreen) topRect() image.Rectangle {
	a := p.app
	return image.Rect(0, 0, a.w, a.u(topBar))
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

// idRect is the game ID in the top bar; clicking it opens the ID dialog.
func (p *puzzleScreen) idRect() image.Rectangle {
	a := p.app
	return image.Rect(a.w/2, 0, a.w-a.u(pad), a.u(topBar))
}

func (p *puzzleScreen) scene() Scene { return p.app.scenes[p.app.mid.Current()] }

func (p *puzzleScreen) update(a *App, in *input.Input) {
	if a.dismissNotices(in) {
		return
	}
	capturing := p.scene().Capturing()
	if d, ok := p.scene().(Dismisser); ok && in.Action == input.Back && d.Dismiss() {
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
			p.act(a, b.action)
			return
		}
	}
	if in.ClickIn(p.idRect()) {
		in.Consume()
		a.openDialog()
		return
	}
	f := a.frame(in)
	p.scene().Update(f)
	if f.changed {
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
	case input.Back, input.Menu:
		a.mid.ToMenu()
	case input.New, input.Undo, input.Redo, input.Restart, input.Hint, input.Solve, input.Theme:
		a.mid.Do(act)
	default:
		return false
	}
	return true
}

func (p *puzzleScreen) draw(dst *ebiten.Image) {
	a := p.app
	t := a.Theme()
	c := a.mid.Current()
	s := a.mid.Session(c)
	inRegion(p.topRect(), func() {
		DrawText(dst, "Quintet · "+a.puzzles[c].Backend.Info().Title, Face(Bold, 20*a.unit), float64(a.u(pad)), float64(a.u(topBar))/2, Left, t.Text)
		id := s.Current().Game.String()
		face := Face(Mono, 14*a.unit)
		for len(id) > 12 && TextWidth(id, face) > float64(p.idRect().Dx()) {
			id = id[:len(id)/2] + "…"
		}
		DrawText(dst, id, face, float64(a.w-a.u(pad)), float64(a.u(topBar))/2, Right, t.Dim)
	})
	idle := a.tracker.Idle(a.start) // the pointer as it is now, for hover
	f := a.frame(&idle)
	inRegion(f.Area, func() { p.scene().Draw(dst, f) })
	inRegion(p.statusRect(), func() { p.drawStatus(dst) })
	small := Face(Regular, 14*a.unit)
	for _, b := range p.toolbar() {
		disabled := (b.action == input.Undo && !s.CanUndo()) || (b.action == input.Redo && !s.CanRedo())
		accent := b.action == input.Hint && a.mid.HintAsked()
		inRegion(b.r, func() { Button(dst, t, b.r, b.label, small, idle.In(b.r) && !idle.Touch, accent, disabled) })
	}
	p.drawFlash(dst)
	a.drawNotices(dst)
}

func (p *puzzleScreen) drawStatus(dst *ebiten.Image) {
	a := p.app
	t := a.Theme()
	r := p.statusRect()
	DrawPanel(dst, "panel", r, float64(r.Dy())/3, t.Panel)
	face := Face(Regular, 15*a.unit)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	narration := ""
	if n, ok := p.scene().(Narrator); ok {
		narration = n.Narration()
	}
	revealing := a.revealing()
	left, right := a.mid.StatusLine(revealing, narration)
	x := float64(r.Min.X + a.u(12))
	st := a.mid.Session(a.mid.Current()).Pos().Status()
	if st != puzzle.Playing && !revealing {
		icon, c := "check", t.Good
		if st == puzzle.Lost {
			icon, c = "cross", t.Bad
		}
		sz := float64(r.Dy()) * 0.7
		DrawSpriteF(dst, icon, x, cy-sz/2, sz, sz, c)
		x += sz + float64(a.u(8))
	}
	DrawText(dst, left, face, x, cy, Left, t.Text)
	x += TextWidth(left, face) + float64(a.u(20))
	msg, c := right, t.Dim
	if m := a.mid.Transient(); m != "" { // the notices have their own panel (drawNotices)
		msg, c = m, t.Warn
	}
	DrawText(dst, Ellipsize(msg, face, float64(r.Max.X-a.u(12))-x), face, x, cy, Left, c)
}

// flashRect is where the completion flash shows, and whether it is on.
func (p *puzzleScreen) flashRect() (image.Rectangle, bool) {
	a := p.app
	_, on := a.mid.FlashAge()
	br := p.boardRect()
	w, h := min(a.u(260), br.Dx()), a.u(70)
	return image.Rect(br.Min.X+a.u(8), br.Min.Y+a.u(8), br.Min.X+a.u(8)+w, br.Min.Y+a.u(8)+h), on
}

// drawFlash is the completion flash: a banner over the top of the board that fades out, leaving the
// board (and any explanation the scene draws) readable.
func (p *puzzleScreen) drawFlash(dst *ebiten.Image) {
	a := p.app
	age, on := a.mid.FlashAge()
	if !on {
		return
	}
	t := a.Theme()
	alpha := 1.0
	if f := float64(age) / float64(midend.FlashFor); f > 0.55 {
		alpha = 1 - (f-0.55)/0.45
	}
	won := a.mid.Session(a.mid.Current()).Pos().Status() == puzzle.Won
	label, c, icon := "Solved!", t.Good, "check"
	if !won {
		label, c, icon = "Lost", t.Bad, "cross"
	}
	// Top left of the board area: the scenes keep their explanations on the right or below.
	r, _ := p.flashRect()
	defer setRegion(r)()
	DrawPanel(dst, "panel", r, float64(a.u(18)), Fade(t.Panel, alpha))
	DrawPanel(dst, "frame", r, float64(a.u(18)), Fade(c, alpha))
	sz := float64(a.u(40))
	DrawSpriteF(dst, icon, float64(r.Min.X+a.u(16)), float64(r.Min.Y+r.Max.Y)/2-sz/2, sz, sz, Fade(c, alpha))
	DrawText(dst, label, Face(Bold, 30*a.unit), float64(r.Min.X+a.u(16))+sz+float64(a.u(12)), float64(r.Min.Y+r.Max.Y)/2, Left, Fade(t.Text, alpha))
}
