package dials

import (
	"strings"
	"testing"
)

// The spec's example: start ABCDE, target EDBDE, button 3 with signature [2,1,2,0,0]; pressing button
// 3 twice wins.
func TestSpecExample(t *testing.T) {
	g, err := ParseDesc(Size{5, 5}, "00000/00000/21200/00000/00000-ABCDE-EDBDE")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if g.Won() {
			t.Fatalf("won after %d presses", i)
		}
		if err := g.Press(2); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Won() {
		t.Fatalf("after two presses of button 3 the word is %s, want EDBDE", FormatWord(g.Now))
	}
}

func TestPressWrapsAndQPressesChangeNothing(t *testing.T) {
	g, _ := ParseDesc(Size{3, 7}, "165/000/000-AAA-BBB")
	tests := []struct {
		presses int
		want    string
	}{
		{1, "BGF"}, {2, "CFD"}, {7, "AAA"},
	}
	for _, tc := range tests {
		h := g.Clone()
		for i := 0; i < tc.presses; i++ {
			h.Press(0)
		}
		if got := FormatWord(h.Now); got != tc.want {
			t.Errorf("%d presses of button 1: %s, want %s", tc.presses, got, tc.want)
		}
	}
	if err := g.Press(3); err == nil {
		t.Error("button 4 of 3 accepted")
	}
}

func TestDet(t *testing.T) {
	tests := []struct {
		m    string
		q    int
		want int
	}{
		{"1", 5, 1},
		{"10/01", 5, 1},
		{"12/34", 5, 3}, // 4 − 6 = −2 ≡ 3
		{"12/24", 7, 0}, // singular
		{"23/45", 6, 4}, // 10 − 12 = −2 ≡ 4: nonzero but not a unit mod 6
		{"012/345/678", 9, 0},
		{"210/012/101", 5, 4}, // 2·(1−0) − 1·(0−2) + 0 = 4
		{"01/10", 5, 4},       // a swap: −1 ≡ 4
	}
	for _, tc := range tests {
		m, err := ParseMatrix(tc.m, tc.q)
		if err != nil {
			t.Fatal(err)
		}
		if got := Det(m, tc.q); got != tc.want {
			t.Errorf("det %s mod %d = %d, want %d", tc.m, tc.q, got, tc.want)
		}
	}
}

func TestGenerate(t *testing.T) {
	for _, s := range []Size{{5, 5}, {3, 7}, {6, 5}, {4, 6}, {1, 2}, {9, 5}, {9, 10}, {8, 6}} {
		for seed := uint64(0); seed < 20; seed++ {
			g, err := Generate(s, seed)
			if err != nil {
				t.Fatal(err)
			}
			h, _ := Generate(s, seed)
			if g.Desc() != h.Desc() {
				t.Fatalf("%v seed %d not deterministic", s, seed)
			}
			if gcd(Det(g.M, s.Q), s.Q) != 1 {
				t.Errorf("%v seed %d: det %d is not a unit mod %d", s, seed, Det(g.M, s.Q), s.Q)
			}
			if equal(g.Start, g.Target) || !equal(g.Now, g.Start) {
				t.Errorf("%v seed %d: start %v target %v now %v", s, seed, g.Start, g.Target, g.Now)
			}
			back, err := ParseDesc(s, g.Desc())
			if err != nil || back.Desc() != g.Desc() {
				t.Errorf("round trip of %q: %v", g.Desc(), err)
			}
		}
	}
	// A pinned game: if this changes, every shared game ID changes meaning.
	g, _ := Generate(Size{5, 5}, 1)
	if g.Desc() != pinnedSeed1 {
		t.Errorf("seed 1 gives %q, want %q", g.Desc(), pinnedSeed1)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ params, desc, want string }{
		{"n5q5", "00000/00000/21200/00000/00000-ABCDE", "want matrix-start-target"},
		{"n5q5", "0000/00000/21200/00000/00000-ABCDE-EDBDE", "row 1 has 4 entries"},
		{"n5q5", "00000/00000/21700/00000/00000-ABCDE-EDBDE", "row 3 column 3"},
		{"n5q5", "00000/00000/21200/00000/00000-ABCDF-EDBDE", "letter 5"},
		{"n5q5", "00000/00000/21200/00000/00000-ABCDE-ABCDE", "nothing to do"},
		{"n4q5", "00000/00000/21200/00000/00000-ABCDE-EDBDE", "has 5 rows, but the game has 4 buttons"},
		{"n5q5", "not-a-board-x", "has 1 rows"},
	}
	for _, tc := range tests {
		s, err := ParseParams(tc.params)
		if err != nil {
			t.Fatal(err)
		}
		_, err = ParseDesc(s, tc.desc)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseDesc(%q): %v, want an error containing %q", tc.desc, err, tc.want)
		}
	}
	for _, p := range []string{"", "n5", "q5", "n0q5", "n5q1", "n5q27", "n10q5", "n9q26", "n9q11", "nxq5", "n5q5x"} {
		if _, err := ParseParams(p); err == nil {
			t.Errorf("ParseParams(%q) accepted", p)
		}
	}
	// Every n with every q up to 10 is offered (q^n ≤ 10^9), and larger alphabets with fewer displays.
	for _, p := range []string{"n9q10", "n9q9", "n1q2", "n6q26", "n7q19", "n8q13"} {
		if _, err := ParseParams(p); err != nil {
			t.Errorf("ParseParams(%q): %v", p, err)
		}
	}
}

// pinnedSeed1 is the classic game of seed 1 as first generated; it must never change.
const pinnedSeed1 = "04001/30300/20421/40142/14013-EEBBE-BCDBA"
