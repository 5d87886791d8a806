package clock

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"

	rules "quintet/rules/clock"
)

// small sizes where every check can be exhaustive.
var small = sizes(2, 1, 2, 5, 3, 1, 3, 3, 4, 2, 4, 3, 5, 2, 6, 1, 3, 9)

// sizes pairs up n, k, n, k, ….
func sizes(nk ...int) []rules.Size {
	var z []rules.Size
	for i := 0; i < len(nk); i += 2 {
		z = append(z, rules.Size{N: nk[i], K: nk[i+1]})
	}
	return z
}

func table(t testing.TB, z rules.Size) *Table {
	t.Helper()
	tb, err := For(context.Background(), z)
	if err != nil {
		t.Fatalf("For(%v): %v", z, err)
	}
	return tb
}

// playerClocks is one clock for every view the player can move in (hand at 0).
func playerClocks(t testing.TB, z rules.Size) []rules.Clock {
	var cs []rules.Clock
	for x := 0; x < z.Views(); x++ {
		v := rules.ViewOf(z, x)
		if v[0] == 0 {
			continue
		}
		c, err := rules.New(z, v, 0)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	return cs
}

// The table's machine rule is the spec's, written literally in the rules package.
func TestLastTableMatchesRules(t *testing.T) {
	all := append(sizes(6, 4, 7, 3), small...)
	for _, z := range all {
		tb := table(t, z)
		for x := 0; x < z.Views(); x++ {
			v := rules.ViewOf(z, x)
			if v[0] == z.K {
				continue // never the machine's turn
			}
			if got, want := tb.lastRaised(uint32(x)+1), rules.Last(v, z.K); got != want {
				t.Fatalf("%v view %v: table says last=%v, rules %v", z, v, got, want)
			}
		}
	}
}

// The table's one-move step is the rules' Play followed by the machine's turn.
func TestNextMatchesRules(t *testing.T) {
	for _, z := range append(sizes(6, 4), small...) {
		tb := table(t, z)
		for _, c := range playerClocks(t, z) {
			for _, m := range []rules.Move{rules.Zero, rules.Pass} {
				after, _, err := c.Play(m)
				if err != nil {
					t.Fatal(err)
				}
				want := uint32(after.ViewIndex())
				if after.Won() {
					want = won
				}
				if got := tb.next(uint32(c.ViewIndex()), m); got != want {
					t.Fatalf("%v %v %v: table %v, rules %v", z, c.View(), m, rules.ViewOf(z, int(got)), after.View())
				}
			}
		}
	}
}

// firstShortest is an independent solver: a breadth-first search over move strings from c, trying 0
// before X, through the rules alone. The first time it reaches a win it holds the shortest winning
// string that comes first in 0 < X order (BFS keeps the queue in that order, level by level).
func firstShortest(c rules.Clock) (string, bool) {
	if c.Won() {
		return "", true
	}
	type node struct {
		c    rules.Clock
		path string
	}
	seen := map[int]bool{c.ViewIndex(): true}
	queue := []node{{c, ""}}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, m := range []rules.Move{rules.Zero, rules.Pass} {
			y, _, _ := x.c.Play(m)
			path := x.path + m.String()
			if y.Won() {
				return path, true
			}
			if !seen[y.ViewIndex()] {
				seen[y.ViewIndex()] = true
				queue = append(queue, node{y, path})
			}
		}
	}
	return "", false
}

// From every player view of the small sizes, the table's line is exactly the independent search's.
func TestLineIsFirstShortest(t *testing.T) {
	for _, z := range small {
		tb := table(t, z)
		for _, c := range playerClocks(t, z) {
			want, wantOK := firstShortest(c)
			line, ok, err := tb.Line(c, -1)
			if err != nil || ok != wantOK || rules.FormatMoves(line) != want {
				t.Fatalf("%v from %v: line %q ok %v err %v; independent search %q ok %v", z, c.View(), rules.FormatMoves(line), ok, err, want, wantOK)
			}
		}
	}
}

// Solutions replayed through the rules win in exactly the claimed number of moves, and every hint on
// the way lowers the count by one.
func TestReplayWins(t *testing.T) {
	for _, z := range sizes(4, 2, 5, 3, 6, 4, 2, 9, 10, 1, 4, 5) {
		tb := table(t, z)
		c, _ := rules.Begin(z)
		want, ok, _ := tb.Remaining(c)
		line, ok2, err := Solve(context.Background(), rules.Start(z))
		if err != nil || !ok || !ok2 || len(line) != want {
			t.Fatalf("%v: Remaining %d %v, Solve %d moves %v %v", z, want, ok, len(line), ok2, err)
		}
		for i, m := range line {
			best, left, ok, err := tb.Best(c)
			if err != nil || !ok || best != m || left != want-i {
				t.Fatalf("%v move %d: Best %v %d %v %v, line says %v with %d left", z, i, best, left, ok, err, m, want-i)
			}
			if c, _, err = c.Play(m); err != nil {
				t.Fatalf("%v move %d: %v", z, i, err)
			}
			if c.Won() != (i == len(line)-1) {
				t.Fatalf("%v: won=%v after move %d of %d", z, c.Won(), i+1, len(line))
			}
		}
		if left, _, _ := tb.Remaining(c); left != 0 {
			t.Fatalf("%v: won clock has %d left", z, left)
		}
	}
}

// The classic clock's optimal solution is 48 moves long (spec, cli.md).
func TestClassicLength(t *testing.T) {
	line, ok, err := Solve(context.Background(), rules.Start(rules.Size{N: 4, K: 2}))
	if err != nil || !ok || len(line) != 48 {
		t.Fatalf("classic: %d moves, %v, %v", len(line), ok, err)
	}
	if s := rules.FormatMoves(line); s[:4] != "0XXX" {
		t.Fatalf("classic line starts %q, want 0XXX (cli.md)", s[:4])
	}
}

// Every view of these sizes can still be won (the player can always zero enough); the solver still
// answers "no win" for a view the search never reached, and refuses what it cannot answer.
func TestNoWinAndRefusals(t *testing.T) {
	z := rules.Size{N: 4, K: 2}
	tb := table(t, z)
	for i, d := range tb.dist {
		if d == unset {
			t.Fatalf("view slot %d unwinnable", i)
		}
	}
	c, _ := rules.Begin(z)
	lonely := *tb
	lonely.dist = append([]uint32(nil), tb.dist...)
	lonely.dist[lonely.player(uint32(c.ViewIndex()))] = unset
	if _, ok, _ := lonely.Remaining(c); ok {
		t.Error("unset view reported winnable")
	}
	if _, _, ok, _ := lonely.Best(c); ok {
		t.Error("Best on an unset view")
	}
	if line, ok, _ := lonely.Line(c, -1); ok || line != nil {
		t.Error("Line on an unset view")
	}
	if _, _, err := tb.Remaining(rules.Start(z)); err == nil {
		t.Error("machine's turn accepted")
	}
	other, _ := rules.Begin(rules.Size{N: 5, K: 2})
	if _, _, err := tb.Remaining(other); err == nil {
		t.Error("wrong size accepted")
	}
	if line, ok, _ := tb.Line(c, 10); line != nil || !ok {
		t.Error("Line longer than max not withheld")
	}
	if _, err := For(context.Background(), rules.Size{N: 8, K: 9}); err == nil {
		t.Error("8,9 accepted")
	}
}

// A cancelled build returns at once with ctx's error and leaves nothing behind; concurrent callers
// share one table.
func TestForCancelAndShare(t *testing.T) {
	z := rules.Size{N: 7, K: 5} // 280k views: a few milliseconds
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := For(ctx, z); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled build: %v", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), time.Microsecond)
	defer cancel()
	time.Sleep(time.Millisecond)
	if _, err := For(ctx, z); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("expired build: %v", err)
	}
	var wg sync.WaitGroup
	got := make([]*Table, 4)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = For(context.Background(), z)
		}()
	}
	wg.Wait()
	for _, tb := range got {
		if tb == nil || tb != got[0] {
			t.Fatal("concurrent callers got different tables")
		}
	}
}

// The largest classic-ish size: every view winnable and the start is the farthest view.
func TestLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 16.7M-view table")
	}
	z := rules.Size{N: 8, K: 7}
	tb := table(t, z)
	c, _ := rules.Begin(z)
	d, ok, _ := tb.Remaining(c)
	t.Logf("n=8 k=7: %d moves from the start", d)
	if !ok {
		t.Fatal("start not winnable")
	}
	for _, x := range tb.dist {
		if x == unset || int(x) > d {
			t.Fatalf("a view at distance %d", x)
		}
	}
}

func benchmarkBuild(b *testing.B, z rules.Size) {
	var tb *Table
	var ms0, ms1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms0)
	for i := 0; i < b.N; i++ {
		var err error
		if tb, err = build(context.Background(), z); err != nil {
			b.Fatal(err)
		}
	}
	runtime.ReadMemStats(&ms1)
	b.ReportMetric(float64(tb.Bytes())/float64(z.Views()), "table-B/view")
	b.ReportMetric(float64(tb.peak), "peak-frontier")
	b.ReportMetric(float64(ms1.TotalAlloc-ms0.TotalAlloc)/float64(b.N)/(1<<20), "alloc-MiB/op")
	c, _ := rules.Begin(z)
	d, _, _ := tb.Remaining(c)
	b.ReportMetric(float64(d), "moves")
}

// BenchmarkSolve builds a size's table from nothing (what a first hint costs).
func BenchmarkSolveN6K4(b *testing.B) { benchmarkBuild(b, rules.Size{N: 6, K: 4}) }
func BenchmarkSolveN8K5(b *testing.B) { benchmarkBuild(b, rules.Size{N: 8, K: 5}) }
func BenchmarkSolveN8K7(b *testing.B) { benchmarkBuild(b, rules.Size{N: 8, K: 7}) }

// BenchmarkLineN8K7 walks the whole optimal line from the start once the table exists.
func BenchmarkLineN8K7(b *testing.B) {
	z := rules.Size{N: 8, K: 7}
	tb := table(b, z)
	c, _ := rules.Begin(z)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok, _ := tb.Line(c, -1); !ok {
			b.Fatal("no line")
		}
	}
}
