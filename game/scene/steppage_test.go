package scene

import (
	"testing"

	"quintet/game/kit"
)

// A StepPage has a step per text, says texts[s] at step s and draws step s; a step out of range shows
// the nearest, text and picture alike.
func TestStepPage(t *testing.T) {
	drawn := -1
	p := StepPage("Line", []string{"a", "b", "c"}, func(_ *kit.Canvas, _ *Frame, s int) { drawn = s })
	if p.Title != "Line" || p.Steps != 3 {
		t.Fatalf("title %q, %d steps", p.Title, p.Steps)
	}
	for _, c := range []struct {
		s    int
		want string
		at   int
	}{{0, "a", 0}, {2, "c", 2}, {-1, "a", 0}, {7, "c", 2}} {
		p.Draw(nil, nil, c.s)
		if got := p.Text(c.s); got != c.want || drawn != c.at {
			t.Errorf("step %d: text %q, drew step %d; want %q and %d", c.s, got, drawn, c.want, c.at)
		}
	}
	if StepPage("Keys", []string{"k"}, nil).Draw != nil {
		t.Error("a page with no picture has a Draw")
	}
}
