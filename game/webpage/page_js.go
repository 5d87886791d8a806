//go:build js

package webpage

import (
	"net/url"
	"strings"
	"syscall/js"

	"quintet/game/input"
)

// Guard turns a JavaScript exception into a no-op.
func Guard(f func()) {
	defer func() { recover() }()
	f()
}

// Fragment returns the game ID after '#' in the address, unescaped.
func Fragment() (s string) {
	Guard(func() {
		h := js.Global().Get("location").Get("hash").String()
		h = strings.TrimPrefix(h, "#")
		if u, err := url.PathUnescape(h); err == nil {
			h = u
		}
		s = h
	})
	return s
}

// SetFragment mirrors a game ID in the address without adding a browser history entry.
func SetFragment(id string) {
	Guard(func() {
		h := js.Global().Get("history")
		h.Call("replaceState", h.Get("state"), "", "#"+id) // the entry's state is the Back button's
	})
}

// SetTitle names the tab.
func SetTitle(title string) {
	Guard(func() {
		if js.Global().Get("document").Get("title").String() != title {
			js.Global().Get("document").Set("title", title)
		}
	})
}

// ListenAddress calls changed when the player edits the address.
func ListenAddress(changed func()) {
	Guard(func() {
		js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
			changed()
			return nil
		}))
	})
}

// ListenSaves calls saved with the name of each save another tab writes (tabs share localStorage). A
// hidden tab runs no frames, so events gather: the caller names each save once.
func ListenSaves(saved func(name string)) {
	Guard(func() {
		js.Global().Call("addEventListener", "storage", js.FuncOf(func(_ js.Value, args []js.Value) any {
			Guard(func() {
				k := args[0].Get("key")
				if k.Type() != js.TypeString {
					return
				}
				if name, ok := strings.CutPrefix(k.String(), "quintet/"); ok && SaveName(name) {
					saved(name)
				}
			})
			return nil
		}))
	})
}

// SaveName reports whether a storage key's name (after "quintet/") can name a save the game reads: a
// short plain name, not one set aside ("dials.unreadable-…"). Only such names are remembered between
// frames, so what is remembered stays as small as the list of saves.
func SaveName(name string) bool {
	if name == "" || len(name) > 32 {
		return false
	}
	for _, r := range name {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' && r != '_' {
			return false
		}
	}
	return true
}

// Status publishes the game's status as window.quintet, for the page and its tests.
type Status struct {
	// Layout makes the layout report, which the status offers as its "layout" property: made when it is
	// read (only the browser's tests read it), so a player's frames never make one.
	Layout func() map[string]any
	getter js.Func
}

// Publish sets window.quintet to status and tells the page (window.quintetStatusChanged).
func (s *Status) Publish(status map[string]any) {
	Guard(func() {
		obj := js.ValueOf(ToJS(status))
		if s.Layout != nil {
			if !s.getter.Truthy() {
				s.getter = js.FuncOf(func(js.Value, []js.Value) any {
					var v any
					Guard(func() { v = js.ValueOf(ToJS(s.Layout())) })
					return v
				})
			}
			desc := js.Global().Get("Object").New()
			desc.Set("get", s.getter)
			desc.Set("enumerable", true)
			js.Global().Get("Object").Call("defineProperty", obj, "layout", desc)
		}
		js.Global().Set("quintet", obj)
		if f := js.Global().Get("quintetStatusChanged"); f.Type() == js.TypeFunction {
			f.Invoke(obj)
		}
	})
}

// ToJS turns a status into values js.ValueOf accepts.
func ToJS(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := map[string]any{}
		for k, e := range x {
			m[k] = ToJS(e)
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = ToJS(e)
		}
		return out
	case []map[string]any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = ToJS(e)
		}
		return out
	}
	return v
}

// Say hands a line to the page's live regions (window.quintetSay in index.html): assertive ones
// interrupt.
func Say(text string, assertive bool) {
	Guard(func() {
		if f := js.Global().Get("quintetSay"); f.Type() == js.TypeFunction {
			f.Invoke(text, assertive)
		}
	})
}

// TakesTab tells the page whether Tab moves the game's own focus (a dialog's buttons) rather than the
// page's.
func TakesTab(takes bool) { Guard(func() { js.Global().Set("quintetTakesTab", takes) }) }

// PerfMark records a start-up mark in the page's window.quintetPerf (main, firstFrame, ...), where the
// browser tests read it.
func PerfMark(name string) {
	Guard(func() {
		if p := js.Global().Get("quintetPerf"); p.Type() == js.TypeObject {
			p.Call("mark", name)
		}
	})
}

// Preferences reads the browser's prefers-color-scheme and prefers-reduced-motion (ok is false when the
// browser cannot say).
func Preferences() (theme string, reduced, ok bool) {
	Guard(func() {
		mm := js.Global().Get("matchMedia")
		if mm.Type() != js.TypeFunction {
			return
		}
		q := func(s string) bool { return js.Global().Call("matchMedia", s).Get("matches").Bool() }
		switch {
		case q("(prefers-contrast: more)") || q("(forced-colors: active)"):
			theme = "contrast"
		case q("(prefers-color-scheme: light)"):
			theme = "light"
		default:
			theme = "dark"
		}
		reduced = q("(prefers-reduced-motion: reduce)")
		ok = true
	})
	return theme, reduced, ok
}

// Link is the address that opens game id on this site: the page's own address with the ID in its
// fragment, escaped ('#' as %23) so that the whole link survives being pasted anywhere; the ID alone
// where the page has no address to read.
func Link(id string) (s string) {
	s = id
	Guard(func() {
		loc := js.Global().Get("location")
		s = loc.Get("origin").String() + loc.Get("pathname").String() + "#" + url.PathEscape(id)
	})
	return s
}

// TouchFirst reports whether the browser's main pointer is a finger (a phone or a tablet).
func TouchFirst() (touch bool) {
	Guard(func() {
		if js.Global().Get("matchMedia").Type() == js.TypeFunction {
			touch = js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
		}
	})
	return touch
}

// ListenActions installs window.quintetAction(name), which the page's own buttons call.
func ListenActions(act func(name string)) {
	Guard(func() {
		js.Global().Set("quintetAction", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) < 1 || args[0].Type() != js.TypeString {
				return nil
			}
			act(args[0].String())
			return nil
		}))
	})
}

// ActionKey is the key the page's button name sends: the key the game's own toolbar and keyboard use,
// so a button does exactly what its key does.
func ActionKey(name string) (input.Key, bool) {
	k, ok := map[string]input.Key{
		"menu": {Code: "Escape"}, "new": {Code: "N", Char: "n"}, "restart": {Code: "R", Char: "r", Shift: true},
		"undo": {Code: "U", Char: "u"}, "redo": {Code: "R", Char: "r"}, "hint": {Code: "H", Char: "h"},
		"solve": {Code: "S", Char: "s"}, "gameid": {Code: "G", Char: "g"}, "help": {Code: "F1"}, "stats": {Code: "F3"},
		"theme": {Code: "T", Char: "t"}, "read": {Code: "F2"}, "bigger": {Code: "Equal", Char: "=", Ctrl: true},
		"smaller": {Code: "Minus", Char: "-", Ctrl: true}, "save": {Code: "S", Char: "s", Ctrl: true},
	}[name]
	return k, ok
}
