package x11

import (
	"testing"
	"time"
)

// The server's clock wraps every 49.7 days; a press and release on either side of the wrap are still
// 12 ms apart, and the clocks are set side by side again when the newest event would be dated after the
// frame that read it, or long before.
func TestClock(t *testing.T) {
	var c Clock
	t0 := time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)
	if got := c.When(5, t0); !got.Equal(t0) {
		t.Errorf("no event read yet: dated %v, want the frame's %v", got, t0)
	}
	c.Stamp(0xfffffff8)
	c.Calibrate(t0)
	t1 := t0.Add(40 * time.Millisecond)
	c.Stamp(4)
	c.Calibrate(t1)
	if d := c.When(4, t1).Sub(c.When(0xfffffff8, t1)); d != 12*time.Millisecond {
		t.Errorf("across the wrap: %v apart, want 12ms", d)
	}
	if got := c.When(4, t1); !got.Equal(t0.Add(12 * time.Millisecond)) {
		t.Errorf("dated %v, want 12 ms after the first frame", got)
	}
	// Read with less delay than ever: the clocks move, so nothing is dated after its frame.
	t2 := t0.Add(1005 * time.Millisecond) // server time 1004 would be t0 + 1012 ms
	c.Stamp(1004)
	c.Calibrate(t2)
	if got := c.When(1004, t2.Add(time.Second)); !got.Equal(t2) {
		t.Errorf("dated %v, want the frame that read it, %v", got, t2)
	}
	// Read an hour after its time: the server's clock jumped.
	t3 := t2.Add(time.Hour)
	c.Stamp(2000)
	c.Calibrate(t3)
	if got := c.When(2000, t3); !got.Equal(t3) {
		t.Errorf("after a jump: dated %v, want %v", got, t3)
	}
}
