package scenes

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"quintet/game/contrast"
	"quintet/game/gametest"
	"quintet/game/kit"
)

// layer is one thing drawn for a state, as the puzzle's scene draws it: a sprite (or, with no sprite,
// a filled square) tinted with a theme colour, scaled to part of the cell. A keyed layer's own pixels
// give one of the state's key colours.
type layer struct {
	sprite string
	colour func(*kit.Theme) color.NRGBA
	alpha  float64
	scale  float64 // of the cell, centred; 0 means the whole cell
	key    bool
}

// state is a state a player must recognise: the layers drawn over the ground it sits on.
type state struct {
	name   string
	ground func(*kit.Theme) color.NRGBA
	layers []layer
}

// statePair is two states a player must tell apart; by says what besides colour separates them (a shape,
// a pattern). Each statePair's key colours must differ by at least 20 under every vision, unless shapeOnly
// says why the shape alone carries it: those need 20 with normal vision and are marked ~ in the table.
type statePair struct {
	puzzle    string
	a, b      state
	by        string
	shapeOnly string
}

func named(n string) func(*kit.Theme) color.NRGBA {
	return func(t *kit.Theme) color.NRGBA { return t.C(n) }
}

var (
	bg      = func(t *kit.Theme) color.NRGBA { return t.Bg }
	panel   = func(t *kit.Theme) color.NRGBA { return t.Panel }
	panelHi = func(t *kit.Theme) color.NRGBA { return t.PanelHi }
	text    = func(t *kit.Theme) color.NRGBA { return t.Text }
	dim     = func(t *kit.Theme) color.NRGBA { return t.Dim }
	accent  = func(t *kit.Theme) color.NRGBA { return t.Accent }
	hintC   = func(t *kit.Theme) color.NRGBA { return t.HintC }
	good    = func(t *kit.Theme) color.NRGBA { return t.Good }
	line    = func(t *kit.Theme) color.NRGBA { return t.Line }
	white   = func(*kit.Theme) color.NRGBA { return color.NRGBA{255, 255, 255, 255} }
)

// The Hash Game's tiles as scenes/hash drawTile draws them: red hatched, white plain, black crossed.
var (
	hashRed   = []layer{{sprite: "hash-tile", colour: named("hash.red"), alpha: 1, key: true}, {sprite: "hash-hatch", colour: white, alpha: 0.16}}
	hashWhite = []layer{{sprite: "hash-tile", colour: named("hash.white"), alpha: 1, key: true}}
	hashBlack = []layer{{sprite: "hash-tile", colour: named("hash.black"), alpha: 1, key: true}, {sprite: "hash-cross", colour: line, alpha: 1}}
)

func tile(name string, ls []layer) state { return state{name: name, ground: panel, layers: ls} }

// over is the state of a mark drawn on top of another state's layers: only the mark is keyed.
func over(name string, base state, marks ...layer) state {
	ls := make([]layer, 0, len(base.layers)+len(marks))
	for _, l := range base.layers {
		l.key = false
		ls = append(ls, l)
	}
	return state{name: name, ground: base.ground, layers: append(ls, marks...)}
}

func contrastPairs() []statePair {
	red, wh, bl := tile("red tile", hashRed), tile("white tile", hashWhite), tile("black tile", hashBlack)
	// The cursor is an accent frame over a band of the background colour, so it shows on any tile.
	cursor := func(on state) state {
		return over("cursor", on, layer{colour: bg, alpha: 1, scale: 1, key: true}, layer{colour: accent, alpha: 1, scale: 0.9, key: true})
	}
	ring := func(on state) state {
		return over("hint ring", on, layer{sprite: "ring", colour: hintC, alpha: 1, key: true})
	}
	lastBlack := over("machine's last tile (framed)", bl, layer{sprite: "hash-frame", colour: accent, alpha: 1, key: true})
	star := over("star", red, layer{sprite: "star", colour: named("hash.star"), alpha: 1, scale: 0.76, key: true})

	cell := state{name: "cell", ground: bg, layers: []layer{{sprite: "flip-cell", colour: panelHi, alpha: 1, key: true}}}
	middle := state{name: "middle cell", ground: bg, layers: []layer{{sprite: "flip-cell", colour: panelHi, alpha: 1},
		{sprite: "flip-cell", colour: good, alpha: 0.22, key: true}}}
	dot := over("dot", cell, layer{sprite: "flip-dot", colour: text, alpha: 1, scale: 0.5, key: true})
	dash := over("dash", cell, layer{sprite: "flip-dash", colour: dim, alpha: 1, scale: 0.52, key: true})
	dotMid := over("dot on the middle", middle, layer{sprite: "flip-dot", colour: text, alpha: 1, scale: 0.5, key: true})
	target := over("middle's mark", cell, layer{sprite: "flip-target", colour: good, alpha: 1, key: true})
	flipCursor := over("cursor", cell, layer{sprite: "frame", colour: accent, alpha: 1, key: true})
	flipHint := over("hint frame", cell, layer{sprite: "frame", colour: hintC, alpha: 1, key: true})

	square := state{name: "square", ground: panel, layers: []layer{{colour: panel, alpha: 1, key: true}}}
	heads := over("heads", square, layer{sprite: "escape-heads", colour: named("escape.star"), alpha: 1, scale: 0.74, key: true})
	tails := over("tails", square, layer{sprite: "escape-tails", colour: dim, alpha: 1, scale: 0.74, key: true})
	key := over("key badge", square, layer{sprite: "disc", colour: accent, alpha: 1, scale: 0.46, key: true})
	escHint := over("hinted square", square, layer{sprite: "frame", colour: hintC, alpha: 1, key: true})
	answer := over("answer", square, layer{sprite: "escape-target", colour: accent, alpha: 1, key: true})
	// The selected square: lighter, framed in the accent colour, doubled in the text colour when the
	// keyboard put it there.
	selected := state{name: "selected square", ground: panel, layers: []layer{{colour: panelHi, alpha: 1, key: true},
		{sprite: "frame", colour: accent, alpha: 1, key: true}, {sprite: "frame", colour: text, alpha: 1, scale: 0.9, key: true}}}

	display := state{name: "display", ground: bg, layers: []layer{{sprite: "dials-display", colour: panel, alpha: 1}}}
	letter := func(name string, c func(*kit.Theme) color.NRGBA) state {
		return over(name, display, layer{sprite: "disc", colour: c, alpha: 1, scale: 0.3, key: true})
	}
	button := state{name: "button", ground: bg, layers: []layer{{sprite: "dials-button", colour: panel, alpha: 1, key: true}}}
	selButton := state{name: "selected button (framed)", ground: bg, layers: []layer{{sprite: "frame", colour: accent, alpha: 1, key: true},
		{sprite: "dials-button", colour: panelHi, alpha: 1, scale: 0.8, key: true}}}
	hintButton := over("hinted button (ringed)", button, layer{sprite: "ring", colour: hintC, alpha: 1, key: true})

	// The hint's ring is wider than the tile (its diameter is 1.56 tiles), so it lies mostly over the
	// neighbouring tiles and the gaps between them; the hinted tile is also named on a plate above the
	// board. No one colour can stand apart from red, white and black tiles alike in greyscale.
	const ringWhy = "the ring reaches past the tile onto its neighbours, and the tile is named on a plate"
	return []statePair{
		{"hash", red, wh, "hatching", ""},
		{"hash", red, bl, "black's cross", ""},
		{"hash", wh, bl, "black's cross", ""},
		{"hash", star, red, "the star's shape", ""},
		{"hash", cursor(red), red, "a square frame", ""},
		{"hash", cursor(wh), wh, "a square frame", ""},
		{"hash", cursor(bl), bl, "a square frame", ""},
		{"hash", ring(red), red, "a ring", ringWhy},
		{"hash", ring(wh), wh, "a ring", ringWhy},
		{"hash", ring(bl), bl, "a ring", ""},
		{"hash", lastBlack, bl, "a rounded frame", ""},
		{"flip", dot, dash, "a disc against a bar", ""},
		{"flip", dot, cell, "a disc", ""},
		{"flip", dash, cell, "a bar", ""},
		{"flip", dotMid, middle, "a disc", ""},
		{"flip", target, cell, "the middle's ring mark", ""},
		{"flip", flipCursor, cell, "a frame", ""},
		{"flip", flipHint, cell, "a thick frame and a diamond", ""},
		{"escape", heads, tails, "a solid face against a ring", "heads is a filled face with a crown, tails an empty ring; each stands out from the square in every vision (the next two rows)"},
		{"escape", heads, square, "a coin", ""},
		{"escape", tails, square, "a coin", ""},
		{"escape", key, square, "a badge with a key", ""},
		{"escape", escHint, square, "a thick frame", ""},
		{"escape", answer, square, "corner brackets and an arrow", ""},
		{"escape", selected, square, "its name on a plate below the board", ""},
		{"dials", letter("matching letter", good), letter("other letter", text), "a check mark", ""},
		{"dials", selButton, button, "a frame", ""},
		{"dials", hintButton, button, "a ring and the word hint", ""},
	}
}

const cellPx = 96

// coverage is where a layer covers its cell fully: the layer drawn alone, opaque white on nothing.
func coverage(l layer) *image.RGBA {
	l.colour, l.alpha = white, 1
	return render(nil, state{ground: func(*kit.Theme) color.NRGBA { return color.NRGBA{} }, layers: []layer{l}}, 1)
}

// render draws a state's first n layers over its ground, one cell of cellPx pixels.
func render(t *kit.Theme, s state, n int) *image.RGBA {
	img := kit.NewLayer(cellPx, cellPx)
	defer img.Deallocate()
	cv := img.Canvas(nil)
	kit.Fill(cv, s.ground(t))
	for _, l := range s.layers[:n] {
		sc := l.scale
		if sc == 0 {
			sc = 1
		}
		w := cellPx * sc
		o := (cellPx - w) / 2
		c := kit.Fade(l.colour(t), l.alpha)
		if l.sprite == "" {
			kit.FillRect(cv, image.Rect(int(o), int(o), int(o+w), int(o+w)), c)
		} else {
			kit.DrawSpriteF(cv, l.sprite, o, o, w, w, c)
		}
	}
	return img.Pixels()
}

// keyColours are a state's key colours as rendered: for each keyed layer, the commonest colour among
// the pixels that layer changed.
func keyColours(t *kit.Theme, s state) []color.NRGBA {
	var keys []color.NRGBA
	for i, l := range s.layers {
		if !l.key {
			continue
		}
		mask := coverage(l)
		after := render(t, s, i+1)
		count := map[color.RGBA]int{}
		for p := 0; p+3 < len(after.Pix); p += 4 {
			if mask.Pix[p+3] == 255 {
				count[color.RGBA{after.Pix[p], after.Pix[p+1], after.Pix[p+2], 255}]++
			}
		}
		var best color.RGBA
		for c, n := range count {
			if n > count[best] || n == count[best] && fmt.Sprint(c) < fmt.Sprint(best) {
				best = c
			}
		}
		keys = append(keys, color.NRGBA{best.R, best.G, best.B, 255})
	}
	return keys
}

// seen is the largest difference between a key colour of a and one of b under a vision: a mark is
// told from its ground when any of its colours stands out (the cursor's frame has an accent band and
// a dark band, so it shows on light and dark tiles alike).
func seen(v contrast.Vision, a, b []color.NRGBA) float64 {
	best := 0.0
	for _, x := range a {
		for _, y := range b {
			best = max(best, v.Difference(x, y))
		}
	}
	return best
}

func hex(cs []color.NRGBA) string {
	var s []string
	for _, c := range cs {
		s = append(s, fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B))
	}
	return strings.Join(s, "+")
}

// TestColourContrast renders every statePair of states a player must tell apart, in every theme, takes
// their key colours from the pixels, and checks that each statePair keeps a CIEDE2000 difference of at
// least 20 for normal vision, protanopia, deuteranopia, tritanopia (Machado et al. 2009, severity 1)
// and greyscale. The table goes to the test log (-v) and to dist/contrast.txt.
func TestColourContrast(t *testing.T) {
	gametest.New(t, All, "", 64, 64) // declares every puzzle's colours in the themes
	const least = 20.0
	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %-7s %-62s %-15s", "theme", "puzzle", "statePair (key colours)", "also told by")
	for _, v := range contrast.Visions {
		fmt.Fprintf(&b, " %12s", v.Name)
	}
	b.WriteString("\n")
	worst := 1000.0
	for _, th := range kit.Themes {
		for _, p := range contrastPairs() {
			ka, kb := keyColours(th, p.a), keyColours(th, p.b)
			label := fmt.Sprintf("%s %s / %s %s", p.a.name, hex(ka), p.b.name, hex(kb))
			by := p.by
			if len(by) > 15 {
				by = by[:14] + "…"
			}
			fmt.Fprintf(&b, "%-8s %-7s %-62s %-15s", th.Name, p.puzzle, label, by)
			for vi, v := range contrast.Visions {
				d := seen(v, ka, kb)
				mark := " "
				switch {
				case p.shapeOnly != "" && vi > 0:
					mark = "~"
				case d < least:
					mark = "!"
					t.Errorf("%s theme, %s: %s vs %s: ΔE00 %.1f under %s; want ≥ %.0f", th.Name, p.puzzle, p.a.name, p.b.name, d, v.Name, least)
				default:
					worst = min(worst, d)
				}
				fmt.Fprintf(&b, " %11.1f%s", d, mark)
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "smallest checked difference: %.1f (at least %.0f wanted); ~ is told by shape alone:\n", worst, least)
	for _, p := range contrastPairs() {
		if p.shapeOnly != "" {
			fmt.Fprintf(&b, "  %s %s / %s: %s\n", p.puzzle, p.a.name, p.b.name, p.shapeOnly)
		}
	}
	t.Log("\n" + b.String())
	if err := os.MkdirAll(filepath.Join("..", "dist"), 0o755); err == nil {
		os.WriteFile(filepath.Join("..", "dist", "contrast.txt"), []byte(b.String()), 0o644)
	}
}
