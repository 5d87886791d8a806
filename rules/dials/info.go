package dials

import (
	"strconv"

	"quintet/rules/puzzle"
)

// Info is what Dials declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "dials",
	Title:   "Dials",
	Blurb:   Blurb,
	Presets: Presets,
	Rules:   Rules,
	Example: Example,
	SmokeID: "dials:n5q5#1",
	Keys:    digitKeys(),
}

// digitKeys are the keys 1 to MaxN, each pressing its button.
func digitKeys() []puzzle.Key {
	var keys []puzzle.Key
	for b := 1; b <= MaxN; b++ {
		keys = append(keys, puzzle.Key{Char: strconv.Itoa(b), Action: "press", Help: "presses that button (a game has as many as its displays)"})
	}
	return keys
}

// Presets are the sizes the menu offers; the first is the default.
var Presets = []puzzle.Preset{
	{Name: "5 dials, letters A–E (classic)", Params: "n5q5"},
	{Name: "3 dials, letters A–G", Params: "n3q7"},
	{Name: "6 dials, letters A–E", Params: "n6q5"},
	{Name: "4 dials, letters A–F (mod 6)", Params: "n4q6"},
}

// Blurb is the menu's one line.
const Blurb = "Five letter displays, five buttons. Each button turns every display by its own amounts; reach the target word in the fewest presses (linear algebra mod q)."

// Rules is the help's first page: the rules in one short paragraph. The mathematics behind the hint
// is on the scene's own help pages (scenes/dials/help.go).
const Rules = `Each display shows a letter, and each numbered button turns every display forward by its own amounts, written under it; after the last letter comes A again. Press buttons (a digit key, a click or a tap) until the displays spell the target word, in as few presses as you can. The order of presses never matters.`

// Example is the worked example: the classic game's buttons (dials:n5q5#1) with a start and a target
// five presses apart. Each claim in a caption is the hint's (the solver's test checks them).
var Example = puzzle.Example{
	ID:    "dials:n5q5:04001/30300/20421/40142/14013-ABCDE-BDAED",
	Intro: "The classic game's five buttons, from ABCDE to BDAED. The hint solves it exactly: presses (1, 0, 2, 0, 2) for buttons 1 to 5, 5 presses left.",
	Steps: []puzzle.ExampleStep{
		{Move: "1", Say: "Press 1, the lowest button the optimal presses use; its signature 0 4 0 0 1 turns B to A and E to A. Presses (0, 0, 2, 0, 2) are left: 4 presses left."},
		{Move: "3", Say: "Press 3, signature 2 0 4 2 1. Presses (0, 0, 1, 0, 2) are left: 3 presses left."},
		{Move: "3", Say: "Press 3 again. Presses (0, 0, 0, 0, 2) are left: 2 presses left."},
		{Move: "5", Say: "Press 5, signature 1 4 0 1 3. Presses (0, 0, 0, 0, 1) are left: 1 press left."},
		{Move: "5", Say: "Press 5 again: the displays read BDAED. Five presses, and no fewer will do: the matrix's determinant is a unit mod 5 (coprime to 5), so the presses are unique."},
	},
	Optimal: true,
}
