package escape

import "testing"

// A group's count of heads as the panel says it, for none, one and several.
func TestHeadCount(t *testing.T) {
	for n, want := range map[int]string{0: "no heads", 1: "1 head", 2: "2 heads", 32: "32 heads"} {
		if got := headCount(n); got != want {
			t.Errorf("headCount(%d) = %q, want %q", n, got, want)
		}
	}
}
