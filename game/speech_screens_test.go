package game_test

import (
	"strings"
	"testing"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/game/ui"
	"quintet/rules/puzzle"
	"quintet/scenes/dials"
)

// heard is what the announcer says now, the lines joined by " | ".
func heard(d *gametest.Driver) string {
	var out []string
	for _, a := range d.Probe.Announce() {
		out = append(out, a.Text)
	}
	return strings.Join(out, " | ")
}

// The menu's cursor and the statistics screen reach the announcer (issue 36, finding 8): each item as
// the arrows move over it, the statistics' puzzle and rows as they open and change, and the copy.
func TestMenuCursorAndStatisticsAreSaid(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	heard(d)
	d.Key("Escape")
	if h := heard(d); !strings.HasPrefix(h, "Quintet menu.") || !strings.Contains(h, " | 1 Dials: Continue") {
		t.Errorf("the menu opened with %q; want its puzzles, then the item under the cursor", h)
	}
	presets := dials.Puzzle.Backend.Info().Presets
	d.Key("ArrowRight")
	if h, want := heard(d), "Dials, size 1 of "; !strings.HasPrefix(h, want) || !strings.Contains(h, presets[0].Name) {
		t.Errorf("Right on the menu said %q; want %q… %s", h, want, presets[0].Name)
	}
	d.Key("ArrowLeft")
	if h := heard(d); !strings.HasPrefix(h, "1 Dials: Continue") {
		t.Errorf("Left back to the card said %q", h)
	}
	for range len(presets) + 1 { // the card's sizes, to today's game after them
		d.Key("ArrowRight")
	}
	if h := heard(d); h != "Dials, today's game: Enter opens it." {
		t.Errorf("the cursor on today's game said %q", h)
	}
	d.Key("ArrowRight")
	if h := heard(d); h != "Dials, statistics: Enter shows them." {
		t.Errorf("the cursor on the statistics said %q", h)
	}
	d.Key("Enter")
	if h := heard(d); !strings.HasPrefix(h, ui.StatsOpened+" | Dials. No Dials games counted yet.") {
		t.Errorf("the statistics opened with %q", h)
	}
	d.Key("Escape", "Digit1") // back to the menu, then the puzzle
	heard(d)
	c := &fakeClip{}
	d.Probe.SetClipboard(c)
	if d.Probe.Controller().Current() < 0 {
		t.Fatal("1 on the menu did not open the puzzle")
	}
	d.Key("S") // Solve ends the game: it counts, and its result can be shared
	for i := 0; i < 3000 && d.Probe.Session("dials").Pos().Status() == puzzle.Playing; i++ {
		d.Tick()
	}
	heard(d)
	d.Key("F3")
	if h := heard(d); !strings.Contains(h, "Dials, 1 kind of game played.") || !strings.Contains(h, "played 1") || !strings.Contains(h, "Solve 1") {
		t.Errorf("the statistics with a game said %q", h)
	}
	d.Key("Enter")
	d.Ticks(2)
	if h := heard(d); !strings.Contains(h, "Copied to the clipboard") || len(c.writes) != 1 {
		t.Errorf("the copy said %q (%d writes)", h, len(c.writes))
	}
	if h := heard(d); h != "" {
		t.Errorf("nothing changed, and the announcer said %q", h)
	}
}

// The help in front of a puzzle does not read out the board's cell, nor does closing it, unless the
// cursor moved; closing says where the player is back, not the whole introduction (issue 36, 9).
func TestOverlaysDoNotRereadTheCell(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	heard(d)
	d.Key("ArrowRight")
	cell := heard(d)
	if cell == "" {
		t.Fatal("the cursor said nothing")
	}
	d.Key("F1")
	if h := heard(d); !strings.HasPrefix(h, "Help.") || strings.Contains(h, cell) {
		t.Errorf("the help opened with %q; want its words without the cell %q", h, cell)
	}
	d.Key("Escape")
	if h := heard(d); h != "Back to Dials." {
		t.Errorf("closing the help said %q; want only %q", h, "Back to Dials.")
	}
	d.Key("ArrowLeft")
	if h := heard(d); h == "" || h == cell {
		t.Errorf("the cursor moved after the help and said %q", h)
	}
}

// A puzzle opening says its game shortly, never its long seed; F2 reads the whole game ID.
func TestOpeningSaysNoSeed(t *testing.T) {
	const id = "dials:n5q5#918273645546372819"
	d := gametest.New(t, puzzles, id, 1024, 720)
	h := heard(d)
	if strings.Contains(h, "918273645546372819") || !strings.HasPrefix(h, "Dials, ") {
		t.Errorf("the opening said %q", h)
	}
	d.Key("N")
	d.Ticks(2)
	if h := heard(d); !strings.HasPrefix(h, "New game, ") || strings.Contains(h, "#") {
		t.Errorf("a new game said %q", h)
	}
	d.Key("F2")
	if h := heard(d); !strings.Contains(h, "Game ID dials:n5q5#") {
		t.Errorf("F2 said %q; want the whole game ID", h)
	}
}

var _ = game.ChipDaily
