package midend

import (
	"strings"
	"testing"
	"time"

	"quintet/game/input"
	"quintet/game/stats"
	"quintet/game/store"
	"quintet/rules/puzzle"
)

// loseEscape plays a wrong coin in the open 2×2 Escape game (prisoner 1), which loses at once, and
// returns the hint's coin, which wins.
func loseEscape(t *testing.T, c *Controller) string {
	t.Helper()
	win := waitHint(t, c).Move
	for _, sq := range []string{"A2", "B2", "A1", "B1"} {
		if sq != win {
			if !c.Play(sq) {
				t.Fatalf("the coin %s was refused: %q", sq, c.Note())
			}
			break
		}
	}
	if st := c.Session(c.Current()).Pos().Status(); st != puzzle.Lost {
		t.Fatalf("a coin other than the hint's %s left the game %v", win, st)
	}
	return win
}

// A game counts at its first end. Lost, then won after an undo, the record keeps the loss, and the
// status bar must not say "Won … — par!" as if the record held a win: it says the win and that the
// loss stands. Won by Solve after the undo, it says the same of Solve.
func TestAWinAfterALossSaysTheLossStands(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "escape:4p1#3"})
	win := loseEscape(t, c)
	lost := recordOf(t, c, "escape", "4p1")
	if lost.Lost != 1 || lost.Won != 0 {
		t.Fatalf("after the wrong coin: %+v", lost)
	}
	c.Do(input.Undo)
	if !c.Play(win) || c.Session(c.Current()).Pos().Status() != puzzle.Won {
		t.Fatalf("the hint's coin %s did not win", win)
	}
	if r := recordOf(t, c, "escape", "4p1"); r != lost {
		t.Fatalf("the win after the undo changed the record: %+v, was %+v", r, lost)
	}
	_, right := c.StatusLine(false, "")
	if strings.Contains(right, "par!") || strings.Contains(right, ", par ") || !strings.Contains(right, "counts as lost") {
		t.Fatalf("won after a loss, the status bar says %q; the record: %+v", right, c.Stats().Game("escape:4p1#3"))
	}
	// What a screen reader hears at this end (EndStands) is the status bar's words, not the board's win.
	if got := c.EndStands(); got != right {
		t.Fatalf("won after a loss, EndStands says %q; the status bar %q", got, right)
	}
	// Solve after the undo: the board is solved by the computer, the record still keeps the loss.
	c.Do(input.Undo)
	c.Do(input.Solve)
	deadline := time.Now().Add(10 * time.Second)
	for c.Session(c.Current()).Pos().Status() == puzzle.Playing && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		c.Step(false)
	}
	if _, right := c.StatusLine(false, ""); !strings.Contains(right, "Solved by the computer") || !strings.Contains(right, "counts as lost") {
		t.Fatalf("solved after a loss, the status bar says %q", right)
	}
}

// Won first, then lost after an undo, the record keeps the win; and won again in another number of
// moves, the status bar gives the record's win, not the new count as if it were counted.
func TestALossAfterAWinSaysTheWinStands(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "escape:4p1#3"})
	win := waitHint(t, c).Move
	c.Play(win)
	if g := c.Stats().Game("escape:4p1#3"); g == nil || g.Outcome != stats.Won {
		t.Fatalf("the win was not counted: %+v", g)
	}
	c.Do(input.Undo)
	loseEscape(t, c)
	if _, right := c.StatusLine(false, ""); !strings.Contains(right, "Lost") || !strings.Contains(right, "counts as won") {
		t.Fatalf("lost after a win, the status bar says %q", right)
	}
}

// Won, then after an undo won by a longer way, the words give the record's win (its moves and par),
// and say the new count is not the one counted.
func TestAWinAgainSaysTheFirstWinStands(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"})
	par := waitHint(t, c).Remaining
	playHints(t, c)
	g := c.Stats().Game("dials:n5q5#1")
	if g == nil || g.Outcome != stats.Won || g.Moves != par {
		t.Fatalf("the hinted win: %+v, par %d", g, par)
	}
	c.Do(input.Undo)
	// A detour: a move the hint does not give, then the hints to the end.
	h := waitHint(t, c)
	other := "1"
	if h.Move == "1" {
		other = "2"
	}
	c.Play(other)
	more := playHints(t, c) + 1
	moves := c.Session(c.Current()).Current().Moves
	if moves == par {
		t.Fatalf("the detour (%d more moves) won at par again", more)
	}
	_, right := c.StatusLine(false, "")
	if strings.Contains(right, "Won in "+Count(moves, "move", "moves")) || !strings.Contains(right, Count(par, "move", "moves")) || !strings.Contains(right, "first win") {
		t.Fatalf("won again in %d moves (the record: %d, par), the status bar says %q", moves, par, right)
	}
}

// The time is the game's from when it is first shown, counted only while it is in view: the thinking
// before a one-move game's move counts (it read "Time 0:00"), the time under the menu or in a hidden
// window does not, and the record's time and best are the same.
func TestTimingStartsWhenThePuzzleIsShown(t *testing.T) {
	now := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "escape:4p1#3"}, Seed: seeds(5),
		Now: func() time.Time { return now }})
	win := waitHint(t, c).Move
	c.SetActive(true) // the shell's first frame with the puzzle in view
	for range 7 {     // thinking
		now = now.Add(time.Second)
		c.SetActive(true)
		c.Step(false)
	}
	c.SetActive(false) // the menu over it, or the window hidden
	for range 20 {
		now = now.Add(time.Second)
		c.SetActive(false)
		c.Step(false)
	}
	c.SetActive(true)
	if ms, running, _ := c.Timer(); ms != 7000 || !running {
		t.Fatalf("after 7 s in view and 20 s away, before any move: %d ms, running %v", ms, running)
	}
	c.Play(win)
	if _, right := c.StatusLine(false, ""); !strings.Contains(right, "Won in 1 move") || !strings.Contains(right, "Time 0:07") {
		t.Fatalf("a one-move game won after 7 s of thought says %q", right)
	}
	g := c.Stats().Game("escape:4p1#3")
	if r := recordOf(t, c, "escape", "4p1"); g == nil || g.Ms != 7000 || r.BestMs != 7000 {
		t.Fatalf("the record's time: game %+v, best %d ms; want 7000", g, r.BestMs)
	}
}

// The thinking time is kept across a save and resume as the time after the first move always was.
func TestThinkingTimeIsKeptAcrossAResume(t *testing.T) {
	now := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	st := store.NewMemory()
	c := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5), Now: clock})
	waitHint(t, c)
	c.SetActive(true)
	for range 4 {
		now = now.Add(time.Second)
		c.SetActive(true)
		c.Step(false)
	}
	c.Play("1")
	c.SetActive(false)
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	d := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(5), Now: clock})
	defer d.Close()
	d.SetActive(true)
	if ms, running, _ := d.Timer(); ms != 4000 || !running {
		t.Fatalf("resumed: %d ms, running %v; want the 4 s of thought, running", ms, running)
	}
}

// Clock's classic start, a random point of the same size and a position given by ID are three rows
// of the record, each its preset's (they were one row, "n4k2", named "Classic…").
func TestClockRecordsByPreset(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "clock:n4k2#1"})
	defer c.Close()
	for _, id := range []string{"clock:n4k2#1", "clock:n4k2r#5", "clock:n4k2:2220h2"} {
		if err := c.LoadID(id); err != nil && id != "clock:n4k2#1" {
			t.Fatal(err)
		}
		h := waitHint(t, c)
		if !c.Play(h.Move) {
			t.Fatalf("%s: the hint's move %s was refused", id, h.Move)
		}
	}
	for _, row := range []string{"n4k2", "n4k2r", "n4k2 given"} {
		if r := c.Stats().Record("clock", row); r == nil || r.Started != 1 {
			t.Fatalf("row %q: %+v; want one game (the rows: %q)", row, r, c.Stats().Sizes("clock"))
		}
	}
	info := c.Puzzles()[c.index("clock")].Info()
	rows := c.Stats().Rows(info)
	if len(rows) != 3 {
		t.Fatalf("three games of three kinds counted in rows %q", rows)
	}
	for i, want := range []string{info.Presets[0].Name, info.Presets[1].Name, "Given positions: n4k2"} {
		if r := c.Stats().Record("clock", rows[i]); r == nil || r.Started != 1 || stats.RowName(info, rows[i]) != want {
			t.Errorf("row %d: %q named %q, %+v; want %q with one game", i, rows[i], stats.RowName(info, rows[i]), r, want)
		}
	}
}

// A first win is the one the record keeps: EndStands has nothing to add, and says nothing while the
// game is played.
func TestEndStandsIsEmptyWhenTheRecordKeepsTheEnd(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "escape:4p1#3"})
	if got := c.EndStands(); got != "" {
		t.Fatalf("while playing, EndStands says %q", got)
	}
	win := waitHint(t, c).Move
	if !c.Play(win) || c.Session(c.Current()).Pos().Status() != puzzle.Won {
		t.Fatalf("the hint's coin %s did not win", win)
	}
	if got := c.EndStands(); got != "" {
		t.Fatalf("a first win: EndStands says %q", got)
	}
}
