// Package glyph draws text from an OpenType font at one pixel size: each glyph is rasterised once by
// golang.org/x/image/font/opentype into a small image, kept per rune and sub-pixel position, and drawn
// with DrawImage. Advances and kerning are the font's own; lines are laid out as Ebitengine's text/v2
// lays out a GoXFace (same metrics, same sub-pixel steps, same rounding), so text looks the same, but
// without text/v2's imports (its shaping engine, SVG and image decoders, language tables), which the
// game's Latin text and symbols do not need and which cost its WebAssembly download 142 KB (brotli 11).
package glyph

import (
	"image"
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Face is a font at one size. It is safe for concurrent use: the measuring calls may come from worker
// goroutines (Draw itself, like all drawing, runs on the game's thread).
type Face struct {
	Ascent, Descent float64 // the font's vertical metrics at this size, in pixels

	mu     sync.Mutex
	of     font.Face
	step   fixed.Int26_6 // the sub-pixel step of glyph positions: 1/8 to 1 pixel, finer for small text
	runes  map[rune]runeInfo
	advs   map[rune]fixed.Int26_6 // advances alone: measuring needs no outline
	kerns  map[[2]rune]fixed.Int26_6
	images map[imageKey]*cached
	tick   int64 // the last Ebitengine tick a glyph image was asked for
}

type runeInfo struct {
	advance fixed.Int26_6
	bounds  fixed.Rectangle26_6
}

// imageKey is a glyph image: the rune at one horizontal sub-pixel offset (the vertical one is the same
// for every use of a rune, since baselines are snapped to whole pixels).
type imageKey struct {
	r  rune
	dx fixed.Int26_6
}

type cached struct {
	img  *ebiten.Image // nil for a glyph with no pixels
	used int64
}

// New makes a face of src at size pixels per em (no hinting).
func New(src *sfnt.Font, size float64) (*Face, error) {
	of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	m := of.Metrics()
	f := &Face{
		Ascent:  float64(m.Ascent) / 64,
		Descent: float64(m.Descent) / 64,
		of:      of,
		runes:   map[rune]runeInfo{},
		advs:    map[rune]fixed.Int26_6{},
		kerns:   map[[2]rune]fixed.Int26_6{},
		images:  map[imageKey]*cached{},
	}
	// Finer sub-pixel steps for smaller text, where a fraction of a pixel shows most (text/v2's steps).
	variants := 1
	switch h := f.Ascent + f.Descent; {
	case h < 20:
		variants = 8
	case h < 40:
		variants = 4
	case h < 80:
		variants = 2
	}
	f.step = 64 / fixed.Int26_6(variants)
	return f, nil
}

// adv is a rune's advance, from the font's metrics once (no outline is read: measuring a text, as a
// layout does, costs no glyph loading). The caller holds f.mu.
func (f *Face) adv(r rune) fixed.Int26_6 {
	if a, ok := f.advs[r]; ok {
		return a
	}
	a, ok := f.of.GlyphAdvance(r)
	if !ok && unicode.Is(unicode.Zs, r) {
		// A space the font lacks (the Go fonts have no thin space, which groups the digits of large
		// numbers) is blank, not the "missing" box: as wide as the font's space, or two thirds of it
		// for the thin and narrow ones.
		a, _ = f.of.GlyphAdvance(' ')
		if r == '\u2009' || r == '\u200a' || r == '\u202f' || r == '\u2006' {
			a = a * 2 / 3
		}
	}
	f.advs[r] = a
	return a
}

// info is a rune's advance and bounds, the bounds from its outline once (a space the font lacks has
// none). The caller holds f.mu.
func (f *Face) info(r rune) runeInfo {
	if in, ok := f.runes[r]; ok {
		return in
	}
	b, _, ok := f.of.GlyphBounds(r)
	if !ok && unicode.Is(unicode.Zs, r) {
		b = fixed.Rectangle26_6{}
	}
	in := runeInfo{advance: f.adv(r), bounds: b}
	f.runes[r] = in
	return in
}

// kern is the kerning between two runes, from the font once. The caller holds f.mu.
func (f *Face) kern(r0, r1 rune) fixed.Int26_6 {
	k, ok := f.kerns[[2]rune{r0, r1}]
	if !ok {
		k = f.of.Kern(r0, r1)
		f.kerns[[2]rune{r0, r1}] = k
	}
	return k
}

// lineBreaks are the characters that end a line, as text/v2 has them.
const lineBreaks = "\n\v\f\r\u0085\u2028\u2029"

// firstLine is s up to its first line break.
func firstLine(s string) string {
	if i := strings.IndexAny(s, lineBreaks); i >= 0 {
		return s[:i]
	}
	return s
}

// lines splits s after each line break ("\r\n" is one), without the breaks; a final break starts no
// new line.
func lines(s string) []string {
	var out []string
	for len(s) > 0 {
		i := strings.IndexAny(s, lineBreaks)
		if i < 0 {
			return append(out, s)
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			n = 2
		}
		out = append(out, s[:i])
		s = s[i+n:]
	}
	return out
}

// advance is the width of one line (no line breaks in it), kerning included. The caller holds f.mu.
func (f *Face) advance(line string) fixed.Int26_6 {
	var x fixed.Int26_6
	prev := rune(-1)
	for _, r := range line {
		if prev >= 0 {
			x += f.kern(prev, r)
		}
		x += f.adv(r)
		prev = r
	}
	return x
}

// Advance is the width of s's first line in pixels.
func (f *Face) Advance(s string) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return fixedFloat(f.advance(firstLine(s)))
}

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// Layout says where text goes: Align is 0, 1 or 2 for text starting, centred or ending at the anchor;
// Middle centres the block of lines on the anchor vertically, otherwise the first line's top (its
// ascent) is at the anchor; LineSpacing is the distance between baselines.
type Layout struct {
	Align       int
	Middle      bool
	LineSpacing float64
}

// Draw draws s with its anchor at (x, y), each glyph's image tinted by op's colour scale (op's GeoM is
// replaced; its other fields are used as they are).
func (f *Face) Draw(dst *ebiten.Image, s string, x, y float64, l Layout, op *ebiten.DrawImageOptions) {
	if s == "" {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	tick := ebiten.Tick()
	// Glyph images are all made before any is drawn: making one between draws would break Ebitengine's
	// batch of draws into many.
	type placed struct {
		img  *ebiten.Image
		x, y float64
	}
	var draws []placed
	clip := dst.Bounds()
	f.place(s, x, y, l, func(r rune, in runeInfo, gx, gy fixed.Int26_6, w, h int, px, py float64) {
		if !image.Rect(int(px)-1, int(py)-1, int(px)+w+2, int(py)+h+2).Overlaps(clip) {
			return
		}
		if img := f.image(r, in.bounds, gx&63, gy&63, w+1, h+1, tick); img != nil {
			draws = append(draws, placed{img, px, py})
		}
	})
	for _, d := range draws {
		op.GeoM.Reset()
		op.GeoM.Translate(d.x, d.y)
		dst.DrawImage(d.img, op)
	}
}

// Bounds is the part of the plane Draw with these arguments may touch: the union of its glyph images
// ((w+1)×(h+1) pixels each, placed at (px, py)), widened by a pixel.
func (f *Face) Bounds(s string, x, y float64, l Layout) image.Rectangle {
	f.mu.Lock()
	defer f.mu.Unlock()
	var b image.Rectangle
	f.place(s, x, y, l, func(_ rune, _ runeInfo, _, _ fixed.Int26_6, w, h int, px, py float64) {
		b = b.Union(image.Rect(int(math.Floor(px))-1, int(math.Floor(py))-1, int(math.Ceil(px))+w+2, int(math.Ceil(py))+h+2))
	})
	return b
}

// place lays out s as Draw does and calls at for each glyph with pixels: the rune, its metrics, its
// top-left in the line's fixed-point space, its size in whole pixels and where its image goes. The
// caller holds f.mu.
func (f *Face) place(s string, x, y float64, l Layout, at func(r rune, in runeInfo, gx, gy fixed.Int26_6, w, h int, px, py float64)) {
	ls := lines(s)
	oy := f.Ascent
	if l.Middle {
		oy -= (float64(len(ls)-1)*l.LineSpacing + f.Ascent + f.Descent) / 2
	}
	var ly float64 // the line's baseline above the first's, summed as text/v2 sums it
	for _, line := range ls {
		var ox float64
		switch l.Align {
		case 1:
			ox = -fixedFloat(f.advance(line)) / 2
		case 2:
			ox = -fixedFloat(f.advance(line))
		}
		start := fixed.Int26_6(ox * 64)
		baseline := fixed.Int26_6((ly+oy)*64) &^ 63
		ly += l.LineSpacing
		pen := start
		prev := rune(-1)
		for _, r := range line {
			if prev >= 0 {
				pen += f.kern(prev, r)
			}
			in := f.info(r)
			pos := pen
			pen += in.advance
			prev = r
			// The glyph's top-left sits on a whole pixel; its sub-pixel remainder is drawn into the image.
			gx := pos/f.step*f.step + in.bounds.Min.X
			gy := baseline + in.bounds.Min.Y
			w, h := (in.bounds.Max.X - in.bounds.Min.X).Ceil(), (in.bounds.Max.Y - in.bounds.Min.Y).Ceil()
			if w == 0 || h == 0 {
				continue
			}
			at(r, in, gx, gy, w, h, float64(gx.Floor())+x, float64(gy.Floor())+y)
		}
	}
}

// image is the glyph image of r at sub-pixel offset (dx, dy), w×h pixels, made on first use. Images
// not drawn for a second are let go once a face holds more than 128 per sub-pixel step. The caller
// holds f.mu.
func (f *Face) image(r rune, b fixed.Rectangle26_6, dx, dy fixed.Int26_6, w, h int, tick int64) *ebiten.Image {
	k := imageKey{r, dx}
	if c, ok := f.images[k]; ok {
		c.used = tick
		return c.img
	}
	var img *ebiten.Image
	// A rune the font lacks draws its "missing" glyph, as text/v2 does (Glyph says !ok but draws it).
	dr, mask, mp, _, _ := f.of.Glyph(fixed.Point26_6{X: dx - b.Min.X, Y: dy - b.Min.Y}, r)
	if a, isAlpha := mask.(*image.Alpha); isAlpha && !dr.Empty() {
		img = whiteThrough(a, mp, dr, w, h)
	}
	f.images[k] = &cached{img: img, used: tick}
	if f.tick < tick && len(f.images) > 128*int(64/f.step) {
		for key, c := range f.images {
			if c.used < tick-60 {
				delete(f.images, key)
			}
		}
	}
	f.tick = tick
	return img
}

// whiteThrough makes a w×h image that is white where the glyph's coverage mask a (at mp, placed at dr)
// covers it, with the coverage as alpha (premultiplied).
func whiteThrough(a *image.Alpha, mp image.Point, dr image.Rectangle, w, h int) *ebiten.Image {
	pix := make([]byte, 4*w*h)
	dr = dr.Intersect(image.Rect(0, 0, w, h))
	for y := dr.Min.Y; y < dr.Max.Y; y++ {
		for x := dr.Min.X; x < dr.Max.X; x++ {
			v := a.Pix[a.PixOffset(mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y)]
			o := 4 * (y*w + x)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = v, v, v, v
		}
	}
	img := ebiten.NewImage(w, h)
	img.WritePixels(pix)
	return img
}
