package dials

import (
	"testing"

	"quintet/game/gametest"
)

// The areas the help gives a picture: a phone held upright, held sideways (the help's layout gives it
// about 190 px square there), and a desktop.
// Every page has text at every step, and each step's picture draws inside its area, at every area,
// unit and theme, with something in it.
func TestHelpPagesDraw(t *testing.T) {
	pages := (&Scene{}).HelpPages()
	if len(pages) != 3 {
		t.Fatalf("%d help pages", len(pages))
	}
	gametest.CheckHelpPages(t, pages, nil)
}

// What opening the help costs: the pages are computed then (the inverse, the solver's checks, the grid).
func BenchmarkHelpPages(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if len((&Scene{}).HelpPages()) != 3 {
			b.Fatal("pages missing")
		}
	}
}
