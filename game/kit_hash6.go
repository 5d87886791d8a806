package game

import "github.com/hajimehoshi/ebiten/v2"

// Anim is an animation that runs once, Ticks long, from the tick it is started on: Hash's machine's
// answer, and the same shape as Flip's turning block.
type Anim struct {
	Ticks int  // its length
	On    bool // it has been started and not stopped
	Begun int  // the tick it started on
}

// Start starts it on f's tick.
func (a *Anim) Start(f *Frame) { a.On, a.Begun = true, f.Ticks }

// At is how far it has got on f's tick, 0 to 1, and whether it is running (when not: 1).
func (a *Anim) At(f *Frame) (float64, bool) {
	age := f.Ticks - a.Begun
	if !a.On || age < 0 || age >= a.Ticks {
		return 1, false
	}
	return float64(age) / float64(a.Ticks), true
}

// Due reports whether Update should ask for a frame (Frame.Animate): while it runs, and on the tick it
// ends, so that its end is drawn.
func (a *Anim) Due(f *Frame) bool { return a.On && f.Ticks-a.Begun <= a.Ticks }

// Capturing is true while the box has the focus, so typed keys go into it: embedded in a scene (Hash,
// Flip), it is the scene's Capturing.
func (b *NameBox) Capturing() bool { return b.On }

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
