package clock

import (
	"quintet/game/kit"
	"quintet/game/scene"
)

// MinTarget is the smallest thing a tap acts on, in screen pixels: the smallest button.
func (s *Scene) MinTarget(f *scene.Frame) float64 {
	p, ok := position(f)
	if !ok {
		return 0
	}
	l := newLayout(f.Area, f.Unit, p.Clock().Size().N, f.Picture)
	return kit.SmallestTarget(l.buttons[:]...)
}
