package game

import (
	"fmt"
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
	{input.Help, "Help (?)"}, {input.Theme, "Theme (T)"}, {input.Stats, "Stats (F3)"},
}

// puzzleScreen is the open puzzle: the top bar with its game ID, the scene, the status line and the toolbar.
type puzzleScreen struct {
	app    *App
	hover  int    // the toolbar button drawn hovered (-1: none)
	layers layers // the bands around the board, drawn once until they change
}

// hoverChanged reports whether the pointer moved onto or off a toolbar button since the last call.
func (p *puzzleScreen) hoverChanged(in *input.Input) bool {
	h := -1
	for i, b := range p.toolbar() {
		if in.In(b.r) && !in.Touch {
			h = i
		}
	}
	changed := h != p.hover
	p.hover = h
	return changed
}

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
	case input.Stats:
		a.openStats(a.mid.Current())
	case input.Back, input.Menu:
		a.mid.ToMenu()
	case input.New, input.Undo, input.Redo, input.Restart, input.Hint, input.Solution, input.Solve, input.Theme:
		a.mid.Do(act)
	default:
		return false
	}
	return true
}

// The screen in bands, top to bottom: the top bar, the board's band, the status line's, the
// toolbar's. The three around the board are drawn from layers (layers.go).
func (p *puzzleScreen) bands() (top, board, status, tools image.Rectangle) {
	a := p.app
	s := p.statusRect()
	top = image.Rect(0, 0, a.w, a.u(topBar))
	board = image.Rect(0, top.Max.Y, a.w, s.Min.Y)
	status = image.Rect(0, s.Min.Y, a.w, s.Max.Y)
	tools = image.Rect(0, s.Max.Y, a.w, a.h)
	return
}

// draw draws the whole screen: the board's band afresh, the others from their layers.
func (p *puzzleScreen) draw(dst *ebiten.Image) {
	a := p.app
	t := a.Theme()
	top, board, status, _ := p.bands()
	dst.SubImage(board).(*ebiten.Image).Fill(t.Bg)
	title := "Quintet · " + a.puzzles[a.mid.Current()].Backend.Info().Title
	id := p.shownID()
	p.layers.draw(dst, top, p.key(title, id), t.Bg, func(dst *ebiten.Image) {
		DrawText(dst, title, Face(Bold, 20*a.unit), float64(a.u(pad)), float64(a.u(topBar))/2, Left, t.Text)
		DrawText(dst, id, Face(Mono, 14*a.unit), float64(a.w-a.u(pad)), float64(a.u(topBar))/2, Right, t.Dim)
	})
	idle := a.tracker.Idle(a.start) // the pointer as it is now, for hover
	f := a.frame(&idle)
	p.scene().Draw(dst, f)
	sv := p.statusView()
	p.layers.draw(dst, status, p.key(sv), t.Bg, func(dst *ebiten.Image) { p.drawStatus(dst, sv) })
	p.drawTools(dst, &idle)
	p.drawFlash(dst)
	a.drawNotices(dst)
}

// drawTools draws the toolbar's band (from its layer, drawn again when a button's look changed).
func (p *puzzleScreen) drawTools(dst *ebiten.Image, idle *input.Input) {
	a := p.app
	t := a.Theme()
	_, _, _, band := p.bands()
	s := a.mid.Session(a.mid.Current())
	type look struct {
		b                         toolButton
		hovered, accent, disabled bool
	}
	var looks []look
	p.hover = -1
	for i, b := range p.toolbar() {
		l := look{b: b, hovered: idle.In(b.r) && !idle.Touch, accent: b.action == input.Hint && a.mid.HintAsked(),
			disabled: (b.action == input.Undo && !s.CanUndo()) || (b.action == input.Redo && !s.CanRedo())}
		if l.hovered {
			p.hover = i
		}
		looks = append(looks, l)
	}
	p.layers.draw(dst, band, p.key(looks), t.Bg, func(dst *ebiten.Image) {
		small := Face(Regular, 14*a.unit)
		for _, l := range looks {
			Button(dst, t, l.b.r, l.b.label, small, l.hovered, l.accent, l.disabled)
		}
	})
}

// key is a layer's key: what its picture shows, with the theme, the size and the unit it is drawn at.
func (p *puzzleScreen) key(what ...any) string {
	a := p.app
	return fmt.Sprint(a.mid.Theme(), a.w, a.h, a.unit, what)
}

// shownID is the game ID as the top bar shows it (halved with an ellipsis until it fits).
func (p *puzzleScreen) shownID() string {
	a := p.app
	id := a.mid.Session(a.mid.Current()).Current().Game.String()
	face := Face(Mono, 14*a.unit)
	for len(id) > 12 && TextWidth(id, face) > float64(p.idRect().Dx()) {
		id = id[:len(id)/2] + "…"
	}
	return id
}

// statusLine is what the status line shows.
type statusLine struct {
	left, msg string
	warn      bool
	icon      string // "check", "cross" or none
}

func (p *puzzleScreen) statusView() statusLine {
	a := p.app
	narration := ""
	if n, ok := p.scene().(Narrator); ok {
		narration = n.Narration()
	}
	revealing := a.revealing()
	var v statusLine
	v.left, v.msg = a.mid.StatusLine(revealing, narration)
	v.left += a.mid.TimerText()          // the timer, unless the player hid it
	if m := a.mid.Transient(); m != "" { // the notices have their own panel (drawNotices)
		v.msg, v.warn = m, true
	}
	if st := a.mid.Session(a.mid.Current()).Pos().Status(); st != puzzle.Playing && !revealing {
		v.icon = "check"
		if st == puzzle.Lost {
			v.icon = "cross"
		}
	}
	return v
}

func (p *puzzleScreen) drawStatus(dst *ebiten.Image, v statusLine) {
	a := p.app
	t := a.Theme()
	r := p.statusRect()
	DrawPanel(dst, "panel", r, float64(r.Dy())/3, t.Panel)
	face := Face(Regular, 15*a.unit)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	x := float64(r.Min.X + a.u(12))
	if v.icon != "" {
		c := t.Good
		if v.icon == "cross" {
			c = t.Bad
		}
		sz := float64(r.Dy()) * 0.7
		DrawSpriteF(dst, v.icon, x, cy-sz/2, sz, sz, c)
		x += sz + float64(a.u(8))
	}
	DrawText(dst, v.left, face, x, cy, Left, t.Text)
	x += TextWidth(v.left, face) + float64(a.u(20))
	c := t.Dim
	if v.warn {
		c = t.Warn
	}
	DrawText(dst, Ellipsize(v.msg, face, float64(r.Max.X-a.u(12))-x), face, x, cy, Left, c)
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
	br := p.boardRect()
	w, h := min(a.u(260), br.Dx()), a.u(70)
	r := image.Rect(br.Min.X+a.u(8), br.Min.Y+a.u(8), br.Min.X+a.u(8)+w, br.Min.Y+a.u(8)+h)
	DrawPanel(dst, "panel", r, float64(a.u(18)), Fade(t.Panel, alpha))
	DrawPanel(dst, "frame", r, float64(a.u(18)), Fade(c, alpha))
	sz := float64(a.u(40))
	DrawSpriteF(dst, icon, float64(r.Min.X+a.u(16)), float64(r.Min.Y+r.Max.Y)/2-sz/2, sz, sz, Fade(c, alpha))
	DrawText(dst, label, Face(Bold, 30*a.unit), float64(r.Min.X+a.u(16))+sz+float64(a.u(12)), float64(r.Min.Y+r.Max.Y)/2, Left, Fade(t.Text, alpha))
}
