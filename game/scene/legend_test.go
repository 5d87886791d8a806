package scene

import (
	"image"
	"testing"

	"quintet/game/kit"
)

// A legend's items go left to right and wrap where one would pass the right edge, but an item too wide
// for any line stays on its own line rather than leaving an empty one.
func TestLegend(t *testing.T) {
	f := &Frame{Unit: 1, Theme: kit.Themes[0]}
	face := kit.Face(kit.Regular, 12)
	_, dst := kit.NewRecorder(image.Rect(0, 0, 200, 100), nil)
	w := func(label string) float64 { return 16 + 5 + kit.TextWidth(label, face) }
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

// Lines counts the lines Item would draw the same labels on, from X0 whatever X is.
func TestLegendLines(t *testing.T) {
	f := &Frame{Unit: 1, Theme: kit.Themes[0]}
	face := kit.Face(kit.Regular, 12)
	_, dst := kit.NewRecorder(image.Rect(0, 0, 200, 100), nil)
	labels := []string{"red", "white", "black", "a label far wider than the whole legend is", "x"}
	for _, right := range []float64{30, 120, 200, 1000} {
		g := Legend{X0: 10, X: 10, Y: 20, Right: right, Size: 16, Face: face}
		g.X = 90 // Lines starts from X0 all the same
		n := g.Lines(f, labels...)
		g.X = 10
		for _, label := range labels {
			g.Item(dst, f, label, func(x, y float64) {})
		}
		if want := int((g.Y-20)/22) + 1; n != want {
			t.Errorf("right %v: Lines = %d, Item drew %d lines", right, n, want)
		}
	}
	if n := (Legend{Face: face}).Lines(f); n != 0 {
		t.Errorf("no labels: %d lines, want 0", n)
	}
}
