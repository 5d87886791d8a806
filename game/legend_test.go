package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

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
