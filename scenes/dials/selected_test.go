package dials

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/gametest"
)

// Selected names the move Enter plays: after an arrow key, Enter plays exactly the move Selected said.
func TestSelectedIsWhatEnterPlays(t *testing.T) {
	d := gametest.New(t, []game.Puzzle{Puzzle}, "dials:n5q5#1", 1024, 720)
	sc, ok := d.App.Scene().(interface{ Selected() string })
	if !ok {
		t.Fatalf("the open scene %T has no Selected method", d.App.Scene())
	}
	if got, hidden := sc.Selected(), false; hidden != (got == "") {
		t.Fatalf("at the start Selected() = %q; want the cursor hidden: %v", got, hidden)
	}
	d.Key(ebiten.KeyArrowRight)
	sel := sc.Selected()
	if sel == "" {
		t.Fatal("after Right Selected() is empty: the arrow shows the cursor")
	}
	if r, ok := sc.(interface{ Revealing() bool }); ok {
		for i := 0; r.Revealing() && i < 600; i++ {
			d.Tick()
		}
	}
	d.Key(ebiten.KeyEnter)
	if c := d.App.Session("dials").Current(); c.Moves != 1 || c.Move != sel {
		t.Fatalf("Enter played %q (%d moves); Selected() said %q", c.Move, c.Moves, sel)
	}
}
