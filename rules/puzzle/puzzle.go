// Package puzzle is the contract between a puzzle and the midend: what a puzzle's backend provides (its
// positions, moves, hints and what it declares about itself) and nothing else. It is a leaf package:
// rules and solvers import it, the midend knows puzzles only through it, and it imports no other part of
// Quintet.
package puzzle

import (
	"context"
	"image/color"
	"strings"
)

// Status says whether a position is still being played.
type Status int

const (
	Playing Status = iota
	Won
	Lost
)

func (s Status) String() string {
	switch s {
	case Won:
		return "won"
	case Lost:
		return "lost"
	}
	return "playing"
}

// Position is one immutable position of a puzzle. A position knows its own parameters and can write
// itself as a description, so Backend.Decode(p.Params(), p.Desc()) gives the same position back.
type Position interface {
	// Params is the parameter part of the game ID (for example "n5q5"). It never contains ':' or '#'.
	Params() string
	// Desc is the description part of a specific game ID. It never contains '#' or spaces.
	Desc() string
	// Play applies one player move, written in the puzzle's move notation, together with any answer
	// of the machine, and returns the new position. An illegal or malformed move is an error and
	// leaves the position as it was.
	Play(move string) (Position, error)
	// Status reports whether the game goes on, is won or is lost.
	Status() Status
}

// MoveCounter is implemented by positions that record the player's moves themselves (a Hash Game ID
// lists them), so a game opened from such an ID starts its move count there.
type MoveCounter interface {
	MovesPlayed() int
}

// Preset is a named set of parameters offered in the menu.
type Preset struct {
	Name   string // shown to the player, e.g. "5 dials, letters A–E (classic)"
	Params string
	// Game, when set, is a whole game ID the preset opens: one fixed game (the hardest known salt, say)
	// instead of a new random game of Params. Its params must be Params.
	Game string
}

// Example is a worked example for the help screen: a position and a line of moves played from it, each
// move with a short caption saying why it is played.
type Example struct {
	ID    string // the game ID of the starting position (a specific position or params#seed)
	Intro string // what the start shows, before the first move
	Steps []ExampleStep
	// Optimal says the line is optimal: each move takes the hint's count of moves still needed down
	// by one (the conformance test checks it).
	Optimal bool
}

// ExampleStep is one move of a worked example.
type ExampleStep struct {
	Move string // in the puzzle's move notation, as Position.Play takes it
	Say  string // why, in a sentence or two
}

// Verdict says what a hint search established.
type Verdict int

const (
	// Solved: Move is the first move of an optimal line and Remaining its length.
	Solved Verdict = iota
	// NoWin: it is proved that no line wins from here (Reason says how).
	NoWin
	// Undecided: the search stopped at its limit without settling the question.
	Undecided
)

// Hint is the solver's answer for one position.
type Hint struct {
	Verdict   Verdict
	Move      string   // the optimal next move when Verdict == Solved and the game is not over
	Remaining int      // the optimal number of player moves still needed (0 when won)
	Reason    string   // a short explanation shown with the hint
	Line      []string // optional: a whole optimal line from the position; Solve plays it
}

// Key is a key a puzzle declares for its own actions (beyond moves its scene reads itself). Char is the
// character the key types on the player's keyboard layout, so the binding follows the letter, not the
// key's position.
//
// A key with no Action is for the help alone: something the scene reads as typed text (Flip's cell
// names), which the keymap leaves alone. Keys in a row with the same Action and Help are one line of
// the help ("1–9").
type Key struct {
	Char   string // one character as typed, lower case for letters: "p", "0", "x"
	Action string // the action's name, which the puzzle's scene asks the input about: "spiral"
	Help   string // what the key does, for the help screen: "spiral overlay"
	Label  string // what the help shows for the key, when not Char: "a cell's name, then Enter"
}

// Colour is one named colour of a puzzle in each of the themes. Contrast is for the high-contrast
// theme; left zero, that theme uses Dark.
type Colour struct {
	Dark, Light, Contrast color.NRGBA
}

// Info is what a puzzle declares about itself.
type Info struct {
	Name    string   // the game-ID prefix: lower-case letters only ("dials")
	Title   string   // the name shown to players ("Dials")
	Blurb   string   // one line for the menu
	Presets []Preset // the parameter sets offered; the first is the default
	// Rules is the rules in one short paragraph (the help's first page). The mathematics behind the
	// hints goes on the scene's own help pages (scene.Guide), next to its pictures.
	Rules string
	// Example is the worked example the help plays on the real board (none when its ID is empty).
	Example Example
	// Card is an optional line or two the menu shows on the puzzle's card under the blurb (the Hash
	// Game's open question, say).
	Card string
	// SmokeID is a game ID the smoke tests play to its end with the hint key alone.
	SmokeID string
	// Keys are the puzzle's own keys (not its moves' keys, which its scene reads as typed text).
	Keys []Key
	// Colours are the puzzle's own named colours.
	Colours map[string]Colour
}

// AGame names one game of the puzzle for a sentence: "Dials game", but "Hash Game" (whose title says
// "game" already) as it is.
func (i Info) AGame() string {
	if strings.HasSuffix(strings.ToLower(i.Title), "game") {
		return i.Title
	}
	return i.Title + " game"
}

// Backend is one puzzle as the midend sees it. Adding a puzzle means implementing this over the
// puzzle's rules and solver packages and registering it with a scene; nothing in the midend changes.
type Backend interface {
	// Info declares the puzzle's name, presets, help text, keys and colours.
	Info() Info
	// Generate makes a new game from parameters and a seed; the same pair gives the same game on
	// every platform.
	Generate(params string, seed uint64) (Position, error)
	// Decode parses a specific position written by Position.Desc.
	Decode(params, desc string) (Position, error)
	// Hint computes the optimal next move. It must return promptly with ctx.Err() once ctx is
	// cancelled, and long searches must call a pace.Pacer so the browser's single thread keeps drawing.
	Hint(ctx context.Context, p Position) (Hint, error)
}

// Renewer is implemented by a backend whose parameters can name one fixed game (Clock's classic start:
// every seed gives the same clock). New after a game made with params draws from RenewParams(params)
// instead, so New never hands back the game just played.
type Renewer interface {
	RenewParams(params string) string
}

// Upgrader is implemented by a backend whose parameters have an older spelling that still opens the
// games it named, while new games use the current one (Flip's i4: an even board's old middle; new
// games are i4v2). New after a game made with params draws from UpgradeParams(params).
type Upgrader interface {
	UpgradeParams(params string) string
}
