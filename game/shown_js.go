//go:build js

package game

import (
	"syscall/js"
	"time"
)

// listenVisibility notes when the tab is hidden (pageState.hiddenAt, Unix nanoseconds): a hidden tab
// gets no frames, so the page's own event says when the timer stopped, and the next frame takes the
// time from it.
func (a *App) listenVisibility() {
	guard(func() {
		js.Global().Get("document").Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			if !windowShown() {
				a.hiddenAt.Store(time.Now().UnixNano())
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
func (a *App) lastHidden() time.Time {
	if n := a.hiddenAt.Swap(0); n != 0 {
		return time.Unix(0, n)
	}
	return time.Time{}
}
