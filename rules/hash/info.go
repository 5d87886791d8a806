package hash

import (
	"image/color"

	"quintet/rules/puzzle"
)

// Info is what Hash Game declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "hash",
	Title:   "Hash Game",
	Blurb:   Blurb,
	Presets: Presets,
	Rules:   Rules,
	Example: Example,
	SmokeID: "hash:number#1",
	Keys: []puzzle.Key{
		{Char: "p", Action: "spiral", Help: "shows the spiral the machine walks"},
		{Char: "o", Action: "reading", Help: "shows the reading order"},
		{Char: "/", Action: "salt", Help: "types a salt"},
	},
	Colours: map[string]puzzle.Colour{
		"red":   {Dark: rgb(0xc8584c), Light: rgb(0xc24a3e)},
		"white": {Dark: rgb(0xf2efe8), Light: rgb(0xffffff)},
		"black": {Dark: rgb(0x0b0c0e), Light: rgb(0x1a1a1a)},
		"star":  {Dark: rgb(0xf0c93c), Light: rgb(0xe8b400)},
	},
}

func rgb(v uint32) color.NRGBA { return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// The params names: a random salt of letters and digits, or the seed itself in decimal.
const (
	ParamsRandom = "random"
	ParamsNumber = "number"
)

// Presets are the sizes the menu offers; the first is the default.
var Presets = []puzzle.Preset{
	{Name: "Random salt (8 letters and digits)", Params: ParamsRandom},
	{Name: "Numbered salt (the seed in decimal)", Params: ParamsNumber},
}

// Blurb is the menu's one line.
const Blurb = "Whiten a path to the star while an MD5-driven machine blackens a tile after each move. Every number it computes is shown; is there a salt you cannot win?"

// Rules is the rules in one short paragraph, the help's first page; the mathematics (the spiral, the
// reading order, the hint, the open question) is on the scene's own help pages.
const Rules = "A 16×16 board of red tiles, one white at the bottom, a star in the middle. " +
	"Whiten a red tile touching a white one (left, right, above or below; a row's ends touch the " +
	"rows above and below, like lines of text). Whiten the star to win. After each move an MD5-driven " +
	"machine blackens one tile, any tile: you lose if it blackens the star or leaves you no move."

// Example is the help's worked example: salt 393, where going straight up loses at once and a
// one-tile detour wins. Every number in it is checked against the rules and the solver by
// solver/hash's TestExampleClaims.
var Example = puzzle.Example{
	ID: "hash:number:393_8.15",
	Intro: "Salt 393, one move in: you whitened (8,15), and the machine's m = 189 and v = 263 gave " +
		"d = 43, so it blackened (12,3). The hint says 8 to go.",
	Optimal: true,
	Steps: []puzzle.ExampleStep{
		{Move: "7,15", Say: "Not (8,14) yet: it would give m = 119 and v = 257, and 257·119 mod 256 = 119 is the star. " +
			"The detour (7,15) changes the string u, so MD5 gives v = 237 instead: d = 43, (12,3), already black. 7 to go."},
		{Move: "8,14", Say: "Back to column 8. The black (12,3) is spiral position 119, so the red run stops there: " +
			"m = 119. v = 276 gives d = 76: (13,5). 6 to go."},
		{Move: "8,13", Say: "(13,5) is spiral position 82, earlier on the spiral, so now m = 82. " +
			"v = 239 gives d = 142: (15,9), far from your path. 5 to go."},
		{Move: "8,12", Say: "Your new white tile is spiral position 60, the first that is not red: m = 60. " +
			"v = 239 gives d = 4: (5,1). 4 to go."},
		{Move: "8,11", Say: "m = 33, v = 248, d = 248: (9,16), beside the start, which no longer matters. 3 to go."},
		{Move: "8,10", Say: "m = 14, v = 258, d = 28: (13,2). 2 to go."},
		{Move: "8,9", Say: "Next to the star: m = 3, v = 259, d = 9: (10,1). 1 to go."},
		{Move: "8,8", Say: "Won: the star is white after 9 moves, the fewest salt 393 allows. " +
			"A winning move gets no answer."},
	},
}
