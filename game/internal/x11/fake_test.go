package x11

import (
	"encoding/binary"
	"io"
	"net"
	"sync"
	"testing"
	"time"
)

// A fake X server on the far end of a net.Pipe: it answers the requests the reader makes with the
// bytes a real server sends (built here field by field, as the protocol documents them), and the
// tests write events into the stream.

const (
	fakeRoot   = 0x100
	fakeFrame  = 0x200 // a window manager's frame
	fakeWin    = 0x201 // the game's window, in the frame
	fakeOther  = 0x300 // another client's window
	fakePID    = 4242
	fakeXKBOp  = 135
	fakeXKBEv  = 85
	fakeXIOp   = 131
	fakeMinKey = 8
)

type fakeServer struct {
	t      *testing.T
	c      net.Conn
	out    chan []byte // what the server writes, in order (a socket's buffer: writing never waits)
	cookie []byte      // the cookie the client must send (nil: any)

	mu       sync.Mutex
	seq      uint16
	perCode  int
	syms     []uint32 // from keycode 8
	noXI     bool
	mute     map[byte]bool // requests (by opcode) never answered
	hold     chan struct{} // when set, a GetKeyboardMapping after the first waits for it
	answered chan byte     // each request's opcode once answered
	sent     []byte        // the setup request the client sent
	masks    []uint32      // the event masks the client selected on the game's window
}

func newFake(t *testing.T) (*fakeServer, func() (net.Conn, error)) {
	f := &fakeServer{t: t, perCode: 2, mute: map[byte]bool{}, answered: make(chan byte, 1000), out: make(chan []byte, 1000)}
	f.syms = make([]uint32, 2*248)
	f.setKey(38, 'a', 'A')
	f.setKey(10, '1', '!')
	f.setKey(111, 0xff52, 0) // Up
	f.setKey(36, 0xff0d, 0)  // Return
	f.setKey(29, 'y', 'Y')   // US layout: <AD06> types y
	dial := func() (net.Conn, error) {
		client, server := net.Pipe()
		f.c = server
		go f.serve()
		go f.send()
		return client, nil
	}
	return f, dial
}

func (f *fakeServer) setKey(code byte, a, b uint32) {
	i := int(code-fakeMinKey) * f.perCode
	f.syms[i], f.syms[i+1] = a, b
}

func (f *fakeServer) write(b []byte) { f.out <- b }

func (f *fakeServer) send() {
	for b := range f.out {
		if b == nil {
			f.c.Close()
			return
		}
		if _, err := f.c.Write(b); err != nil {
			return
		}
	}
}

// vanish closes the server's end once everything written before has gone out.
func (f *fakeServer) vanish() { f.out <- nil }

// reply is a reply to request seq: data is its second byte, body what follows the 8-byte head (padded
// to 24 bytes at least; the length field counts what is past 32).
func reply(seq uint16, data byte, body []byte) []byte {
	p := []byte{1, data, 0, 0, 0, 0, 0, 0}
	binary.LittleEndian.PutUint16(p[2:], seq)
	p = append(p, body...)
	if len(p) < 32 {
		p = append(p, make([]byte, 32-len(p))...)
	}
	p = pad4(p)
	binary.LittleEndian.PutUint32(p[4:], uint32((len(p)-32)/4))
	return p
}

// setupReply is a successful setup reply: vendor "Fake", one pixmap format, one screen whose root is
// fakeRoot, keycodes 8 to 255.
func setupReply() []byte {
	body := make([]byte, 32)
	vendor := []byte("Fake")
	binary.LittleEndian.PutUint16(body[16:], uint16(len(vendor)))
	body[21] = 1 // pixmap formats
	body[26], body[27] = fakeMinKey, 255
	body = append(body, pad4(vendor)...)
	body = append(body, make([]byte, 8)...) // the format
	screen := make([]byte, 40)
	binary.LittleEndian.PutUint32(screen, fakeRoot)
	body = append(body, screen...)
	head := []byte{1, 0, 11, 0, 0, 0, 0, 0}
	binary.LittleEndian.PutUint16(head[6:], uint16(len(body)/4))
	return append(head, body...)
}

func (f *fakeServer) serve() {
	head := make([]byte, 12)
	if _, err := io.ReadFull(f.c, head); err != nil {
		return
	}
	n := binary.LittleEndian.Uint16(head[6:])
	d := binary.LittleEndian.Uint16(head[8:])
	rest := make([]byte, (int(n)+3)&^3+(int(d)+3)&^3)
	if _, err := io.ReadFull(f.c, rest); err != nil {
		return
	}
	f.mu.Lock()
	f.sent = append(head, rest...)
	silent := f.mute[0]
	f.mu.Unlock()
	if silent {
		io.Copy(io.Discard, f.c)
		return
	}
	cookie := rest[(int(n)+3)&^3:][:d]
	if f.cookie != nil && (string(rest[:n]) != CookieName || string(cookie) != string(f.cookie)) {
		reason := pad4([]byte("No protocol specified"))
		msg := []byte{0, 21, 11, 0, 0, 0, 0, 0}
		binary.LittleEndian.PutUint16(msg[6:], uint16(len(reason)/4))
		f.write(append(msg, reason...))
		f.vanish()
		return
	}
	f.write(setupReply())
	keymaps := 0
	for {
		h := make([]byte, 4)
		if _, err := io.ReadFull(f.c, h); err != nil {
			return
		}
		body := make([]byte, 4*int(binary.LittleEndian.Uint16(h[2:]))-4)
		if _, err := io.ReadFull(f.c, body); err != nil {
			return
		}
		f.mu.Lock()
		f.seq++
		seq := f.seq
		mute := f.mute[h[0]]
		f.mu.Unlock()
		if mute {
			continue
		}
		if h[0] == 101 {
			keymaps++
			if keymaps > 1 && f.hold != nil {
				<-f.hold
			}
		}
		if p := f.answer(seq, h, body); p != nil {
			f.write(p)
		}
		f.answered <- h[0]
	}
}

func le32s(vs ...uint32) []byte {
	var b []byte
	for _, v := range vs {
		b = append(b, le32(v)...)
	}
	return b
}

func (f *fakeServer) answer(seq uint16, h, body []byte) []byte {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch h[0] {
	case 16: // InternAtom
		return reply(seq, 0, le32s(77))
	case 15: // QueryTree: root → frame → game's window; root → another client's
		var kids []uint32
		switch u32(body, 0) {
		case fakeRoot:
			kids = []uint32{fakeOther, fakeFrame}
		case fakeFrame:
			kids = []uint32{fakeWin}
		}
		b := make([]byte, 24)
		binary.LittleEndian.PutUint16(b[8:], uint16(len(kids)))
		return reply(seq, 0, append(b, le32s(kids...)...))
	case 20: // GetProperty _NET_WM_PID
		pid := map[uint32]uint32{fakeWin: fakePID, fakeOther: 1}[u32(body, 0)]
		if pid == 0 {
			return reply(seq, 0, nil)
		}
		b := make([]byte, 24)
		binary.LittleEndian.PutUint32(b[8:], 1)
		return reply(seq, 32, append(b, le32s(pid)...))
	case 98: // QueryExtension
		name := string(body[4 : 4+u16(body, 0)])
		switch {
		case name == "XKEYBOARD":
			return reply(seq, 0, []byte{1, fakeXKBOp, fakeXKBEv, 0})
		case name == "XInputExtension" && !f.noXI:
			return reply(seq, 0, []byte{1, fakeXIOp, 0, 0})
		}
		return reply(seq, 0, []byte{0, 0, 0, 0})
	case fakeXKBOp:
		switch h[1] {
		case 0: // UseExtension
			return reply(seq, 1, nil)
		case 21: // PerClientFlags
			return reply(seq, 0, le32s(1, 1, 1))
		}
		return nil
	case fakeXIOp:
		if h[1] == 47 { // XIQueryVersion
			return reply(seq, 0, []byte{2, 0, 2, 0})
		}
		return nil
	case 2: // ChangeWindowAttributes
		if u32(body, 0) == fakeWin {
			f.masks = append(f.masks, u32(body, 8))
		}
		return nil
	case 43: // GetInputFocus
		return reply(seq, 0, nil)
	case 101: // GetKeyboardMapping
		return reply(seq, byte(f.perCode), append(make([]byte, 24), le32s(f.syms...)...))
	case 117: // GetPointerMapping
		return reply(seq, 3, append(make([]byte, 24), 1, 2, 3, 0))
	case 38: // QueryPointer: in the window at (5,5), no button down
		b := make([]byte, 24)
		binary.LittleEndian.PutUint16(b[12:], 5)
		binary.LittleEndian.PutUint16(b[14:], 5)
		return reply(seq, 1, b)
	case 14: // GetGeometry: 640×480
		b := make([]byte, 24)
		binary.LittleEndian.PutUint16(b[8:], 640)
		binary.LittleEndian.PutUint16(b[10:], 480)
		return reply(seq, 24, b)
	}
	f.t.Errorf("the fake server got request %d", h[0])
	return nil
}

// Events as the server writes them.

func keyEvent(kind byte, code byte, t uint32, state uint16) []byte {
	p := make([]byte, 32)
	p[0], p[1] = kind, code
	binary.LittleEndian.PutUint32(p[4:], t)
	binary.LittleEndian.PutUint32(p[12:], fakeWin)
	binary.LittleEndian.PutUint16(p[28:], state)
	return p
}

func motionEvent(kind byte, win, t uint32, x, y int) []byte {
	p := make([]byte, 32)
	p[0] = kind
	binary.LittleEndian.PutUint32(p[4:], t)
	binary.LittleEndian.PutUint32(p[12:], win)
	binary.LittleEndian.PutUint16(p[24:], uint16(x))
	binary.LittleEndian.PutUint16(p[26:], uint16(y))
	return p
}

// rawEvent is an XInput 2 raw event (a GenericEvent) of button at server time t, with valuators
// extra words after the 32 bytes, as a real server sends for motion.
func rawEvent(evtype uint16, t, button uint32, extra int) []byte {
	p := make([]byte, 32+4*extra)
	p[0], p[1] = genericEvent, fakeXIOp
	binary.LittleEndian.PutUint32(p[4:], uint32(extra))
	binary.LittleEndian.PutUint16(p[8:], evtype)
	binary.LittleEndian.PutUint32(p[12:], t)
	binary.LittleEndian.PutUint32(p[16:], button)
	return p
}

// start connects a reader to f; wakes counts the reader's calls of Wake.
func start(t *testing.T, f *fakeServer, dial func() (net.Conn, error), timeout time.Duration) (*Reader, chan struct{}) {
	wakes := make(chan struct{}, 100)
	r := Start(Config{Display: ":7", Host: "here", PID: fakePID, Dial: dial, Timeout: timeout,
		Authority: f.authority(), Wake: func() { wakes <- struct{}{} }})
	t.Cleanup(r.Close)
	return r, wakes
}

func (f *fakeServer) authority() []byte {
	if f.cookie == nil {
		return nil
	}
	return authEntry(FamilyLocal, "here", "7", CookieName, f.cookie)
}

// await drains r until an event of kind comes (at most 10 s) and returns every event drained.
func await(t *testing.T, r *Reader, kind Kind) []Event {
	t.Helper()
	var got []Event
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		n := len(got)
		got, _ = r.Drain(got)
		for _, e := range got[n:] {
			if e.Kind == kind {
				return got
			}
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("no event %d in 10 s; got %+v", kind, got)
	return nil
}

// waitAnswered waits until the server answered a request op.
func (f *fakeServer) waitAnswered(t *testing.T, op byte) {
	t.Helper()
	for {
		select {
		case got := <-f.answered:
			if got == op {
				return
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("the server never answered request %d", op)
		}
	}
}
