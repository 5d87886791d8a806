package hash

import (
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
)

// Selected names the move Enter plays: after the arrow keys, Enter plays exactly the move Selected said.
// Only tiles next to a white one are legal at the start: Right and back Left lands on one again.
func TestSelectedIsWhatEnterPlays(t *testing.T) {
	gametest.SelectedIsWhatEnterPlays(t, Puzzle, "hash:number#1", false, "ArrowRight", "ArrowLeft")
}

// The selection follows the arrows one tile a key.
func TestSelectedFollowsTheArrows(t *testing.T) {
	d := gametest.New(t, []scene.Puzzle{Puzzle}, "hash:number#1", 1024, 720)
	d.Key("ArrowRight")
	if got := d.Probe.Scene().(scene.Selector).Selected(); got != "9,15" {
		t.Fatalf("after Right Selected() = %q, want 9,15 (one right of the start tile 8,15)", got)
	}
}
