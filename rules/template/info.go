package template

import (
	"image/color"

	"quintet/rules/puzzle"
)

// Info is what Counter declares about itself to the midend; solver/template's backend returns it.
// TEMPLATE: change every field. Name is the game-ID prefix (lower-case letters only) and must differ
// from every other puzzle's.
var Info = puzzle.Info{
	Name:    "template",
	Title:   "Counter (template)",
	Blurb:   "The template puzzle: take a counter from 1 to the target by adding one or doubling, in the fewest moves.",
	Presets: Presets,
	Rules:   Help,
	// SmokeID is played to its end with the hint key alone by `make smoke` once the puzzle is registered.
	SmokeID: "template:t100#1",
	Keys:    Keys,
	Colours: Colours,
}

// Presets are the menu's parameter sets; the first is the default. TEMPLATE: your sizes.
var Presets = []puzzle.Preset{
	{Name: "targets up to 20", Params: "t20"},
	{Name: "up to 100", Params: "t100"},
	{Name: "up to 1000", Params: "t1000"},
}

// Keys are the puzzle's own keys; the scene asks f.In.Is("add"). Punctuation keys work on every layout
// (they are read as typed characters); a letter must not be one of the midend's (n u r h s g t).
// TEMPLATE: declare yours, or none if arrows, Enter and digits are enough.
var Keys = []puzzle.Key{
	{Char: "+", Action: "add", Help: "add one"},
	{Char: "x", Action: "double", Help: "double"},
}

// Colours are the puzzle's own colours; the scene asks f.Theme.C("template.counter").
// TEMPLATE: only what the theme's shared colours (Text, Accent, Good, HintC, …) do not cover.
var Colours = map[string]puzzle.Colour{
	"counter": {Dark: color.NRGBA{0x8f, 0xd1, 0xc8, 0xff}, Light: color.NRGBA{0x1f, 0x6f, 0x66, 0xff}},
}

// Help is the help screen's text: the rules in one short paragraph, then how the hint is computed.
// TEMPLATE: explain your puzzle and, briefly and correctly, the mathematics behind its hint.
const Help = `The counter starts at 1. Each move either adds one (+) or doubles the counter (x); a move may not pass the target. Reach the target in as few moves as you can. Click a button, or move the cursor with the arrow keys and press Enter or Space; the keys + and x play the moves directly.

The hint is exact. Working back from the target, the solver computes for every value from the counter up to the target the fewest moves still needed: one more than the better of its two successors (adding one, or doubling when that does not pass the target). When both moves are optimal the hint doubles.`
