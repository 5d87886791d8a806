package template

import (
	"context"
	"testing"

	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
	rules "quintet/rules/template"
)

// TEMPLATE: every backend passes the conformance suite; the options say what your puzzle needs.
func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{Seeds: 5})
}

// bfs is an independent reference: the fewest moves from v to target, found by trying every line
// breadth first, and the set of first moves that start a shortest line.
func bfs(v, target int) (int, map[string]bool) {
	dist := map[int]int{target: 0}
	for frontier := []int{target}; len(frontier) > 0; { // backwards: predecessors of each value
		var next []int
		for _, x := range frontier {
			preds := []int{x - 1}
			if x%2 == 0 {
				preds = append(preds, x/2)
			}
			for _, y := range preds {
				if _, seen := dist[y]; !seen && y >= v {
					dist[y] = dist[x] + 1
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	first := map[string]bool{}
	if d, ok := dist[v+1]; ok && d == dist[v]-1 {
		first[rules.Add] = true
	}
	if d, ok := dist[2*v]; ok && 2*v <= target && d == dist[v]-1 {
		first[rules.Double] = true
	}
	return dist[v], first
}

// The hint is optimal for every position with a target up to 120, and doubles when both moves are.
func TestHintMatchesBreadthFirstSearch(t *testing.T) {
	p := rules.Params{Max: 120}
	for target := rules.MinTarget; target <= p.Max; target++ {
		for v := 1; v <= target; v++ {
			pos, err := Backend.Decode(p.String(), rules.Game{Params: p, Target: target, Value: v}.Desc())
			if err != nil {
				t.Fatal(err)
			}
			h, err := Backend.Hint(context.Background(), pos)
			want, first := bfs(v, target)
			if err != nil || h.Verdict != puzzle.Solved || h.Remaining != want || len(h.Line) != want {
				t.Fatalf("%s: hint %+v, %v; want %d moves", pos.Desc(), h, err, want)
			}
			if want > 0 && (!first[h.Move] || (first[rules.Double] && h.Move != rules.Double)) {
				t.Fatalf("%s: hint %q, optimal first moves %v (ties double)", pos.Desc(), h.Move, first)
			}
		}
	}
}

func TestHintExamples(t *testing.T) {
	tests := []struct {
		desc string
		line string // the optimal line the hint gives, moves run together
	}{
		{"2-1", "x"},          // 1+1 and 1·2 are both 2: the tie doubles
		{"3-1", "x+"},         // 1 2 3
		{"37-1", "xxx+xx+"},   // 37 is 100101 in binary: 1 2 4 8 9 18 36 37
		{"100-1", "x+xxx+xx"}, // 100 is 1100100: 1 2 3 6 12 24 25 50 100
		{"12-5", "+x"},        // 5 6 12
		{"12-7", "+++++"},     // doubling 7 passes 12
		{"12-12", ""},
	}
	for _, tc := range tests {
		pos, _ := Backend.Decode("t100", tc.desc)
		h, err := Backend.Hint(context.Background(), pos)
		got := ""
		for _, m := range h.Line {
			got += m
		}
		if err != nil || got != tc.line {
			t.Errorf("%s: line %q, %v; want %q", tc.desc, got, err, tc.line)
		}
	}
}

func TestHintStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	pos, _ := Backend.Generate("t1000", 1)
	if _, err := Backend.Hint(ctx, pos); err == nil {
		t.Fatal("a hint on a cancelled context returned no error")
	}
}

func BenchmarkHintLargest(b *testing.B) {
	pos, _ := Backend.Decode("t9999", "9999-1")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Backend.Hint(context.Background(), pos); err != nil {
			b.Fatal(err)
		}
	}
}
