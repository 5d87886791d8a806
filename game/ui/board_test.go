package ui

import (
	"strings"
	"testing"

	"quintet/game/midend"
	"quintet/rules/puzzle"
)

// status is a position with only a status.
type status struct {
	puzzle.Position
	st puzzle.Status
}

func (s status) Status() puzzle.Status { return s.st }

func lines(ls []Line) string {
	var out []string
	for _, l := range ls {
		if l.Assertive {
			out = append(out, "!"+l.Text)
		} else {
			out = append(out, l.Text)
		}
	}
	return strings.Join(out, " | ")
}

// The board's cursor is said as it moves, not while something is in front of the board, and not again
// when that closes unless it moved (issue 36, finding 9); a puzzle's opening names the game, so a new
// game found there is not said twice; a move, a win and the hint are said once each.
func TestBoardHeard(t *testing.T) {
	var h BoardHeard
	playing := status{st: puzzle.Playing}
	b := BoardNow{Serial: 1, Arrival: midend.Started, Pos: playing, Game: "5 dials", Cursor: "1", Opened: true, First: true}
	steps := []struct {
		change func()
		want   string
	}{
		{func() {}, "Selected 1: Enter plays it."},
		{func() { b.Opened, b.First = false, false }, ""},
		{func() { b.Covered = true }, ""},                // the help opens
		{func() { b.Covered = false }, ""},               // and closes: the cursor did not move
		{func() { b.Covered, b.Cursor = true, "2" }, ""}, // moved under the help: not said yet
		{func() { b.Covered = false }, "Selected 2: Enter plays it."},
		{func() { b.Serial, b.Arrival, b.Moves, b.Move, b.IsMove = 2, midend.Played, 1, "2", true }, "You played 2. Moves: 1."},
		{func() { b.Hint = "Hint: play 3." }, "Hint: play 3."},
		{func() {}, ""},
		{func() { b.Serial, b.Moves, b.Pos, b.Hint = 3, 2, status{st: puzzle.Won}, "" }, "You played 2. Moves: 2. | !Won in 2 moves. N for a new game, U to undo."},
		{func() { b.Serial, b.Arrival, b.Moves, b.Pos = 4, midend.Started, 0, playing }, "New game, 5 dials. Moves: 0."},
	}
	for i, s := range steps {
		s.change()
		if got := lines(h.Next(b)); got != s.want {
			t.Errorf("step %d: said %q, want %q", i, got, s.want)
		}
	}
	h.Moved()
	if got := lines(h.Next(b)); got != "Selected 2: Enter plays it." {
		t.Errorf("after another screen under: said %q", got)
	}
}
