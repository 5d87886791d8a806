package ui

import (
	"fmt"
	"image"
	"strings"

	"quintet/game/input"
	"quintet/game/midend"
	"quintet/rules/puzzle"
)

// The menu's cards hold, after a puzzle's sizes, a chip for today's game and one for the statistics.
const (
	ChipDaily = "Today's game"
	ChipStats = "Statistics"
)

// CardChips are a menu card's chips: the puzzle's sizes, today's game, the statistics.
func CardChips(info puzzle.Info) []string {
	var out []string
	for _, p := range info.Presets {
		out = append(out, p.Name)
	}
	return append(out, ChipDaily, ChipStats)
}

// MenuItem is one selectable thing of the menu: a card (Chip −1) or one of its chips, where it is on
// screen, and the x of its card's column.
type MenuItem struct {
	Card, Chip int
	R          image.Rectangle
	Col        int
}

// MenuItems are the selectable things in order: each card (its rectangle), then its chips.
func MenuItems(cards []image.Rectangle, chips [][]image.Rectangle) []MenuItem {
	var out []MenuItem
	for i, c := range cards {
		out = append(out, MenuItem{i, -1, c, c.Min.X})
		for j, r := range chips[i] {
			out = append(out, MenuItem{i, j, r, c.Min.X})
		}
	}
	return out
}

// MenuChoice is what a key on the menu asks for.
type MenuChoice int

const (
	MenuNothing MenuChoice = iota // not a key of the cursor's
	MenuMoved                     // the cursor moved (or stayed at an edge)
	MenuOpen                      // open the puzzle Menu.Puzzle to continue it (a digit)
	MenuChoose                    // choose the item under the cursor (Enter)
)

// Menu is the menu's cursor over its items.
type Menu struct {
	Sel    int // the item under the cursor
	Puzzle int // the puzzle a digit asked for (MenuOpen)
}

// Clamp keeps the cursor on one of n items.
func (m *Menu) Clamp(n int) { m.Sel = min(max(m.Sel, 0), max(n-1, 0)) }

// Key moves the cursor over items for act, or says what act chooses: Left and Right step through the
// items in order, wrapping at the ends; Up and Down go a row (RowStep); a digit 1…puzzles opens that
// puzzle; Enter chooses the item.
func (m *Menu) Key(items []MenuItem, act input.Action, digit, puzzles int) MenuChoice {
	if len(items) == 0 {
		return MenuNothing
	}
	m.Clamp(len(items))
	n := len(items)
	switch act {
	case input.Right:
		m.Sel = (m.Sel + 1) % n
	case input.Left:
		m.Sel = (m.Sel - 1 + n) % n
	case input.Down:
		m.Sel = RowStep(items, m.Sel, 1)
	case input.Up:
		m.Sel = RowStep(items, m.Sel, -1)
	case input.Digit:
		if digit < 1 || digit > puzzles {
			return MenuNothing
		}
		m.Puzzle = digit - 1
		return MenuOpen
	case input.Select:
		return MenuChoose
	default:
		return MenuNothing
	}
	return MenuMoved
}

// RowStep is the item a row below (dir 1) or above (dir −1) item sel: the menu is a grid, each card's
// title a row and its chips rows under it. The next row is looked for in the same column of cards
// first, then anywhere; in it, the item nearest sel's centre across (from a title, its left edge). At
// the first or last row the selection stays.
func RowStep(items []MenuItem, sel, dir int) int {
	cur := items[sel]
	cx := (cur.R.Min.X + cur.R.Max.X) / 2
	if cur.Chip < 0 {
		cx = cur.R.Min.X // from a card's title, to the first of a row
	}
	column := func(it MenuItem) bool { return it.Col == cur.Col }
	for _, keep := range []func(MenuItem) bool{column, func(MenuItem) bool { return true }} {
		best, bestTop, bestDx := -1, 0, 0
		for i, it := range items {
			top := it.R.Min.Y
			if !keep(it) || (top-cur.R.Min.Y)*dir <= 0 {
				continue
			}
			dx := abs((it.R.Min.X+it.R.Max.X)/2 - cx)
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

// CardState is a puzzle's game as its menu card shows it, from its save: "New", "Continue: 3 moves",
// "Solved in 5 moves" or "Lost after 2 moves".
func CardState(played bool, st puzzle.Status, moves int) string {
	if !played {
		return "New"
	}
	n := midend.Count(moves, "move", "moves")
	switch st {
	case puzzle.Won:
		return "Solved in " + n
	case puzzle.Lost:
		return "Lost after " + n
	}
	return "Continue: " + n
}

// MenuCard is what the menu says of one puzzle: its title, its card's state (CardState), its record
// line and its chips (CardChips).
type MenuCard struct {
	Title, State, Record string
	Chips                []string
}

// MenuOpened is what the menu says when it opens: every puzzle with its number and state, and the keys.
func MenuOpened(cards []MenuCard) string {
	var parts []string
	for i, c := range cards {
		parts = append(parts, fmt.Sprintf("%d %s (%s)", i+1, c.Title, strings.ToLower(c.State[:1])+c.State[1:]))
	}
	return "Quintet menu. " + strings.Join(parts, "; ") +
		". Arrows move through the puzzles and their sizes, Enter chooses; a number opens a puzzle; G for a game ID; F3 for statistics; F1 for help."
}

// MenuFocus is the item under the cursor in words, with what Enter does there.
func MenuFocus(cards []MenuCard, it MenuItem) string {
	if it.Card < 0 || it.Card >= len(cards) {
		return ""
	}
	c := cards[it.Card]
	if it.Chip < 0 || it.Chip >= len(c.Chips) {
		w := fmt.Sprintf("%d %s: %s.", it.Card+1, c.Title, c.State)
		if c.Record != "" {
			w += " " + strings.TrimSuffix(c.Record, ".") + "."
		}
		if c.State == "New" {
			return w + " Enter starts it."
		}
		return w + " Enter continues it."
	}
	chip := c.Chips[it.Chip]
	switch {
	case chip == ChipDaily && it.Chip == len(c.Chips)-2:
		return c.Title + ", today's game: Enter opens it."
	case chip == ChipStats && it.Chip == len(c.Chips)-1:
		return c.Title + ", statistics: Enter shows them."
	}
	return fmt.Sprintf("%s, size %d of %d: %s. Enter starts a new game.", c.Title, it.Chip+1, len(c.Chips)-2, chip)
}
