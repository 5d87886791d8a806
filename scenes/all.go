// Package scenes lists the puzzles the game offers, in menu order. Adding a puzzle is one line here.
package scenes

import (
	"quintet/game"
	"quintet/scenes/dials"
)

// All is every puzzle, in menu order.
var All = []game.Puzzle{
	dials.Puzzle,
}
