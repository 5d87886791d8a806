package flip

import (
	"fmt"

	"quintet/rules/puzzle"
)

// Info is what Flip declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "flip",
	Title:   "Flip",
	Blurb:   Blurb,
	Presets: Presets,
	SmokeID: "flip:i3#1",
}

// Presets are the sizes the menu offers; the first is the default.
var Presets = presetList()

// Blurb is the menu's one line.
const Blurb = "Dots and dashes: each move flips a 3×3 block. Leave a single dot, in the middle, in the fewest moves (linear algebra over GF(2), proved for every size)."

// PresetSizes are the interior sizes the menu offers, the default first.
var PresetSizes = []Size{3, 2, 4, 5, 6, 7, 8, 9}

func presetList() []puzzle.Preset {
	out := make([]puzzle.Preset, 0, len(PresetSizes))
	for _, s := range PresetSizes {
		out = append(out, puzzle.Preset{Name: fmt.Sprintf("%d×%d (interior %d)", s.Edge(), s.Edge(), int(s)), Params: s.Params()})
	}
	return out
}
