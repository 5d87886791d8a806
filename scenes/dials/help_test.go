package dials

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game/gametest"
	solver "quintet/solver/dials"
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

// The help states the rule for any modulus — A has an inverse exactly when gcd(det A, q) = 1, not merely
// det ≢ 0 — with the numbers of its two games read from the solver: the example's det, q, det⁻¹ (which
// must satisfy det·det⁻¹ ≡ 1), and the kernel game's det and q, whose gcd is not 1.
func TestHelpStatesTheUnitCondition(t *testing.T) {
	ex, k, err := solver.Work()
	if err != nil {
		t.Fatal(err)
	}
	gcdOf := func(a, b int) int {
		for b != 0 {
			a, b = b, a%b
		}
		return a
	}
	pages := (&Scene{}).HelpPages()
	text := func(title string) string {
		var all []string
		for _, pg := range pages {
			if pg.Title == title {
				for st := 0; st < pg.Steps; st++ {
					all = append(all, pg.Text(st))
				}
			}
		}
		return strings.Join(all, "\n")
	}
	if g := gcdOf(ex.Det, ex.Q); g != 1 || ex.Det*ex.DetInverse%ex.Q != 1 {
		t.Fatalf("the example's det %d mod %d: gcd %d, det⁻¹ %d", ex.Det, ex.Q, g, ex.DetInverse)
	}
	for _, w := range []string{
		"exactly when det A is a unit mod q: gcd(det A, q) = 1",
		"mod 6, a det of 2, 3 or 4 has no inverse",
		fmt.Sprintf("det A = %d and gcd(%d, %d) = 1, so %d·%d ≡ 1 (mod %d)", ex.Det, ex.Det, ex.Q, ex.Det, ex.DetInverse, ex.Q),
	} {
		if !strings.Contains(text("Matrix"), w) {
			t.Errorf("the matrix page does not say %q:\n%s", w, text("Matrix"))
		}
	}
	// The mod-6 claim itself: 2, 3 and 4 are nonzero and share a factor with 6; 1 and 5 are units.
	for d := 1; d < 6; d++ {
		if unit := gcdOf(d, 6) == 1; unit != (d == 1 || d == 5) {
			t.Errorf("mod 6, det %d: unit %v", d, unit)
		}
	}
	g := gcdOf(k.Det, k.Q)
	if g == 1 || k.Inverse != nil {
		t.Fatalf("the kernel game's det %d mod %d has gcd %d", k.Det, k.Q, g)
	}
	if w := fmt.Sprintf("det A = %d and gcd(%d, %d) = %d, not 1, so det A is no unit mod %d and A has no inverse", k.Det, k.Det, k.Q, g, k.Q); !strings.Contains(text("Kernel"), w) {
		t.Errorf("the kernel page does not say %q:\n%s", w, text("Kernel"))
	}
}
