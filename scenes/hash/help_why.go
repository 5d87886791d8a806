package hash

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// whyPage plays the free machine's strategy on the board, an answer a step.
func whyPage(steps []solver.WhyStep) game.HelpPage {
	turns := solver.StrategyTurns()
	texts := []string{solver.WhyIntro(steps, turns)}
	for _, s := range steps {
		texts = append(texts, s.Words())
	}
	return game.StepPage("Why?", texts, game.ClippedPicture(func(dst *ebiten.Image, f *game.Frame, i int) {
		t := f.Theme
		if i == 0 {
			rest := caption(dst, f, f.Area, t.Text, "a free machine")
			l := boardIn(dst, f, rest, 0, rules.Start())
			for _, s := range steps {
				if len(s.Line) == 0 {
					ringTile(dst, l, s.Moves[0], 0.78, t.HintC)
				}
			}
			return
		}
		s := steps[i-1]
		rest := caption(dst, f, f.Area, t.Text, fmt.Sprintf("m = %d, v = %d, d = %d", s.M, s.V, int(s.Black)),
			fmt.Sprintf("v = %d, d = %d", s.V, int(s.Black)), fmt.Sprintf("d = %d", int(s.Black)))
		l := boardIn(dst, f, rest, 0, s.After)
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
	}))
}
