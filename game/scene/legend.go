package scene

import "quintet/game/kit"

// Legend lays out a legend's items left to right from X0, each an icon Size square and its label
// (dim) after it, going on 22 units down at X0 where an item would pass Right: Hash's foot and
// Escape's panel draw theirs so. X and Y are where the next item goes (Y the middle of its line).
type Legend struct {
	X0, Right, X, Y float64
	Size            float64
	Face            *kit.TextFace
}

// Item draws label, after an icon that icon draws in the Size square whose top left corner is (x, y).
func (g *Legend) Item(dst *kit.Canvas, f *Frame, label string, icon func(x, y float64)) {
	x, y := g.next(f, label)
	icon(x, y-g.Size/2)
	kit.DrawText(dst, label, g.Face, x+g.Size+f.U(5), y, kit.Left, f.Theme.Dim)
}

// Lines is how many lines items with these labels take from X0, as Item lays them out: what a panel
// makes room for before it draws them. Escape's panel uses it.
func (g Legend) Lines(f *Frame, labels ...string) int {
	g.X = g.X0
	n := 0
	for _, label := range labels {
		if x, _ := g.next(f, label); x == g.X0 {
			n++ // an item that begins a line
		}
	}
	return n
}

// next is where the item with label goes (its icon's left and its line's middle), and moves X and Y
// on past it.
func (g *Legend) next(f *Frame, label string) (x, y float64) {
	w := g.Size + f.U(5) + kit.TextWidth(label, g.Face)
	if g.X > g.X0 && g.X+w > g.Right {
		g.X, g.Y = g.X0, g.Y+f.U(22)
	}
	x, y = g.X, g.Y
	g.X += w + f.U(14)
	return x, y
}
