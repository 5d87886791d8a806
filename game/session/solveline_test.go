package session

import (
	"context"
	"errors"
	"strings"
	"testing"

	"quintet/rules/puzzle"
	clock "quintet/solver/clock"
)

// countHints counts the hints a backend is asked for.
type countHints struct {
	puzzle.Backend
	hints int
}

func (c *countHints) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	c.hints++
	return c.Backend.Hint(ctx, p)
}

// walkHints is countHints for a backend that walks its line too.
type walkHints struct{ *countHints }

func (w walkHints) WalkLine(ctx context.Context, p puzzle.Position, yield func(string) error) error {
	return w.Backend.(LineWalker).WalkLine(ctx, p, yield)
}

// A line the hint counts as longer than the limit is refused on the first hint, saying both numbers;
// the menu's largest Clock preset, 507,131 moves from here, used to be played hint by hint for 74 s
// before the same refusal.
func TestSolveLineRefusesALongLineAtOnce(t *testing.T) {
	b := &countHints{Backend: clock.Backend}
	p, err := puzzle.OpenID(b, "clock:n8k5r#1")
	if err != nil {
		t.Fatal(err)
	}
	line, err := SolveLine(context.Background(), b, p, 200000)
	if line != nil || err == nil || !strings.Contains(err.Error(), "507,131") || !strings.Contains(err.Error(), "200,000") || !errors.As(err, new(*LongLine)) {
		t.Fatalf("line of %d, %v", len(line), err)
	}
	if b.hints != 1 {
		t.Fatalf("%d hints asked before the refusal, want 1", b.hints)
	}
}

// A Clock line within the limit but too long for a hint to carry (10,868 moves, n = 6, k = 4) is walked,
// not asked hint by hint: one hint, then the line, which wins in the hint's count of moves.
func TestSolveLineWalksClocksLine(t *testing.T) {
	b := walkHints{&countHints{Backend: clock.Backend}}
	p, err := puzzle.OpenID(b, "clock:n6k4#1")
	if err != nil {
		t.Fatal(err)
	}
	h, err := clock.Backend.Hint(context.Background(), p)
	if err != nil || len(h.Line) != 0 {
		t.Fatalf("the hint carries %d moves (%v): pick a longer line", len(h.Line), err)
	}
	line, err := SolveLine(context.Background(), b, p, 200000)
	if err != nil || len(line) != h.Remaining || b.hints != 1 {
		t.Fatalf("%d moves (%v) after %d hints; the hint counts %d", len(line), err, b.hints, h.Remaining)
	}
	for _, m := range line {
		if p, err = p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if p.Status() != puzzle.Won {
		t.Fatal("the walked line does not win")
	}
	if _, err := SolveLine(context.Background(), b, p, 200000); err != nil {
		t.Fatal(err)
	}
}
