package kit

import (
	"image/color"

	"quintet/rules/puzzle"
)

// Theme is a palette. Every state a colour shows is also shown by a shape or a word, so the game can be
// played without telling colours apart.
type Theme struct {
	Name                                     string
	Bg, Panel, PanelHi, Line, Text, Dim      color.NRGBA
	Accent, Good, Bad, Warn, HintC, OnAccent color.NRGBA
	colours                                  map[string]color.NRGBA // the puzzles' own, by name
}

// C is a puzzle's own colour, declared in its puzzle.Info as "name"; the scene asks for
// "<puzzle>.<name>" (e.g. "hash.red"). An undeclared name is magenta, so it shows in tests.
func (t *Theme) C(name string) color.NRGBA {
	if c, ok := t.colours[name]; ok {
		return c
	}
	return color.NRGBA{255, 0, 255, 255}
}

// DeclareColours gives the themes every puzzle's own colours.
func DeclareColours(infos []puzzle.Info) {
	for _, t := range Themes {
		t.colours = map[string]color.NRGBA{}
		for _, info := range infos {
			for name, c := range info.Colours {
				v := c.Dark
				switch {
				case t.Name == "light":
					v = c.Light
				case t.Name == "contrast" && c.Contrast != (color.NRGBA{}):
					v = c.Contrast
				}
				t.colours[info.Name+"."+name] = v
			}
		}
	}
}

// Themes are the palettes offered, in the order the theme key cycles through them: dark first, then
// light, then high contrast (black, white and saturated marks, for low vision). Every pair of states a
// player must tell apart keeps a CIEDE2000 difference of at least 20 in each, for normal vision, the
// three dichromacies and greyscale: scenes/contrast_test.go renders them and checks.
var Themes = []*Theme{
	{Name: "dark", Bg: rgb(0x1b1e24), Panel: rgb(0x2a2f38), PanelHi: rgb(0x39404c), Line: rgb(0x4b5361),
		Text: rgb(0xe8e6e1), Dim: rgb(0x8e959f), Accent: rgb(0x6fb3e0), Good: rgb(0x4f9f53), Bad: rgb(0xe07a6f),
		Warn: rgb(0xe6c36a), HintC: rgb(0xf0d264), OnAccent: rgb(0x101216)},
	{Name: "light", Bg: rgb(0xf4f1ea), Panel: rgb(0xe3ded3), PanelHi: rgb(0xd2ccbf), Line: rgb(0xb5ad9f),
		Text: rgb(0x23252a), Dim: rgb(0x676b72), Accent: rgb(0x2f6f9f), Good: rgb(0x2f7d3a), Bad: rgb(0xb3423a),
		Warn: rgb(0x9a6d00), HintC: rgb(0x9a6a00), OnAccent: rgb(0xffffff)},
	{Name: "contrast", Bg: rgb(0x000000), Panel: rgb(0x161616), PanelHi: rgb(0x333333), Line: rgb(0x9a9a9a),
		Text: rgb(0xffffff), Dim: rgb(0xa0a0a0), Accent: rgb(0x3cd2ff), Good: rgb(0x2fbf2f), Bad: rgb(0xff7b7b),
		Warn: rgb(0xffd23f), HintC: rgb(0xffe14a), OnAccent: rgb(0x000000)},
}

// ThemeNamed is the theme of that name, or the first (dark) for any other name.
func ThemeNamed(name string) *Theme {
	for _, t := range Themes {
		if t.Name == name {
			return t
		}
	}
	return Themes[0]
}

func rgb(v uint32) color.NRGBA { return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// Fade returns c with its alpha scaled by a (0..1).
func Fade(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(float64(c.A) * a)
	return c
}

// Mix is the colour k of the way from a to b (0 is a, 1 is b), opaque: Clock's numbers deepen from the
// panel colour toward the accent with it (Escape's board mixes its squares the same way).
func Mix(a, b color.NRGBA, k float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-k) + float64(y)*k + 0.5) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}
