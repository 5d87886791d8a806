package game

import (
	"fmt"
	"image"
	"math"
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

// --- a puzzle ------------------------------------------------------------------------------------------

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
	DrawText(dst, "Quintet · "+a.puzzles[c].Backend.Info().Title, Face(Bold, 20*a.unit), float64(a.u(pad)), float64(a.u(topBar))/2, Left, t.Text)
	id := s.Current().Game.String()
	face := Face(Mono, 14*a.unit)
	for len(id) > 12 && TextWidth(id, face) > float64(p.idRect().Dx()) {
		id = id[:len(id)/2] + "…"
	}
	DrawText(dst, id, face, float64(a.w-a.u(pad)), float64(a.u(topBar))/2, Right, t.Dim)
	idle := a.tracker.Idle(a.start) // the pointer as it is now, for hover
	f := a.frame(&idle)
	p.scene().Draw(dst, f)
	p.drawStatus(dst)
	small := Face(Regular, 14*a.unit)
	for _, b := range p.toolbar() {
		disabled := (b.action == input.Undo && !s.CanUndo()) || (b.action == input.Redo && !s.CanRedo())
		accent := b.action == input.Hint && a.mid.HintAsked()
		Button(dst, t, b.r, b.label, small, idle.In(b.r) && !idle.Touch, accent, disabled)
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

// --- the menu ------------------------------------------------------------------------------------------

// menuScreen lists the puzzles, each a card with its presets; arrows move a selection over cards and
// presets, Enter opens it, digits open a puzzle.
type menuScreen struct {
	app    *App
	scroll int // how far the menu is scrolled, in pixels
	bottom int // where the last card ends, unscrolled
	sel    int // the selected item: card i is item, presets follow their card
	laid   menuLayout
}

type menuCard struct {
	puzzle  int
	r       image.Rectangle
	blurb   []string // the blurb, wrapped to the card
	note    []string // the puzzle's card note (Info.Card), wrapped
	presets []image.Rectangle
}

// layoutCards lays the puzzles out in one or two columns, unscrolled, for a screen sw pixels wide with
// unit pixels a layout unit; each card holds its title, blurb (wrapped by wrap, which Wrap does) and
// every preset as a button, wrapped onto as many rows as they need. bottom is where the last card
// ends. (cards keeps the answer for the screen's size and scrolls it.)
func (m *menuScreen) layoutCards(sw int, unit float64, wrap func(string, *TextFace, float64) []string) (cards []menuCard, bottom int) {
	a := m.app
	u := func(v float64) int { return int(math.Round(v * unit)) } // as a.u, for this size
	cols := 1
	if sw > u(700) {
		cols = 2
	}
	top := u(96)
	cw := (sw - u(pad)*(cols+1)) / cols
	blurbFace, presetFace := Face(Regular, 14*unit), Face(Regular, 14*unit)
	var needs []int
	for i, p := range a.puzzles {
		c := menuCard{puzzle: i, blurb: wrap(p.Backend.Info().Blurb, blurbFace, float64(cw-u(28)))}
		if note := p.Backend.Info().Card; note != "" {
			c.note = wrap(note, blurbFace, float64(cw-u(28)))
		}
		y := u(46) + (len(c.blurb)+len(c.note))*u(19) + u(10)
		x := u(14)
		for _, pr := range p.Backend.Info().Presets {
			w := min(int(TextWidth(pr.Name, presetFace))+u(20), cw-u(28)) // a long name is elided
			if x+w > cw-u(14) && x > u(14) {
				x, y = u(14), y+u(46)
			}
			c.presets = append(c.presets, image.Rect(x, y, x+w, y+u(40)))
			x += w + u(8)
		}
		needs = append(needs, y+u(40)+u(12))
		cards = append(cards, c)
	}
	// Each row of cards is as tall as its tallest card; the menu scrolls when they do not all fit.
	y := top
	for row := 0; row*cols < len(cards); row++ {
		h := 0
		for i := row * cols; i < min(len(cards), (row+1)*cols); i++ {
			h = max(h, needs[i])
		}
		for i := row * cols; i < min(len(cards), (row+1)*cols); i++ {
			x := u(pad) + (i%cols)*(cw+u(pad))
			cards[i].r = image.Rect(x, y, x+cw, y+h)
			for j := range cards[i].presets {
				cards[i].presets[j] = cards[i].presets[j].Add(image.Pt(x, y))
			}
		}
		y += h + u(pad)
	}
	return cards, y
}

// menuItem is one selectable thing of the menu: a card (preset −1) or one of its presets, with the x
// of its card's column.
type menuItem struct {
	card, preset int
	r            image.Rectangle
	col          int
}

// items is the selectable things in order: each card, then its presets.
func (m *menuScreen) items(cards []menuCard) []menuItem {
	var out []menuItem
	for i, c := range cards {
		out = append(out, menuItem{i, -1, c.r, c.r.Min.X})
		for j, r := range c.presets {
			out = append(out, menuItem{i, j, r, c.r.Min.X})
		}
	}
	return out
}

// rowStep is the item a row below (dir 1) or above (dir −1) item sel: the menu is a grid, each card's
// title a row and its presets rows under it. The next row is looked for in the same column of cards
// first, then anywhere; in it, the item nearest sel's centre across (from a title, its left edge). At
// the first or last row the selection stays.
func rowStep(items []menuItem, sel, dir int) int {
	cur := items[sel]
	cx := (cur.r.Min.X + cur.r.Max.X) / 2
	if cur.preset < 0 {
		cx = cur.r.Min.X // from a card's title, to the first of a row
	}
	column := func(it menuItem) bool { return it.col == cur.col }
	for _, keep := range []func(menuItem) bool{column, func(menuItem) bool { return true }} {
		best, bestTop, bestDx := -1, 0, 0
		for i, it := range items {
			top := it.r.Min.Y
			if !keep(it) || (top-cur.r.Min.Y)*dir <= 0 {
				continue
			}
			dx := abs((it.r.Min.X+it.r.Max.X)/2 - cx)
			if best < 0 || (top-bestTop)*dir < 0 || top == bestTop && dx < bestDx {
				best, bestTop, bestDx = i, top, dx
			}
		}
		if best >= 0 {
			return best
		}
	}
	return sel
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// footer is the band at the bottom of the menu that holds the key line.
func (m *menuScreen) footer() int { return m.app.h - m.app.u(40) }

// scrollBy moves the menu by dy pixels, within its length.
func (m *menuScreen) scrollBy(dy int) {
	limit := max(0, m.bottom-m.footer())
	m.scroll = min(max(0, m.scroll+dy), limit)
	m.app.dirty = true
}

func (m *menuScreen) update(a *App, in *input.Input) {
	if a.dismissNotices(in) {
		return
	}
	cards := m.cards() // measures the menu's length
	items := m.items(cards)
	m.sel = min(max(m.sel, 0), len(items)-1)
	if in.Wheel != 0 {
		m.scrollBy(-int(in.Wheel * float64(a.u(40))))
	}
	if in.Down && in.Drag != (image.Point{}) {
		m.scrollBy(-in.Drag.Y)
	}
	if in.Clicked && in.Pointer.Y >= m.footer() || m.accessClick(in) {
		return
	}
	moveTo := func(i int) {
		m.sel = i
		r := items[m.sel].r
		if r.Min.Y < a.u(90) {
			m.scrollBy(r.Min.Y - a.u(90))
		} else if r.Max.Y > m.footer() {
			m.scrollBy(r.Max.Y - m.footer() + a.u(8))
		}
		a.dirty = true
	}
	move := func(d int) { moveTo((m.sel + d + len(items)) % len(items)) }
	switch in.Action {
	case input.Digit:
		if in.Digit >= 1 && in.Digit <= len(a.puzzles) {
			a.mid.Open(in.Digit - 1)
		}
		return
	case input.Help:
		a.openHelp()
		return
	case input.Theme:
		a.mid.ToggleTheme()
		return
	case input.GameID:
		a.openDialog()
		return
	case input.Right:
		move(1)
		return
	case input.Left:
		move(-1)
		return
	case input.Down:
		moveTo(rowStep(items, m.sel, 1))
		return
	case input.Up:
		moveTo(rowStep(items, m.sel, -1))
		return
	case input.PageDown:
		m.scrollBy(a.h / 2)
	case input.PageUp:
		m.scrollBy(-a.h / 2)
	case input.Select:
		m.choose(items[m.sel].card, items[m.sel].preset)
		return
	}
	if in.Moved && in.HasPoint && !in.Touch {
		for i := len(items) - 1; i >= 0; i-- { // presets lie inside their card: look at them first
			if in.Pointer.In(items[i].r) {
				if m.sel != i {
					m.sel = i
					a.dirty = true
				}
				break
			}
		}
	}
	for i := len(items) - 1; i >= 0; i-- {
		if in.ClickIn(items[i].r) {
			m.sel = i
			m.choose(items[i].card, items[i].preset)
			return
		}
	}
}

// choose opens puzzle i to continue it, or starts a new game of its preset j.
func (m *menuScreen) choose(i, j int) {
	a := m.app
	if j < 0 {
		a.mid.Open(i)
		return
	}
	b := a.puzzles[i].Backend
	pr := b.Info().Presets[j]
	id := puzzle.ID{Puzzle: b.Info().Name, Params: pr.Params}.String()
	if pr.Game != "" {
		id = pr.Game // one fixed game
	}
	if err := a.mid.LoadID(id); err != nil {
		a.mid.Message(err.Error())
	}
}

func (m *menuScreen) draw(dst *ebiten.Image) {
	m.drawPart(dst, -1)
	m.app.drawNotices(dst)
}

// menuParts is how many parts drawPart draws the menu in: the heading, each card, the footer.
func (m *menuScreen) menuParts() int { return len(m.app.puzzles) + 2 }

// drawPart draws one part of the menu (0 the heading, 1… the cards, then the footer), or all of it
// when part is negative. The start-up draws the parts in turn, one a frame, behind the loading notice.
func (m *menuScreen) drawPart(dst *ebiten.Image, part int) {
	a := m.app
	t := a.Theme()
	off := float64(m.scroll)
	if part <= 0 {
		m.drawAccess(dst)
		DrawText(dst, "Quintet", Face(Bold, 38*a.unit), float64(a.w)/2, float64(a.u(40))-off, Center, t.Text)
		DrawText(dst, Ellipsize(puzzle.Count(len(a.puzzles))+" mathematical puzzles, with hints that are provably optimal", Face(Regular, 15*a.unit), float64(a.w-a.u(20))), Face(Regular, 15*a.unit), float64(a.w)/2, float64(a.u(74))-off, Center, t.Dim)
	}
	cards := m.cards()
	items := m.items(cards)
	sel := items[min(max(m.sel, 0), len(items)-1)]
	for ci, c := range cards {
		if part >= 0 && part != ci+1 {
			continue
		}
		p := a.puzzles[c.puzzle]
		bg := t.Panel
		if sel.card == ci && sel.preset < 0 {
			bg = t.PanelHi
		}
		DrawPanel(dst, "panel", c.r, float64(a.u(16)), bg)
		if sel.card == ci && sel.preset < 0 {
			StrokeRect(dst, c.r, float64(a.u(2)), t.Accent)
		}
		x := float64(c.r.Min.X + a.u(14))
		DrawText(dst, fmt.Sprintf("%d  %s", c.puzzle+1, p.Backend.Info().Title), Face(Bold, 22*a.unit), x, float64(c.r.Min.Y+a.u(26)), Left, t.Text)
		state := "New"
		if sum, played := a.mid.Summary(c.puzzle); played { // from the save: the game is built when opened
			state = "Continue: " + midend.Count(sum.Moves, "move", "moves")
			switch sum.State {
			case puzzle.Won:
				state = "Solved in " + midend.Count(sum.Moves, "move", "moves")
			case puzzle.Lost:
				state = "Lost after " + midend.Count(sum.Moves, "move", "moves")
			}
		}
		DrawText(dst, state, Face(Regular, 14*a.unit), float64(c.r.Max.X-a.u(14)), float64(c.r.Min.Y+a.u(26)), Right, t.Dim)
		for i, line := range c.blurb {
			DrawText(dst, line, Face(Regular, 14*a.unit), x, float64(c.r.Min.Y+a.u(52)+i*a.u(19)), Left, t.Dim)
		}
		for i, line := range c.note {
			DrawText(dst, line, Face(Regular, 14*a.unit), x, float64(c.r.Min.Y+a.u(52)+(len(c.blurb)+i)*a.u(19)), Left, t.Text)
		}
		for j, pr := range c.presets {
			bg := t.Bg // a chip stands out from its card
			if sel.card == ci && sel.preset == j {
				bg = t.PanelHi
			}
			DrawPanel(dst, "panel", pr, float64(pr.Dy())/4, bg)
			if sel.card == ci && sel.preset == j {
				StrokeRect(dst, pr, float64(a.u(2)), t.Accent)
			}
			DrawText(dst, Ellipsize(p.Backend.Info().Presets[j].Name, Face(Regular, 14*a.unit), float64(pr.Dx()-a.u(12))), Face(Regular, 14*a.unit), float64(pr.Min.X+pr.Max.X)/2, float64(pr.Min.Y+pr.Max.Y)/2, Center, t.Text)
		}
	}
	if part >= 0 && part != len(cards)+1 {
		return
	}
	FillRect(dst, image.Rect(0, m.footer(), a.w, a.h), t.Bg)
	foot := "Click a puzzle (or press its number) to continue it; a size starts a new game. Arrows and Enter choose · G: game ID · T: theme · ?: help"
	if m.bottom > m.footer() {
		foot = "Scroll for more · " + foot
	}
	face := Face(Regular, 14*a.unit)
	DrawText(dst, Ellipsize(foot, face, float64(a.w-a.u(2*pad))), face, float64(a.w)/2, float64(a.h-a.u(20)), Center, t.Dim)
}

// --- the game-ID dialog --------------------------------------------------------------------------------

// The parts of the game-ID dialog that take the keyboard's focus, in Tab order.
const (
	focusField = iota
	focusCopy
	focusPaste
	focusCancel
	focusOpen
	focusParts
)

type idDialog struct {
	app     *App
	field   input.TextField
	err     string // why the ID was not opened, or what the clipboard refused (red)
	note    string // what Copy or Paste did
	focus   int    // the part with the keyboard's focus
	waiting bool   // a clipboard request is out
}

// dialogButton is one of the dialog's buttons.
type dialogButton struct {
	part  int
	label string
	r     image.Rectangle
}

func newIDDialog(a *App) *idDialog {
	d := &idDialog{app: a, field: input.TextField{Max: puzzle.MaxIDLength}}
	if c := a.mid.Current(); c >= 0 {
		d.field.Set(a.mid.Session(c).Current().Game.String())
	}
	return d
}

func (d *idDialog) rect() image.Rectangle {
	a := d.app
	w, h := min(a.w-a.u(20), a.u(760)), a.u(270)
	return image.Rect((a.w-w)/2, (a.h-h)/2, (a.w+w)/2, (a.h+h)/2)
}

func (d *idDialog) fieldRect() image.Rectangle {
	a, r := d.app, d.rect()
	return image.Rect(r.Min.X+a.u(20), r.Min.Y+a.u(76), r.Max.X-a.u(20), r.Min.Y+a.u(120))
}

// buttons are Copy and Paste on the left, Cancel and Open on the right, in one row 44 units tall; on
// a narrow screen (a phone) the four share the row's width.
func (d *idDialog) buttons() []dialogButton {
	a, r := d.app, d.rect()
	gap := a.u(10)
	bw, bh := min(a.u(120), (r.Dx()-a.u(40)-3*gap)/4), a.u(44)
	y := r.Max.Y - a.u(16) - bh
	at := func(x int) image.Rectangle { return image.Rect(x, y, x+bw, y+bh) }
	left, right := r.Min.X+a.u(20), r.Max.X-a.u(20)
	return []dialogButton{
		{focusCopy, "Copy", at(left)},
		{focusPaste, "Paste", at(left + bw + gap)},
		{focusCancel, "Cancel", at(right - 2*bw - gap)},
		{focusOpen, "Open", at(right - bw)},
	}
}

func (d *idDialog) update(a *App, in *input.Input) {
	// Ctrl+C, Ctrl+V and Tab act whichever part has the focus.
	switch {
	case in.Action == input.Copy:
		d.press(focusCopy)
		return
	case in.Action == input.Paste:
		d.press(focusPaste)
		return
	case in.Key.Code == "Tab":
		step := 1
		if in.Key.Shift {
			step = focusParts - 1
		}
		d.focus = (d.focus + step) % focusParts
		a.dirty = true
		return
	}
	if d.focus != focusField {
		switch {
		case in.Action == input.Back:
			a.closeOverlay()
			return
		case in.Action == input.Select || in.Key.Code == "Space":
			d.press(d.focus)
			return
		case in.Action == input.Left:
			d.focus = max(focusCopy, d.focus-1)
			return
		case in.Action == input.Right:
			d.focus = min(focusOpen, d.focus+1)
			return
		case in.Action == input.Up:
			d.focus = focusField
			return
		case in.Rune == ' ':
			return // the character of the Space that pressed a button
		case in.Rune != 0 || in.Key.Code == "Backspace" || in.Key.Code == "Delete" || in.Key.Code == "Home" || in.Key.Code == "End":
			d.focus = focusField // typing goes back to the field
		}
	} else if in.Action == input.Down {
		d.focus = focusCopy
		return
	}
	before := d.field.Text
	edit, _ := d.field.Update(in)
	switch edit {
	case input.EditCancel:
		a.closeOverlay()
		return
	case input.EditSubmit:
		d.submit()
		return
	}
	if d.field.Text != before {
		d.err, d.note = "", ""
	}
	if in.Key.Code != "" || in.Rune != 0 {
		a.dirty = true
	}
	for _, b := range d.buttons() {
		if in.ClickIn(b.r) {
			d.press(b.part)
			return
		}
	}
	switch {
	case in.ClickIn(d.fieldRect()):
		d.focus = focusField
	case in.Clicked && !in.Pointer.In(d.rect()):
		a.closeOverlay()
	}
}

// press does what a button does.
func (d *idDialog) press(part int) {
	a := d.app
	a.dirty = true
	switch part {
	case focusOpen:
		d.submit()
	case focusCancel:
		a.closeOverlay()
	case focusCopy, focusPaste:
		paste := part == focusPaste
		if !paste && d.field.Text == "" {
			d.err, d.note = "Nothing to copy: the field is empty", ""
			return
		}
		if d.waiting || !a.clipRequest(d, paste, d.field.Text) {
			d.note = "Still waiting for the clipboard…"
			return
		}
		d.waiting, d.err = true, ""
		d.note = "Copying…"
		if paste {
			d.note = "Reading the clipboard…"
		}
	}
}

// clipDone takes the clipboard's answer: the ID copied, or the clipboard's text in the field (the field
// stays as it was when there is nothing to paste).
func (d *idDialog) clipDone(ans clipAnswer) {
	d.waiting = false
	d.err, d.note = "", ""
	switch {
	case ans.err != nil:
		d.err = capitalize(oneLine(ans.err))
	case !ans.paste:
		d.note = "Copied " + shorten(ans.text, 100)
	default:
		f := d.field
		removed, cut := f.Paste(ans.text)
		if f.Text == "" {
			d.err = "Nothing pasted: the clipboard holds no usable text"
			return
		}
		d.field = f
		d.focus = focusField
		var what []string
		if removed > 0 {
			what = append(what, midend.Count(removed, "character", "characters")+" removed")
		}
		if cut {
			what = append(what, fmt.Sprintf("cut to %d characters", d.field.Max))
		}
		d.note = "Pasted " + shorten(d.field.Text, 60)
		if len(what) > 0 {
			d.note += " (" + strings.Join(what, ", ") + ")"
		}
		d.note += "; Enter opens it"
	}
}

// shorten cuts s to n characters, marking the cut with an ellipsis (so a note never asks the text
// measurer to fit thousands of characters).
func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// capitalize puts a capital at the start of a message.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

func (d *idDialog) submit() {
	if err := d.app.mid.LoadIDHere(d.field.Text); err != nil {
		d.err, d.note = err.Error(), ""
		d.app.dirty = true
		return
	}
	d.app.closeOverlay()
}

// SetBoxText takes the text typed (or pasted) into the browser's input over the field, held to what
// the field itself would take.
func (d *idDialog) SetBoxText(text string, submit bool) {
	text, _, _ = input.Sanitize(text, d.field.Max)
	if text != d.field.Text {
		d.field.Set(text)
		d.err, d.note = "", ""
		d.focus = focusField
		d.app.dirty = true
	}
	if submit {
		d.submit()
	}
}

func (d *idDialog) draw(dst *ebiten.Image) {
	a := d.app
	t := a.Theme()
	FillRect(dst, dst.Bounds(), Fade(t.Bg, 0.6))
	r := d.rect()
	DrawPanel(dst, "panel", r, float64(a.u(18)), t.PanelHi)
	x := float64(r.Min.X + a.u(20))
	DrawText(dst, "Game ID", Face(Bold, 22*a.unit), x, float64(r.Min.Y+a.u(28)), Left, t.Text)
	small := Face(Regular, 14*a.unit)
	mono := Face(Mono, 15*a.unit)
	if c := a.mid.Current(); c >= 0 {
		s := a.mid.Session(c)
		pos := puzzle.PositionID(s.Backend, s.Pos()).String()
		for len(pos) > 12 && TextWidth("This position: "+pos, small) > float64(r.Dx()-a.u(40)) {
			pos = pos[:len(pos)*3/4] + "…"
		}
		DrawText(dst, "This position: "+pos, small, x, float64(r.Min.Y+a.u(58)), Left, t.Dim)
	}
	field := d.fieldRect()
	DrawPanel(dst, "panel", field, float64(a.u(8)), t.Bg)
	DrawTextBox(dst, &d.field, field, mono, t, a.u(10))
	if d.focus == focusField {
		StrokeRect(dst, field, float64(a.u(1)), t.Accent)
	}
	width := float64(r.Dx() - a.u(40))
	msg, c := "Type or edit an ID and press Enter. Ctrl+C copies it, Ctrl+V pastes over it, Ctrl+U clears, Tab moves to the buttons, Esc cancels.", t.Dim
	switch {
	case d.err != "":
		msg, c = d.err, t.Bad
	case d.note != "":
		msg, c = d.note, t.Text
	}
	if d.err != "" || d.note == "" {
		for i, line := range Wrap(msg, small, width) {
			if i == 2 {
				break
			}
			DrawText(dst, line, small, x, float64(r.Min.Y+a.u(138)+i*a.u(18)), Left, c)
		}
	} else {
		DrawText(dst, Ellipsize(msg, small, width), small, x, float64(r.Min.Y+a.u(138)), Left, c)
	}
	face := Face(Regular, 15*a.unit)
	idle := a.tracker.Idle(a.start)
	for _, b := range d.buttons() {
		Button(dst, t, b.r, b.label, face, false, b.part == focusOpen, false)
		if idle.In(b.r) && !idle.Touch && b.part != focusOpen {
			// Hovered: a frame (the toolbar's lighter panel would vanish into the dialog's).
			DrawPanel(dst, "frame", b.r, float64(b.r.Dy())/4, t.Dim)
		}
		if d.focus == b.part {
			StrokeRect(dst, b.r.Inset(-a.u(3)), float64(a.u(2)), t.Accent)
		}
	}
}

// DrawTextBox draws a text field's text in r with a caret at its place (the text scrolls to keep the
// caret in view).
func DrawTextBox(dst *ebiten.Image, f *input.TextField, r image.Rectangle, face *TextFace, t *Theme, inset int) {
	rs := []rune(f.Text)
	caret := min(max(f.Caret, 0), len(rs))
	width := float64(r.Dx() - 2*inset)
	// Binary searches, so a pasted ID of thousands of characters is measured a dozen times, not
	// thousands: from is the first character shown (the text before the caret fits), to the last.
	lo, hi := 0, caret
	for lo < hi {
		if mid := (lo + hi) / 2; TextWidth(string(rs[mid:caret]), face) > width-4 {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	from := lo
	lo, hi = caret, len(rs)
	for lo < hi {
		if mid := (lo + hi + 1) / 2; TextWidth(string(rs[from:mid]), face) > width {
			hi = mid - 1
		} else {
			lo = mid
		}
	}
	to := lo
	x := float64(r.Min.X + inset)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	// Clipped to the box: whatever a character draws above or below its line stays inside.
	DrawText(dst.SubImage(r).(*ebiten.Image), string(rs[from:to]), face, x, cy, Left, t.Text)
	cx := x + TextWidth(string(rs[from:caret]), face)
	Line(dst, cx, cy-face.Size*0.6, cx, cy+face.Size*0.6, max(1, face.Size/10), t.Accent)
}

// --- notices -------------------------------------------------------------------------------------------

// dismissNotices takes a click, tap or key press as the player having read the notices. A click or
// tap on the notices' panel does nothing else (dismissNotices reports true); anything else also does
// what it does.
func (a *App) dismissNotices(in *input.Input) bool {
	if len(a.mid.Notices()) == 0 || !(in.Clicked || in.Key.Code != "" || in.Rune != 0 || in.Action != input.None) {
		return false
	}
	_, r := a.noticeLayout()
	a.mid.DismissNotices()
	a.dirty = true
	if in.ClickIn(r) {
		in.Consume()
		return true
	}
	return false
}

// noticeLayout wraps the notices to the window's width (a long path breaks anywhere) and places their
// panel across the top.
func (a *App) noticeLayout() (lines []string, r image.Rectangle) {
	face := Face(Regular, 14*a.unit)
	pad := a.u(10)
	width := float64(a.w - 4*pad)
	for _, n := range a.mid.Notices() {
		for _, l := range Wrap(n, face, width) {
			lines = append(lines, breakLong(l, face, width)...)
		}
	}
	lh := a.u(19)
	maxLines := max(1, (a.h-4*pad)/lh-2)
	if len(lines) > maxLines { // never past the window: the whole text is on standard error too
		lines = append(lines[:maxLines-1], "… (the whole text is printed on standard error)")
	}
	return lines, image.Rect(pad, pad, a.w-pad, pad+2*pad+(len(lines)+1)*lh)
}

// drawNotices draws the notices not yet dismissed (a save set aside, the saves read-only) in a panel
// across the top of any screen until the player dismisses them.
func (a *App) drawNotices(dst *ebiten.Image) {
	if len(a.mid.Notices()) == 0 {
		return
	}
	t := a.Theme()
	face := Face(Regular, 14*a.unit)
	pad, lh := a.u(10), a.u(19)
	lines, r := a.noticeLayout()
	hint := "Click or press a key to close."
	if a.tracker.Idle(a.start).Touch {
		hint = "Tap to close."
	}
	DrawPanel(dst, "panel", r, float64(a.u(10)), t.Panel)
	StrokeRect(dst, r, float64(a.u(2)), t.Warn)
	y := float64(r.Min.Y + pad + lh/2)
	for _, l := range lines {
		DrawText(dst, l, face, float64(r.Min.X+pad), y, Left, t.Warn)
		y += float64(lh)
	}
	DrawText(dst, hint, face, float64(r.Min.X+pad), y, Left, t.Dim)
}

// breakLong splits a line still wider than width (one long word: a path) between characters.
func breakLong(line string, face *TextFace, width float64) []string {
	var out []string
	for TextWidth(line, face) > width {
		r := []rune(line)
		n := len(r) - 1
		for n > 1 && TextWidth(string(r[:n]), face) > width {
			n--
		}
		out = append(out, string(r[:n]))
		line = string(r[n:])
	}
	return append(out, line)
}

// MenuSelected is where the menu shows its selected card or preset now.
func (a *App) MenuSelected() image.Rectangle {
	items := a.menu.items(a.menu.cards())
	if len(items) == 0 {
		return image.Rectangle{}
	}
	return items[min(max(a.menu.sel, 0), len(items)-1)].r
}
