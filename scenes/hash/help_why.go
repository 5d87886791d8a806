package hash

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// --- why the rules alone allow a loss ---------------------------------------------------------------------

// whyStep is one step of the relaxed machine's strategy played on the board (solver/hash.WhySteps).
type whyStep = solver.WhyStep

// whyText says what step i shows, every number from the step.
func whyText(steps []whyStep, turns, i int) string {
	if i == 0 {
		var first []rules.Tile
		for _, s := range steps {
			if len(s.Line) == 0 {
				first = append(first, s.Moves...)
			}
		}
		return fmt.Sprintf("Suppose the machine could pick v freely, anywhere from 0 to %d, instead of taking MD5's. Then it wins within %d turns, whatever you play. Here is how it answers each of your first moves: %s.",
			solver.MaxV, turns, tileList(first))
	}
	s := steps[i-1]
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

// whyPage plays the free machine's strategy on the board, an answer a step.
func whyPage(steps []whyStep) game.HelpPage {
	turns := 0
	if r, err := solver.QuestionStrategy(); err == nil {
		turns = r.Turns
	}
	return game.HelpPage{
		Title: "Why?",
		Steps: len(steps) + 1,
		Text:  func(i int) string { return whyText(steps, turns, i) },
		Draw: func(dst *ebiten.Image, f *game.Frame, i int) {
			dst = clipped(dst, f)
			t := f.Theme
			if i == 0 {
				st := rules.Start()
				rest := caption(dst, f, f.Area, t.Text, "a free machine")
				l := boardIn(f, rest, 0)
				drawBoard(dst, f, l, &st)
				for _, s := range steps {
					if len(s.Line) == 0 {
						ringTile(dst, l, s.Moves[0], 0.78, t.HintC)
					}
				}
				return
			}
			s := steps[min(i, len(steps))-1]
			rest := caption(dst, f, f.Area, t.Text, fmt.Sprintf("m = %d, v = %d, d = %d", s.M, s.V, int(s.Black)),
				fmt.Sprintf("v = %d, d = %d", s.V, int(s.Black)), fmt.Sprintf("d = %d", int(s.Black)))
			l := boardIn(f, rest, 0)
			drawBoard(dst, f, l, &s.After)
			for _, m := range s.Moves {
				ringTile(dst, l, m, 0.78, t.HintC)
			}
			frameTile(dst, l, s.Black, 0.18, t.Accent)
			// Where the count m stopped: the first spiral position that was not red.
			if stop, ok := rules.SpiralAt(s.M).Read(); ok {
				x, y := l.centre(stop.X(), stop.Y())
				label := "p" + strconv.Itoa(s.M)
				switch {
				case stop.Y() <= 2:
					y += above(f, l)
				case stop.Y() >= rules.Size-1:
					// Beside it, left, clear of the ring on the move next to it: above are the
					// moves and the answer.
					w := game.TextWidth(label, game.Face(game.Bold, f.U(14))) + f.U(10)
					x -= max(2.4*float64(l.tile), 1.9*float64(l.tile)+w/2)
					x = max(x, float64(f.Area.Min.X)+w/2) // never past the picture's edge
				default:
					y -= above(f, l)
				}
				plate(dst, f, x, y, t.Text, label)
			}
		},
	}
}
