package scene

import (
	"image"
	"testing"
)

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

// A pressed button is drawn 3 units in on each side while its press shows, and whole otherwise.
func TestPressFlashInset(t *testing.T) {
	var p PressFlash
	r := image.Rect(10, 10, 110, 60)
	p.Start(&Frame{Ticks: 0, Unit: 2}, 1, 10)
	if got, want := p.Inset(&Frame{Ticks: 5, Unit: 2}, 1, r), image.Rect(16, 16, 104, 54); got != want {
		t.Errorf("pressed: %v, want %v", got, want)
	}
	if got := p.Inset(&Frame{Ticks: 5, Unit: 2}, 0, r); got != r {
		t.Errorf("another button: %v, want %v", got, r)
	}
	if got := p.Inset(&Frame{Ticks: 10, Unit: 2}, 1, r); got != r {
		t.Errorf("after the press: %v, want %v", got, r)
	}
}
