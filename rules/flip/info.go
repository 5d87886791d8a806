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
	// Typed text the scene reads, for the help alone (the keymap binds neither).
	Keys: []puzzle.Key{
		{Label: "a cell's name, then Enter", Help: "flips the block centred on that cell: type b2, say, and press Enter"},
		{Char: "'", Label: "' or :", Help: "starts a name whose letter is a shortcut: 'h5 plays h5 (H alone is the hint)"},
	},
	Rules:   Rules,
	Example: Example,
}

// Rules is the help's first page: the rules in one paragraph. The mathematics behind the hint (the
// move map over GF(2), its rank, the parity checks) is on the scene's own help pages.
const Rules = "A square of dots and dashes sits inside an outer ring. Click a cell inside the ring, or type its name such as b2 and press Enter: the 3×3 block centred on it flips, dots and dashes swapping, even in the ring. You win when exactly one dot is left, in the marked middle; on an even board, the lower-right of the four central cells, as in the original program. H shows the next flip and how many remain."

// Example is the help's worked example: a 5×5 board three flips from the target, solved in the
// hint's order. The backend's tests check that the hint's count at the start is the number of steps,
// that the steps are the hint's line, and the conformance test that each is optimal.
var Example = puzzle.Example{
	ID:    "flip:i3:ooo--/o--o-/o---o/-o--o/--ooo",
	Intro: "A 5×5 board with 3×3 cells inside the ring. The hint solves it over GF(2) and finds exactly one set of blocks that wins, {a1, b2, c3}: 3 flips, the fewest possible. It names them in reading order.",
	Steps: []puzzle.ExampleStep{
		{Move: "a1", Say: "The top-left corner has a dot that must go, and a1's block is the only one that reaches the corner: a1 is forced."},
		{Move: "b2", Say: "Cells flipped by both a1 and b2 are back as they were: a flip adds its block mod 2, so order never matters, only the set."},
		{Move: "c3", Say: "The last block of the set leaves one dot, in the middle: won in 3. No other set of blocks makes this board, so no shorter win exists."},
	},
	Optimal: true,
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
