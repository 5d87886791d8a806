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
		"star": {Dark: color.NRGBA{0xf0, 0xc9, 0x3c, 0xff}, Light: color.NRGBA{0xd9, 0xa4, 0x00, 0xff}},
	},
	SmokeID: "escape:64p1#1",
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

// Help is the help text: the rules, then the mathematics behind the hint.
const Help = `A warden lays a coin on every square of a board, heads or tails at random, and hides a key under one square. Prisoner 1 sees the board and the key and must turn over exactly one coin, then leaves. Prisoner 2 comes in, sees only the coins, and must point at the key's square. If they are right both go free. They agreed a strategy beforehand, and there is one that always works.

As prisoner 1 you see the key (marked) and click the one coin to flip; that is final, and the computer, as prisoner 2, answers. As prisoner 2 the computer has already flipped its coin out of sight; you click the square you believe hides the key. The arrow keys move a cursor over the squares, and Enter or Space plays the square it is on.

Number the squares 0 to N−1 in reading order, from the top left. Prisoner 2 answers the XOR of the numbers of all heads-up squares: write the numbers in binary and, bit by bit, count whether an odd number of heads have that bit set.

That splits the board into parity groups, one per bit: group b is the squares whose number has bit b set — half the board each. On 8×8 the three low bits are the columns (B, D, F, H; C, D, G, H; E, F, G, H) and the three high bits the rows (1, 3, 5, 7; 1, 2, 5, 6; 1, 2, 3, 4). Prisoner 2's answer has bit b set exactly when group b holds an odd number of heads.

Prisoner 1 compares each group's parity with the key's bit. Flipping a coin changes the parity of exactly the groups the coin lies in, so prisoner 1 flips the one square that lies in exactly the wrong groups: square f = (XOR of heads) XOR key. If every group already agrees, f is square 0, which lies in no group and changes nothing. The hint shows the groups and which of them are odd.

Why the number of squares matters: the trick needs every combination of groups to be a real square, so N must be a power of two (4, 16, 64, 256 here). Seen as a whole, a strategy colours each of the 2^N boards with the square prisoner 2 would name, and prisoner 1 needs every colour among the N boards one flip away. Such a colouring exists exactly when N is a power of two: every board with an odd number of heads has N neighbours, all with an even number, and must see each colour among them exactly once; counting the pairs (even board of colour c, odd neighbour) both ways gives N × (boards of colour c) = 2^(N−1), so N divides a power of two. An exhaustive search (quintet-solve escape prove) confirms it for small boards: strategies for 1, 2, 4 and 8 squares, none for 3, 5, 6 or 7.`
