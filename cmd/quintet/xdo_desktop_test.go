//go:build xdo

package main

import (
	"strings"
	"testing"
)

// The window's WM_CLASS is the one the .desktop file names (StartupWMClass=Quintet), so a dock groups
// the window with its launcher; and a game ID on the command line that does not open is said on
// standard error, not only in the window, while the game starts with the game it had.
func TestDesktopConventions(t *testing.T) {
	t.Parallel()
	p := play(t, "us", "-id", "dials:n5q5#x%")
	for _, q := range [][]string{{"--class", "^Quintet$"}, {"--classname", "^quintet$"}} {
		if got := strings.Fields(p.run("xdotool", append([]string{"search"}, q...)...)); len(got) != 1 || got[0] != p.win {
			t.Errorf("xdotool search %s: %v, want the game's window %s", strings.Join(q, " "), got, p.win)
		}
	}
	s := p.waitFor("the game open", func(s status) bool { return s.Puzzle != "" })
	if !strings.Contains(p.log.String(), "quintet: -id:") || !strings.Contains(p.log.String(), "seed") {
		t.Errorf("standard error does not say why -id did not open:\n%s", p.log.String())
	}
	if !strings.Contains(s.Message, "Game ID not loaded") {
		t.Errorf("the window says %q", s.Message)
	}
}
