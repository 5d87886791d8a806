//go:build linux && !android

package rawinput

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/frameclock"
	"quintet/game/input"
	"quintet/game/internal/x11"
)

// The frames' side of the X server's reader without a server: a source hands the frames the events a
// reader would have queued (game/internal/x11 tests the reader itself against byte streams), and the
// frames report them, with Ebitengine's per-frame state as it would be, to an input.Tracker as
// App.Update does.

// xSourceFake is a reader whose queue the test fills; it records the markers asked for.
type xSourceFake struct {
	queue []x11.Event
	state x11.State
	syncs []uint64
}

func (f *xSourceFake) Drain(dst []x11.Event) ([]x11.Event, x11.State) {
	dst = append(dst, f.queue...)
	f.queue = nil
	s := f.state
	f.state.Fresh = false
	return dst, s
}

func (f *xSourceFake) Sync(token uint64) { f.syncs = append(f.syncs, token) }
func (f *xSourceFake) Close()            {}

// add queues events read at server time t (the newest).
func (f *xSourceFake) add(t uint32, evs ...x11.Event) {
	f.queue = append(f.queue, evs...)
	f.state.Last, f.state.Fresh = t, true
	for _, e := range evs {
		switch e.Kind {
		case x11.ButtonPress:
			f.state.Held, f.state.Dragged = true, false
		case x11.ButtonRelease:
			f.state.Held = false
		}
	}
}

// testKeymap: keycode 111 is Up, 36 Return (US).
var testKeymap = func() *x11.Keymap {
	m := &x11.Keymap{MinCode: 8, PerCode: 2, Syms: make([]uint32, 2*248)}
	m.Syms[(111-8)*2] = 0xff52
	m.Syms[(36-8)*2] = 0xff0d
	return m
}()

// xReplay plays frames: each takes its events, reports them with Ebitengine's state of that frame,
// and steps the tracker once with none.
type xReplay struct {
	src    *xSourceFake
	r      *Reader
	tr     input.Tracker
	clicks []image.Point
	longs  int
	keys   []string // the KeyDown events reported
	downs  int      // PointerDown events reported
	ups    int
}

func newXReplay(clicks bool) *xReplay {
	src := &xSourceFake{}
	src.state.Clicks = clicks
	src.add(0, x11.Event{Kind: x11.Connected, Keymap: testKeymap})
	p := &xReplay{src: src, r: &Reader{x: &xReader{rd: src}, held: map[ebiten.Key]time.Time{}}}
	return p
}

// frame runs a frame at now in which Ebitengine's state shows the keys pressed and the left button's
// edges down and up.
func (p *xReplay) frame(now time.Time, keys []ebiten.Key, down, up bool) {
	p.r.x.drain(now)
	p.r.keys = append(p.r.keys[:0], keys...)
	out, _ := p.r.xFrame(nil, now, down, up)
	for _, e := range out {
		switch e.Kind {
		case input.KeyDown:
			p.keys = append(p.keys, e.Key.Code)
		case input.PointerDown:
			p.downs++
		case input.PointerUp:
			p.ups++
		}
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

func move(x, y int) x11.Event { return x11.Event{Kind: x11.PointerMove, Pos: image.Pt(x, y)} }
func press(t uint32, x, y int) x11.Event {
	return x11.Event{Kind: x11.ButtonPress, Pos: image.Pt(x, y), Time: t}
}
func release(t uint32, x, y int) x11.Event {
	return x11.Event{Kind: x11.ButtonRelease, Pos: image.Pt(x, y), Time: t}
}
func keyPress(code byte, t uint32) x11.Event {
	return x11.Event{Kind: x11.KeyPress, Code: code, Keymap: testKeymap, Time: t}
}

var t0 = time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)

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
		p := newXReplay(true)
		p.src.add(s-1000, move(5, 5))
		p.frame(t0, nil, false, false) // a frame a second before: the pointer came in
		t1 := t0.Add(time.Second + 3*time.Millisecond)
		p.src.add(s+1, move(a.X, a.Y), press(s+1, a.X, a.Y))
		p.frame(t1, nil, true, false)
		up := s + 1 + tc.hold
		p.src.add(up+14, release(up, a.X, a.Y), move(b.X, b.Y), press(up+2, b.X, b.Y), release(up+14, b.X, b.Y))
		p.frame(t1.Add(tc.stall), nil, true, true)
		want := []image.Point{a, b}
		if !tc.click {
			want = want[1:]
		}
		if len(p.clicks) != len(want) || len(want) == 2 && p.clicks[0] != want[0] || p.clicks[len(p.clicks)-1] != b {
			t.Errorf("%s: clicks at %v, want %v", tc.name, p.clicks, want)
		}
		if len(p.src.syncs) != 0 {
			t.Errorf("%s: every press Ebitengine saw was delivered, and markers were asked for: %v", tc.name, p.src.syncs)
		}
	}
}

// A long press held past the frames that look at it is still one, with the server's times: the frame
// due when it turns long sees it held, and its release is no click.
func TestXLongPressStaysLong(t *testing.T) {
	p := newXReplay(true)
	p.src.add(1001, move(50, 50), press(1001, 50, 50))
	p.frame(t0, nil, true, false)
	p.frame(t0.Add(505*time.Millisecond), nil, false, false)
	p.frame(t0.Add(520*time.Millisecond), nil, false, false)
	p.src.add(1800, release(1800, 50, 50))
	p.frame(t0.Add(900*time.Millisecond), nil, false, true)
	if len(p.clicks) != 0 || p.longs != 1 {
		t.Errorf("a press held 800 ms: %d clicks and %d long presses, want 0 and 1", len(p.clicks), p.longs)
	}
}

// Ebitengine saw a key press the reader has not delivered yet (the server writes to GLFW's socket
// first): the frame asks for a marker and reports nothing; the press comes before the marker, and is
// reported once, by the reader.
func TestXKeyBehindIsDeliveredOnce(t *testing.T) {
	p := newXReplay(false)
	p.frame(t0, []ebiten.Key{ebiten.KeyArrowUp}, false, false)
	if len(p.keys) != 0 || len(p.src.syncs) != 1 {
		t.Fatalf("Up seen by Ebitengine alone: reported %v, markers %v; want none and one", p.keys, p.src.syncs)
	}
	p.src.add(10, keyPress(111, 10), x11.Event{Kind: x11.Synced, Token: p.src.syncs[0]})
	p.frame(t0.Add(5*time.Millisecond), nil, false, false)
	if len(p.keys) != 1 || p.keys[0] != "ArrowUp" {
		t.Errorf("reported %v, want ArrowUp once", p.keys)
	}
}

// The reader ahead of Ebitengine (its press read before GLFW's frame saw it): reported when read,
// and the claim a frame later matches it: no marker, nothing twice.
func TestXKeyAheadCountsOnce(t *testing.T) {
	p := newXReplay(false)
	p.src.add(10, keyPress(111, 10))
	p.frame(t0, nil, false, false)
	p.frame(t0.Add(5*time.Millisecond), []ebiten.Key{ebiten.KeyArrowUp}, false, false)
	if len(p.keys) != 1 || len(p.src.syncs) != 0 {
		t.Errorf("reported %v with markers %v; want ArrowUp once and no marker", p.keys, p.src.syncs)
	}
}

// Two presses in one frame are one claim and two deliveries: both count, no marker.
func TestXTwoPressesInAFrame(t *testing.T) {
	p := newXReplay(false)
	p.src.add(12, keyPress(111, 10), x11.Event{Kind: x11.KeyPress, Code: 111, Keymap: testKeymap, Time: 12})
	p.frame(t0, []ebiten.Key{ebiten.KeyArrowUp}, false, false)
	if len(p.keys) != 2 || len(p.src.syncs) != 0 {
		t.Errorf("reported %v with markers %v; want ArrowUp twice and no marker", p.keys, p.src.syncs)
	}
}

// A press Ebitengine saw that the reader never delivers (made before its selection took effect):
// the marker comes without it, and the press is reported then, from Ebitengine's state — once, and a
// later press the reader delivers is a press of its own.
func TestXMissedKeyFallsBack(t *testing.T) {
	p := newXReplay(false)
	p.frame(t0, []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyEnter}, false, false)
	p.src.add(20, keyPress(36, 20), x11.Event{Kind: x11.Synced, Token: p.src.syncs[0]})
	p.frame(t0.Add(5*time.Millisecond), nil, false, false)
	if len(p.keys) != 2 || p.keys[0] != "Enter" || p.keys[1] != "ArrowUp" {
		t.Fatalf("reported %v, want Enter (delivered) then ArrowUp (from Ebitengine's state)", p.keys)
	}
	p.src.add(30, keyPress(111, 30))
	p.frame(t0.Add(10*time.Millisecond), []ebiten.Key{ebiten.KeyArrowUp}, false, false)
	if len(p.keys) != 3 || len(p.src.syncs) != 1 {
		t.Errorf("after: reported %v with markers %v; want a third press and no new marker", p.keys, p.src.syncs)
	}
}

// A click Ebitengine saw and the reader did not (the pointer's crossing into the window not read):
// reported at the marker as a press and a release at Ebitengine's cursor, one click.
func TestXMissedClickFallsBack(t *testing.T) {
	p := newXReplay(true)
	p.frame(t0, nil, true, true)
	if p.downs != 0 || len(p.src.syncs) != 1 {
		t.Fatalf("a click seen by Ebitengine alone: %d presses reported, markers %v", p.downs, p.src.syncs)
	}
	p.src.add(5, x11.Event{Kind: x11.Synced, Token: p.src.syncs[0]})
	p.frame(t0.Add(5*time.Millisecond), nil, false, false)
	if p.downs != 1 || p.ups != 1 || len(p.clicks) != 1 {
		t.Errorf("%d presses, %d releases, %d clicks; want one each", p.downs, p.ups, len(p.clicks))
	}
}

// The server goes away with a press Ebitengine saw still undelivered: it is reported with the end,
// and from then on Ebitengine's state has the keys and the clicks.
func TestXGoneFallsBack(t *testing.T) {
	p := newXReplay(true)
	p.frame(t0, []ebiten.Key{ebiten.KeyArrowUp}, false, false)
	if !p.r.x.covers(ebiten.KeyArrowUp) || !p.r.x.readsClicks() {
		t.Fatal("connected: Up and the clicks not the reader's")
	}
	p.src.add(5, x11.Event{Kind: x11.Gone})
	p.frame(t0.Add(5*time.Millisecond), nil, false, false)
	if len(p.keys) != 1 {
		t.Errorf("reported %v when the reader went, want ArrowUp once", p.keys)
	}
	if p.r.x.covers(ebiten.KeyArrowUp) || p.r.x.readsClicks() || p.r.x.reads() {
		t.Error("gone: the reader still said to read keys or clicks")
	}
}

// While a press the reader delivered is held, Ebitengine's cursor is followed only once the pointer
// moved (raw motion) and GLFW has the press: before, its cursor may be older than the press. The
// replay of the click lost in TestBusyInput (19 of 20): two clicks a millisecond apart, the reader
// had the second press without its release, and GLFW — with the press already (the state says
// pressed) but not the motion between the two buttons — still had its cursor on the first. Following
// it moved the held pointer 198 pixels: a drag, not a click.
func TestXFollowsTheCursorOnlyInADrag(t *testing.T) {
	p := newXReplay(true)
	p.src.add(114, move(115, 498), press(2, 115, 498), release(2, 115, 498), move(313, 498), press(114, 313, 498))
	p.frame(t0, nil, true, true)
	x := p.r.x
	if x.followsCursor(true) {
		t.Error("a press not moved since: Ebitengine's cursor followed")
	}
	p.src.state.Dragged = true // raw motion while held
	p.frame(t0.Add(time.Millisecond), nil, false, false)
	if x.followsCursor(false) {
		t.Error("GLFW has not the press yet: Ebitengine's cursor followed")
	}
	if !x.followsCursor(true) {
		t.Error("a drag: Ebitengine's cursor not followed")
	}
	p.src.add(130, release(130, 313, 498))
	p.frame(t0.Add(2*time.Millisecond), nil, false, true)
	if x.followsCursor(true) {
		t.Error("released: Ebitengine's cursor followed")
	}
}

// Switched off, or not yet connected: Ebitengine's state has everything.
func TestXOff(t *testing.T) {
	t.Setenv(xInputVar, "off")
	if x := startX(&frameclock.Clock{}, nil); x != nil {
		t.Fatal("QUINTET_X11_INPUT=off: the reader started")
	}
	var x *xReader
	if x.covers(ebiten.KeyArrowUp) || x.readsClicks() || x.reads() {
		t.Error("no reader: keys or clicks said to be its")
	}
	p := newXReplay(true)
	p.src.queue = nil // Connected not come yet
	p.r.x = &xReader{rd: p.src}
	p.frame(t0, []ebiten.Key{ebiten.KeyArrowUp}, true, true)
	if p.r.x.covers(ebiten.KeyArrowUp) || len(p.src.syncs) != 0 {
		t.Error("not connected yet: Up said to be the reader's")
	}
}

// The reader's wakes: one check xWakeGrace after the first event queued, whatever comes meanwhile; it
// asks for a frame only when no frame took the events by then (the toolkit's frame usually does), and
// the next event queued arms the next check.
func TestXWakerAsksWhenNoFrameTook(t *testing.T) {
	var checks []func()
	var waits []time.Duration
	pending, asked := false, 0
	w := &xWaker{pending: func() bool { return pending }, ask: func() { asked++ },
		after: func(d time.Duration, f func()) *time.Timer {
			waits, checks = append(waits, d), append(checks, f)
			return nil
		}}
	w.wake()
	w.wake() // a second read before the check: no second check
	if len(checks) != 1 || waits[0] != xWakeGrace {
		t.Fatalf("two wakes armed %d checks (%v), want one after %v", len(checks), waits, xWakeGrace)
	}
	checks[0]() // a frame took the events meanwhile
	if asked != 0 {
		t.Errorf("a frame was asked for events a frame had taken")
	}
	w.wake()
	pending = true
	checks[1]() // the toolkit's frame never came
	if len(checks) != 2 || asked != 1 {
		t.Errorf("events still queued at the check: %d checks, %d frames asked; want 2 and 1", len(checks), asked)
	}
	w.wake()
	if len(checks) != 3 {
		t.Errorf("after a check, a wake armed %d checks in all, want 3", len(checks))
	}
}
