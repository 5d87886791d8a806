package x11

import "time"

// Clock dates the X server's events on the game's clock. The server stamps each event with its own
// time (milliseconds, wrapping every 49.7 days), and a press and its release are dated that far apart
// whatever frames read them: a frame that stalls between them (a busy machine) does not make a quick
// click look like a long press. The two clocks are put side by side from the frames' times: an event
// is read before the frame that reports it, so no event may be dated after that frame; the mapping is
// moved later only when the newest event read would be (the smallest delay seen so far wins).
type Clock struct {
	last  uint32 // the newest server time read since the last frame
	fresh bool   // … there is one
	refX  uint32 // server time refX is the game's time ref
	ref   time.Time
	set   bool
}

// ClockJump is how far before the frame that reports it the newest event may be dated: more, and the
// clocks are put side by side again (the server's time wrapped, or the clock jumped).
const ClockJump = time.Minute

// Stamp notes the server time of an event read.
func (c *Clock) Stamp(t uint32) { c.last, c.fresh = t, true }

// Calibrate sets the clocks side by side with the newest event read, at the frame dated now.
func (c *Clock) Calibrate(now time.Time) {
	if !c.fresh {
		return
	}
	c.fresh = false
	if at := c.mapped(c.last); !c.set || at.After(now) || now.Sub(at) > ClockJump {
		c.ref, c.refX, c.set = now, c.last, true
	}
}

func (c *Clock) mapped(t uint32) time.Time {
	return c.ref.Add(time.Duration(int32(t-c.refX)) * time.Millisecond)
}

// When is when an event of server time t happened on the game's clock, no later than now.
func (c *Clock) When(t uint32, now time.Time) time.Time {
	if at := c.mapped(t); c.set && at.Before(now) {
		return at
	}
	return now
}
