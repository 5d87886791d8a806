package x11

import "image"

// The events read: keys on the game's window, and the pointer. The X server sends a ButtonPress to
// one client per window only (GLFW has it), and XInput 2 button events selected on the window would be
// delivered instead of the core ones, taking the clicks from GLFW. What every client may have beside
// it:
//
//   - XInput 2.1's raw button events, selected on the root window: one for every press and release of
//     the pointer, whatever window it is over and whoever grabbed it, in the server's order, but with no
//     position and no window;
//   - core MotionNotify, EnterNotify and LeaveNotify on the game's window (any number of clients may
//     select them): where the pointer is in the window, and whether it is in it at all.
//
// Both come on this one connection, so in the order the server handled them: a press is at the
// position of the last motion before it, and counts when the pointer was in the window then (GLFW got
// it too). While a button is held, GLFW's implicit grab takes the motions, so a release is at the
// press's position unless raw motion came between (a drag): then it is where the host's cursor is.

const (
	keyPressEvent   = 2
	keyReleaseEvent = 3
	motionNotify    = 6
	enterNotify     = 7
	leaveNotify     = 8
	focusIn         = 9
	focusOut        = 10
	mappingNotify   = 34
	genericEvent    = 35

	xiRawButtonPress   = 15
	xiRawButtonRelease = 16
	xiRawMotion        = 17
)

// pointer is the pointer's state as the events read say.
type pointer struct {
	buttons []byte // the button mapping: physical button i+1 is logical buttons[i]
	inside  bool   // the pointer is in the game's window
	pos     image.Point
	held    bool // a press delivered is not released yet
	dragged bool // the pointer moved while held
	// lost: where the pointer is is not known here (a drag ended: GLFW's grab took its motions) until
	// the next motion or crossing; a press meanwhile is where the host's cursor is.
	lost bool
}

// event handles one event (r.mu held). Before the Connected event nothing is queued, but the state
// (keys down, the pointer) follows.
func (r *Reader) event(p []byte) {
	switch p[0] & 0x7f {
	case keyPressEvent:
		c, t := p[1], u32(p, 4)
		r.stamp(t)
		repeat := r.down[c] // the server's auto-repeat (detectable: presses with no release between)
		r.down[c] = true
		if !repeat && r.running {
			r.queue = append(r.queue, Event{Kind: KeyPress, Code: c, State: u16(p, 28), Keymap: r.keymap, Time: t})
		}
	case keyReleaseEvent:
		r.down[p[1]] = false
		r.stamp(u32(p, 4))
	case focusIn, focusOut:
		r.down = [256]bool{} // releases while another window had the focus went there
	case mappingNotify:
		switch p[4] {
		case 0, 1: // modifiers or keyboard
			r.remap(forKeymap)
		case 2:
			r.remap(forButtons)
		}
	case motionNotify, enterNotify, leaveNotify, genericEvent:
		r.pointerEvent(p)
	default:
		if r.xkb != 0 && p[0]&0x7f == r.xkb && (p[1] == 0 || p[1] == 1) { // XKB NewKeyboardNotify, MapNotify
			r.remap(forKeymap)
		}
	}
}

// remap reads a mapping again, by a request the writer sends: the reply is handled when it comes,
// and no one waits for it.
func (r *Reader) remap(what int) {
	if !r.running {
		r.remapLater |= 1 << what // read again once running
		return
	}
	req := request(117, 0) // GetPointerMapping
	if what == forKeymap {
		req = r.keymapRequest()
	}
	r.send(outgoing{req: req, what: what})
}

func (r *Reader) stamp(t uint32) { r.state.Last, r.state.Fresh = t, true }

// pointerEvent handles a motion, crossing or XInput event.
func (r *Reader) pointerEvent(p []byte) {
	if r.xi == 0 {
		return
	}
	at := image.Pt(int(int16(u16(p, 24))), int(int16(u16(p, 26))))
	x := &r.ptr
	switch p[0] & 0x7f {
	case motionNotify, enterNotify, leaveNotify:
		r.stamp(u32(p, 4))
		if u32(p, 12) == r.win {
			x.pos, x.inside, x.lost = at, p[0]&0x7f != leaveNotify, false
			r.queueMove()
		}
	case genericEvent:
		if p[1] != r.xi {
			return
		}
		// XIRawEvent: evtype at 8, deviceid at 10, time at 12, detail (the button) at 16.
		t := u32(p, 12)
		r.stamp(t)
		switch u16(p, 8) {
		case xiRawMotion:
			x.dragged = x.dragged || x.held
		case xiRawButtonPress:
			if r.left(p) && x.inside && !x.held {
				x.held, x.dragged = true, false
				r.queueButton(ButtonPress, t)
			}
		case xiRawButtonRelease:
			if r.left(p) && x.held {
				x.held = false
				x.lost = x.lost || x.dragged
				r.queueButton(ButtonRelease, t)
			}
		}
	}
	r.state.Held, r.state.Dragged = x.held, x.dragged
}

func (r *Reader) queueButton(k Kind, t uint32) {
	if !r.running {
		return
	}
	r.queue = append(r.queue, Event{Kind: k, Pos: r.ptr.pos, Cursor: r.ptr.lost, Time: t})
	if r.cfg.Trace != nil {
		what := "press"
		if k == ButtonRelease {
			what = "release"
		}
		r.cfg.Trace("input: X %s of the left button at server time %d ms (%d events queued)", what, t, len(r.queue))
	}
}

// queueMove queues the pointer's move to where it is now, in order with the keys and the clicks;
// moves in a row are one.
func (r *Reader) queueMove() {
	if !r.running {
		return
	}
	if n := len(r.queue); n > 0 && r.queue[n-1].Kind == PointerMove {
		r.queue[n-1].Pos = r.ptr.pos
		return
	}
	r.queue = append(r.queue, Event{Kind: PointerMove, Pos: r.ptr.pos})
}

// left reports whether a raw button event is the left button's (logical button 1).
func (r *Reader) left(p []byte) bool {
	b := u32(p, 16)
	if b >= 1 && int(b) <= len(r.ptr.buttons) {
		return r.ptr.buttons[b-1] == 1
	}
	return b == 1
}
