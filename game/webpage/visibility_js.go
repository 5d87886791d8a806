//go:build js

package webpage

import (
	"sync/atomic"
	"syscall/js"
	"time"
)

// Visibility notes when the tab is hidden: a hidden tab gets no frames, so the page's own event says
// when a timer stopped, and the next frame takes the time from it.
type Visibility struct {
	hiddenAt atomic.Int64 // Unix nanoseconds
}

// Listen starts noting.
func (v *Visibility) Listen() {
	Guard(func() {
		js.Global().Get("document").Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			if !Shown() {
				v.hiddenAt.Store(time.Now().UnixNano())
			}
			return nil
		}))
	})
}

// LastHidden is when the tab was last hidden (zero if never), once: it is taken.
func (v *Visibility) LastHidden() time.Time {
	if n := v.hiddenAt.Swap(0); n != 0 {
		return time.Unix(0, n)
	}
	return time.Time{}
}

// Shown reports whether the tab is not hidden.
func Shown() (shown bool) {
	shown = true
	Guard(func() { shown = !js.Global().Get("document").Get("hidden").Bool() })
	return shown
}
