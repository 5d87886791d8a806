package kit

import (
	"image"
	"testing"
)

// SmallestTarget is the shorter side of the smallest target, empty ones left out, and 0 for none.
func TestSmallestTarget(t *testing.T) {
	for _, c := range []struct {
		rs   []image.Rectangle
		want float64
	}{
		{nil, 0},
		{[]image.Rectangle{{}}, 0},
		{[]image.Rectangle{image.Rect(0, 0, 80, 60), image.Rect(0, 0, 50, 90)}, 50},
		{[]image.Rectangle{{}, image.Rect(10, 10, 70, 54)}, 44},
	} {
		if got := SmallestTarget(c.rs...); got != c.want {
			t.Errorf("%v: %v, want %v", c.rs, got, c.want)
		}
	}
}
