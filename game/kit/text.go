package kit

import (
	"image"
	"image/color"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"quintet/assets"
	"quintet/game/glyph"
)

// faceSources are the three fonts, each parsed on first use.
var faceSources [3]struct {
	once    sync.Once
	src     *sfnt.Font
	kerning bool // the font has kerning tables
}

// faceSource returns the parsed font of a style (Regular, Bold or Mono) and whether it kerns.
func faceSource(style int) (*sfnt.Font, bool) {
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
		f.src, f.kerning = s, glyph.HasKerning(b)
	})
	return f.src, f.kerning
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
	src, kerning := faceSource(style)
	g, err := glyph.New(src, size, kerning)
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
func DrawText(dst *Canvas, s string, face *TextFace, x, y float64, align Align, c color.Color) {
	drawText(dst, s, face, x, y, align, true, c)
	recordText(dst, s, face, x, y, align, false)
}

// DrawTextTop draws text whose first line's top is at y.
func DrawTextTop(dst *Canvas, s string, face *TextFace, x, y float64, align Align, c color.Color) {
	drawText(dst, s, face, x, y, align, false, c)
	recordText(dst, s, face, x, y, align, true)
}

// drawText draws lines 1.3 em apart, tinted c.
func drawText(dst *Canvas, s string, face *TextFace, x, y float64, align Align, middle bool, c color.Color) {
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

// Ellipsize shortens s with "…" until it fits width, cutting between characters, never inside one; a
// text shortened is noted in dst's text log.
func Ellipsize(dst *Canvas, s string, face *TextFace, width float64) string {
	return dst.Log().Ellipsize(s, face, width)
}

// Ellipsize is the kit's Ellipsize, noting a text shortened in l (nil: nowhere). It keeps the longest
// start of s that fits with "…" after it (spaces at its end dropped), measured as it grows: linear in s.
func (l *TextLog) Ellipsize(s string, face *TextFace, width float64) string {
	if TextWidth(s, face) <= width { // the usual case, every frame: one measure, no measurer
		return s
	}
	m := newMeasurer(face)
	ell := m.of("…")
	var run, kept textRun // kept: run without the spaces at its end
	keptEnd, best := 0, -1
	for i, r := range s {
		// s[:i] is a candidate: every start of s one character short of it or more.
		if m.join(kept, ell).w <= width {
			best = keptEnd
		}
		run = m.add(run, r)
		if r != ' ' {
			kept, keptEnd = run, i+len(string(r))
		}
	}
	if best < 0 {
		l.recordElided(s, "…")
		return "…"
	}
	t := s[:best] + "…"
	l.recordElided(s, t)
	return t
}

// Wrap breaks text into lines no wider than width, keeping blank lines between paragraphs; the
// paragraph is noted in dst's text log, so the report can tell one shown in part.
func Wrap(dst *Canvas, s string, face *TextFace, width float64) []string {
	return dst.Log().Wrap(s, face, width)
}

// Wrap is the kit's Wrap, noting the paragraph in l (nil: nowhere).
func (l *TextLog) Wrap(s string, face *TextFace, width float64) []string {
	lines := WrapLines(s, face, width)
	l.recordWrap(s, lines)
	return lines
}

// WrapLines is Wrap without the layout report's record: for work off the frames. Each word is
// measured once and the line's width grows with it: linear in s.
func WrapLines(s string, face *TextFace, width float64) []string {
	m := newMeasurer(face)
	space := m.of(" ")
	var lines []string
	var line strings.Builder
	for _, para := range strings.Split(s, "\n") {
		// Only ordinary spaces break a line: a no-break space (U+00A0) keeps "m = 82" together.
		words := strings.FieldsFunc(para, func(r rune) bool { return r == ' ' || r == '\t' })
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line.Reset()
		line.WriteString(words[0])
		lineRun := m.of(words[0])
		for _, w := range words[1:] {
			wordRun := m.of(w)
			if longer := m.join(m.join(lineRun, space), wordRun); longer.w > width {
				lines = append(lines, line.String())
				line.Reset()
				line.WriteString(w)
				lineRun = wordRun
			} else {
				line.WriteString(" ")
				line.WriteString(w)
				lineRun = longer
			}
		}
		lines = append(lines, line.String())
	}
	return lines
}
