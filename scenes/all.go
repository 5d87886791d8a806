// Package scenes lists the puzzles the game offers, in menu order. Adding a puzzle is one line here.
package scenes

import (
	"quintet/game"
	"quintet/scenes/clock"
	"quintet/scenes/dials"
	"quintet/scenes/escape"
	"quintet/scenes/flip"
	"quintet/scenes/hash"
)

// All is every puzzle, in menu order.
var All = []game.Puzzle{
	hash.Puzzle,
	clock.Puzzle,
	flip.Puzzle,
	escape.Puzzle,
	dials.Puzzle,
}
