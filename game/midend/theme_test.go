package midend

import (
	"testing"

	"quintet/game/store"
)

// The theme key cycles dark → light → high contrast → dark, and the choice is kept between runs.
func TestThemeCyclesAndIsKept(t *testing.T) {
	st := store.NewMemory()
	c := newController(st, &fakePage{})
	want := []string{"dark", "light", "contrast", "dark", "light", "contrast"}
	for i, w := range want {
		if c.Theme() != w {
			t.Fatalf("after %d presses the theme is %q; want %q", i, c.Theme(), w)
		}
		if again := newController(st, &fakePage{}); again.Theme() != w {
			t.Fatalf("after %d presses a new run starts in %q; want %q", i, again.Theme(), w)
		}
		c.ToggleTheme()
	}
}
