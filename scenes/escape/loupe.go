package escape

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/loupe"
	solver "quintet/solver/escape"
)

// drawLoupe draws the open loupe: its frame, and the squares it shows drawn as the board draws them,
// laid out at the loupe's scale so that they land in it.
func (s *Scene) drawLoupe(dst *ebiten.Image, f *game.Frame, v solver.View, l layout) {
	s.mag.DrawFrame(dst, f, "Tap a square to play it")
	o := s.mag.Origin()
	l.cell = s.mag.Cell
	l.board = image.Rect(o.X, o.Y, o.X+l.cell*l.w, o.Y+l.cell*l.h)
	s.drawBoard(s.mag.Cells(dst), f, v, l)
}

// Dismiss closes the loupe (Esc); it reports whether one was open.
func (s *Scene) Dismiss() bool { return s.mag.Dismiss() }

// MinTarget is the smallest thing a tap acts on, in screen pixels: the squares, or, where they are too
// small for a finger, the loupe's squares and its close button (a tap on the board opens the loupe).
func (s *Scene) MinTarget(f *game.Frame) float64 {
	p, ok := position(f)
	if !ok {
		return 0
	}
	l := newLayout(f.Area, f.Unit, p.View().Shape)
	if loupe.Needed(float64(l.cell), f.Unit) {
		return float64(min(loupe.CellSide(f.Unit), loupe.CloseSide(f.Unit)))
	}
	return float64(l.cell)
}
