package game

import "testing"

// A press shows on its own button only, for the ticks it was given; the zero value shows none.
func TestPressFlash(t *testing.T) {
	var p PressFlash
	if p.Shows(&Frame{Ticks: 0}, 0) {
		t.Error("no press yet, and button 0 is drawn pressed in")
	}
	p.Start(&Frame{Ticks: 100}, 1, 12)
	for _, c := range []struct {
		tick, button int
		want         bool
	}{{100, 1, true}, {111, 1, true}, {112, 1, false}, {105, 0, false}} {
		if got := p.Shows(&Frame{Ticks: c.tick}, c.button); got != c.want {
			t.Errorf("tick %d, button %d: pressed in %v, want %v", c.tick, c.button, got, c.want)
		}
	}
}
