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
	register("clock", about, "hint", `the game's hint after --moves, or for --id: {"move":"0","remaining":N,"micros":T}; once won, move null, remaining 0 and a note`, runClockHint)
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
	// The hint the game shows (cli.md), as every puzzle's hint prints it: the move (0 or X), the optimal
	// number of moves left and the solver's own time in microseconds; on a won clock "move" is null,
	// "remaining" 0, with a note.
	return emitHint(out, h, time.Duration(micros)*time.Microsecond, asString)
}
