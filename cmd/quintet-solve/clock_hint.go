package main

import (
	"context"
	"fmt"
	"time"

	contract "quintet/rules/puzzle"
	solver "quintet/solver/clock"
)

func init() {
	const about = "numbers around a clock; zero them all before the machine raises them"
	register("clock", about, "hint", `the game's hint after --moves, or for --id: {"move":"0","remaining":N,"micros":T}; once won, move "" and remaining 0`, runClockHint)
}

// clockHinted is the hint the game shows (cli.md): the move (0 or X), the optimal number of moves
// left, and the solver's own time in this process in microseconds, a table build included. On a won
// clock there is no move: "move" is "" and "remaining" 0.
type clockHinted struct {
	Move      string `json:"move"`
	Remaining int    `json:"remaining"`
	Micros    int64  `json:"micros"`
}

// runClockHint takes the same flags as clock solve (--n, --k, --moves, --desc), or --id, and asks the game's own
// backend for its hint, so the answer is the one the game would show.
func runClockHint(args []string, out *output) error {
	f, err := newClockFlags("hint", args, out)
	if err != nil {
		return err
	}
	var pos contract.Position
	if given(f.fs, "id") {
		if pos, err = positionFromID(f.fs, solver.Backend, "clock", *f.id); err != nil {
			return err
		}
	} else {
		c := f.startingFrom
		for i, m := range f.parsedMoves {
			if c, _, err = c.Play(m); err != nil {
				return moveError(i, err)
			}
		}
		pos = solver.NewPosition(c)
	}
	began := time.Now()
	h, err := solver.Backend.Hint(context.Background(), pos)
	micros := time.Since(began).Microseconds()
	if err != nil {
		return err
	}
	if h.Verdict != contract.Solved {
		return fmt.Errorf("no winning line from %s: %s", pos.Desc(), h.Reason) // every view is winnable
	}
	return out.emit(clockHinted{Move: h.Move, Remaining: h.Remaining, Micros: micros})
}
