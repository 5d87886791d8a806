package frameclock

import (
	"testing"
	"time"
)

// After Stop no request arms a timer or reaches the frame loop, however it is made.
func TestStoppedClockAsksForNothing(t *testing.T) {
	var c Clock
	c.Stop()
	c.After(0)
	c.After(time.Hour)
	c.Wake()
	if c.Take() {
		t.Error("a stopped clock asked for a frame")
	}
	if c.timer != nil || c.retry != nil || !c.due.IsZero() {
		t.Errorf("a stopped clock armed a timer: timer %v, retry %v, due %v", c.timer, c.retry, c.due)
	}
}

// An earlier request stands against a later one; a sooner one replaces it.
func TestClockKeepsTheSoonestRequest(t *testing.T) {
	var c Clock
	defer c.Stop()
	c.After(time.Hour)
	due := c.due
	c.After(2 * time.Hour)
	if c.due != due {
		t.Errorf("a later request moved the due time from %v to %v", due, c.due)
	}
	c.After(time.Minute)
	if !c.due.Before(due) || c.gen != 2 {
		t.Errorf("a sooner request left the due time at %v (gen %d)", c.due, c.gen)
	}
}

// A run of frames is paced between a sixtieth and a fifteenth of a second, whatever a frame cost.
func TestPacerBounds(t *testing.T) {
	var p Pacer
	p.frameCPU = time.Hour // a frame that cost more than any wait
	if d := p.Next(); d < time.Second/60 || d > paceMax {
		t.Errorf("wait %v; want between 1/60 s and %v", d, paceMax)
	}
	p = Pacer{}
	if d := p.Next(); d != time.Second/60 {
		t.Errorf("the first frame of a run waits %v; want 1/60 s", d)
	}
}
