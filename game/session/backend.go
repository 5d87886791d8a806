// Package session is the part of the midend that needs no window: the interface every puzzle's backend
// implements, game IDs, the undo history, saving and the hint worker. It never imports Ebitengine, so its
// tests run anywhere.
package session

import "context"

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
	// Params is the parameter part of the game ID (for example "5x5m5"). It never contains ':' or '#'.
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
	Name   string // shown to the player, e.g. "5×5 mod 5 (classic)"
	Params string
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

// Backend is one puzzle as the midend sees it. Adding a puzzle means implementing this (over the
// puzzle's rules and solver packages) and registering it with a scene; nothing in the midend changes.
type Backend interface {
	// Name is the game-ID prefix: lower case letters only ("dials").
	Name() string
	// Title is the name shown to players ("Dials").
	Title() string
	// Presets lists the parameter sets offered; the first is the default.
	Presets() []Preset
	// Generate makes a new game from parameters and a seed; the same pair gives the same game on
	// every platform.
	Generate(params string, seed uint64) (Position, error)
	// Decode parses a specific position written by Position.Desc.
	Decode(params, desc string) (Position, error)
	// Hint computes the optimal next move. It must return promptly with ctx.Err() once ctx is
	// cancelled, and long searches must call a pace.Pacer so the browser's single thread keeps drawing.
	Hint(ctx context.Context, p Position) (Hint, error)
	// Rules is the help text: the rules and, where the puzzle has it, the mathematics behind the hints.
	Rules() string
}
