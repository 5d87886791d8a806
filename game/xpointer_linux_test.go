//go:build linux && !android

package game

import (
	"encoding/binary"
	"image"
	"testing"
	"time"

	"quintet/game/input"
)

// The X connection's pointer path without a server: the events are built as the server sends them and
// handed to xKeyboard.event, then the frames report them (rawInput.xEvents) to an input.Tracker, as
// App.Update does.

const testXI = 131 // the XInputExtension's major opcode in these tests

// xMotion is a core MotionNotify on window win at server time t.
func xMotion(win, t uint32, x, y int) []byte {
	p := make([]byte, 32)
	p[0] = xMotionNotify
	binary.LittleEndian.PutUint32(p[4:], t)
	binary.LittleEndian.PutUint32(p[12:], win)
	binary.LittleEndian.PutUint16(p[24:], uint16(x))
	binary.LittleEndian.PutUint16(p[26:], uint16(y))
	return p
}

// xRaw is an XInput 2 raw event (evtype) of button at server time t.
func xRaw(evtype uint16, t uint32, button uint32) []byte {
	p := make([]byte, 32)
	p[0], p[1] = xGenericEvent, testXI
	binary.LittleEndian.PutUint16(p[8:], evtype)
	binary.LittleEndian.PutUint32(p[12:], t)
	binary.LittleEndian.PutUint32(p[16:], button)
	return p
}

// xReplay plays frames: each reads its events, reports them and steps the tracker once with none.
type xReplay struct {
	x      *xKeyboard
	r      *rawInput
	tr     input.Tracker
	clicks []image.Point
	longs  int
}

func newXReplay() *xReplay {
	x := &xKeyboard{win: 7, xptr: xptr{xi: testXI, buttons: []byte{1, 2, 3}, inside: true}}
	return &xReplay{x: x, r: &rawInput{x: x}}
}

func (p *xReplay) frame(now time.Time, events ...[]byte) {
	for _, e := range events {
		p.x.event(e)
	}
	out, _ := p.r.xEvents(nil, now)
	for _, e := range out {
		in := p.tr.Step(e)
		if in.Clicked {
			p.clicks = append(p.clicks, in.Pointer)
		}
		if in.LongBegan {
			p.longs++
		}
	}
	if p.tr.Idle(now).LongBegan {
		p.longs++
	}
	p.tr.EndFrame()
}

// Two clicks a millisecond apart (xdotool: move, press, 12 ms, release; move, press, 12 ms, release),
// and a frame that reads the first press alone, then stalls: the next frame reads the rest 600 ms later,
// on a machine with a load of 40 on 2 cores. Dated by the frames that read them, the first press and its
// release were 600 ms apart — a long press, not a click — and one of the two moves was lost (19 of 20
// pairs in a run of TestBusyInput). The server's times say the button was down 12 ms.
func TestXClicksAcrossAStalledFrame(t *testing.T) {
	const s = 4_000_000 // server time of the first motion, ms
	a, b := image.Pt(100, 200), image.Pt(300, 200)
	for _, tc := range []struct {
		name  string
		stall time.Duration // the frame that read the first press, to the next frame
		hold  uint32        // how long the first press was down, server time (ms)
		click bool          // the first press is a click
	}{
		{"a click, its release read 600 ms later", 600 * time.Millisecond, 12, true},
		{"a click, its release read 2 s later", 2 * time.Second, 12, true},
		{"held 400 ms, its release read 900 ms later", 900 * time.Millisecond, 400, true},
		{"held 700 ms, its release read 900 ms later: not a click", 900 * time.Millisecond, 700, false},
	} {
		p := newXReplay()
		t0 := time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)
		p.frame(t0, xMotion(7, s-1000, 5, 5)) // a frame a second before: the pointer came in
		t1 := t0.Add(time.Second + 3*time.Millisecond)
		p.frame(t1, xMotion(7, s, a.X, a.Y), xRaw(xiRawButtonPress, s+1, 1))
		up := s + 1 + tc.hold
		p.frame(t1.Add(tc.stall), xRaw(xiRawButtonRelease, up, 1),
			xMotion(7, up+1, b.X, b.Y), xRaw(xiRawButtonPress, up+2, 1), xRaw(xiRawButtonRelease, up+14, 1))
		want := []image.Point{a, b}
		if !tc.click {
			want = want[1:]
		}
		if len(p.clicks) != len(want) || len(want) == 2 && p.clicks[0] != want[0] || p.clicks[len(p.clicks)-1] != b {
			t.Errorf("%s: clicks at %v, want %v", tc.name, p.clicks, want)
		}
	}
}

// A long press held past the frames that look at it is still one, with the server's times: the frame
// due when it turns long sees it held, and its release is no click.
func TestXLongPressStaysLong(t *testing.T) {
	p := newXReplay()
	t0 := time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)
	p.frame(t0, xMotion(7, 1000, 50, 50), xRaw(xiRawButtonPress, 1001, 1))
	p.frame(t0.Add(505 * time.Millisecond))
	p.frame(t0.Add(520 * time.Millisecond))
	p.frame(t0.Add(900*time.Millisecond), xRaw(xiRawButtonRelease, 1800, 1))
	if len(p.clicks) != 0 || p.longs != 1 {
		t.Errorf("a press held 800 ms: %d clicks and %d long presses, want 0 and 1", len(p.clicks), p.longs)
	}
}

// After a drag, the X server sent the pointer's motions to GLFW alone (its grab), so this connection
// does not know where the pointer is: a press before the next motion is where Ebitengine's cursor is,
// not where the drag began.
func TestXPressAfterADragIsAtTheCursor(t *testing.T) {
	p := newXReplay()
	x := p.x
	for _, e := range [][]byte{xMotion(7, 10, 40, 40), xRaw(xiRawButtonPress, 11, 1), xRaw(xiRawMotion, 12, 0),
		xRaw(xiRawButtonRelease, 13, 1), xRaw(xiRawButtonPress, 14, 1), xRaw(xiRawButtonRelease, 15, 1),
		xMotion(7, 16, 60, 60), xRaw(xiRawButtonPress, 17, 1)} {
		x.event(e)
	}
	var got []bool
	for _, q := range x.presses {
		if q.ptr != input.PointerMove {
			got = append(got, q.cursor)
		}
	}
	// The press, the dragged release, the press and release after it, the press after a motion.
	want := []bool{false, true, true, true, false}
	if len(got) != len(want) {
		t.Fatalf("%d presses and releases, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("press or release %d at Ebitengine's cursor: %v, want %v", i, got[i], want[i])
		}
	}
	if q := x.presses[len(x.presses)-1]; q.pos != image.Pt(60, 60) {
		t.Errorf("the press after the motion is at %v, want (60,60)", q.pos)
	}
}

// The server's clock wraps every 49.7 days; a press and release on either side of the wrap are still
// 12 ms apart, and the clocks are set side by side again when the newest event would be dated after the
// frame that read it, or long before.
func TestXClock(t *testing.T) {
	var c xclock
	t0 := time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)
	if got := c.when(5, t0); !got.Equal(t0) {
		t.Errorf("no event read yet: dated %v, want the frame's %v", got, t0)
	}
	c.stamp(0xfffffff8)
	c.calibrate(t0)
	t1 := t0.Add(40 * time.Millisecond)
	c.stamp(4)
	c.calibrate(t1)
	if d := c.when(4, t1).Sub(c.when(0xfffffff8, t1)); d != 12*time.Millisecond {
		t.Errorf("across the wrap: %v apart, want 12ms", d)
	}
	if got := c.when(4, t1); !got.Equal(t0.Add(12 * time.Millisecond)) {
		t.Errorf("dated %v, want 12 ms after the first frame", got)
	}
	// Read with less delay than ever: the clocks move, so nothing is dated after its frame.
	t2 := t0.Add(1005 * time.Millisecond) // server time 1004 would be t0 + 1012 ms
	c.stamp(1004)
	c.calibrate(t2)
	if got := c.when(1004, t2.Add(time.Second)); !got.Equal(t2) {
		t.Errorf("dated %v, want the frame that read it, %v", got, t2)
	}
	// Read an hour after its time: the server's clock jumped.
	t3 := t2.Add(time.Hour)
	c.stamp(2000)
	c.calibrate(t3)
	if got := c.when(2000, t3); !got.Equal(t3) {
		t.Errorf("after a jump: dated %v, want %v", got, t3)
	}
}

// Two clicks in a row, and a drain that read three of their four events (the server had written all
// four to GLFW's socket, the last not yet to this one): GLFW's frame saw the release, this connection
// still holds the button, so the frame asks for another at once instead of leaving the release unread
// until the frame due when the press would turn long.
func TestXBehindOnARelease(t *testing.T) {
	p := newXReplay()
	x := p.x
	x.seen = false
	for _, e := range [][]byte{xMotion(7, 1, 10, 10), xRaw(xiRawButtonPress, 2, 1), xRaw(xiRawButtonRelease, 14, 1),
		xRaw(xiRawButtonPress, 15, 1)} {
		x.event(e)
	}
	if !x.behind(nil, true, true) {
		t.Error("GLFW saw the second release and this connection did not: not behind")
	}
	x.event(xRaw(xiRawButtonRelease, 27, 1))
	if x.behind(nil, true, true) {
		t.Error("both saw every event: behind")
	}
}

// While a press read here is held, Ebitengine's cursor is followed only once the pointer moved (raw
// motion) and GLFW has the press: before, its cursor may be older than the press. The replay of the
// click lost in TestBusyInput (19 of 20): two clicks a millisecond apart, the frame's drain read the
// second press without its release, and GLFW — polled earlier in the frame, with the press already
// (the state says pressed) but not the motion between the two buttons — still had its cursor on the
// first. Following it moved the held pointer 198 pixels: a drag, not a click.
func TestXFollowsTheCursorOnlyInADrag(t *testing.T) {
	p := newXReplay()
	x := p.x
	for _, e := range [][]byte{xMotion(7, 1, 115, 498), xRaw(xiRawButtonPress, 2, 1), xRaw(xiRawButtonRelease, 2, 1),
		xMotion(7, 113, 313, 498), xRaw(xiRawButtonPress, 114, 1)} {
		x.event(e)
	}
	if x.followsCursor(true) {
		t.Error("a press not moved since: Ebitengine's cursor followed")
	}
	x.event(xRaw(xiRawMotion, 120, 0))
	if x.followsCursor(false) {
		t.Error("GLFW has not the press yet: Ebitengine's cursor followed")
	}
	if !x.followsCursor(true) {
		t.Error("a drag: Ebitengine's cursor not followed")
	}
	x.event(xRaw(xiRawButtonRelease, 130, 1))
	if x.followsCursor(true) {
		t.Error("released: Ebitengine's cursor followed")
	}
}
