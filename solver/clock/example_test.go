package clock

import (
	"context"
	"regexp"
	"strconv"
	"testing"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
)

// The worked example's captions make claims about the hint: "wins in N" and "N moves left" are the
// moves the hint counts from the position, "would need N" is what the other move costs (one move, then
// the hint's count from where it leads). Each claim is checked against the solver here, so the captions
// cannot drift from what the game says; the line's optimality is Conformance's job.
func TestExampleClaims(t *testing.T) {
	ex := rules.Example
	if ex.ID == "" || len(ex.Steps) < 3 || len(ex.Steps) > 8 {
		t.Fatalf("example %q has %d steps, want 3 to 8", ex.ID, len(ex.Steps))
	}
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Open(Backend, id)
	if err != nil {
		t.Fatal(err)
	}
	left := func(p puzzle.Position) int {
		if p.Status() == puzzle.Won {
			return 0
		}
		h, err := Backend.Hint(context.Background(), p)
		if err != nil || h.Verdict != puzzle.Solved {
			t.Fatalf("%s: hint %+v %v", p.Desc(), h, err)
		}
		return h.Remaining
	}
	claims := func(re, s string) []int {
		var out []int
		for _, m := range regexp.MustCompile(re).FindAllStringSubmatch(s, -1) {
			v, _ := strconv.Atoi(m[1])
			out = append(out, v)
		}
		return out
	}
	if got := claims(`says (\d+) moves`, ex.Intro); len(got) != 1 || got[0] != left(p) {
		t.Errorf("intro claims %v moves, the hint says %d", got, left(p))
	}
	for i, st := range ex.Steps {
		now := left(p)
		other := "X"
		if st.Move == "X" {
			other = "0"
		}
		q, err := p.Play(other)
		if err != nil {
			t.Fatal(err)
		}
		alt := 1 + left(q)
		for _, c := range append(claims(`wins in (\d+)`, st.Say), claims(`(\d+) moves left`, st.Say)...) {
			if c != now {
				t.Errorf("step %d (%s): caption says %d moves win, the hint says %d", i+1, st.Move, c, now)
			}
		}
		need := claims(`need (\d+)`, st.Say)
		if len(need) != 1 || need[0] != alt {
			t.Errorf("step %d (%s): caption says the other move needs %v, it needs %d", i+1, st.Move, need, alt)
		}
		if p, err = p.Play(st.Move); err != nil {
			t.Fatal(err)
		}
	}
	if p.Status() != puzzle.Won {
		t.Errorf("the example ends at %s, not won", p.Desc())
	}
}
