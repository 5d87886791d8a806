package clock

import (
	"testing"

	"quintet/game/gametest"
)

// Every page has text at every step, and each step's picture draws inside its area, at every area,
// unit and theme, with something in it.
func TestHelpPagesDraw(t *testing.T) {
	pages := NewScene().HelpPages()
	if len(pages) != 3 {
		t.Fatalf("%d help pages", len(pages))
	}
	gametest.CheckHelpPages(t, pages, nil)
}

// What opening the help costs: the pages are computed then (the line, the sequence, the readings).
func BenchmarkHelpPages(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if len(NewScene().HelpPages()) != 3 {
			b.Fatal("pages missing")
		}
	}
}
