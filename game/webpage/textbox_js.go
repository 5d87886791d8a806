//go:build js

package webpage

import "syscall/js"

// TextBox is the page's real <input> over a text box the game draws (window.quintetText in index.html),
// so a phone's keyboard can type into it.
type TextBox struct {
	shown    bool // the input is over a text box
	submits  int  // Enter presses in it seen so far
	tabs     int  // Tab presses in it seen so far
	backTabs int  // Shift+Tab presses in it seen so far
}

// Show puts the input over the box at x, y, w, h (CSS pixels) with its text and label.
func (b *TextBox) Show(x, y, w, h float64, text, label string) {
	Guard(func() {
		qt := js.Global().Get("quintetText")
		if qt.Type() != js.TypeObject {
			return
		}
		qt.Call("set", "box", x, y, w, h, text, label)
		b.shown = true
	})
}

// Hide removes the input, if it is shown.
func (b *TextBox) Hide() {
	Guard(func() {
		qt := js.Global().Get("quintetText")
		if qt.Type() != js.TypeObject || !b.shown {
			return
		}
		qt.Call("remove", "box")
		b.shown = false
	})
}

// Typed is what was typed into the input since the last call: its text, whether it has the focus,
// whether Enter was pressed, and how many times Tab and Shift+Tab. ok is false when there is no input.
func (b *TextBox) Typed() (text string, focused, submit bool, forward, back int, ok bool) {
	if !b.shown {
		return "", false, false, 0, 0, false
	}
	Guard(func() {
		st := js.Global().Get("quintetText").Call("get", "box")
		if st.Type() != js.TypeObject {
			return
		}
		text = st.Get("value").String()
		submits := st.Get("submits").Int()
		submit = submits > b.submits
		b.submits = submits
		tabs, backTabs := 0, 0
		if v := st.Get("tabs"); v.Type() == js.TypeNumber {
			tabs, backTabs = v.Int(), st.Get("backTabs").Int()
		}
		forward, back = tabs-b.tabs, backTabs-b.backTabs
		b.tabs, b.backTabs = tabs, backTabs
		focused = st.Get("focused").Bool()
		ok = true
	})
	return text, focused, submit, forward, back, ok
}
