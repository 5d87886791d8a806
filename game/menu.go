package game

import (
	"fmt"
	"image"
	"math"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// menuScreen lists the puzzles, each a card with its presets; arrows move a selection over cards and
// presets, Enter opens it, digits open a puzzle.
type menuScreen struct {
	app    *App
	scroll int     // how far the menu is scrolled, in pixels
	bottom int     // where the last card ends, unscrolled
	cursor ui.Menu // the selected item: each card, then its chips
	laid   menuLayout
}

type menuCard struct {
	puzzle  int
	r       image.Rectangle
	title   []string // the number and title, wrapped when they do not fit beside the state
	below   bool     // the state goes on a line under the title
	head    int      // how much further down than usual the blurb starts
	records int      // the lines kept for the record line
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
	top := headDrop(sw, unit) + u(96) + (len(wrap(m.subtitle(), kit.Face(kit.Regular, 15*unit), float64(sw-u(20))))-1)*u(19)
	cw := (sw - u(pad)*(cols+1)) / cols
	blurbFace, presetFace := kit.Face(kit.Regular, 14*unit), kit.Face(kit.Regular, 14*unit)
	var needs []int
	for i, p := range a.puzzles {
		c := menuCard{puzzle: i, blurb: wrap(p.Backend.Info().Blurb, blurbFace, float64(cw-u(28)))}
		if note := p.Backend.Info().Card; note != "" {
			c.note = wrap(note, blurbFace, float64(cw-u(28)))
		}
		// The title and the state share a row when both fit (the state as long as it gets); otherwise the
		// title wraps across the card and the state goes under it.
		title, titleFace := fmt.Sprintf("%d  %s", i+1, p.Backend.Info().Title), kit.Face(kit.Bold, 22*unit)
		c.title = []string{title}
		if kit.TextWidth(title, titleFace)+kit.TextWidth(longestState, blurbFace)+float64(u(16)) > float64(cw-u(28)) {
			c.title, c.below = wrap(title, titleFace, float64(cw-u(28))), true
			c.head = (len(c.title)-1)*u(28) + u(22)
		}
		// The record line wraps between its parts on a narrow card: room for the longest it can be.
		c.records = min(3, len(kit.WrapLines(longestRecord, blurbFace, float64(cw-u(28)))))
		y := c.head + u(46) + (len(c.blurb)+len(c.note)+c.records)*u(19) + u(10)
		x := u(14)
		rowH := u(chipH)
		for _, name := range ui.CardChips(p.Backend.Info()) {
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

// items is the selectable things in order: each card, then its chips.
func (m *menuScreen) items(cards []menuCard) []ui.MenuItem {
	rects := make([]image.Rectangle, len(cards))
	chips := make([][]image.Rectangle, len(cards))
	for i, c := range cards {
		rects[i], chips[i] = c.r, c.presets
	}
	return ui.MenuItems(rects, chips)
}

// longestState and longestRecord are as long as a card's state and record line get, for the room
// they are given.
const (
	longestState  = "Continue: 9 999 moves"
	longestRecord = "999 won · 999 at par · best 59:59"
)

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

// footHeight is the height of the key line's band, for lines lines.
func (m *menuScreen) footHeight(lines int) int { return m.app.u(21) + lines*m.app.u(19) }

// footPinned reports whether the key line stays in a band at the bottom of the screen: it does unless
// it would take more than a quarter of the screen (large text on a phone), when it ends the list instead.
func (m *menuScreen) footPinned(lines int) bool { return m.footHeight(lines) <= m.app.h/4 }

// footer is the top of the band at the bottom of the menu that holds the key line (the screen's
// bottom when the key line ends the list instead).
func (m *menuScreen) footer() int {
	n := len(m.footLines())
	if !m.footPinned(n) {
		return m.app.h
	}
	return m.app.h - m.footHeight(n)
}

// end is where the menu's content ends, unscrolled: its last card, or the key line after it.
func (m *menuScreen) end() int {
	if n := len(m.footLines()); !m.footPinned(n) {
		return m.bottom + m.footHeight(n)
	}
	return m.bottom
}

// headDrop is how far the heading goes down to leave the text-size and motion buttons a row of their
// own above it, on a screen sw pixels wide with unit pixels a unit: none when they fit beside the title.
func headDrop(sw int, unit float64) int {
	u := func(v float64) int { return int(math.Round(v * unit)) }
	face := kit.Face(kit.Regular, 14*unit)
	side := int(max(kit.TextWidth("Text 200%", face), kit.TextWidth("Motion: full", face), kit.TextWidth("Motion: less", face))) + u(20)
	title := int(kit.TextWidth("Quintet", kit.Face(kit.Bold, 38*unit)))
	if (sw-title)/2 >= side+u(20) {
		return 0
	}
	return u(48)
}

// scrollBy moves the menu by dy pixels, within its length.
func (m *menuScreen) scrollBy(dy int) {
	limit := max(0, m.end()-m.footer())
	m.scroll = min(max(0, m.scroll+dy), limit)
	m.app.dirty = true
}

func (m *menuScreen) update(a *App, in *input.Input) {
	if a.dismissNotices(in) {
		return
	}
	cards := m.cards() // measures the menu's length
	items := m.items(cards)
	m.cursor.Clamp(len(items))
	if in.Wheel != 0 {
		m.scrollBy(-int(in.Wheel * float64(a.u(40))))
	}
	if in.Down && in.Drag != (image.Point{}) {
		m.scrollBy(-in.Drag.Y)
	}
	if in.Clicked && in.Pointer.Y >= m.footer() || m.accessClick(in) {
		return
	}
	switch in.Action {
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
		a.openStats(items[m.cursor.Sel].Card)
		return
	case input.PageDown:
		m.scrollBy(a.h / 2)
	case input.PageUp:
		m.scrollBy(-a.h / 2)
	}
	switch m.cursor.Key(items, in.Action, in.Digit, len(a.puzzles)) {
	case ui.MenuOpen:
		a.mid.Open(m.cursor.Puzzle)
		return
	case ui.MenuChoose:
		m.choose(items[m.cursor.Sel].Card, items[m.cursor.Sel].Chip)
		return
	case ui.MenuMoved: // keep the item in view
		r := items[m.cursor.Sel].R
		if r.Min.Y < a.u(90) {
			m.scrollBy(r.Min.Y - a.u(90))
		} else if r.Max.Y > m.footer() {
			m.scrollBy(r.Max.Y - m.footer() + a.u(8))
		}
		a.dirty = true
		return
	}
	if in.Moved && in.HasPoint && !in.Touch {
		for i := len(items) - 1; i >= 0; i-- { // chips lie inside their card: look at them first
			if in.Pointer.In(items[i].R) {
				if m.cursor.Sel != i {
					m.cursor.Sel = i
					a.dirty = true
				}
				break
			}
		}
	}
	for i := len(items) - 1; i >= 0; i-- {
		if in.ClickIn(items[i].R) {
			m.cursor.Sel = i
			m.choose(items[i].Card, items[i].Chip)
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
	off := float64(m.scroll - headDrop(a.w, a.unit))
	if part <= 0 {
		m.drawAccess(dst)
		kit.DrawText(dst, "Quintet", kit.Face(kit.Bold, 38*a.unit), float64(a.w)/2, float64(a.u(40))-off, kit.Center, t.Text)
		for i, line := range a.texts.Wrap(m.subtitle(), kit.Face(kit.Regular, 15*a.unit), float64(a.w-a.u(20))) {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 15*a.unit), float64(a.w)/2, float64(a.u(74)+i*a.u(19))-off, kit.Center, t.Dim)
		}
	}
	cards := m.cards()
	items := m.items(cards)
	m.cursor.Clamp(len(items))
	sel := items[m.cursor.Sel]
	for ci, c := range cards {
		if part >= 0 && part != ci+1 {
			continue
		}
		restore := a.texts.SetRegion(c.r)
		a.texts.Scrolls = true // the menu scrolls: a card may be partly out of view
		p := a.puzzles[c.puzzle]
		bg := t.Panel
		if sel.Card == ci && sel.Chip < 0 {
			bg = t.PanelHi
		}
		kit.DrawPanel(dst, "panel", c.r, float64(a.u(16)), bg)
		if sel.Card == ci && sel.Chip < 0 {
			kit.StrokeRect(dst, c.r, float64(a.u(2)), t.Accent)
		}
		x := float64(c.r.Min.X + a.u(14))
		for i, line := range c.title {
			kit.DrawText(dst, line, kit.Face(kit.Bold, 22*a.unit), x, float64(c.r.Min.Y+a.u(26)+i*a.u(28)), kit.Left, t.Text)
		}
		state := m.cardState(c.puzzle)
		if c.below {
			kit.DrawText(dst, state, kit.Face(kit.Regular, 14*a.unit), x, float64(c.r.Min.Y+c.head+a.u(26)), kit.Left, t.Dim)
		} else {
			kit.DrawText(dst, state, kit.Face(kit.Regular, 14*a.unit), float64(c.r.Max.X-a.u(14)), float64(c.r.Min.Y+a.u(26)), kit.Right, t.Dim)
		}
		top := c.r.Min.Y + c.head + a.u(52)
		for i, line := range c.blurb {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 14*a.unit), x, float64(top+i*a.u(19)), kit.Left, t.Dim)
		}
		for i, line := range c.note {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 14*a.unit), x, float64(top+(len(c.blurb)+i)*a.u(19)), kit.Left, t.Text)
		}
		face := kit.Face(kit.Regular, 14*a.unit)
		record := a.texts.Wrap(a.cardRecord(c.puzzle), face, float64(c.r.Dx()-a.u(28)))
		if len(record) > c.records { // never past its room
			record = append(record[:c.records-1], a.texts.Ellipsize(strings.Join(record[c.records-1:], " "), face, float64(c.r.Dx()-a.u(28))))
		}
		for i, line := range record {
			kit.DrawText(dst, line, face, x, float64(top+(len(c.blurb)+len(c.note)+i)*a.u(19)), kit.Left, t.Accent)
		}
		for j, pr := range c.presets {
			bg := t.Bg // a chip stands out from its card
			if sel.Card == ci && sel.Chip == j {
				bg = t.PanelHi
			}
			kit.DrawPanel(dst, "panel", pr, float64(pr.Dy())/4, bg)
			if sel.Card == ci && sel.Chip == j {
				kit.StrokeRect(dst, pr, float64(a.u(2)), t.Accent)
			}
			face := kit.Face(kit.Regular, 14*a.unit)
			lines := a.texts.Wrap(ui.CardChips(p.Backend.Info())[j], face, float64(pr.Dx()-a.u(12)))
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
	face := kit.Face(kit.Regular, 14*a.unit)
	lines := m.footLines()
	if !m.footPinned(len(lines)) { // after the last card, scrolled with the list
		a.texts.Scrolls = true
		defer func() { a.texts.Scrolls = false }()
		for i, line := range lines {
			kit.DrawText(dst, line, face, float64(a.w)/2, float64(m.bottom-m.scroll+a.u(10)+i*a.u(19)), kit.Center, t.Dim)
		}
		return
	}
	kit.FillRect(dst, image.Rect(0, m.footer(), a.w, a.h), t.Bg)
	defer a.texts.SetRegion(image.Rect(0, m.footer(), a.w, a.h))()
	for i, line := range lines {
		kit.DrawText(dst, line, face, float64(a.w)/2, float64(m.footer()+a.u(20)+i*a.u(19)), kit.Center, t.Dim)
	}
}

// cardState is puzzle i's game as its card shows it (from the save: the game is built when opened).
func (m *menuScreen) cardState(i int) string {
	sum, played := m.app.mid.Summary(i)
	return ui.CardState(played, sum.State, sum.Moves)
}

// menuCards are the puzzles as the menu says them.
func (a *App) menuCards() []ui.MenuCard {
	out := make([]ui.MenuCard, len(a.puzzles))
	for i, p := range a.puzzles {
		out[i] = ui.MenuCard{Title: p.Backend.Info().Title, State: a.menu.cardState(i), Record: a.cardRecord(i),
			Chips: ui.CardChips(p.Backend.Info())}
	}
	return out
}

// speech: the menu says its puzzles when it opens, and the item under its cursor as it moves.
func (m *menuScreen) speech(a *App) ui.Speech {
	cards := a.menuCards()
	sp := ui.Speech{Screen: "menu", Opened: ui.MenuOpened(cards), Back: "Back to the menu."}
	if items := m.items(m.cards()); len(items) > 0 {
		m.cursor.Clamp(len(items))
		sp.Focus = ui.MenuFocus(cards, items[m.cursor.Sel])
	}
	return sp
}
