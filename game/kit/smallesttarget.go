package kit

import "image"

// SmallestTarget is the shorter side of the smallest of the rectangles a tap acts on, in screen pixels,
// for a scene's MinTarget; empty rectangles (controls left out) do not count, and none at all is 0.
// Clock's and Dials' buttons use it.
func SmallestTarget(rs ...image.Rectangle) float64 {
	least := 0
	for _, r := range rs {
		if v := min(r.Dx(), r.Dy()); !r.Empty() && (least == 0 || v < least) {
			least = v
		}
	}
	return float64(least)
}
