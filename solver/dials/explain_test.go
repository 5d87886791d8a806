package dials

import (
	"fmt"
	"reflect"
	"testing"

	"quintet/rules/dials"
	"quintet/rules/puzzle"
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

func explainID(t *testing.T, id string) *Explanation {
	t.Helper()
	pid, err := puzzle.ParseID(id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Open(Backend, pid)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Explain(p.(Position).Game)
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return e
}

// The Matrix page: column b of A is button b's signature; det A is a unit mod q, so A⁻¹ = det⁻¹·adj A
// with A·A⁻¹ = A⁻¹·A = I mod q; x = A⁻¹·d solves A·x = d; and it is the solver's fewest presses.
func TestMatrixPage(t *testing.T) {
	e := explainID(t, dials.Example.ID)
	pid, _ := puzzle.ParseID(dials.Example.ID)
	p, _ := puzzle.Open(Backend, pid)
	g := p.(Position).Game
	for b := range e.A {
		for j := range e.A {
			if e.A[j][b] != g.M[b][j] {
				t.Fatalf("column %d of A is not button %d's signature %v", b, b, g.M[b])
			}
		}
	}
	if e.Det*e.DetInverse%e.Q != 1 {
		t.Fatalf("det %d · %d ≢ 1 mod %d", e.Det, e.DetInverse, e.Q)
	}
	if !identityMod(MulMat(e.A, e.Inverse, e.Q)) || !identityMod(MulMat(e.Inverse, e.A, e.Q)) {
		t.Fatalf("A·A⁻¹ = %v, A⁻¹·A = %v mod %d", MulMat(e.A, e.Inverse, e.Q), MulMat(e.Inverse, e.A, e.Q), e.Q)
	}
	if fmt.Sprint(MulVec(e.A, e.X, e.Q)) != fmt.Sprint(e.D) {
		t.Fatalf("A·x = %v, d = %v", MulVec(e.A, e.X, e.Q), e.D)
	}
	tab, _ := For(t.Context(), g)
	if sol := tab.Solve(g); sol.Total != e.Total || fmt.Sprint(sol.Presses) != fmt.Sprint(e.X) {
		t.Fatalf("x = %v (%d presses), the solver %v (%d)", e.X, e.Total, sol.Presses, sol.Total)
	}
}

// The Presses page: adding each column x_b times, button by button, turns the start into the target.
func TestPressesPage(t *testing.T) {
	e := explainID(t, dials.Example.ID)
	word := append([]int(nil), e.Start...)
	for b, s := range e.Steps {
		if s.Button != b || s.Presses != e.X[b] {
			t.Fatalf("step %d: button %d, %d presses; x = %v", b, s.Button, s.Presses, e.X)
		}
		for j := range word {
			word[j] = (word[j] + e.X[b]*e.A[j][b]) % e.Q
		}
		if fmt.Sprint(word) != fmt.Sprint(s.Word) {
			t.Fatalf("after button %d: %v, explained %v", b+1, word, s.Word)
		}
	}
	if fmt.Sprint(word) != fmt.Sprint(e.Target) {
		t.Fatalf("the presses reach %v, not the target %v", word, e.Target)
	}
}

// Every game the menu's presets draw has an inverse, prime q or not; a singular matrix, and one whose
// determinant is not a unit mod 6, have none.
func TestInverseOfEveryPresetGame(t *testing.T) {
	for _, pr := range dials.Presets {
		for seed := uint64(1); seed <= 20; seed++ {
			p, err := Backend.Generate(pr.Params, seed)
			if err != nil {
				t.Fatal(err)
			}
			e, err := Explain(p.(Position).Game)
			if err != nil || e.Inverse == nil || !identityMod(MulMat(e.A, e.Inverse, e.Q)) {
				t.Fatalf("%s#%d: A = %v, A⁻¹ = %v mod %d (%v)", pr.Params, seed, e.A, e.Inverse, e.Q, err)
			}
		}
	}
	for _, id := range []string{"dials:n2q5:11/11-AA-BB", "dials:n2q6:20/02-AA-BA", "dials:n2q6:20/30-AA-BA"} {
		if e := explainID(t, id); e.Inverse != nil || e.DetInverse != 0 {
			t.Errorf("%s: det %d, inverse %v; want none", id, e.Det, e.Inverse)
		}
	}
}

// The Kernel page: with no inverse the solutions are exactly one solution plus each kernel vector, the
// kernel is closed under addition, and the least total is the solver's.
func TestKernelPage(t *testing.T) {
	e := explainID(t, KernelID)
	k := e.Kernel
	if k == nil || e.Det != 0 || len(k.Zero) < 2 || len(k.Solutions) != len(k.Zero) {
		t.Fatalf("det %d, kernel %+v", e.Det, k)
	}
	in, sols := map[[2]int]bool{}, map[[2]int]int{}
	for _, x := range k.Zero {
		in[x] = true
	}
	for _, s := range k.Solutions {
		sols[s.X] = s.Total
	}
	for _, x := range k.Zero {
		for _, y := range k.Zero {
			if !in[[2]int{(x[0] + y[0]) % e.Q, (x[1] + y[1]) % e.Q}] {
				t.Fatalf("%v + %v is not in the kernel", x, y)
			}
		}
		if _, ok := sols[[2]int{(k.Best[0] + x[0]) % e.Q, (k.Best[1] + x[1]) % e.Q}]; !ok {
			t.Fatalf("the best solution %v plus the kernel vector %v is not a solution", k.Best, x)
		}
	}
	if sols[k.Best] != k.Least || e.Total != k.Least {
		t.Fatalf("least %d at %v, the solver's presses %v total %d", k.Least, k.Best, e.X, e.Total)
	}
	if e := explainID(t, "dials:n3q5#1"); e.Kernel != nil {
		t.Fatal("a three-button game with a kernel grid")
	}
}

// The help's two games (Work): the worked example, whose presses A⁻¹·d reach its target, and the
// kernel game, which has no inverse and so a kernel picture.
func TestWork(t *testing.T) {
	ex, k, err := Work()
	if err != nil {
		t.Fatal(err)
	}
	want := explainID(t, dials.Example.ID)
	if !reflect.DeepEqual(ex, want) || ex.Inverse == nil || fmt.Sprint(ex.Steps[len(ex.Steps)-1].Word) != fmt.Sprint(ex.Target) {
		t.Errorf("the example's explanation %+v", ex)
	}
	// The presses page: the word after each button's presses is the word before plus its column times
	// its presses, from the start to the target.
	for b := 1; b <= ex.N; b++ {
		before, after, st := ex.WordAfter(b-1), ex.WordAfter(b), ex.Steps[b-1]
		for j := range after {
			if after[j] != (before[j]+st.Presses*ex.A[j][b-1])%ex.Q {
				t.Fatalf("after button %d the word is %v, from %v and %d × column %v", b, after, before, st.Presses, st.Column)
			}
		}
	}
	if fmt.Sprint(ex.WordAfter(0)) != fmt.Sprint(ex.Start) || fmt.Sprint(ex.WordAfter(ex.N)) != fmt.Sprint(ex.Target) {
		t.Errorf("the presses lead from %v to %v, not from the start to the target", ex.WordAfter(0), ex.WordAfter(ex.N))
	}
	if k.Inverse != nil || k.Kernel == nil || !reflect.DeepEqual(k, explainID(t, KernelID)) {
		t.Errorf("the kernel game's explanation %+v", k)
	}
}
