//go:build js

package game

import "syscall/js"

// windowShown reports whether the player can see the game: in the browser, the tab is not hidden (a
// hidden tab gets no frames, so this is read again as soon as it shows).
func windowShown() (shown bool) {
	shown = true
	guard(func() { shown = !js.Global().Get("document").Get("hidden").Bool() })
	return shown
}
