package clock

import (
	"context"
	"strings"
	"testing"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
)

func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{
		Seeds:    2,
		SkipPlay: []string{"n6k4", "n8k5"}, // 10,868 and 1,247,888 moves
	})
}

func TestBackendHints(t *testing.T) {
	p, err := Backend.Generate("n4k2", 7)
	if err != nil {
		t.Fatal(err)
	}
	if p.Desc() != "0101h3" || len(p.(Position).Steps()) != 5 {
		t.Fatalf("start %q with %d steps", p.Desc(), len(p.(Position).Steps()))
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
	if _, err := Backend.Generate("n8k9", 1); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("n8k9: %v", err)
	}
}

func TestBackendNoWin(t *testing.T) {
	// Every view is winnable, so the only way to see NoWin is a table that has lost a view.
	z := rules.Size{N: 4, K: 2}
	tb := table(t, z)
	p, _ := Backend.Generate("n4k2", 0)
	c := p.(Position).Clock()
	saved := tb.dist[tb.player(uint32(c.ViewIndex()))]
	tb.dist[tb.player(uint32(c.ViewIndex()))] = unset
	h, err := Backend.Hint(context.Background(), p)
	tb.dist[tb.player(uint32(c.ViewIndex()))] = saved
	if err != nil || h.Verdict != puzzle.NoWin {
		t.Fatalf("no-win hint %+v %v", h, err)
	}
}

func TestBackendCancelled(t *testing.T) {
	p, _ := Backend.Generate("n7k6", 0) // not built by any other test
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Backend.Hint(ctx, p); err == nil {
		t.Fatal("cancelled hint answered")
	}
}
