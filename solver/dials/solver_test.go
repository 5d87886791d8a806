package dials

import (
	"context"
	"testing"

	"quintet/rules/dials"
	"quintet/rules/puzzle/puzzletest"
	"quintet/rules/rng"
)

// bruteForce tries every press vector x in [0,q)^n and returns the smallest total reaching the
// target, or Unreachable.
func bruteForce(g *dials.Game) int {
	n, q := g.N, g.Q
	x := make([]int, n)
	best := Unreachable
	for {
		word := append(dials.Word(nil), g.Now...)
		total := 0
		for b, c := range x {
			total += c
			for j := range word {
				word[j] = (word[j] + c*g.M[b][j]) % q
			}
		}
		hit := true
		for j := range word {
			if word[j] != g.Target[j] {
				hit = false
			}
		}
		if hit && (best == Unreachable || total < best) {
			best = total
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

// randomGame draws any matrix (singular ones included) and words, unlike dials.Generate.
func randomGame(s dials.Size, r *rng.Source) *dials.Game {
	g := &dials.Game{Size: s, M: make(dials.Matrix, s.N)}
	word := func() dials.Word {
		w := make(dials.Word, s.N)
		for j := range w {
			w[j] = r.Intn(s.Q)
		}
		return w
	}
	for b := range g.M {
		g.M[b] = word()
		if r.Intn(4) == 0 { // make repeated and zero signatures common, so singular cases appear
			g.M[b] = make([]int, s.N)
		}
	}
	g.Start, g.Target = word(), word()
	g.Now = append(dials.Word(nil), g.Start...)
	return g
}

// Property: on random games, including composite q and singular matrices, the solver's total equals
// brute force, its presses reach the target, and "unreachable" is said exactly when brute force finds
// nothing.
func TestSolveMatchesBruteForce(t *testing.T) {
	sizes := []dials.Size{{N: 1, Q: 2}, {N: 2, Q: 4}, {N: 3, Q: 3}, {N: 3, Q: 6}, {N: 4, Q: 4}, {N: 3, Q: 7}, {N: 4, Q: 6}, {N: 5, Q: 5}, {N: 2, Q: 9}, {N: 3, Q: 10}}
	r := rng.New(7)
	unreachable := 0
	for _, s := range sizes {
		for trial := 0; trial < 40; trial++ {
			g := randomGame(s, r)
			tab, err := Build(context.Background(), s, g.M)
			if err != nil {
				t.Fatal(err)
			}
			sol := tab.Solve(g)
			want := bruteForce(g)
			if want == Unreachable {
				unreachable++
				if sol.Reachable {
					t.Fatalf("%v %s: solver says reachable in %d, brute force finds nothing", s, g.Desc(), sol.Total)
				}
				continue
			}
			if !sol.Reachable || sol.Total != want {
				t.Fatalf("%v %s: solver %+v, brute force total %d", s, g.Desc(), sol, want)
			}
			h := g.Clone()
			sum := 0
			for b, c := range sol.Presses {
				sum += c
				if c >= s.Q {
					t.Fatalf("button %d pressed %d ≥ q times", b+1, c)
				}
				for i := 0; i < c; i++ {
					h.Press(b)
				}
			}
			if !h.Won() || sum != sol.Total || len(sol.Order) != sol.Total {
				t.Fatalf("%v %s: presses %v do not reach the target (sum %d, order %v)", s, g.Desc(), sol.Presses, sum, sol.Order)
			}
			for i := 1; i < len(sol.Order); i++ {
				if sol.Order[i] < sol.Order[i-1] {
					t.Fatalf("order %v not ascending", sol.Order)
				}
			}
		}
	}
	if unreachable == 0 {
		t.Error("no unreachable case was drawn; the property test does not cover singular matrices")
	}
}

// With q prime and det ≠ 0 the solution is unique: check it is the only vector with that total.
func TestPrimeInvertibleHasUniqueOptimum(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		g, _ := dials.Generate(dials.Size{N: 3, Q: 5}, seed)
		tab, _ := Build(context.Background(), g.Size, g.M)
		sol := tab.Solve(g)
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
						for b := range x {
							if x[b] != sol.Presses[b] {
								t.Fatalf("seed %d: solution %v but %v also wins", seed, sol.Presses, x)
							}
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

func BenchmarkHintClassic(b *testing.B) {
	g, _ := dials.Generate(dials.Size{N: 5, Q: 5}, 1)
	for i := 0; i < b.N; i++ {
		tab, _ := Build(context.Background(), g.Size, g.M)
		tab.Solve(g)
	}
}

func BenchmarkBuild9x5(b *testing.B) {
	g, _ := dials.Generate(dials.Size{N: 9, Q: 5}, 1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Build(context.Background(), g.Size, g.M)
	}
}
