//go:build js

package game

import (
	"net/url"
	"strings"
	"syscall/js"
)

// guard turns a JavaScript exception into a no-op: the page is an observer, never a way to crash the game.
func guard(f func()) {
	defer func() { recover() }()
	f()
}

// pagePresent is true in the browser: the page (and its tests) read window.quintet.
const pagePresent = true

// readFragment returns the game ID after '#' in the address, unescaped.
func readFragment() (s string) {
	guard(func() {
		h := js.Global().Get("location").Get("hash").String()
		h = strings.TrimPrefix(h, "#")
		if u, err := url.PathUnescape(h); err == nil {
			h = u
		}
		s = h
	})
	return s
}

// writeFragment mirrors the current game ID in the address without adding a browser history entry.
func writeFragment(id string) {
	guard(func() {
		js.Global().Get("history").Call("replaceState", js.Null(), "", "#"+id)
	})
}

// publish sets window.quintet to the game's status, for the page and its tests.
func publish(status map[string]any) {
	guard(func() {
		obj := js.Global().Get("Object").New()
		for k, v := range status {
			obj.Set(k, v)
		}
		js.Global().Set("quintet", obj)
		if f := js.Global().Get("quintetStatusChanged"); f.Type() == js.TypeFunction {
			f.Invoke(obj)
		}
	})
}
