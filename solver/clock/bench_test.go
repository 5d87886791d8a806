package clock

import (
	"context"
	"sync"
	"testing"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
)

// forget empties every memory the solver keeps between calls, so each benchmark iteration pays what
// a first hint in a fresh process pays.
func forget() {
	known.Lock()
	known.ring = [len(known.ring)]knownPlace{}
	known.Unlock()
	lengths = sync.Map{}
	dropTables()
}

// firstHints are the positions the first-hint goals name: every menu preset's game (drawn with seed
// 1), and n = 8, k = 7 from its start, after its first move (a pass, which counts twice) and from a
// random point.
func firstHints(b *testing.B) []struct {
	name string
	pos  puzzle.Position
} {
	var ps []struct {
		name string
		pos  puzzle.Position
	}
	add := func(name string, p puzzle.Position, err error) {
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, struct {
			name string
			pos  puzzle.Position
		}{name, p})
	}
	for _, pr := range rules.Presets {
		p, err := Backend.Generate(pr.Params, 1)
		add("preset-"+pr.Params, p, err)
	}
	start, err := Backend.Generate("n8k7", 1)
	add("n8k7-start", start, err)
	second, err := start.Play("0")
	add("n8k7-second", second, err)
	p, err := Backend.Generate("n8k7r", 1)
	add("n8k7-random", p, err)
	return ps
}

// BenchmarkFirstHint is the first hint from a position reached by play, with nothing remembered from
// before: no table, no counted position.
func BenchmarkFirstHint(b *testing.B) {
	for _, tc := range firstHints(b) {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			var h puzzle.Hint
			for i := 0; i < b.N; i++ {
				forget()
				var err error
				if h, err = Backend.Hint(context.Background(), tc.pos); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(h.Remaining), "moves-left")
			if _, ok := cached(); ok {
				b.Fatal("a table was built")
			}
		})
	}
}

// BenchmarkGenerate is a new game of each preset, nothing remembered (the line's length is counted
// too).
func BenchmarkGenerate(b *testing.B) {
	for _, pr := range append(append([]puzzle.Preset(nil), rules.Presets...), puzzle.Preset{Params: "n8k7"}) {
		b.Run(pr.Params, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				forget()
				if _, err := Backend.Generate(pr.Params, uint64(i)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
