package clock

import (
	"strconv"
	"strings"
	"testing"

	"quintet/game/gametest"
	rules "quintet/rules/clock"
)

// The readings the Machine page draws give the machine's own verdict on every view of several sizes,
// and the page works on a view where the machine raises and one where it declines.
func TestHelpReadingsAreTheRule(t *testing.T) {
	for _, z := range []rules.Size{{N: 2, K: 1}, {N: 3, K: 2}, {N: 4, K: 2}, {N: 5, K: 3}, {N: 4, K: 4}} {
		for x := 0; x < z.Views(); x++ {
			v := rules.ViewOf(z, x)
			d := decide(v, z.K)
			if d.raise != rules.Last(v, z.K) {
				t.Fatalf("%v view %v: the readings say raise=%v, the rules say %v", z, v, d.raise, !d.raise)
			}
			for r, rd := range d.readings {
				for i := range rd {
					if rd[i] != d.raised[(((r-1-i)%z.N)+z.N)%z.N] {
						t.Fatalf("%v view %v: reading %d is %v", z, v, r, rd)
					}
				}
			}
		}
	}
	up, no, k, err := machineViews()
	if err != nil {
		t.Fatal(err)
	}
	if !decide(up, k).raise || decide(no, k).raise {
		t.Fatalf("the raise view %v and the decline view %v do not show both verdicts", up, no)
	}
}

// The Line page's stops come from the solver's line: each stop's count is the line's length less the
// moves played, the hint's move is the line's next move, and the other move never leads forward.
func TestHelpLineStops(t *testing.T) {
	cl, err := newClassicLine()
	if err != nil {
		t.Fatal(err)
	}
	total := len(cl.moves)
	if total != 48 || strings.Trim(strings.Join(cl.moves, ""), "0X") != "" {
		t.Fatalf("the classic line: %d moves %v", total, cl.moves)
	}
	if len(cl.stops) != len(lineAt) {
		t.Fatalf("%d stops, want %d", len(cl.stops), len(lineAt))
	}
	for _, st := range cl.stops {
		if st.left != total-st.played {
			t.Errorf("after %d moves: %d left, the line says %d", st.played, st.left, total-st.played)
		}
		if st.played < total && (st.move != cl.moves[st.played] || st.otherLeft-1 < st.left) {
			t.Errorf("after %d moves: hint %q (line %q), other move %q needs %d", st.played, st.move, cl.moves[st.played], st.other, st.otherLeft)
		}
	}
	if last := cl.stops[len(cl.stops)-1]; last.move != "" || last.left != 0 {
		t.Errorf("the last stop %+v is not the cleared clock", last)
	}
}

// The Sequence page's digits are a de Bruijn sequence: every reading of the clock once, and the
// first reading is the cleared clock; the counts come from the line.
func TestHelpSequence(t *testing.T) {
	sq, err := newSequence()
	if err != nil {
		t.Fatal(err)
	}
	z := sq.size
	if len(sq.digits) != z.Views()+z.N-1 || sq.readings != z.Views() {
		t.Fatalf("%d digits with %d different readings; want %d and %d", len(sq.digits), sq.readings, z.Views()+z.N-1, z.Views())
	}
	if sq.window(0) != strings.Repeat("0", z.N) || sq.moves != 48 || sq.hand != len(sq.digits)-z.N {
		t.Fatalf("first reading %s, %d moves, %d hand moves", sq.window(0), sq.moves, sq.hand)
	}
	if sq.example < 0 || sq.exampleLeft != len(rules.Example.Steps) { // the example is optimal and wins
		t.Fatalf("the example's start is at %d with %d moves to go", sq.example, sq.exampleLeft)
	}
	// Largest first: each digit after the first reading is the largest that makes a new reading.
	seen := map[string]bool{sq.window(0): true}
	for i := z.N; i < len(sq.digits); i++ {
		prefix := strings.ReplaceAll(digits(sq.digits[i-z.N+1:i]), " ", "")
		for d := z.K; d > sq.digits[i]; d-- {
			if !seen[prefix+strconv.Itoa(d)] {
				t.Fatalf("digit %d is %d, but %d would make the new reading %s%d", i, sq.digits[i], d, prefix, d)
			}
		}
		seen[sq.window(i-z.N+1)] = true
	}
}

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
