// Package input turns raw events — pointer presses and releases, key presses, typed characters, wheel —
// into what the game acts on: clicks, long presses, drags and typed actions. It needs no window, so it is
// tested with plain events; the Ebitengine side only reports what happened, in order.
//
// Every event is handled exactly once, however many arrive in one tick and however short they are: a
// press and a release that arrive together are still a click.
package input

import (
	"image"
	"time"
	"unicode"
)

// Kind is the kind of a raw event.
type Kind int

const (
	PointerDown  Kind = iota + 1 // a mouse button or finger went down at Pos
	PointerUp                    // … and came up at Pos
	PointerMove                  // the pointer is now at Pos (mouse hover, or a held finger moving)
	PointerLeave                 // the mouse left the window
	KeyDown                      // a key went down (or repeated while held)
	Text                         // a character was typed
	Scroll                       // the wheel turned by Wheel notches (positive: content moves down)
)

// Key is a key as the keyboard reports it.
type Key struct {
	// Code is the key's position, named as on a US keyboard without the "Key" prefix: "Z", "Digit1",
	// "Numpad1", "ArrowUp", "Enter", "Escape", "Backspace", "F1", "Slash".
	Code string
	// Char is what the key types on the player's layout, unshifted ("z" for the key at US Y on a German
	// keyboard), or "" when the platform cannot say.
	Char             string
	Ctrl, Shift, Alt bool
	Repeat           bool // sent again because the key is held
}

// Event is one raw event.
type Event struct {
	Kind  Kind
	Pos   image.Point // pointer events
	ID    int         // which pointer: 0 the mouse, 1… touches
	Touch bool        // the pointer is a finger (there is no hover)
	Key   Key         // KeyDown
	Rune  rune        // Text
	Wheel float64     // Scroll
	At    time.Time   // when it was read
	// Sent marks a key the platform sends on the player's behalf (the browser's Back button, the page's
	// own controls), not one the player pressed: it acts as the key does but says nothing of the input
	// in use, so the words stay those of the finger or the keys last used (Words).
	Sent bool
}

// LongPress is how long a still press must last to count as a long press (it shows what hovering shows
// and is not a click).
const LongPress = 500 * time.Millisecond

// Slop is how far, in screen pixels, a press may travel and still be a click.
const Slop = 20

// Trace, when set, is told what each release of the pointer was taken for (the game sets it when
// QUINTET_INPUT_TRACE is set, to see where a click went).
var Trace func(format string, args ...any)

// Input is what one step of the game sees: the pointer's state and at most one event that happened.
// The game calls a screen's Update once per event, and once more each tick with no event, so a scene
// reads one click, one key or one character at a time and none is lost or seen twice.
type Input struct {
	Pointer   image.Point // where the mouse or the current finger is
	HasPoint  bool        // a mouse is over the window or a finger is down
	Moved     bool        // the pointer moved in this step
	Down      bool        // the button or finger is held
	Pressed   bool        // the button or finger went down in this step
	Clicked   bool        // a click or tap ended at Pointer in this step
	LongPress bool        // held still long enough to show what hovering would show
	// LongBegan is true in one step per press: the one sure the press is a long press (see
	// Tracker.Idle), for what a long press does once (holding Hint shows the whole solution).
	LongBegan bool
	Touch     bool        // the pointer is a finger
	LastTouch bool        // the input last used was a finger, not a mouse or a key (Words)
	Drag      image.Point // how far a held pointer moved in this step (for scrolling)

	Action Action // the key's action in this step, if any
	Name   string // the puzzle's own action, when Action is PuzzleKey
	Digit  int    // the digit for Action Digit (0–9)
	Key    Key    // the key pressed in this step (for text boxes); Code "" when none
	Rune   rune   // the character typed in this step, or 0
	Wheel  float64

	used bool
}

// ClickIn reports whether a click or tap ended inside r in this step.
func (in *Input) ClickIn(r image.Rectangle) bool { return in.Clicked && !in.used && in.Pointer.In(r) }

// In reports whether the pointer is inside r.
func (in *Input) In(r image.Rectangle) bool { return in.HasPoint && in.Pointer.In(r) }

// Hovering reports whether the pointer shows what is under it: a mouse at rest or moving with no
// button held, or a finger held still (a long press).
func (in *Input) Hovering() bool {
	return in.HasPoint && (!in.Down || in.LongPress) && (!in.Touch || in.Down)
}

// Consume marks the step's click and key as handled, so nothing after the caller acts on them too.
func (in *Input) Consume() {
	in.used = true
	in.Clicked = false
	in.Action, in.Name = None, ""
	in.Key, in.Rune = Key{}, 0
}

// Is reports whether the step's key is the puzzle's own action name.
func (in *Input) Is(name string) bool { return in.Action == PuzzleKey && in.Name == name }

// Tracker follows the pointer across events and turns each raw event into one Input.
type Tracker struct {
	Keymap *Keymap
	// Typing says whether a text box has focus now; while it does, letters are text, not shortcuts.
	Typing func() bool

	pointer  image.Point
	hasPoint bool
	down     bool
	downID   int
	touch    bool
	// lastTouch: the input last used was a finger (LastTouch).
	lastTouch bool
	// swallow holds the characters of keys taken as shortcuts in this frame, in order: their Text
	// events, which follow (natively after all of the frame's keys), are not typed as well.
	swallow   []rune
	pressAt   image.Point
	pressTime time.Time
	travelled bool
	long      bool
	// lateLong is set when the long press was noticed by a step that came late (the page was busy): a
	// release dated less than LongPress after the press still counts as a tap then.
	lateLong bool
	began    bool // LongBegan was reported for this press
	// seen is when the step after the frame that took the press came, if that frame came late (more
	// than half a long press after the press): the press waited behind a slow frame. It stays dated
	// when it happened, but its hold counts from here: the game could show nothing before (a frame
	// drawn is on screen only when the next one can begin), and a release may only have been sent once
	// the page showed the press.
	seen     time.Time
	looks    int       // steps that looked at the press (counted up to 2)
	lateSeen bool      // the first step that looked at the press came late
	lookedAt time.Time // when a step last looked at the press
	lastIdle time.Time // when Idle last looked
}

// Step turns one raw event into an Input.
func (t *Tracker) Step(e Event) Input {
	prev := t.pointer
	in := Input{Digit: -1}
	t.noteInput(e)
	switch e.Kind {
	case PointerDown:
		if t.down && e.ID != t.downID {
			break // a second finger: only the first one plays
		}
		t.pointer, t.hasPoint, t.touch = e.Pos, true, e.Touch
		t.down, t.downID, t.pressAt, t.pressTime, t.travelled, t.long, t.lateLong = true, e.ID, e.Pos, e.At, false, false, false
		t.began = false
		t.seen, t.looks, t.lateSeen = time.Time{}, 0, false
		in.Pressed = true
	case PointerUp:
		if !t.down || e.ID != t.downID {
			break
		}
		t.pointer = e.Pos
		t.noteTravel()
		t.down = false
		// A press that came to a frame late and was released before the next frame began was not on
		// screen yet (its frame's drawing not shown): a click whenever it happened.
		unshown := t.lateSeen && t.looks < 2
		if !t.travelled && (!t.long || t.lateLong && !t.began) && (unshown || e.At.Sub(t.heldFrom()) < LongPress) {
			in.Clicked = true
		} else if t.long && !t.travelled && !t.began {
			t.began, in.LongBegan = true, true // only a late step saw it long: the release settles it
		}
		if Trace != nil {
			Trace("input: release at %v held %v (from %v, pressed %v): click %v, long %v (late %v), travelled %v",
				e.Pos, e.At.Sub(t.heldFrom()), t.heldFrom().Format("15:04:05.000"), t.pressTime.Format("15:04:05.000"),
				in.Clicked, t.long, t.lateLong, t.travelled)
		}
		if e.Touch {
			t.hasPoint = false // a lifted finger hovers over nothing
		}
		t.long = false
	case PointerMove:
		if t.down && e.ID != t.downID {
			break
		}
		t.pointer, t.hasPoint = e.Pos, true
		t.touch = e.Touch
		if t.down {
			t.noteTravel()
		}
	case PointerLeave:
		if !t.down {
			t.hasPoint = false
		}
	case KeyDown:
		in.Key = e.Key
		typing := t.Typing != nil && t.Typing()
		if t.Keymap != nil {
			in.Action, in.Name, in.Digit = t.Keymap.Resolve(e.Key, typing)
		}
		// Digits stay typed too: a digit plays Dials' buttons and starts a cell name in Flip's box (the
		// shell swallows a digit's character when the digit changed the screen: see Swallow).
		if in.Action != None && in.Action != Digit && !e.Key.Ctrl && len([]rune(e.Key.Char)) == 1 {
			t.Swallow([]rune(e.Key.Char)[0]) // the G that opens the dialog is not typed into it
		}
	case Text:
		if t.swallowed(e.Rune) {
			break
		}
		in.Rune = e.Rune
		typing := t.Typing != nil && t.Typing()
		if !typing && t.Keymap != nil {
			// Characters that are shortcuts whatever key types them ("?" is Shift+/ on one layout and
			// Shift+ß on another).
			in.Action, in.Name = t.Keymap.ResolveRune(e.Rune)
		}
	case Scroll:
		in.Wheel = e.Wheel
	}
	in.Pointer, in.HasPoint, in.Down, in.Touch, in.LastTouch = t.pointer, t.hasPoint, t.down, t.touch, t.lastTouch
	in.Moved = t.pointer != prev
	if t.down && e.Kind == PointerMove {
		in.Drag = t.pointer.Sub(prev)
	}
	in.LongPress = t.down && t.long
	return in
}

// Idle is the step with no event, at time now: it notices a press held long enough.
//
// A step that comes more than half a long press after the last one is late: the release may already
// have happened and only not been seen yet, so a long press it notices does not stop a release dated
// before LongPress from being a tap. Such a long press begins (LongBegan) in the next step on time
// that finds it held, or else at its release if that is not a tap.
func (t *Tracker) Idle(now time.Time) Input {
	late := !t.lastIdle.IsZero() && now.Sub(t.lastIdle) > LongPress/2
	look := now.Before(t.lastIdle) // a look at the pointer dated earlier (the game's start), not a step
	if now.After(t.lastIdle) {
		t.lastIdle = now
	}
	// A step of a later frame than the last one that looked (a frame may step twice at one time).
	if t.down && !look && t.looks < 2 && (t.looks == 0 || now.After(t.lookedAt)) {
		t.looks, t.lookedAt = t.looks+1, now
		if t.looks == 1 && now.Sub(t.pressTime) > LongPress/2 {
			t.lateSeen = true
		}
		if t.lateSeen {
			t.seen = now // the frame that takes the press, then the one after it
		}
	}
	if t.down && !t.travelled && !t.long && now.Sub(t.heldFrom()) >= LongPress {
		t.long, t.lateLong = true, late
	}
	// A long press is sure in a step on time: one that came late may be seeing a tap whose release
	// is not read yet.
	began := t.down && t.long && !late && !look && !t.travelled && !t.began
	t.began = t.began || began
	return Input{Pointer: t.pointer, HasPoint: t.hasPoint, Down: t.down, Touch: t.touch, LastTouch: t.lastTouch,
		LongPress: t.down && t.long, LongBegan: began, Digit: -1}
}

// Swallow says the next Text event of character r in this frame belongs to a key already acted on
// (a shortcut, or a digit that opened a puzzle), so it is not typed as well.
func (t *Tracker) Swallow(r rune) {
	if len(t.swallow) < 64 {
		t.swallow = append(t.swallow, r)
	}
}

// swallowed reports whether a typed character is one Swallow named, and forgets it.
func (t *Tracker) swallowed(r rune) bool {
	for i, s := range t.swallow {
		if unicode.ToLower(s) == unicode.ToLower(r) {
			t.swallow = append(t.swallow[:i], t.swallow[i+1:]...)
			return true
		}
	}
	return false
}

// EndFrame forgets the characters still to swallow: a key's character comes in the same frame as
// the key, or not at all (a key that types nothing).
func (t *Tracker) EndFrame() { t.swallow = t.swallow[:0] }

// PressedFor is how long the pointer has been held, counted from when a step first saw it held if
// that came late (see seen), or 0 when it is not held.
func (t *Tracker) PressedFor(now time.Time) time.Duration {
	if !t.down {
		return 0
	}
	return now.Sub(t.heldFrom())
}

// LongUnsure reports whether only a late step has seen the press held long: the next step, if it
// comes on time and still finds it held, begins the long press (LongBegan). The game asks for that
// step right away; an idle game's first step after a press comes late, when the press turns long.
//
// It is also true while a press that came to a frame late waits for the next frame, which tells when
// the press was on screen (see seen): that frame is asked for right away too.
func (t *Tracker) LongUnsure() bool {
	return t.down && !t.travelled && (t.long && !t.began || t.lateSeen && t.looks < 2)
}

// Held reports whether the button or finger is held.
func (t *Tracker) Held() bool { return t.down }

// heldFrom is when the press's hold is counted from: when it happened, or when a step first saw it if
// that was later.
func (t *Tracker) heldFrom() time.Time {
	if t.seen.After(t.pressTime) {
		return t.seen
	}
	return t.pressTime
}

func (t *Tracker) noteTravel() {
	d := t.pointer.Sub(t.pressAt)
	if d.X*d.X+d.Y*d.Y > Slop*Slop {
		t.travelled = true
	}
}
