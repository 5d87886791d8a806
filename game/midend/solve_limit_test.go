package midend

import (
	"strings"
	"testing"

	"quintet/game/input"
	"quintet/game/store"
)

// Solve on a position whose hint already counts more moves than Solve plays refuses at once, saying
// the count and the limit, and starts no search (it used to say "Solving…" for 74 s first).
func TestSolveRefusesOverTheLimitAtOnce(t *testing.T) {
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "clock:n8k5r#1"}, Seed: seeds(5)})
	h := waitHint(t, c)
	if h.Remaining <= SolveLimit {
		t.Fatalf("the hint counts %d moves, within the limit", h.Remaining)
	}
	if c.Do(input.Solve) {
		t.Fatal("Solve accepted a line over its limit")
	}
	if c.Solving() {
		t.Fatal("Solve started a search")
	}
	if note := c.Note(); !strings.Contains(note, Number(h.Remaining)) || !strings.Contains(note, Number(SolveLimit)) {
		t.Fatalf("Solve says %q", note)
	}
}
