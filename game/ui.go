package game

import (
	"fmt"
	"image"
	"math"
	"quintet/rules/puzzle"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layout in units (scaled by a.unit): a top bar, the board, a status line and the toolbar.
const (
	topBar    = 46
	statusBar = 34
	toolRow   = 50
	pad       = 10
)

func (a *App) u(v float64) int { return int(math.Round(v * a.unit)) }

type toolButton struct {
	action, label string
	r             image.Rectangle
}

var tools = []struct{ action, label string }{
	{"menu", "Menu"}, {"new", "New (N)"}, {"restart", "Restart"}, {"undo", "Undo (U)"}, {"redo", "Redo (R)"},
	{"hint", "Hint (H)"}, {"solve", "Solve (S)"}, {"id", "Game ID (G)"}, {"help", "Help (?)"}, {"theme", "Theme (T)"},
}

// toolRows is 1 on a wide screen and 2 on a narrow one (a phone held upright).
func (a *App) toolRows() int {
	if float64(a.w)/float64(len(tools)) < 92*a.unit {
		return 2
	}
	return 1
}

func (a *App) toolbar() []toolButton {
	rows := a.toolRows()
	perRow := (len(tools) + rows - 1) / rows
	bw := (a.w - a.u(pad)) / perRow
	bh := a.u(toolRow) - a.u(pad)
	var out []toolButton
	for i, t := range tools {
		row, col := i/perRow, i%perRow
		x := a.u(pad) + col*bw
		y := a.h - rows*a.u(toolRow) + row*a.u(toolRow)
		out = append(out, toolButton{t.action, t.label, image.Rect(x, y, x+bw-a.u(pad), y+bh)})
	}
	return out
}

func (a *App) statusRect() image.Rectangle {
	y := a.h - a.toolRows()*a.u(toolRow) - a.u(statusBar)
	return image.Rect(a.u(pad), y, a.w-a.u(pad), y+a.u(statusBar))
}

func (a *App) boardRect() image.Rectangle {
	return image.Rect(a.u(pad), a.u(topBar), a.w-a.u(pad), a.statusRect().Min.Y-a.u(4))
}

// idRect is the game ID in the top bar; clicking it opens the ID dialog.
func (a *App) idRect() image.Rectangle {
	return image.Rect(a.w/2, 0, a.w-a.u(pad), a.u(topBar))
}

func (a *App) drawPuzzle(dst *ebiten.Image) {
	t := Themes[a.theme]
	s := a.sess()
	p := a.puzzles[a.cur]
	DrawText(dst, "Quintet · "+p.Backend.Info().Title, Face(Bold, 20*a.unit), float64(a.u(pad)), float64(a.u(topBar))/2, Left, t.Text)
	id := s.Current().Game.String()
	face := Face(Mono, 13*a.unit)
	for len(id) > 12 && TextWidth(id, face) > float64(a.idRect().Dx()) {
		id = id[:len(id)/2] + "…"
	}
	DrawText(dst, id, face, float64(a.w-a.u(pad)), float64(a.u(topBar))/2, Right, t.Dim)

	f := a.frame()
	a.scenes[a.cur].Draw(dst, f)
	a.drawStatus(dst)
	small := Face(Regular, 14*a.unit)
	for _, b := range a.toolbar() {
		disabled := (b.action == "undo" && !s.CanUndo()) || (b.action == "redo" && !s.CanRedo())
		accent := b.action == "hint" && a.hintShownFor == a.curKey()
		Button(dst, t, b.r, b.label, small, a.in.In(b.r), accent, disabled)
	}
	a.drawFlash(dst)
}

// statusText is the status line: moves made, the optimum, the hint when asked for, the outcome.
func (a *App) statusText() (string, string) {
	s := a.sess()
	e := s.Current()
	moves := fmt.Sprintf("Moves %d", e.Moves)
	if best, ok := a.startBest[e.Game.String()]; ok {
		moves += fmt.Sprintf(" (optimal game: %d)", best)
	}
	if s.Pos().Status() != puzzle.Playing && a.sceneBusy() {
		return moves, "…"
	}
	switch s.Pos().Status() {
	case puzzle.Won:
		return moves, "Solved! N for a new game, U to undo."
	case puzzle.Lost:
		return moves, "Lost. U to undo, Shift+R to restart, N for a new game."
	}
	h, err, ready := a.worker.Result()
	var best string
	switch {
	case a.solveDone != nil:
		best = "Solving…"
	case !ready:
		best = "Optimal from here: thinking…"
	case err != nil:
		best = "Solver: " + err.Error()
	case h.Verdict == puzzle.Solved:
		best = fmt.Sprintf("Optimal from here: %d", h.Remaining)
	case h.Verdict == puzzle.NoWin:
		best = "No win from here: " + h.Reason
	default:
		best = "Undecided: " + h.Reason
	}
	if ready && err == nil && a.hintShownFor == a.curKey() && h.Verdict == puzzle.Solved {
		best = fmt.Sprintf("Hint: %s (H again plays it) — %s", h.Move, h.Reason)
	}
	return moves, best
}

func (a *App) drawStatus(dst *ebiten.Image) {
	t := Themes[a.theme]
	r := a.statusRect()
	DrawPanel(dst, "panel", r, float64(r.Dy())/3, t.Panel)
	face := Face(Regular, 15*a.unit)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	left, right := a.statusText()
	x := float64(r.Min.X + a.u(12))
	st := a.sess().Pos().Status()
	if st != puzzle.Playing && !a.sceneBusy() {
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
	if a.msg != "" {
		msg, c = a.msg, t.Warn
	}
	DrawText(dst, Ellipsize(msg, face, float64(r.Max.X-a.u(12))-x), face, x, cy, Left, c)
}

// flashTicks is how long the completion flash lasts.
const flashTicks = 70

// drawFlash is the completion flash: a banner that fades over a second.
func (a *App) drawFlash(dst *ebiten.Image) {
	age := a.ticks - a.flashStart
	if age < 0 || age > flashTicks {
		return
	}
	t := Themes[a.theme]
	alpha := 1.0
	if age > 40 {
		alpha = 1 - float64(age-40)/30
	}
	won := a.sess().Pos().Status() == puzzle.Won
	label, c, icon := "Solved!", t.Good, "check"
	if !won {
		label, c, icon = "Lost", t.Bad, "cross"
	}
	br := a.boardRect()
	w, h := a.u(320), a.u(110)
	r := image.Rect((br.Min.X+br.Max.X-w)/2, (br.Min.Y+br.Max.Y-h)/2, (br.Min.X+br.Max.X+w)/2, (br.Min.Y+br.Max.Y+h)/2)
	FillRect(dst, br, Fade(t.Bg, 0.35*alpha))
	DrawPanel(dst, "panel", r, float64(a.u(18)), Fade(t.Panel, alpha))
	DrawPanel(dst, "frame", r, float64(a.u(18)), Fade(c, alpha))
	sz := float64(a.u(56))
	DrawSpriteF(dst, icon, float64(r.Min.X+a.u(24)), float64(r.Min.Y+r.Max.Y)/2-sz/2, sz, sz, Fade(c, alpha))
	DrawText(dst, label, Face(Bold, 40*a.unit), float64(r.Min.X+a.u(24))+sz+float64(a.u(16)), float64(r.Min.Y+r.Max.Y)/2, Left, Fade(t.Text, alpha))
}

// --- menu --------------------------------------------------------------------------------------------

type menuCard struct {
	puzzle  int
	r       image.Rectangle
	blurb   []string // the blurb, wrapped to the card
	presets []image.Rectangle
}

// menuCards lays the puzzles out in one or two columns; each card holds its title, blurb and every
// preset as a button, wrapped onto as many rows as they need.
func (a *App) menuCards() []menuCard {
	cols := 1
	if a.w > a.u(700) {
		cols = 2
	}
	top := a.u(96)
	cw := (a.w - a.u(pad)*(cols+1)) / cols
	blurbFace, presetFace := Face(Regular, 14*a.unit), Face(Regular, 13*a.unit)
	var cards []menuCard
	var needs []int
	for i, p := range a.puzzles {
		c := menuCard{puzzle: i, blurb: Wrap(p.Backend.Info().Blurb, blurbFace, float64(cw-a.u(28)))}
		y := a.u(46) + len(c.blurb)*a.u(18) + a.u(10)
		x := a.u(14)
		for _, pr := range p.Backend.Info().Presets {
			w := int(TextWidth(pr.Name, presetFace)) + a.u(20)
			if x+w > cw-a.u(14) && x > a.u(14) {
				x, y = a.u(14), y+a.u(36)
			}
			c.presets = append(c.presets, image.Rect(x, y, x+w, y+a.u(30)))
			x += w + a.u(8)
		}
		needs = append(needs, y+a.u(30)+a.u(12))
		cards = append(cards, c)
	}
	// Each row of cards is as tall as its tallest card; the menu scrolls when they do not all fit.
	y := top - a.menuScroll
	for row := 0; row*cols < len(cards); row++ {
		h := 0
		for i := row * cols; i < min(len(cards), (row+1)*cols); i++ {
			h = max(h, needs[i])
		}
		for i := row * cols; i < min(len(cards), (row+1)*cols); i++ {
			x := a.u(pad) + (i%cols)*(cw+a.u(pad))
			cards[i].r = image.Rect(x, y, x+cw, y+h)
			for j := range cards[i].presets {
				cards[i].presets[j] = cards[i].presets[j].Add(image.Pt(x, y))
			}
		}
		y += h + a.u(pad)
	}
	a.menuBottom = y + a.menuScroll
	return cards
}

// menuFooter is the band at the bottom of the menu that holds the key line.
func (a *App) menuFooter() int { return a.h - a.u(40) }

// scrollMenu moves the menu by dy pixels, within its length.
func (a *App) scrollMenu(dy int) {
	limit := max(0, a.menuBottom-a.menuFooter())
	a.menuScroll = min(max(0, a.menuScroll+dy), limit)
	a.dirty.Store(true)
}

func (a *App) updateMenu() {
	in := &a.in
	a.menuCards() // measures the menu's length
	if in.Wheel != 0 {
		a.scrollMenu(-int(in.Wheel * float64(a.u(40))))
	}
	if in.Down && in.Moved && a.dragFrom != nil {
		a.scrollMenu(a.dragFrom.Y - in.Pointer.Y)
	}
	if in.Down {
		p := in.Pointer
		a.dragFrom = &p
	} else {
		a.dragFrom = nil
	}
	if in.Clicked && in.Pointer.Y >= a.menuFooter() {
		return
	}
	for _, k := range in.Keys {
		switch {
		case k >= ebiten.Key1 && k <= ebiten.Key9 && int(k-ebiten.Key1) < len(a.puzzles):
			a.open(int(k - ebiten.Key1))
			return
		case k == ebiten.KeyF1 || (k == ebiten.KeySlash && in.Shift):
			a.action("help")
			return
		case k == ebiten.KeyT:
			a.action("theme")
		case k == ebiten.KeyDown:
			a.scrollMenu(a.u(40))
		case k == ebiten.KeyUp:
			a.scrollMenu(-a.u(40))
		case k == ebiten.KeyPageDown || k == ebiten.KeySpace:
			a.scrollMenu(a.h / 2)
		case k == ebiten.KeyPageUp:
			a.scrollMenu(-a.h / 2)
		case k == ebiten.KeyG:
			a.cur = 0
			a.action("id")
			return
		}
	}
	for _, c := range a.menuCards() {
		for j, pr := range c.presets {
			if in.ClickIn(pr) {
				b := a.puzzles[c.puzzle].Backend
				if err := a.sessions[c.puzzle].Load(puzzle.ID{Puzzle: b.Info().Name, Params: b.Info().Presets[j].Params}, a.opts.Seed()); err != nil {
					a.message(err.Error())
					return
				}
				a.open(c.puzzle)
				return
			}
		}
		if in.ClickIn(c.r) {
			a.open(c.puzzle)
			return
		}
	}
}

func (a *App) drawMenu(dst *ebiten.Image) {
	t := Themes[a.theme]
	off := float64(a.menuScroll)
	DrawText(dst, "Quintet", Face(Bold, 38*a.unit), float64(a.w)/2, float64(a.u(40))-off, Center, t.Text)
	DrawText(dst, "five mathematical puzzles, with hints that are provably optimal", Face(Regular, 15*a.unit), float64(a.w)/2, float64(a.u(74))-off, Center, t.Dim)
	for _, c := range a.menuCards() {
		p := a.puzzles[c.puzzle]
		hot := a.in.In(c.r)
		bg := t.Panel
		if hot {
			bg = t.PanelHi
		}
		DrawPanel(dst, "panel", c.r, float64(a.u(16)), bg)
		x := float64(c.r.Min.X + a.u(14))
		DrawText(dst, fmt.Sprintf("%d  %s", c.puzzle+1, p.Backend.Info().Title), Face(Bold, 22*a.unit), x, float64(c.r.Min.Y+a.u(26)), Left, t.Text)
		s := a.sessions[c.puzzle]
		state := fmt.Sprintf("Continue: %s, %d moves", s.Pos().Status(), s.Current().Moves)
		DrawText(dst, state, Face(Regular, 13*a.unit), float64(c.r.Max.X-a.u(14)), float64(c.r.Min.Y+a.u(26)), Right, t.Dim)
		for i, line := range c.blurb {
			DrawText(dst, line, Face(Regular, 14*a.unit), x, float64(c.r.Min.Y+a.u(52)+i*a.u(18)), Left, t.Dim)
		}
		for j, pr := range c.presets {
			bg := t.Bg // a chip stands out from its card
			if a.in.In(pr) {
				bg = t.PanelHi
			}
			DrawPanel(dst, "panel", pr, float64(pr.Dy())/4, bg)
			DrawText(dst, p.Backend.Info().Presets[j].Name, Face(Regular, 13*a.unit), float64(pr.Min.X+pr.Max.X)/2, float64(pr.Min.Y+pr.Max.Y)/2, Center, t.Text)
		}
	}
	FillRect(dst, image.Rect(0, a.menuFooter(), a.w, a.h), t.Bg)
	foot := "Click a puzzle (or press its number) to continue it; a size starts a new game. G: game ID · T: theme · ?: help"
	if a.menuBottom > a.menuFooter() {
		foot = "Scroll for more · " + foot
	}
	face := Face(Regular, 13*a.unit)
	DrawText(dst, Ellipsize(foot, face, float64(a.w-a.u(2*pad))), face, float64(a.w)/2, float64(a.h-a.u(20)), Center, t.Dim)
}

// --- help --------------------------------------------------------------------------------------------

const keysHelp = `Keys (the toolbar buttons do the same; touch works like the mouse, and a long press shows what hovering shows):
N new game · H hint (H again plays the hinted move) · U or Ctrl+Z undo · R, Ctrl+R or Ctrl+Y redo · Shift+R restart · S solve · G game ID · T dark/light theme · F1 or ? help · Esc menu.
Restart, New game and Solve are steps in the undo history, so a stray key never loses a game. Every game is saved after each move and resumed next time.
Game IDs: "puzzle:params#seed" is a random game, "puzzle:params:description" a specific position. Type one with G (other sizes too, e.g. dials:n7q3), or in the browser put it after # in the address.`

func (a *App) helpText() (string, string) {
	if a.cur < 0 {
		var b strings.Builder
		for _, p := range a.puzzles {
			fmt.Fprintf(&b, "%s: %s\n\n", p.Backend.Info().Title, p.Backend.Info().Blurb)
		}
		return "Quintet — help", b.String() + keysHelp
	}
	p := a.puzzles[a.cur].Backend
	return p.Info().Title + " — how to play", p.Info().Rules + "\n\n" + keysHelp
}

func (a *App) updateHelp() {
	in := &a.in
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyEscape, ebiten.KeyF1, ebiten.KeyEnter:
			a.help = false
		case ebiten.KeySlash:
			if in.Shift {
				a.help = false
			}
		case ebiten.KeyDown, ebiten.KeyJ:
			a.helpLine++
		case ebiten.KeyUp, ebiten.KeyK:
			a.helpLine--
		case ebiten.KeyPageDown, ebiten.KeySpace:
			a.helpLine += 10
		case ebiten.KeyPageUp:
			a.helpLine -= 10
		}
	}
	if in.Wheel != 0 {
		a.helpLine -= int(in.Wheel * 3)
	}
	if in.Clicked {
		a.help = false
	}
	a.helpLine = max(0, a.helpLine)
}

func (a *App) drawHelp(dst *ebiten.Image) {
	t := Themes[a.theme]
	r := image.Rect(a.u(24), a.u(24), a.w-a.u(24), a.h-a.u(24))
	FillRect(dst, dst.Bounds(), Fade(t.Bg, 0.6))
	DrawPanel(dst, "panel", r, float64(a.u(18)), t.Panel)
	title, body := a.helpText()
	DrawText(dst, title, Face(Bold, 24*a.unit), float64(r.Min.X+a.u(24)), float64(r.Min.Y+a.u(32)), Left, t.Text)
	face := Face(Regular, 15*a.unit)
	lines := Wrap(body, face, float64(r.Dx()-a.u(48)))
	lh := a.u(21)
	visible := (r.Dy() - a.u(100)) / lh
	a.helpLine = min(a.helpLine, max(0, len(lines)-visible))
	for i := 0; i < visible && a.helpLine+i < len(lines); i++ {
		DrawText(dst, lines[a.helpLine+i], face, float64(r.Min.X+a.u(24)), float64(r.Min.Y+a.u(70)+i*lh), Left, t.Text)
	}
	more := "Esc, Enter or a click closes help"
	if len(lines) > visible {
		more = "↑/↓, Page Up/Down or the wheel scroll · " + more
	}
	DrawText(dst, more, Face(Regular, 13*a.unit), float64(r.Max.X-a.u(24)), float64(r.Max.Y-a.u(20)), Right, t.Dim)
}

// --- game ID dialog ----------------------------------------------------------------------------------

type idDialog struct {
	field   TextField
	err     string
	started bool
}

func (a *App) dialogRect() image.Rectangle {
	w, h := min(a.w-a.u(40), a.u(760)), a.u(260)
	return image.Rect((a.w-w)/2, (a.h-h)/2, (a.w+w)/2, (a.h+h)/2)
}

func (a *App) updateDialog() {
	d, in := a.dialog, &a.in
	if !d.started {
		d.started = true
		d.field = TextField{Text: a.sess().Current().Game.String(), Max: puzzle.MaxIDLength}
		in.Typed = in.Typed[:0] // the G that opened the dialog is not part of the ID
	}
	before := d.field.Text
	switch e, _ := d.field.Update(in); e {
	case EditCancel:
		a.dialog = nil
		return
	case EditSubmit:
		a.submitID()
		return
	}
	if d.field.Text != before {
		d.err = ""
	}
	r := a.dialogRect()
	ok, cancel := a.dialogButtons()
	switch {
	case in.ClickIn(ok):
		a.submitID()
	case in.ClickIn(cancel) || (in.Clicked && !in.Pointer.In(r)):
		a.dialog = nil
	}
}

func (a *App) dialogButtons() (image.Rectangle, image.Rectangle) {
	r := a.dialogRect()
	bw, bh := a.u(120), a.u(38)
	y := r.Max.Y - a.u(20) - bh
	ok := image.Rect(r.Max.X-a.u(20)-bw, y, r.Max.X-a.u(20), y+bh)
	cancel := ok.Sub(image.Pt(bw+a.u(12), 0))
	return ok, cancel
}

func (a *App) submitID() {
	if err := a.openID(a.dialog.field.Text); err != nil {
		a.dialog.err = err.Error()
		return
	}
	a.dialog = nil
}

func (a *App) drawDialog(dst *ebiten.Image) {
	t := Themes[a.theme]
	d := a.dialog
	FillRect(dst, dst.Bounds(), Fade(t.Bg, 0.6))
	r := a.dialogRect()
	DrawPanel(dst, "panel", r, float64(a.u(18)), t.PanelHi)
	x := float64(r.Min.X + a.u(20))
	DrawText(dst, "Game ID", Face(Bold, 22*a.unit), x, float64(r.Min.Y+a.u(28)), Left, t.Text)
	small := Face(Regular, 13*a.unit)
	mono := Face(Mono, 14*a.unit)
	if a.cur >= 0 {
		s := a.sess()
		pos := puzzle.PositionID(s.Backend, s.Pos()).String()
		for len(pos) > 12 && TextWidth("This position: "+pos, small) > float64(r.Dx()-a.u(40)) {
			pos = pos[:len(pos)*3/4] + "…"
		}
		DrawText(dst, "This position: "+pos, small, x, float64(r.Min.Y+a.u(58)), Left, t.Dim)
	}
	field := image.Rect(r.Min.X+a.u(20), r.Min.Y+a.u(76), r.Max.X-a.u(20), r.Min.Y+a.u(116))
	DrawPanel(dst, "panel", field, float64(a.u(8)), t.Bg)
	shown := d.field.Text
	for len(shown) > 1 && TextWidth(shown+"|", mono) > float64(field.Dx()-a.u(20)) {
		shown = shown[1:]
	}
	cursor := ""
	if (a.ticks/30)%2 == 0 {
		cursor = "|"
	}
	DrawText(dst, shown+cursor, mono, float64(field.Min.X+a.u(10)), float64(field.Min.Y+field.Max.Y)/2, Left, t.Text)
	if d.err != "" {
		for i, line := range Wrap(d.err, small, float64(r.Dx()-a.u(40))) {
			if i == 2 {
				break
			}
			DrawText(dst, line, small, x, float64(r.Min.Y+a.u(134)+i*a.u(17)), Left, t.Bad)
		}
	} else {
		DrawText(dst, "Type or edit an ID and press Enter. Backspace deletes; Ctrl+U clears; Esc cancels.", small, x, float64(r.Min.Y+a.u(134)), Left, t.Dim)
	}
	ok, cancel := a.dialogButtons()
	Button(dst, t, ok, "Open", Face(Regular, 15*a.unit), a.in.In(ok), true, false)
	Button(dst, t, cancel, "Cancel", Face(Regular, 15*a.unit), a.in.In(cancel), false, false)
}
