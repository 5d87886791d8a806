package input

import (
	"image"
	"testing"
	"time"
)

// The wording follows the input last used: a finger's events choose touch words, a mouse's or a key's
// the others; characters, scrolls, the pointer leaving and a key the platform sent (a phone's Back
// button) keep the choice; Assume sets it before any input.
func TestWordsFollowTheInputLastUsed(t *testing.T) {
	at := time.Unix(1000, 0)
	finger := func(k Kind) Event { return Event{Kind: k, Pos: image.Pt(10, 10), ID: 1, Touch: true, At: at} }
	mouse := func(k Kind) Event { return Event{Kind: k, Pos: image.Pt(10, 10), At: at} }
	key := Event{Kind: KeyDown, Key: Key{Code: "H", Char: "h"}, At: at}
	cases := []struct {
		name   string
		assume bool
		events []Event
		touch  bool
	}{
		{"nothing yet, a desktop", false, nil, false},
		{"nothing yet, a phone", true, nil, true},
		{"a tap", false, []Event{finger(PointerDown), finger(PointerUp)}, true},
		{"a finger put down and held", false, []Event{finger(PointerDown)}, true},
		{"a click", true, []Event{mouse(PointerDown), mouse(PointerUp)}, false},
		{"the mouse moved after a tap", false, []Event{finger(PointerDown), finger(PointerUp), mouse(PointerMove)}, false},
		{"a key after a tap", false, []Event{finger(PointerDown), finger(PointerUp), key}, false},
		{"a tap after a key", false, []Event{key, finger(PointerDown), finger(PointerUp)}, true},
		{"a phone keyboard's character after a tap", false, []Event{finger(PointerDown), finger(PointerUp), {Kind: Text, Rune: 'b', At: at}}, true},
		{"a scroll after a tap", false, []Event{finger(PointerDown), finger(PointerUp), {Kind: Scroll, Wheel: 1, At: at}}, true},
		{"a phone's Back button (a sent Escape) after a tap", false, []Event{finger(PointerDown), finger(PointerUp), {Kind: KeyDown, Key: Key{Code: "Escape"}, Sent: true, At: at}}, true},
		{"a page control's sent key on a phone's first screen", true, []Event{{Kind: KeyDown, Key: Key{Code: "H", Char: "h"}, Sent: true, At: at}}, true},
		{"the pointer left after a click", true, []Event{mouse(PointerDown), mouse(PointerUp), {Kind: PointerLeave, At: at}}, false},
	}
	for _, c := range cases {
		tr := Tracker{Keymap: &Keymap{}}
		tr.Assume(c.assume)
		var in Input
		for _, e := range c.events {
			in = tr.Step(e)
			if in.LastTouch != tr.LastTouch() {
				t.Errorf("%s: the step's LastTouch %v differs from the tracker's %v", c.name, in.LastTouch, tr.LastTouch())
			}
		}
		idle := tr.Idle(at)
		want := map[bool]string{true: "tap", false: "click"}[c.touch]
		if got := idle.Words("tap", "click"); got != want {
			t.Errorf("%s: the words are %q, want %q", c.name, got, want)
		}
		if got := Words(tr.LastTouch(), "tap", "click"); got != want {
			t.Errorf("%s: Words(LastTouch) is %q, want %q", c.name, got, want)
		}
	}
}
