package rawinput

import (
	"image"
	"io"
	"log"
	"os"
	"runtime"
	"strings"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"quintet/game/frameclock"
	"quintet/game/input"
)

// Key repeat for keys held down: the first repeat after repeatDelay, then one every repeatEvery.
const (
	repeatDelay = 400 * time.Millisecond
	repeatEvery = 50 * time.Millisecond
)

// repeatable reports whether k repeats while held (editing and moving the cursor).
func repeatable(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyBackspace, ebiten.KeyDelete, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
		return true
	}
	return false
}

// Reader reads what Ebitengine saw since the last tick and reports it as events, in the order they
// must be handled: a press before its release, keys before the characters they typed. Natively on
// Linux the X server's own report of key presses and clicks comes first (x_linux.go, over
// game/internal/x11), so a quick press and release inside one frame are both counted.
type Reader struct {
	keys      []ebiten.Key
	touches   []ebiten.TouchID
	cursor    image.Point
	hasCursor bool
	held      map[ebiten.Key]time.Time // repeatable keys held, and when they last repeated
	touchAt   map[ebiten.TouchID]image.Point
	runes     []rune
	typers    []ebiten.Key // this frame's keys that typed characters (reported with them)
	native    bool         // a real window: key presses may come from the X server (x_linux.go)
	x         *xReader     // the X server's key presses and clicks, once started (nil: none)
	xStarted  bool
	clock     *frameclock.Clock // the App's, for a frame soon when a press waits for its character
	trace     *log.Logger       // QUINTET_INPUT_TRACE's log (nil: not tracing)
}

// New is a reader that asks clock for a frame when a press waits for its character, and logs to trace
// (nil: no log).
func New(clock *frameclock.Clock, trace *log.Logger) *Reader {
	return &Reader{clock: clock, trace: trace}
}

// Start says the frames are a real window's, from the first on: key presses and clicks may come from
// the X server from now on.
func (r *Reader) Start() { r.native = true }

// XInput reports whether key presses and clicks come from the X server's own events.
func (r *Reader) XInput() (keys, clicks bool) { return r.x.reads(), r.x.readsClicks() }

// TraceLog is the log of what the X server's connection reads and what the tracker makes of each
// release when QUINTET_INPUT_TRACE is set (to, its value): to see where a click went. It is appended to
// the file the variable names ("-": the standard error); nil when it is not set.
func TraceLog(to string) *log.Logger {
	if to == "" {
		return nil
	}
	w := io.Writer(os.Stderr)
	if to != "-" {
		f, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			log.Printf("QUINTET_INPUT_TRACE: %v", err)
			return nil
		}
		w = f
	}
	l := log.New(w, "", log.Ltime|log.Lmicroseconds)
	input.Trace = l.Printf
	return l
}

// xInput starts the X server's reader on the first native frame and takes what it queued.
func (r *Reader) xInput(now time.Time) *xReader {
	if r.native && !r.xStarted {
		r.xStarted = true
		r.x = startX(r.clock, r.trace)
	}
	r.x.drain(now)
	return r.x
}

// Close stops the X server reader's goroutines (before the game loop ends).
func (r *Reader) Close() { r.x.close() }

// keyOf describes an Ebitengine key with the modifiers held.
func KeyOf(k ebiten.Key, ctrl, shift bool) input.Key {
	code := k.String()
	char := ebiten.KeyName(k)
	if char == "" && len(code) == 1 {
		char = strings.ToLower(code) // tests and platforms that cannot name keys: the US letter
	}
	return input.Key{Code: code, Char: char, Ctrl: ctrl, Shift: shift, Alt: ebiten.IsKeyPressed(ebiten.KeyAlt)}
}

// Read reports what this frame saw, as events in order.
func (r *Reader) Read(now time.Time) []input.Event {
	// In the browser the page hands over every key and pointer event itself (game/webpage): a key or
	// a tap that goes down and up between two frames never shows in Ebitengine's per-frame state. The
	// wheel alone is read here.
	if runtime.GOOS == "js" {
		var out []input.Event
		if _, dy := ebiten.Wheel(); dy != 0 {
			out = append(out, input.Event{Kind: input.Scroll, Wheel: dy, At: now})
		}
		return out
	}
	var out []input.Event
	if r.held == nil {
		r.held, r.touchAt = map[ebiten.Key]time.Time{}, map[ebiten.TouchID]image.Point{}
	}
	// Touches: each finger that went down, moved or came up.
	r.touches = inpututil.AppendJustPressedTouchIDs(r.touches[:0])
	for _, id := range r.touches {
		p := image.Pt(ebiten.TouchPosition(id))
		r.touchAt[id] = p
		out = append(out, input.Event{Kind: input.PointerDown, Pos: p, ID: int(id) + 1, Touch: true, At: now})
	}
	r.touches = ebiten.AppendTouchIDs(r.touches[:0])
	for _, id := range r.touches {
		p := image.Pt(ebiten.TouchPosition(id))
		if q, ok := r.touchAt[id]; ok && q != p {
			r.touchAt[id] = p
			out = append(out, input.Event{Kind: input.PointerMove, Pos: p, ID: int(id) + 1, Touch: true, At: now})
		}
	}
	r.touches = inpututil.AppendJustReleasedTouchIDs(r.touches[:0])
	for _, id := range r.touches {
		p, ok := r.touchAt[id]
		if !ok {
			p = image.Pt(inpututil.TouchPositionInPreviousTick(id))
		}
		delete(r.touchAt, id)
		out = append(out, input.Event{Kind: input.PointerUp, Pos: p, ID: int(id) + 1, Touch: true, At: now})
	}
	// Key and button presses from the X server, when connected (x_linux.go). (The pointer's moves,
	// presses and releases then come in order with the keys, below.)
	x := r.xInput(now)
	if r.trace != nil {
		r.trace.Printf("input: frame at %s", now.Format("15:04:05.000"))
	}
	if !x.readsClicks() && len(r.touchAt) == 0 && len(out) == 0 {
		// The mouse, unless a finger is down (browsers also report a tap as mouse events).
		x, y := ebiten.CursorPosition()
		p := image.Pt(x, y)
		if p != r.cursor || !r.hasCursor {
			r.cursor, r.hasCursor = p, true
			out = append(out, input.Event{Kind: input.PointerMove, Pos: p, At: now})
		}
		pressed := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
		released := inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
		down := input.Event{Kind: input.PointerDown, Pos: p, At: now}
		up := input.Event{Kind: input.PointerUp, Pos: p, At: now}
		switch {
		case pressed && released && inpututil.MouseButtonPressDuration(ebiten.MouseButtonLeft) > 0:
			// Released the old press, then pressed again. (Ebitengine reports a button pressed during
			// the tick as pressed even when it was released after; the duration is 0 then.)
			out = append(out, up, down)
		case pressed && released:
			out = append(out, down, up) // a quick click: both in one tick, and it still counts
		case pressed:
			out = append(out, down)
		case released:
			out = append(out, up)
		}
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		out = append(out, input.Event{Kind: input.Scroll, Wheel: dy, At: now})
	}
	// Keys and the characters they typed. Ebitengine keeps one press time per key per frame, so two
	// presses of one key inside a frame show as one, and presses of different keys come in key order,
	// not in the order they happened; the characters typed are a queue, in order, every one. So a key
	// that types a character is reported once for each character it typed, in the queue's order, and
	// only keys that type nothing (arrows, Enter, Esc, F1, Ctrl+letter) are taken from the per-frame
	// state (docs/input.md has what that loses and the measurements).
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	alt := ebiten.IsKeyPressed(ebiten.KeyAlt)
	// Natively on X11 a second connection to the X server reports every press of the keys it can map,
	// in order (x_linux.go); Ebitengine's state is used for the rest.
	r.keys = inpututil.AppendJustPressedKeys(r.keys[:0])
	r.runes = ebiten.AppendInputChars(r.runes[:0])
	r.typers = r.typers[:0]
	for _, k := range r.keys {
		if modifier(k) {
			continue
		}
		if repeatable(k) {
			r.held[k] = now.Add(repeatDelay - repeatEvery)
		}
		if x.covers(k) {
			continue // reported below, from the X server's presses
		}
		if !ctrl && !alt && TypedByKey(k) && r.typedBy(k) {
			r.typers = append(r.typers, k) // reported with its characters, below
			continue
		}
		out = append(out, input.Event{Kind: input.KeyDown, Key: KeyOf(k, ctrl, shift), At: now})
	}
	left := ebiten.MouseButtonLeft
	out, typed := r.xFrame(out, now, inpututil.IsMouseButtonJustPressed(left), inpututil.IsMouseButtonJustReleased(left))
	if x.followsCursor(ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)) {
		// While GLFW holds the pointer grabbed (a button down), the X server sends its motions to GLFW
		// alone: Ebitengine's cursor says where it is (xReader.followsCursor says when it can be trusted).
		if p := image.Pt(ebiten.CursorPosition()); p != r.cursor || !r.hasCursor {
			r.cursor, r.hasCursor = p, true
			out = append(out, input.Event{Kind: input.PointerMove, Pos: p, At: now})
		}
	}
	for k, last := range r.held {
		if !ebiten.IsKeyPressed(k) {
			delete(r.held, k)
			continue
		}
		if now.Sub(last) >= repeatEvery {
			r.held[k] = now
			key := KeyOf(k, ctrl, shift)
			key.Repeat = true
			out = append(out, input.Event{Kind: input.KeyDown, Key: key, At: now})
		}
	}
	for _, c := range r.runes[typed:] {
		if k, ok := r.typer(c); ok {
			sh := shift
			if unicode.IsLetter(c) {
				sh = unicode.IsUpper(c) // the character says whether Shift was down when it was typed
			}
			out = append(out, input.Event{Kind: input.KeyDown, Key: KeyOf(k, ctrl, sh), At: now})
		}
		out = append(out, input.Event{Kind: input.Text, Rune: c, At: now})
	}
	return out
}

// modifier reports whether k is a modifier key (reported only through the keys it modifies).
func modifier(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyControl, ebiten.KeyShift, ebiten.KeyAlt, ebiten.KeyMeta, ebiten.KeyControlLeft,
		ebiten.KeyControlRight, ebiten.KeyShiftLeft, ebiten.KeyShiftRight, ebiten.KeyAltLeft, ebiten.KeyAltRight,
		ebiten.KeyMetaLeft, ebiten.KeyMetaRight:
		return true
	}
	return false
}

// keyChar is the character key k types without Shift under the current layout, lower case.
func keyChar(k ebiten.Key) rune {
	if r := []rune(KeyOf(k, false, false).Char); len(r) == 1 {
		return unicode.ToLower(r[0])
	}
	return 0
}

// typedBy reports whether one of this frame's characters is key k's.
func (r *Reader) typedBy(k ebiten.Key) bool {
	c := keyChar(k)
	for _, t := range r.runes {
		if c != 0 && unicode.ToLower(t) == c {
			return true
		}
	}
	return false
}

// typer is the key pressed this frame that types c (the first of several: the number row's 1 and the
// keypad's 1 in one frame cannot be told apart, and act alike).
func (r *Reader) typer(c rune) (ebiten.Key, bool) {
	for _, k := range r.typers {
		if keyChar(k) == unicode.ToLower(c) {
			return k, true
		}
	}
	return 0, false
}

// repeating reports whether a key is held that repeats (so frames must keep coming).
func (r *Reader) Repeating() bool { return len(r.held) > 0 }

// typedByKey reports whether a key types a character of its own (letters, digits, punctuation), as
// opposed to keys that only act (arrows, Enter, Backspace, F1).
func TypedByKey(k ebiten.Key) bool {
	return (k >= ebiten.KeyA && k <= ebiten.KeyZ) || (k >= ebiten.KeyDigit0 && k <= ebiten.KeyDigit9) ||
		(k >= ebiten.KeyNumpad0 && k <= ebiten.KeyNumpad9) || k == ebiten.KeySlash || k == ebiten.KeyComma ||
		k == ebiten.KeyPeriod || k == ebiten.KeyMinus || k == ebiten.KeyEqual || k == ebiten.KeyBracketLeft ||
		k == ebiten.KeyBracketRight || k == ebiten.KeyQuote || k == ebiten.KeySemicolon
}
