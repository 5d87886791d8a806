package session_test

import (
	"context"
	"quintet/rules/puzzle"
	"strings"
	"testing"

	. "quintet/game/session"
	"quintet/game/store"
	dials "quintet/solver/dials"
)

const specGame = "dials:n5q5:00000/00000/21200/00000/00000-ABCDE-EDBDE"

func mustID(t testing.TB, s string) puzzle.ID {
	t.Helper()
	id, err := puzzle.ParseID(s)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func TestParseID(t *testing.T) {
	tests := []struct {
		in      string
		want    puzzle.ID
		wantErr string
	}{
		{in: "dials:n5q5#42", want: puzzle.ID{Puzzle: "dials", Params: "n5q5", Seed: 42, HasSeed: true}},
		{in: "dials:n5q5:00/00-AA-BB", want: puzzle.ID{Puzzle: "dials", Params: "n5q5", Desc: "00/00-AA-BB", HasDesc: true}},
		{in: "dials:n3q7", want: puzzle.ID{Puzzle: "dials", Params: "n3q7"}},
		{in: "Dials", want: puzzle.ID{Puzzle: "dials"}},
		{in: "hash::", want: puzzle.ID{Puzzle: "hash", HasDesc: true}},
		{in: "dials:n5q5:a:b", want: puzzle.ID{Puzzle: "dials", Params: "n5q5", Desc: "a:b", HasDesc: true}},
		{in: "", wantErr: "empty"},
		{in: ":n5q5#1", wantErr: "puzzle name"},
		{in: "dials:n5q5#x", want: puzzle.ID{Puzzle: "dials", Params: "n5q5", Seed: puzzle.TextSeed("x"), HasSeed: true, SeedText: "x"}},
		{in: "dials:n5q5#x%", wantErr: "seed"},
		{in: "dials:n5q5#", wantErr: "seed"},
		{in: "dials:n5q5#d1", wantErr: "date"},
		{in: "dials:n5:x#1", wantErr: "both"},
		{in: "di als:x", wantErr: "character"},
		{in: "dials:\x01", wantErr: "character"},
		{in: "dials:" + strings.Repeat("x", puzzle.MaxIDLength), wantErr: "characters long"},
	}
	for _, tc := range tests {
		got, err := puzzle.ParseID(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("puzzle.ParseID(%q) = %+v, %v; want error with %q", tc.in, got, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("puzzle.ParseID(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if back, _ := puzzle.ParseID(got.String()); back != got {
			t.Errorf("String() of %+v = %q does not parse back", got, got.String())
		}
	}
}

func TestUndoRedoRestartNewSolve(t *testing.T) {
	s, err := New(dials.Backend, mustID(t, specGame), 0)
	if err != nil {
		t.Fatal(err)
	}
	start := s.Pos().Desc()
	if err := s.Play("3"); err != nil {
		t.Fatal(err)
	}
	afterOne := s.Pos().Desc()
	if s.Current().Moves != 1 || afterOne == start {
		t.Fatalf("after a move: moves %d desc %q", s.Current().Moves, afterOne)
	}
	if err := s.Play("9"); err == nil {
		t.Fatal("button 9 of 5 accepted")
	}
	if s.Pos().Desc() != afterOne || s.Len() != 2 {
		t.Fatal("a bad move changed the session")
	}
	// Restart is a step of its own, so undo brings the moves back.
	if !s.Restart() || s.Pos().Desc() != start || s.Current().Moves != 0 {
		t.Fatal("restart did not return to the start")
	}
	if s.Restart() {
		t.Fatal("restart at the start added a step")
	}
	if !s.Undo() || s.Pos().Desc() != afterOne {
		t.Fatal("undo of restart did not bring the move back")
	}
	// New game is undoable too.
	if err := s.NewGame(7); err != nil {
		t.Fatal(err)
	}
	if s.Current().Game.String() != "dials:n5q5#7" || s.Current().Moves != 0 {
		t.Fatalf("new game: %v, moves %d", s.Current().Game, s.Current().Moves)
	}
	s.Undo()
	if s.Pos().Desc() != afterOne {
		t.Fatal("undo of new game did not bring the old game back")
	}
	s.Redo()
	if s.Current().Game.String() != "dials:n5q5#7" {
		t.Fatal("redo did not bring the new game back")
	}
	// Solve appends the solver's whole line as one step, and wins.
	line, err := SolveLine(context.Background(), dials.Backend, s.Pos(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ApplyLine(line); err != nil {
		t.Fatal(err)
	}
	if s.Pos().Status() != puzzle.Won || s.Current().Kind != KindSolve || s.Current().Moves != len(line) {
		t.Fatalf("after solve: status %v kind %v moves %d (line %d)", s.Pos().Status(), s.Current().Kind, s.Current().Moves, len(line))
	}
	if err := s.Play("1"); err != ErrOver {
		t.Fatalf("move after the win: %v", err)
	}
	s.Undo()
	if s.Pos().Status() != puzzle.Playing {
		t.Fatal("undo of solve did not return to play")
	}
	// A new action cuts the redo tail.
	s.Play("1")
	if s.CanRedo() {
		t.Fatal("redo tail survived a new move")
	}
}

func TestLoadBadIDKeepsGame(t *testing.T) {
	s, _ := New(dials.Backend, mustID(t, specGame), 0)
	s.Play("3")
	before, n := s.Pos().Desc(), s.Len()
	for _, bad := range []string{
		"dials:n5q5:00000-ABCDE-EDBDE",
		"dials:n0q5#1",
		"flip:i3#1",
		"dials:n5q5:00000/00000/21200/00000/00000-ABCDE-ABCDE",
	} {
		id, err := puzzle.ParseID(bad)
		if err == nil {
			err = s.Load(id, 1)
		}
		if err == nil {
			t.Errorf("Load(%q) accepted", bad)
		}
		if s.Pos().Desc() != before || s.Len() != n {
			t.Fatalf("Load(%q) changed the game", bad)
		}
	}
}

func TestSaveResumeAndCorruptSave(t *testing.T) {
	s, _ := New(dials.Backend, mustID(t, "dials:n5q5#3"), 0)
	s.Play("1")
	s.Play("2")
	s.Restart()
	s.Play("5")
	s.Undo()
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	st := store.NewMemory()
	st.Save("dials", data)
	loaded, _ := st.Load("dials")
	r, err := Unmarshal(dials.Backend, loaded)
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != s.Len() || r.Index() != s.Index() || r.Pos().Desc() != s.Pos().Desc() || r.Current().Game != s.Current().Game {
		t.Fatalf("resumed session differs: %d/%d %q vs %d/%d %q", r.Len(), r.Index(), r.Pos().Desc(), s.Len(), s.Index(), s.Pos().Desc())
	}
	if !r.Redo() || r.Current().Move != "5" {
		t.Fatal("the redo history was not saved")
	}
	for _, bad := range []string{
		"", "{", "null", `{"version":2,"puzzle":"dials"}`, `{"version":1,"puzzle":"flip"}`,
		`{"version":1,"puzzle":"dials","current":0,"entries":[]}`,
		`{"version":1,"puzzle":"dials","current":5,"entries":[{}]}`,
		strings.Replace(string(data), "n5q5", "n5q2", 1),
		strings.Replace(string(data), `"move"`, `"bogus"`, 1),
	} {
		if _, err := Unmarshal(dials.Backend, []byte(bad)); err == nil && bad != string(data) {
			t.Errorf("corrupt save %q accepted", bad)
		}
	}
}

// gatedBackend is Dials whose Hint waits until the test lets it finish, so a test decides when a
// search ends. Each search sends its position's description on started first.
type gatedBackend struct {
	puzzle.Backend
	started chan string
	release chan struct{}
}

func (g gatedBackend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	g.started <- p.Desc()
	select {
	case <-g.release:
	case <-ctx.Done():
		return puzzle.Hint{}, ctx.Err()
	}
	return g.Backend.Hint(ctx, p)
}

func TestWorkerComputesAndReplaces(t *testing.T) {
	g := gatedBackend{dials.Backend, make(chan string, 10), make(chan struct{})}
	done := make(chan struct{}, 10)
	w := NewWorker(func() { done <- struct{}{} })
	defer w.Stop()
	s, _ := New(g, mustID(t, specGame), 0)
	w.Want(g, s.Pos())
	<-g.started
	if _, _, ready := w.Result(); ready {
		t.Fatal("a hint was ready before its search ended")
	}
	g.release <- struct{}{}
	<-done
	h, err, ready := w.Result()
	if !ready || err != nil || h.Move != "3" || h.Remaining != 2 {
		t.Fatalf("hint %+v, %v, ready %v; want button 3 with 2 presses left", h, err, ready)
	}
	w.Want(g, s.Pos()) // the same position again: no new search
	s.Play("3")
	w.Want(g, s.Pos())
	if d := <-g.started; d != s.Pos().Desc() {
		t.Fatalf("the second search is for %q, want the new position %q", d, s.Pos().Desc())
	}
	if _, _, ready := w.Result(); ready {
		t.Fatal("the old position's hint was still offered for the new one")
	}
	g.release <- struct{}{}
	<-done
	if h, _, _ := w.Result(); h.Remaining != 1 {
		t.Fatalf("after one press: remaining %d, want 1", h.Remaining)
	}
}

// A search replaced before it ends never delivers its hint, even if it finishes.
func TestWorkerDropsReplacedSearch(t *testing.T) {
	g := gatedBackend{dials.Backend, make(chan string, 10), make(chan struct{})}
	done := make(chan struct{}, 10)
	w := NewWorker(func() { done <- struct{}{} })
	defer w.Stop()
	s, _ := New(g, mustID(t, specGame), 0)
	w.Want(g, s.Pos())
	<-g.started
	s.Play("3")
	w.Want(g, s.Pos()) // cancels the first search, which returns ctx.Err() without a result
	<-g.started
	g.release <- struct{}{}
	<-done
	if h, err, ready := w.Result(); !ready || err != nil || h.Remaining != 1 {
		t.Fatalf("hint %+v, %v, ready %v; want the second position's (1 press left)", h, err, ready)
	}
	select {
	case <-done:
		t.Fatal("the replaced search delivered a result too")
	default:
	}
}

// countingPos is a Dials position that says it already holds three moves, as a Hash Game game ID does.
type countingPos struct{ puzzle.Position }

func (countingPos) MovesPlayed() int { return 3 }

type countingBackend struct{ puzzle.Backend }

func (b countingBackend) Decode(params, desc string) (puzzle.Position, error) {
	p, err := b.Backend.Decode(params, desc)
	return countingPos{p}, err
}

func TestMoveCounterStartsTheCount(t *testing.T) {
	s, err := New(countingBackend{dials.Backend}, mustID(t, specGame), 0)
	if err != nil {
		t.Fatal(err)
	}
	if s.Current().Moves != 3 {
		t.Fatalf("a game opened at a position holding 3 moves counts %d", s.Current().Moves)
	}
	s.Play("3")
	if !s.Restart() || s.Current().Moves != 3 {
		t.Fatalf("restart: moves %d, want the start's 3", s.Current().Moves)
	}
}

// Version changes with every step through or onto the history, and not otherwise.
func TestVersionTracksChanges(t *testing.T) {
	s, _ := New(dials.Backend, mustID(t, specGame), 0)
	v := s.Version()
	step := func(what string, changed bool, f func()) {
		t.Helper()
		f()
		if (s.Version() != v) != changed {
			t.Fatalf("%s: version %d → %d, changed want %v", what, v, s.Version(), changed)
		}
		v = s.Version()
	}
	step("move", true, func() { s.Play("3") })
	step("bad move", false, func() { s.Play("9") })
	step("undo", true, func() { s.Undo() })
	step("undo at the start", false, func() { s.Undo() })
	step("redo", true, func() { s.Redo() })
	step("restart", true, func() { s.Restart() })
	step("restart at the start", false, func() { s.Restart() })
	step("new game", true, func() { s.NewGame(4) })
}
