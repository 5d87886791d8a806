// Package glyph draws text from an OpenType font at one pixel size: each glyph is rasterised once by
// golang.org/x/image/font/opentype, kept per rune and sub-pixel position on one of the face's glyph
// sheets (images packed with glyphs in rows), and a text is drawn with one DrawTriangles per sheet it
// uses, not one DrawImage per glyph. Advances and kerning are the font's own; lines are laid out as
// Ebitengine's text/v2 lays out a GoXFace (same metrics, same sub-pixel steps, same rounding), so text
// looks the same, but without text/v2's imports (its shaping engine, SVG and image decoders, language
// tables), which the game's Latin text and symbols do not need and which cost its WebAssembly download
// 142 KB (brotli 11).
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

	mu      sync.Mutex
	of      font.Face
	step    fixed.Int26_6 // the sub-pixel step of glyph positions: 1/8 to 1 pixel, finer for small text
	runes   map[rune]runeInfo
	advs    map[rune]fixed.Int26_6 // advances alone: measuring needs no outline
	kerns   map[[2]rune]fixed.Int26_6
	kerning bool // the font may kern (otherwise kerns stays empty)
	images  map[imageKey]placedGlyph
	sheets  []*sheet
	side    int   // a sheet's width and height
	tick    int64 // the last Ebitengine tick a glyph was drawn
	vs      []ebiten.Vertex
	is      []uint16
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

// placedGlyph is where a glyph image is: its sheet (nil for a glyph with no pixels) and its pixels there.
type placedGlyph struct {
	sh *sheet
	r  image.Rectangle
}

// sheet is an image holding many glyph images, packed in rows from its top left, a pixel apart. Its
// pixels are also kept here, so the glyphs a text adds reach the image in one upload.
type sheet struct {
	img        *ebiten.Image
	pix        []byte // premultiplied RGBA, side×side
	side       int
	x, y, rowH int             // the next glyph goes at (x, y), in the row of height rowH so far
	dirty      image.Rectangle // pixels written here and not yet uploaded
	used       int64           // the last tick one of its glyphs was drawn
}

// maxSheets is how many sheets a face keeps between frames: when a frame has needed more, the one
// drawn from longest ago is let go (its glyphs are rasterised again when next drawn).
const maxSheets = 8

// HasKerning reports whether the OpenType font data may kern: its table directory lists a kern or a
// GPOS table. (The game's fonts have neither, so their faces skip the kerning lookups: one map lookup
// for every pair of characters measured or drawn.)
func HasKerning(data []byte) bool {
	if len(data) < 12 {
		return true // not a font this can read: leave kerning to the font
	}
	n := int(data[4])<<8 | int(data[5])
	for i := 0; i < n; i++ {
		o := 12 + 16*i
		if o+4 > len(data) {
			return true
		}
		if tag := string(data[o : o+4]); tag == "kern" || tag == "GPOS" {
			return true
		}
	}
	return false
}

// New makes a face of src at size pixels per em (no hinting); kerning says whether to ask the font for
// kerning between characters (HasKerning of its data), or take it as none.
func New(src *sfnt.Font, size float64, kerning bool) (*Face, error) {
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
		images:  map[imageKey]placedGlyph{},
		kerning: kerning,
	}
	// A sheet holds at least four rows of glyphs of the face's line height, and is 128 to 512 pixels
	// square: larger sheets, mostly empty, cost more than their glyphs save (Ebitengine's atlas grows
	// for them, and a face is made for every size a window and the text setting ask for).
	f.side = 128
	for cell := int(math.Ceil(f.Ascent+f.Descent)) + 2; f.side < 4*cell && f.side < 512; {
		f.side *= 2
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
	if !f.kerning {
		return 0
	}
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

// RuneAdvance is r's advance in pixels: Advance(string(r)) for a rune that is no line break.
func (f *Face) RuneAdvance(r rune) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return fixedFloat(f.adv(r))
}

// Kern is the kerning between a and b in pixels: Advance of the two together less their advances, for
// runes that are no line breaks.
func (f *Face) Kern(a, b rune) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return fixedFloat(f.kern(a, b))
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

// Draw draws s with its anchor at (x, y), each glyph tinted by op's colour scale and blended by its
// Blend and Filter (op's GeoM is not used). The glyphs it needs are made first, those new to their sheet
// uploaded at once, and then each sheet's glyphs are drawn in one call.
func (f *Face) Draw(dst *ebiten.Image, s string, x, y float64, l Layout, op *ebiten.DrawImageOptions) {
	if s == "" {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	tick := ebiten.Tick()
	if tick != f.tick {
		f.evict(tick)
	}
	f.tick = tick
	type quad struct {
		g      placedGlyph
		px, py float32
	}
	var quads []quad
	clip := dst.Bounds()
	f.place(s, x, y, l, func(r rune, in runeInfo, gx, gy fixed.Int26_6, w, h int, px, py float64) {
		if !image.Rect(int(px)-1, int(py)-1, int(px)+w+2, int(py)+h+2).Overlaps(clip) {
			return
		}
		if g := f.glyph(r, in.bounds, gx&63, gy&63, w+1, h+1); g.sh != nil {
			g.sh.used = tick
			// Nearest filtering shows a glyph placed at k+f (0 ≤ f < 1) as if placed at k, or at k+1 when
			// f > ½: placing it there draws the same pixels, and at f = ½, where the sampled texel was
			// left to the GPU's rounding (and so to where the sheet sits in Ebitengine's atlas), the
			// same ones every time.
			quads = append(quads, quad{g, float32(math.Floor(px + 0.5)), float32(math.Floor(py + 0.5))})
		}
	})
	for _, sh := range f.sheets {
		sh.upload()
	}
	cr, cg, cb, ca := op.ColorScale.R(), op.ColorScale.G(), op.ColorScale.B(), op.ColorScale.A()
	to := &ebiten.DrawTrianglesOptions{Blend: op.Blend, Filter: op.Filter, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	// One call per run of glyphs on the same sheet, in the text's order (glyphs may overlap, and
	// blending them in another order rounds differently), at most 16,383 glyphs a call.
	vs, is := f.vs[:0], f.is[:0]
	for i, q := range quads {
		n := uint16(len(vs))
		w, h := float32(q.g.r.Dx()), float32(q.g.r.Dy())
		sx, sy := float32(q.g.r.Min.X), float32(q.g.r.Min.Y)
		vs = append(vs,
			ebiten.Vertex{DstX: q.px, DstY: q.py, SrcX: sx, SrcY: sy, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: q.px + w, DstY: q.py, SrcX: sx + w, SrcY: sy, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: q.px, DstY: q.py + h, SrcX: sx, SrcY: sy + h, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: q.px + w, DstY: q.py + h, SrcX: sx + w, SrcY: sy + h, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca})
		is = append(is, n, n+1, n+2, n+1, n+3, n+2)
		if i+1 == len(quads) || quads[i+1].g.sh != q.g.sh || len(vs) >= 65532 {
			dst.DrawTriangles(vs, is, q.g.sh.img, to)
			vs, is = vs[:0], is[:0]
		}
	}
	f.vs, f.is = vs, is
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

// glyph is the glyph image of r at sub-pixel offset (dx, dy), w×h pixels, made on a sheet on first
// use. The caller holds f.mu.
func (f *Face) glyph(r rune, b fixed.Rectangle26_6, dx, dy fixed.Int26_6, w, h int) placedGlyph {
	k := imageKey{r, dx}
	if g, ok := f.images[k]; ok {
		return g
	}
	var g placedGlyph
	// A rune the font lacks draws its "missing" glyph, as text/v2 does (Glyph says !ok but draws it).
	dr, mask, mp, _, _ := f.of.Glyph(fixed.Point26_6{X: dx - b.Min.X, Y: dy - b.Min.Y}, r)
	if a, isAlpha := mask.(*image.Alpha); isAlpha && !dr.Empty() {
		g.sh, g.r = f.room(w, h)
		g.sh.whiteThrough(a, mp, dr, g.r)
	}
	f.images[k] = g
	return g
}

// room finds w×h pixels for a glyph: on the newest sheet, or on a new one (as large as the glyph
// when it is larger than a sheet). The caller holds f.mu.
func (f *Face) room(w, h int) (*sheet, image.Rectangle) {
	if n := len(f.sheets); n > 0 {
		sh := f.sheets[n-1]
		if sh.x+w > sh.side { // the row is full: the next one starts below it
			sh.x, sh.y, sh.rowH = 0, sh.y+sh.rowH+1, 0
		}
		if sh.x+w <= sh.side && sh.y+h <= sh.side {
			r := image.Rect(sh.x, sh.y, sh.x+w, sh.y+h)
			sh.x += w + 1
			sh.rowH = max(sh.rowH, h)
			return sh, r
		}
	}
	side := max(f.side, w, h)
	sh := &sheet{img: ebiten.NewImage(side, side), pix: make([]byte, 4*side*side), side: side}
	f.sheets = append(f.sheets, sh)
	sh.x, sh.rowH = w+1, h
	return sh, image.Rect(0, 0, w, h)
}

// evict lets go of the sheet drawn from longest ago while the face keeps more than maxSheets, and of
// its glyphs, at the first draw of a frame. The caller holds f.mu.
func (f *Face) evict(tick int64) {
	for len(f.sheets) > maxSheets {
		oldest := 0
		for i, sh := range f.sheets {
			if sh.used < f.sheets[oldest].used {
				oldest = i
			}
		}
		gone := f.sheets[oldest]
		f.sheets = append(f.sheets[:oldest], f.sheets[oldest+1:]...)
		for k, g := range f.images {
			if g.sh == gone {
				delete(f.images, k)
			}
		}
		// Its image is not deallocated here but left to Ebitengine's clean-up once unreachable: a sheet
		// deallocated while the frame was being drawn spoiled glyphs drawn later in it (TestSheetsLetGo).
	}
}

// whiteThrough writes into the sheet's pixels at r a glyph that is white where its coverage mask a (at
// mp, placed at dr within r) covers it, with the coverage as alpha (premultiplied).
func (sh *sheet) whiteThrough(a *image.Alpha, mp image.Point, dr image.Rectangle, r image.Rectangle) {
	dr = dr.Intersect(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := dr.Min.Y; y < dr.Max.Y; y++ {
		for x := dr.Min.X; x < dr.Max.X; x++ {
			v := a.Pix[a.PixOffset(mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y)]
			o := 4 * ((r.Min.Y+y)*sh.side + r.Min.X + x)
			sh.pix[o], sh.pix[o+1], sh.pix[o+2], sh.pix[o+3] = v, v, v, v
		}
	}
	sh.dirty = sh.dirty.Union(r)
}

// upload writes the sheet's changed pixels into its image, in one call.
func (sh *sheet) upload() {
	d := sh.dirty
	if d.Empty() {
		return
	}
	sh.dirty = image.Rectangle{}
	if d.Dx() == sh.side {
		sh.img.SubImage(d).(*ebiten.Image).WritePixels(sh.pix[4*d.Min.Y*sh.side : 4*d.Max.Y*sh.side])
		return
	}
	buf := make([]byte, 0, 4*d.Dx()*d.Dy())
	for y := d.Min.Y; y < d.Max.Y; y++ {
		o := 4 * (y*sh.side + d.Min.X)
		buf = append(buf, sh.pix[o:o+4*d.Dx()]...)
	}
	sh.img.SubImage(d).(*ebiten.Image).WritePixels(buf)
}
