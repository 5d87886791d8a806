package dials

import (
	"fmt"
	"testing"

	"quintet/game/gametest"
	rules "quintet/rules/dials"
	solver "quintet/solver/dials"
)

func identityMod(m [][]int) bool {
	for i := range m {
		for j := range m[i] {
			if (i == j) != (m[i][j] == 1) || (i != j && m[i][j] != 0) {
				return false
			}
		}
	}
	return true
}

// The mathematics the pages show is computed and checked: A is the example's matrix with the buttons
// as columns, A·A⁻¹ = A⁻¹·A = I mod q, x = A⁻¹·d solves A·x = d, and pressing x from the start reaches
// the target.
func TestHelpMathematics(t *testing.T) {
	w, err := work(rules.Example.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !identityMod(mulMat(w.a, w.inv, w.q)) || !identityMod(mulMat(w.inv, w.a, w.q)) {
		t.Fatalf("A·A⁻¹ = %v, A⁻¹·A = %v mod %d", mulMat(w.a, w.inv, w.q), mulMat(w.inv, w.a, w.q), w.q)
	}
	if fmt.Sprint(mulVec(w.a, w.x, w.q)) != fmt.Sprint(w.d) {
		t.Fatalf("A·x = %v, d = %v", mulVec(w.a, w.x, w.q), w.d)
	}
	if fmt.Sprint(w.after(w.n)) != fmt.Sprint(w.target) {
		t.Fatalf("the presses reach %s, not %s", letters(w.after(w.n)), letters(w.target))
	}
	// The inverse of every game's matrix the menu's presets draw, prime q or not.
	for _, pr := range rules.Presets {
		for seed := uint64(1); seed <= 20; seed++ {
			p, err := solver.Backend.Generate(pr.Params, seed)
			if err != nil {
				t.Fatal(err)
			}
			g := p.(solver.Position).Game
			a := transpose(g.M)
			inv := inverse(a, g.Q)
			if inv == nil || !identityMod(mulMat(a, inv, g.Q)) || !identityMod(mulMat(inv, a, g.Q)) {
				t.Fatalf("%s#%d: A = %v, A⁻¹ = %v mod %d", pr.Params, seed, a, inv, g.Q)
			}
		}
	}
	// A singular matrix, and one whose determinant is not a unit mod 6, have none.
	for _, m := range []struct {
		a [][]int
		q int
	}{{[][]int{{1, 1}, {1, 1}}, 5}, {[][]int{{2, 0}, {0, 2}}, 6}, {[][]int{{3}}, 6}} {
		if inv := inverse(m.a, m.q); inv != nil {
			t.Errorf("inverse(%v) mod %d = %v, want none", m.a, m.q, inv)
		}
	}
	if inv := inverse([][]int{{5}}, 6); len(inv) != 1 || inv[0][0] != 5 {
		t.Errorf("inverse of 5 mod 6: %v", inv)
	}
}

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

// The Kernel page: the solutions are exactly one solution plus each kernel vector, the kernel is
// closed under addition, and the least total is the solver's.
func TestHelpKernel(t *testing.T) {
	k, err := newKernelDemo(kernelID)
	if err != nil {
		t.Fatal(err)
	}
	if k.det != 0 || len(k.kernel) < 2 || len(k.sols) != len(k.kernel) {
		t.Fatalf("det %d, kernel %v, %d solutions", k.det, k.kernel, len(k.sols))
	}
	in := map[[2]int]bool{}
	for _, x := range k.kernel {
		in[x] = true
	}
	for _, x := range k.kernel {
		for _, y := range k.kernel {
			if !in[[2]int{(x[0] + y[0]) % k.q, (x[1] + y[1]) % k.q}] {
				t.Fatalf("%v + %v is not in the kernel", x, y)
			}
		}
		if _, ok := k.sols[[2]int{(k.best[0] + x[0]) % k.q, (k.best[1] + x[1]) % k.q}]; !ok {
			t.Fatalf("the best solution %v plus the kernel vector %v is not a solution", k.best, x)
		}
	}
	if k.least != k.solver || k.sols[k.best] != k.least {
		t.Fatalf("least %d at %v, solver %d", k.least, k.best, k.solver)
	}
	if _, err := newKernelDemo("dials:n3q5#1"); err == nil {
		t.Fatal("a three-button game drawn as a grid")
	}
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
