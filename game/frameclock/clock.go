// Package frameclock asks Ebitengine for frames when the game wants one and paces a run of frames by
// their cost. The game's frames come only with input or when it asks for one
// (ebiten.FPSModeVsyncOffMinimum): see Clock.
package frameclock

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Clock asks for frames. Frames come only with input or when the game asks for one
// (ebiten.FPSModeVsyncOffMinimum), so everything timed — an animation, the completion flash fading, a
// message expiring, Escape's hint stepping, the hint worker finishing — asks for its frame through the
// App's Clock, the one place that calls ebiten.ScheduleFrame natively.
//
// Requests come from outside the frame loop (a timer), because a request made from inside a frame can
// be swallowed by that frame's own event polling. A request racing the end of RunGame would touch GLFW
// while it is being terminated, so Stop ends every request before the game loop returns: after it, no
// timer is armed and no call to ScheduleFrame is running or will start. The zero Clock is ready to use.
type Clock struct {
	mu      sync.Mutex
	stopped bool
	timer   *time.Timer
	due     time.Time   // when the armed timer fires (zero: none armed)
	gen     int         // counts the timers armed
	fired   bool        // a timer or a wake asked for a frame since the last frame looked
	retry   *time.Timer // asks again while a request is not taken by a frame (see scheduleLocked)
}

// RetryEvery is how soon a request for a frame that no frame has taken is made again.
const RetryEvery = time.Second / 60

// After asks for a frame d from now. An earlier request already armed stands.
func (c *Clock) After(d time.Duration) {
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
func (c *Clock) ring(gen int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		c.due, c.timer = time.Time{}, nil
	}
	c.scheduleLocked()
}

// Wake asks for a frame at once (background work finished: a hint, a solve, the clipboard); it may be
// called from any goroutine.
func (c *Clock) Wake() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.scheduleLocked()
}

// A request that lands while a frame runs can be swallowed by that frame's own event polling, and
// then no frame comes at all (the loop waits for events): so until a frame takes the request (Take),
// it is made again every RetryEvery.
func (c *Clock) scheduleLocked() {
	if c.stopped {
		return
	}
	c.fired = true
	ebiten.ScheduleFrame()
	if c.retry == nil {
		c.retry = time.AfterFunc(RetryEvery, c.again)
	}
}

// again repeats a request no frame has taken yet.
func (c *Clock) again() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.retry = nil
	if c.fired {
		c.scheduleLocked()
	}
}

// Take reports whether a frame was asked for since the last call (the frame running now has a reason).
func (c *Clock) Take() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	f := c.fired
	c.fired = false
	return f
}

// Stop ends every request for frames: call it before ebiten.RunGame returns (before Update returns
// ebiten.Termination). It cannot be undone.
func (c *Clock) Stop() {
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
