package flip

import (
	"context"
	"fmt"
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
		!strings.Contains(h.Reason, "b2 is in the one set of blocks that wins") || len(h.Line) != 1 {
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

// The rules are one short paragraph; the worked example's claims are the hint's: the count of flips
// at the start is the number of steps, the steps are the hint's line in its order, and the intro names
// that set. (Conformance checks each step is optimal.)
func TestRulesAndExample(t *testing.T) {
	info := Backend.Info()
	if n := len(strings.Fields(info.Rules)); n < 40 || n > 80 || strings.Contains(info.Rules, "\n") {
		t.Errorf("rules: %d words in one paragraph, want 40–80", n)
	}
	ex := info.Example
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Open(Backend, id)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Backend.Hint(context.Background(), p)
	if err != nil || h.Verdict != puzzle.Solved {
		t.Fatalf("hint %+v %v", h, err)
	}
	if h.Remaining != len(ex.Steps) {
		t.Errorf("the hint says %d flips, the example plays %d", h.Remaining, len(ex.Steps))
	}
	for i, st := range ex.Steps {
		if i >= len(h.Line) || h.Line[i] != st.Move {
			t.Errorf("step %d plays %s, the hint's line is %v", i+1, st.Move, h.Line)
		}
	}
	if want := fmt.Sprintf("{%s}: %d flips", strings.Join(h.Line, ", "), h.Remaining); !strings.Contains(ex.Intro, want) {
		t.Errorf("intro %q does not say %q", ex.Intro, want)
	}
	if !strings.Contains(ex.Steps[len(ex.Steps)-1].Say, fmt.Sprintf("won in %d", h.Remaining)) {
		t.Errorf("the last step does not say it wins in %d", h.Remaining)
	}
	if pr, _ := Prove(context.Background(), p.(Position).Size()); !pr.Unique || pr.SingleDotElsewhere {
		t.Errorf("the example claims a unique solution: %+v", pr)
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
