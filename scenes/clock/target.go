package clock

import "quintet/game"

// MinTarget is the smallest thing a tap acts on, in screen pixels: the smallest button.
func (s *Scene) MinTarget(f *game.Frame) float64 {
	p, ok := position(f)
	if !ok {
		return 0
	}
	least := 0.0
	for i, r := range newLayout(f.Area, f.Unit, p.Clock().Size().N).buttons {
		if v := float64(min(r.Dx(), r.Dy())); !r.Empty() && (i == 0 || v < least) {
			least = v
		}
	}
	return least
}
