package clock

import (
	"context"
	"fmt"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
)

// Backend is Clock as the midend sees it. Game IDs are clock:n4k2#seed (the start of that size; the
// seed changes nothing, since every size has one start) and clock:n4k2:0101h3 (the numbers clockwise
// from position 0, then 'h' and the hand's position, the player to move).
var Backend puzzle.Backend = backend{}

// LineLimit is the longest optimal line a hint carries whole; longer lines are played move by move.
const LineLimit = 2000

type backend struct{}

// Info declares the puzzle: its name, presets and help text come from the rules package.
func (backend) Info() puzzle.Info {
	i := rules.Info
	i.Rules = rules.Help
	return i
}

// Generate is the start of the size: the machine has made its first turn. The seed is ignored.
func (backend) Generate(params string, seed uint64) (puzzle.Position, error) {
	z, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	c, steps := rules.Begin(z)
	return Position{clock: c, steps: steps}, nil
}

func (backend) Decode(params, desc string) (puzzle.Position, error) {
	z, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	c, err := rules.ParseDesc(z, desc)
	if err != nil {
		return nil, err
	}
	return Position{clock: c}, nil
}

func (backend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("clock: not a Clock position: %T", p)
	}
	t, err := For(ctx, pos.clock.Size())
	if err != nil {
		return puzzle.Hint{}, err
	}
	c := pos.clock
	if c.Won() {
		return puzzle.Hint{Verdict: puzzle.Solved, Reason: "every number is 0: won"}, nil
	}
	m, left, ok, err := t.Best(c)
	if err != nil {
		return puzzle.Hint{}, err
	}
	if !ok {
		return puzzle.Hint{Verdict: puzzle.NoWin, Remaining: -1,
			Reason: "no sequence of moves clears the clock from here"}, nil
	}
	h := puzzle.Hint{Verdict: puzzle.Solved, Move: m.String(), Remaining: left}
	under := c.Digit(c.Hand())
	if m == rules.Zero {
		h.Reason = fmt.Sprintf("zero the %d: the shortest win takes %d moves", under, left)
	} else {
		after, _, _ := c.Play(rules.Zero)
		if z, zok, _ := t.Remaining(after); zok {
			h.Reason = fmt.Sprintf("pass: zeroing the %d would need %d moves, passing wins in %d", under, z+1, left)
		} else {
			h.Reason = fmt.Sprintf("pass: zeroing the %d leads nowhere, passing wins in %d", under, left)
		}
	}
	if left <= LineLimit {
		line, _, err := t.Line(c, LineLimit)
		if err != nil {
			return puzzle.Hint{}, err
		}
		for _, m := range line {
			h.Line = append(h.Line, m.String())
		}
	}
	return h, nil
}

// Position is one Clock position: the player to move, or won. It is immutable.
type Position struct {
	clock rules.Clock
	steps []rules.Step
}

// NewPosition wraps a clock (the player's turn, or won) as a position.
func NewPosition(c rules.Clock) Position { return Position{clock: c} }

// Clock is the position's clock.
func (p Position) Clock() rules.Clock { return p.clock }

// Digits are the numbers clockwise from position 0.
func (p Position) Digits() []int { return p.clock.Digits() }

// Hand is the position the hand points at.
func (p Position) Hand() int { return p.clock.Hand() }

// View is the clock read from the hand clockwise.
func (p Position) View() []int { return p.clock.View() }

// Turn is whose move it is: rules.Player, or rules.Over once won.
func (p Position) Turn() rules.Turn { return p.clock.Turn() }

// Steps are the changes that led here from the previous position, in order — the player's zero and
// hand move, then each of the machine's raises, hand moves and turn changes — for a scene to animate.
// For a new game they are the machine's opening turn; for a decoded position there are none.
func (p Position) Steps() []rules.Step { return append([]rules.Step(nil), p.steps...) }

// Params is the game-ID parameters, e.g. n4k2.
func (p Position) Params() string { return p.clock.Size().Params() }

// Desc is the game-ID description, e.g. 0101h3.
func (p Position) Desc() string { return p.clock.Desc() }

// Play applies "0" (zero) or "X" (pass) and the machine's answer.
func (p Position) Play(move string) (puzzle.Position, error) {
	var m rules.Move
	switch move {
	case "0":
		m = rules.Zero
	case "X", "x":
		m = rules.Pass
	default:
		return nil, fmt.Errorf("move %q: want 0 (zero) or X (pass)", clip(move))
	}
	c, steps, err := p.clock.Play(m)
	if err != nil {
		return nil, err
	}
	return Position{clock: c, steps: steps}, nil
}

// Status is Won once every number is 0.
func (p Position) Status() puzzle.Status {
	if p.clock.Won() {
		return puzzle.Won
	}
	return puzzle.Playing
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}
