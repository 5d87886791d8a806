package kit

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/assets"
)

var (
	spriteMu    sync.Mutex
	spriteCache = map[string]*ebiten.Image{}
)

// sprite returns an embedded sprite as an ebiten image.
func sprite(name string) *ebiten.Image {
	spriteMu.Lock()
	defer spriteMu.Unlock()
	if img, ok := spriteCache[name]; ok {
		return img
	}
	img := spriteImage(assets.Sprite(name))
	spriteCache[name] = img
	return img
}

// spriteImage is src as an ebiten image. A sprite (a white mask, assets.DecodeMask) is premultiplied
// here, as Ebitengine's NewImageFromImage would, but straight from its bytes: that function goes
// through image/draw's general path, a tenth of the browser's first frame.
func spriteImage(src image.Image) *ebiten.Image {
	m, ok := src.(*image.NRGBA)
	if !ok || m.Rect.Min != (image.Point{}) || m.Stride != 4*m.Rect.Dx() {
		return ebiten.NewImageFromImage(src)
	}
	pix := make([]byte, len(m.Pix))
	for i := 0; i < len(pix); i += 4 {
		a := uint32(m.Pix[i+3]) * 0x101
		for c := 0; c < 3; c++ {
			pix[i+c] = byte(uint32(m.Pix[i+c]) * 0x101 * a / 0xffff >> 8)
		}
		pix[i+3] = m.Pix[i+3]
	}
	img := ebiten.NewImage(m.Rect.Dx(), m.Rect.Dy())
	img.WritePixels(pix)
	return img
}

// DrawSprite draws a sprite scaled into r, tinted with c.
func DrawSprite(dst *Canvas, name string, r image.Rectangle, c color.Color) {
	DrawSpriteF(dst, name, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), c)
}

// DrawSpriteF draws a sprite scaled into the rectangle (x, y, w, h), tinted with c.
func DrawSpriteF(dst *Canvas, name string, x, y, w, h float64, c color.Color) {
	k := opKey{kind: opSprite, s: name, f: [10]float64{x, y, w, h}, c: colourKey(c)}
	kitDraw(dst, k, func() image.Rectangle { return floatRect(x, y, x+w, y+h, 1) }, func(d *ebiten.Image) {
		img := sprite(name)
		b := img.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(c)
		d.DrawImage(img, op)
	})
}

// DrawSpriteRotated draws a sprite of size w×h centred at (cx, cy), turned by angle radians.
func DrawSpriteRotated(dst *Canvas, name string, cx, cy, w, h, angle float64, c color.Color) {
	k := opKey{kind: opSpriteRotated, s: name, f: [10]float64{cx, cy, w, h, angle}, c: colourKey(c)}
	r := math.Hypot(w, h) / 2 // the sprite stays within the circle through its corners
	kitDraw(dst, k, func() image.Rectangle { return floatRect(cx-r, cy-r, cx+r, cy+r, 1) }, func(d *ebiten.Image) {
		img := sprite(name)
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
func DrawPanel(dst *Canvas, name string, r image.Rectangle, corner float64, c color.Color) {
	k := opKey{kind: opPanel, s: name, f: [10]float64{corner, float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)},
		c: colourKey(c)}
	kitDraw(dst, k, func() image.Rectangle { return r.Inset(-1) }, func(d *ebiten.Image) { drawPanel(d, name, r, corner, c) })
}

// drawPanel is DrawPanel's drawing.
func drawPanel(dst *ebiten.Image, name string, r image.Rectangle, corner float64, c color.Color) {
	img := sprite(name)
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
