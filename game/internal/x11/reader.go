// Package x11 reads the key presses and left-button clicks of one window from the X server, on a
// connection of its own, beside the game's toolkit.
//
// Ebitengine keeps one press time per key and per mouse button per frame, so two presses of an arrow
// (or Enter, Esc, a click) inside one slow frame are one press to the game (docs/input.md; upstream
// issues #1704 and #3497). The X server sends a key event to every client that selected key events on
// the window it happens in, and XInput 2.1's raw button events to every client that asks, so this
// connection receives the presses GLFW receives, one event each, in the server's order.
//
// It speaks the protocol itself over a net.Conn (no cgo, no Xlib: the release is built with
// CGO_ENABLED=0, and Xlib's process-wide error handler would be shared with GLFW's). Everything runs
// on the Reader's goroutines: connecting, every round trip (each with a deadline), reading events. The
// frame only takes what was queued (Drain) and may ask for a marker in the stream (Sync); it never
// waits. The package does not import Ebitengine.
package x11

import (
	"errors"
	"fmt"
	"image"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Kind says what an Event is.
type Kind uint8

const (
	// KeyPress is a key pressed (not the server's auto-repeat): Code, State, Keymap, Time.
	KeyPress Kind = iota + 1
	// PointerMove is the pointer at Pos in the window (moves in a row are one).
	PointerMove
	// ButtonPress and ButtonRelease are the left button's, at Pos (or at the host's cursor when
	// Cursor is set: the server sent the pointer's motions to the toolkit alone), dated Time.
	ButtonPress
	ButtonRelease
	// Connected comes first: every press from here on is delivered (none before it is). Keymap is
	// the keyboard mapping.
	Connected
	// Remapped: the keyboard mapping changed; Keymap is the new one.
	Remapped
	// Synced marks the place in the stream of the Sync request of Token: every event the server
	// handled before that request came before it.
	Synced
	// Gone is the last event: the connection ended (Err says why); nothing more comes.
	Gone
)

// Event is one thing the reader queued, in the server's order.
type Event struct {
	Kind   Kind
	Code   byte        // KeyPress: the keycode
	State  uint16      // KeyPress: the modifiers (ShiftMask…)
	Keymap *Keymap     // KeyPress: the keyboard mapping it was read under; Connected, Remapped
	Pos    image.Point // PointerMove, ButtonPress, ButtonRelease: in the window
	Cursor bool        // ButtonPress, ButtonRelease: the position is the host's cursor, not Pos
	Time   uint32      // KeyPress, ButtonPress, ButtonRelease: the server's time, in ms
	Token  uint64      // Synced
	Err    error       // Gone
}

// Config says where to connect and what to read.
type Config struct {
	Display   string // $DISPLAY: ":0", ":0.0" or "unix:0" (no TCP)
	Authority []byte // the Xauthority file's contents (nil: none)
	Host      string // this host's name, for the Xauthority file's FamilyLocal entries
	PID       uint32 // the process whose window is read (its _NET_WM_PID, which GLFW sets)
	// Dial connects to the server (nil: the display's Unix socket, abstract or in /tmp/.X11-unix).
	Dial    func() (net.Conn, error)
	Timeout time.Duration // every round trip's deadline (0: 2 s)
	Retry   time.Duration // between searches for the window while it is not there (0: 100 ms)
	Tries   int           // searches for the window before giving up (0: 200)
	// Wake is called from the reader's goroutine after it queued events (the frame that takes them
	// should come); never after Close has returned. The toolkit's own copy of an event cannot be
	// trusted to wake the game loop: GLFW waits in poll(2) on its connection, and when another thread
	// reads that connection meanwhile (Mesa's software buffer swap does XSync on it from the render
	// thread) the event waits in Xlib's queue, unseen, until something else arrives (docs/input.md).
	Wake func()
	// Trace, when set, logs each press and release of the left button read.
	Trace func(format string, args ...any)
}

// State is what Drain reports besides the events.
type State struct {
	Clicks  bool   // the pointer is read (XInput 2.1); otherwise keys only
	Held    bool   // a ButtonPress delivered is not released yet
	Dragged bool   // … and the pointer moved since (raw motion)
	Last    uint32 // the newest server time of any event read since the last Drain
	Fresh   bool   // … there is one
}

// Reader is a connection to the X server's events on one window. Start it, Drain it at each frame,
// Close it before the program's event loop ends.
type Reader struct {
	cfg       Config
	stop      chan struct{}
	kick      chan struct{} // the writer has requests to send
	wg        sync.WaitGroup
	closeOnce sync.Once

	mu      sync.Mutex
	conn    net.Conn
	stopped bool
	gone    bool
	running bool // Connected was queued: events are queued from here on
	queue   []Event
	state   State
	out     []outgoing         // requests for the writer
	waiting map[uint16]waiting // requests sent and not answered
	seq     uint16             // the last request's sequence number
	buf     []byte             // bytes read and not yet cut into packets

	setup  setupInfo
	win    uint32
	xkb    byte // XKB's first event code (0: none)
	xi     byte // XInputExtension's major opcode (0: the pointer is not read)
	keymap *Keymap
	down   [256]bool // keys down: a press of a key already down is the server's auto-repeat
	ptr    pointer
	// remapLater: mappings that changed while connecting (bits 1<<forKeymap, 1<<forButtons).
	remapLater int
}

// What a request sent while running is for.
const (
	forSync = iota + 1
	forKeymap
	forButtons
)

type outgoing struct {
	req   []byte
	what  int
	token uint64
}

type waiting struct {
	what  int
	token uint64
	by    time.Time
}

var (
	errNoWindow = errors.New("the game's window was not found on the X server")
	errStopped  = errors.New("stopped")
)

// Start connects in the background and returns at once.
func Start(cfg Config) *Reader {
	if cfg.Timeout <= 0 {
		cfg.Timeout = 2 * time.Second
	}
	if cfg.Retry <= 0 {
		cfg.Retry = 100 * time.Millisecond
	}
	if cfg.Tries <= 0 {
		cfg.Tries = 200
	}
	r := &Reader{cfg: cfg, stop: make(chan struct{}), kick: make(chan struct{}, 1), waiting: map[uint16]waiting{}}
	r.wg.Add(1)
	go r.run()
	return r
}

// Drain appends the events queued since the last call to dst.
func (r *Reader) Drain(dst []Event) ([]Event, State) {
	r.mu.Lock()
	defer r.mu.Unlock()
	dst = append(dst, r.queue...)
	r.queue = r.queue[:0]
	s := r.state
	r.state.Fresh = false
	return dst, s
}

// Sync asks for a Synced event of token: it comes after every event the server handled before this
// call. Without a connection (not yet, or gone) it does nothing.
func (r *Reader) Sync(token uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.running || r.gone {
		return
	}
	r.send(outgoing{req: request(43, 0), what: forSync, token: token}) // GetInputFocus
}

// Pending reports whether events are queued that no Drain has taken yet.
func (r *Reader) Pending() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.queue) > 0
}

// Close stops the reader's goroutines and closes the connection; when it returns, Wake is never called
// again.
func (r *Reader) Close() {
	r.closeOnce.Do(func() {
		close(r.stop)
		r.mu.Lock()
		r.stopped = true
		if r.conn != nil {
			r.conn.Close()
		}
		r.mu.Unlock()
		r.wg.Wait()
	})
}

// send queues a request for the writer (r.mu held).
func (r *Reader) send(o outgoing) {
	r.out = append(r.out, o)
	select {
	case r.kick <- struct{}{}:
	default:
	}
}

// run connects, then reads events until the connection ends or Close.
func (r *Reader) run() {
	defer r.wg.Done()
	defer r.recovered()
	if err := r.connect(); err != nil {
		r.fail(err)
		return
	}
	r.wg.Add(1)
	go r.write()
	r.read()
}

// fail ends the connection with err: a Gone event, unless Close ended it.
func (r *Reader) fail(err error) {
	r.mu.Lock()
	if r.gone {
		r.mu.Unlock()
		return
	}
	r.gone = true
	if r.conn != nil {
		r.conn.Close()
	}
	stopped := r.stopped
	if !stopped {
		r.queue = append(r.queue, Event{Kind: Gone, Err: err})
	}
	select {
	case r.kick <- struct{}{}: // the writer sees gone and ends
	default:
	}
	r.mu.Unlock()
	if !stopped && r.cfg.Wake != nil {
		r.cfg.Wake()
	}
}

// dial connects to the display's Unix socket and returns the display's number.
func (r *Reader) dial() (net.Conn, string, error) {
	host, rest, ok := strings.Cut(r.cfg.Display, ":")
	if !ok || (host != "" && host != "unix") {
		return nil, "", fmt.Errorf("DISPLAY %q is not a local display", r.cfg.Display)
	}
	num, _, _ := strings.Cut(rest, ".")
	if _, err := strconv.Atoi(num); err != nil {
		return nil, "", fmt.Errorf("DISPLAY %q has no display number", r.cfg.Display)
	}
	if r.cfg.Dial != nil {
		c, err := r.cfg.Dial()
		return c, num, err
	}
	d := net.Dialer{Timeout: r.cfg.Timeout}
	path := "/tmp/.X11-unix/X" + num
	c, err := d.Dial("unix", "@"+path)
	if err != nil {
		c, err = d.Dial("unix", path)
	}
	return c, num, err
}

// read is the reader goroutine once connected: events and replies until the connection ends.
func (r *Reader) read() {
	var b [4096]byte
	for {
		n, err := r.conn.Read(b[:])
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				if err = r.late(); err == nil {
					continue
				}
			}
			r.fail(err)
			return
		}
		if r.take(b[:n]) && r.cfg.Wake != nil {
			r.cfg.Wake()
		}
	}
}

// take handles the bytes read: every whole packet in them and what was left before. It reports
// whether it queued anything (the frame should be woken for it).
func (r *Reader) take(b []byte) (wake bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := len(r.queue)
	r.buf = append(r.buf, b...)
	for {
		p, rest, ok := cut(r.buf)
		if !ok {
			break
		}
		r.buf = rest
		r.packet(p)
	}
	r.buf = append([]byte(nil), r.buf...) // what is left, not the whole history
	r.deadlineLocked()
	return len(r.queue) > n // (a move merged into one still queued was woken for with it)
}

// recovered turns a panic of the reader's goroutine (a packet this code misreads) into the
// connection's end: the game goes on with Ebitengine's state, and the trace says why.
func (r *Reader) recovered() {
	if e := recover(); e != nil {
		r.fail(fmt.Errorf("the X input reader failed: %v", e))
	}
}

// late reports an error when a request waited for its reply past its deadline, and sets the read
// deadline to the next one otherwise.
func (r *Reader) late() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := time.Now()
	for _, w := range r.waiting {
		if now.After(w.by) {
			return fmt.Errorf("the X server did not answer within %v", r.cfg.Timeout)
		}
	}
	r.deadlineLocked()
	return nil
}

// deadlineLocked sets the read deadline to the earliest reply due (none: no deadline; the server may
// send no event for hours).
func (r *Reader) deadlineLocked() {
	var first time.Time
	for _, w := range r.waiting {
		if first.IsZero() || w.by.Before(first) {
			first = w.by
		}
	}
	r.conn.SetReadDeadline(first)
}

// write is the writer goroutine: it sends the requests queued (Sync, a mapping read again).
func (r *Reader) write() {
	defer r.wg.Done()
	defer r.recovered()
	for {
		select {
		case <-r.stop:
			return
		case <-r.kick:
		}
		msg, by, gone := r.outgoing()
		if gone {
			return
		}
		if len(msg) == 0 {
			continue
		}
		r.conn.SetWriteDeadline(by)
		if _, err := r.conn.Write(msg); err != nil {
			r.fail(err)
			return
		}
	}
}

// outgoing takes the requests queued for the writer, numbered and awaited from now on.
func (r *Reader) outgoing() (msg []byte, by time.Time, gone bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.gone {
		return nil, by, true
	}
	by = time.Now().Add(r.cfg.Timeout)
	for _, o := range r.out {
		r.seq++
		r.waiting[r.seq] = waiting{what: o.what, token: o.token, by: by}
		msg = append(msg, o.req...)
	}
	r.out = r.out[:0]
	r.deadlineLocked()
	return msg, by, false
}

// packet handles one packet read while running (r.mu held).
func (r *Reader) packet(p []byte) {
	if p[0] > 1 {
		r.event(p)
		return
	}
	seq := u16(p, 2)
	w, ok := r.waiting[seq]
	if !ok {
		return
	}
	delete(r.waiting, seq)
	switch w.what {
	case forSync:
		r.queue = append(r.queue, Event{Kind: Synced, Token: w.token})
	case forKeymap:
		if m, err := parseKeymap(p, r.setup.minCode); err == nil {
			r.keymap = m
			r.queue = append(r.queue, Event{Kind: Remapped, Keymap: m})
		}
	case forButtons:
		if p[0] == 1 {
			r.ptr.buttons = parseButtons(p)
		}
	}
}

// hostname is os.Hostname, for Config.Host.
func hostname() string {
	h, _ := os.Hostname()
	return h
}
