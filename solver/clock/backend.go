package clock

import (
	"context"
	"errors"
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
var Backend puzzle.Backend = &backend{puzzle.Adapter[gameParams, Position]{
	Params: func(params string) (gameParams, error) {
		z, random, err := rules.ParseGameParams(params)
		return gameParams{z, random}, err
	},
	New: generate,
	// Decode reads a specific position; parameters with the random suffix are read as the size alone.
	Read: func(p gameParams, desc string) (Position, error) {
		c, err := rules.ParseDesc(p.size, desc)
		return Position{clock: c}, err
	},
	Wrap: func(_ gameParams, p Position) puzzle.Position { return p },
}}

// LineLimit is the longest optimal line a hint carries whole; longer lines are played move by move.
const LineLimit = 2000

type backend struct {
	puzzle.Adapter[gameParams, Position]
}

// gameParams are a game ID's parameters: the size, and whether a new game is a random point on the
// line (the suffix rules.RandomSuffix) rather than the classic start.
type gameParams struct {
	size   rules.Size
	random bool
}

// Info declares the puzzle: its name, presets, rules and worked example come from the rules package.
func (backend) Info() puzzle.Info { return rules.Info }

// generate makes a new game: with the start suffix the classic start (after the machine's first
// turn), otherwise a random point on the optimal line drawn from the seed. Both need no table.
func generate(p gameParams, seed uint64) (Position, error) {
	if !p.random {
		c, steps := rules.Begin(p.size)
		return Position{clock: c, steps: steps}, nil
	}
	c, err := RandomPoint(context.Background(), p.size, seed)
	if err != nil {
		return Position{}, err
	}
	return Position{clock: c}, nil
}

// Hint answers from the line, with no table: the move is read off the view and the moves left are
// counted from the view's place (line.go). A view typed in where the machine would raise lies off the
// line, but both of its moves lead onto it (every view where the player moves is on the line), so its
// hint is the better of the two counted from there. Both stop with ctx's error once ctx is cancelled
// and step the pacer so the browser keeps drawing. The table (For) is left to Solve.
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
	if c.Turn() != rules.Player {
		return puzzle.Hint{}, errors.New("clock: the solver answers on the player's turn; let the machine play first")
	}
	if m, ok := Forward(c); ok {
		return lineHint(ctx, c, m)
	}
	return offLineHint(ctx, c)
}

// lineHint is the hint on the optimal line: m keeps to it.
func lineHint(ctx context.Context, c rules.Clock, m rules.Move) (puzzle.Hint, error) {
	left, err := lineRemaining(ctx, c)
	if err != nil {
		return puzzle.Hint{}, err
	}
	more := 0
	if m != rules.Zero {
		// Zeroing goes back along the line: to the same point or one farther from the end.
		back, _, _ := c.Play(rules.Zero)
		if more, err = lineRemaining(ctx, back); err != nil {
			return puzzle.Hint{}, err
		}
	}
	return hint(c, m, left, more+1)
}

// offLineHint is the hint for a view off the line: one move, then the line from wherever it leads
// (0 first when both are as short).
func offLineHint(ctx context.Context, c rules.Clock) (puzzle.Hint, error) {
	var left [2]int
	for i, m := range [2]rules.Move{rules.Zero, rules.Pass} {
		next, _, err := c.Play(m)
		if err != nil {
			return puzzle.Hint{}, err
		}
		if !OnLine(next) {
			return puzzle.Hint{}, fmt.Errorf("clock: %v from %s left the line", m, c.Desc()) // cannot happen
		}
		if left[i], err = lineRemaining(ctx, next); err != nil {
			return puzzle.Hint{}, err
		}
	}
	if left[0] <= left[1] {
		return hint(c, rules.Zero, left[0]+1, 0)
	}
	return hint(c, rules.Pass, left[1]+1, left[0]+1)
}

// hint is the hint for move m from c, which wins in left moves; for a pass, zeroing would need
// zeroed moves. The line rides along when it is short enough.
func hint(c rules.Clock, m rules.Move, left, zeroed int) (puzzle.Hint, error) {
	h := puzzle.Hint{Verdict: puzzle.Solved, Move: m.String(), Remaining: left}
	under := c.Digit(c.Hand())
	if m == rules.Zero {
		h.Reason = fmt.Sprintf("zeroing the %d keeps to the shortest win", under)
	} else {
		h.Reason = fmt.Sprintf("passing keeps to the shortest win; zeroing the %d would take %s", under, puzzle.Plural(zeroed, "move", "moves"))
	}
	next, _, _ := c.Play(m)
	remember(next, left-1)
	if left <= LineLimit {
		h.Line = append(h.Line, m.String())
		d := next
		for i := 1; i < left; i++ {
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

// WalkLine plays the optimal line from p to the win without a search and hands each move to yield:
// the line the hints would play, however long (game/session's Solve and quintet-solve's solve --id
// use it instead of asking hint after hint). A view typed in off the line takes the hint's first move,
// which leads onto it. It stops with yield's error, or ctx's once ctx is cancelled.
func (backend) WalkLine(ctx context.Context, p puzzle.Position, yield func(move string) error) error {
	pos, ok := p.(Position)
	if !ok {
		return fmt.Errorf("clock: not a Clock position: %T", p)
	}
	c := pos.clock
	if c.Won() {
		return nil
	}
	if c.Turn() != rules.Player {
		return errors.New("clock: the solver answers on the player's turn; let the machine play first")
	}
	if _, ok := Forward(c); !ok {
		h, err := offLineHint(ctx, c)
		if err != nil {
			return err
		}
		if err := yield(h.Move); err != nil {
			return err
		}
		if c, _, err = c.Play(rules.Move(h.Move[0])); err != nil {
			return err
		}
	}
	_, err := WalkLine(ctx, c, func(m rules.Move) error { return yield(m.String()) })
	return err
}
