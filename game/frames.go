package game

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Frames come only with input or when the game asks for one (ebiten.FPSModeVsyncOffMinimum), so
// everything timed — an animation, the completion flash fading, a message expiring, Escape's hint
// stepping, the hint worker finishing — asks for its frame through frameClock, the one place that calls
// ebiten.ScheduleFrame natively.
//
// Requests come from outside the frame loop (a timer), because a request made from inside a frame can
// be swallowed by that frame's own event polling. A request racing the end of RunGame would touch GLFW
// while it is being terminated, so StopFrames ends every request before the game loop returns: after
// it, no timer is armed and no call to ScheduleFrame is running or will start.
type frameClock struct {
	mu      sync.Mutex
	stopped bool
	timer   *time.Timer
	due     time.Time   // when the armed timer fires (zero: none armed)
	gen     int         // counts the timers armed
	fired   bool        // a timer or a wake asked for a frame since the last frame looked
	retry   *time.Timer // asks again while a request is not taken by a frame (see scheduleLocked)
}

// retryEvery is how soon a request for a frame that no frame has taken is made again.
const retryEvery = time.Second / 60

var clock frameClock

// after asks for a frame d from now. An earlier request already armed stands.
func (c *frameClock) after(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := time.Now().Add(d)
	if c.stopped || (!c.due.IsZero() && !t.Before(c.due)) {
		return
	}
	if c.timer != nil {
		c.timer.Stop()
	}
	c.due = t
	c.gen++
	gen := c.gen
	c.timer = time.AfterFunc(max(d, 0), func() { c.ring(gen) })
}

// ring is the callback of the timer armed as generation gen; a timer replaced since only asks for its
// frame (the one that replaced it stays armed).
func (c *frameClock) ring(gen int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		c.due, c.timer = time.Time{}, nil
	}
	c.scheduleLocked()
}

// now asks for a frame at once (background work finished: a hint, a solve, the clipboard).
func (c *frameClock) now() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.scheduleLocked()
}

// A request that lands while a frame runs can be swallowed by that frame's own event polling, and
// then no frame comes at all (the loop waits for events): so until a frame takes the request (take),
// it is made again every retryEvery.
func (c *frameClock) scheduleLocked() {
	if c.stopped {
		return
	}
	c.fired = true
	ebiten.ScheduleFrame()
	if c.retry == nil {
		c.retry = time.AfterFunc(retryEvery, c.again)
	}
}

// again repeats a request no frame has taken yet.
func (c *frameClock) again() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.retry = nil
	if c.fired {
		c.scheduleLocked()
	}
}

// take reports whether a frame was asked for since the last call (the frame running now has a reason).
func (c *frameClock) take() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	f := c.fired
	c.fired = false
	return f
}

func (c *frameClock) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stopped = true
	if c.retry != nil {
		c.retry.Stop()
		c.retry = nil
	}
	if c.timer != nil {
		c.timer.Stop()
		c.timer, c.due = nil, time.Time{}
	}
}

// StopFrames ends every request for frames: call it before ebiten.RunGame returns (before Update returns
// ebiten.Termination). The App calls it when the window is closed and from Close; a wrapper that ends
// the loop itself (a test runner, the smoke test) calls it first. It cannot be undone: one process
// runs one game loop.
func StopFrames() { clock.stop() }
