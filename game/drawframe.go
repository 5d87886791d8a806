package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/kit"
)

// damage is what the App knows of the picture on the screen, so a frame can draw only what changed.
type damage struct {
	shownBounds image.Rectangle   // the screen's bounds when shown was drawn
	shown       kit.Ops           // the ops of the picture on the screen (nil: not known)
	partial     int               // frames drawn in part
	region      []image.Rectangle // the parts the last of them drew
	texts       kit.TextLog       // what the frames drew as text (the layout report's)
	// What the frames drew since the probe last asked (Probe.Drawn), kept only once it has asked.
	drawnKept  bool
	drawnAll   bool
	drawnParts []image.Rectangle
}

// drawFrame draws the picture into screen: only the damage, when the last frame's ops are known (the
// kit's damage.go says how).
func (a *App) drawFrame(screen *ebiten.Image) {
	sb := screen.Bounds()
	if a.shownBounds != sb {
		a.shownBounds, a.shown = sb, nil
	}
	rec, c := kit.NewRecorder(sb, &a.texts)
	a.drawAll(c) // every text is drawn (recorded), so the layout report is the whole picture's
	ops := rec.Stop()
	var rects []image.Rectangle
	if a.shown != nil {
		rects = kit.Damage(a.shown, ops, sb)
	}
	a.shown = ops
	if rects == nil {
		ops.Replay(screen, sb)
		a.drawnAll = true
		return
	}
	for _, r := range rects {
		ops.Replay(screen, r)
	}
	a.partial, a.region = a.partial+1, rects
	if a.drawnKept { // a test's bookkeeping: a game that is only played keeps none
		a.drawnParts = append(a.drawnParts, rects...)
	}
}

// PartialFrames is how many frames drew only a part of the screen, and the parts the last one drew
// (none: it found nothing changed).
func (p *Probe) PartialFrames() (int, []image.Rectangle) { return p.a.partial, p.a.region }

// Drawn reports what the frames since the last call drew: everything (all), or only the parts. The
// first call starts the count (before it the parts are not kept, so a game played without a probe does
// not gather them forever).
func (p *Probe) Drawn() (all bool, parts []image.Rectangle) {
	all, parts = p.a.drawnAll, p.a.drawnParts
	p.a.drawnAll, p.a.drawnParts, p.a.drawnKept = false, nil, true
	return all, parts
}

// FullPicture draws the picture of the present state afresh, the whole screen, into an image of its own,
// and reads it back: what the screen would show had the last frame drawn everything.
func (p *Probe) FullPicture() *image.RGBA {
	a := p.a
	img := ebiten.NewImage(a.w, a.h)
	defer img.Deallocate()
	a.drawAll(kit.NewCanvas(img, &a.texts))
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}
