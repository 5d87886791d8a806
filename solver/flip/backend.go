package flip

import (
	"context"
	"fmt"
	"strings"

	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
)

// Backend is Flip as the midend sees it. Game IDs are flip:i3#seed (a random game of interior size 3,
// a 5×5 board; plain flip:3#seed is read the same way) and flip:i3:-----/-ooo-/-o-o-/-ooo-/----- (a
// specific board in the text form). Moves are interior cell names such as b2.
//
// Decode accepts any board of the right size, even one no set of flips can win, so that a player can
// type in a position and explore; Hint then answers NoWin with the reason, and Status stays Playing.
// Generated games are always winnable.
var Backend puzzle.Backend = backend{}

// PresetSizes are the interior sizes offered in the menu, the default first.
var PresetSizes = rules.PresetSizes

type backend struct{}

// Info declares the puzzle: its name, presets and help text come from the rules package.
func (backend) Info() puzzle.Info {
	i := rules.Info
	i.Rules = rulesHelp()
	return i
}

func (backend) Presets() []puzzle.Preset {
	out := make([]puzzle.Preset, 0, len(PresetSizes))
	for _, s := range PresetSizes {
		out = append(out, puzzle.Preset{
			Name:   fmt.Sprintf("%d×%d (interior %d)", s.Edge(), s.Edge(), int(s)),
			Params: s.Params(),
		})
	}
	return out
}

func (backend) Generate(params string, seed uint64) (puzzle.Position, error) {
	s, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	b, err := rules.Generate(s, seed)
	if err != nil {
		return nil, err
	}
	return Position{board: b}, nil
}

func (backend) Decode(params, desc string) (puzzle.Position, error) {
	s, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	b, err := rules.ParseBoardSize(s, desc)
	if err != nil {
		return nil, err
	}
	return Position{board: b}, nil
}

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
		Reason: fmt.Sprintf("unique solution over GF(2): %d %s", len(moves), plural(len(moves), "flip", "flips"))}
	for _, c := range moves {
		h.Line = append(h.Line, c.Name())
	}
	return h, nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// rulesHelp is the help text with the proofs computed for the menu sizes.
func rulesHelp() string {
	var sb strings.Builder
	sb.WriteString(rulesText)
	sb.WriteString("\n\nComputed when this help was opened:")
	for s := rules.Size(2); s <= 9; s++ {
		pr, err := Prove(context.Background(), s)
		if err != nil {
			fmt.Fprintf(&sb, "\n%d×%d: not computed (%v)", s.Edge(), s.Edge(), err)
			continue
		}
		sb.WriteString("\n" + ProofLine(pr))
	}
	fmt.Fprintf(&sb, "\n\nA game ID may ask for any interior size from %d to %d; the same computation runs for that size when it is played, and the project's tests run it for every one.",
		rules.MinInterior, rules.MaxInterior)
	return sb.String()
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

const rulesText = `The board is a square of dots and dashes with an outer ring. Choose a cell inside the ring (click it, or type its name such as b2 and press Enter): the 3×3 block centred on it flips, every dot becoming a dash and every dash a dot. Blocks may reach into the ring. You win when exactly one dot is left, in the middle cell (marked). A single dot anywhere else is not a win. The arrow keys move a cursor over the cells inside the ring, and Enter or Space flips the block it is on. To type a name that starts with a shortcut letter (h8, n12), type ' first.

Columns inside the ring are named by letters from a, rows by numbers from 1 at the top. On an even board the "middle" is the upper-left of the four central cells.

Flips commute and a block flipped twice is back as it was, so all that matters is which set of blocks you flip, each once. Write a board as a vector of bits, one per cell; then flipping a set of blocks adds (mod 2) the sum of their blocks. This is a linear map over the field with two elements, GF(2), from sets of interior cells to boards.

Theorem 1: you cannot win in fewer moves than the hint says. The game computes the rank of the move map by Gaussian elimination over GF(2), and finds it equal to the number of interior cells: no two different sets of flips give the same board. So a winnable board has exactly one winning set, and every win flips at least those blocks; the hint's count is that set's size. The hint's first move is that set's first cell by row, then column.

Theorem 2: a single dot can never be left anywhere but the middle. The same elimination yields parity checks: sums of cells that no flip changes, one for each cell beyond the rank. The game checks each board with a single dot outside the middle against them, and each one fails a check the target passes, so no sequence of flips goes from one to the other.`

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
func (p Position) Middle() rules.Cell { return p.board.Size().Middle() }

// Last is the move that led to this position, for a scene to animate; false for a new or decoded game.
func (p Position) Last() (rules.Cell, bool) { return p.last, p.moved }

// Params is the game-ID parameters, e.g. i3.
func (p Position) Params() string { return p.board.Size().Params() }

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
