package clock

import (
	"context"
	"errors"
	"strings"
	"testing"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
	"quintet/solver/pace"
)

func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{
		Seeds:    2,
		SkipPlay: []string{"n6k4r", "n8k5r"}, // random points on lines of 10,868 and 1,247,888 moves
	})
}

func TestBackendHints(t *testing.T) {
	p, err := Backend.Generate("n4k2", 7)
	if err != nil {
		t.Fatal(err)
	}
	if p.Desc() != "0101h3" || len(p.(Position).Steps()) != 5 || p.Params() != "n4k2" {
		t.Fatalf("classic start %q/%q with %d steps", p.Params(), p.Desc(), len(p.(Position).Steps()))
	}
	h, err := Backend.Hint(context.Background(), p)
	if err != nil || h.Verdict != puzzle.Solved || h.Move != "0" || h.Remaining != 48 || len(h.Line) != 48 {
		t.Fatalf("start hint %+v, %v", h, err)
	}
	// After the spec's first move the line goes on with X (cli.md: 0XXX…).
	q, _ := p.Play("0")
	h, _ = Backend.Hint(context.Background(), q)
	if h.Move != "X" || h.Remaining != 47 || !strings.HasPrefix(h.Reason, "pass") {
		t.Fatalf("second hint %+v", h)
	}
	big, _ := Backend.Generate("n8k5", 1)
	h, err = Backend.Hint(context.Background(), big)
	if err != nil || h.Remaining != 1247888 || h.Line != nil || h.Move == "" {
		t.Fatalf("n8k5 hint: %d moves, line %d, %v", h.Remaining, len(h.Line), err)
	}
	won, _ := Backend.Decode("n4k2", "0000h1")
	if h, _ := Backend.Hint(context.Background(), won); h.Verdict != puzzle.Solved || h.Remaining != 0 || h.Move != "" {
		t.Fatalf("won hint %+v", h)
	}
	for _, params := range []string{"n8k9", "n8k9r"} {
		if _, err := Backend.Generate(params, 1); err == nil || !strings.Contains(err.Error(), "too large") {
			t.Fatalf("%s: %v", params, err)
		}
	}
	for _, params := range []string{"n4k2rr", "r", "n4k2R", "rn4k2"} {
		if _, err := Backend.Generate(params, 1); err == nil {
			t.Fatalf("%s accepted", params)
		}
	}
	// A saved ID keeps its meaning: the description decodes to the same clock, with or without 'r'.
	for _, params := range []string{"n4k2", "n4k2r"} {
		d, err := Backend.Decode(params, "0101h3")
		if err != nil || d.Desc() != "0101h3" || d.Params() != "n4k2" {
			t.Fatalf("Decode(%s, 0101h3): %v %v", params, d, err)
		}
	}
}

// offLine is a view typed in where the machine would raise the number under the hand: (1,0,0,0) for
// the classic clock (the machine raises 0001 to 0002, whose rotation 2000 is the largest).
const offLine = "1000h0"

// No hint builds a table, off the line either: a view typed in where the machine would raise is
// answered from the line, one move ahead, as the table would answer it.
func TestBackendHintsBuildNoTable(t *testing.T) {
	z := rules.Size{N: 4, K: 2}
	p, err := Backend.Decode("n4k2", offLine)
	if err != nil {
		t.Fatal(err)
	}
	c := p.(Position).Clock()
	if OnLine(c) {
		t.Fatalf("%v is on the line", c.View())
	}
	tb := table(t, z)
	h, err := Backend.Hint(context.Background(), p)
	if best, left, _, _ := tb.Best(c); err != nil || h.Move != best.String() || h.Remaining != left || len(h.Line) != left {
		t.Fatalf("off-line hint %+v %v; table %v %d", h, err, best, left)
	}

	dropTables()
	// The largest sizes' off-line views, the ones that built a 61 MB table before.
	for _, id := range []string{"n8k7:30000001h7", "n12k3:300000000001h11", "n7k9:3000001h6"} {
		params, desc, _ := strings.Cut(id, ":")
		p, err := Backend.Decode(params, desc)
		if err != nil {
			t.Fatal(err)
		}
		if OnLine(p.(Position).Clock()) {
			t.Fatalf("%s is on the line", id)
		}
		h, err := Backend.Hint(context.Background(), p)
		if err != nil || h.Verdict != puzzle.Solved || h.Remaining < 2 {
			t.Fatalf("%s: %+v %v", id, h, err)
		}
		// The hint's move leads to a position one move nearer, whose own hint agrees.
		next, err := p.Play(h.Move)
		if err != nil {
			t.Fatal(err)
		}
		if hn, err := Backend.Hint(context.Background(), next); err != nil || hn.Remaining != h.Remaining-1 {
			t.Fatalf("%s: after %s the hint is %+v %v, want %d moves", id, h.Move, hn, err, h.Remaining-1)
		}
	}
	for _, params := range []string{"n4k2", "n5k3r", "n6k4r", "n8k5", "n7k6r"} {
		p, err := Backend.Generate(params, 3)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3; i++ {
			h, err := Backend.Hint(context.Background(), p)
			if err != nil || h.Verdict != puzzle.Solved {
				t.Fatalf("%s: %+v %v", params, h, err)
			}
			if p, err = p.Play("X"); err != nil {
				t.Fatal(err)
			}
		}
	}
	if z, ok := cached(); ok {
		t.Fatalf("hints built the %v table", z)
	}
}

// dropTables empties the table cache (tests only).
func dropTables() {
	cache.Lock()
	cache.slot = nil
	cache.Unlock()
}

// A cancelled hint returns ctx's error, on the line and off it.
func TestBackendCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start, _ := Backend.Generate("n8k7", 0)
	if _, err := Backend.Hint(ctx, start); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled hint on the line: %v", err)
	}
	w := wordOf(start.(Position).Clock())
	if _, _, err := w.place(func(x *[rules.MaxN]int8) (blockCount, error) {
		return countAbove(w.n, w.k, x, pace.New(ctx))
	}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled count: %v", err)
	}
	off, _ := Backend.Decode("n7k6", "1000000h0") // the machine would raise it: off the line
	if OnLine(off.(Position).Clock()) {
		t.Fatal("1000000h0 is on the line")
	}
	if _, err := Backend.Hint(ctx, off); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled hint off the line: %v", err)
	}
}

// The cache keeps one size's table: asking for another drops it, and a size the rules refuse leaves it
// alone.
func TestCacheKeepsOneSize(t *testing.T) {
	classic, other := rules.Size{N: 4, K: 2}, rules.Size{N: 5, K: 3}
	a := table(t, classic)
	if z, ok := cached(); !ok || z != classic {
		t.Fatalf("cache holds %v %v after %v", z, ok, classic)
	}
	if table(t, classic) != a {
		t.Fatal("the same size built twice")
	}
	table(t, other)
	if z, ok := cached(); !ok || z != other {
		t.Fatalf("cache holds %v %v after %v", z, ok, other)
	}
	if table(t, classic) == a {
		t.Fatal("the first table was kept beside the second")
	}
	if _, err := For(context.Background(), rules.Size{N: 8, K: 9}); err == nil {
		t.Fatal("n8k9 built")
	}
	if z, ok := cached(); !ok || z != classic {
		t.Fatalf("a refused size changed the cache: %v %v", z, ok)
	}
}

// The whole line a hint carries is the table's, from every view of the small sizes, on the line and
// off it.
func TestBackendLineIsTheTables(t *testing.T) {
	for _, z := range allSizes(1000) {
		tb := table(t, z)
		for _, c := range playerClocks(t, z) {
			h, err := Backend.Hint(context.Background(), NewPosition(c))
			want, _, _ := tb.Line(c, LineLimit)
			if err != nil || h.Verdict != puzzle.Solved || len(h.Line) != len(want) || h.Remaining != len(want) {
				t.Fatalf("%v %v: hint %+v %v, table line of %d", z, c.View(), h, err, len(want))
			}
			for i, m := range want {
				if h.Line[i] != m.String() {
					t.Fatalf("%v %v: move %d is %s, table %v", z, c.View(), i, h.Line[i], m)
				}
			}
			if h.Move == "X" { // the reason's count for the zero not played is the table's too
				after, _, _ := c.Play(rules.Zero)
				z0, _, _ := tb.Remaining(after)
				if !strings.HasSuffix(h.Reason, "would take "+puzzle.Plural(z0+1, "move", "moves")) {
					t.Fatalf("%v %v: reason %q, zeroing takes %d", z, c.View(), h.Reason, z0+1)
				}
			}
		}
	}
}
