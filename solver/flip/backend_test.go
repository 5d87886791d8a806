package flip

import (
	"context"
	"strings"
	"testing"

	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
)

func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{Seeds: 3})
}

func TestBackendHints(t *testing.T) {
	p, err := Backend.Decode("i3", "-----/-ooo-/-o-o-/-ooo-/-----")
	if err != nil {
		t.Fatal(err)
	}
	h, err := Backend.Hint(context.Background(), p)
	if err != nil || h.Verdict != puzzle.Solved || h.Move != "b2" || h.Remaining != 1 ||
		h.Reason != "unique solution over GF(2): 1 flip" || len(h.Line) != 1 {
		t.Fatalf("hint %+v, %v", h, err)
	}
	q, err := p.Play("B2")
	if err != nil || q.Status() != puzzle.Won || q.Desc() != rules.Target(3).Format() {
		t.Fatalf("after b2: %v %v %v", q.Desc(), q.Status(), err)
	}
	if c, ok := q.(Position).Last(); !ok || c.Name() != "b2" {
		t.Fatalf("Last = %v %v", c, ok)
	}
	h, _ = Backend.Hint(context.Background(), q)
	if h.Verdict != puzzle.Solved || h.Remaining != 0 || h.Move != "" {
		t.Fatalf("won hint %+v", h)
	}

	// A typed-in single dot elsewhere can be explored, and the hint says it cannot be won.
	odd, err := Backend.Decode("i3", "-----/-o---/-----/-----/-----")
	if err != nil {
		t.Fatal(err)
	}
	h, _ = Backend.Hint(context.Background(), odd)
	if h.Verdict != puzzle.NoWin || odd.Status() != puzzle.Playing || !strings.Contains(h.Reason, "parity") {
		t.Fatalf("single dot elsewhere: %+v, %v", h, odd.Status())
	}
	// Line is the whole set in reading order.
	g, _ := Backend.Generate("i9", 42)
	h, _ = Backend.Hint(context.Background(), g)
	if h.Remaining != len(rules.Scramble(9, 42)) || h.Line[0] != h.Move {
		t.Fatalf("i9 hint %+v", h)
	}
}

func TestBackendIDs(t *testing.T) {
	if _, err := Backend.Decode("i4", "-----/-ooo-/-o-o-/-ooo-/-----"); err == nil || !strings.Contains(err.Error(), "want 6") {
		t.Fatalf("size mismatch: %v", err)
	}
	p, err := Backend.Generate("3", 5)
	if err != nil || p.Params() != "i3" {
		t.Fatalf("plain 3: %v %v", p, err)
	}
	big, err := Backend.Generate("i40", 5)
	if err != nil || len(big.Desc()) != 42*43-1 {
		t.Fatalf("i40: %v", err)
	}
	for _, bad := range []string{"i41", "i0", "i", "x"} {
		if _, err := Backend.Generate(bad, 1); err == nil {
			t.Errorf("params %q accepted", bad)
		}
	}
	if _, err := p.Play("d4"); err == nil || !strings.Contains(err.Error(), "not an interior cell") {
		t.Fatalf("d4 on 5×5: %v", err)
	}
	names := Backend.Info().Presets
	if names[0].Params != "i3" || names[0].Name != "5×5 (interior 3)" || len(names) != 8 {
		t.Fatalf("presets %+v", names)
	}
}

func TestRulesTextShowsComputedProofs(t *testing.T) {
	r := Backend.Info().Rules
	for _, want := range []string{"Theorem 1", "Theorem 2", "5×5: rank 9 of 9 moves", "11×11: rank 81 of 81 moves", "16 parity checks"} {
		if !strings.Contains(r, want) {
			t.Errorf("rules text lacks %q", want)
		}
	}
}

// A zero Position is not a game, but asking it things must not crash the midend.
func TestZeroPositionDoesNotPanic(t *testing.T) {
	var p Position
	_ = p.Desc()
	_ = p.Status()
	if _, err := p.Play("a1"); err == nil {
		t.Fatal("a move on the zero position was accepted")
	}
	if _, err := Backend.Hint(context.Background(), p); err == nil {
		t.Fatal("a hint on the zero position")
	}
}
