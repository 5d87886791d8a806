package game_test

import (
	"slices"
	"strings"
	"testing"

	"quintet/game/gametest"
)

// heardLines is what the announcer says after one step, a line each.
func heardLines(d *gametest.Driver) []string {
	var out []string
	for _, an := range d.Probe.Announce() {
		out = append(out, an.Text)
	}
	return out
}

// The game-ID dialog's Tab names each part it reaches, and typing is echoed, through the announcer that
// feeds the page's live region (issue 36, finding 8: both were silent).
func TestDialogTabAndTypingAreSpoken(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	heardLines(d)
	d.Key("G")
	pos := d.Probe.Session("dials").Pos().Params() + ":" + d.Probe.Session("dials").Pos().Desc()
	if got := heardLines(d); len(got) == 0 || !strings.HasPrefix(got[0], "Game ID dialog.") || !strings.Contains(got[0], "This position: dials:"+pos+".") {
		t.Fatalf("G: heard %q; want the position %s whole", got, pos)
	}
	for _, want := range []string{"Copy button", "Paste button", "Cancel button", "Open button"} {
		d.Key("Tab")
		if got := heardLines(d); !slices.Contains(got, want) {
			t.Fatalf("Tab: heard %q, want %q", got, want)
		}
	}
	d.Key("Tab")
	if got := heardLines(d); len(got) != 1 || !strings.HasPrefix(got[0], "Game ID field: dials:") {
		t.Fatalf("Tab back to the field: heard %q", got)
	}
	d.Type("#")
	if got := heardLines(d); !slices.Contains(got, "hash") {
		t.Fatalf("typing #: heard %q", got)
	}
	d.Key("Backspace")
	if got := heardLines(d); !slices.Contains(got, "hash deleted") {
		t.Fatalf("Backspace: heard %q", got)
	}
	d.Probe.InjectMods(true, false)
	d.Key("U")
	d.Type("dials:n5q5#x%") // % is in no seed (a text seed takes letters, digits and URL-safe marks)
	heardLines(d)
	d.Key("Enter")
	if got := heardLines(d); len(got) != 1 || !strings.HasPrefix(got[0], "Not opened: ") {
		t.Fatalf("a bad ID: heard %q", got)
	}
}
