package x11

import (
	"errors"
	"fmt"
	"image"
	"os"
	"time"
)

// Connecting: the setup, the game's window, XKB, the keyboard mapping and the selections, each step a
// round trip (or a batch of them) with the Config's deadline, all on the reader's goroutine.

// FromEnvironment is the Config for this process's window on $DISPLAY, with the cookie from
// $XAUTHORITY (or ~/.Xauthority).
func FromEnvironment() Config {
	auth, _ := os.ReadFile(AuthorityFile())
	return Config{Display: os.Getenv("DISPLAY"), Authority: auth, Host: hostname(), PID: uint32(os.Getpid())}
}

func (r *Reader) connect() error {
	conn, num, err := r.dial()
	if err != nil {
		return err
	}
	r.mu.Lock()
	r.conn = conn
	stopped := r.stopped
	r.mu.Unlock()
	if stopped {
		conn.Close()
		return errStopped
	}
	if err := r.handshake(num); err != nil {
		return err
	}
	for try := 1; ; try++ {
		err = r.findWindow()
		if err != errNoWindow || try >= r.cfg.Tries {
			break
		}
		select {
		case <-r.stop:
			return errStopped
		case <-time.After(r.cfg.Retry):
		}
	}
	if err != nil {
		return err
	}
	if err := r.useXKB(); err != nil {
		return err
	}
	if err := r.readKeymap(); err != nil {
		return err
	}
	// KeyPressMask | KeyReleaseMask | FocusChangeMask (other clients' selections are untouched), and
	// GetInputFocus after it: its reply shows the selection was taken.
	if _, err := r.call(false, request(2, 0, le32(r.win), le32(0x800), le32(keyMask)), request(43, 0)); err != nil {
		return err
	}
	pos, inside, held := r.usePointer() // clicks too, where the server has XInput 2.1
	r.conn.SetDeadline(time.Time{})     // from here on, only replies awaited have one
	r.mu.Lock()
	r.running = true
	r.queue = append(r.queue, Event{Kind: Connected, Keymap: r.keymap})
	if r.xi != 0 {
		r.ptr.pos, r.ptr.inside, r.ptr.held = pos, inside, held
		r.state.Clicks, r.state.Held = true, held
		r.queueMove()
	}
	for _, what := range []int{forKeymap, forButtons} {
		if r.remapLater&(1<<what) != 0 {
			r.remap(what)
		}
	}
	r.mu.Unlock()
	if r.cfg.Wake != nil {
		r.cfg.Wake() // the frames take the keys from here on
	}
	return nil
}

const (
	keyMask     = 1 | 2 | 0x200000   // KeyPress, KeyRelease, FocusChange
	pointerMask = 0x40 | 0x10 | 0x20 // PointerMotion, EnterWindow, LeaveWindow
)

// handshake sends the connection setup, with display num's cookie if the Xauthority file has one,
// and reads the root window and the keycode range.
func (r *Reader) handshake(num string) error {
	r.conn.SetDeadline(time.Now().Add(r.cfg.Timeout))
	if _, err := r.conn.Write(setupRequest(Cookie(r.cfg.Authority, r.cfg.Host, num))); err != nil {
		return err
	}
	head, err := r.readN(8)
	if err != nil {
		return err
	}
	body, err := r.readN(setupLength(head))
	if err != nil {
		return err
	}
	r.setup, err = parseSetup(head, body)
	return err
}

func (r *Reader) readN(n int) ([]byte, error) {
	var b [4096]byte
	for len(r.buf) < n {
		k, err := r.conn.Read(b[:])
		if err != nil {
			return nil, r.timedOut(err)
		}
		r.buf = append(r.buf, b[:k]...)
	}
	p := r.buf[:n:n]
	r.buf = r.buf[n:]
	return p, nil
}

// call sends requests in one write and waits, up to the deadline, for the replies of those that have
// one (all but the first when first is false: requests with no reply, then the one that shows they
// were taken). A request's X error is nil in the replies, except one with no reply's, which is
// returned as an error. Events read meanwhile are handled.
func (r *Reader) call(first bool, reqs ...[]byte) ([][]byte, error) {
	r.conn.SetDeadline(time.Now().Add(r.cfg.Timeout))
	var msg []byte
	for _, q := range reqs {
		msg = append(msg, q...)
	}
	r.mu.Lock()
	base := r.seq // request i is base+1+i
	r.seq += uint16(len(reqs))
	r.mu.Unlock()
	if _, err := r.conn.Write(msg); err != nil {
		return nil, err
	}
	replies := make([][]byte, len(reqs))
	skip := 0
	if !first {
		skip = len(reqs) - 1
	}
	left := len(reqs) - skip
	for left > 0 {
		p, err := r.next()
		if err != nil {
			return nil, err
		}
		if p[0] > 1 {
			r.eventLocked(p)
			continue
		}
		i := int(u16(p, 2) - base - 1)
		switch {
		case i < 0 || i >= len(reqs):
			continue // an answer to an earlier request
		case i < skip:
			return nil, fmt.Errorf("the X server refused request %d: error %d", reqs[i][0], p[1])
		case replies[i] == nil && p[0] == 1:
			replies[i] = p
			left--
		case p[0] == 0:
			left--
		}
	}
	return replies, nil
}

func (r *Reader) eventLocked(p []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.event(p)
}

// next reads one packet (connecting, with the call's deadline).
func (r *Reader) next() ([]byte, error) {
	var b [4096]byte
	for {
		p, rest, ok := cut(r.buf)
		if ok {
			r.buf = rest
			return p, nil
		}
		n, err := r.conn.Read(b[:])
		if err != nil {
			return nil, r.timedOut(err)
		}
		r.buf = append(r.buf, b[:n]...)
	}
}

// one is a call of one request with a reply; an X error for it is an error.
func (r *Reader) one(req []byte) ([]byte, error) {
	replies, err := r.call(true, req)
	if err != nil {
		return nil, err
	}
	if replies[0] == nil {
		return nil, fmt.Errorf("the X server refused request %d", req[0])
	}
	return replies[0], nil
}

// findWindow looks for the window whose _NET_WM_PID is Config.PID among the root's children and their
// descendants, three levels deep (a window manager puts it in a frame): one batch of QueryTree and
// one of GetProperty for each level.
func (r *Reader) findWindow() error {
	reply, err := r.one(request(16, 1, nameBody("_NET_WM_PID"))) // InternAtom, only if it exists
	if err != nil {
		return err
	}
	pidAtom := u32(reply, 8)
	if pidAtom == 0 {
		return errNoWindow // no client set it yet
	}
	level := []uint32{r.setup.root}
	for depth := 0; depth < 3 && len(level) > 0; depth++ {
		var reqs [][]byte
		for _, w := range level {
			reqs = append(reqs, request(15, 0, le32(w))) // QueryTree
		}
		trees, err := r.call(true, reqs...)
		if err != nil {
			return err
		}
		var children []uint32
		for _, t := range trees {
			if t == nil {
				continue // gone meanwhile
			}
			n := int(u16(t, 16))
			for i := 0; i < n && 32+4*i+4 <= len(t); i++ {
				children = append(children, u32(t, 32+4*i))
			}
		}
		if len(children) == 0 {
			break
		}
		reqs = reqs[:0]
		for _, c := range children {
			// GetProperty (20): the window's _NET_WM_PID, one CARDINAL (6).
			reqs = append(reqs, request(20, 0, le32(c), le32(pidAtom), le32(6), le32(0), le32(1)))
		}
		props, err := r.call(true, reqs...)
		if err != nil {
			return err
		}
		for i, p := range props {
			if p != nil && p[1] == 32 && u32(p, 16) == 1 && len(p) >= 36 && u32(p, 32) == r.cfg.PID {
				r.win = children[i]
				return nil
			}
		}
		level = children
	}
	return errNoWindow
}

// useXKB asks the XKB extension for detectable auto-repeat (a key held down sends presses and one
// release, not release and press pairs that cannot be told from quick presses) and for its notices of
// a changed keyboard mapping (a client using XKB gets no core MappingNotify). Without XKB the
// connection is not used.
func (r *Reader) useXKB() error {
	reply, err := r.one(request(98, 0, nameBody("XKEYBOARD"))) // QueryExtension
	if err != nil {
		return err
	}
	if reply[8] == 0 {
		return errors.New("the X server has no XKB")
	}
	op, xkb := reply[9], reply[10]
	// UseExtension (XKB 0), version 1.0.
	if reply, err = r.one(request(op, 0, le16(1), le16(0))); err != nil {
		return err
	}
	if reply[1] == 0 {
		return errors.New("the X server's XKB is too old")
	}
	// PerClientFlags (XKB 21) on the core keyboard (0x100): DetectableAutoRepeat (1) on.
	body := append(le16(0x100), 0, 0)
	for _, v := range []uint32{1, 1, 0, 0, 0} {
		body = append(body, le32(v)...)
	}
	if reply, err = r.one(request(op, 21, body)); err != nil {
		return err
	}
	if u32(reply, 8)&1 == 0 {
		return errors.New("the X server cannot report auto-repeat")
	}
	// SelectEvents (XKB 1) on the core keyboard: NewKeyboardNotify and MapNotify (all of the map).
	body = append(le16(0x100), le16(3)...)
	body = append(body, le16(0)...)
	body = append(body, le16(3)...)
	body = append(body, le16(0xff)...)
	body = append(body, le16(0xff)...)
	if _, err = r.call(false, request(op, 1, body), request(43, 0)); err != nil {
		return err
	}
	r.mu.Lock()
	r.xkb = xkb
	r.mu.Unlock()
	return nil
}

// keymapRequest is GetKeyboardMapping (101) of every keycode.
func (r *Reader) keymapRequest() []byte {
	count := int(r.setup.maxCode) - int(r.setup.minCode) + 1
	return request(101, 0, []byte{r.setup.minCode, byte(count), 0, 0})
}

func (r *Reader) readKeymap() error {
	reply, err := r.one(r.keymapRequest())
	if err != nil {
		return err
	}
	m, err := parseKeymap(reply, r.setup.minCode)
	if err != nil {
		return err
	}
	r.mu.Lock()
	r.keymap = m
	r.mu.Unlock()
	return nil
}

// usePointer selects the raw button events and the pointer's motion and crossing events, and reports
// where the pointer is; on any failure the pointer is left to the toolkit (r.xi stays 0).
func (r *Reader) usePointer() (pos image.Point, inside, held bool) {
	reply, err := r.one(request(98, 0, nameBody("XInputExtension"))) // QueryExtension
	if err != nil || reply[8] == 0 {
		return
	}
	op := reply[9]
	// XIQueryVersion (47), 2.2: from 2.1 on, raw events come during grabs too (GLFW's implicit one).
	reply, err = r.one(request(op, 47, le16(2), le16(2)))
	if err != nil || u16(reply, 8) < 2 || u16(reply, 8) == 2 && u16(reply, 10) < 1 {
		return
	}
	reply, err = r.one(request(117, 0)) // GetPointerMapping
	if err != nil {
		return
	}
	buttons := parseButtons(reply)
	// XISelectEvents (46) on the root window: one mask, all master devices (1), one word of bits;
	// then the window's mask again with the pointer's; QueryPointer (38): where the pointer is now,
	// and that the selections were taken; GetGeometry (14): whether that is in the window.
	mask := uint32(1<<xiRawButtonPress | 1<<xiRawButtonRelease | 1<<xiRawMotion)
	sel := append(le32(r.setup.root), le16(1)...)
	sel = append(sel, 0, 0)
	sel = append(sel, le16(1)...)
	sel = append(sel, le16(1)...)
	sel = append(sel, le32(mask)...)
	if _, err = r.call(false, request(op, 46, sel), request(2, 0, le32(r.win), le32(0x800), le32(keyMask|pointerMask)), request(43, 0)); err != nil {
		return
	}
	replies, err := r.call(true, request(38, 0, le32(r.win)), request(14, 0, le32(r.win)))
	if err != nil || replies[0] == nil || replies[1] == nil {
		return
	}
	q, g := replies[0], replies[1]
	pos = image.Pt(int(int16(u16(q, 20))), int(int16(u16(q, 22))))
	size := image.Rect(0, 0, int(u16(g, 16)), int(u16(g, 18)))
	inside = q[1] == 1 && pos.In(size)
	held = inside && u16(q, 24)&0x100 != 0 // Button1Mask: the toolkit reported the press
	r.mu.Lock()
	r.xi, r.ptr.buttons = op, buttons
	r.mu.Unlock()
	return pos, inside, held
}

// parseButtons reads a GetPointerMapping reply: physical button i+1 is logical button b[i].
func parseButtons(reply []byte) []byte {
	n := int(reply[1])
	return append([]byte(nil), reply[32:32+min(n, len(reply)-32)]...)
}

// timedOut says a read that ended at the deadline in words.
func (r *Reader) timedOut(err error) error {
	var ne interface{ Timeout() bool }
	if errors.As(err, &ne) && ne.Timeout() {
		return fmt.Errorf("the X server did not answer within %v", r.cfg.Timeout)
	}
	return err
}
