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

// Presets are the menu's games; the first is the default. A size's parameters alone ("n4k2") start from
// its classic start; with RandomSuffix ("n5k3r") from a random point on its optimal line, drawn from the
// game's seed. New after a classic start draws a random point of the same size (see RenewParams).
var Presets = []puzzle.Preset{
	{Name: "Classic: 4 numbers up to 2, from the start (48 moves)", Params: "n4k2"},
	{Name: "4 numbers up to 2, from a random point", Params: "n4k2" + RandomSuffix},
	{Name: "5 numbers up to 3, from a random point (line of 672)", Params: "n5k3" + RandomSuffix},
	{Name: "6 numbers up to 4, from a random point (line of 10,868)", Params: "n6k4" + RandomSuffix},
	{Name: "8 numbers up to 5, from a random point (line of 1,247,888)", Params: "n8k5" + RandomSuffix},
}

// Blurb is the menu's one line.
const Blurb = "A machine keeps raising the numbers on a clock face by a fixed rule; knock them down to zero or let the hand pass, and clear the whole clock in the fewest moves."

// Help is the help text: the rules, then the mathematics behind the hint.
const Help = `Numbers sit around a clock face, each between 0 and k, and a hand points at one of them. You win when every number on the clock is 0.

On your turn the number under the hand is never 0. Zero it (key 0) or pass (key X), or choose with the arrow keys and press Enter or Space; either way the hand then moves one place clockwise. If it lands on a k it is your turn again; otherwise the machine plays.

The machine raises numbers by a fixed rule, "prefer the maximum": it reads the clock from the hand, imagines the number under the hand one higher, and raises it (the hand then moves on) only if that reading, started from the first non-zero number before the hand, is the largest of all the ways to read the clock around. That is the rule that writes out a de Bruijn sequence, every pattern of numbers in turn, largest first. When the rule says no, it is your turn; but over a 0 the machine first moves the hand on and looks again.

There is only one optimal line. Each time the hand moves on it leaves a number behind; listed from the last to the first and followed by the clock at the start, the numbers left behind on the shortest win from the classic start spell the "prefer the largest" de Bruijn sequence, in which every reading of the clock comes exactly once. So the shortest win walks that sequence backwards to its beginning, the cleared clock, and every position you can reach lies on it: of your two moves one steps forward along the line, the other back to the same or an earlier point. Which is which can be read off the clock: zero when the machine would have raised this reading with the number under the hand one lower, pass otherwise.

The moves left are counted from the reading's place in the sequence, with no table. The sequence lists, largest first, each rotation class's largest reading cut to its period (the construction of Fredricksen and Maiorana), so the hint walks the classes above the clock's own and counts a move for every non-zero number ahead, less one for each class whose last non-zero number is 2 or more (there the machine raises a number you would otherwise pass). Only a position typed in by its ID, where the machine would itself have raised the number under the hand, is off the line; for that one the solver walks the game backwards from the cleared clock, breadth first, over every reading of that size.

New games start from a random point of the line with at least a quarter of it still to play; the classic start is the first preset. Optimal games are long: 48 moves for 4 numbers up to 2, and more than a million for 8 numbers up to 5, because the machine gets to write out most of its sequence before the clock can be cleared.`
