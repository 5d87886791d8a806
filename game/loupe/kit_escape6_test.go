package loupe

import "testing"

func TestTarget(t *testing.T) {
	for _, c := range []struct{ cell, unit, want float64 }{
		{60, 1, 60}, // a finger's size: the cell itself
		{44, 1, 44}, // just large enough
		{43, 1, 44}, // too small: the loupe's close button (44) is smaller than its cells (48)
		{10, 2, 88}, // at 2 px a unit
		{100, 2, 100},
	} {
		if got := Target(c.cell, c.unit); got != c.want {
			t.Errorf("Target(%v, %v) = %v, want %v", c.cell, c.unit, got, c.want)
		}
	}
}
