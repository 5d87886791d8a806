package dials

import (
	"context"
	"fmt"
	"testing"

	"quintet/rules/dials"
	"quintet/rules/rng"
)

// withDiagonal draws a matrix U⁻¹·D·V⁻¹-like scramble of the diagonal d: A·diag(d)·B with A, B random
// and invertible mod q, so its kernel has Π gcd(d_i, q) vectors but no visible structure.
func withDiagonal(s dials.Size, d []int, r *rng.Source) dials.Matrix {
	invertible := func() dials.Matrix {
		for {
			m := make(dials.Matrix, s.N)
			for i := range m {
				m[i] = randomWord(s, r)
			}
			if gcd(dials.Det(m, s.Q), s.Q) == 1 {
				return m
			}
		}
	}
	a, b := invertible(), invertible()
	for i := range a {
		for j := range a[i] {
			a[i][j] = a[i][j] * d[j] % s.Q
		}
	}
	return mul(a, b, s.Q)
}

// reachable is the difference made by pressing random counts of each button.
func reachable(s dials.Size, m dials.Matrix, r *rng.Source) dials.Word {
	x := randomWord(s, r)
	d := make(dials.Word, s.N)
	for j := range d {
		for b := range x {
			d[j] += x[b] * m[b][j]
		}
		d[j] %= s.Q
	}
	return d
}

func BenchmarkHintClassic(b *testing.B) {
	g, _ := dials.Generate(dials.Size{N: 5, Q: 5}, 1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tab, _ := Build(context.Background(), g.Size, g.M)
		tab.Solve(g)
	}
}

// What `dials new --n 9` does: draw the game, then solve it.
func BenchmarkNew9x5(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, _ := dials.Generate(dials.Size{N: 9, Q: 5}, uint64(i))
		tab, _ := Build(context.Background(), g.Size, g.M)
		tab.Solve(g)
	}
}

// BenchmarkGeneratedN9 times the first hint (table built, then solved) of a generated game at n = 9
// for every q up to 10: an invertible matrix, so a kernel of one vector.
func BenchmarkGeneratedN9(b *testing.B) {
	for q := 2; q <= 10; q++ {
		g, _ := dials.Generate(dials.Size{N: 9, Q: q}, 1)
		b.Run(fmt.Sprintf("q=%d", q), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				tab, _ := Build(context.Background(), g.Size, g.M)
				tab.Solve(g)
			}
		})
	}
}

// BenchmarkHintKernel times a first hint (table built, then solved) at the largest size, n = 9 and
// q = 10, across kernel sizes |K| = Π gcd(d_i, 10) for scrambled diagonals d: the worst cases found for
// each method (by timing every diagonal over {1, 2, 5, 0}), and huge kernels with tiny images.
func BenchmarkHintKernel(b *testing.B) {
	s := dials.Size{N: 9, Q: 10}
	for _, d := range [][]int{
		{1, 1, 1, 1, 1, 1, 1, 1, 1},
		{1, 1, 1, 1, 1, 2, 5, 0, 0},
		{2, 2, 2, 5, 5, 5, 5, 5, 5}, // the slowest enumeration
		{2, 2, 2, 2, 2, 5, 0, 0, 0}, // the slowest image search
		{1, 1, 1, 1, 0, 0, 0, 0, 0},
		{1, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
	} {
		r := rng.New(1)
		m := withDiagonal(s, d, r)
		diff := reachable(s, m, r)
		tab, _ := Build(context.Background(), s, m)
		name := fmt.Sprintf("K=%d/%s", tab.KernelSize(), map[method]string{enumerate: "enumerate", imageSearch: "image"}[tab.method])
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				tab, _ := Build(context.Background(), s, m)
				tab.solve(diff)
			}
		})
	}
}

// BenchmarkNextHint times a hint once the matrix's table is kept (the game's later hints), for the
// slowest enumeration: solving repeats the enumeration, the table does not.
func BenchmarkNextHint(b *testing.B) {
	s := dials.Size{N: 9, Q: 10}
	r := rng.New(1)
	m := withDiagonal(s, []int{2, 2, 2, 5, 5, 5, 5, 5, 5}, r)
	diff := reachable(s, m, r)
	tab, _ := Build(context.Background(), s, m)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tab.solve(diff)
	}
}
