package game_test

import (
	"image"
	"testing"

	"quintet/game/gametest"
	"quintet/scenes/dials"
)

// The menu is a grid for the arrows: from a card, Down goes to its first row of presets, then to the
// next row (the preset under the one selected, not the one beside it); Right moves along a row; Up
// comes back a row.
func TestMenuArrowsMoveByRows(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	d.Key("Escape")
	n := len(dials.Puzzle.Backend.Info().Presets)
	presets := make([]image.Rectangle, n)
	for j := range presets {
		presets[j] = d.Probe.MenuPreset("dials", j)
	}
	if presets[n-1].Min.Y == presets[0].Min.Y {
		t.Fatalf("Dials' presets lie in one row at 1024×720 (%v): the test needs two", presets)
	}
	// The preset a row below preset j, nearest across.
	below := func(j int) int {
		best := -1
		for i, r := range presets {
			if r.Min.Y <= presets[j].Min.Y || best >= 0 && r.Min.Y > presets[best].Min.Y {
				continue
			}
			if best < 0 || r.Min.Y < presets[best].Min.Y || dist(r, presets[j]) < dist(presets[best], presets[j]) {
				best = i
			}
		}
		return best
	}
	if got := d.Probe.MenuSelected(); got != d.Probe.MenuCard("dials") {
		t.Fatalf("the menu opens with %v selected, not the Dials card %v", got, d.Probe.MenuCard("dials"))
	}
	d.Key("ArrowDown")
	if got := d.Probe.MenuSelected(); got != presets[0] {
		t.Fatalf("Down from the card selected %v, not its first preset %v", got, presets[0])
	}
	d.Key("ArrowDown")
	if got, want := d.Probe.MenuSelected(), presets[below(0)]; got != want {
		t.Fatalf("Down from the first preset selected %v, not the preset under it %v", got, want)
	}
	d.Key("ArrowUp")
	if got := d.Probe.MenuSelected(); got != presets[0] {
		t.Fatalf("Up came back to %v, not the first preset %v", got, presets[0])
	}
	if presets[1].Min.Y == presets[0].Min.Y {
		d.Key("ArrowRight")
		if got := d.Probe.MenuSelected(); got != presets[1] {
			t.Fatalf("Right from the first preset selected %v, not the one beside it %v", got, presets[1])
		}
	}
	d.Key("ArrowUp")
	d.Key("ArrowUp") // at the top already: stays
	if got := d.Probe.MenuSelected(); got != d.Probe.MenuCard("dials") {
		t.Fatalf("Up from the first row of presets selected %v, not the card", got)
	}
}

func dist(a, b image.Rectangle) int {
	d := (a.Min.X + a.Max.X - b.Min.X - b.Max.X) / 2
	if d < 0 {
		return -d
	}
	return d
}
