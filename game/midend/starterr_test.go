package midend

import (
	"strings"
	"testing"

	"quintet/game/store"
)

// The start's game ID, when it does not open, is kept for the command line to print; the game that
// opens instead is the one the player had.
func TestStartErrorSaysWhyTheStartIDDidNotOpen(t *testing.T) {
	st := store.NewMemory()
	c := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(5), StartID: "dials:n5q5#50%"})
	err := c.StartError()
	if err == nil || !strings.Contains(err.Error(), "seed") {
		t.Fatalf("StartError() = %v, want why the seed is refused", err)
	}
	if msg := c.Note(); !strings.Contains(msg, "Game ID not loaded") {
		t.Fatalf("the window says %q", msg)
	}
	c = New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(5), StartID: "dials:n5q5#1"})
	if err := c.StartError(); err != nil {
		t.Fatalf("a good ID: StartError() = %v", err)
	}
	c = New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(5)})
	if err := c.StartError(); err != nil {
		t.Fatalf("no ID: StartError() = %v", err)
	}
}
