package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/frameclock"
)

// frameLoop is the frame loop's state: what the last frame drew, why the next one comes, and the clock
// that asks for it.
type frameLoop struct {
	clock       frameclock.Clock // asks Ebitengine for frames (the one place that does natively)
	pacer       frameclock.Pacer // how soon the next frame of a run comes
	drawn       uint64           // the midend version last drawn
	dirty       bool             // something only the shell knows about changed (hover, layout)
	animating   bool             // a scene asked for another frame
	sceneWake   time.Time        // when the open scene changes by itself next (zero: never)
	shownNote   string           // the status message as last drawn
	shownFlash  bool             // the completion flash was on in the last frame drawn
	caretLit    bool             // a blinking caret was lit at the last Frame.Blink
	explained   bool             // this frame has a reason: input, a timer, a wake, a change
	frames      int
	jumps       int // extra steps of the animation clock with less motion (animTicks)
	presents    int
	again       bool          // another frame is wanted right after this one
	eventDriven bool          // frames are event-driven (set on the first Update)
	blank       *ebiten.Image // a transparent pixel (see present)
}

// StopFrames ends every request of the App's for frames: call it before ebiten.RunGame returns (before
// Update returns ebiten.Termination). The App calls it when the window is closed and from Close; a
// wrapper that ends the loop itself (a test runner, the smoke test) calls it first. It cannot be undone.
func (a *App) StopFrames() { a.clock.Stop() }
