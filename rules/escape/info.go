package escape

import (
	"image/color"

	"quintet/rules/puzzle"
)

// Info is what Escape declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "escape",
	Title:   "Escape",
	Blurb:   Blurb,
	Presets: Presets,
	Colours: map[string]puzzle.Colour{
		"star": {Dark: color.NRGBA{0xff, 0xf0, 0xa0, 0xff}, Light: color.NRGBA{0xb8, 0x8a, 0x00, 0xff},
			Contrast: color.NRGBA{0xff, 0xff, 0x00, 0xff}},
	},
	SmokeID: "escape:64p1#1",
	Rules:   Rules,
	Example: Example,
	Keys: []puzzle.Key{
		{Char: "[", Action: "prevgroup", Help: "shows the previous parity group (or Page Up)"},
		{Char: "]", Action: "nextgroup", Help: "shows the next parity group (or Page Down)"},
	},
}

// Presets are the sizes the menu offers; the first is the default.
var Presets = []puzzle.Preset{
	{Name: "8×8, you flip a coin (prisoner 1)", Params: "64p1"},
	{Name: "8×8, you find the key (prisoner 2)", Params: "64p2"},
	{Name: "4×4, you flip a coin (prisoner 1)", Params: "16p1"},
	{Name: "4×4, you find the key (prisoner 2)", Params: "16p2"},
	{Name: "16×16, you flip a coin (prisoner 1)", Params: "256p1"},
	{Name: "16×16, you find the key (prisoner 2)", Params: "256p2"},
	{Name: "2×2, you flip a coin (prisoner 1)", Params: "4p1"},
}

// Blurb is the menu's one line.
const Blurb = "A coin on every square and a key under one: flip a single coin so your fellow prisoner can read where the key is, or read it yourself (XOR and parity groups)."

// Rules is the help's first page: the rules in one paragraph. The strategy and why it works (the
// XOR of the heads, the parity groups) are on the scene's own help pages.
const Rules = "A coin lies on every square, heads or tails, and a key is hidden under one. Prisoner 1 sees the coins and the key and turns over exactly one coin; prisoner 2 then sees only the coins and points at a square. Both go free if it hides the key. Play either prisoner: click the coin to flip, or the square you think hides the key."

// Example is the help's worked example: prisoner 1 on a 4×4 board, with the numbers the hint
// computes. The solver's tests recompute every number it states.
var Example = puzzle.Example{
	ID:    "escape:16p1:4a16-kC3",
	Intro: "You are prisoner 1 on a 4×4 board: 6 heads, the key under C3. Number the squares 0 to 15 from the top left; C3 is square 6, 0110 in binary. The heads' numbers XOR to 1011 (11, square D2): that is where prisoner 2 would point now.",
	Steps: []puzzle.ExampleStep{
		{Move: "B1", Say: "1011 XOR 0110 = 1101: square 13, B1. It lies in exactly the parity groups that disagree with the key (bits 0, 2 and 3), so after the flip the heads XOR to 0110 and prisoner 2 points at C3."},
	},
	Optimal: true,
}
