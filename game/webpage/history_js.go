//go:build js

package webpage

import "syscall/js"

// History gives the phone's Back button (and the browser's) the game's own meaning: it closes help or
// the game-ID dialog, then returns from a puzzle to the menu, and only then leaves the page. Each
// screen level (a puzzle open, an overlay over it) has a history entry of its own, pushed when the
// level is entered and taken back when the game leaves it by itself (Esc, a button); a Back press pops
// one, and the game answers it as it answers Esc.
type History struct {
	depth  int // the level of the current history entry (its state's quintetDepth; 0 for the first)
	expect int // the depth a history.go of our own is going to, or -1
}

// Listen follows the Back and Forward buttons: level is the game's screen level now, last the game ID
// the address shows (set by SetFragment); popped is called after each move through the history that
// was not the game's own, with back set when it leaves the level the game is at (to be answered as Esc).
func (h *History) Listen(level func() int, last func() string, popped func(back bool)) {
	h.expect = -1
	Guard(func() {
		hist := js.Global().Get("history")
		depthOf := func(st js.Value) (int, bool) {
			if st.Type() == js.TypeObject {
				if d := st.Get("quintetDepth"); d.Type() == js.TypeNumber {
					return d.Int(), true
				}
			}
			return 0, false
		}
		// The entry the page was opened in is level 0 (or, after a reload, the level it had).
		if d, ok := depthOf(hist.Get("state")); ok {
			h.depth = d
		} else {
			hist.Call("replaceState", map[string]any{"quintetDepth": 0}, "", js.Global().Get("location").Get("href"))
		}
		js.Global().Call("addEventListener", "popstate", js.FuncOf(func(_ js.Value, args []js.Value) any {
			Guard(func() {
				d, ours := depthOf(args[0].Get("state"))
				if !ours {
					// The player edited the address (a new entry, no state): the hashchange that
					// follows opens that game. The entry joins the current level.
					hist.Call("replaceState", map[string]any{"quintetDepth": h.depth}, "", js.Global().Get("location").Get("href"))
					return
				}
				// The entry's address may name an older game: keep the open game's (so the
				// hashchange that follows changes nothing).
				if id := last(); id != "" {
					js.Global().Get("history").Call("replaceState", args[0].Get("state"), "", "#"+id)
				}
				h.depth = d
				if h.expect >= 0 {
					if d == h.expect {
						h.expect = -1
					}
					return
				}
				popped(d < level())
			})
			return nil
		}))
	})
}

// Sync brings the history entries in line with the screen level after a frame.
func (h *History) Sync(level int) {
	if h.expect >= 0 {
		return // our own step back is under way
	}
	Guard(func() {
		hist := js.Global().Get("history")
		for h.depth < level {
			h.depth++
			hist.Call("pushState", map[string]any{"quintetDepth": h.depth}, "", js.Global().Get("location").Get("href"))
		}
		if h.depth > level {
			h.expect = level
			hist.Call("go", level-h.depth)
		}
	})
}
