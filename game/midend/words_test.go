package midend

import (
	"strings"
	"testing"

	"quintet/game/store"
)

// At move 0 the status line gives the game's optimum as soon as the start's hint is ready, in the
// same frame (before the step that notes it), for every puzzle's smoke game.
func TestOptimalGameShownAtMoveZero(t *testing.T) {
	for _, b := range backends() {
		id := b.Info().SmokeID
		c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: id}, Seed: seeds(5)})
		h := waitHint(t, c)
		left, _ := c.StatusLine(false, "")
		if want := "Moves 0 (optimal game: " + Number(h.Remaining) + ")"; left != want {
			t.Errorf("%s: status %q, want %q", id, left, want)
		}
		if strings.Contains(left, "(optimal game: -") {
			t.Errorf("%s: status %q", id, left)
		}
	}
}
