package game

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// layers keeps the puzzle screen's static bands — the top bar, the status line, the toolbar — drawn
// in one offscreen image the size of the screen, each band at its place on the screen. A band is drawn
// again only when its key (everything its picture depends on: text, states, theme, size) changes;
// otherwise a frame copies it (one opaque copy instead of the background, panels and glyphs).
type layers struct {
	img  *ebiten.Image
	keys map[image.Rectangle]string
}

// draw copies band r onto dst, drawing it first with paint (onto the band's background, bg) when key
// differs from the key it was last drawn with.
func (l *layers) draw(dst *ebiten.Image, r image.Rectangle, key string, bg color.Color, paint func(*ebiten.Image)) {
	if r.Empty() {
		return
	}
	size := dst.Bounds().Size()
	if l.img == nil || l.img.Bounds().Size() != size {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ebiten.NewImage(size.X, size.Y)
		l.keys = map[image.Rectangle]string{}
	}
	band := l.img.SubImage(r).(*ebiten.Image)
	if k, ok := l.keys[r]; !ok || k != key {
		for old := range l.keys {
			if old.Overlaps(r) {
				delete(l.keys, old) // a band the layout moved over this one is drawn anew
			}
		}
		band.Fill(bg)
		paint(band)
		l.keys[r] = key
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(band, op)
}
