package hash

import (
	"context"
	"fmt"
	"strconv"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	"quintet/rules/rng"
)

// Backend is the Hash Game as the midend sees it.
//
// Game IDs. Params say how a new game's salt is drawn from its seed:
//
//	random  eight letters and digits drawn from the seed with the project's SplitMix64 (rules/rng),
//	        the same on every platform: hash:random#42
//	number  the seed itself written in decimal, the salts the census counts: hash:number#17 is salt "17"
//
// A specific position is hash:<params>:<salt>[_<moves>], the moves as x.y joined by '-':
// hash:random:abc_8.15-8.14 is salt abc after the player's moves (8,15) and (8,14) (each with the
// machine's answer, which follows from the salt). Salts hold only letters, digits, '(', ')' and ',',
// so '_', '.' and '-' cannot be mistaken for part of one, and every character is safe in a URL
// fragment. The params of a specific ID only record which preset it came from; any valid salt is
// accepted under either.
var Backend puzzle.Backend = &backend{puzzle.Adapter[string, *rules.Game]{
	Params: func(params string) (string, error) { return params, checkParams(params) },
	New: func(params string, seed uint64) (*rules.Game, error) {
		salt, err := SaltFor(params, seed)
		if err != nil {
			return nil, err
		}
		return rules.New(salt)
	},
	Read: func(_ string, desc string) (*rules.Game, error) { return rules.ParseDesc(desc) },
	Wrap: func(params string, g *rules.Game) puzzle.Position { return Position{params: params, g: g} },
}}

type backend struct {
	puzzle.Adapter[string, *rules.Game]
}

// Info declares the puzzle: its name, rules and worked example come from the rules package; the
// solver adds what it established about the open question: the menu card's note and a preset that
// opens the hardest salt the census found.
func (backend) Info() puzzle.Info {
	i := rules.Info
	i.Presets = append(append([]puzzle.Preset(nil), rules.Info.Presets...), HardestPreset())
	i.Card = QuestionCard()
	return i
}

// The params names.
const (
	ParamsRandom = rules.ParamsRandom
	ParamsNumber = rules.ParamsNumber
)

// RandomSaltLen is the length of a salt drawn for params "random".
const RandomSaltLen = 8

func checkParams(params string) error {
	if params != ParamsRandom && params != ParamsNumber {
		return fmt.Errorf("hash params %q: want %q or %q", clipped(params), ParamsRandom, ParamsNumber)
	}
	return nil
}

// SaltFor is the salt a new game with these params and seed plays with.
func SaltFor(params string, seed uint64) (string, error) {
	if err := checkParams(params); err != nil {
		return "", err
	}
	if params == ParamsNumber {
		return strconv.FormatUint(seed, 10), nil
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	r := rng.New(seed)
	b := make([]byte, RandomSaltLen)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return string(b), nil
}

func (backend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("hash: not a Hash Game position: %T", p)
	}
	return HintFor(ctx, pos.g.Salt, pos.g.State, Limits{})
}

// HintFor is the hint for a position: the solver's verdict in the midend's words.
func HintFor(ctx context.Context, salt string, s rules.State, lim Limits) (puzzle.Hint, error) {
	r, err := Solve(ctx, salt, s, lim)
	if err != nil {
		return puzzle.Hint{}, err
	}
	switch r.Verdict {
	case NoWin:
		return puzzle.Hint{Verdict: puzzle.NoWin, Remaining: -1, Reason: "no win: " + r.Reason}, nil
	case Undecided:
		return puzzle.Hint{Verdict: puzzle.Undecided, Remaining: -1, Reason: "undecided: " + r.Reason}, nil
	}
	h := puzzle.Hint{Verdict: puzzle.Solved, Remaining: r.Length, Reason: r.Reason}
	for _, m := range r.Line {
		h.Line = append(h.Line, rules.FormatMove(m))
	}
	if len(h.Line) > 0 {
		h.Move = h.Line[0]
	}
	return h, nil
}

// Position is one Hash Game position. It is immutable: Play returns a new one.
type Position struct {
	params string
	g      *rules.Game
}

// Params is the game-ID params the position came from ("random" or "number").
func (p Position) Params() string { return p.params }

// Desc is the game-ID description: the salt, then '_' and the moves, e.g. abc_8.15-8.14.
func (p Position) Desc() string { return p.g.Desc() }

// Play plays a move written x,y (or x.y, or (x,y)) and the machine's answer.
func (p Position) Play(move string) (puzzle.Position, error) {
	t, err := rules.ParseMove(move)
	if err != nil {
		return nil, err
	}
	g := p.g.Clone()
	if err := g.Play(t); err != nil {
		return nil, err
	}
	return Position{params: p.params, g: g}, nil
}

// Status is Won once the star is white, Lost once it is black or no move is left.
func (p Position) Status() puzzle.Status {
	switch p.g.Outcome() {
	case rules.Won:
		return puzzle.Won
	case rules.Lost:
		return puzzle.Lost
	}
	return puzzle.Playing
}

// Salt is the game's salt.
func (p Position) Salt() string { return p.g.Salt }

// State is the board: white and black tiles, the white count and the rules' queries on them.
func (p Position) State() rules.State { return p.g.State }

// Colour is the colour of the tile at (x, y), 1..16 each; off the board it is what the reading rule sees.
func (p Position) Colour(x, y int) rules.Colour { return p.g.State.ReadColour(x, y) }

// Legal reports whether the player may whiten the tile at (x, y) now.
func (p Position) Legal(x, y int) bool {
	t, ok := rules.TileAt(x, y)
	return ok && p.g.Outcome() == rules.Playing && p.g.State.Legal(t)
}

// MovesPlayed is the number of player moves in this position (puzzle.MoveCounter).
func (p Position) MovesPlayed() int { return len(p.g.Turns) }

// Turns lists every turn so far: the player's move, t and the machine's work (u, digest, v, m, d).
func (p Position) Turns() []rules.Turn { return append([]rules.Turn(nil), p.g.Turns...) }

// LastTurn is the latest turn, to show the machine's work for it; ok is false before the first move.
// When the move won, Turn.Work is zero (the machine did not move).
func (p Position) LastTurn() (rules.Turn, bool) { return p.g.Last() }

// MoveAt is the move notation for the tile at (x, y), as Play and hints write it.
func MoveAt(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }

func clipped(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}
