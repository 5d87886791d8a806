package game

import (
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

// menuCard is one card laid out (game/ui lays them out).
type menuCard = ui.CardLayout

// layoutCards lays the puzzles out (ui.LayMenu), unscrolled, for a screen sw pixels wide with unit
// pixels a layout unit, wrapping with wrap (a.texts.Wrap, or kit.WrapLines off the frames). bottom is
// where the last card ends. (cards keeps the answer for the screen's size and scrolls it.)
func (m *menuScreen) layoutCards(sw int, unit float64, wrap func(string, *kit.TextFace, float64) []string) (cards []menuCard, bottom int) {
	a := m.app
	ms := a.measure(wrap)
	// The heading's second line wraps on a narrow screen; the cards start under it.
	top := ui.HeadDrop(sw, unit, accessLabels(), ms) + int(math.Round(96*unit)) +
		(len(ms.Wrap(m.subtitle(), 15*unit, false, float64(sw)-math.Round(20*unit)))-1)*int(math.Round(19*unit))
	texts := make([]ui.MenuText, len(a.puzzles))
	for i, p := range a.puzzles {
		info := p.Backend.Info()
		texts[i] = ui.MenuText{Title: info.Title, Blurb: info.Blurb, Note: info.Card, Chips: ui.CardChips(info)}
	}
	return ui.LayMenu(sw, unit, top, texts, ms)
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
		c.R = c.R.Add(off)
		chips := make([]image.Rectangle, len(c.Chips))
		for j, r := range c.Chips {
			chips[j] = r.Add(off)
		}
		c.Chips = chips
		out[i] = c
	}
	return out
}

// items is the selectable things in order: each card, then its chips.
func (m *menuScreen) items(cards []menuCard) []ui.MenuItem {
	rects := make([]image.Rectangle, len(cards))
	chips := make([][]image.Rectangle, len(cards))
	for i, c := range cards {
		rects[i], chips[i] = c.R, c.Chips
	}
	return ui.MenuItems(rects, chips)
}

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
	off := float64(m.scroll - ui.HeadDrop(a.w, a.unit, accessLabels(), a.measure(kit.WrapLines)))
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
		restore := a.texts.SetRegion(c.R)
		a.texts.Scrolls = true // the menu scrolls: a card may be partly out of view
		p := a.puzzles[c.Puzzle]
		bg := t.Panel
		if sel.Card == ci && sel.Chip < 0 {
			bg = t.PanelHi
		}
		kit.DrawPanel(dst, "panel", c.R, float64(a.u(16)), bg)
		if sel.Card == ci && sel.Chip < 0 {
			kit.StrokeRect(dst, c.R, float64(a.u(2)), t.Accent)
		}
		x := float64(c.R.Min.X + a.u(14))
		for i, line := range c.Title {
			kit.DrawText(dst, line, kit.Face(kit.Bold, 22*a.unit), x, float64(c.R.Min.Y+a.u(26)+i*a.u(28)), kit.Left, t.Text)
		}
		state := m.cardState(c.Puzzle)
		if c.Below {
			kit.DrawText(dst, state, kit.Face(kit.Regular, 14*a.unit), x, float64(c.R.Min.Y+c.Head+a.u(26)), kit.Left, t.Dim)
		} else {
			kit.DrawText(dst, state, kit.Face(kit.Regular, 14*a.unit), float64(c.R.Max.X-a.u(14)), float64(c.R.Min.Y+a.u(26)), kit.Right, t.Dim)
		}
		top := c.R.Min.Y + c.Head + a.u(52)
		for i, line := range c.Blurb {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 14*a.unit), x, float64(top+i*a.u(19)), kit.Left, t.Dim)
		}
		for i, line := range c.Note {
			kit.DrawText(dst, line, kit.Face(kit.Regular, 14*a.unit), x, float64(top+(len(c.Blurb)+i)*a.u(19)), kit.Left, t.Text)
		}
		face := kit.Face(kit.Regular, 14*a.unit)
		record := a.texts.Wrap(a.cardRecord(c.Puzzle), face, float64(c.R.Dx()-a.u(28)))
		if len(record) > c.Records { // never past its room
			record = append(record[:c.Records-1], a.texts.Ellipsize(strings.Join(record[c.Records-1:], " "), face, float64(c.R.Dx()-a.u(28))))
		}
		for i, line := range record {
			kit.DrawText(dst, line, face, x, float64(top+(len(c.Blurb)+len(c.Note)+i)*a.u(19)), kit.Left, t.Accent)
		}
		for j, pr := range c.Chips {
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
