//go:build linux && !android

package game

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// A second connection to the X server that hears every key press on the game's window.
//
// Ebitengine keeps one press time per key per frame, so two presses of an arrow (or Enter, Esc, F1,
// Ctrl+Z) inside one slow frame are one press to the game (docs/input.md). The X server sends a key
// event to every client that selected key events on the window it happens in, so this connection,
// which selects them on the game's window, receives exactly the presses Ebitengine's GLFW receives, one
// event per press, in order. It speaks the X11 protocol itself over the display's Unix socket (no cgo,
// no Xlib: the release is built with CGO_ENABLED=0, and Xlib's process-wide error handler and locking
// would be shared with GLFW's). It is read without blocking at the start of each frame's input, after
// Ebitengine polled its own connection, so it has seen at least every press Ebitengine has.

type xKeyboard struct {
	fd      int
	seq     uint16 // sequence number of the last request sent
	buf     []byte // bytes read and not yet parsed
	root    uint32
	win     uint32 // the game's window
	minCode byte
	maxCode byte
	perCode int      // keysyms per keycode
	syms    []uint32 // the keyboard mapping, perCode for each keycode from minCode
	keys    [256]ebiten.Key
	mapped  [256]bool
	cover   map[ebiten.Key]bool // Ebitengine keys some keycode maps to: this connection reports them
	down    [256]bool           // keys down (a press of a key already down is the server's auto-repeat)
	xkb     byte                // the first event code of the XKB extension
	remap   int                 // frames left in which to build the key table again (the mapping changed)
	presses []xPress
	seen    bool // this drain read a key press or a button event
	xptr         // the pointer's clicks (xpointer_linux.go)
}

const (
	xKeyPress      = 2
	xKeyRelease    = 3
	xFocusIn       = 9
	xFocusOut      = 10
	xMappingNotify = 34
	xGenericEvent  = 35

	xShiftMask   = 1
	xLockMask    = 2
	xControlMask = 4
	xMod1Mask    = 8    // Alt
	xMod2Mask    = 0x10 // Num Lock
	xMod4Mask    = 0x40 // Super, which Ebitengine calls Meta
	xMod5Mask    = 0x80 // AltGr (ISO_Level3_Shift) on the usual layouts
)

var errNoWindow = errors.New("the game's window is not there yet")

// dialXKeyboard connects to $DISPLAY, finds the window of this process (_NET_WM_PID) and selects its
// key events.
func dialXKeyboard() (*xKeyboard, error) {
	display := os.Getenv("DISPLAY")
	host, rest, ok := strings.Cut(display, ":")
	if !ok || (host != "" && host != "unix") {
		return nil, fmt.Errorf("DISPLAY %q is not a local display", display)
	}
	num, _, _ := strings.Cut(rest, ".")
	if _, err := strconv.Atoi(num); err != nil {
		return nil, fmt.Errorf("DISPLAY %q has no display number", display)
	}
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	path := "/tmp/.X11-unix/X" + num
	if err = syscall.Connect(fd, &syscall.SockaddrUnix{Name: "@" + path}); err != nil {
		err = syscall.Connect(fd, &syscall.SockaddrUnix{Name: path})
	}
	if err != nil {
		syscall.Close(fd)
		return nil, err
	}
	x := &xKeyboard{fd: fd}
	if err = x.setup(num); err == nil {
		err = x.findWindow()
	}
	if err == nil {
		err = x.useXKB()
	}
	if err == nil {
		err = x.readMapping()
	}
	if err == nil {
		// KeyPressMask | KeyReleaseMask | FocusChangeMask; other clients' selections are untouched.
		_, err = x.roundTrip(x.request(2, 0, le32(x.win), le32(0x800), le32(1|2|0x200000)), false)
		if err == nil {
			// ChangeWindowAttributes has no reply: GetInputFocus (43) after it shows it was taken.
			_, err = x.roundTrip(x.request(43, 0), true)
		}
	}
	if err == nil {
		x.usePointer() // clicks too, where the server has XInput 2.1 (else Ebitengine's state has them)
	}
	if err == nil {
		err = syscall.SetNonblock(fd, true)
	}
	if err != nil {
		syscall.Close(fd)
		return nil, err
	}
	x.buildKeys()
	return x, nil
}

// setup sends the connection setup, with the MIT-MAGIC-COOKIE-1 of display num if the authority file
// has one, and reads the root window and the keycode range.
func (x *xKeyboard) setup(num string) error {
	name, data := xCookie(num)
	msg := []byte{'l', 0, 11, 0, 0, 0}
	msg = append(msg, le16(uint16(len(name)))...)
	msg = append(msg, le16(uint16(len(data)))...)
	msg = append(msg, 0, 0)
	msg = append(msg, pad4([]byte(name))...)
	msg = append(msg, pad4(data)...)
	if err := x.write(msg); err != nil {
		return err
	}
	head, err := x.readN(8)
	if err != nil {
		return err
	}
	body, err := x.readN(4 * int(binary.LittleEndian.Uint16(head[6:])))
	if err != nil {
		return err
	}
	if head[0] != 1 {
		return fmt.Errorf("the X server refused the connection: %s", bytes.TrimRight(body[:min(len(body), int(head[1]))], "\x00"))
	}
	if len(body) < 32 {
		return errors.New("short X setup reply")
	}
	vendor := int(binary.LittleEndian.Uint16(body[16:]))
	formats := int(body[21])
	x.minCode, x.maxCode = body[26], body[27]
	at := 32 + (vendor+3)&^3 + 8*formats
	if len(body) < at+4 {
		return errors.New("short X setup reply")
	}
	x.root = binary.LittleEndian.Uint32(body[at:])
	return nil
}

// findWindow looks for the window whose _NET_WM_PID is this process (GLFW sets it on the game's
// window), among the root's children and their descendants (a window manager puts it in a frame).
func (x *xKeyboard) findWindow() error {
	pidAtom, err := x.atom("_NET_WM_PID")
	if err != nil {
		return err
	}
	pid := uint32(os.Getpid())
	level := []uint32{x.root}
	for depth := 0; depth < 3 && len(level) > 0; depth++ {
		var next []uint32
		for _, w := range level {
			reply, err := x.roundTrip(x.request(15, 0, le32(w)), true) // QueryTree
			if err != nil {
				continue // gone meanwhile
			}
			n := int(binary.LittleEndian.Uint16(reply[16:]))
			for i := 0; i < n && 32+4*i+4 <= len(reply); i++ {
				c := binary.LittleEndian.Uint32(reply[32+4*i:])
				// GetProperty (20): the window's _NET_WM_PID, one CARDINAL (6).
				p, err := x.roundTrip(x.request(20, 0, le32(c), le32(pidAtom), le32(6), le32(0), le32(1)), true)
				if err == nil && p[1] == 32 && binary.LittleEndian.Uint32(p[16:]) == 1 && len(p) >= 36 &&
					binary.LittleEndian.Uint32(p[32:]) == pid {
					x.win = c
					return nil
				}
				next = append(next, c)
			}
		}
		level = next
	}
	return errNoWindow
}

func (x *xKeyboard) atom(name string) (uint32, error) {
	body := append(le16(uint16(len(name))), 0, 0)
	body = append(body, pad4([]byte(name))...)
	reply, err := x.roundTrip(x.request(16, 1, body), true) // InternAtom, only if it exists
	if err != nil {
		return 0, err
	}
	a := binary.LittleEndian.Uint32(reply[8:])
	if a == 0 {
		return 0, errNoWindow // no client set it yet
	}
	return a, nil
}

// readMapping reads the keyboard mapping (GetKeyboardMapping, 101) of every keycode.
func (x *xKeyboard) readMapping() error {
	count := int(x.maxCode) - int(x.minCode) + 1
	reply, err := x.roundTrip(x.request(101, 0, []byte{x.minCode, byte(count), 0, 0}), true)
	if err != nil {
		return err
	}
	x.perCode = int(reply[1])
	n := (len(reply) - 32) / 4
	x.syms = make([]uint32, n)
	for i := range x.syms {
		x.syms[i] = binary.LittleEndian.Uint32(reply[32+4*i:])
	}
	return nil
}

// sym is keycode c's keysym in column col of the mapping (0 when it has none).
func (x *xKeyboard) sym(c byte, col int) uint32 {
	if c < x.minCode || col >= x.perCode {
		return 0
	}
	i := int(c-x.minCode)*x.perCode + col
	if i >= len(x.syms) {
		return 0
	}
	return x.syms[i]
}

// buildKeys maps every keycode to the Ebitengine key GLFW reports for it: the keys that type nothing
// by their keysym, the keys that type a character by the Ebitengine key named with that character
// under the current layout (ebiten.KeyName), so both agree on the key whatever the layout. A character
// two Ebitengine keys are named with is left to Ebitengine (neither key is covered).
func (x *xKeyboard) buildKeys() {
	byChar := map[rune]ebiten.Key{}
	twice := map[rune]bool{}
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if k >= ebiten.KeyNumpad0 && k <= ebiten.KeyNumpadSubtract {
			continue
		}
		if r := []rune(ebiten.KeyName(k)); len(r) == 1 {
			c := toLower(r[0])
			if _, ok := byChar[c]; ok {
				twice[c] = true
			}
			byChar[c] = k
		}
	}
	x.cover = map[ebiten.Key]bool{}
	for c := 0; c < 256; c++ {
		x.mapped[c] = false
		s := x.sym(byte(c), 0)
		if s == 0 {
			continue
		}
		k, ok := xKeysyms[s]
		if !ok {
			if r, typed := xRune(s); typed && !twice[toLower(r)] {
				k, ok = byChar[toLower(r)]
			}
		}
		if ok && !modifier(k) {
			x.keys[c], x.mapped[c] = k, true
			x.cover[k] = true
		}
	}
}

// behind reports whether Ebitengine reported a press (or a click) this frame that this connection has
// not read yet: the server writes to each client's socket in turn, and a busy machine can run GLFW's
// frame between the two writes. The frame then asks for another soon, which reads it (nothing else
// would wake one: the game waits on GLFW's socket alone). A release GLFW saw while this connection still
// holds the button is on its way too, even when the drain read other events (two clicks in a row: the
// first three of their events here, all four in GLFW's frame); without the next frame it would wait
// for the one due when the press turns long.
func (x *xKeyboard) behind(pressed []ebiten.Key, button, released bool) bool {
	if x == nil {
		return false
	}
	if released && x.clicks() && x.held {
		return true
	}
	if x.seen {
		return false
	}
	if button && x.clicks() {
		return true
	}
	for _, k := range pressed {
		if x.covers(k) {
			return true
		}
	}
	return false
}

// covers reports whether presses of k come from this connection (and not from Ebitengine's state).
func (x *xKeyboard) covers(k ebiten.Key) bool { return x != nil && x.cover[k] }

// drain reads everything the server has sent and queues the key presses. An error (the server went
// away) is returned; the caller stops using the connection.
func (x *xKeyboard) drain() error {
	x.seen = false
	if x.remap > 0 {
		x.remap--
		x.buildKeys() // again: Ebitengine may have read the new mapping only after this connection
	}
	for {
		err := x.fill()
		if err == syscall.EAGAIN {
			break
		}
		if err != nil {
			return err
		}
	}
	changed := false
	for {
		p, ok := x.packet()
		if !ok {
			break
		}
		changed = x.event(p) || changed
	}
	if x.remapPtr {
		if err := x.blocking(x.readButtons); err != nil {
			return err
		}
	}
	if changed {
		if err := syscall.SetNonblock(x.fd, false); err != nil {
			return err
		}
		err := x.readMapping()
		if err == nil {
			err = syscall.SetNonblock(x.fd, true)
		}
		if err != nil {
			return err
		}
		x.buildKeys()
		x.remap = 2
	}
	return nil
}

// event handles one event; it reports whether the keyboard mapping changed.
func (x *xKeyboard) event(p []byte) bool {
	switch p[0] & 0x7f {
	case xKeyPress:
		c := p[1]
		x.seen = true
		x.stamp(binary.LittleEndian.Uint32(p[4:]))
		state := binary.LittleEndian.Uint16(p[28:])
		repeat := x.down[c] // the server's auto-repeat (detectable: presses with no release between)
		x.down[c] = true
		if repeat || !x.mapped[c] {
			return false
		}
		x.presses = append(x.presses, xPress{
			key:   x.keys[c],
			ctrl:  state&(xControlMask|xMod4Mask) != 0,
			shift: state&xShiftMask != 0,
			alt:   state&xMod1Mask != 0,
			char:  state&(xControlMask|xMod1Mask) == 0 && x.types(c, state),
		})
	case xKeyRelease:
		x.down[p[1]] = false
		x.stamp(binary.LittleEndian.Uint32(p[4:]))
	case xFocusIn, xFocusOut:
		x.down = [256]bool{} // releases while another window had the focus went there
	case xMappingNotify:
		if p[4] == 2 {
			x.remapPtr = true // the pointer's buttons
		}
		return p[4] == 0 || p[4] == 1 // modifiers or keyboard
	case xMotionNotify, xEnterNotify, xLeaveNotify, xGenericEvent:
		x.pointerEvent(p)
	case x.xkb & 0x7f:
		return x.xkb != 0 && (p[1] == 0 || p[1] == 1) // XKB's NewKeyboardNotify or MapNotify
	}
	return false
}

// useXKB asks the XKB extension for detectable auto-repeat (a key held down sends presses and one
// release, not release and press pairs that cannot be told from quick presses) and for its notices of
// a changed keyboard mapping (a client using XKB gets no core MappingNotify). Without XKB the connection
// is not used.
func (x *xKeyboard) useXKB() error {
	name := "XKEYBOARD"
	body := append(le16(uint16(len(name))), 0, 0)
	body = append(body, pad4([]byte(name))...)
	reply, err := x.roundTrip(x.request(98, 0, body), true) // QueryExtension
	if err != nil {
		return err
	}
	if reply[8] == 0 {
		return errors.New("the X server has no XKB")
	}
	op := reply[9]
	x.xkb = reply[10]
	// UseExtension (XKB 0), version 1.0.
	if reply, err = x.roundTrip(x.request(op, 0, le16(1), le16(0)), true); err != nil {
		return err
	}
	if reply[1] == 0 {
		return errors.New("the X server's XKB is too old")
	}
	// PerClientFlags (XKB 21) on the core keyboard (0x100): DetectableAutoRepeat (1) on.
	body = append(le16(0x100), 0, 0)
	for _, v := range []uint32{1, 1, 0, 0, 0} {
		body = append(body, le32(v)...)
	}
	if reply, err = x.roundTrip(x.request(op, 21, body), true); err != nil {
		return err
	}
	if binary.LittleEndian.Uint32(reply[8:])&1 == 0 {
		return errors.New("the X server cannot report auto-repeat")
	}
	// SelectEvents (XKB 1) on the core keyboard: NewKeyboardNotify and MapNotify (all of the map).
	body = append(le16(0x100), le16(3)...)
	body = append(body, le16(0)...)
	body = append(body, le16(3)...)
	body = append(body, le16(0xff)...)
	body = append(body, le16(0xff)...)
	_, err = x.roundTrip(x.request(op, 1, body), false)
	return err
}

// types reports whether keycode c pressed with modifiers state types a character (GLFW then queues it).
func (x *xKeyboard) types(c byte, state uint16) bool {
	col := 0
	if state&xMod5Mask != 0 && x.perCode > 4 {
		col = 4
	}
	shifted := state&xShiftMask != 0
	if s := x.sym(c, col+1); s >= 0xff80 && s <= 0xffbd && state&xMod2Mask != 0 {
		shifted = !shifted // the keypad with Num Lock
	}
	s := x.sym(c, col)
	if shifted {
		if t := x.sym(c, col+1); t != 0 {
			s = t
		}
	}
	_, ok := xRune(s)
	return ok
}

// xRune is the character keysym s types, as GLFW finds it (Latin-1, Unicode keysyms, the keypad).
func xRune(s uint32) (rune, bool) {
	switch {
	case s >= 0x20 && s <= 0x7e, s >= 0xa0 && s <= 0xff:
		return rune(s), true
	case s&0xff000000 == 0x01000000:
		return rune(s & 0xffffff), true
	case s == 0xff80:
		return ' ', true
	case s >= 0xffb0 && s <= 0xffb9:
		return rune('0' + s - 0xffb0), true
	case s >= 0xff95 && s <= 0xff9e, s >= 0xffaa && s <= 0xffaf, s == 0xffbd:
		return '0', true // the keypad's other keysyms GLFW reads as characters (which one is not needed)
	}
	return 0, false
}

func toLower(r rune) rune { return unicode.ToLower(r) }

// xKeysyms names the keys that type nothing (and Space) by their keysym.
var xKeysyms = map[uint32]ebiten.Key{
	0x20: ebiten.KeySpace, 0xff08: ebiten.KeyBackspace, 0xff09: ebiten.KeyTab, 0xff0d: ebiten.KeyEnter,
	0xff1b: ebiten.KeyEscape, 0xffff: ebiten.KeyDelete, 0xff63: ebiten.KeyInsert, 0xff50: ebiten.KeyHome,
	0xff57: ebiten.KeyEnd, 0xff55: ebiten.KeyPageUp, 0xff56: ebiten.KeyPageDown, 0xff51: ebiten.KeyArrowLeft,
	0xff52: ebiten.KeyArrowUp, 0xff53: ebiten.KeyArrowRight, 0xff54: ebiten.KeyArrowDown,
	0xff8d: ebiten.KeyNumpadEnter, 0xff13: ebiten.KeyPause, 0xff61: ebiten.KeyPrintScreen,
	0xff67: ebiten.KeyContextMenu,
	0xffbe: ebiten.KeyF1, 0xffbf: ebiten.KeyF2, 0xffc0: ebiten.KeyF3, 0xffc1: ebiten.KeyF4, 0xffc2: ebiten.KeyF5,
	0xffc3: ebiten.KeyF6, 0xffc4: ebiten.KeyF7, 0xffc5: ebiten.KeyF8, 0xffc6: ebiten.KeyF9, 0xffc7: ebiten.KeyF10,
	0xffc8: ebiten.KeyF11, 0xffc9: ebiten.KeyF12,
	// The keypad, by its keysym without Num Lock (the first in the mapping) and with it.
	0xff9e: ebiten.KeyNumpad0, 0xff9c: ebiten.KeyNumpad1, 0xff99: ebiten.KeyNumpad2, 0xff9b: ebiten.KeyNumpad3,
	0xff96: ebiten.KeyNumpad4, 0xff9d: ebiten.KeyNumpad5, 0xff98: ebiten.KeyNumpad6, 0xff95: ebiten.KeyNumpad7,
	0xff97: ebiten.KeyNumpad8, 0xff9a: ebiten.KeyNumpad9, 0xff9f: ebiten.KeyNumpadDecimal,
	0xffb0: ebiten.KeyNumpad0, 0xffb1: ebiten.KeyNumpad1, 0xffb2: ebiten.KeyNumpad2, 0xffb3: ebiten.KeyNumpad3,
	0xffb4: ebiten.KeyNumpad4, 0xffb5: ebiten.KeyNumpad5, 0xffb6: ebiten.KeyNumpad6, 0xffb7: ebiten.KeyNumpad7,
	0xffb8: ebiten.KeyNumpad8, 0xffb9: ebiten.KeyNumpad9, 0xffae: ebiten.KeyNumpadDecimal,
	0xffaa: ebiten.KeyNumpadMultiply, 0xffab: ebiten.KeyNumpadAdd, 0xffad: ebiten.KeyNumpadSubtract,
	0xffaf: ebiten.KeyNumpadDivide, 0xffbd: ebiten.KeyNumpadEqual,
}
