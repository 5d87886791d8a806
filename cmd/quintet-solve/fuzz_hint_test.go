package main

import (
	"context"
	"errors"
	"testing"
	"time"

	"quintet/rules/puzzle"
	clocksolver "quintet/solver/clock"
	dialssolver "quintet/solver/dials"
	escapesolver "quintet/solver/escape"
	flipsolver "quintet/solver/flip"
	hashsolver "quintet/solver/hash"
)

// Game ID → backend → hint, for every puzzle, as the game does when a player types an ID and asks
// for a hint: no panic; within the deadline either an answer or the context's own error; and an answer
// that is Solved names a move the position accepts, the last needed move winning, and a line (when
// given) that starts with the move and, played out, wins.

const (
	// hintDeadline is the context deadline each hint runs under, as the game's hint worker has one.
	hintDeadline = 2 * time.Second
	// hintGrace is how long past the deadline a hint may take to notice it; generous, because fuzzing
	// runs several workers on a shared machine. It is a hang guard, not a speed goal.
	hintGrace = 3 * time.Second
	// maxLinePlayed bounds how long a hint's line may be for the check to play it out.
	maxLinePlayed = 2000
)

func FuzzHintHash(f *testing.F)   { fuzzHint(f, hashsolver.Backend) }
func FuzzHintClock(f *testing.F)  { fuzzHint(f, clocksolver.Backend) }
func FuzzHintFlip(f *testing.F)   { fuzzHint(f, flipsolver.Backend) }
func FuzzHintDials(f *testing.F)  { fuzzHint(f, dialssolver.Backend) }
func FuzzHintEscape(f *testing.F) { fuzzHint(f, escapesolver.Backend) }

// fuzzHint seeds the corpus with the puzzle's smoke ID and a game of every preset (the committed
// corpus under testdata/fuzz adds specific positions and malformed IDs), then checks every ID.
func fuzzHint(f *testing.F, b puzzle.Backend) {
	info := b.Info()
	f.Add(info.SmokeID)
	for _, p := range info.Presets {
		f.Add(info.Name + ":" + p.Params + "#7")
	}
	f.Fuzz(func(t *testing.T, s string) { checkIDHint(t, b, s) })
}

// checkIDHint parses s as a game ID for backend b and, when it names a game, checks its hint.
func checkIDHint(t *testing.T, b puzzle.Backend, s string) {
	id, err := puzzle.ParseID(s)
	if err != nil || id.Puzzle != b.Info().Name {
		return
	}
	var p puzzle.Position
	switch {
	case id.HasSeed:
		p, err = b.Generate(id.Params, id.Seed)
	case id.HasDesc:
		p, err = b.Decode(id.Params, id.Desc)
	default:
		return
	}
	if err != nil {
		return // refusing an ID is the backend's right; its fuzz tests check the messages
	}
	ctx, cancel := context.WithTimeout(context.Background(), hintDeadline)
	defer cancel()
	start := time.Now()
	h, err := b.Hint(ctx, p)
	if took := time.Since(start); took > hintDeadline+hintGrace {
		t.Fatalf("%q: the hint took %v under a %v deadline", s, took, hintDeadline)
	}
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			return
		}
		t.Fatalf("%q: the hint failed: %v", s, err)
	}
	switch h.Verdict {
	case puzzle.Solved:
		checkSolved(t, s, p, h)
	case puzzle.NoWin, puzzle.Undecided:
		if h.Reason == "" {
			t.Errorf("%q: verdict %d without a reason", s, h.Verdict)
		}
	default:
		t.Fatalf("%q: unknown verdict %d", s, h.Verdict)
	}
}

func checkSolved(t *testing.T, s string, p puzzle.Position, h puzzle.Hint) {
	if h.Move == "" {
		if h.Remaining != 0 || p.Status() != puzzle.Won {
			t.Fatalf("%q: Solved with no move, %d remaining, status %v; want a won game", s, h.Remaining, p.Status())
		}
		return
	}
	if h.Remaining < 1 || p.Status() != puzzle.Playing {
		t.Fatalf("%q: move %q with %d remaining in a game that is %v", s, h.Move, h.Remaining, p.Status())
	}
	q, err := p.Play(h.Move)
	if err != nil {
		t.Fatalf("%q: the hint's move %q is refused: %v", s, h.Move, err)
	}
	if h.Remaining == 1 && q.Status() != puzzle.Won {
		t.Fatalf("%q: %q was the last move needed, but the game is %v after it", s, h.Move, q.Status())
	}
	if len(h.Line) == 0 {
		return
	}
	if h.Line[0] != h.Move {
		t.Fatalf("%q: the line starts %q, the move is %q", s, h.Line[0], h.Move)
	}
	if len(h.Line) != h.Remaining || len(h.Line) > maxLinePlayed {
		return // a line may be a prefix (Clock carries at most its LineLimit); play only whole short ones
	}
	for i, m := range h.Line {
		if p, err = p.Play(m); err != nil {
			t.Fatalf("%q: line move %d %q is refused: %v", s, i+1, m, err)
		}
	}
	if p.Status() != puzzle.Won {
		t.Fatalf("%q: the line of %d moves ends in a game that is %v", s, len(h.Line), p.Status())
	}
}
