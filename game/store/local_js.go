//go:build js

package store

import (
	"fmt"
	"sync"
	"syscall/js"
	"time"
)

// Local stores saves in the browser's localStorage under "quintet/<name>". Every call into JavaScript
// is guarded: storage may be disabled, full or forbidden, and that must become an error, not a crash.
// Tabs share localStorage and take no lock: two tabs each save their own game (see the report on
// issue 12).
type Local struct {
	mu        sync.Mutex
	protected map[string]bool // unreadable saves that could not be set aside: never written over
}

// Default is the localStorage store.
func Default() (Store, error) {
	if err := guard(func() { js.Global().Get("localStorage").Call("getItem", "quintet/probe") }); err != nil {
		return nil, fmt.Errorf("localStorage is not available: %v", err)
	}
	return &Local{protected: map[string]bool{}}, nil
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

func key(name string) string { return "quintet/" + name }

func (l *Local) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	b, found, err := l.get(key(name))
	switch {
	case err == nil && !found:
		return nil, ErrNotFound
	case err == nil && len(b) <= MaxSaveBytes:
		return b, nil
	case err == nil:
		err = fmt.Errorf("it is %d bytes; a save is at most %d", len(b), MaxSaveBytes)
	}
	ue := &UnreadableError{Name: name, Path: "localStorage " + key(name), Err: err}
	if aside, merr := l.setAside(name); merr != nil {
		ue.MoveErr = merr
	} else {
		ue.MovedTo = "localStorage " + aside
	}
	return nil, ue
}

func (l *Local) get(k string) (b []byte, found bool, err error) {
	err = guard(func() {
		v := js.Global().Get("localStorage").Call("getItem", k)
		if v.Type() == js.TypeString {
			found, b = true, []byte(v.String())
		}
	})
	return b, found, err
}

func (l *Local) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if err := checkSize(name, data); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.protected[name] {
		if _, found, err := l.get(key(name)); err != nil || found {
			return fmt.Errorf("not saved: localStorage %s could not be read nor moved aside, so it is kept as it is", key(name))
		}
		delete(l.protected, name)
	}
	// localStorage.setItem replaces the value in one step, so a save is never half written.
	return guard(func() { js.Global().Get("localStorage").Call("setItem", key(name), string(data)) })
}

func (l *Local) SetAside(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.setAside(name)
}

// setAside copies the save to "quintet/<name>.unreadable-<unix time>[-n]" and then removes it; if the
// copy fails (storage full), the save stays and is protected. l.mu is held.
func (l *Local) setAside(name string) (string, error) {
	var aside string
	err := guard(func() {
		ls := js.Global().Get("localStorage")
		v := ls.Call("getItem", key(name))
		if v.Type() != js.TypeString {
			return
		}
		base := fmt.Sprintf("%s.unreadable-%d", key(name), time.Now().Unix())
		aside = base
		for i := 2; ls.Call("getItem", aside).Type() == js.TypeString; i++ {
			aside = fmt.Sprintf("%s-%d", base, i)
		}
		ls.Call("setItem", aside, v)
		ls.Call("removeItem", key(name))
	})
	if err != nil {
		l.protected[name] = true
		return "", err
	}
	if aside == "" {
		return "", ErrNotFound
	}
	delete(l.protected, name)
	return aside, nil
}

// Notes is always empty in the browser.
func (l *Local) Notes() []string { return nil }

// InDir has no folders to choose in the browser: it is localStorage.
func InDir(string) Store { return &Local{protected: map[string]bool{}} }
