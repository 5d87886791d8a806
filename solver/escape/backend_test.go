package escape

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"quintet/rules/escape"
	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
)

func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{Seeds: 5})
}

func decode(t *testing.T, params, desc string) Position {
	t.Helper()
	p, err := Backend.Decode(params, desc)
	if err != nil {
		t.Fatalf("Decode(%q, %q): %v", params, desc, err)
	}
	return p.(Position)
}

// As prisoner 1 the player flips, the computer answers, and the prisoners go free when it names the key.
func TestPlayAsPrisoner1(t *testing.T) {
	// 2×2 board 0110 (heads on B2 and A1): XOR = 1^2 = 3 = B1. Key under A2 (1): flip 3^1 = 2 = A1.
	p := decode(t, "4p1", "6-kB2")
	if v := p.View(); v.Key != 1 || v.Flipped != escape.None || v.Answer != escape.None || v.Board.String() != "0110" {
		t.Fatalf("view before the flip: %+v", v)
	}
	h, err := Backend.Hint(context.Background(), p)
	if err != nil || h.Move != "A1" || h.Remaining != 1 || h.Verdict != puzzle.Solved {
		t.Fatalf("hint %+v, %v; want flip A1", h, err)
	}
	won, err := p.Play("A1")
	if err != nil || won.Status() != puzzle.Won || won.Desc() != "6-kB2-fA1-aB2" {
		t.Fatalf("after A1: %v %q %v", won.Status(), won.Desc(), err)
	}
	if v := won.(Position).View(); v.Answer != 1 || v.Flipped != 2 || v.Board.String() != "0100" || v.Outcome != escape.Free {
		t.Errorf("view after the flip: %+v", v)
	}
	lost, _ := p.Play("b1") // XOR becomes 3^3 = 0: prisoner 2 names A2
	if lost.Status() != puzzle.Lost || lost.(Position).View().Answer != 0 {
		t.Errorf("after B1: %v, answer %d", lost.Status(), lost.(Position).View().Answer)
	}
	if h, _ := Backend.Hint(context.Background(), lost); h.Verdict != puzzle.NoWin || !strings.Contains(h.Reason, "key was under B2") {
		t.Errorf("hint after losing: %+v", h)
	}
	if h, _ := Backend.Hint(context.Background(), won); h.Remaining != 0 || h.Move != "" {
		t.Errorf("hint after winning: %+v", h)
	}
	if _, err := won.Play("A1"); err == nil {
		t.Error("a move after the end was accepted")
	}
}

// As prisoner 2 the computer has flipped out of sight; the view hides the key until the end.
func TestPlayAsPrisoner2(t *testing.T) {
	p := decode(t, "4p2", "6-kB2") // the computer flips A1, leaving 0100 whose XOR is 1 = B2
	if p.Desc() != "6-kB2-fA1" {
		t.Errorf("the computer's flip was not filled in: %q", p.Desc())
	}
	v := p.View()
	if v.Key != escape.None || v.Flipped != escape.None || v.Board.String() != "0100" || v.Start != v.Board {
		t.Fatalf("prisoner 2 sees too much: %+v", v)
	}
	h, _ := Backend.Hint(context.Background(), p)
	if h.Move != "B2" || !strings.Contains(h.Reason, "spell B2") {
		t.Errorf("hint %+v", h)
	}
	if p.Explain().Key != escape.None {
		t.Error("Explain gives the key away before the end")
	}
	won, _ := p.Play("B2")
	lost, _ := p.Play("A2")
	if won.Status() != puzzle.Won || lost.Status() != puzzle.Lost {
		t.Errorf("statuses %v, %v", won.Status(), lost.Status())
	}
	if v := lost.(Position).View(); v.Key != 1 || v.Flipped != 2 || v.Start.String() != "0110" {
		t.Errorf("the end does not reveal the key and the flip: %+v", v)
	}
}

// A typed description may leave out the computer's moves, but may not change them.
func TestDecodeChecksTheComputersMoves(t *testing.T) {
	for _, tc := range []struct{ params, desc string }{
		{"4p2", "6-kB2-fB1"},     // the computer flips A1 here
		{"4p1", "6-kB2-fA1-aA2"}, // the computer answers B2 here
		{"4p1", "6-kB2-fA1-aB2-x"},
		{"64p1", "6-kB2"},
		{"3p1", "6-kB2"},
		{"4p3", "6-kB2"},
	} {
		if _, err := Backend.Decode(tc.params, tc.desc); err == nil {
			t.Errorf("Decode(%q, %q) accepted", tc.params, tc.desc)
		}
	}
	if p := decode(t, "4p1", "6-kB2-fA1"); p.Desc() != "6-kB2-fA1-aB2" {
		t.Errorf("the computer's answer was not filled in: %q", p.Desc())
	}
}

func TestPresetsAndRules(t *testing.T) {
	want := []string{"64p1", "64p2", "16p1", "16p2", "256p1", "256p2", "4p1"}
	for i, pr := range Backend.Info().Presets {
		if pr.Params != want[i] {
			t.Errorf("preset %d is %q, want %q", i, pr.Params, want[i])
		}
	}
	r := Backend.Info().Rules
	if n := len(strings.Fields(r)); n < 40 || n > 80 || strings.Contains(r, "\n") {
		t.Errorf("rules: %d words in one paragraph, want 40–80", n)
	}
}

// The worked example's numbers are recomputed here: the heads, the key's square in binary, the heads'
// XOR now, the flip, and the groups it lies in; after the flip prisoner 2 finds the key.
func TestExampleNumbers(t *testing.T) {
	ex := Backend.Info().Example
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := puzzle.Open(Backend, id)
	if err != nil {
		t.Fatal(err)
	}
	p := sp.(Position)
	g := p.Game()
	s, b, key := g.Shape(), g.Start(), g.Key()
	bits := s.Bits()
	e := Explain(b, key)
	var wrong []string
	for _, gr := range e.Groups {
		if gr.Flips {
			wrong = append(wrong, fmt.Sprint(gr.Bit))
		}
	}
	text := ex.Intro + " " + ex.Steps[0].Say
	for _, want := range []string{
		fmt.Sprintf("%d×%d board: %d heads, the key under %s", s.Width(), s.Height(), b.HeadsCount(), s.Name(key)),
		fmt.Sprintf("%s is square %d, %0*b in binary", s.Name(key), key, bits, key),
		fmt.Sprintf("XOR to %0*b (%d, square %s)", bits, e.Parity, e.Parity, s.Name(e.Parity)),
		fmt.Sprintf("%0*b XOR %0*b = %0*b: square %d, %s", bits, e.Parity, bits, key, bits, e.Flip, e.Flip, s.Name(e.Flip)),
		"(bits " + strings.Join(wrong[:len(wrong)-1], ", ") + " and " + wrong[len(wrong)-1] + ")",
		fmt.Sprintf("heads XOR to %0*b and prisoner 2 points at %s", bits, Parity(b.Flip(e.Flip)), s.Name(Parity(b.Flip(e.Flip)))),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the example does not say %q", want)
		}
	}
	if ex.Steps[0].Move != s.Name(e.Flip) || Parity(b.Flip(e.Flip)) != key {
		t.Errorf("the example flips %s; the strategy flips %s", ex.Steps[0].Move, s.Name(e.Flip))
	}
}

func TestHintCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, _ := Backend.Generate("64p1", 1)
	if _, err := Backend.Hint(ctx, p); err == nil {
		t.Error("a cancelled hint returned no error")
	}
}
