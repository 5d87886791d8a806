package dials

import (
	"testing"

	"quintet/game/gametest"
)

// Selected names the move Enter plays: after an arrow key, Enter plays exactly the move Selected said.
func TestSelectedIsWhatEnterPlays(t *testing.T) {
	gametest.SelectedIsWhatEnterPlays(t, Puzzle, "dials:n5q5#1", false, "ArrowRight")
}
