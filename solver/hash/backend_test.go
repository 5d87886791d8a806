package hash

import (
	"context"
	"strings"
	"testing"

	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
)

func TestConformance(t *testing.T) {
	puzzletest.Conformance(t, Backend, puzzletest.Options{MayLose: true, Seeds: 8})
}

func TestGameIDs(t *testing.T) {
	p, err := Backend.Generate(ParamsNumber, 17)
	if err != nil || p.Desc() != "17" || p.Params() != ParamsNumber {
		t.Fatalf("number#17: %v %q", err, p.Desc())
	}
	r1, _ := Backend.Generate(ParamsRandom, 42)
	if len(r1.Desc()) != RandomSaltLen {
		t.Fatalf("random#42: desc %q", r1.Desc())
	}
	// The salt from a seed is fixed for all time: it names games in links.
	if salt, _ := SaltFor(ParamsRandom, 42); salt != r1.Desc() {
		t.Fatalf("SaltFor disagrees with Generate")
	}
	tests := []struct {
		params, desc, err string
	}{
		{"random", "abc_8.15-8.14", ""},
		{"number", "(1,2)_8.15", ""},
		{"random", "", ""},
		{"salty", "abc", `params "salty"`},
		{"random", "ab#c", `'#' at position 3`},
		{"random", "abc_8.15-9.9", "move 2 9,9: (9,9) touches no white tile"},
		{"random", "abc_8.15-8.15", "move 2 8,15: (8,15) is already white"},
		{"random", "abc_8.15-0.3", "move 2"},
	}
	for _, tc := range tests {
		p, err := Backend.Decode(tc.params, tc.desc)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("Decode(%q, %q): %v", tc.params, tc.desc, err)
		case tc.err == "" && (p.Desc() != tc.desc || p.Params() != tc.params):
			t.Errorf("Decode(%q, %q) round trip gave %q %q", tc.params, tc.desc, p.Params(), p.Desc())
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("Decode(%q, %q) = %v, want an error with %q", tc.params, tc.desc, err, tc.err)
		}
	}
	// A description must fit in a game ID: no '#' and no white space.
	if p, err := Backend.Decode("random", "a(1,2)_8.15-8.14"); err != nil || strings.ContainsAny(p.Desc(), "# \t\n") {
		t.Fatalf("a description with moves does not fit a game ID: %v %v", p, err)
	}
}

func TestPlayShowsTheMachinesWork(t *testing.T) {
	p, _ := Backend.Decode(ParamsRandom, "abc")
	for i, want := range []int{232, 116, 10, 163} {
		q, err := p.Play([]string{"8,15", "8,14", "7,14", "(7,13)"}[i])
		if err != nil {
			t.Fatal(err)
		}
		p = q
		turn, _ := p.(Position).LastTurn()
		if turn.Work.D != want {
			t.Fatalf("move %d: d = %d, want %d", i+1, turn.Work.D, want)
		}
	}
	pos := p.(Position)
	if pos.Desc() != "abc_8.15-8.14-7.14-7.13" || pos.Colour(9, 15).String() != "black" || !pos.Legal(7, 12) || pos.Legal(8, 8) {
		t.Fatalf("after the worked check: %q", pos.Desc())
	}
}

func TestHintVerdicts(t *testing.T) {
	p, _ := Backend.Decode(ParamsRandom, "abc")
	h, err := Backend.Hint(context.Background(), p)
	if err != nil || h.Verdict != puzzle.Solved || h.Remaining != 8 || h.Move != "8,15" || len(h.Line) != 8 {
		t.Fatalf("abc from the start: %+v %v", h, err)
	}
	if !strings.Contains(h.Reason, "begins the shortest win") {
		t.Errorf("reason %q", h.Reason)
	}
}

// The screen reader's words count the moves played with the right noun: none, one, two.
func TestWordsCountMoves(t *testing.T) {
	p, _ := Backend.Decode(ParamsRandom, "abc")
	for _, want := range []string{"0 moves played", "1 move played", "2 moves played"} {
		if w := p.(Position).Words(); !strings.Contains(w, want) {
			t.Errorf("%q lacks %q", w, want)
		}
		h, err := Backend.Hint(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if p, err = p.Play(h.Move); err != nil {
			t.Fatal(err)
		}
	}
}
