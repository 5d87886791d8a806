package flip

import (
	"context"
	"fmt"

	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
)

// Backend is Flip as the midend sees it. Game IDs are flip:i3#seed (a random game of interior size 3,
// a 5×5 board; plain flip:3#seed is read the same way) and flip:i3:-----/-ooo-/-o-o-/-ooo-/----- (a
// specific board in the text form). Moves are interior cell names such as b2. Even sizes are written
// flip:i4v2#seed, the target's dot at the seed's middle; flip:i4#seed, as IDs were written before
// version 2, opens the game it always did, with the old middle (rules.Params).
//
// Decode accepts any board of the right size, even one no set of flips can win, so that a player can
// type in a position and explore; Hint then answers NoWin with the reason, and Status stays Playing.
// Generated games are always winnable.
var Backend puzzle.Backend = &backend{puzzle.Adapter[rules.Params, rules.Board]{
	Params: rules.ParseParams, New: rules.Params.Generate, Read: rules.Params.ParseBoard,
	Wrap: func(_ rules.Params, b rules.Board) puzzle.Position { return Position{board: b} },
}}

// PresetSizes are the interior sizes offered in the menu, the default first.
var PresetSizes = rules.PresetSizes

type backend struct {
	puzzle.Adapter[rules.Params, rules.Board]
}

// Info declares the puzzle: its name, presets, rules and worked example come from the rules package
// (the proofs the solver computes are on the scene's help pages).
func (backend) Info() puzzle.Info { return rules.Info }

func (backend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("flip: not a Flip position: %T", p)
	}
	if err := ctx.Err(); err != nil {
		return puzzle.Hint{}, err
	}
	t, err := For(ctx, pos.board.Size())
	if err != nil {
		return puzzle.Hint{}, err
	}
	if pos.board.Won() {
		return puzzle.Hint{Verdict: puzzle.Solved, Reason: "one dot, in the middle: won"}, nil
	}
	moves, ok := t.Solve(pos.board)
	if !ok {
		return puzzle.Hint{Verdict: puzzle.NoWin, Remaining: -1,
			Reason: "no set of flips wins: this board fails a parity check that every flip keeps"}, nil
	}
	h := puzzle.Hint{Verdict: puzzle.Solved, Move: moves[0].Name(), Remaining: len(moves),
		Reason: fmt.Sprintf("%s is in the one set of blocks that wins, in any order", moves[0].Name())}
	for _, c := range moves {
		h.Line = append(h.Line, c.Name())
	}
	return h, nil
}

// UpgradeParams (puzzle.Upgrader): New after a game with an even size's old middle (i4) draws a game
// with the seed's middle (i4v2); other parameters are kept as they are.
func (backend) UpgradeParams(params string) string {
	if p, err := rules.ParseParams(params); err == nil {
		return rules.New(p.Size).String()
	}
	return params
}

// ProofLine says in one sentence what was computed for one size.
func ProofLine(pr Proof) string {
	e := pr.Size.Edge()
	uniq := "so every winnable board has exactly one solution"
	if !pr.Unique {
		uniq = "so solutions are not unique"
	}
	dot := "no single dot elsewhere is reachable"
	if pr.SingleDotElsewhere {
		dot = fmt.Sprintf("single dots are reachable at %v", pr.SingleDotsReachable)
	}
	return fmt.Sprintf("%d×%d: rank %d of %d moves, %s; %d parity checks; %s.",
		e, e, pr.Rank, pr.Moves, uniq, pr.Checks, dot)
}

// Position is one Flip board. It is immutable.
type Position struct {
	board rules.Board
	last  rules.Cell // the move that led here, if played
	moved bool
}

// NewPosition wraps a board as a position.
func NewPosition(b rules.Board) Position { return Position{board: b.Clone()} }

// Board is a copy of the position's board.
func (p Position) Board() rules.Board { return p.board.Clone() }

// Size is the interior size.
func (p Position) Size() rules.Size { return p.board.Size() }

// Dot reports whether cell c holds a dot.
func (p Position) Dot(c rules.Cell) bool { return p.board.Dot(c) }

// Middle is the cell where the target's single dot lies, for the scene to mark.
func (p Position) Middle() rules.Cell { return p.board.Middle() }

// Last is the move that led to this position, for a scene to animate; false for a new or decoded game.
func (p Position) Last() (rules.Cell, bool) { return p.last, p.moved }

// Params is the game-ID parameters, e.g. i3 or i4v2 (i4 for an old game's middle).
func (p Position) Params() string { return p.board.Params().String() }

// Desc is the board's text form.
func (p Position) Desc() string { return p.board.Format() }

// Play flips the block of the named interior cell, e.g. "b2".
func (p Position) Play(move string) (puzzle.Position, error) {
	c, err := rules.ParseCell(p.board.Size(), move)
	if err != nil {
		return nil, err
	}
	b := p.board.Clone()
	if err := b.Flip(c); err != nil {
		return nil, err
	}
	return Position{board: b, last: c, moved: true}, nil
}

// Status is Won when the board is the target. Boards that cannot be won (only typed-in ones) are still
// Playing: the hint says why there is no win.
func (p Position) Status() puzzle.Status {
	if p.board.Won() {
		return puzzle.Won
	}
	return puzzle.Playing
}
