package escape

import (
	"strings"
	"testing"

	"quintet/game/input"
	"quintet/game/scene"
)

// A group's count of heads as the panel says it, for none, one and several.
func TestHeads(t *testing.T) {
	for n, want := range map[int]string{0: "0 heads", 1: "1 head", 2: "2 heads", 32: "32 heads"} {
		if got := heads(n); got != want {
			t.Errorf("heads(%d) = %q, want %q", n, got, want)
		}
	}
}

// The panel's "Stuck?" line names the key after a key or a click and the toolbar's Hint button after a
// finger (issue 36, finding 10).
func TestStuckLineFollowsTheInput(t *testing.T) {
	h := newHarness(t, "escape:64p1#1")
	h.Tick()
	for _, c := range []struct {
		touch bool
		want  string
		not   string
	}{
		{false, "Stuck? H shows", "Hint shows"},
		{true, "Stuck? Hint shows", "H shows"},
	} {
		in := input.Input{LastTouch: c.touch, Digit: -1}
		f := &scene.Frame{Unit: h.Probe.Unit(), Theme: h.Probe.Theme(), In: &in}
		p := h.pos()
		got := strings.Join(h.scene.text(f, p, p.View()).heading, " ")
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("last input a finger %v: the panel's heading says %q; want %q", c.touch, got, c.want)
		}
	}
}
