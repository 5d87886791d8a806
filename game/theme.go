package game

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"quintet/assets"
	"quintet/game/glyph"
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

// declareColours gives the themes every puzzle's own colours.
func declareColours(infos []puzzle.Info) {
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

// faceSources are the three fonts, each parsed on first use (parsing one takes a noticeable part of a
// frame in the browser, so the start-up parses them in separate frames: see startup.go).
var faceSources [3]struct {
	once sync.Once
	src  *sfnt.Font
}

// faceSource returns the parsed font of a style (Regular, Bold or Mono).
func faceSource(style int) *sfnt.Font {
	if style < Regular || style > Mono {
		style = Regular
	}
	f := &faceSources[style]
	f.once.Do(func() {
		b := [...][]byte{Regular: assets.Regular, Bold: assets.Bold, Mono: assets.Mono}[style]
		s, err := opentype.Parse(b)
		if err != nil {
			panic(err) // the fonts are embedded; this cannot fail in a built game
		}
		f.src = s
	})
	return f.src
}

// Font styles.
const (
	Regular = iota
	Bold
	Mono
)

// TextFace is a font at one pixel size. Glyphs come from golang.org/x/image/font/opentype (with the
// fonts' kerning table) through the game's glyph package, which keeps the glyph images; there is no
// shaping engine, which the game's Latin text and symbols do not need (it was a quarter of the
// download), and no text/v2, whose other imports were another 0.15 MB.
type TextFace struct {
	Size float64 // pixels per em
	g    *glyph.Face
}

// faceCacheLimit bounds the faces kept: resizing the window asks for new sizes all the time, and each
// face keeps its glyph images. The least recently used face goes first.
const faceCacheLimit = 48

type faceKey struct {
	style int
	size  float64
}

var faces = struct {
	sync.Mutex
	m    map[faceKey]*faceEntry
	tick uint64
}{m: map[faceKey]*faceEntry{}}

type faceEntry struct {
	face *TextFace
	used uint64
}

// Face returns a font face of the given style and pixel size (one face per style and size, cached).
func Face(style int, size float64) *TextFace {
	if style < Regular || style > Mono {
		style = Regular
	}
	if !(size > 0) {
		size = 1
	}
	k := faceKey{style, size}
	faces.Lock()
	defer faces.Unlock()
	faces.tick++
	if e, ok := faces.m[k]; ok {
		e.used = faces.tick
		return e.face
	}
	g, err := glyph.New(faceSource(style), size)
	if err != nil {
		panic(err) // only a size that is not positive fails, and that was excluded above
	}
	f := &TextFace{Size: size, g: g}
	if len(faces.m) >= faceCacheLimit {
		var oldest faceKey
		first := true
		for key, e := range faces.m {
			if first || e.used < faces.m[oldest].used {
				oldest, first = key, false
			}
		}
		delete(faces.m, oldest)
	}
	faces.m[k] = &faceEntry{face: f, used: faces.tick}
	return f
}

// Align says where text sits relative to its anchor point.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// DrawText draws one or more lines with the anchor at (x, y): horizontally per align, vertically centred.
func DrawText(dst *ebiten.Image, s string, face *TextFace, x, y float64, align Align, c color.Color) {
	drawText(dst, s, face, x, y, align, true, c)
	recordText(dst, s, face, x, y, align, false)
}

// DrawTextTop draws text whose first line's top is at y.
func DrawTextTop(dst *ebiten.Image, s string, face *TextFace, x, y float64, align Align, c color.Color) {
	drawText(dst, s, face, x, y, align, false, c)
	recordText(dst, s, face, x, y, align, true)
}

// drawText draws lines 1.3 em apart, tinted c.
func drawText(dst *ebiten.Image, s string, face *TextFace, x, y float64, align Align, middle bool, c color.Color) {
	if s == "" {
		return
	}
	l := glyph.Layout{Align: int(align), Middle: middle, LineSpacing: face.Size * 1.3}
	k := opKey{kind: opText, s: s, face: face, f: [10]float64{x, y}, c: colourKey(c), n: int(align)}
	if middle {
		k.n += 8
	}
	kitDraw(dst, k, func() image.Rectangle { return face.g.Bounds(s, x, y, l) }, func(d *ebiten.Image) {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleWithColor(c)
		face.g.Draw(d, s, x, y, l, op)
	})
}

// TextWidth is the advance of a single line.
func TextWidth(s string, face *TextFace) float64 { return face.g.Advance(s) }

// Ellipsize shortens s with "…" until it fits width, cutting between characters, never inside one.
func Ellipsize(s string, face *TextFace, width float64) string {
	if TextWidth(s, face) <= width {
		return s
	}
	rs := []rune(s)
	for len(rs) > 0 {
		rs = rs[:len(rs)-1]
		t := strings.TrimRight(string(rs), " ") + "…"
		if TextWidth(t, face) <= width {
			recordElided(s, t)
			return t
		}
	}
	recordElided(s, "…")
	return "…"
}

// Wrap breaks text into lines no wider than width, keeping blank lines between paragraphs.
func Wrap(s string, face *TextFace, width float64) []string {
	lines := wrapLines(s, face, width)
	recordWrap(s, lines)
	return lines
}

// wrapLines is Wrap without the layout report's record: for work off the frames.
func wrapLines(s string, face *TextFace, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		// Only ordinary spaces break a line: a no-break space (U+00A0) keeps "m = 82" together.
		words := strings.FieldsFunc(para, func(r rune) bool { return r == ' ' || r == '\t' })
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if TextWidth(line+" "+w, face) > width {
				lines = append(lines, line)
				line = w
			} else {
				line += " " + w
			}
		}
		lines = append(lines, line)
	}
	return lines
}

var (
	spriteMu    sync.Mutex
	spriteCache = map[string]*ebiten.Image{}
)

// Sprite returns an embedded sprite as an ebiten image.
func Sprite(name string) *ebiten.Image {
	spriteMu.Lock()
	defer spriteMu.Unlock()
	if img, ok := spriteCache[name]; ok {
		return img
	}
	img := ebiten.NewImageFromImage(assets.Sprite(name))
	spriteCache[name] = img
	return img
}

// DrawSprite draws a sprite scaled into r, tinted with c.
func DrawSprite(dst *ebiten.Image, name string, r image.Rectangle, c color.Color) {
	DrawSpriteF(dst, name, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), c)
}

// DrawSpriteF draws a sprite scaled into the rectangle (x, y, w, h), tinted with c.
func DrawSpriteF(dst *ebiten.Image, name string, x, y, w, h float64, c color.Color) {
	k := opKey{kind: opSprite, s: name, f: [10]float64{x, y, w, h}, c: colourKey(c)}
	kitDraw(dst, k, func() image.Rectangle { return floatRect(x, y, x+w, y+h, 1) }, func(d *ebiten.Image) {
		img := Sprite(name)
		b := img.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(c)
		d.DrawImage(img, op)
	})
}

// DrawSpriteRotated draws a sprite of size w×h centred at (cx, cy), turned by angle radians.
func DrawSpriteRotated(dst *ebiten.Image, name string, cx, cy, w, h, angle float64, c color.Color) {
	k := opKey{kind: opSpriteRotated, s: name, f: [10]float64{cx, cy, w, h, angle}, c: colourKey(c)}
	r := math.Hypot(w, h) / 2 // the sprite stays within the circle through its corners
	kitDraw(dst, k, func() image.Rectangle { return floatRect(cx-r, cy-r, cx+r, cy+r, 1) }, func(d *ebiten.Image) {
		img := Sprite(name)
		b := img.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
		op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
		op.GeoM.Rotate(angle)
		op.GeoM.Translate(cx, cy)
		op.ColorScale.ScaleWithColor(c)
		d.DrawImage(img, op)
	})
}

// DrawPanel draws a nine-sliced sprite ("panel" or "frame") into r, so its corners keep their radius
// (scaled by corner, the corner size in screen pixels).
func DrawPanel(dst *ebiten.Image, name string, r image.Rectangle, corner float64, c color.Color) {
	k := opKey{kind: opPanel, s: name, f: [10]float64{corner, float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)},
		c: colourKey(c)}
	kitDraw(dst, k, func() image.Rectangle { return r.Inset(-1) }, func(d *ebiten.Image) { drawPanel(d, name, r, corner, c) })
}

// drawPanel is DrawPanel's drawing.
func drawPanel(dst *ebiten.Image, name string, r image.Rectangle, corner float64, c color.Color) {
	img := Sprite(name)
	s := img.Bounds().Dx() / 3
	if corner <= 0 {
		corner = float64(s)
	}
	if max := float64(min(r.Dx(), r.Dy())) / 2; corner > max {
		corner = max
	}
	xs := [4]float64{float64(r.Min.X), float64(r.Min.X) + corner, float64(r.Max.X) - corner, float64(r.Max.X)}
	ys := [4]float64{float64(r.Min.Y), float64(r.Min.Y) + corner, float64(r.Max.Y) - corner, float64(r.Max.Y)}
	src := [4]int{0, s, 2 * s, 3 * s}
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			w, h := xs[i+1]-xs[i], ys[j+1]-ys[j]
			if w <= 0 || h <= 0 {
				continue
			}
			part := img.SubImage(image.Rect(src[i], src[j], src[i+1], src[j+1])).(*ebiten.Image)
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(w/float64(s), h/float64(s))
			op.GeoM.Translate(xs[i], ys[j])
			op.ColorScale.ScaleWithColor(c)
			dst.DrawImage(part, op)
		}
	}
}

// FillRect fills a rectangle.
func FillRect(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	k := opKey{kind: opRect, f: [10]float64{float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)}, c: colourKey(c)}
	kitDraw(dst, k, func() image.Rectangle { return r }, func(d *ebiten.Image) {
		vector.FillRect(d, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
	})
}

// Fill fills the whole of dst, as dst.Fill does (every pixel becomes c).
func Fill(dst *ebiten.Image, c color.Color) {
	kitDraw(dst, opKey{kind: opFill, c: colourKey(c)}, dst.Bounds, func(d *ebiten.Image) { d.Fill(c) })
}

// StrokeRect outlines a rectangle with a line of that width centred on its edges, anti-aliased: each
// pixel gets the part of its area the line covers, exactly. The line is drawn as a few filled
// rectangles of pixels, each of one coverage, rather than as an anti-aliased vector path, whose stencil
// buffers took the native game 10 MiB of memory at the menu (where the keyboard focus is outlined).
func StrokeRect(dst *ebiten.Image, r image.Rectangle, width float64, c color.Color) {
	k := opKey{kind: opStroke, f: [10]float64{width, float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)},
		c: colourKey(c)}
	m := int(math.Ceil(width/2)) + 1
	kitDraw(dst, k, func() image.Rectangle { return r.Inset(-m) }, func(d *ebiten.Image) { strokeRect(d, r, width, c) })
}

// strokeRect is StrokeRect's drawing.
func strokeRect(dst *ebiten.Image, r image.Rectangle, width float64, c color.Color) {
	h := width / 2
	if !(h > 0) {
		return
	}
	ox0, oy0, ox1, oy1 := float64(r.Min.X)-h, float64(r.Min.Y)-h, float64(r.Max.X)+h, float64(r.Max.Y)+h
	ix0, iy0, ix1, iy1 := float64(r.Min.X)+h, float64(r.Min.Y)+h, float64(r.Max.X)-h, float64(r.Max.Y)-h
	if ix0 >= ix1 || iy0 >= iy1 {
		ix0, iy0, ix1, iy1 = 0, 0, 0, 0 // the line fills the rectangle: no hole
	}
	cr, cg, cb, ca := c.RGBA()
	xs, ys := pixelRuns(ox0, ix0, ix1, ox1), pixelRuns(oy0, iy0, iy1, oy1)
	for j := 0; j+1 < len(ys); j++ {
		for i := 0; i+1 < len(xs); i++ {
			// The line's share of a pixel: the outer box's share less the hole's (both are products of
			// their shares along each axis).
			x, y := xs[i], ys[j]
			cov := overlap(x, ox0, ox1)*overlap(y, oy0, oy1) - overlap(x, ix0, ix1)*overlap(y, iy0, iy1)
			if cov <= 0 {
				continue
			}
			k := min(cov, 1)
			pc := color.RGBA64{uint16(float64(cr) * k), uint16(float64(cg) * k), uint16(float64(cb) * k), uint16(float64(ca) * k)}
			vector.FillRect(dst, float32(x), float32(y), float32(xs[i+1]-x), float32(ys[j+1]-y), pc, false)
		}
	}
}

// pixelRuns splits the pixels from edges[0] to the last edge into runs in which every pixel is cut by
// the same edges: a fractional edge gets a run of its own pixel. The result is the runs' whole-pixel
// boundaries, ascending.
func pixelRuns(edges ...float64) []int {
	var b []int
	for _, e := range edges {
		b = append(b, int(math.Floor(e)), int(math.Ceil(e)))
	}
	slices.Sort(b)
	return slices.Compact(b)
}

// overlap is how much of the pixel [p, p+1) lies within [lo, hi).
func overlap(p int, lo, hi float64) float64 {
	return max(0, min(float64(p+1), hi)-max(float64(p), lo))
}

// Line draws a line segment.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	k := opKey{kind: opLine, f: [10]float64{x0, y0, x1, y1, width}, c: colourKey(c)}
	// The stroke's butt ends stay within half its width of the segment's ends.
	kitDraw(dst, k, func() image.Rectangle { return floatRect(x0, y0, x1, y1, width/2+2) }, func(d *ebiten.Image) {
		vector.StrokeLine(d, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), c, true)
	})
}

// Button draws a labelled button; hot (hovered) and accent (the hint, or a toggled state) change its
// look in shape as well as colour: an accent button gets a thick frame.
func Button(dst *ebiten.Image, t *Theme, r image.Rectangle, label string, face *TextFace, hot, accent, disabled bool) {
	bg, fg := t.Panel, t.Text
	if hot {
		bg = t.PanelHi
	}
	if disabled {
		fg = t.Dim
	}
	corner := float64(r.Dy()) / 4
	DrawPanel(dst, "panel", r, corner, bg)
	if accent {
		DrawPanel(dst, "frame", r, corner, t.HintC)
	}
	DrawText(dst, label, face, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, Center, fg)
}

// FrameRect fills the band w pixels wide (at least 1) just inside r with four plain rectangles:
// square-cornered, and cheaper than a stroked path. Hash's cursor and Escape's borders use it.
func FrameRect(dst *ebiten.Image, r image.Rectangle, w int, c color.Color) {
	w = max(1, w)
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c)
	FillRect(dst, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c)
	FillRect(dst, image.Rect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w), c)
	FillRect(dst, image.Rect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w), c)
}
