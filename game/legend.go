package game

import "github.com/hajimehoshi/ebiten/v2"

// Legend lays out a legend's items left to right from X0, each an icon Size square and its label
// (dim) after it, going on 22 units down at X0 where an item would pass Right: Hash's foot and
// Escape's panel draw theirs so. X and Y are where the next item goes (Y the middle of its line).
type Legend struct {
	X0, Right, X, Y float64
	Size            float64
	Face            *TextFace
}

// Item draws label, after an icon that icon draws in the Size square whose top left corner is (x, y).
func (g *Legend) Item(dst *ebiten.Image, f *Frame, label string, icon func(x, y float64)) {
	w := g.Size + f.U(5) + TextWidth(label, g.Face)
	if g.X > g.X0 && g.X+w > g.Right {
		g.X, g.Y = g.X0, g.Y+f.U(22)
	}
	icon(g.X, g.Y-g.Size/2)
	DrawText(dst, label, g.Face, g.X+g.Size+f.U(5), g.Y, Left, f.Theme.Dim)
	g.X += w + f.U(14)
}
