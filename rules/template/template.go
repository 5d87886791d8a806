// Package template holds the rules of Counter, a deliberately tiny puzzle kept as a template for new
// ones (in the spirit of Simon Tatham's nullgame.c). It is not in the menu; scenes/template shows how to
// register it. To start a new puzzle, copy rules/template, solver/template and scenes/template, rename
// the packages, and replace the game; the TEMPLATE notes say what to change.
//
// The game: a counter shows 1. The move "+" adds one and "x" doubles it; a move may not pass the target.
// Reach the target in the fewest moves.
//
// TEMPLATE: rules packages are pure Go — no Ebitengine, nothing under game/ — so the CLI and WebAssembly
// unit tests can use them. Keep the position immutable-friendly (Play returns a new value).
package template

import (
	"fmt"
	"strconv"
	"strings"

	"quintet/rules/rng"
)

// TEMPLATE: bound every size a game ID can ask for, so no input makes the solver unbounded.
const (
	MinTarget = 2    // the smallest target (the counter starts at 1)
	MaxTarget = 9999 // the largest target params may allow; bounds the solver's table
)

// Moves, in the puzzle's move notation. TEMPLATE: choose a short notation without spaces or '#'; the
// midend, the CLI and saved games all pass moves as these strings.
const (
	Add    = "+"
	Double = "x"
)

// Params is a game's shape: targets go up to Max. TEMPLATE: whatever your presets vary.
type Params struct{ Max int }

// String writes the params as a game ID has them, e.g. "t100". It never holds ':' or '#'.
func (p Params) String() string { return "t" + strconv.Itoa(p.Max) }

// ParseParams reads params written by String.
func ParseParams(s string) (Params, error) {
	rest, ok := strings.CutPrefix(s, "t")
	if !ok {
		return Params{}, fmt.Errorf("parameters %q: want t<largest target>, e.g. t100", clip(s))
	}
	n, err := number(rest)
	if err != nil || n < MinTarget || n > MaxTarget {
		return Params{}, fmt.Errorf("parameters %q: the largest target must be a number from %d to %d", clip(s), MinTarget, MaxTarget)
	}
	return Params{Max: n}, nil
}

// Game is one position: the target and the counter now. TEMPLATE: your position's state.
type Game struct {
	Params        Params
	Target, Value int
}

// Generate draws a game from the seed: a target in the upper half of 2..Max. The same params and seed
// give the same game everywhere (rules/rng is the same on every platform).
func Generate(p Params, seed uint64) Game {
	lo := p.Max/2 + 1
	return Game{Params: p, Target: lo + rng.New(seed).Intn(p.Max-lo+1), Value: 1}
}

// Won reports whether the counter shows the target.
func (g Game) Won() bool { return g.Value == g.Target }

// Play returns the game after move; an unknown or illegal move is an error and g is unchanged.
func (g Game) Play(move string) (Game, error) {
	next := g.Value
	switch move {
	case Add:
		next++
	case Double:
		next *= 2
	default:
		return g, fmt.Errorf("%q is not a move: play %q (add one) or %q (double)", clip(move), Add, Double)
	}
	if next > g.Target {
		return g, fmt.Errorf("%s %d would pass the target %d", move, g.Value, g.Target)
	}
	g.Value = next
	return g, nil
}

// Desc writes the position as a game-ID description, "<target>-<value>" (e.g. "37-1"). TEMPLATE: no
// '#' and no white space; Decode(Params, Desc) must give the same position back.
func (g Game) Desc() string { return strconv.Itoa(g.Target) + "-" + strconv.Itoa(g.Value) }

// ParseDesc reads a description written by Desc for a game with params p.
func ParseDesc(p Params, desc string) (Game, error) {
	ts, vs, ok := strings.Cut(desc, "-")
	if !ok {
		return Game{}, fmt.Errorf("description %q: want <target>-<counter>, e.g. 37-1", clip(desc))
	}
	t, err := number(ts)
	if err != nil || t < MinTarget || t > p.Max {
		return Game{}, fmt.Errorf("description %q: the target must be a number from %d to %d", clip(desc), MinTarget, p.Max)
	}
	v, err := number(vs)
	if err != nil || v < 1 || v > t {
		return Game{}, fmt.Errorf("description %q: the counter must be a number from 1 to the target %d", clip(desc), t)
	}
	return Game{Params: p, Target: t, Value: v}, nil
}

// number reads a short decimal number with no sign and no leading zero, so every value has one spelling.
func number(s string) (int, error) {
	if s == "" || len(s) > 4 || strings.Trim(s, "0123456789") != "" || (s[0] == '0' && len(s) > 1) {
		return 0, fmt.Errorf("%q is not a number", clip(s))
	}
	return strconv.Atoi(s)
}

// clip shortens input quoted in messages, so a hostile game ID gives a one-line error.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}
