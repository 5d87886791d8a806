package flip

import (
	"testing"

	"quintet/game/gametest"
)

// Selected names the move Enter plays: after an arrow key, Enter plays exactly the move Selected said.
func TestSelectedIsWhatEnterPlays(t *testing.T) {
	gametest.SelectedIsWhatEnterPlays(t, Puzzle, "flip:i3#1", true, "ArrowRight")
}
