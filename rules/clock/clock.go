// Package clock holds the rules of Clock (spec: clock.md): numbers 0..k around a clock face, a hand, a
// machine that raises numbers by the "prefer the maximum" rule, and a player who knocks them down to
// zero. The player wins when every number is 0.
//
// Every rule reads the clock from the hand clockwise (the view), so two clocks with the same view play
// the same. The package is pure: no I/O, no Ebitengine.
package clock

import (
	"errors"
	"fmt"
)

// Limits on the size of a clock. The solver keeps a table with one entry per view, and there are
// (k+1)^n views, so the size is bounded by MaxViews rather than by n alone.
const (
	MinN     = 2
	MaxN     = 16
	MinK     = 1
	MaxK     = 9
	MaxViews = 1 << 24 // 16.7M views: the solver's table for n = 8, k = 7 is about 61 MB
)

// Default size: the classic four numbers from 0 to 2.
const (
	DefaultN = 4
	DefaultK = 2
)

// Size is the shape of a clock: N numbers, each between 0 and K.
type Size struct {
	N, K int
}

// NewSize checks n and k and returns the size, or an error that says which one is out of range.
func NewSize(n, k int) (Size, error) {
	if n < MinN || n > MaxN {
		return Size{}, fmt.Errorf("n = %d is out of range: a clock has %d to %d numbers", n, MinN, MaxN)
	}
	if k < MinK || k > MaxK {
		return Size{}, fmt.Errorf("k = %d is out of range: the largest number is %d to %d", k, MinK, MaxK)
	}
	z := Size{N: n, K: k}
	if z.Views() > MaxViews {
		return Size{}, fmt.Errorf("n = %d, k = %d is too large: (k+1)^n = %d views, the solver serves at most %d", n, k, z.Views(), MaxViews)
	}
	return z, nil
}

// Views is the number of different views, (K+1)^N; for sizes NewSize refuses it may saturate.
func (z Size) Views() int {
	v := 1
	for i := 0; i < z.N; i++ {
		v *= z.K + 1
		if v > 1<<40 {
			return v
		}
	}
	return v
}

// Turn says who moves next.
type Turn int8

const (
	// Machine: the machine is raising numbers.
	Machine Turn = iota
	// Player: the player chooses Zero or Pass.
	Player
	// Over: every number is 0; the player has won.
	Over
)

func (t Turn) String() string {
	switch t {
	case Machine:
		return "machine"
	case Player:
		return "player"
	}
	return "over"
}

// Move is one of the player's two moves.
type Move byte

const (
	// Zero sets the number under the hand to 0, then the hand moves.
	Zero Move = '0'
	// Pass only moves the hand.
	Pass Move = 'X'
)

func (m Move) String() string { return string(rune(m)) }

// Errors returned by Play.
var (
	ErrNotPlayersTurn = errors.New("it is not the player's turn")
	ErrGameOver       = errors.New("the game is already won")
	ErrBadMove        = errors.New("a move is 0 (zero) or X (pass)")
)

// Clock is one position: the absolute digits, the hand and whose turn it is. It is a value; every
// method that changes it returns a new Clock.
type Clock struct {
	size   Size
	digits [MaxN]int8
	hand   int8
	turn   Turn
}

// Start is the opening position, before the machine's first turn: all zeros except a 1 just
// counter-clockwise of the hand (view (0, …, 0, 1)), hand at 0, the machine to move.
func Start(z Size) Clock {
	c := Clock{size: z, turn: Machine}
	c.digits[z.N-1] = 1
	return c
}

// Begin is the opening position after the machine's first turn, with the machine's steps: the
// position the player first sees.
func Begin(z Size) (Clock, []Step) {
	return Start(z).MachineTurn()
}

// New builds a clock from absolute digits and a hand. The turn follows from the digits: Over if all are
// 0, the player's if the number under the hand is not 0. A 0 under the hand (with some number not 0)
// would be the machine's turn, which is never a position the player sees, so New refuses it.
func New(z Size, digits []int, hand int) (Clock, error) {
	if _, err := NewSize(z.N, z.K); err != nil {
		return Clock{}, err
	}
	if len(digits) != z.N {
		return Clock{}, fmt.Errorf("%d numbers given, the clock has %d", len(digits), z.N)
	}
	if hand < 0 || hand >= z.N {
		return Clock{}, fmt.Errorf("hand %d is off the clock (0..%d)", hand, z.N-1)
	}
	c := Clock{size: z, hand: int8(hand)}
	for i, d := range digits {
		if d < 0 || d > z.K {
			return Clock{}, fmt.Errorf("number %d at position %d is not between 0 and %d", d, i, z.K)
		}
		c.digits[i] = int8(d)
	}
	switch {
	case c.AllZero():
		c.turn = Over
	case c.digits[hand] == 0:
		return Clock{}, fmt.Errorf("the number under the hand (position %d) is 0: the player never moves there", hand)
	default:
		c.turn = Player
	}
	return c, nil
}

// Size is the clock's size.
func (c Clock) Size() Size { return c.size }

// Digits returns the numbers clockwise from position 0 (a fresh slice).
func (c Clock) Digits() []int {
	d := make([]int, c.size.N)
	for i := range d {
		d[i] = int(c.digits[i])
	}
	return d
}

// Digit is the number at absolute position i.
func (c Clock) Digit(i int) int { return int(c.digits[i]) }

// Hand is the position the hand points at.
func (c Clock) Hand() int { return int(c.hand) }

// Turn says who moves next.
func (c Clock) Turn() Turn { return c.turn }

// Won reports whether every number is 0.
func (c Clock) Won() bool { return c.turn == Over }

// AllZero reports whether every number is 0.
func (c Clock) AllZero() bool {
	for i := 0; i < c.size.N; i++ {
		if c.digits[i] != 0 {
			return false
		}
	}
	return true
}

// View is the clock read from the hand clockwise: View()[i] = Digits()[(Hand()+i) mod N].
func (c Clock) View() []int {
	v := make([]int, c.size.N)
	for i := range v {
		v[i] = int(c.digits[(int(c.hand)+i)%c.size.N])
	}
	return v
}

// ViewIndex encodes the view in base K+1 with the number under the hand as the lowest digit:
// Σ View()[i]·(K+1)^i. The solver indexes its tables by it.
func (c Clock) ViewIndex() int {
	x := 0
	for i := c.size.N - 1; i >= 0; i-- {
		x = x*(c.size.K+1) + int(c.digits[(int(c.hand)+i)%c.size.N])
	}
	return x
}

// ViewOf decodes a view index (see ViewIndex) into the view.
func ViewOf(z Size, index int) []int {
	v := make([]int, z.N)
	for i := range v {
		v[i] = index % (z.K + 1)
		index /= z.K + 1
	}
	return v
}

// Last is the machine's rule last(s) for a view s of a clock whose largest number is k, written as in
// the spec: raise s[0] by one to get s', walk back from the hand over the zeros just before it to
// position j, and answer whether N_j, the number read counter-clockwise from just before j, is the
// largest of the N_r over all rotations r.
func Last(view []int, k int) bool {
	n := len(view)
	s := make([]int, n)
	copy(s, view)
	s[0]++
	at := func(i int) int { return s[((i%n)+n)%n] }
	j := 0
	for at(j-1) == 0 { // stops: s[0] ≥ 1
		j--
	}
	number := func(r int) int {
		v := 0
		for i := 1; i <= n; i++ {
			v = v*(k+1) + at(r-i)
		}
		return v
	}
	nj := number(j)
	for r := 0; r < n; r++ {
		if number(r) > nj {
			return false
		}
	}
	return true
}
