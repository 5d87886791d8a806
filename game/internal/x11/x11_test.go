package x11

import (
	"encoding/binary"
	"image"
	"strings"
	"testing"
	"time"
)

// authEntry is one Xauthority entry: family, address, display number, name, data (big-endian lengths).
func authEntry(family uint16, addr, num, name string, data []byte) []byte {
	b := binary.BigEndian.AppendUint16(nil, family)
	for _, f := range [][]byte{[]byte(addr), []byte(num), []byte(name), data} {
		b = binary.BigEndian.AppendUint16(b, uint16(len(f)))
		b = append(b, f...)
	}
	return b
}

func TestCookie(t *testing.T) {
	mine := []byte("0123456789abcdef")
	wild := []byte("wildwildwildwild")
	other := []byte("nononononononono")
	cat := func(es ...[]byte) []byte {
		var b []byte
		for _, e := range es {
			b = append(b, e...)
		}
		return b
	}
	for _, tc := range []struct {
		name string
		file []byte
		want []byte
	}{
		{"FamilyLocal for this host and display", cat(
			authEntry(FamilyLocal, "elsewhere", "7", CookieName, other),
			authEntry(FamilyLocal, "here", "3", CookieName, other),
			authEntry(FamilyLocal, "here", "7", "XDM-AUTHORIZATION-1", other),
			authEntry(FamilyLocal, "here", "7", CookieName, mine)), mine},
		{"FamilyWild, any host", cat(
			authEntry(FamilyLocal, "elsewhere", "7", CookieName, other),
			authEntry(FamilyWild, "", "7", CookieName, wild)), wild},
		{"FamilyLocal for any display number", authEntry(FamilyLocal, "here", "", CookieName, mine), mine},
		{"an internet address is not this connection's", authEntry(0, "\x7f\x00\x00\x01", "7", CookieName, other), nil},
		{"a file cut short", authEntry(FamilyLocal, "here", "7", CookieName, mine)[:20], nil},
		{"no file", nil, nil},
	} {
		if got := Cookie(tc.file, "here", "7"); string(got) != string(tc.want) {
			t.Errorf("%s: cookie %q, want %q", tc.name, got, tc.want)
		}
	}
}

// The connection: the setup request carries the cookie of the Xauthority file's entry (either family),
// the reply's root window is found past the vendor and the pixmap formats, and the game's window is
// the one with this process's _NET_WM_PID, inside a window manager's frame.
func TestConnects(t *testing.T) {
	for _, family := range []uint16{FamilyLocal, FamilyWild} {
		f, dial := newFake(t)
		f.cookie = []byte("sixteen byte key")
		auth := authEntry(family, "here", "7", CookieName, f.cookie)
		r := Start(Config{Display: "unix:7.0", Host: "here", PID: fakePID, Dial: dial, Authority: auth})
		await(t, r, Connected)
		if r.win != fakeWin || r.setup.root != fakeRoot || r.setup.minCode != fakeMinKey {
			t.Errorf("family %d: window %#x, root %#x, min keycode %d; want %#x, %#x, %d", family, r.win, r.setup.root, r.setup.minCode, fakeWin, fakeRoot, fakeMinKey)
		}
		f.mu.Lock()
		masks := f.masks
		f.mu.Unlock()
		if len(masks) == 0 || masks[len(masks)-1] != keyMask|pointerMask {
			t.Errorf("family %d: the window's masks %#x, want last %#x", family, masks, keyMask|pointerMask)
		}
		r.Close()
	}
}

// A server that refuses the cookie: the reader says so, in the server's words, and stops.
func TestRefused(t *testing.T) {
	f, dial := newFake(t)
	f.cookie = []byte("sixteen byte key")
	auth := authEntry(FamilyLocal, "here", "7", CookieName, []byte("a stale cookie!!"))
	r := Start(Config{Display: ":7", Host: "here", PID: fakePID, Dial: dial, Authority: auth})
	defer r.Close()
	got := await(t, r, Gone)
	if err := got[len(got)-1].Err; err == nil || !strings.Contains(err.Error(), "No protocol specified") {
		t.Errorf("refused: %v, want the server's reason", err)
	}
}

func TestDisplays(t *testing.T) {
	for _, d := range []string{"", "localhost:0", "remote:10.0", ":x"} {
		r := Start(Config{Display: d})
		got := await(t, r, Gone)
		if len(got) != 1 {
			t.Errorf("DISPLAY %q: %+v, want Gone alone", d, got)
		}
		r.Close()
	}
}

func TestKeymap(t *testing.T) {
	// US: keycode 29 types y/Y; 38 a/A; 10 1/!; 111 Up; the keypad's 87 End/1.
	m := &Keymap{MinCode: 8, PerCode: 2, Syms: make([]uint32, 2*248)}
	set := func(c byte, a, b uint32) { m.Syms[int(c-8)*2], m.Syms[int(c-8)*2+1] = a, b }
	set(29, 'y', 'Y')
	set(111, 0xff52, 0)
	set(87, 0xff9c, 0xffb1)
	set(24, 0x1000153, 0x1000152) // œ Œ: a Unicode keysym
	for _, tc := range []struct {
		code  byte
		state uint16
		types bool
	}{
		{29, 0, true}, {29, ShiftMask, true}, {111, 0, false}, {87, Mod2Mask, true}, {24, 0, true}, {200, 0, false}, {3, 0, false},
	} {
		if got := m.Types(tc.code, tc.state); got != tc.types {
			t.Errorf("keycode %d with state %#x types: %v, want %v", tc.code, tc.state, got, tc.types)
		}
	}
	if r, ok := Rune(m.Sym(24, 0)); !ok || r != 'œ' {
		t.Errorf("Unicode keysym: %q %v", r, ok)
	}
	for sym, name := range map[uint32]string{0xff52: "ArrowUp", 0xff0d: "Enter", 0xffbe: "F1", 0xff9c: "Numpad1", 0xffb1: "Numpad1", 'y': ""} {
		if got := KeyName(sym); got != name {
			t.Errorf("KeyName(%#x) = %q, want %q", sym, got, name)
		}
	}
}

// Keys: a press of a key already down is the server's auto-repeat and is dropped; a FocusOut forgets
// the keys down; each press carries its modifiers and the mapping it was read under.
func TestKeyPresses(t *testing.T) {
	f, dial := newFake(t)
	r, _ := start(t, f, dial, 0)
	await(t, r, Connected)
	for _, p := range [][]byte{
		keyEvent(keyPressEvent, 111, 10, 0), keyEvent(keyPressEvent, 111, 40, 0), // held: repeat
		keyEvent(keyReleaseEvent, 111, 50, 0), keyEvent(keyPressEvent, 111, 60, 0),
		keyEvent(focusOut, 0, 0, 0), keyEvent(keyPressEvent, 111, 70, 0), // released elsewhere
		keyEvent(keyPressEvent, 29, 80, ShiftMask|ControlMask),
	} {
		f.write(p)
	}
	r.Sync(1)
	got := await(t, r, Synced)
	var keys []Event
	for _, e := range got {
		if e.Kind == KeyPress {
			keys = append(keys, e)
		}
	}
	if len(keys) != 4 || keys[0].Time != 10 || keys[1].Time != 60 || keys[2].Time != 70 || keys[3].Code != 29 {
		t.Fatalf("presses %+v, want keycodes 111 at 10, 60 and 70 ms and 29", keys)
	}
	if k := keys[3]; k.State != ShiftMask|ControlMask || KeyName(k.Keymap.Sym(k.Code, 0)) != "" || k.Keymap.Sym(k.Code, 0) != 'y' {
		t.Errorf("the last press: %+v", k)
	}
}

// setxkbmap de while the game runs: the server says the mapping changed (XKB's MapNotify, or the core
// MappingNotify), the reader asks for the new one without waiting for it — Drain answers at once while
// the reply is held back — and the presses after the reply carry it.
func TestMappingChange(t *testing.T) {
	for _, notify := range []string{"xkb", "core"} {
		f, dial := newFake(t)
		f.hold = make(chan struct{})
		r, _ := start(t, f, dial, 0)
		await(t, r, Connected)
		f.mu.Lock()
		f.setKey(29, 'z', 'Z') // German: <AD06> types z
		f.mu.Unlock()
		p := make([]byte, 32)
		if notify == "xkb" {
			p[0], p[1] = fakeXKBEv, 1
		} else {
			p[0], p[4] = mappingNotify, 1
		}
		f.write(p)
		f.write(keyEvent(keyPressEvent, 29, 5, 0)) // read under the old mapping
		got := await(t, r, KeyPress)
		if s := got[len(got)-1].Keymap.Sym(29, 0); s != 'y' {
			t.Errorf("%s: before the new mapping came, keycode 29 is %#x", notify, s)
		}
		// The request for the new mapping is waiting on the server: the frame's Drain is not.
		done := make(chan struct{})
		go func() {
			for i := 0; i < 100; i++ {
				r.Drain(nil)
			}
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: Drain waited for the keyboard mapping", notify)
		}
		close(f.hold)
		f.waitAnswered(t, 101)
		f.waitAnswered(t, 101)
		r.Sync(1) // after the mapping's reply: the press below is read after it
		got = await(t, r, Synced)
		remapped := false
		for _, e := range got {
			remapped = remapped || e.Kind == Remapped && e.Keymap.Sym(29, 0) == 'z'
		}
		if !remapped {
			t.Errorf("%s: no Remapped event with the new mapping: %+v", notify, got)
		}
		f.write(keyEvent(keyReleaseEvent, 29, 6, 0))
		f.write(keyEvent(keyPressEvent, 29, 7, 0))
		got = await(t, r, KeyPress)
		if s := got[len(got)-1].Keymap.Sym(29, 0); s != 'z' {
			t.Errorf("%s: after the new mapping, keycode 29 is %#x, want z", notify, s)
		}
		r.Close()
	}
}

// The pointer: motions and crossings on the window say where it is; XInput 2's raw press and release
// of the left button (GenericEvents, some with valuators after the 32 bytes) count when it is in the
// window, at that place; other buttons, and presses outside, do not; raw motion while held is a drag,
// and the release after it is at the host's cursor, as is a press after that before the pointer's
// next motion (GLFW's grab took the motions: where the pointer is is not known here).
func TestRawButtons(t *testing.T) {
	f, dial := newFake(t)
	r, _ := start(t, f, dial, 0)
	await(t, r, Connected)
	if _, s := r.Drain(nil); !s.Clicks {
		t.Fatal("XInput 2.2 is there, and clicks are not read")
	}
	for _, p := range [][]byte{
		motionEvent(motionNotify, fakeWin, 100, 30, 40), rawEvent(xiRawMotion, 100, 0, 3), // not held: no drag
		rawEvent(xiRawButtonPress, 101, 1, 0), rawEvent(xiRawButtonRelease, 103, 1, 0),
		rawEvent(xiRawButtonPress, 110, 3, 2), rawEvent(xiRawButtonRelease, 111, 3, 0), // the right button
		motionEvent(enterNotify, fakeWin, 120, 300, 200),
		rawEvent(xiRawButtonPress, 121, 1, 0), rawEvent(xiRawMotion, 122, 0, 3), rawEvent(xiRawButtonRelease, 130, 1, 0),
		rawEvent(xiRawButtonPress, 131, 1, 0), rawEvent(xiRawButtonRelease, 132, 1, 0), // after the drag: where?
		motionEvent(leaveNotify, fakeWin, 140, 700, 200),
		rawEvent(xiRawButtonPress, 141, 1, 0), rawEvent(xiRawButtonRelease, 142, 1, 0), // outside
	} {
		f.write(p)
	}
	r.Sync(9)
	got := await(t, r, Synced)
	type ev struct {
		k      Kind
		at     image.Point
		cursor bool
		t      uint32
	}
	var seen []ev
	for _, e := range got {
		switch e.Kind {
		case PointerMove:
			if e.Pos == image.Pt(5, 5) {
				continue // where QueryPointer found it: merged with the next move when drained together
			}
			seen = append(seen, ev{k: e.Kind, at: e.Pos})
		case ButtonPress, ButtonRelease:
			seen = append(seen, ev{e.Kind, e.Pos, e.Cursor, e.Time})
		}
	}
	want := []ev{
		{PointerMove, image.Pt(30, 40), false, 0},
		{ButtonPress, image.Pt(30, 40), false, 101}, {ButtonRelease, image.Pt(30, 40), false, 103},
		{PointerMove, image.Pt(300, 200), false, 0},
		{ButtonPress, image.Pt(300, 200), false, 121}, {ButtonRelease, image.Pt(300, 200), true, 130},
		{ButtonPress, image.Pt(300, 200), true, 131}, {ButtonRelease, image.Pt(300, 200), true, 132},
		{PointerMove, image.Pt(700, 200), false, 0},
	}
	if len(seen) != len(want) {
		t.Fatalf("pointer events %+v, want %+v", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Errorf("pointer event %d: %+v, want %+v", i, seen[i], want[i])
		}
	}
}

// A server without XInput 2: keys only, the clicks stay the toolkit's.
func TestNoXInput(t *testing.T) {
	f, dial := newFake(t)
	f.noXI = true
	r, _ := start(t, f, dial, 0)
	await(t, r, Connected)
	f.write(rawEvent(xiRawButtonPress, 1, 1, 0))
	f.write(keyEvent(keyPressEvent, 36, 2, 0))
	got := await(t, r, KeyPress)
	for _, e := range got {
		if e.Kind == ButtonPress || e.Kind == PointerMove {
			t.Errorf("without XInput: %+v", e)
		}
	}
	if _, s := r.Drain(nil); s.Clicks {
		t.Error("without XInput, clicks are said to be read")
	}
}

// The server goes away in the middle of an event: what came whole is delivered, then Gone, and the
// frame is woken for it.
func TestServerVanishes(t *testing.T) {
	f, dial := newFake(t)
	r, wakes := start(t, f, dial, 0)
	await(t, r, Connected)
	f.write(keyEvent(keyPressEvent, 111, 1, 0))
	f.write(keyEvent(keyPressEvent, 36, 2, 0)[:20])
	f.vanish()
	got := await(t, r, Gone)
	n := 0
	for _, e := range got {
		if e.Kind == KeyPress {
			n++
		}
	}
	if n != 1 || got[len(got)-1].Err == nil {
		t.Errorf("after the server vanished: %+v, want one press and Gone with its reason", got)
	}
	select {
	case <-wakes:
	case <-time.After(10 * time.Second):
		t.Error("the frame was not woken for Gone")
	}
	r.Sync(3) // nothing to ask: no marker ever comes, and nothing waits
	if more, _ := r.Drain(nil); len(more) != 0 {
		t.Errorf("after Gone: %+v", more)
	}
}

// A server that never answers: the setup, then (another server) a Sync's round trip. Each ends at the
// deadline with Gone, and nothing else waits for it: Drain returns at once all along.
func TestServerNeverAnswers(t *testing.T) {
	for _, mute := range []byte{0, 43} {
		f, dial := newFake(t)
		f.mute[0] = mute == 0 // before the reader starts: the setup goes unanswered
		r, _ := start(t, f, dial, 500*time.Millisecond)
		if mute != 0 {
			await(t, r, Connected)
			f.mu.Lock()
			f.mute[mute] = true
			f.mu.Unlock()
			r.Sync(1)
		}
		got := await(t, r, Gone)
		if err := got[len(got)-1].Err; err == nil || !strings.Contains(err.Error(), "did not answer within 500ms") {
			t.Errorf("request %d never answered: %v", mute, err)
		}
		r.Close()
	}
}

// Close while connecting (the server silent) returns, and Wake is not called after it.
func TestCloseWhileConnecting(t *testing.T) {
	f, dial := newFake(t)
	f.mute[0] = true
	r, wakes := start(t, f, dial, time.Hour)
	time.Sleep(10 * time.Millisecond)
	r.Close()
	select {
	case <-wakes:
		t.Error("woken after Close")
	default:
	}
}

// A window that is not there yet is looked for again, off the caller's thread, until it comes.
func TestWindowNotThereYet(t *testing.T) {
	_, dial := newFake(t)
	r := Start(Config{Display: ":7", PID: 999, Dial: dial, Retry: time.Millisecond, Tries: 3})
	defer r.Close()
	got := await(t, r, Gone)
	if err := got[len(got)-1].Err; err != errNoWindow {
		t.Errorf("no window with this PID: %v", err)
	}
}

// Every key press and every press and release of the button queued wakes the frame, with no marker
// asked: the toolkit's own copy of the event may not. GLFW waits in poll(2) on its connection while
// the render thread's buffer swap (Mesa's software one: XShmPutImage, then XSync on that connection)
// reads the events that arrived into Xlib's queue, where nothing looks until another event comes. So
// TestClipboard's Paste click was read here, and no frame came to take it: the reader's wake is what
// brings that frame (docs/input.md).
func TestPressesWakeTheFrame(t *testing.T) {
	f, dial := newFake(t)
	r, wakes := start(t, f, dial, 0)
	await(t, r, Connected)
	f.write(motionEvent(motionNotify, fakeWin, 5, 30, 40)) // the pointer in the window
	for _, tc := range []struct {
		name string
		p    []byte
		kind Kind
	}{
		{"the button's press", rawEvent(xiRawButtonPress, 10, 1, 0), ButtonPress},
		{"its release", rawEvent(xiRawButtonRelease, 11, 1, 0), ButtonRelease},
		{"a key's press", keyEvent(keyPressEvent, 36, 12, 0), KeyPress},
	} {
		f.write(tc.p)
		var got []Event
		for found := false; !found; {
			select {
			case <-wakes:
			case <-time.After(10 * time.Second):
				t.Fatalf("%s was read, and the frame was not woken for it; queued %+v", tc.name, got)
			}
			got, _ = r.Drain(got)
			for _, e := range got {
				found = found || e.Kind == tc.kind
			}
		}
	}
}
