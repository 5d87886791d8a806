package flip

import (
	"fmt"
	"image/color"

	"quintet/rules/puzzle"
)

// Info is what Flip declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "flip",
	Title:   "Flip",
	Blurb:   Blurb,
	Presets: Presets,
	Colours: map[string]puzzle.Colour{
		"star":  {Dark: color.NRGBA{0xf0, 0xc9, 0x3c, 0xff}, Light: color.NRGBA{0xd9, 0xa4, 0x00, 0xff}},
		"black": {Dark: color.NRGBA{0x0b, 0x0c, 0x0e, 0xff}, Light: color.NRGBA{0x1a, 0x1a, 0x1a, 0xff}},
	},
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
