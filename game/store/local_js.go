//go:build js

package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"time"
)

// Local stores saves in the browser's localStorage under "quintet/<name>". Every call into JavaScript
// is guarded: storage may be disabled, full or forbidden, and that must become an error, not a crash.
// Even the localStorage property is read through a guarded call (Reflect.get): with site data blocked,
// reading it throws, and a property read from Go is not guarded by wasm_exec.js.
//
// A save that cannot be written (the storage is full) is kept in memory: Load returns it, and it is
// written again every few seconds, with the next save and when the page is hidden or closed, until it
// is written. Before a save replaces what another tab or another version of the game wrote, that is
// checked: a save this build could not read (not JSON, or a newer format than the one being written)
// is copied aside first, never written over; so is one in this build's format whose game does not
// read (CheckWith). Tabs share localStorage and take no lock: two tabs each
// save their own game (see the report on issue 12).
type Local struct {
	mu        sync.Mutex
	ls        js.Value                             // window.localStorage, once read
	protected map[string]bool                      // unreadable saves that could not be set aside: never written over
	written   map[string]string                    // the last value this store wrote under each name
	unsaved   map[string][]byte                    // saves that could not be written yet, newest of each name
	retrying  bool                                 // a goroutine retries the unsaved ones
	notes     []string                             // for Notes
	onWritten func()                               // called when a save held in memory is written (OnWritten)
	check     func(name string, data []byte) error // CheckWith: can this build read a save
}

// retryEvery is how often saves that could not be written are tried again.
const retryEvery = 3 * time.Second

// errBlocked is what the player reads when the page may not keep data at all.
var errBlocked = errors.New("this browser does not let this page keep data")

// Default is the localStorage store. It fails when the page may not use localStorage.
func Default() (Store, error) {
	l := newLocal()
	if _, err := l.storage(); err != nil {
		return nil, errBlocked
	}
	if err := guard(func() { l.ls.Call("getItem", "quintet/probe") }); err != nil {
		return nil, errBlocked
	}
	// When the page is hidden or closed, one more try at what could not be written.
	guard(func() {
		retry := js.FuncOf(func(js.Value, []js.Value) any {
			l.mu.Lock()
			l.retryLocked()
			l.mu.Unlock()
			return nil
		})
		js.Global().Call("addEventListener", "pagehide", retry)
		js.Global().Get("document").Call("addEventListener", "visibilitychange", retry)
	})
	return l, nil
}

func newLocal() *Local {
	return &Local{protected: map[string]bool{}, written: map[string]string{}, unsaved: map[string][]byte{}}
}

// storage returns window.localStorage, reading the property through a guarded call.
func (l *Local) storage() (js.Value, error) {
	if l.ls.Type() == js.TypeObject {
		return l.ls, nil
	}
	var ls js.Value
	err := guard(func() { ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage") })
	if err != nil {
		return js.Value{}, err
	}
	if ls.Type() != js.TypeObject {
		return js.Value{}, errBlocked
	}
	l.ls = ls
	return ls, nil
}

func guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				err = e // a js.Error keeps the exception, whose name tells a full storage
			} else {
				err = fmt.Errorf("%v", r)
			}
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
	if b, ok := l.unsaved[name]; ok {
		return b, nil // newer than what storage holds
	}
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
	ls, err := l.storage()
	if err != nil {
		return nil, false, err
	}
	err = guard(func() {
		v := ls.Call("getItem", k)
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
	delete(l.unsaved, name)
	err := l.write(name, data)
	if err != nil {
		l.unsaved[name] = data
		l.startRetryLocked()
	} else {
		l.retryLocked() // room was found: the others may fit too
	}
	return err
}

// write writes one save. l.mu is held.
func (l *Local) write(name string, data []byte) error {
	ls, err := l.storage()
	if err != nil {
		return writeError(err)
	}
	if l.protected[name] {
		// An unreadable save that could not be moved aside: try again, and never write over it.
		aside, err := l.setAside(name)
		switch {
		case err == nil:
			l.notes = append(l.notes, fmt.Sprintf("The unreadable saved %s game is kept under %s now.", name, aside))
		case !errors.Is(err, ErrNotFound):
			return fmt.Errorf("not saved: the unreadable save in its place could not be moved aside yet (%w), and it is not written over", writeError(err))
		}
	}
	if err := l.keepForeign(name, data); err != nil {
		return err
	}
	// localStorage.setItem replaces the value in one step, so a save is never half written.
	s := string(data)
	if err := guard(func() { ls.Call("setItem", key(name), s) }); err != nil {
		return writeError(err)
	}
	l.written[name] = s
	return nil
}

// keepForeign copies aside the save under name when this store did not write it and this build could
// not read it: it is not JSON, or its format version is newer than the one of data. l.mu is held.
func (l *Local) keepForeign(name string, data []byte) error {
	old, found, err := l.get(key(name))
	if err != nil {
		return writeError(err)
	}
	if !found || string(old) == l.written[name] {
		return nil
	}
	var was, now struct {
		Version *float64 `json:"version"`
	}
	why := ""
	if json.Unmarshal(old, &was) != nil {
		why = "could not be read"
	} else if json.Unmarshal(data, &now) == nil && was.Version != nil && now.Version != nil && *was.Version > *now.Version {
		why = "was written by a newer version of Quintet"
	} else if l.check != nil {
		if err := l.check(name, old); err != nil {
			why = fmt.Sprintf("could not be read (%v)", err) // JSON in this format, but not a game this build can play
		}
	}
	if why == "" {
		return nil // another tab's save this build reads: the newer one wins, as always
	}
	aside, err := l.setAside(name)
	if err != nil {
		return fmt.Errorf("not saved: the save found in its place %s and could not be kept elsewhere (%w), so it is left as it is", why, writeError(err))
	}
	l.notes = append(l.notes, fmt.Sprintf("A saved %s game found in this browser %s; it was kept under %s, not written over.", name, why, aside))
	return nil
}

// writeError is a failed write in words a player reads, whatever the browser's exception said.
func writeError(err error) error {
	var je js.Error
	if errors.As(err, &je) {
		name := ""
		guard(func() { name = je.Get("name").String() })
		if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
			return errFull
		}
	}
	if errors.Is(err, errBlocked) {
		return err
	}
	return errRefused
}

var (
	errFull    = errors.New("this browser's storage for the game is full. The game goes on, and is saved as soon as there is room")
	errRefused = errors.New("this browser refused to store it. The game goes on, and is saved as soon as the browser allows it")
)

// startRetryLocked starts the goroutine that retries the unsaved saves, if it is not running.
func (l *Local) startRetryLocked() {
	if l.retrying {
		return
	}
	l.retrying = true
	go func() {
		for {
			time.Sleep(retryEvery)
			l.mu.Lock()
			l.retryLocked()
			if len(l.unsaved) == 0 {
				l.retrying = false
				l.mu.Unlock()
				return
			}
			l.mu.Unlock()
		}
	}()
}

// retryLocked writes what could not be written before. l.mu is held.
func (l *Local) retryLocked() {
	if len(l.unsaved) == 0 {
		return
	}
	for name, data := range l.unsaved {
		if l.write(name, data) == nil {
			delete(l.unsaved, name)
		}
	}
	if len(l.unsaved) == 0 {
		l.notes = append(l.notes, "The games that could not be saved are saved now.")
		if l.onWritten != nil {
			l.onWritten()
		}
	}
}

// Unsaved names the saves held in memory because they could not be written yet.
func (l *Local) Unsaved() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	names := make([]string, 0, len(l.unsaved))
	for n := range l.unsaved {
		names = append(names, n)
	}
	return names
}

// OnWritten sets f to be called when the saves held in memory have all been written after all (from
// the retrying goroutine or an event handler): the game draws a frame and its "not saved" mark goes.
func (l *Local) OnWritten(f func()) {
	l.mu.Lock()
	l.onWritten = f
	l.mu.Unlock()
}

// CheckWith sets how a save another tab wrote is checked before this store writes over it: a save in
// this build's format that check cannot read either is set aside like one that is not JSON.
func (l *Local) CheckWith(check func(name string, data []byte) error) {
	l.mu.Lock()
	l.check = check
	l.mu.Unlock()
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
	ls, err := l.storage()
	if err == nil {
		err = guard(func() {
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
	}
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

// Notes returns, once each, what the player should know about the saves that no call returned as an
// error: a save kept aside before it would have been written over, and saves written after all.
func (l *Local) Notes() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := l.notes
	l.notes = nil
	return n
}

// InDir has no folders to choose in the browser: it is localStorage.
func InDir(string) Store { return newLocal() }

// Export hands a file the player keeps (a game saved to a file) to the browser as a download named
// file, whatever the store (the browser downloads even where the page may keep no data). It returns
// where the player finds it.
func Export(_ Store, file string, data []byte) (where string, err error) {
	err = guard(func() {
		arr := js.Global().Get("Uint8Array").New(len(data))
		js.CopyBytesToJS(arr, data)
		blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
		url := js.Global().Get("URL").Call("createObjectURL", blob)
		doc := js.Global().Get("document")
		a := doc.Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", file)
		a.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", a)
		a.Call("click")
		a.Call("remove")
		// The download has its own copy once started; the URL goes after the click's task.
		var revoke js.Func
		revoke = js.FuncOf(func(js.Value, []js.Value) any {
			guard(func() { js.Global().Get("URL").Call("revokeObjectURL", url) })
			revoke.Release()
			return nil
		})
		js.Global().Call("setTimeout", revoke, 60000)
	})
	if err != nil {
		return "", fmt.Errorf("the browser did not download it (%v)", err)
	}
	return "your downloads as " + file, nil
}
