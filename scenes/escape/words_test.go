package escape

import "testing"

// A group's count of heads as the panel says it, for none, one and several.
func TestHeads(t *testing.T) {
	for n, want := range map[int]string{0: "0 heads", 1: "1 head", 2: "2 heads", 32: "32 heads"} {
		if got := heads(n); got != want {
			t.Errorf("heads(%d) = %q, want %q", n, got, want)
		}
	}
}
