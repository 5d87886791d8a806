package clock

import (
	"context"
	"fmt"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
)

// Backend is Clock as the midend sees it. Game IDs:
//   - clock:n4k2#seed — the classic start of that size (the seed changes nothing; the menu's first
//     preset, and what such IDs have always meant);
//   - clock:n4k2r#seed — a random point on the optimal line of that size, chosen by the seed (the
//     player's view somewhere in the first three quarters of the line, so at least a quarter of it
//     is left), with the hand at a random place;
//   - clock:n4k2:0101h3 — a specific position: the numbers clockwise from position 0, then 'h' and the
//     hand's position, the player to move. A position's own parameters are its size alone, so a saved
//     ID never carries the 'r'.
var Backend puzzle.Backend = backend{}

// LineLimit is the longest optimal line a hint carries whole; longer lines are played move by move.
const LineLimit = 2000

type backend struct{}

// Info declares the puzzle: its name, presets, rules and worked example come from the rules package.
func (backend) Info() puzzle.Info { return rules.Info }

// Generate makes a new game: with the start suffix the classic start (after the machine's first
// turn), otherwise a random point on the optimal line drawn from the seed. Both need no table.
func (backend) Generate(params string, seed uint64) (puzzle.Position, error) {
	z, random, err := rules.ParseGameParams(params)
	if err != nil {
		return nil, err
	}
	if !random {
		c, steps := rules.Begin(z)
		return Position{clock: c, steps: steps}, nil
	}
	c, err := RandomPoint(context.Background(), z, seed)
	if err != nil {
		return nil, err
	}
	return Position{clock: c}, nil
}

// Decode reads a specific position; parameters with the random suffix are read as the size alone.
func (backend) Decode(params, desc string) (puzzle.Position, error) {
	z, _, err := rules.ParseGameParams(params)
	if err != nil {
		return nil, err
	}
	c, err := rules.ParseDesc(z, desc)
	if err != nil {
		return nil, err
	}
	return Position{clock: c}, nil
}

// Hint answers from the line for every position reached by play (no table: the move is read off the
// view, the moves left are counted, see line.go) and from the size's table only for a view typed in
// where the machine would raise, which lies off the line. Both stop with ctx's error once ctx is
// cancelled and step the pacer so the browser keeps drawing.
func (backend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("clock: not a Clock position: %T", p)
	}
	if err := ctx.Err(); err != nil {
		return puzzle.Hint{}, err
	}
	c := pos.clock
	if c.Won() {
		return puzzle.Hint{Verdict: puzzle.Solved, Reason: "every number is 0: won"}, nil
	}
	if m, ok := Forward(c); ok {
		return lineHint(ctx, c, m)
	}
	return tableHint(ctx, c)
}

// lineHint is the hint on the optimal line: m keeps to it.
func lineHint(ctx context.Context, c rules.Clock, m rules.Move) (puzzle.Hint, error) {
	left, err := lineRemaining(ctx, c)
	if err != nil {
		return puzzle.Hint{}, err
	}
	h := puzzle.Hint{Verdict: puzzle.Solved, Move: m.String(), Remaining: left}
	under := c.Digit(c.Hand())
	if m == rules.Zero {
		h.Reason = fmt.Sprintf("zeroing the %d keeps to the shortest win", under)
	} else {
		// Zeroing goes back along the line: to the same point or one farther from the end.
		back, _, _ := c.Play(rules.Zero)
		more, err := lineRemaining(ctx, back)
		if err != nil {
			return puzzle.Hint{}, err
		}
		h.Reason = fmt.Sprintf("passing keeps to the shortest win; zeroing the %d would take %s", under, puzzle.Plural(more+1, "move", "moves"))
	}
	next, _, _ := c.Play(m)
	remember(next, left-1)
	if left <= LineLimit {
		d := c
		for i := 0; i < left; i++ {
			m, ok := Forward(d)
			if !ok {
				break
			}
			h.Line = append(h.Line, m.String())
			d, _, _ = d.Play(m)
		}
		if !d.Won() || len(h.Line) != left {
			return puzzle.Hint{}, fmt.Errorf("clock: the walk along the line from %s did not win in %d moves", c.Desc(), left) // cannot happen
		}
	}
	return h, nil
}

// tableHint is the hint for a position off the line, from the size's table.
func tableHint(ctx context.Context, c rules.Clock) (puzzle.Hint, error) {
	t, err := For(ctx, c.Size())
	if err != nil {
		return puzzle.Hint{}, err
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
		h.Reason = fmt.Sprintf("zeroing the %d keeps to the shortest win", under)
	} else {
		after, _, _ := c.Play(rules.Zero)
		if z, zok, _ := t.Remaining(after); zok {
			h.Reason = fmt.Sprintf("passing keeps to the shortest win; zeroing the %d would take %s", under, puzzle.Plural(z+1, "move", "moves"))
		} else {
			h.Reason = fmt.Sprintf("passing is the only way to win; zeroing the %d leads to no win", under)
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

// RenewParams: New after a classic start draws a random point on the same size's line.
func (backend) RenewParams(params string) string {
	if _, random, err := rules.ParseGameParams(params); err == nil && !random {
		return params + rules.RandomSuffix
	}
	return params
}
