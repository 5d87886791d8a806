package clock

import "quintet/rules/puzzle"

// Info is what Clock declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "clock",
	Title:   "Clock",
	Blurb:   Blurb,
	Presets: Presets,
	Rules:   Rules,
	Example: Example,
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
	// The largest is kept on purpose, and its name warns: a random point on a line of 1,247,888 moves
	// leaves at least a quarter of it (solver/clock.RandomPoint), so a game takes 312,000 moves or more.
	{Name: "8 numbers up to 5, from a random point: very long, 312,000–1,248,000 moves", Params: "n8k5" + RandomSuffix},
}

// Blurb is the menu's one line.
const Blurb = "A machine keeps raising the numbers on a clock face by a fixed rule; knock them down to zero or let the hand pass, and clear the whole clock in the fewest moves."

// Rules is the help's first page: the rules in one short paragraph. The mathematics behind the hint
// is on the scene's own help pages (scenes/clock/help.go).
const Rules = `Numbers from 0 to k (2 in the classic game) sit round a clock; a hand points at one. On your turn, zero the number under the hand (key 0) or pass (X); the hand moves on. If it lands on a k, you move again. Below k the machine, by a fixed rule, raises the number by one and moves the hand on, or leaves it: then you move, except on a 0, which the hand passes unraised. Clear the clock in the fewest moves.`

// Example is the worked example: the last eight moves of the classic game (4 numbers up to 2), from a
// point of its one optimal line. Each count in a caption is the hint's (the solver's test checks them).
var Example = puzzle.Example{
	ID:    "clock:n4k2:2220h2",
	Intro: "Four numbers up to 2, near the end of the classic game: the hand points at a 2 and the hint says 8 moves win. Each caption says what the other move would cost.",
	Steps: []puzzle.ExampleStep{
		{Move: "X", Say: "Pass: zeroing the 2 would need 16 moves, passing wins in 8. The hand reaches the 0, and the machine raises it to 1."},
		{Move: "X", Say: "Pass: zeroing would need 19 moves, passing wins in 7. The hand stops on a 2, so it is your move again."},
		{Move: "X", Say: "Pass: zeroing would need 21 moves, passing wins in 6. Another 2: your move."},
		{Move: "X", Say: "Pass: zeroing would need 10 moves, passing wins in 5. The machine raises the 1 to 2: every number is now 2."},
		{Move: "0", Say: "Zero: 4 moves left. Passing would need 5, for the hand would only come round to 2 2 2 2 again."},
		{Move: "0", Say: "Zero: 3 moves left; passing would need 10. The hand stops on a 2, so the machine does nothing."},
		{Move: "0", Say: "Zero: 2 moves left; passing would need 20."},
		{Move: "0", Say: "Zero the last 2 and the clock is clear; passing would need 42. Eight moves, the fewest there are."},
	},
	Optimal: true,
}
