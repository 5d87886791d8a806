package dials

import (
	"testing"

	"quintet/rules/dials"
)

// FuzzSolveAgainstBreadthFirst reads a size, a matrix and a difference from the fuzzer's bytes (kept
// small enough for the reference search) and checks every method against the breadth-first search.
func FuzzSolveAgainstBreadthFirst(f *testing.F) {
	f.Add(uint8(3), uint8(6), []byte{3, 0, 0, 3, 0, 0, 0, 0, 0, 3, 0, 0})
	f.Add(uint8(2), uint8(10), []byte{2, 0, 3, 0, 1, 0})
	f.Add(uint8(4), uint8(4), []byte{2, 2, 0, 0, 0, 2, 2, 0, 0, 0, 2, 2, 2, 0, 0, 2, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, n, q uint8, data []byte) {
		s := dials.Size{N: 1 + int(n)%dials.MaxN, Q: dials.MinQ + int(q)%(dials.MaxQ-dials.MinQ+1)}
		if s.Check() != nil || s.Words() > 1<<16 {
			return
		}
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			v := int(data[0]) % s.Q
			data = data[1:]
			return v
		}
		m := make(dials.Matrix, s.N)
		for b := range m {
			m[b] = make([]int, s.N)
			for j := range m[b] {
				m[b][j] = next()
			}
		}
		diff := make(dials.Word, s.N)
		for j := range diff {
			diff[j] = next()
		}
		want := refBuild(s, m).solve(diff)
		for name, tab := range methods(t, s, m) {
			check(t, name, s, m, diff, tab.solve(diff), want)
		}
	})
}
