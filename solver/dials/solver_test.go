package dials

import (
	"context"
	"fmt"
	"testing"

	"quintet/rules/dials"
	"quintet/rules/puzzle/puzzletest"
	"quintet/rules/rng"
)

// bruteForce tries every press vector x in [0,q)^n and returns the lexicographically largest of those
// with the least total that turn a word by diff (nil if none does).
func bruteForce(s dials.Size, m dials.Matrix, diff dials.Word) []int {
	n, q := s.N, s.Q
	x := make([]int, n)
	var best []int
	bestTotal := 0
	for {
		total := 0
		hit := true
		for j := 0; j < n && hit; j++ {
			v := 0
			for b, c := range x {
				v += c * m[b][j]
			}
			hit = v%q == diff[j]
		}
		for _, c := range x {
			total += c
		}
		if hit && (best == nil || total < bestTotal || total == bestTotal && lexGreater(x, best)) {
			best, bestTotal = append([]int(nil), x...), total
		}
		i := 0
		for ; i < n; i++ {
			x[i]++
			if x[i] < q {
				break
			}
			x[i] = 0
		}
		if i == n {
			return best
		}
	}
}

func lexGreater(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// randomMatrix draws any matrix, with the singular and composite structure the game can be typed: zero
// rows, repeated rows, rows that are sums of others and entries sharing a factor with q.
func randomMatrix(s dials.Size, r *rng.Source) dials.Matrix {
	m := make(dials.Matrix, s.N)
	factor := 1
	if r.Intn(3) == 0 {
		for f := 2; f < s.Q; f++ {
			if s.Q%f == 0 && r.Intn(2) == 0 {
				factor = f
				break
			}
		}
	}
	for b := range m {
		m[b] = make([]int, s.N)
		switch k := r.Intn(8); {
		case k == 0:
			// a button that does nothing
		case k == 1 && b >= 2:
			for j := range m[b] {
				m[b][j] = (m[r.Intn(b)][j]*r.Intn(s.Q) + m[r.Intn(b)][j]) % s.Q
			}
		default:
			for j := range m[b] {
				m[b][j] = r.Intn(s.Q) * factor % s.Q
			}
		}
	}
	return m
}

func randomWord(s dials.Size, r *rng.Source) dials.Word {
	w := make(dials.Word, s.N)
	for j := range w {
		w[j] = r.Intn(s.Q)
	}
	return w
}

// methods builds the solvers for one matrix: the automatic choice, each method forced, and enumeration
// with no list of inner vectors (its odometer alone).
func methods(t testing.TB, s dials.Size, m dials.Matrix) map[string]*Table {
	t.Helper()
	out := map[string]*Table{}
	for name, how := range map[string]method{"auto": auto, "enumerate": enumerate, "odometer": enumerateOuter, "image": imageSearch} {
		tab, err := build(context.Background(), s, m, how)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = tab
	}
	return out
}

// check compares one solution with the reference and checks it is a valid answer.
func check(t *testing.T, what string, s dials.Size, m dials.Matrix, diff dials.Word, got, want Solution) {
	t.Helper()
	if !sameSolution(got, want) {
		t.Fatalf("%s: %v %s diff %v: got %+v, reference %+v", what, s, dials.FormatMatrix(m), diff, got, want)
	}
	if !got.Reachable {
		return
	}
	word := make(dials.Word, s.N)
	for b, c := range got.Presses {
		if c < 0 || c >= s.Q {
			t.Fatalf("%s: button %d pressed %d times", what, b+1, c)
		}
		for j := range word {
			word[j] = (word[j] + c*m[b][j]) % s.Q
		}
	}
	if !sameInts(word, diff) {
		t.Fatalf("%s: %v %s: presses %v make %v, want %v", what, s, dials.FormatMatrix(m), got.Presses, word, diff)
	}
}

func sameSolution(a, b Solution) bool {
	return a.Reachable == b.Reachable && a.Total == b.Total && sameInts(a.Presses, b.Presses) && sameInts(a.Order, b.Order)
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Every matrix of the tiniest sizes, every difference: the linear-algebra solver (each method, and
// the automatic choice) gives exactly what the breadth-first search gives, presses, total and order.
func TestExhaustiveAgainstBreadthFirst(t *testing.T) {
	sizes := []dials.Size{{N: 1, Q: 2}, {N: 1, Q: 3}, {N: 1, Q: 4}, {N: 1, Q: 5}, {N: 1, Q: 6}, {N: 1, Q: 7},
		{N: 1, Q: 8}, {N: 1, Q: 9}, {N: 1, Q: 10}, {N: 2, Q: 2}, {N: 2, Q: 3}, {N: 2, Q: 4}, {N: 2, Q: 5},
		{N: 2, Q: 6}, {N: 2, Q: 10}, {N: 3, Q: 2}, {N: 3, Q: 3}}
	if testing.Short() {
		sizes = sizes[:12]
	}
	for _, s := range sizes {
		cells := s.N * s.N
		matrices := 1
		for i := 0; i < cells; i++ {
			matrices *= s.Q
		}
		unreachable, ties := 0, 0
		for code := 0; code < matrices; code++ {
			m := make(dials.Matrix, s.N)
			c := code
			for b := range m {
				m[b] = make([]int, s.N)
				for j := range m[b] {
					m[b][j] = c % s.Q
					c /= s.Q
				}
			}
			ref := refBuild(s, m)
			tabs := methods(t, s, m)
			if tabs["auto"].KernelSize()*tabs["auto"].ImageSize() != s.Words() {
				t.Fatalf("%v %s: kernel %d × image %d ≠ q^n", s, dials.FormatMatrix(m), tabs["auto"].KernelSize(), tabs["auto"].ImageSize())
			}
			for w := 0; w < s.Words(); w++ {
				diff := make(dials.Word, s.N)
				for j, v := 0, w; j < s.N; j, v = j+1, v/s.Q {
					diff[j] = v % s.Q
				}
				want := ref.solve(diff)
				if !want.Reachable {
					unreachable++
				}
				for name, tab := range tabs {
					check(t, name, s, m, diff, tab.solve(diff), want)
				}
				if s.N == 1 || code%5 == 0 { // brute force is slower; a sample suffices
					bf := bruteForce(s, m, diff)
					if (bf == nil) == want.Reachable || bf != nil && !sameInts(bf, want.Presses) {
						t.Fatalf("%v %s diff %v: brute force %v, reference %+v", s, dials.FormatMatrix(m), diff, bf, want)
					}
				}
			}
			if tabs["auto"].KernelSize() > 1 {
				ties++
			}
		}
		if unreachable == 0 || ties == 0 {
			t.Errorf("%v: %d unreachable differences, %d matrices with a kernel: the test misses cases", s, unreachable, ties)
		}
	}
}

// Random matrices of every n and q the reference can search, singular and composite ones included.
func TestRandomAgainstBreadthFirst(t *testing.T) {
	r := rng.New(7)
	trials := 12
	if testing.Short() {
		trials = 3
	}
	unreachable, kernels, searched := 0, 0, 0
	for n := 1; n <= dials.MaxN; n++ {
		for q := 2; q <= dials.MaxQ; q++ {
			s := dials.Size{N: n, Q: q}
			if s.Words() > 200000 {
				continue
			}
			for trial := 0; trial < trials; trial++ {
				m := randomMatrix(s, r)
				ref := refBuild(s, m)
				tabs := methods(t, s, m)
				if tabs["auto"].KernelSize() > 1 {
					kernels++
				}
				if tabs["auto"].method == imageSearch {
					searched++
				}
				for k := 0; k < 8; k++ {
					diff := randomWord(s, r)
					if k%2 == 1 { // a reachable difference: the image of random presses
						x := randomWord(s, r)
						for j := range diff {
							diff[j] = 0
							for b := range x {
								diff[j] += x[b] * m[b][j]
							}
							diff[j] %= q
						}
					}
					want := ref.solve(diff)
					if !want.Reachable {
						unreachable++
					}
					for name, tab := range tabs {
						check(t, name, s, m, diff, tab.solve(diff), want)
					}
				}
			}
		}
	}
	if unreachable == 0 || kernels == 0 || searched == 0 {
		t.Errorf("%d unreachable, %d with a kernel, %d chose the image search: the test misses cases", unreachable, kernels, searched)
	}
}

// Beyond the reference's reach (n = 9, q = 10 has 10^9 words), the two exact methods must agree with
// each other wherever both are cheap enough to run, and every answer must reach its target.
func TestLargeMethodsAgree(t *testing.T) {
	r := rng.New(11)
	for _, s := range []dials.Size{{N: 9, Q: 10}, {N: 9, Q: 9}, {N: 9, Q: 8}, {N: 8, Q: 10}, {N: 9, Q: 6}, {N: 9, Q: 7}} {
		compared := 0
		for trial := 0; trial < 40 && compared < 6; trial++ {
			m := lowRank(s, r, 3+r.Intn(3))
			tab := methods(t, s, m)
			if tab["auto"].KernelSize() > 1<<20 || tab["auto"].ImageSize() > 1<<20 {
				continue
			}
			compared++
			for k := 0; k < 4; k++ {
				x := randomWord(s, r)
				diff := make(dials.Word, s.N)
				for j := range diff {
					for b := range x {
						diff[j] += x[b] * m[b][j]
					}
					diff[j] %= s.Q
				}
				want := tab["image"].solve(diff)
				if !want.Reachable {
					t.Fatalf("%v %s: %v is the image of %v, but the search says unreachable", s, dials.FormatMatrix(m), diff, x)
				}
				check(t, "enumerate", s, m, diff, tab["enumerate"].solve(diff), want)
				check(t, "odometer", s, m, diff, tab["odometer"].solve(diff), want)
				check(t, "auto", s, m, diff, tab["auto"].solve(diff), want)
				if sum(want.Presses) > sum(x) {
					t.Fatalf("%v %s: total %d, but %v (total %d) also works", s, dials.FormatMatrix(m), want.Total, x, sum(x))
				}
			}
		}
		if compared == 0 {
			t.Errorf("%v: no matrix small enough in kernel and image to compare", s)
		}
	}
}

// lowRank draws a matrix whose rows are combinations of k random rows (k < n: singular, with a
// kernel of about q^(n−k) vectors and an image of about q^k).
func lowRank(s dials.Size, r *rng.Source, k int) dials.Matrix {
	basis := make([]dials.Word, k)
	for i := range basis {
		basis[i] = randomWord(s, r)
	}
	m := make(dials.Matrix, s.N)
	for b := range m {
		m[b] = make([]int, s.N)
		for _, row := range basis {
			c := r.Intn(s.Q)
			for j := range m[b] {
				m[b][j] = (m[b][j] + c*row[j]) % s.Q
			}
		}
	}
	return m
}

// U·M·V is diagonal and U, V are invertible modulo q.
func TestDiagonalise(t *testing.T) {
	r := rng.New(3)
	for trial := 0; trial < 400; trial++ {
		s := dials.Size{N: 1 + r.Intn(dials.MaxN), Q: 2 + r.Intn(dials.MaxQ-1)}
		m := randomMatrix(s, r)
		d := diagonalise(m, s.Q)
		p := mul(mul(d.u, m, s.Q), d.v, s.Q)
		for i := range p {
			for j := range p[i] {
				want := 0
				if i == j {
					want = d.d[i]
				}
				if p[i][j] != want {
					t.Fatalf("%v %s: U·M·V = %v, diagonal %v", s, dials.FormatMatrix(m), p, d.d)
				}
			}
		}
		for _, a := range [][][]int{d.u, d.v} {
			if det := dials.Det(a, s.Q); gcd(det, s.Q) != 1 {
				t.Fatalf("%v %s: a transform has determinant %d, not a unit mod %d", s, dials.FormatMatrix(m), det, s.Q)
			}
		}
	}
}

func mul(a, b [][]int, q int) [][]int {
	p := make([][]int, len(a))
	for i := range a {
		p[i] = make([]int, len(b[0]))
		for j := range p[i] {
			for k := range b {
				p[i][j] += a[i][k] * b[k][j]
			}
			p[i][j] %= q
		}
	}
	return p
}

// The automatic choice stays within the bounds the package comment proves: enumeration only when
// |K|² ≤ enumFactor·q^n, the image search only when enumFactor·|Im M|² < q^n. Matrices with every
// possible diagonal at the largest sizes.
func TestMethodChoiceIsBounded(t *testing.T) {
	r := rng.New(5)
	for _, s := range []dials.Size{{N: 9, Q: 10}, {N: 9, Q: 8}, {N: 7, Q: 19}} {
		var divisors []int
		for d := 1; d <= s.Q; d++ {
			if s.Q%d == 0 {
				divisors = append(divisors, d%s.Q)
			}
		}
		d := make([]int, s.N)
		var each func(i, from int)
		each = func(i, from int) {
			if i < s.N {
				for k := from; k < len(divisors); k++ {
					d[i] = divisors[k]
					each(i+1, k)
				}
				return
			}
			tab, err := Build(context.Background(), s, withDiagonal(s, d, r))
			if err != nil {
				t.Fatal(err)
			}
			k, im := tab.KernelSize(), tab.ImageSize()
			want := 1
			for _, v := range d {
				want *= gcd(v, s.Q)
			}
			if k != want || k*im != s.Words() {
				t.Fatalf("%v diagonal %v: kernel %d (want %d), image %d", s, d, k, want, im)
			}
			switch tab.method {
			case enumerate:
				if k*k > enumFactor*dials.MaxWords {
					t.Errorf("%v diagonal %v: enumerating %d kernel vectors", s, d, k)
				}
			case imageSearch:
				if enumFactor*im*im >= dials.MaxWords {
					t.Errorf("%v diagonal %v: searching %d image states", s, d, im)
				}
			default:
				t.Errorf("%v diagonal %v: no method", s, d)
			}
		}
		each(0, 0)
	}
}

// With q prime and det ≠ 0 the solution is unique: check it is the only vector with that total.
func TestPrimeInvertibleHasUniqueOptimum(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		g, _ := dials.Generate(dials.Size{N: 3, Q: 5}, seed)
		tab, _ := Build(context.Background(), g.Size, g.M)
		sol := tab.Solve(g)
		if tab.KernelSize() != 1 {
			t.Fatalf("seed %d: kernel of %d vectors", seed, tab.KernelSize())
		}
		count := 0
		x := make([]int, 3)
		for x[0] = 0; x[0] < 5; x[0]++ {
			for x[1] = 0; x[1] < 5; x[1]++ {
				for x[2] = 0; x[2] < 5; x[2]++ {
					h := g.Clone()
					for b, c := range x {
						for i := 0; i < c; i++ {
							h.Press(b)
						}
					}
					if h.Won() {
						count++
						if fmt.Sprint(x) != fmt.Sprint(sol.Presses) {
							t.Fatalf("seed %d: solution %v but %v also wins", seed, sol.Presses, x)
						}
					}
				}
			}
		}
		if count != 1 {
			t.Fatalf("seed %d: %d winning vectors, want exactly 1", seed, count)
		}
	}
}

func TestBuildCancels(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g, _ := dials.Generate(dials.Size{N: 9, Q: 5}, 1)
	if _, err := Build(ctx, g.Size, g.M); err == nil {
		t.Fatal("Build on a cancelled context returned no error")
	}
}

func TestBackendConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{})
}
