package ui

import (
	"image"
	"strings"
	"testing"

	"quintet/game/input"
	"quintet/rules/puzzle"
)

// A menu of two cards side by side, each with a title and two rows of chips: card 0 at x 0–100 with
// chips 0,1 on its first row and 2 on its second; card 1 at x 110–210 with one chip.
func twoCards() []MenuItem {
	return MenuItems(
		[]image.Rectangle{image.Rect(0, 0, 100, 100), image.Rect(110, 0, 210, 100)},
		[][]image.Rectangle{
			{image.Rect(10, 40, 50, 60), image.Rect(55, 40, 95, 60), image.Rect(10, 70, 50, 90)},
			{image.Rect(120, 40, 160, 60)},
		})
}

func TestMenuItemsAreCardsThenTheirChips(t *testing.T) {
	items := twoCards()
	want := [][2]int{{0, -1}, {0, 0}, {0, 1}, {0, 2}, {1, -1}, {1, 0}}
	if len(items) != len(want) {
		t.Fatalf("%d items, want %d", len(items), len(want))
	}
	for i, w := range want {
		if items[i].Card != w[0] || items[i].Chip != w[1] {
			t.Errorf("item %d is card %d chip %d, want %v", i, items[i].Card, items[i].Chip, w)
		}
	}
	if items[5].Col != 110 {
		t.Errorf("card 1's chip is in column %d, want 110", items[5].Col)
	}
}

// Left and Right go through the items in order and wrap; Up and Down go by rows within a card's
// column; digits open a puzzle; Enter chooses.
func TestMenuCursorMovesWrapsAndChooses(t *testing.T) {
	items := twoCards()
	var m Menu
	steps := []struct {
		act    input.Action
		digit  int
		want   MenuChoice
		sel    int
		puzzle int
	}{
		{input.Left, 0, MenuMoved, 5, 0},  // wraps to the last item
		{input.Right, 0, MenuMoved, 0, 0}, // and back to the first
		{input.Down, 0, MenuMoved, 1, 0},  // a card's title to its first row's first chip
		{input.Right, 0, MenuMoved, 2, 0},
		{input.Down, 0, MenuMoved, 3, 0}, // the row below, nearest across
		{input.Down, 0, MenuMoved, 3, 0}, // the last row of its column: stays
		{input.Up, 0, MenuMoved, 1, 0},   // nearest across on the row above: chip 0 (x 10–50)
		{input.Up, 0, MenuMoved, 0, 0},
		{input.Digit, 2, MenuOpen, 0, 1},
		{input.Digit, 3, MenuNothing, 0, 1}, // no third puzzle
		{input.Select, 0, MenuChoose, 0, 1},
		{input.Hint, 0, MenuNothing, 0, 1},
	}
	for i, s := range steps {
		got := m.Key(items, s.act, s.digit, 2)
		if got != s.want || m.Sel != s.sel || (got == MenuOpen && m.Puzzle != s.puzzle) {
			t.Errorf("step %d (%v): choice %v, cursor %d, puzzle %d; want %v, %d, %d", i, s.act, got, m.Sel, m.Puzzle, s.want, s.sel, s.puzzle)
		}
	}
	m.Sel = 99
	if m.Key(nil, input.Right, 0, 2) != MenuNothing {
		t.Error("a key on a menu with no items did something")
	}
	m.Clamp(len(items))
	if m.Sel != len(items)-1 {
		t.Errorf("clamped to %d", m.Sel)
	}
}

func TestCardState(t *testing.T) {
	for _, c := range []struct {
		played bool
		st     puzzle.Status
		moves  int
		want   string
	}{
		{false, puzzle.Playing, 0, "New"},
		{true, puzzle.Playing, 1, "Continue: 1 move"},
		{true, puzzle.Won, 12, "Solved in 12 moves"},
		{true, puzzle.Lost, 3, "Lost after 3 moves"},
	} {
		if got := CardState(c.played, c.st, c.moves); got != c.want {
			t.Errorf("CardState(%v, %v, %d) = %q, want %q", c.played, c.st, c.moves, got, c.want)
		}
	}
}

// Each item under the cursor is said with what Enter does there: the puzzle with its state and record,
// a size with its number, today's game, the statistics.
func TestMenuFocusSaysEachItem(t *testing.T) {
	info := puzzle.Info{Title: "Dials", Presets: []puzzle.Preset{{Name: "5 dials (classic)"}, {Name: "7 dials"}}}
	cards := []MenuCard{
		{Title: "Hash Game", State: "New", Chips: CardChips(puzzle.Info{})},
		{Title: info.Title, State: "Continue: 3 moves", Record: "2 won · 1 at par", Chips: CardChips(info)},
	}
	for _, c := range []struct {
		it   MenuItem
		want string
	}{
		{MenuItem{Card: 0, Chip: -1}, "1 Hash Game: New. Enter starts it."},
		{MenuItem{Card: 1, Chip: -1}, "2 Dials: Continue: 3 moves. 2 won · 1 at par. Enter continues it."},
		{MenuItem{Card: 1, Chip: 1}, "Dials, size 2 of 2: 7 dials. Enter starts a new game."},
		{MenuItem{Card: 1, Chip: 2}, "Dials, today's game: Enter opens it."},
		{MenuItem{Card: 1, Chip: 3}, "Dials, statistics: Enter shows them."},
		{MenuItem{Card: 2, Chip: -1}, ""},
	} {
		if got := MenuFocus(cards, c.it); got != c.want {
			t.Errorf("MenuFocus(%+v) = %q, want %q", c.it, got, c.want)
		}
	}
	if o := MenuOpened(cards); !strings.HasPrefix(o, "Quintet menu. 1 Hash Game (new); 2 Dials (continue: 3 moves). Arrows") {
		t.Errorf("MenuOpened = %q", o)
	}
}
