package dials

import (
	"context"
	"fmt"
	"strconv"

	"quintet/rules/dials"
	"quintet/rules/puzzle"
)

// Backend is Dials as the midend sees it.
var Backend puzzle.Backend = &backend{puzzle.Adapter[dials.Size, *dials.Game]{
	Params: dials.ParseParams, New: dials.Generate, Read: dials.ParseDesc,
	Wrap: func(_ dials.Size, g *dials.Game) puzzle.Position { return Position{g} },
}}

type backend struct {
	puzzle.Adapter[dials.Size, *dials.Game]
}

// Info declares the puzzle: its name, presets, rules and worked example come from the rules package.
func (backend) Info() puzzle.Info { return dials.Info }

func (backend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("dials: not a Dials position: %T", p)
	}
	// The table depends on the matrix only and is kept for the game's next hint; solving one position
	// is then a few microseconds (at most about half a millisecond at n = 9, q = 10).
	t, err := For(ctx, pos.Game)
	if err != nil {
		return puzzle.Hint{}, err
	}
	sol := t.Solve(pos.Game)
	if !sol.Reachable {
		return puzzle.Hint{Verdict: puzzle.NoWin, Remaining: -1,
			Reason: "the target is out of reach: no combination of presses turns the displays to it"}, nil
	}
	h := puzzle.Hint{Verdict: puzzle.Solved, Remaining: sol.Total}
	for _, b := range sol.Order {
		h.Line = append(h.Line, strconv.Itoa(b+1))
	}
	if sol.Total > 0 {
		h.Move = h.Line[0]
		h.Reason = fmt.Sprintf("the fewest presses that win include button %s, in any order", h.Move)
	}
	return h, nil
}

// Position is one Dials position.
type Position struct{ *dials.Game }

// Params is the game-ID parameters, e.g. n5q5.
func (p Position) Params() string { return p.Size.Params() }

// Desc is the game-ID description.
func (p Position) Desc() string { return p.Game.Desc() }

// Play presses a button, given as its number "1".."n".
func (p Position) Play(move string) (puzzle.Position, error) {
	b, err := dials.ParseButton(move, p.N)
	if err != nil {
		return nil, err
	}
	g := p.Clone()
	if err := g.Press(b); err != nil {
		return nil, err
	}
	return Position{g}, nil
}

// Status is Won once the displays show the target.
func (p Position) Status() puzzle.Status {
	if p.Won() {
		return puzzle.Won
	}
	return puzzle.Playing
}
