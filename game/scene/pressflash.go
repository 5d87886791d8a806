package scene

import (
	"image"
	"time"
)

// PressFlash shows a pressed button pressed in for a moment: one frame when it is pressed and one when
// it comes back out, each asked for at its time (not a frame every tick: nothing moves meanwhile). The
// zero value has shown no press. Clock's and Dials' buttons use it.
type PressFlash struct {
	button int  // the button last pressed, counted from 1 (0: none yet)
	at     int  // the tick it was pressed
	ticks  int  // how long it shows pressed in, in ticks (60 a second)
	in     bool // it is drawn pressed in (its frame out is asked for)
}

// Start notes that button b (counted from 0) is pressed now, to show pressed in for ticks ticks.
func (p *PressFlash) Start(f *Frame, b, ticks int) { p.button, p.at, p.ticks = b+1, f.Ticks, ticks }

// Shows is whether button b is drawn pressed in now.
func (p *PressFlash) Shows(f *Frame, b int) bool {
	return p.button == b+1 && f.Ticks-p.at < p.ticks
}

// Update asks for the frame that draws the button back out, at its time; the scene's Update calls it.
func (p *PressFlash) Update(f *Frame) {
	if age := f.Ticks - p.at; age < p.ticks {
		p.in = true
		f.After(time.Duration(p.ticks-age) * time.Second / 60)
	} else if p.in {
		p.in = false
		f.Redraw()
	}
}

// Inset is button b's rectangle r as drawn now: pressed in by 3 units while the press shows.
func (p *PressFlash) Inset(f *Frame, b int, r image.Rectangle) image.Rectangle {
	if p.Shows(f, b) {
		return r.Inset(int(f.U(3)))
	}
	return r
}
