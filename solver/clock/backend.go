package clock

import (
	"context"
	"fmt"

	"quintet/game/session"
	rules "quintet/rules/clock"
)

// Backend is Clock as the midend sees it. Game IDs are clock:n4k2#seed (the start of that size; the
// seed changes nothing, since every size has one start) and clock:n4k2:0101h3 (the numbers clockwise
// from position 0, then 'h' and the hand's position, the player to move).
var Backend session.Backend = backend{}

// LineLimit is the longest optimal line a hint carries whole; longer lines are played move by move.
const LineLimit = 2000

type backend struct{}

func (backend) Name() string  { return "clock" }
func (backend) Title() string { return "Clock" }

func (backend) Presets() []session.Preset {
	return []session.Preset{
		{Name: "4 numbers up to 2 (classic, 48 moves)", Params: "n4k2"},
		{Name: "5 numbers up to 3 (672 moves)", Params: "n5k3"},
		{Name: "6 numbers up to 4 (10,868 moves)", Params: "n6k4"},
		{Name: "8 numbers up to 5 (1,247,888 moves)", Params: "n8k5"},
	}
}

// Generate is the start of the size: the machine has made its first turn. The seed is ignored.
func (backend) Generate(params string, seed uint64) (session.Position, error) {
	z, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	c, steps := rules.Begin(z)
	return Position{clock: c, steps: steps}, nil
}

func (backend) Decode(params, desc string) (session.Position, error) {
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

func (backend) Hint(ctx context.Context, p session.Position) (session.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return session.Hint{}, fmt.Errorf("clock: not a Clock position: %T", p)
	}
	t, err := For(ctx, pos.clock.Size())
	if err != nil {
		return session.Hint{}, err
	}
	c := pos.clock
	if c.Won() {
		return session.Hint{Verdict: session.Solved, Reason: "every number is 0: won"}, nil
	}
	m, left, ok, err := t.Best(c)
	if err != nil {
		return session.Hint{}, err
	}
	if !ok {
		return session.Hint{Verdict: session.NoWin, Remaining: -1,
			Reason: "no sequence of moves clears the clock from here"}, nil
	}
	h := session.Hint{Verdict: session.Solved, Move: m.String(), Remaining: left}
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
			return session.Hint{}, err
		}
		for _, m := range line {
			h.Line = append(h.Line, m.String())
		}
	}
	return h, nil
}

func (backend) Rules() string {
	return `Numbers sit around a clock face, each between 0 and k, and a hand points at one of them. You win when every number on the clock is 0.

On your turn the number under the hand is never 0. Zero it (key 0) or pass (key X); either way the hand then moves one place clockwise. If it lands on a k it is your turn again; otherwise the machine plays.

The machine raises numbers by a fixed rule, "prefer the maximum": it reads the clock from the hand, imagines the number under the hand one higher, and raises it (the hand then moves on) only if that reading, started from the first non-zero number before the hand, is the largest of all the ways to read the clock around. That is the rule that writes out a de Bruijn sequence, every pattern of numbers in turn, largest first. When the rule says no, it is your turn; but over a 0 the machine first moves the hand on and looks again.

The hint is exact. The machine never chooses, so the game is a fixed map from each view of the clock (the numbers read from the hand) and each of your two moves to the next view where you move. The solver walks that map backwards from the cleared clock, breadth first, once for each size, and so knows the fewest moves that win from every view. The hint is the first move of the shortest win; when both moves are equally short it prefers zeroing, which makes the whole line the first shortest one when 0 comes before X.

Optimal games are long: 48 moves for 4 numbers up to 2, and more than a million for 8 numbers up to 5, because the machine gets to write out most of its sequence before the clock can be cleared.`
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
func (p Position) Play(move string) (session.Position, error) {
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
func (p Position) Status() session.Status {
	if p.clock.Won() {
		return session.Won
	}
	return session.Playing
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}
