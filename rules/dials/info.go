package dials

import "quintet/rules/puzzle"

// Info is what Dials declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "dials",
	Title:   "Dials",
	Blurb:   Blurb,
	Presets: Presets,
	SmokeID: "dials:n5q5#1",
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

// Help is the help text: the rules, then the mathematics behind the hint.
const Help = `Each display shows a letter; each button turns every display forward by its own fixed amounts (its signature), and letters wrap around: after the last letter comes A again. Press buttons (keys 1–n, or click) until the displays spell the target word. The arrow keys move the frame from button to button, and Enter or Space presses the framed one.

Pressing a button q times (q letters in the alphabet) changes nothing, and the order of presses does not matter: pressing button b x_b times turns the word by x·M (mod q), where row b of the matrix M is button b's signature.

The hint is exact, by linear algebra over Z_q. Row and column operations that can be undone mod q bring M to a diagonal D (U·M·V = D), which splits x·M ≡ target − now into one congruence per coordinate. Its solutions are one press vector plus the kernel: the presses that change nothing. With q prime and det M ≠ 0 the kernel is zero and the answer unique. Otherwise the solver compares every solution, or, when the kernel is large, searches the then small set of words the buttons can make; the fewest presses are exact either way, and when no presses make target − now the game says the target is out of reach.

The hint names the lowest-numbered button that an optimal solution still presses; the status line shows how many presses the optimum still needs.`
