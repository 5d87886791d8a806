package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

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

// A scene that embeds a name box captures the keys while the box has the focus, and only then.
func TestNameBoxCapturing(t *testing.T) {
	s := struct{ NameBox }{}
	if s.Capturing() {
		t.Error("a closed box captures the keys")
	}
	s.On = true
	if !s.Capturing() {
		t.Error("an open box does not capture the keys")
	}
	s.Close()
	if s.Capturing() {
		t.Error("a box closed again still captures the keys")
	}
}

// A legend's items go left to right and wrap where one would pass the right edge, but an item too wide
// for any line stays on its own line rather than leaving an empty one.
func TestLegend(t *testing.T) {
	f := &Frame{Unit: 1, Theme: Themes[0]}
	face := Face(Regular, 12)
	dst := ebiten.NewImage(200, 100)
	w := func(label string) float64 { return 16 + 5 + TextWidth(label, face) }
	g := Legend{X0: 10, X: 10, Y: 20, Right: 10 + w("red") + 14 + w("white"), Size: 16, Face: face}
	var at [][2]float64
	icon := func(x, y float64) { at = append(at, [2]float64{x, y}) }
	for _, label := range []string{"red", "white", "black", "a label far wider than the whole legend is"} {
		g.Item(dst, f, label, icon)
	}
	want := [][2]float64{{10, 12}, {10 + w("red") + 14, 12}, {10, 34}, {10, 56}}
	for i := range want {
		if i >= len(at) || at[i] != want[i] {
			t.Fatalf("icons at %v, want %v", at, want)
		}
	}
	if g.Y != 64 || g.X <= g.Right {
		t.Errorf("next item at (%v, %v), want on the last line past its end", g.X, g.Y)
	}
}
