//go:build linux && !android

package game

import (
	"encoding/binary"
	"image"
	"syscall"

	"quintet/game/input"
)

// Clicks from the X server, on the connection that reads the keys (xkeys_linux.go).
//
// Ebitengine keeps one press time and one release time per mouse button per frame, so two clicks inside
// one slow frame are one click. The X server sends a ButtonPress to one client per window only (GLFW has
// it), so this connection cannot select core button events on the game's window; and XInput 2 button
// events selected on that window would be delivered instead of the core ones, taking the clicks from
// GLFW. What every client may have beside it:
//
//   - XInput 2.1's raw button events, selected on the root window: one for every press and release of
//     the pointer, whatever window it is over and whoever grabbed it, in the server's order, but with no
//     position and no window;
//   - core MotionNotify, EnterNotify and LeaveNotify on the game's window (any number of clients may
//     select them): where the pointer is in the window, and whether it is in it at all.
//
// Both come on this one connection, so they arrive in the order the server handled them: a press is
// at the position of the last motion before it, and counts when the pointer was in the window then
// (GLFW got it too). While a button is held, GLFW's implicit grab takes the motions, so a release is at
// the press's position unless raw motion came between (a drag): then it is where Ebitengine's cursor
// is. Exactly once: while this connection reads the pointer, Ebitengine's button state is not used.
// A press and a release are dated by the server's time of them (xclock, rawinput.go), not by the frames
// that read them: a frame that stalls between the two does not make a click a long press.

const (
	xMotionNotify = 6
	xEnterNotify  = 7
	xLeaveNotify  = 8

	xiRawButtonPress   = 15
	xiRawButtonRelease = 16
	xiRawMotion        = 17
)

// xptr is the pointer's part of the X connection.
type xptr struct {
	xi       byte   // XInputExtension's major opcode (0: the pointer is not read here)
	buttons  []byte // the pointer's button mapping: physical button i+1 is logical buttons[i]
	remapPtr bool   // the mapping changed: read it again
	inside   bool   // the pointer is in the game's window
	pos      image.Point
	held     bool // a press this connection reported is not released yet
	dragged  bool // the pointer moved while held
	// lost: where the pointer is is not known here (a drag ended: GLFW's grab took its motions) until
	// the next motion or crossing; a press meanwhile is where Ebitengine's cursor is.
	lost   bool
	xclock // the server's times of the events read (rawinput.go)
}

// usePointer selects the raw button events and the pointer's motion and crossing events; on any
// failure the pointer is left to Ebitengine (xi stays 0).
func (x *xKeyboard) usePointer() {
	name := "XInputExtension"
	body := append(le16(uint16(len(name))), 0, 0)
	body = append(body, pad4([]byte(name))...)
	reply, err := x.roundTrip(x.request(98, 0, body), true) // QueryExtension
	if err != nil || reply[8] == 0 {
		return
	}
	op := reply[9]
	// XIQueryVersion (47), 2.2: from 2.1 on, raw events come during grabs too (GLFW's implicit one).
	reply, err = x.roundTrip(x.request(op, 47, le16(2), le16(2)), true)
	if err != nil || binary.LittleEndian.Uint16(reply[8:]) < 2 || binary.LittleEndian.Uint16(reply[8:]) == 2 && binary.LittleEndian.Uint16(reply[10:]) < 1 {
		return
	}
	if err = x.readButtons(); err != nil {
		return
	}
	// XISelectEvents (46) on the root window: one mask, all master devices (1), one word of bits.
	mask := uint32(1<<xiRawButtonPress | 1<<xiRawButtonRelease | 1<<xiRawMotion)
	sel := append(le32(x.root), le16(1)...)
	sel = append(sel, 0, 0)
	sel = append(sel, le16(1)...)
	sel = append(sel, le16(1)...)
	sel = append(sel, le32(mask)...)
	if _, err = x.roundTrip(x.request(op, 46, sel), false); err != nil {
		return
	}
	// The window's mask again, with PointerMotion (0x40), EnterWindow (0x10) and LeaveWindow (0x20).
	if _, err = x.roundTrip(x.request(2, 0, le32(x.win), le32(0x800), le32(1|2|0x200000|0x40|0x10|0x20)), false); err != nil {
		return
	}
	// QueryPointer (38): where the pointer is now; GetGeometry (14): whether that is in the window.
	q, err := x.roundTrip(x.request(38, 0, le32(x.win)), true) // also shows the selections were taken
	if err != nil {
		return
	}
	g, err := x.roundTrip(x.request(14, 0, le32(x.win)), true)
	if err != nil {
		return
	}
	x.pos = image.Pt(int(int16(binary.LittleEndian.Uint16(q[20:]))), int(int16(binary.LittleEndian.Uint16(q[22:]))))
	size := image.Rect(0, 0, int(binary.LittleEndian.Uint16(g[16:])), int(binary.LittleEndian.Uint16(g[18:])))
	x.inside = q[1] == 1 && x.pos.In(size)
	x.held = x.inside && binary.LittleEndian.Uint16(q[24:])&0x100 != 0 // Button1Mask: Ebitengine reported the press
	x.xi = op
	x.queueMove() // where the pointer is, before anything read from here on
}

// readButtons reads the pointer's button mapping (GetPointerMapping, 117): raw events give physical
// buttons, GLFW reports logical ones.
func (x *xKeyboard) readButtons() error {
	reply, err := x.roundTrip(x.request(117, 0), true)
	if err != nil {
		return err
	}
	n := int(reply[1])
	x.buttons = append(x.buttons[:0], reply[32:32+min(n, len(reply)-32)]...)
	x.remapPtr = false
	return nil
}

// blocking runs a round trip on the connection, which is otherwise read without blocking.
func (x *xKeyboard) blocking(f func() error) error {
	if err := syscall.SetNonblock(x.fd, false); err != nil {
		return err
	}
	err := f()
	if e := syscall.SetNonblock(x.fd, true); err == nil {
		err = e
	}
	return err
}

// pointerEvent handles a motion, crossing or XInput event.
func (x *xKeyboard) pointerEvent(p []byte) {
	if x.xi == 0 {
		return
	}
	at := func() image.Point {
		return image.Pt(int(int16(binary.LittleEndian.Uint16(p[24:]))), int(int16(binary.LittleEndian.Uint16(p[26:]))))
	}
	switch p[0] & 0x7f {
	case xMotionNotify:
		x.stamp(binary.LittleEndian.Uint32(p[4:]))
		if binary.LittleEndian.Uint32(p[12:]) == x.win {
			x.pos, x.inside, x.lost = at(), true, false
			x.queueMove()
		}
	case xEnterNotify, xLeaveNotify:
		x.stamp(binary.LittleEndian.Uint32(p[4:]))
		if binary.LittleEndian.Uint32(p[12:]) == x.win {
			x.pos, x.inside, x.lost = at(), p[0]&0x7f == xEnterNotify, false
			x.queueMove()
		}
	case xGenericEvent:
		if p[1] != x.xi || len(p) < 32 {
			return
		}
		// XIRawEvent: evtype at 8, deviceid at 10, time at 12, detail (the button) at 16.
		t := binary.LittleEndian.Uint32(p[12:])
		switch binary.LittleEndian.Uint16(p[8:]) {
		case xiRawMotion:
			x.stamp(t)
			x.dragged = x.dragged || x.held
		case xiRawButtonPress:
			x.seen = true
			x.stamp(t)
			if x.left(p) && x.inside && !x.held {
				x.held, x.dragged = true, false
				x.presses = append(x.presses, xPress{ptr: input.PointerDown, pos: x.pos, cursor: x.lost, time: t, timed: true})
				x.trace("press", t)
			}
		case xiRawButtonRelease:
			x.seen = true
			x.stamp(t)
			if x.left(p) && x.held {
				x.held = false
				x.lost = x.lost || x.dragged
				x.presses = append(x.presses, xPress{ptr: input.PointerUp, pos: x.pos, cursor: x.lost, time: t, timed: true})
				x.trace("release", t)
			}
		}
	}
}

// queueMove queues the pointer's move to where it is now, in order with the keys and the clicks (a
// key pressed after the pointer moved comes after the move); moves in a row are one.
func (x *xKeyboard) queueMove() {
	if n := len(x.presses); n > 0 && x.presses[n-1].ptr == input.PointerMove {
		x.presses[n-1].pos = x.pos
		return
	}
	x.presses = append(x.presses, xPress{ptr: input.PointerMove, pos: x.pos})
}

// left reports whether a raw button event is the left button's (logical button 1).
func (x *xKeyboard) left(p []byte) bool {
	b := binary.LittleEndian.Uint32(p[16:])
	if b >= 1 && int(b) <= len(x.buttons) {
		return x.buttons[b-1] == 1
	}
	return b == 1
}

// clicks reports whether clicks come from this connection.
func (x *xKeyboard) clicks() bool { return x != nil && x.xi != 0 }

// followsCursor reports whether the pointer moved during a press this connection reported and GLFW
// has the press too (glfwHeld): its motions went to GLFW alone, so Ebitengine's cursor says where it is.
// Not before: GLFW read its socket at the start of the frame, this connection later, so Ebitengine's
// cursor can be older than the press read here. It was, in a traced run of TestBusyInput: the second of
// two clicks a millisecond apart was read here with its press alone, Ebitengine's cursor was still on
// the first click's button, and that move of 198 pixels while held made the click a drag (19 of 20).
func (x *xKeyboard) followsCursor(glfwHeld bool) bool {
	return x.clicks() && x.held && x.dragged && glfwHeld
}

// trace logs a press or release read from the server, with its time (QUINTET_INPUT_TRACE).
func (x *xKeyboard) trace(what string, t uint32) {
	if traceInput {
		traceLog.Printf("input: X %s of the left button at server time %d ms (%d events queued)", what, t, len(x.presses))
	}
}
