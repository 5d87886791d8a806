//go:build js

package store

import (
	"fmt"
	"syscall/js"
	"time"
)

// Local stores saves in the browser's localStorage under "quintet/<name>". Every call into JavaScript
// is guarded: storage may be disabled, full or forbidden, and that must become an error, not a crash.
type Local struct{}

// Default is the localStorage store.
func Default() (Store, error) {
	if err := guard(func() { js.Global().Get("localStorage").Call("getItem", "quintet/probe") }); err != nil {
		return nil, fmt.Errorf("localStorage is not available: %v", err)
	}
	return Local{}, nil
}

func guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}

func (Local) Load(name string) (b []byte, err error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	var found bool
	err = guard(func() {
		v := js.Global().Get("localStorage").Call("getItem", "quintet/"+name)
		if v.Type() == js.TypeString {
			found, b = true, []byte(v.String())
		}
	})
	if err == nil && !found {
		return nil, ErrNotFound
	}
	return b, err
}

func (Local) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	// localStorage.setItem replaces the value in one step, so a save is never half written.
	return guard(func() { js.Global().Get("localStorage").Call("setItem", "quintet/"+name, string(data)) })
}

func (l Local) SetAside(name string) (string, error) {
	b, err := l.Load(name)
	if err != nil {
		return "", err
	}
	aside := fmt.Sprintf("quintet/%s.unreadable-%d", name, time.Now().Unix())
	err = guard(func() {
		ls := js.Global().Get("localStorage")
		ls.Call("setItem", aside, string(b))
		ls.Call("removeItem", "quintet/"+name)
	})
	return aside, err
}

// InDir has no folders to choose in the browser: it is localStorage.
func InDir(string) Store { return Local{} }
