//go:build js

package game

import (
	"sync/atomic"
	"syscall/js"
	"time"
)

// hiddenAt is when the tab was last hidden (Unix nanoseconds): a hidden tab gets no frames, so the
// page's own event says when the timer stopped, and the next frame takes the time from it.
var hiddenAt atomic.Int64

func init() {
	guard(func() {
		js.Global().Get("document").Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			if !windowShown() {
				hiddenAt.Store(time.Now().UnixNano())
			}
			return nil
		}))
	})
}

// windowShown reports whether the player can see the game: in the browser, the tab is not hidden.
func windowShown() (shown bool) {
	shown = true
	guard(func() { shown = !js.Global().Get("document").Get("hidden").Bool() })
	return shown
}

// lastHidden is when the tab was last hidden (zero if never), once: it is taken.
func lastHidden() time.Time {
	if n := hiddenAt.Swap(0); n != 0 {
		return time.Unix(0, n)
	}
	return time.Time{}
}
