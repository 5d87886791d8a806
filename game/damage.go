package game

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame that only the completion flash changed — the banner fading, or going — draws only the top
// bar (or, barless, the status line, where the banner then shows). It draws the whole frame as usual,
// into screen.SubImage of that band: Ebitengine clips a draw to a sub-image target (the GPU's scissor),
// so the fill and the fragments outside it cost nothing, and the picture inside it is the one a full
// redraw makes there. The rest of the screen keeps the last frame's pixels (the screen is not cleared
// every frame).
//
// Anything else redraws everything: input in the frame (a key, a click, the pointer moving), the
// position or anything else the midend shows changing (its version: a move, the timer's second, a
// hint found), a message shown or gone, a menu, help, a dialog or the statistics open, the window
// resized, the status line's text changing, and the scene asking for a frame (an animation, its own
// timed change): a scene draws beyond its area (Hash's ring for the machine's answer reaches into the
// top bar), so the part a scene's frame changes is not known here (TestPartialFrames found it).

// timedChange is what a frame's Update changed with no input.
type timedChange struct {
	quiet bool // no input event, nothing changed before the scene's own step, no press held
	scene bool // the scene changed its picture or is animating
}

// damage returns the part of the screen this frame must draw, or an empty rectangle for all of it; v is
// the midend's version now and resized says the screen's size changed since the last frame.
func (a *App) damage(v uint64, resized bool) image.Rectangle {
	t := a.timed
	a.timed = timedChange{}
	bands := a.bandsKey()
	prev := a.shownBands
	a.shownBands = bands
	_, flash := a.mid.FlashAge()
	if !t.quiet || t.scene || resized || v != a.drawn || a.frames == 0 || a.boot != nil || a.overlay != nil ||
		a.mid.Current() < 0 || a.mid.Note() != a.shownNote || bands != prev || !flash && !a.shownFlash {
		return image.Rectangle{}
	}
	f, _ := a.game.flashRect()
	return f.Union(a.game.topRect()) // the top bar's title and ID are not drawn while the flash shows
}

// bandsKey sums up what the bands outside the board show that can change without the midend's version
// changing: the status line's texts (the scene's narration, whether it is revealing the end), the
// transient message, the notices, an open popup and what is hovered.
func (a *App) bandsKey() string {
	if a.mid.Current() < 0 {
		return ""
	}
	revealing, narration := a.revealing(), ""
	if n, ok := a.game.scene().(Narrator); ok {
		narration = n.Narration()
	}
	left, right := a.mid.StatusLine(revealing, narration)
	return fmt.Sprintf("%q %q %q %q %v %d %d %q %d", left, right, a.mid.TimerText(), a.mid.Transient(), revealing,
		len(a.mid.Notices()), a.game.popup, a.game.popText, a.game.hover)
}

// drawRegion draws the frame into the part r of the screen only (see damage).
func (a *App) drawRegion(screen *ebiten.Image, r image.Rectangle) {
	dst := screen.SubImage(r).(*ebiten.Image)
	dst.Fill(a.theme().Bg)
	a.base().draw(dst)
	// Every text was drawn, clipped to r; what the frame shows is the whole screen's picture.
	for i := range textRecord.drawn {
		if textRecord.drawn[i].Clip == r {
			textRecord.drawn[i].Clip = screen.Bounds()
		}
	}
	a.partial, a.region = a.partial+1, r
}

// PartialFrames is how many frames drew only a part of the screen, and the part the last one drew.
func (p *Probe) PartialFrames() (int, image.Rectangle) { return p.a.partial, p.a.region }

// FullPicture draws the picture of the present state afresh, the whole screen, into an image of its own,
// and reads it back: what the screen would show had the last frame drawn everything.
func (p *Probe) FullPicture() *image.RGBA {
	a := p.a
	img := ebiten.NewImage(a.w, a.h)
	defer img.Deallocate()
	a.drawAll(img)
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}
