//go:build js

package clipboard

import (
	"fmt"
	"strings"
	"syscall/js"
)

// browserClipboard is navigator.clipboard. Its calls run in the frame that handles the player's click
// or key, within the browser's short window of user activation after it.
type browserClipboard struct{}

// System is the platform's clipboard.
func System() Clipboard { return browserClipboard{} }

func (browserClipboard) WriteText(text string, done func(error)) {
	clipPromise("writeText", []any{text}, func(_ js.Value, err error) { done(err) })
}

func (browserClipboard) ReadText(done func(string, error)) {
	clipPromise("readText", nil, func(v js.Value, err error) {
		text := ""
		if err == nil && v.Type() == js.TypeString {
			text = v.String()
		}
		if err == nil && text == "" {
			err = fmt.Errorf("%w (or it holds no text)", ErrEmpty)
		}
		done(text, err)
	})
}

// clipPromise calls navigator.clipboard[method](args...) and calls done once with what its promise
// settles to. A browser without the API (a page not served over https, say) or a call that throws is
// an error, never a crash.
func clipPromise(method string, args []any, done func(js.Value, error)) {
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, a []js.Value) any {
		then.Release()
		fail.Release()
		v := js.Undefined()
		if len(a) > 0 {
			v = a[0]
		}
		done(v, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, a []js.Value) any {
		then.Release()
		fail.Release()
		done(js.Undefined(), browserClipError(a))
		return nil
	})
	err := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%w: %v", ErrUnavailable, r)
			}
		}()
		c := js.Global().Get("navigator").Get("clipboard")
		if !c.Truthy() || c.Get(method).Type() != js.TypeFunction {
			return fmt.Errorf("%w in this browser (it needs a page served over https)", ErrUnavailable)
		}
		c.Call(method, args...).Call("then", then, fail)
		return nil
	}()
	if err != nil {
		then.Release()
		fail.Release()
		done(js.Undefined(), err)
	}
}

// browserClipError names a rejected clipboard promise's reason (a DOMException) for the player.
func browserClipError(a []js.Value) (err error) {
	err = ErrUnavailable
	defer func() { recover() }()
	if len(a) == 0 || !a[0].Truthy() {
		return err
	}
	name, msg := a[0].Get("name"), a[0].Get("message")
	n, m := "", ""
	if name.Type() == js.TypeString {
		n = name.String()
	}
	if msg.Type() == js.TypeString {
		m = msg.String()
	}
	switch {
	case strings.Contains(strings.ToLower(m), "not focused"):
		return fmt.Errorf("%w while the page is not focused", ErrUnavailable)
	case n == "NotAllowedError":
		return ErrRefused
	}
	return fmt.Errorf("%w: %s %s", ErrUnavailable, n, m)
}
