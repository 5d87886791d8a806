package input

// Words chooses between two wordings of one instruction by the input the player last used: touch
// ("tap", "long-press", the toolbar's button names) after a finger, other ("click", "hover", key
// names) after a mouse or a key. Every instruction that names a way of giving input is chosen here.
func Words(lastTouch bool, touch, other string) string {
	if lastTouch {
		return touch
	}
	return other
}

// Words chooses the wording for the input last used as of this step (see the function Words).
func (in *Input) Words(touch, other string) string { return Words(in.LastTouch, touch, other) }

// LastTouch reports whether the input last used was a finger (a tap, a drag, a long press) rather
// than a mouse or a key; before any input, what Assume said.
func (t *Tracker) LastTouch() bool { return t.lastTouch }

// Assume sets what LastTouch reports until the first input: a phone or tablet's first screen reads
// touch words before the player has touched it.
func (t *Tracker) Assume(touch bool) { t.lastTouch = touch }

// noteInput records the kind of input an event is: a pointer's says finger or mouse, a key's says
// keyboard; a character typed, a scroll, the pointer leaving or a key the platform sent (Event.Sent:
// a phone's Back button) change nothing (a phone's keyboard types characters, and a touchpad scrolls).
func (t *Tracker) noteInput(e Event) {
	switch e.Kind {
	case PointerDown, PointerMove, PointerUp:
		t.lastTouch = e.Touch
	case KeyDown:
		if !e.Sent {
			t.lastTouch = false
		}
	}
}
