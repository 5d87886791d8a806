package flip

import (
	"context"
	"fmt"
	"testing"

	rules "quintet/rules/flip"
)

// BenchmarkSolve is one solve of a generated game once the size's table exists.
func BenchmarkSolve(b *testing.B) {
	for _, s := range []rules.Size{3, 9, 32, 40} {
		b.Run(fmt.Sprintf("i%d", s), func(b *testing.B) {
			tab := table(b, s)
			board, _ := rules.Generate(s, 1)
			b.ResetTimer()
			for b.Loop() {
				if _, ok := tab.Solve(board); !ok {
					b.Fatal("unsolvable")
				}
			}
		})
	}
}

// BenchmarkBuild is the per-size elimination, including the proofs (which reuse it).
func BenchmarkBuild(b *testing.B) {
	for _, s := range []rules.Size{3, 9, 16, 32, 40} {
		b.Run(fmt.Sprintf("i%d", s), func(b *testing.B) {
			for b.Loop() {
				if _, err := Build(context.Background(), s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkProve is the proofs alone, given the elimination.
func BenchmarkProve(b *testing.B) {
	for _, s := range []rules.Size{3, 9, 32, 40} {
		b.Run(fmt.Sprintf("i%d", s), func(b *testing.B) {
			tab := table(b, s)
			for b.Loop() {
				tab.prove(s.Middle())
			}
		})
	}
}
