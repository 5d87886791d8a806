package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame is drawn in two passes (see damage.go). First the screens draw, as always, but onto a
// recording canvas (NewRecorder): the kit's draw functions (DrawText, DrawSprite, DrawPanel, FillRect, …,
// DrawLayer for a picture kept in a layer of its own) see that their canvas records, and append an op —
// the pixels it may touch, a key of everything it depends on, and a function that draws it — instead of
// drawing. Then the frame's ops are compared with the last frame's, and only those over the pixels that
// changed are drawn, into the screen. A scene gets only a Canvas, never an image, so nothing it draws
// can bypass the recording.

// Canvas is where a scene or a screen draws: a target (the screen, a layer, or a frame's recording) and
// the part of it drawing may touch. A Canvas is never an image: it is drawn on only through the kit, so
// every draw is recorded when the frame records. It also carries the text log the drawn texts go to.
type Canvas struct {
	img   *ebiten.Image   // the whole image drawn on, when not recording
	sub   *ebiten.Image   // img cut to clip (made on first use)
	clip  image.Rectangle // the part drawing may touch
	rec   *Recorder       // when set, draws become its ops
	log   *TextLog        // where drawn texts are noted (nil: nowhere)
	layer *Layer          // when set, a draw makes the layer a new version
}

// NewCanvas is a canvas that draws straight into img (the screen, or a picture of its own), noting its
// texts in log (nil: nowhere). Only the shell makes one: a scene is handed its canvas.
func NewCanvas(img *ebiten.Image, log *TextLog) *Canvas {
	return &Canvas{img: img, clip: img.Bounds(), log: log}
}

// Bounds is the part of the target the canvas may draw on, in the target's pixels.
func (c *Canvas) Bounds() image.Rectangle { return c.clip }

// Sub is the part r of the canvas (within its bounds): what is drawn there is clipped to r.
func (c *Canvas) Sub(r image.Rectangle) *Canvas {
	return &Canvas{img: c.img, clip: c.clip.Intersect(r), rec: c.rec, log: c.log, layer: c.layer}
}

// Log is the text log the canvas's texts go to (nil: none).
func (c *Canvas) Log() *TextLog {
	if c == nil {
		return nil
	}
	return c.log
}

// target is the image a direct draw goes into: the whole image, or its part clip.
func (c *Canvas) target() *ebiten.Image {
	if c.sub == nil {
		if c.clip == c.img.Bounds() {
			c.sub = c.img
		} else {
			c.sub = c.img.SubImage(c.clip).(*ebiten.Image)
		}
	}
	return c.sub
}

// op is one draw of a frame.
type op struct {
	clip image.Rectangle // the bounds of the canvas it was drawn on
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
	ver   uint64 // the img's version (a layer redrawn is a new picture)
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

// Ops are the draws of one frame, in order.
type Ops []op

// Recorder records one frame's draws: a canvas of its bounds whose draws become ops.
type Recorder struct {
	ops Ops
}

// NewRecorder starts a frame's recording: drawing on the canvas it returns (of bounds sb, its texts
// noted in log) appends ops; Stop returns them.
func NewRecorder(sb image.Rectangle, log *TextLog) (*Recorder, *Canvas) {
	r := &Recorder{}
	return r, &Canvas{clip: sb, rec: r, log: log}
}

// Stop ends the recording and returns its ops.
func (r *Recorder) Stop() Ops {
	ops := r.ops
	r.ops = nil
	return ops
}

// kitDraw draws with draw on dst, or, when dst records, appends the op with key k over the pixels
// bounds returns.
func kitDraw(dst *Canvas, k opKey, bounds func() image.Rectangle, draw func(dst *ebiten.Image)) {
	if dst.rec == nil {
		if dst.layer != nil {
			dst.layer.ver++
		}
		if !dst.clip.Empty() {
			draw(dst.target())
		}
		return
	}
	dst.rec.ops = append(dst.rec.ops, op{clip: dst.clip, key: k, draw: draw, measure: bounds})
}

// Layer is a picture kept in an image of its own, drawn once and copied onto a canvas after that (Hash's
// board: a redraw for the pointer costs one copy instead of hundreds of sprites). It keeps a version
// that every draw on it moves on, so the frames know when it changed.
type Layer struct {
	img *ebiten.Image
	ver uint64
}

// NewLayer is a transparent layer w×h pixels.
func NewLayer(w, h int) *Layer { return &Layer{img: ebiten.NewImage(w, h)} }

// Bounds is the layer's size, from (0, 0).
func (l *Layer) Bounds() image.Rectangle { return l.img.Bounds() }

// Clear makes the layer transparent again.
func (l *Layer) Clear() {
	l.img.Clear()
	l.ver++
}

// Deallocate frees the layer's image; the layer is not used after it.
func (l *Layer) Deallocate() { l.img.Deallocate() }

// Canvas is a canvas that draws on the layer, noting its texts where from's go.
func (l *Layer) Canvas(from *Canvas) *Canvas {
	return &Canvas{img: l.img, clip: l.img.Bounds(), log: from.Log(), layer: l}
}

// DrawLayer copies the layer onto dst with its top left corner at (x, y).
func DrawLayer(dst *Canvas, l *Layer, x, y float64) {
	o := ebiten.DrawImageOptions{}
	o.GeoM.Translate(x, y)
	src := l.img
	g, cs := o.GeoM, o.ColorScale
	k := opKey{kind: opImage, img: src, ver: l.ver, n: int(o.Filter), blend: o.Blend,
		f: [10]float64{g.Element(0, 0), g.Element(0, 1), g.Element(0, 2), g.Element(1, 0), g.Element(1, 1), g.Element(1, 2),
			float64(cs.R()), float64(cs.G()), float64(cs.B()), float64(cs.A())}}
	kitDraw(dst, k, func() image.Rectangle { return geoBounds(g, src.Bounds()) }, func(d *ebiten.Image) {
		c := o
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

// Pixels reads the layer's pixels back (tests; only once the game runs).
func (l *Layer) Pixels() *image.RGBA {
	out := image.NewRGBA(l.img.Bounds())
	l.img.ReadPixels(out.Pix)
	return out
}
