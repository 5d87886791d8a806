package dials

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"quintet/rules/dials"
	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
)

func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{Seeds: 3})
}

// The worked example's captions make claims about the hint: a press vector "(x1, …, xn)" is the
// optimal presses still to make, "N presses left" (or "1 press left") the hint's count, and the last
// step reaches the target. Each is checked against the solver here.
func TestExampleClaims(t *testing.T) {
	ex := dials.Example
	if len(ex.Steps) < 3 || len(ex.Steps) > 8 {
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
	vector := regexp.MustCompile(`\(([0-9, ]+)\)`)
	count := regexp.MustCompile(`(\d+) press(es)? left`)
	check := func(where, text string, p puzzle.Position) {
		g := p.(Position).Game
		tb, err := For(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		sol := tb.Solve(g)
		want := strings.Trim(strings.ReplaceAll(fmt.Sprint(sol.Presses), " ", ", "), "[]")
		vs := vector.FindAllStringSubmatch(text, -1)
		cs := count.FindAllStringSubmatch(text, -1)
		if sol.Total > 0 && (len(vs) == 0 || len(cs) == 0) {
			t.Errorf("%s: no press vector or count in %q", where, text)
		}
		for _, v := range vs {
			if v[1] != want {
				t.Errorf("%s: caption says presses (%s), the solver says (%s)", where, v[1], want)
			}
		}
		for _, c := range cs {
			if n, _ := strconv.Atoi(c[1]); n != sol.Total {
				t.Errorf("%s: caption says %d presses left, the solver says %d", where, n, sol.Total)
			}
		}
	}
	check("intro", ex.Intro, p)
	for i, st := range ex.Steps {
		if p, err = p.Play(st.Move); err != nil {
			t.Fatal(err)
		}
		check(fmt.Sprintf("step %d", i+1), st.Say, p)
	}
	if p.Status() != puzzle.Won {
		t.Errorf("the example ends at %s, not won", p.Desc())
	}
}
