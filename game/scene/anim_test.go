package scene

import "testing"

// An animation runs from the tick it starts on for Ticks ticks, and asks for one frame more, its end.
func TestAnim(t *testing.T) {
	a := Anim{Ticks: 4}
	if _, on := a.At(&Frame{Ticks: 0}); on || a.Due(&Frame{Ticks: 0}) {
		t.Fatal("an animation never started runs")
	}
	a.Start(&Frame{Ticks: 10})
	for tick, want := range map[int]float64{10: 0, 11: 0.25, 13: 0.75} {
		if p, on := a.At(&Frame{Ticks: tick}); !on || p != want || !a.Due(&Frame{Ticks: tick}) {
			t.Errorf("tick %d: at %v running %v, want %v running", tick, p, on, want)
		}
	}
	if p, on := a.At(&Frame{Ticks: 14}); on || p != 1 || !a.Due(&Frame{Ticks: 14}) {
		t.Errorf("tick 14: at %v running %v, want ended at 1 with its last frame due", p, on)
	}
	if a.Due(&Frame{Ticks: 15}) {
		t.Error("tick 15: a frame is still due after the end")
	}
	a.On = false
	if _, on := a.At(&Frame{Ticks: 12}); on || a.Due(&Frame{Ticks: 12}) {
		t.Error("a stopped animation runs")
	}
}
