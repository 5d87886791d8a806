package game

import (
	"fmt"
	"image"
	"math"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

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
func (m *menuScreen) layoutCards(sw int, unit float64, wrap func(string, *kit.TextFace, float64) []string) (cards []menuCard, bottom int) {
	a := m.app
	u := func(v float64) int { return int(math.Round(v * unit)) } // as a.u, for this size
	cols := 1
	if sw > u(700) {
		cols = 2
	}
	// The heading's second line wraps on a narrow screen; the cards start under it.
	top := u(96) + (len(wrap(m.subtitle(), kit.Face(kit.Regular, 15*unit), float64(sw-u(20))))-1)*u(19)
	cw := (sw - u(pad)*(cols+1)) / cols
	blurbFace, presetFace := kit.Face(kit.Regular, 14*unit), kit.Face(kit.Regular, 14*unit)
	var needs []int
	for i, p := range a.puzzles {
		c := menuCard{puzzle: i, blurb: wrap(p.Backend.Info().Blurb, blurbFace, float64(cw-u(28)))}
		if note := p.Backend.Info().Card; note != "" {
			c.note = wrap(note, blurbFace, float64(cw-u(28)))
		}
		y := u(46) + (len(c.blurb)+len(c.note)+1)*u(19) + u(10) // +1: the record line (statsscreen.go)
		x := u(14)
		rowH := u(chipH)
		for _, name := range cardChips(p.Backend.Info()) {
			w := min(int(kit.TextWidth(name, presetFace))+u(20), cw-u(28))
			h := u(chipH)
			if n := len(wrap(name, presetFace, float64(w-u(12)))); n > 1 { // a long name wraps
				h = n*u(18) + u(12)
			}
			if x+w > cw-u(14) && x > u(14) {
				x, y = u(14), y+rowH+u(6)
				rowH = u(chipH)
			}
			c.presets = append(c.presets, image.Rect(x, y, x+w, y+h))
			rowH = max(rowH, h)
			x += w + u(8)
		}
		needs = append(needs, y+rowH+u(12))
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

// menuLayout is the menu's cards laid out for one screen width and unit, unscrolled: measuring and
// wrapping the blurbs is the costly part of the menu, and the layout changes only with the size.
type menuLayout struct {
	w      int
	unit   float64
	cards  []menuCard
	bottom int // where the last card ends
}

// cards is the menu's cards where they are now: laid out once for the screen's size, then scrolled.
// It also sets bottom, which bounds the scrolling.
func (m *menuScreen) cards() []menuCard {
	a := m.app
	if m.laid.cards == nil || m.laid.w != a.w || m.laid.unit != a.unit {
		cards, bottom := m.layoutCards(a.w, a.unit, a.texts.Wrap)
		m.laid = menuLayout{w: a.w, unit: a.unit, cards: cards, bottom: bottom}
	}
	m.bottom = m.laid.bottom
	off := image.Pt(0, -m.scroll)
	out := make([]menuCard, len(m.laid.cards))
	for i, c := range m.laid.cards {
		c.r = c.r.Add(off)
		presets := make([]image.Rectangle, len(c.presets))
		for j, r := range c.presets {
			presets[j] = r.Add(off)
		}
		c.presets = presets
		out[i] = c
	}
	return out
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

// chipH is a preset's height in units: a target for a finger.
const chipH = 44

// subtitle is the menu's second heading line.
func (m *menuScreen) subtitle() string {
	return puzzle.Count(len(m.app.puzzles)) + " mathematical puzzles, with hints that are provably optimal"
}

// footLines is the key line at the bottom, wrapped to the screen's width.
func (m *menuScreen) footLines() []string {
	a := m.app
	foot := a.words("Tap a puzzle to resume; a size starts anew.",
		"Click a puzzle (or press its number) to continue it; a size starts a new game. Arrows and Enter choose · G: game ID · T: theme · F3: statistics · ?: help")
	if m.bottom > a.h-a.u(40) {
		foot = a.words("More below · ", "Scroll for more · ") + foot
	}
	return a.texts.Wrap(foot, kit.Face(kit.Regular, 14*a.unit), float64(a.w-a.u(2*pad)))
}

// footer is the top of the band at the bottom of the menu that holds the key line.
func (m *menuScreen) footer() int { return m.app.h - m.app.u(21) - len(m.footLines())*m.app.u(19) }

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
	case input.Stats:
		a.openStats(m.items(cards)[m.sel].card)
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
	if a.chooseChip(i, j) { // today's game, the statistics
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

func (m *menuScreen) draw(dst *kit.Canvas) {
	m.app.texts.Start()
	m.drawPart(dst, -1)
	m.app.drawNotices(dst)
}

// drawPart draws one part of the menu (0 the heading, 1… the cards, then the footer), or all of it
// when part is negative. The start-up draws the parts in turn, one a frame, behind the loading notice.
func (m *menuScreen) drawPart(dst *kit.Canvas, part int) {
	a := m.app
	t := a.theme()
	off := float64(m.scroll)
	if part <= 0 {
		m.drawAccess(dst)
		kit.DrawText(dst, "Quintet", kit.Face(kit.Bold, 38*a.unit), float64(a.w)/2, float64(a.u(40))-off, kit.Center, t.Text)
		for i, line := range a.texts.Wrap(m.subtitle(), kit.Face(kit.Regular, 15*a.unit), float64(a.w-a.u(20))) {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 15*a.unit), float64(a.w)/2, float64(a.u(74)+i*a.u(19))-off, kit.Center, t.Dim)
		}
	}
	cards := m.cards()
	items := m.items(cards)
	sel := items[min(max(m.sel, 0), len(items)-1)]
	for ci, c := range cards {
		if part >= 0 && part != ci+1 {
			continue
		}
		restore := a.texts.SetRegion(c.r)
		a.texts.Scrolls = true // the menu scrolls: a card may be partly out of view
		p := a.puzzles[c.puzzle]
		bg := t.Panel
		if sel.card == ci && sel.preset < 0 {
			bg = t.PanelHi
		}
		kit.DrawPanel(dst, "panel", c.r, float64(a.u(16)), bg)
		if sel.card == ci && sel.preset < 0 {
			kit.StrokeRect(dst, c.r, float64(a.u(2)), t.Accent)
		}
		x := float64(c.r.Min.X + a.u(14))
		kit.DrawText(dst, fmt.Sprintf("%d  %s", c.puzzle+1, p.Backend.Info().Title), kit.Face(kit.Bold, 22*a.unit), x, float64(c.r.Min.Y+a.u(26)), kit.Left, t.Text)
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
		kit.DrawText(dst, state, kit.Face(kit.Regular, 14*a.unit), float64(c.r.Max.X-a.u(14)), float64(c.r.Min.Y+a.u(26)), kit.Right, t.Dim)
		for i, line := range c.blurb {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 14*a.unit), x, float64(c.r.Min.Y+a.u(52)+i*a.u(19)), kit.Left, t.Dim)
		}
		for i, line := range c.note {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 14*a.unit), x, float64(c.r.Min.Y+a.u(52)+(len(c.blurb)+i)*a.u(19)), kit.Left, t.Text)
		}
		kit.DrawText(dst, a.texts.Ellipsize(a.cardRecord(c.puzzle), kit.Face(kit.Regular, 14*a.unit), float64(c.r.Dx()-a.u(28))), kit.Face(kit.Regular, 14*a.unit), x, float64(c.r.Min.Y+a.u(52)+(len(c.blurb)+len(c.note))*a.u(19)), kit.Left, t.Accent)
		for j, pr := range c.presets {
			bg := t.Bg // a chip stands out from its card
			if sel.card == ci && sel.preset == j {
				bg = t.PanelHi
			}
			kit.DrawPanel(dst, "panel", pr, float64(pr.Dy())/4, bg)
			if sel.card == ci && sel.preset == j {
				kit.StrokeRect(dst, pr, float64(a.u(2)), t.Accent)
			}
			face := kit.Face(kit.Regular, 14*a.unit)
			lines := a.texts.Wrap(cardChips(p.Backend.Info())[j], face, float64(pr.Dx()-a.u(12)))
			for k, line := range lines {
				y := float64(pr.Min.Y+pr.Max.Y)/2 + float64((2*k-len(lines)+1)*a.u(18))/2
				kit.DrawText(dst, line, face, float64(pr.Min.X+pr.Max.X)/2, y, kit.Center, t.Text)
			}
		}
		restore()
		a.texts.Scrolls = false
	}
	if part >= 0 && part != len(cards)+1 {
		return
	}
	kit.FillRect(dst, image.Rect(0, m.footer(), a.w, a.h), t.Bg)
	defer a.texts.SetRegion(image.Rect(0, m.footer(), a.w, a.h))()
	face := kit.Face(kit.Regular, 14*a.unit)
	for i, line := range m.footLines() {
		kit.DrawText(dst, line, face, float64(a.w)/2, float64(m.footer()+a.u(20)+i*a.u(19)), kit.Center, t.Dim)
	}
}

// speech: the menu says its puzzles when it opens.
func (m *menuScreen) speech(a *App) ui.Speech {
	return ui.Speech{Screen: "menu", Opened: a.menuWords()}
}
