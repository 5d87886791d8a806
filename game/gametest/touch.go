package gametest

import (
	"image"
	"time"

	"quintet/game/input"
)

// Tap taps a finger at p: a touch press and release in one tick (a click, not a long press).
func (d *Driver) Tap(p image.Point) {
	d.Probe.InjectEvents(input.Event{Kind: input.PointerDown, Pos: p, ID: 1, Touch: true, At: d.clock},
		input.Event{Kind: input.PointerUp, Pos: p, ID: 1, Touch: true, At: d.clock})
	d.Tick()
}

// Hold presses a finger at p and keeps it there for d of the game's clock (a tick a sixtieth of a
// second), without lifting it.
func (d *Driver) Hold(p image.Point, dur time.Duration) {
	d.Probe.InjectEvents(input.Event{Kind: input.PointerDown, Pos: p, ID: 1, Touch: true, At: d.clock})
	for t := time.Duration(0); t <= dur; t += time.Second / 60 {
		d.Tick()
	}
}

// HoldStill presses a finger at p and keeps it there for dur as an idle game sees it: no frame comes
// until the one the game asks for when the press turns long, dur later (a step that is late, as the
// game measures steps), then one more tick (a sixtieth of a second) for the frame it may ask for next.
func (d *Driver) HoldStill(p image.Point, dur time.Duration) {
	d.Probe.InjectEvents(input.Event{Kind: input.PointerDown, Pos: p, ID: 1, Touch: true, At: d.clock})
	d.Tick()
	d.clock = d.clock.Add(dur - time.Second/60)
	d.Ticks(2)
}

// Lift lifts the finger held at p (one tick).
func (d *Driver) Lift(p image.Point) {
	d.Probe.InjectEvents(input.Event{Kind: input.PointerUp, Pos: p, ID: 1, Touch: true, At: d.clock})
	d.Tick()
}

// Swipe drags a finger from p to q in steps moves, each its own tick, and lifts it at q.
func (d *Driver) Swipe(p, q image.Point, steps int) {
	steps = max(steps, 1)
	d.Probe.InjectEvents(input.Event{Kind: input.PointerDown, Pos: p, ID: 1, Touch: true, At: d.clock})
	d.Tick()
	for i := 1; i <= steps; i++ {
		at := p.Add(q.Sub(p).Mul(i).Div(steps))
		d.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: at, ID: 1, Touch: true, At: d.clock})
		d.Tick()
	}
	d.Probe.InjectEvents(input.Event{Kind: input.PointerUp, Pos: q, ID: 1, Touch: true, At: d.clock})
	d.Tick()
}
