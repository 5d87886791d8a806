package clock

import (
	"strings"
	"testing"

	"quintet/game/gametest"
	rules "quintet/rules/clock"
	solver "quintet/solver/clock"
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

// The machine page says what would have followed had the machine not raised, as the rules play it: the
// example's number under the hand is a 0, which the hand would pass unraised (the player never moves on
// a 0), not "your move".
func TestMachinePageSaysWhatADeclineDoes(t *testing.T) {
	w, err := solver.Work()
	if err != nil {
		t.Fatal(err)
	}
	up := w.Raise
	z, _ := rules.NewSize(len(up.View), up.K)
	var text string
	for _, pg := range NewScene().HelpPages() {
		if pg.Title == "Machine" {
			text = pg.Text(3)
		}
	}
	want, wrong := "given you the move", "passed it unraised"
	if up.View[0] == 0 { // the example's raise is on a 0 (it is: view 0222)
		want, wrong = "the hand would have passed it unraised", "given you the move"
	}
	if !strings.Contains(text, "Had another reading been larger") || !strings.Contains(text, want) || strings.Contains(text, wrong) {
		t.Errorf("under the hand is a %d; the machine page says %q", up.View[0], text)
	}
	// And the rules agree: from the classic start, wherever the machine leaves a 0 the hand moves on.
	c, steps := rules.Begin(z)
	for _, m := range []rules.Move{rules.Zero, rules.Pass, rules.Zero, rules.Pass} {
		var more []rules.Step
		if c, more, err = c.Play(m); err != nil {
			t.Fatal(err)
		}
		steps = append(steps, more...)
	}
	for _, st := range steps {
		if st.Kind == rules.StepPlayer && st.After.Digit(st.After.Hand()) == 0 {
			t.Fatalf("the player was given a 0: %v", st.After.Digits())
		}
	}
}
