package hash

import (
	"fmt"
	"strings"

	rules "quintet/rules/hash"
)

// The Why? page's words: each step of the relaxed machine's strategy (WhySteps) said with its own
// numbers — why v·m mod 256 reaches the tile it blackens (m odd: any index; m with a factor 2^k: only
// multiples of 2^k, so the star is in reach or not), and where the next count stops.

// WhyIntro is the page's first step: the machine's freedom, the turns it needs to win (turns, from
// QuestionStrategy) and its answers to each of the player's first moves.
func WhyIntro(steps []WhyStep, turns int) string {
	var first []rules.Tile
	for _, s := range steps {
		if len(s.Line) == 0 {
			first = append(first, s.Moves...)
		}
	}
	return fmt.Sprintf("Suppose the machine could pick v freely, anywhere from 0 to %d, instead of taking MD5's. Then it wins within %d turns, whatever you play. Here is how it answers each of your first moves: %s.",
		MaxV, turns, tileList(first))
}

// Words says what the step shows, every number from the step.
func (s WhyStep) Words() string {
	var b strings.Builder
	switch {
	case len(s.Moves) > 1:
		fmt.Fprintf(&b, "Then whichever you play, %s: ", tileList(s.Moves))
	case len(s.Line) > 0:
		fmt.Fprintf(&b, "Then you play %s: ", s.Moves[0].String())
	default:
		fmt.Fprintf(&b, "You play %s: ", s.Moves[0].String())
	}
	if s.Power == 1 {
		fmt.Fprintf(&b, "m = %d is odd, so v·m mod 256 can be any index. v = %d gives %d·%d = %d, and %d mod 256 = %d: %s.",
			s.M, s.V, s.V, s.M, s.Product, s.Product, int(s.Black), blackName(s.Black))
	} else {
		star := fmt.Sprintf("and the star, %d, is not: out of reach", rules.Star)
		if s.StarInReach {
			star = fmt.Sprintf("as the star, %d, is", rules.Star)
		}
		fmt.Fprintf(&b, "m = %d = %d·%d, so v·m mod 256 is always a multiple of %d, %s. v = %d blackens %s, index %d.",
			s.M, s.Power, s.OddPart, s.Power, star, s.V, blackName(s.Black), int(s.Black))
	}
	if s.NextAtBlack {
		fmt.Fprintf(&b, " It is spiral position %d, and every move you have next leaves m = %d", s.Next, s.Next)
		if s.Next%2 == 1 {
			b.WriteString(", odd.")
		} else {
			b.WriteString(".")
		}
	}
	if s.Ends {
		if s.StarBlack {
			b.WriteString(" Lost.")
		} else {
			b.WriteString(" No move is left: lost.")
		}
	}
	return b.String()
}

// tileList writes tiles as the rules name them, separated by commas.
func tileList(ts []rules.Tile) string {
	var names []string
	for _, t := range ts {
		names = append(names, t.String())
	}
	return strings.Join(names, ", ")
}

func blackName(t rules.Tile) string {
	if t == rules.Star {
		return "the star"
	}
	return t.String()
}
