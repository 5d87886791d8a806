package game

import (
	"image"
	"image/color"
	"math"
	_ "unsafe" // for go:linkname

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame is drawn in two passes (see damage.go). First the screens draw, as always, but into a
// recording target, an image of the screen's size that is never drawn into: the kit's draw functions
// (DrawText, DrawSprite, DrawPanel, FillRect, …, DrawImage for a picture cached in an image of its own)
// see that their target is it, or a sub-image of it, and append an op — the pixels it may touch, a key
// of everything it depends on, and a function that draws it — instead of drawing. Then the frame's ops
// are compared with the last frame's, and only those over the pixels that changed are drawn, into the
// screen. A draw that bypasses the kit would be lost: TestPartialFrames reads the recording target back
// and fails if any pixel of it was drawn.

// op is one draw of a frame.
type op struct {
	clip image.Rectangle // the bounds of the (sub-)image it was drawn into
	key  opKey
	draw func(dst *ebiten.Image) // draws it into dst: the screen, or a sub-image of it
	// The pixels it may touch (within clip) are worked out only when a frame needs them (a text's
	// means laying it out again): a frame drawn whole needs none, and an op matched with one of the
	// last frame's takes its pixels from it (equal key and clip: the same pixels).
	measure func() image.Rectangle
	bounds  image.Rectangle
	known   bool // bounds is worked out
}

// pixels is the part of the screen the op may touch.
func (o *op) pixels() image.Rectangle {
	if !o.known {
		o.bounds, o.known = o.measure().Intersect(o.clip), true
	}
	return o.bounds
}

// opKey is everything an op's pixels depend on besides its clip: two ops with equal keys and clips
// draw the same pixels.
type opKey struct {
	kind  uint8
	s     string
	face  *TextFace
	img   *ebiten.Image
	ver   uint64 // the img's version (a cached picture redrawn is a new picture)
	f     [10]float64
	c     color.RGBA64
	n     int
	blend ebiten.Blend
}

// The kinds of op.
const (
	opFill uint8 = iota + 1
	opText
	opSprite
	opSpriteRotated
	opPanel
	opRect
	opStroke
	opLine
	opImage
)

// recorder is the frame's recording (one at a time: frames are drawn on the game's thread).
var rec struct {
	target *ebiten.Image // the recording target; nil when not recording
	ops    []op
	// layers are the images drawn with DrawImage (the whole image, when a sub-image of it is drawn), by
	// their version: a kit draw into one of them (or a sub-image of one) makes a new version.
	layers map[*ebiten.Image]uint64
	used   map[*ebiten.Image]bool // the layers drawn this frame
}

// originalImage is the image a sub-image was cut from (always a whole image: a sub-image of a sub-image
// is cut from the first's original), or img itself when it is whole. It is Ebitengine's own (its vector
// package links it the same way); asking the original for a sub-image of dst's bounds instead would add
// a sub-image to the original's cache for every draw into an image that merely fits inside it.
//
//go:linkname originalImage github.com/hajimehoshi/ebiten/v2.originalImage
func originalImage(img *ebiten.Image) *ebiten.Image

// recording reports whether dst is the recording target or a sub-image of it.
func recording(dst *ebiten.Image) bool {
	return rec.target != nil && dst != nil && originalImage(dst) == rec.target
}

// kitDraw draws with draw into dst, or, when dst is being recorded, appends the op with key k over the
// pixels bounds returns.
func kitDraw(dst *ebiten.Image, k opKey, bounds func() image.Rectangle, draw func(dst *ebiten.Image)) {
	if !recording(dst) {
		wrote(dst)
		draw(dst)
		return
	}
	rec.ops = append(rec.ops, op{clip: dst.Bounds(), key: k, draw: draw, measure: bounds})
}

// wrote notes a kit draw into an image that is not being recorded: if it is a layer (or a sub-image
// of one), the layer has a new version.
func wrote(dst *ebiten.Image) {
	l := originalImage(dst)
	if _, ok := rec.layers[l]; ok {
		rec.layers[l]++
	}
}

// DrawImage draws src into dst with op (nil: at the origin), as dst.DrawImage does. Use it for a
// picture cached in an image of its own; draw into that image only through the kit, so the frames
// know when it changed.
func DrawImage(dst, src *ebiten.Image, o *ebiten.DrawImageOptions) {
	if o == nil {
		o = &ebiten.DrawImageOptions{}
	}
	if !recording(dst) {
		wrote(dst)
		dst.DrawImage(src, o)
		return
	}
	if rec.layers == nil {
		rec.layers, rec.used = map[*ebiten.Image]uint64{}, map[*ebiten.Image]bool{}
	}
	l := originalImage(src) // a draw into any part of it makes a new version
	if _, ok := rec.layers[l]; !ok {
		rec.layers[l] = 0
	}
	rec.used[l] = true
	g, cs := o.GeoM, o.ColorScale
	k := opKey{kind: opImage, img: src, ver: rec.layers[l], n: int(o.Filter), blend: o.Blend,
		f: [10]float64{g.Element(0, 0), g.Element(0, 1), g.Element(0, 2), g.Element(1, 0), g.Element(1, 1), g.Element(1, 2),
			float64(cs.R()), float64(cs.G()), float64(cs.B()), float64(cs.A())}}
	c := *o
	kitDraw(dst, k, func() image.Rectangle { return geoBounds(g, src.Bounds()) }, func(d *ebiten.Image) {
		c := c
		d.DrawImage(src, &c)
	})
}

// geoBounds is the pixels a rectangle transformed by g covers, widened by a pixel for filtering.
func geoBounds(g ebiten.GeoM, r image.Rectangle) image.Rectangle {
	var out image.Rectangle
	for i, p := range [4]image.Point{r.Min, {r.Max.X, r.Min.Y}, {r.Min.X, r.Max.Y}, r.Max} {
		x, y := g.Apply(float64(p.X-r.Min.X), float64(p.Y-r.Min.Y))
		q := floatRect(x, y, x, y, 1)
		if i == 0 {
			out = q
		} else {
			out = out.Union(q)
		}
	}
	return out
}

// floatRect is the whole pixels the box (x0, y0)–(x1, y1) touches, widened by m pixels.
func floatRect(x0, y0, x1, y1, m float64) image.Rectangle {
	return image.Rect(int(math.Floor(min(x0, x1)-m)), int(math.Floor(min(y0, y1)-m)), int(math.Ceil(max(x0, x1)+m)), int(math.Ceil(max(y0, y1)+m)))
}

// colourKey is a colour as a key.
func colourKey(c color.Color) color.RGBA64 {
	r, g, b, a := c.RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

// startRecording makes target the recording target, with no ops yet.
func startRecording(target *ebiten.Image) {
	rec.target, rec.ops = target, nil
	clear(rec.used)
}

// stopRecording ends the recording and returns its ops; layers not drawn in it are forgotten.
func stopRecording() []op {
	ops := rec.ops
	rec.target, rec.ops = nil, nil
	for l := range rec.layers {
		if !rec.used[l] {
			delete(rec.layers, l)
		}
	}
	return ops
}
