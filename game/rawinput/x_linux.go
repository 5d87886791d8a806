//go:build linux && !android

package rawinput

import (
	"image"
	"log"
	"os"
	"sync/atomic"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/frameclock"
	"quintet/game/input"
	"quintet/game/internal/x11"
)

// The X server's own key presses and clicks (game/internal/x11), turned into the game's events.
//
// The reader connects and reads on goroutines of its own; a frame only takes what it queued. Ebitengine
// polls its own connection first in the frame, so its per-frame state can have a press the reader has
// not delivered yet (the server writes to each client's socket in turn), or never will (a press before
// the reader's selections took effect). Neither is lost, and nothing counts twice:
//
//   - Every frame counts, for each key the reader covers and for the left button's presses and
//     releases, the frames in which Ebitengine saw it (claims: at least one press each, in disjoint
//     spans of time) and the presses the reader delivered.
//   - A frame that ends with more claims than deliveries asks the reader for a marker (Sync). The
//     server handles that request after the presses Ebitengine saw, so they all come before the marker;
//     the marker wakes a frame. If the count of deliveries is still short when the marker is reported,
//     the difference was missed by the reader: it is reported then, from Ebitengine's state. The
//     presses reported never outnumber those that happened: a delivery after the marker is a press
//     made after the frame that claimed it.
//   - Until the reader is connected, once it is gone, or with QUINTET_X11_INPUT=off, Ebitengine's state
//     is used alone, as on other platforms; claims still short when it goes are reported then.

// xInputVar turns the reader off ("off"); docs/input.md.
const xInputVar = "QUINTET_X11_INPUT"

// source is a covered key (an ebiten.Key) or one of the left button's edges.
type source int

const (
	srcButtonDown source = -1 - iota
	srcButtonUp
)

// xSource is what the frames use of an x11.Reader (tests replay events through one of their own).
type xSource interface {
	Drain(dst []x11.Event) ([]x11.Event, x11.State)
	Sync(token uint64)
	Close()
}

// xReader is the reader seen from the frames.
type xReader struct {
	rd      xSource
	live    bool // Connected reported and Gone not yet
	clicks  bool // the reader reads the pointer
	state   x11.State
	clock   x11.Clock
	queue   []x11.Event // drained and not reported yet (a press waits for its character)
	keymap  *x11.Keymap // the key table below was built from it
	remap   int         // frames left in which to build the table again (Ebitengine may follow later)
	keys    [256]ebiten.Key
	mapped  [256]bool
	cover   map[ebiten.Key]bool // keys the reader delivers (and Ebitengine's state does not)
	claimed map[source]int      // frames whose poll saw the press, since Connected
	trace   *log.Logger         // QUINTET_INPUT_TRACE's log (nil: not tracing)
	got     map[source]int      // presses delivered (and reported in their place), since Connected
	asks    []xAsk              // markers asked for and not reported yet
	token   uint64
	held    bool // a press reported from here is not released yet
	waited  bool // the press at the head of the queue waited a frame for its character
}

// xAsk is a marker asked for, with the claims made up to then.
type xAsk struct {
	token   uint64
	claimed map[source]int
}

// startX starts the reader, unless turned off.
func startX(clock *frameclock.Clock, trace *log.Logger) *xReader {
	if os.Getenv(xInputVar) == "off" {
		return nil
	}
	var rd atomic.Pointer[x11.Reader]
	w := &xWaker{after: time.AfterFunc, ask: clock.Wake, pending: func() bool {
		r := rd.Load()
		return r == nil || r.Pending() // (woken before Start returned: ask)
	}}
	if trace != nil {
		w.trace = trace.Printf
	}
	cfg := x11.FromEnvironment()
	cfg.Wake = w.wake
	if trace != nil {
		cfg.Trace = trace.Printf
	}
	r := x11.Start(cfg)
	rd.Store(r)
	return &xReader{rd: r, trace: trace}
}

// xWaker brings the frame that takes what the reader queued. The toolkit's frame usually comes first
// for the same event (GLFW reads its own copy), and then nothing more is asked; but GLFW's copy can
// wait unseen in Xlib's queue — the render thread's buffer swap read it there (Mesa's software swap
// ends with XSync on GLFW's connection) while the main thread waited in poll(2) — and then no frame
// comes until the next event: TestClipboard's Paste click was read here and never reported, under
// load. So when the reader's events are still there xWakeGrace after it queued them, a frame is asked
// for; that frame's event polling also takes GLFW's waiting copy.
type xWaker struct {
	armed   atomic.Bool
	pending func() bool                             // the reader holds events no frame has taken
	after   func(time.Duration, func()) *time.Timer // time.AfterFunc
	ask     func()                                  // the frame clock's Wake
	trace   func(format string, args ...any)
}

// xWakeGrace is how long the reader's events wait for a frame the toolkit brings before one is
// asked for.
const xWakeGrace = frameclock.RetryEvery

// wake is the reader's Wake: it checks once, xWakeGrace later, whatever the reader queued until then.
func (w *xWaker) wake() {
	if w.armed.Swap(true) {
		return // the check armed will see these events too
	}
	w.after(xWakeGrace, func() {
		w.armed.Store(false) // events queued from here on arm another check
		if w.pending() {
			if w.trace != nil {
				w.trace("input: the X connection's events waited %v for a frame: one asked for", xWakeGrace)
			}
			w.ask()
		}
	})
}

func (x *xReader) close() {
	if x != nil {
		x.rd.Close()
	}
}

// covers reports whether presses of k come from the reader (and not from Ebitengine's state).
func (x *xReader) covers(k ebiten.Key) bool { return x != nil && x.live && x.cover[k] }

// reads reports whether the reader is connected; readsClicks, whether it reads the pointer too.
func (x *xReader) reads() bool       { return x != nil && x.live }
func (x *xReader) readsClicks() bool { return x.reads() && x.clicks }

// drain takes what the reader queued; a Connected at its head is taken at once (this frame's claims
// count from it).
func (x *xReader) drain(now time.Time) {
	if x == nil {
		return
	}
	x.queue, x.state = x.rd.Drain(x.queue)
	if x.state.Fresh {
		x.clock.Stamp(x.state.Last)
	}
	x.clock.Calibrate(now)
	if x.remap > 0 {
		x.remap--
		x.buildKeys(x.keymap)
	}
	if len(x.queue) > 0 && x.queue[0].Kind == x11.Connected {
		x.live, x.clicks = true, x.state.Clicks
		x.claimed, x.got = map[source]int{}, map[source]int{}
		x.buildKeys(x.queue[0].Keymap)
		x.queue = x.queue[1:]
		if x.trace != nil {
			x.trace.Printf("input: the X connection reads the keys (and the clicks: %v)", x.clicks)
		}
	}
}

// claim counts Ebitengine's presses of this frame that the reader should deliver, and reports
// whether there were any.
func (x *xReader) claim(pressed []ebiten.Key, down, up bool) bool {
	if !x.reads() {
		return false
	}
	any := false
	for _, k := range pressed {
		if x.cover[k] {
			x.claimed[source(k)]++
			any = true
		}
	}
	if x.clicks && down {
		x.claimed[srcButtonDown]++
		any = true
	}
	if x.clicks && up {
		x.claimed[srcButtonUp]++
		any = true
	}
	if x.trace != nil && any {
		x.trace.Printf("input: Ebitengine saw presses (button down %v, up %v); claimed %v, delivered %v", down, up, x.claimed, x.got)
	}
	return any
}

// askIfShort asks for a marker when claims are ahead of deliveries and this frame claimed something.
func (x *xReader) askIfShort(claimedNow bool) {
	if !x.reads() || !claimedNow {
		return
	}
	for s, n := range x.claimed {
		if n > x.got[s] {
			x.token++
			x.asks = append(x.asks, xAsk{token: x.token, claimed: copyCounts(x.claimed)})
			x.rd.Sync(x.token)
			if x.trace != nil {
				x.trace.Printf("input: Ebitengine saw a press the X connection has not delivered yet: marker %d asked for", x.token)
			}
			return
		}
	}
}

func copyCounts(m map[source]int) map[source]int {
	c := make(map[source]int, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

// buildKeys maps every keycode to the Ebitengine key GLFW reports for it: the keys that type nothing
// by their keysym's name, the keys that type a character by the Ebitengine key named with that
// character under the current layout (ebiten.KeyName), so both agree on the key whatever the layout. A
// character two Ebitengine keys are named with is left to Ebitengine (neither key is covered).
func (x *xReader) buildKeys(m *x11.Keymap) {
	if m != x.keymap {
		x.remap = 2 // again in the next frames: Ebitengine may read the new layout only after the reader
	}
	x.keymap = m
	byChar := map[rune]ebiten.Key{}
	twice := map[rune]bool{}
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if k >= ebiten.KeyNumpad0 && k <= ebiten.KeyNumpadSubtract {
			continue
		}
		if r := []rune(ebiten.KeyName(k)); len(r) == 1 {
			c := unicode.ToLower(r[0])
			if _, ok := byChar[c]; ok {
				twice[c] = true
			}
			byChar[c] = k
		}
	}
	x.cover = map[ebiten.Key]bool{}
	for c := 0; c < 256; c++ {
		x.mapped[c] = false
		s := m.Sym(byte(c), 0)
		if s == 0 {
			continue
		}
		var k ebiten.Key
		ok := false
		if name := x11.KeyName(s); name != "" {
			ok = k.UnmarshalText([]byte(name)) == nil
		} else if r, typed := x11.Rune(s); typed && !twice[unicode.ToLower(r)] {
			k, ok = byChar[unicode.ToLower(r)]
		}
		if ok && !modifier(k) {
			x.keys[c], x.mapped[c] = k, true
			x.cover[k] = true
		}
	}
}

// followsCursor reports whether the pointer moved during a press the reader delivered and GLFW has
// the press too (glfwHeld): its motions went to GLFW alone, so Ebitengine's cursor says where it is.
// Not before: GLFW read its socket at the start of the frame, the reader at another time, so
// Ebitengine's cursor can be older than the press. It was, in a traced run of TestBusyInput: the
// second of two clicks a millisecond apart was read with its press alone, Ebitengine's cursor was
// still on the first click's button, and that move of 198 pixels while held made the click a drag.
func (x *xReader) followsCursor(glfwHeld bool) bool {
	return x.readsClicks() && x.state.Held && x.state.Dragged && glfwHeld
}

// xFrame reports the reader's events of this frame (xEvents), after counting Ebitengine's presses of
// it (r.keys, and the left button's edges: down, up) that the reader should deliver, and asks for a
// marker when the reader is short of them.
func (r *Reader) xFrame(out []input.Event, now time.Time, down, up bool) ([]input.Event, int) {
	claimed := r.x.claim(r.keys, down, up)
	out, typed := r.xEvents(out, now)
	r.x.askIfShort(claimed)
	return out, typed
}

// xEvents reports the reader's events in order: each key press followed by the character it typed
// (taken from Ebitengine's queue, in order), the pointer's moves, presses and releases, and what a
// marker or the reader's end shows was missed. It says how many characters it took. A press that types
// a character Ebitengine has not queued yet waits one frame for it (its own connection is read before,
// so the next frame has it); a character that never comes (an input method took the key) leaves the
// press reported alone, and characters left over are reported after.
func (r *Reader) xEvents(out []input.Event, now time.Time) ([]input.Event, int) {
	x := r.x
	if x == nil {
		return out, 0
	}
	ri := 0
	for len(x.queue) > 0 {
		e := &x.queue[0]
		switch e.Kind {
		case x11.KeyPress:
			if e.Keymap != x.keymap {
				x.buildKeys(e.Keymap)
			}
			if !x.mapped[e.Code] {
				break
			}
			k := x.keys[e.Code]
			char := e.State&(x11.ControlMask|x11.Mod1Mask) == 0 && e.Keymap.Types(e.Code, e.State)
			if char && ri == len(r.runes) && !x.waited {
				x.waited = true
				r.clock.After(frameclock.RetryEvery)
				return out, ri
			}
			x.waited = false
			x.got[source(k)]++
			key := KeyOf(k, e.State&(x11.ControlMask|x11.Mod4Mask) != 0, e.State&x11.ShiftMask != 0)
			key.Alt = e.State&x11.Mod1Mask != 0
			out = append(out, input.Event{Kind: input.KeyDown, Key: key, At: now})
			if r.trace != nil {
				r.trace.Printf("input: X press of %v at server time %d ms", k, e.Time)
			}
			if repeatable(k) {
				r.held[k] = now.Add(repeatDelay - repeatEvery)
			}
			if char && ri < len(r.runes) {
				out = append(out, input.Event{Kind: input.Text, Rune: r.runes[ri], At: now})
				ri++
			}
		case x11.PointerMove:
			out = r.xPointer(out, input.PointerMove, e.Pos, false, 0, false, now)
		case x11.ButtonPress:
			out = r.xPointer(out, input.PointerDown, e.Pos, e.Cursor, e.Time, true, now)
		case x11.ButtonRelease:
			out = r.xPointer(out, input.PointerUp, e.Pos, e.Cursor, e.Time, true, now)
		case x11.Remapped:
			x.buildKeys(e.Keymap)
		case x11.Synced:
			if r.trace != nil {
				r.trace.Printf("input: X marker %d", e.Token)
			}
			for len(x.asks) > 0 && x.asks[0].token <= e.Token {
				ask := x.asks[0]
				x.asks = x.asks[1:]
				if ask.token == e.Token {
					out = r.xMissed(out, ask.claimed, now)
				}
			}
		case x11.Gone:
			out = r.xMissed(out, x.claimed, now)
			x.live, x.asks = false, nil
			if r.trace != nil {
				r.trace.Printf("input: the X connection ended (%v); Ebitengine's state from now on", e.Err)
			}
		}
		x.queue = x.queue[1:]
	}
	return out, ri
}

// xMissed reports, from Ebitengine's state, the presses claimed that the reader did not deliver.
func (r *Reader) xMissed(out []input.Event, claimed map[source]int, now time.Time) []input.Event {
	x := r.x
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for s, n := range claimed {
		for ; s >= 0 && x.got[s] < n; x.got[s]++ {
			k := ebiten.Key(s)
			out = append(out, input.Event{Kind: input.KeyDown, Key: KeyOf(k, ctrl, shift), At: now})
			if r.trace != nil {
				r.trace.Printf("input: %v pressed, and the X connection did not have it: from Ebitengine's state", k)
			}
		}
	}
	// The button: a release first when a press reported from here is held.
	for {
		down := x.got[srcButtonDown] < claimed[srcButtonDown]
		up := x.got[srcButtonUp] < claimed[srcButtonUp]
		if !down && !up {
			return out
		}
		kind, src := input.PointerDown, srcButtonDown
		if up && (x.held || !down) {
			kind, src = input.PointerUp, srcButtonUp
		}
		x.got[src]++
		out = r.xPointer(out, kind, image.Point{}, true, 0, false, now)
		if r.trace != nil {
			r.trace.Printf("input: %v seen by Ebitengine, and the X connection did not have it: from Ebitengine's state", kind)
		}
	}
}

// xPointer reports a move of the pointer, or a press or release of the left button, at pos (or at
// Ebitengine's cursor: the X server sends the motions of a held button to GLFW alone, so a release
// after a drag is there), with a move to it first when the pointer is somewhere else than last
// reported. A press or release the reader delivered is counted, and dated when the server handled it
// (server time t, x11.Clock); the rest are dated when the frame reports them.
func (r *Reader) xPointer(out []input.Event, kind input.Kind, pos image.Point, cursor bool, t uint32, delivered bool, now time.Time) []input.Event {
	x := r.x
	if cursor {
		pos = image.Pt(ebiten.CursorPosition())
	}
	if pos != r.cursor || !r.hasCursor {
		r.cursor, r.hasCursor = pos, true
		out = append(out, input.Event{Kind: input.PointerMove, Pos: pos, At: now})
	}
	if kind == input.PointerMove {
		return out
	}
	at := now
	if delivered {
		at = x.clock.When(t, now)
		if kind == input.PointerDown {
			x.got[srcButtonDown]++
		} else {
			x.got[srcButtonUp]++
		}
	}
	x.held = kind == input.PointerDown
	if r.trace != nil {
		r.trace.Printf("input: frame at %s reports %v at %v (%d ms before the frame)", now.Format("15:04:05.000"), kind, pos, now.Sub(at).Milliseconds())
	}
	return append(out, input.Event{Kind: kind, Pos: pos, At: at})
}
