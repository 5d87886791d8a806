package midend

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"quintet/game/input"
	"quintet/game/session"
	"quintet/game/store"
	"quintet/rules/puzzle"
	"quintet/solver/dials"
	"quintet/solver/registry"
)

// fakePage is the browser's address and title, kept in memory.
type fakePage struct{ fragment, title string }

func (p *fakePage) Fragment() string      { return p.fragment }
func (p *fakePage) SetFragment(id string) { p.fragment = id }
func (p *fakePage) SetTitle(title string) { p.title = title }
func backends() []puzzle.Backend          { return registry.All() } // every puzzle the game offers
func seeds(s ...uint64) func() uint64 {
	i := 0
	return func() uint64 { i++; return s[min(i, len(s))-1] }
}
func newController(st store.Store, p *fakePage) *Controller {
	return New(Options{Puzzles: backends(), Store: st, Page: p, Seed: seeds(5, 6, 7, 8, 9)})
}

// waitHint waits for the worker's hint for the open position.
func waitHint(t *testing.T, c *Controller) puzzle.Hint {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if h, err, ok := c.Hint(); ok {
			if err != nil {
				t.Fatal(err)
			}
			return h
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("no hint within 10 s")
	return puzzle.Hint{}
}

func TestReloadWithTheFragmentResumes(t *testing.T) {
	st, page := store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"}
	a := newController(st, page)
	if a.Current() != a.index("dials") || page.fragment != "dials:n5q5#1" {
		t.Fatalf("opening #dials:n5q5#1: puzzle %d, address %q", a.Current(), page.fragment)
	}
	for _, m := range []string{"3", "5"} {
		if !a.Play(m) {
			t.Fatalf("move %s refused: %s", m, a.Note())
		}
	}
	want := a.Session(a.Current())
	// The page reloads: same address, same saves.
	b := newController(st, &fakePage{fragment: page.fragment})
	got := b.Session(b.Current())
	if got.Pos().Desc() != want.Pos().Desc() || got.Current().Moves != 2 || got.Len() != want.Len() {
		t.Fatalf("after reload: %q, %d moves, %d entries; want %q, 2 moves, %d entries",
			got.Pos().Desc(), got.Current().Moves, got.Len(), want.Pos().Desc(), want.Len())
	}
	if b.Note() != "" {
		t.Fatalf("a resumed game says %q", b.Note())
	}
}

func TestFragmentForAnotherGameIsAnUndoableStep(t *testing.T) {
	st := store.NewMemory()
	a := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	a.Play("3")
	page := &fakePage{fragment: "dials:n5q5#2"}
	b := newController(st, page)
	s := b.Session(b.Current())
	if s.Current().Game.String() != "dials:n5q5#2" || s.Current().Moves != 0 {
		t.Fatalf("the other game did not open: %s", s.Current().Game)
	}
	if !b.Do(input.Undo) || s.Current().Moves != 1 || s.Current().Game.String() != "dials:n5q5#1" {
		t.Fatalf("undo does not bring back the game that was being played: %s, %d moves", s.Current().Game, s.Current().Moves)
	}
	if page.fragment != "dials:n5q5#1" {
		t.Fatalf("the address shows %q after undo", page.fragment)
	}
}

func TestRejectedFragmentIsReplaced(t *testing.T) {
	st := store.NewMemory()
	newController(st, &fakePage{fragment: "dials:n5q5#1"}).Play("2")
	page := &fakePage{fragment: "dials:n5q5:not-a-board"}
	b := newController(st, page)
	s := b.Session(b.index("dials"))
	if !strings.Contains(b.Note(), "Game ID not loaded") || s.Current().Moves != 1 {
		t.Fatalf("after a bad fragment: message %q, moves %d", b.Note(), s.Current().Moves)
	}
	if page.fragment != "dials:n5q5#1" {
		t.Fatalf("the rejected fragment stays in the address: %q", page.fragment)
	}
}

// gatedBackend is a backend whose hints wait until the test opens the gate, so a test decides when a
// search finishes instead of guessing how long it takes.
type gatedBackend struct {
	puzzle.Backend
	mu   sync.Mutex
	open chan struct{} // closed while hints may finish
}

func newGated(b puzzle.Backend) *gatedBackend {
	g := &gatedBackend{Backend: b, open: make(chan struct{})}
	close(g.open)
	return g
}

func (g *gatedBackend) gate() chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.open
}

// hold makes every hint asked for from now on wait; release lets them finish.
func (g *gatedBackend) hold() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.open = make(chan struct{})
}

func (g *gatedBackend) release() { close(g.gate()) }

func (g *gatedBackend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	select {
	case <-g.gate():
	case <-ctx.Done():
		return puzzle.Hint{}, ctx.Err()
	}
	return g.Backend.Hint(ctx, p)
}

// Undo and then Hint in the same step: the hint of the position just left must never be played on
// the position undone to. The hint searches are held at a gate, so the order of events is the test's,
// not the scheduler's.
func TestHintIsBoundToItsPosition(t *testing.T) {
	g := newGated(dials.Backend)
	c := New(Options{Puzzles: []puzzle.Backend{g}, Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#3"}, Seed: seeds(5)})
	s := c.Session(c.Current())
	h0 := waitHint(t, c)
	c.Play(h0.Move)
	waitHint(t, c)
	c.Do(input.Hint) // shown for the position after the move
	if c.HintShown() == nil {
		t.Fatal("the hint is not shown")
	}
	g.hold() // the undone position's hint cannot finish until released
	c.Do(input.Undo)
	if c.HintShown() != nil {
		t.Fatal("after undo the other position's hint is still shown")
	}
	if h, _, ok := c.Hint(); ok {
		t.Fatalf("right after undo a hint is reported ready (%+v): it can only be the old position's", h)
	}
	c.Do(input.Hint)
	c.Do(input.Hint) // the hint is not ready: nothing may be played
	if s.Current().Moves != 0 {
		t.Fatalf("H twice before this position's hint was found played %q", s.Current().Move)
	}
	g.release()
	// Once the hint for this position arrives, H twice plays it, and it is this position's.
	h := waitHint(t, c)
	if h.Move != h0.Move {
		t.Fatalf("the hint after undo is %q; this position's is %q", h.Move, h0.Move)
	}
	c.Do(input.Hint)
	c.Do(input.Hint)
	if s.Current().Move != h.Move || s.Current().Moves != 1 {
		t.Fatalf("hint %q shown and asked again: last move %q", h.Move, s.Current().Move)
	}
}

func TestNewNeverRepeatsTheLastGame(t *testing.T) {
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#4"},
		Seed: seeds(4, 4, 4, 9)})
	s := c.Session(c.Current())
	last := s.Current().Game.String()
	if !c.Do(input.New) {
		t.Fatalf("New failed: %s", c.Note())
	}
	if s.Current().Game.String() == last {
		t.Fatalf("New repeated the game %s", last)
	}
	if !c.Do(input.Undo) || s.Current().Game.String() != last {
		t.Fatalf("one undo does not bring back %s (the repeats drawn meanwhile must not be in the history)", last)
	}
}

// fewGames deals only k games per size: seed s gives the game of seed s mod k, under its own game ID.
type fewGames struct {
	puzzle.Backend
	k uint64
}

func (f fewGames) Generate(params string, seed uint64) (puzzle.Position, error) {
	return f.Backend.Generate(params, seed%f.k)
}

// After a win the position on screen is the solved one; New must still not deal the start just
// played again under another seed.
func TestNewAfterAWinNeverRepeatsTheStart(t *testing.T) {
	b := fewGames{dials.Backend, 2}
	c := New(Options{Puzzles: []puzzle.Backend{b}, Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#2"},
		Seed: seeds(4, 6, 8, 5, 10, 12, 7)})
	s := c.Session(c.Current())
	for round := 0; round < 2; round++ {
		start := s.Current().Start
		line, err := session.SolveLine(context.Background(), b, s.Pos(), 100)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range line {
			if !c.Play(m) {
				t.Fatalf("move %s refused: %s", m, c.Note())
			}
		}
		if s.Pos().Status() != puzzle.Won {
			t.Fatalf("round %d: the solver's line did not win", round)
		}
		if !c.Do(input.New) {
			t.Fatalf("New failed: %s", c.Note())
		}
		if got := s.Pos(); got.Desc() == start.Desc() {
			t.Fatalf("round %d: New after a win dealt the start just played again (%s)", round, s.Current().Game)
		}
		if strings.Contains(c.Note(), "only one game") {
			t.Fatalf("round %d: a size with two games says %q", round, c.Note())
		}
	}
	// A size with one game: New starts it again and says so.
	one := New(Options{Puzzles: []puzzle.Backend{fewGames{dials.Backend, 1}}, Store: store.NewMemory(),
		Page: &fakePage{fragment: "dials:n5q5#3"}, Seed: seeds(3)})
	one.Play("1")
	if !one.Do(input.New) || one.Session(0).Current().Moves != 0 {
		t.Fatalf("New in a one-game size: %s", one.Note())
	}
	if !strings.Contains(one.Note(), "only one game") {
		t.Fatalf("New in a one-game size says %q", one.Note())
	}
}

func TestFreshPuzzlesAreNotPlayed(t *testing.T) {
	st := store.NewMemory()
	c := newController(st, &fakePage{})
	for i := range c.Puzzles() {
		if c.Played(i) {
			t.Fatalf("puzzle %d counts as played on a fresh install", i)
		}
	}
	c.OpenNamed("dials")
	c.Play("1")
	if !c.Played(c.index("dials")) || c.Played(c.index("clock")) {
		t.Fatal("only the puzzle played counts as played")
	}
	if _, err := st.Load("dials"); err != nil {
		t.Fatalf("the move was not saved: %v", err)
	}
}

func TestStatusLine(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"})
	h := waitHint(t, c)
	c.settle()
	left, right := c.StatusLine(false, "")
	wantRight := "Optimal from here: " + Count(h.Remaining, "move", "moves")
	if left != "Moves 0 (optimal game: "+Number(h.Remaining)+")" || right != wantRight {
		t.Fatalf("status %q | %q; want the optimum and %q", left, right, wantRight)
	}
	tests := []struct {
		n    int
		want string
	}{{0, "0 moves"}, {1, "1 move"}, {2, "2 moves"}, {1000, "1\u2009000 moves"}, {12980092, "12\u2009980\u2009092 moves"}}
	for _, tc := range tests {
		if got := Count(tc.n, "move", "moves"); got != tc.want {
			t.Errorf("Count(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

func TestRestartClearsTheEnding(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"})
	s := c.Session(c.Current())
	for s.Pos().Status() == puzzle.Playing {
		h := waitHint(t, c)
		c.Play(h.Move)
	}
	c.Step(false)
	if _, on := c.FlashAge(); !on {
		t.Fatal("no completion flash after the win")
	}
	c.Do(input.Restart)
	if _, right := c.StatusLine(false, ""); strings.Contains(right, "Solved") || strings.Contains(right, "over") {
		t.Fatalf("after Restart the status still says %q", right)
	}
	if _, on := c.FlashAge(); on {
		t.Fatal("the flash goes on after Restart")
	}
}

func TestBackgroundSavesAreWrittenByClose(t *testing.T) {
	st := store.NewMemory()
	c := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(1), SaveInBackground: true})
	for _, m := range []string{"1", "2", "3"} {
		c.Play(m)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	r := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(1)})
	if s := r.SessionNamed("dials"); s.Current().Moves != 3 {
		t.Fatalf("after Close the saved game has %d moves, want 3", s.Current().Moves)
	}
}

// New after Clock's classic start (a preset naming one fixed game) draws a game of that size.
func TestNewAfterAFixedGame(t *testing.T) {
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "clock:n4k2#1"}, Seed: seeds(3, 4, 5, 6, 7, 8, 9, 10, 11)})
	s := c.Session(c.Current())
	start := s.Pos().Desc()
	if !c.Do(input.New) || s.Pos().Desc() == start {
		t.Fatalf("New after the classic start gave %s again (%s)", s.Pos().Desc(), c.Note())
	}
}

// New after a game from an old even Flip ID (flip:i4, the upper-left middle) draws a game with the
// seed's middle (flip:i4v2); the old game itself opened as it always did.
func TestNewAfterAnOldFlipGameIsCurrent(t *testing.T) {
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "flip:i4#2"}, Seed: seeds(3, 4, 5)})
	s := c.Session(c.Current())
	if got := s.Current().Game.String(); got != "flip:i4#2" || s.Pos().Params() != "i4" {
		t.Fatalf("opened %s (params %s)", got, s.Pos().Params())
	}
	if !c.Do(input.New) || s.Pos().Params() != "i4v2" || s.Current().Game.Params != "i4v2" {
		t.Fatalf("New after flip:i4#2 gave %s (%s)", s.Current().Game.String(), c.Note())
	}
	// A game of odd size, or one already current, keeps its parameters.
	c = New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "flip:i6v2#2"}, Seed: seeds(3, 4, 5)})
	s = c.Session(c.Current())
	if !c.Do(input.New) || s.Pos().Params() != "i6v2" {
		t.Fatalf("New after flip:i6v2#2 gave %s", s.Current().Game.String())
	}
}

func TestMessagesDoNotOutliveTheirPosition(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"})
	s := c.Session(c.Current())
	for s.Pos().Status() == puzzle.Playing {
		c.Play(waitHint(t, c).Move)
	}
	c.Play("1") // refused: the game is over
	if !strings.Contains(c.Note(), "over") {
		t.Fatalf("a move after the win says %q", c.Note())
	}
	c.Do(input.Restart)
	if c.Note() != "" {
		t.Fatalf("after Restart the message %q is still shown", c.Note())
	}
	c.Do(input.Restart) // nothing to restart: that message stays, it is about this position
	if c.Note() == "" {
		t.Fatal("the message about the current position was cleared")
	}
}

func TestThinkingGoesWhenTheHintComes(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"})
	c.Do(input.Hint)
	if c.Note() == "" && c.HintShown() == nil {
		t.Fatal("H before the hint is ready says nothing")
	}
	waitHint(t, c)
	c.Step(false)
	if c.Note() != "" {
		t.Fatalf("the hint has come but the status still says %q", c.Note())
	}
}

// Two browser tabs share one store. Each tab takes the other's save when told of it, so moves made
// alternately in both end up in one history and neither tab writes over the other's moves.
func TestTwoTabsNeverLoseMoves(t *testing.T) {
	st := store.NewMemory()
	a := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	b := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	moves := []struct {
		tab  *Controller
		move string
	}{{a, "3"}, {b, "5"}, {a, "1"}, {b, "2"}, {b, "4"}, {a, "3"}}
	for i, m := range moves {
		if !m.tab.Play(m.move) {
			t.Fatalf("move %d (%s) refused: %s", i+1, m.move, m.tab.Note())
		}
		other := a
		if m.tab == a {
			other = b
		}
		other.SavedElsewhere("dials") // the storage event the other tab gets
		if got := other.Session(other.Current()).Current().Moves; got != i+1 {
			t.Fatalf("after move %d the other tab shows %d moves", i+1, got)
		}
	}
	data, err := st.Load("dials")
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.Unmarshal(dials.Backend, data)
	if err != nil {
		t.Fatal(err)
	}
	if s.Current().Moves != len(moves) {
		t.Fatalf("the save holds %d moves, want all %d", s.Current().Moves, len(moves))
	}
	for i := len(moves) - 1; i >= 0; i-- {
		if got := s.Current().Move; got != moves[i].move {
			t.Fatalf("move %d in the save is %q, want %q", i+1, got, moves[i].move)
		}
		s.Undo()
	}
	// A save another tab wrote that does not read changes nothing here.
	before := a.Session(a.Current()).Current().Moves
	if err := st.Save("dials", []byte("{not a save")); err != nil {
		t.Fatal(err)
	}
	a.SavedElsewhere("dials")
	if got := a.Session(a.Current()).Current().Moves; got != before {
		t.Fatalf("an unreadable save from another tab changed the game: %d moves, want %d", got, before)
	}
	a.SavedElsewhere("nosuchpuzzle")
}
