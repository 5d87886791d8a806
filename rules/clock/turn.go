package clock

import "fmt"

// StepKind names one visible change of the clock, so a scene can animate a turn step by step.
type StepKind int8

const (
	// StepZero: the player set the number under the hand to 0.
	StepZero StepKind = iota
	// StepRaise: the machine raised the number under the hand by one.
	StepRaise
	// StepHand: the hand moved one place clockwise.
	StepHand
	// StepPlayer: the turn passed to the player.
	StepPlayer
	// StepMachine: the turn passed to the machine.
	StepMachine
	// StepWon: every number is 0; the player has won.
	StepWon
)

func (k StepKind) String() string {
	switch k {
	case StepZero:
		return "zero"
	case StepRaise:
		return "raise"
	case StepHand:
		return "hand"
	case StepPlayer:
		return "player"
	case StepMachine:
		return "machine"
	}
	return "won"
}

// Step is one change during a turn: what happened, where (the absolute position raised or zeroed, or
// the hand's new position), and the clock right after it.
type Step struct {
	Kind  StepKind
	At    int
	After Clock
}

// moveHand moves the hand one place clockwise; the turn goes to the player iff the number now under
// the hand is k (the spec's hand-move rule).
func (c *Clock) moveHand(steps []Step) []Step {
	c.hand = int8((int(c.hand) + 1) % c.size.N)
	before := c.turn
	if int(c.digits[c.hand]) == c.size.K {
		c.turn = Player
	} else {
		c.turn = Machine
	}
	steps = append(steps, Step{Kind: StepHand, At: int(c.hand), After: *c})
	return c.turnChange(before, steps)
}

func (c *Clock) turnChange(before Turn, steps []Step) []Step {
	if c.turn == before {
		return steps
	}
	kind := StepMachine
	if c.turn == Player {
		kind = StepPlayer
	}
	return append(steps, Step{Kind: kind, At: int(c.hand), After: *c})
}

// Last is the machine's rule on this clock's view.
func (c Clock) Last() bool { return Last(c.View(), c.size.K) }

// MachineTurn plays the machine until it is the player's turn or the game is won, and returns the new
// clock with every step. On a clock where the machine is not to move it returns c unchanged.
func (c Clock) MachineTurn() (Clock, []Step) {
	var steps []Step
	// It ends: raises only add (at most N·K of them) and between two raises the hand can pass at most
	// N−1 zeros, since a full circle of zeros would be a won clock.
	for c.turn == Machine {
		switch {
		case c.AllZero():
			c.turn = Over
			steps = append(steps, Step{Kind: StepWon, At: int(c.hand), After: c})
		case c.Last():
			c.digits[c.hand]++
			steps = append(steps, Step{Kind: StepRaise, At: int(c.hand), After: c})
			steps = c.moveHand(steps)
		case c.digits[c.hand] != 0:
			c.turn = Player
			steps = append(steps, Step{Kind: StepPlayer, At: int(c.hand), After: c})
		default:
			steps = c.moveHand(steps)
		}
	}
	return c, steps
}

// Play applies the player's move and then the machine's answer, and returns the new clock with every
// step (the player's own first). It is an error if it is not the player's turn or m is not a move.
func (c Clock) Play(m Move) (Clock, []Step, error) {
	switch {
	case c.turn == Over:
		return c, nil, ErrGameOver
	case c.turn != Player:
		return c, nil, ErrNotPlayersTurn
	case m != Zero && m != Pass:
		return c, nil, ErrBadMove
	}
	var steps []Step
	if m == Zero {
		c.digits[c.hand] = 0
		steps = append(steps, Step{Kind: StepZero, At: int(c.hand), After: c})
	}
	if c.AllZero() {
		// The hand still moves (it is part of the move), but the game is over.
		c.hand = int8((int(c.hand) + 1) % c.size.N)
		c.turn = Over
		steps = append(steps, Step{Kind: StepHand, At: int(c.hand), After: c})
		steps = append(steps, Step{Kind: StepWon, At: int(c.hand), After: c})
		return c, steps, nil
	}
	steps = c.moveHand(steps) // the turn stays the player's only if the hand lands on K
	c, more := c.MachineTurn()
	return c, append(steps, more...), nil
}

// MoveError is a bad move string: which character, where (counting from 1) and why.
type MoveError struct {
	Pos  int    // 1-based position in the string
	Char string // the offending character, quoted
	Why  string
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %d (%s): %s", e.Pos, e.Char, e.Why)
}

// ParseMoves reads a move string such as "0X0": each character is 0 (zero) or X (pass). Lower-case x
// is accepted too.
func ParseMoves(s string) ([]Move, error) {
	moves := make([]Move, 0, len(s))
	for _, r := range s {
		switch r {
		case '0':
			moves = append(moves, Zero)
		case 'X', 'x':
			moves = append(moves, Pass)
		default:
			return nil, &MoveError{Pos: len(moves) + 1, Char: fmt.Sprintf("%q", r), Why: "a move is 0 (zero) or X (pass)"}
		}
	}
	return moves, nil
}

// FormatMoves writes moves as a move string.
func FormatMoves(moves []Move) string {
	b := make([]byte, len(moves))
	for i, m := range moves {
		b[i] = byte(m)
	}
	return string(b)
}

// PlayMoves plays a whole move string from c, stopping at the first move that cannot be played; the
// error then names it (counting from 1), including a move after the win.
func (c Clock) PlayMoves(moves []Move) (Clock, error) {
	for i, m := range moves {
		next, _, err := c.Play(m)
		if err != nil {
			return c, &MoveError{Pos: i + 1, Char: fmt.Sprintf("%q", rune(m)), Why: err.Error()}
		}
		c = next
	}
	return c, nil
}
