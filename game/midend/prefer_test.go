package midend

import (
	"testing"

	"quintet/game/store"
)

// Settings keep only what the player chose; the system's preferences (Prefer, at every start) decide
// the rest. A first visit through a game's address and the puzzles opened after it save neither the
// defaults nor the system's theme and motion as choices (issue 36, findings 1 and 2).
func TestSettingsKeepOnlyThePlayersChoices(t *testing.T) {
	st := store.NewMemory()
	start := func(theme string, reduced bool) *Controller {
		c := New(Options{Puzzles: backends(), Store: st, Seed: seeds(5), StartID: "dials:n5q5#1"})
		c.Prefer(theme, reduced)
		return c
	}
	check := func(when string, c *Controller, theme string, reduced bool) {
		t.Helper()
		if c.Theme() != theme || c.ReducedMotion() != reduced {
			t.Errorf("%s: theme %q, less motion %v; want %q, %v", when, c.Theme(), c.ReducedMotion(), theme, reduced)
		}
	}
	c := start("contrast", true)
	check("a first visit", c, "contrast", true)
	c.OpenNamed("flip")
	c.ToMenu()
	c.Close()
	c = start("light", false)
	check("the system's preferences changed", c, "light", false)
	c.Close()
	c = start("dark", false)
	check("no preferences", c, "dark", false)
	// The player chooses: the choice is kept over the system's preferences.
	c.ToggleTheme() // dark → light
	c.SetReducedMotion(true)
	c.Close()
	c = start("contrast", false)
	check("after the player chose", c, "light", true)
	c.Close()

	for _, tc := range []struct {
		saved, system string
		reduced       bool
		theme         string
		wantReduced   bool
	}{
		// Older saves wrote the theme always: its default is taken for the system's.
		{`{"puzzle":"dials","theme":"dark"}`, "light", true, "light", true},
		{`{"theme":"contrast","reduced_motion":true}`, "light", false, "contrast", true},
		// From format 2, what is there was chosen, the default theme and full motion too.
		{`{"format":2,"theme":"dark","reduced_motion":false}`, "light", true, "dark", false},
		{`{"format":2,"puzzle":"dials"}`, "light", true, "light", true},
	} {
		st = store.NewMemory()
		st.Save("settings", []byte(tc.saved))
		c := start(tc.system, tc.reduced)
		check(tc.saved, c, tc.theme, tc.wantReduced)
		c.Close()
	}
}
