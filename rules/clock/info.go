package clock

import "quintet/rules/puzzle"

// Info is what Clock declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "clock",
	Title:   "Clock",
	Blurb:   Blurb,
	Presets: Presets,
	SmokeID: "clock:n4k2#1",
	Keys: []puzzle.Key{
		{Char: "0", Action: "zero", Help: "zeroes the number under the hand"},
		{Char: "x", Action: "pass", Help: "passes"},
	},
}

// Presets are the sizes the menu offers; the first is the default.
var Presets = []puzzle.Preset{
	{Name: "4 numbers up to 2 (classic, 48 moves)", Params: "n4k2"},
	{Name: "5 numbers up to 3 (672 moves)", Params: "n5k3"},
	{Name: "6 numbers up to 4 (10,868 moves)", Params: "n6k4"},
	{Name: "8 numbers up to 5 (1,247,888 moves)", Params: "n8k5"},
}

// Blurb is the menu's one line.
const Blurb = "A machine keeps raising the numbers on a clock face by a fixed rule; knock them down to zero or let the hand pass, and clear the whole clock in the fewest moves."

// Help is the help text: the rules, then the mathematics behind the hint.
const Help = `Numbers sit around a clock face, each between 0 and k, and a hand points at one of them. You win when every number on the clock is 0.

On your turn the number under the hand is never 0. Zero it (key 0) or pass (key X), or choose with the arrow keys and press Enter or Space; either way the hand then moves one place clockwise. If it lands on a k it is your turn again; otherwise the machine plays.

The machine raises numbers by a fixed rule, "prefer the maximum": it reads the clock from the hand, imagines the number under the hand one higher, and raises it (the hand then moves on) only if that reading, started from the first non-zero number before the hand, is the largest of all the ways to read the clock around. That is the rule that writes out a de Bruijn sequence, every pattern of numbers in turn, largest first. When the rule says no, it is your turn; but over a 0 the machine first moves the hand on and looks again.

The hint is exact. The machine never chooses, so the game is a fixed map from each view of the clock (the numbers read from the hand) and each of your two moves to the next view where you move. The solver walks that map backwards from the cleared clock, breadth first, once for each size, and so knows the fewest moves that win from every view. The hint is the first move of the shortest win; when both moves are equally short it prefers zeroing, which makes the whole line the first shortest one when 0 comes before X.

Optimal games are long: 48 moves for 4 numbers up to 2, and more than a million for 8 numbers up to 5, because the machine gets to write out most of its sequence before the clock can be cleared.`
