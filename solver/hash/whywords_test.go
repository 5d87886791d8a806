package hash

import (
	"fmt"
	"strings"
	"testing"

	rules "quintet/rules/hash"
)

// The Why? page's words state each step's own numbers and the reason the tile is in reach: an odd m
// lets v·m mod 256 be any index; an even m = 2^k·odd only multiples of 2^k, the star in reach exactly
// when its index is one; an answer that ends the game says the game is lost.
func TestWhyWordsStateTheSteps(t *testing.T) {
	res, steps := whySteps(t)
	intro := WhyIntro(steps, res.Turns)
	if !strings.Contains(intro, fmt.Sprintf("within %d turns", res.Turns)) || !strings.Contains(intro, fmt.Sprintf("from 0 to %d", MaxV)) {
		t.Errorf("the first step does not say the range 0..%d and the strategy's %d turns: %s", MaxV, res.Turns, intro)
	}
	for _, r := range res.Machine {
		if !strings.Contains(intro, r.Move.String()) {
			t.Errorf("the first step does not name the first move %v: %s", r.Move, intro)
		}
	}
	for i, s := range steps {
		w := s.Words()
		want := []string{fmt.Sprintf("m = %d", s.M), fmt.Sprintf("v = %d", s.V)}
		for _, mv := range s.Moves {
			want = append(want, mv.String())
		}
		if s.M%2 == 1 {
			want = append(want, "is odd, so v·m mod 256 can be any index", fmt.Sprintf("%d·%d = %d", s.V, s.M, s.V*s.M),
				fmt.Sprintf("mod 256 = %d", s.V*s.M%rules.Tiles))
		} else {
			want = append(want, fmt.Sprintf("always a multiple of %d", s.M&-s.M), fmt.Sprintf("index %d", s.V*s.M%rules.Tiles))
			if int(rules.Star)%(s.M&-s.M) == 0 {
				want = append(want, "as the star")
			} else {
				want = append(want, "out of reach")
			}
		}
		if s.Ends && s.StarBlack {
			want = append(want, "the star. Lost.")
		} else if s.Ends {
			want = append(want, "No move is left: lost.")
		}
		if s.NextAtBlack {
			want = append(want, fmt.Sprintf("spiral position %d", rules.FirstVisit(s.Black)))
		}
		for _, x := range want {
			if !strings.Contains(w, x) {
				t.Errorf("step %d lacks %q: %s", i+1, x, w)
			}
		}
		if !s.Ends && strings.Contains(strings.ToLower(w), "lost") {
			t.Errorf("step %d does not end the game but says lost: %s", i+1, w)
		}
	}
}

// whySteps is the free machine's strategy and the Why? page's steps laid out from it.
func whySteps(t *testing.T) (AdversaryResult, []WhyStep) {
	t.Helper()
	res, err := QuestionStrategy()
	if err != nil || res.Winner != MachineWins {
		t.Fatalf("strategy: %v %v", res.Winner, err)
	}
	steps, err := WhySteps()
	if err != nil {
		t.Fatal(err)
	}
	return res, steps
}
