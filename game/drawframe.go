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
