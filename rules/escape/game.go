package escape

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"quintet/rules/rng"
)

// Role is which prisoner the player is.
type Role int

const (
	// Prisoner1 sees the board and the key and flips exactly one coin; the computer then answers as
	// prisoner 2.
	Prisoner1 Role = 1
	// Prisoner2 arrives after the computer, as prisoner 1, has flipped a coin out of sight, and points
	// at the square they believe hides the key.
	Prisoner2 Role = 2
)

func (r Role) String() string { return "prisoner " + strconv.Itoa(int(r)) }

// None marks a square not chosen yet: no flip made, no square pointed at.
const None = -1

// Params is the parameter part of a game ID: the board size and the player's role, written "64p1"
// (N squares, then p and the role). It never contains ':', '#' or spaces.
type Params struct {
	Shape Shape
	Role  Role
}

func (p Params) String() string { return fmt.Sprintf("%dp%d", p.Shape.Squares(), int(p.Role)) }

// ParseParams reads params written by Params.String. Only that exact spelling is accepted (no leading
// zeros, lower-case p), so every game has one ID.
func ParseParams(text string) (Params, error) {
	n, role, ok := strings.Cut(text, "p")
	if !ok || n == "" || strings.TrimLeft(n, "0123456789") != "" {
		return Params{}, fmt.Errorf("params %q: want squares then p and the role, like 64p1", clip(text))
	}
	size, err := strconv.Atoi(n)
	if err != nil || n[0] == '0' {
		return Params{}, fmt.Errorf("params %q: %s squares: want a power of two from %d to %d", clip(text), clip(n), 1<<MinBits, MaxSquares)
	}
	s, err := ShapeOf(size)
	if err != nil {
		return Params{}, fmt.Errorf("params %q: %v", clip(text), err)
	}
	if role != "1" && role != "2" {
		return Params{}, fmt.Errorf("params %q: role %q: want 1 (flip a coin) or 2 (find the key)", clip(text), clip(role))
	}
	return Params{Shape: s, Role: Role(role[0] - '0')}, nil
}

// Outcome says how a game ended.
type Outcome int

const (
	// Pending: prisoner 2 has not pointed at a square yet.
	Pending Outcome = iota
	// Free: prisoner 2 pointed at the key.
	Free
	// Caught: prisoner 2 pointed elsewhere.
	Caught
)

func (o Outcome) String() string {
	switch o {
	case Free:
		return "free"
	case Caught:
		return "caught"
	}
	return "pending"
}

// Game is one game: the board as the warden laid it, the key, prisoner 1's flip and prisoner 2's
// answer, each None until made. It is a value; the moves return new games.
type Game struct {
	role   Role
	start  Board
	key    int
	flip   int
	answer int
}

// NewGame starts a game on the warden's board with the key under square key.
func NewGame(role Role, start Board, key int) (Game, error) {
	if role != Prisoner1 && role != Prisoner2 {
		return Game{}, fmt.Errorf("role %d: want 1 or 2", int(role))
	}
	if !start.Shape().Contains(key) {
		return Game{}, fmt.Errorf("key square %d is off the %s board", key, start.Shape())
	}
	return Game{role: role, start: start, key: key, flip: None, answer: None}, nil
}

// Generate lays out a random game: every coin fair, the key under any square with equal chance. The
// same params and seed give the same game everywhere.
func Generate(p Params, seed uint64) Game {
	r := rng.New(seed)
	b := NewBoard(p.Shape)
	n := p.Shape.Squares()
	for w := 0; w < b.Words(); w++ {
		bits := r.Uint64()
		if n < 64 {
			bits &= 1<<n - 1
		}
		b.coins[w] = bits
	}
	key := int(r.Uint64() & uint64(n-1)) // n is a power of two, so the mask is unbiased
	return Game{role: p.Role, start: b, key: key, flip: None, answer: None}
}

// Params is the game's size and role.
func (g Game) Params() Params { return Params{Shape: g.start.Shape(), Role: g.role} }

// Role is the player's role.
func (g Game) Role() Role { return g.role }

// Shape is the board's layout.
func (g Game) Shape() Shape { return g.start.Shape() }

// Start is the board as the warden laid it, before any flip.
func (g Game) Start() Board { return g.start }

// Board is the board now: the warden's, with prisoner 1's flip once it is made. It is all prisoner 2
// gets to see.
func (g Game) Board() Board {
	if g.flip == None {
		return g.start
	}
	return g.start.Flip(g.flip)
}

// Key is the square that hides the key.
func (g Game) Key() int { return g.key }

// Flipped is the square prisoner 1 flipped, or None.
func (g Game) Flipped() int { return g.flip }

// Answer is the square prisoner 2 pointed at, or None.
func (g Game) Answer() int { return g.answer }

// ErrOver is returned for a move in a game that has ended.
var ErrOver = errors.New("the game is over")

// FlipCoin is prisoner 1's move: turn over the coin on square sq. It is made exactly once.
func (g Game) FlipCoin(sq int) (Game, error) {
	switch {
	case g.answer != None:
		return g, ErrOver
	case g.flip != None:
		return g, fmt.Errorf("prisoner 1 has already flipped %s: exactly one coin is flipped", g.Shape().Name(g.flip))
	case !g.Shape().Contains(sq):
		return g, fmt.Errorf("square %d is off the %s board", sq, g.Shape())
	}
	g.flip = sq
	return g, nil
}

// PointAt is prisoner 2's move: name square sq as the key's. It comes after prisoner 1's flip.
func (g Game) PointAt(sq int) (Game, error) {
	switch {
	case g.answer != None:
		return g, ErrOver
	case g.flip == None:
		return g, errors.New("prisoner 1 has not flipped a coin yet")
	case !g.Shape().Contains(sq):
		return g, fmt.Errorf("square %d is off the %s board", sq, g.Shape())
	}
	g.answer = sq
	return g, nil
}

// Outcome is Free once prisoner 2 has pointed at the key, Caught once they pointed elsewhere.
func (g Game) Outcome() Outcome {
	switch {
	case g.answer == None:
		return Pending
	case g.answer == g.key:
		return Free
	}
	return Caught
}

// Desc is the description part of a game ID: the warden's board in hex, then "-k" and the key's square,
// then "-f" and prisoner 1's flip and "-a" and prisoner 2's answer once made, e.g. "9c00…-kC2-fA8-aC2".
// Only letters, digits and '-' appear, so it is safe in a URL fragment.
func (g Game) Desc() string {
	s := g.Shape()
	d := g.start.Hex() + "-k" + s.Name(g.key)
	if g.flip != None {
		d += "-f" + s.Name(g.flip)
	}
	if g.answer != None {
		d += "-a" + s.Name(g.answer)
	}
	return d
}

// ParseGame reads a description written by Desc for a game with params p. Squares may be written in
// either case.
func ParseGame(p Params, desc string) (Game, error) {
	fields := strings.Split(desc, "-")
	start, err := ParseHex(p.Shape, fields[0])
	if err != nil {
		return Game{}, err
	}
	if len(fields) < 2 || len(fields) > 4 {
		return Game{}, fmt.Errorf("description %q: want board-kKEY, then optionally -fFLIP and -aANSWER", clip(desc))
	}
	var sq [3]int
	for i, tag := range []byte{'k', 'f', 'a'} {
		sq[i] = None
		if i+1 >= len(fields) {
			continue
		}
		f := fields[i+1]
		if f == "" || f[0] != tag {
			return Game{}, fmt.Errorf("description field %d is %q, want %c and a square", i+2, clip(f), tag)
		}
		if sq[i], err = p.Shape.ParseSquare(f[1:]); err != nil {
			return Game{}, fmt.Errorf("description field %d: %v", i+2, err)
		}
	}
	g, err := NewGame(p.Role, start, sq[0])
	if err != nil {
		return Game{}, err
	}
	if sq[1] != None {
		g, _ = g.FlipCoin(sq[1])
	}
	if sq[2] != None {
		g, _ = g.PointAt(sq[2])
	}
	return g, nil
}
