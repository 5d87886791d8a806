package escape

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
	solver "quintet/solver/escape"
)

func TestHelpPagesDraw(t *testing.T) {
	h := newHarness(t, "escape:64p1#3")
	gametest.CheckHelpPages(t, h.scene.HelpPages(), nil)
}

// The pages' numbers are the solver's: each group's heads and parity, the XOR, the key's bits, the
// flip (which lies in exactly the wrong groups), the XOR after it (the key), and the strategy search's
// answers (a strategy exactly when N is a power of two).
func TestHelpTextsAreComputed(t *testing.T) {
	h := newHarness(t, "escape:64p1#3")
	pages := h.scene.HelpPages()
	g, err := exampleGame()
	if err != nil {
		t.Fatal(err)
	}
	b, key := g.Start(), g.Key()
	s := b.Shape()
	p := s.Bits()
	byTitle := map[string]scene.HelpPage{}
	for _, pg := range pages {
		byTitle[pg.Title] = pg
	}
	groups := byTitle["Groups"]
	if groups.Steps != p+1 {
		t.Fatalf("groups page has %d steps, want one per bit and a summary (%d)", groups.Steps, p+1)
	}
	parity := 0
	for bit := 0; bit < p; bit++ {
		heads := 0
		for sq := 0; sq < s.Squares(); sq++ {
			if sq>>bit&1 == 1 && b.Heads(sq) {
				heads++
			}
		}
		parity |= heads % 2 << bit
		want := fmt.Sprintf("It holds %d heads, %s, so bit %d of the XOR is %d.", heads, []string{"even", "odd"}[heads%2], bit, heads%2)
		if text := groups.Text(bit); !strings.Contains(text, want) || !strings.Contains(text, solver.GroupLabel(s, bit)) {
			t.Errorf("group %d: text %q lacks %q", bit, text, want)
		}
	}
	if parity != solver.Parity(b) {
		t.Fatalf("the groups' parities make %d, the solver's XOR is %d", parity, solver.Parity(b))
	}
	if text := groups.Text(p); !strings.Contains(text, fmt.Sprintf("XOR to %0*b = %d, and prisoner 2 points at %s", p, parity, parity, s.Name(parity))) {
		t.Errorf("summary: %q", text)
	}
	flip := parity ^ key
	for bit := 0; bit < p; bit++ {
		if (flip>>bit&1 == 1) != (parity>>bit&1 != key>>bit&1) {
			t.Fatalf("the flip %d is not in exactly the wrong groups", flip)
		}
	}
	fp := byTitle["Flip"]
	if text := fp.Text(1); !strings.Contains(text, fmt.Sprintf("%0*b XOR %0*b = %0*b, square %d, %s", p, parity, p, key, p, flip, flip, s.Name(flip))) {
		t.Errorf("flip text: %q", text)
	}
	after := solver.Parity(b.Flip(flip))
	if after != key || !strings.Contains(fp.Text(2), fmt.Sprintf("XOR to %0*b", p, key)) || !strings.Contains(fp.Text(2), "points at "+s.Name(key)) {
		t.Errorf("after the flip the XOR is %d (key %d): %q", after, key, fp.Text(2))
	}
	found, err := solver.SmallBoardStrategies()
	if err != nil {
		t.Fatalf("search: %v %v", found, err)
	}
	var yes []string
	for n, ok := range found {
		if ok {
			yes = append(yes, fmt.Sprint(n+1))
		}
	}
	numbers := byTitle["Numbers"]
	if text := numbers.Text(numbers.Steps - 1); !strings.Contains(text, "finds one for "+strings.Join(yes, ", ")+" squares") {
		t.Errorf("numbers text: %q", text)
	}
	// The player's own board size is described on the numbers page.
	if text := byTitle["Numbers"].Text(0); !strings.Contains(text, "Your 8×8 board has 6 groups: 3 of columns, 3 of rows.") {
		t.Errorf("numbers text for 8×8: %q", text)
	}
}

// The Numbers page proves the theorem in full, with the numbers of the board being played read from
// the rules: N squares and p bits, the 2^(N−1) odd boards, the count 2^(N−1) = N·|E|, |E| = 2^(N−1−p).
func TestHelpProvesTheTheorem(t *testing.T) {
	for _, id := range []string{"escape:64p1#3", "escape:16p1#2", "escape:4p2#1", "escape:1024p1#1"} {
		h := newHarness(t, id)
		var numbers scene.HelpPage
		for _, pg := range h.scene.HelpPages() {
			if pg.Title == "Numbers" {
				numbers = pg
			}
		}
		var all strings.Builder
		for st := 0; st < numbers.Steps; st++ {
			all.WriteString(numbers.Text(st) + "\n")
		}
		text := all.String()
		s := h.scene.shape
		n, p := s.Squares(), s.Bits()
		for _, w := range []string{
			"the numbers 0 to N−1 are every pattern of p bits", "(XOR of the heads) XOR key",
			"each of the 2^N boards", "every board has exactly one neighbour of each colour",
			"Each of the 2^(N−1) odd boards has exactly one neighbour of that colour, and all its neighbours are even",
			"Each board in E has N neighbours, all odd", "2^(N−1) = N·|E|", "So N divides 2^(N−1)",
			"N is a power of two", "exactly when N is a power of two",
			fmt.Sprintf("On your %s board N = %d = 2^%d, and each colour holds 2^(N−1)/N = 2^%d even boards.", s, n, p, n-1-p),
		} {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the Numbers page does not say %q:\n%s", id, w, text)
			}
		}
		// The count it states holds for the board: 2^(N−1) = N·2^(N−1−p) exactly when N = 2^p.
		if 1<<p != n {
			t.Errorf("%s: %d squares, %d bits", id, n, p)
		}
	}
}
