package store

import (
	"errors"
	"sort"
	"sync"
)

// Writer saves off the caller's goroutine (the frame loop): Save only hands the bytes over and
// returns, a goroutine writes them, and while a write is under way newer data for the same name
// replaces older data still waiting, so a burst of moves costs one or two writes. Flush waits for
// every write handed over before it; call it (or Close) on exit so the last move is never lost.
//
// Over a folder (Dir), Save first writes the bytes to a temporary file beside the save, at once,
// without waiting for the disk (well under a millisecond for a 200 KB save): when Save returns, a kill
// of the game loses nothing, because the next start recovers that file. The goroutine then syncs it and
// renames it over the save, so it also survives a power cut once that write ends.
type Writer struct {
	s      Store
	stager stager // s, when it can stage

	mu       sync.Mutex
	cond     *sync.Cond        // signalled when work arrives, a write ends or the writer closes
	pending  map[string][]byte // the latest data not yet written, by name (nil: staged, to commit)
	order    []string          // names in pending, oldest first
	busy     bool              // a write is under way
	closed   bool
	failing  map[string]error  // the last write of each name failed with this
	reported map[string]string // the message Errors last returned for each name
}

// NewWriter starts a writer over s. Stop it with Close.
func NewWriter(s Store) *Writer {
	w := &Writer{s: s, pending: map[string][]byte{}, failing: map[string]error{}, reported: map[string]string{}}
	w.stager, _ = s.(stager)
	w.cond = sync.NewCond(&w.mu)
	go w.run()
	return w
}

// Save queues data to be saved under name and returns at once. The writer keeps data: do not change
// it afterwards (Session.Marshal returns fresh bytes each time). After Close, Save writes at once.
func (w *Writer) Save(name string, data []byte) {
	if data == nil {
		data = []byte{} // nil marks a staged save
	}
	w.mu.Lock()
	if w.closed {
		for len(w.order) > 0 || w.busy {
			w.cond.Wait() // the goroutine's last writes go first
		}
		w.recordLocked(name, w.s.Save(name, data))
		w.mu.Unlock()
		return
	}
	if _, ok := w.pending[name]; !ok {
		w.order = append(w.order, name)
	}
	if w.stager != nil && w.stager.stage(name, data) == nil {
		data = nil // on disk already; the goroutine commits it
	} // else the goroutine's Save tries again, and reports why it fails
	w.pending[name] = data
	w.cond.Broadcast()
	w.mu.Unlock()
}

func (w *Writer) run() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for {
		for len(w.order) == 0 && !w.closed {
			w.cond.Wait()
		}
		if len(w.order) == 0 {
			return // closed and nothing left
		}
		name := w.order[0]
		w.order = w.order[1:]
		data := w.pending[name]
		delete(w.pending, name)
		w.busy = true
		w.mu.Unlock()
		var err error
		if data == nil {
			err = w.stager.commit(name)
		} else {
			err = w.s.Save(name, data)
		}
		w.mu.Lock()
		w.busy = false
		w.recordLocked(name, err)
		w.cond.Broadcast()
	}
}

// stager is a store that can write a save in two steps: stage (quick, on the caller's goroutine; the
// data then survives the game being killed) and commit (the slow sync, and the replace).
type stager interface {
	stage(name string, data []byte) error
	commit(name string) error
}

func (w *Writer) recordLocked(name string, err error) {
	if err == nil {
		delete(w.failing, name)
		delete(w.reported, name) // a later failure is news again
		return
	}
	w.failing[name] = err
}

// Flush waits until everything handed to Save before it is written (or failed), and returns the
// errors of the names whose last write failed.
func (w *Writer) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	for len(w.order) > 0 || w.busy {
		w.cond.Wait()
	}
	return w.failingLocked()
}

func (w *Writer) failingLocked() error {
	names := make([]string, 0, len(w.failing))
	for n := range w.failing {
		names = append(names, n)
	}
	sort.Strings(names)
	errs := make([]error, 0, len(names))
	for _, n := range names {
		errs = append(errs, w.failing[n])
	}
	return errors.Join(errs...)
}

// Failing names the saves whose last write failed, sorted.
func (w *Writer) Failing() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	names := make([]string, 0, len(w.failing))
	for n := range w.failing {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Errors returns the write errors the caller has not been told yet: each name's failure once, until
// a write of that name succeeds again or fails differently. It never blocks on a write, so the frame
// loop can call it every frame.
func (w *Writer) Errors() []error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.failing) == 0 {
		return nil
	}
	var out []error
	names := make([]string, 0, len(w.failing))
	for n := range w.failing {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		err := w.failing[n]
		if w.reported[n] != err.Error() {
			w.reported[n] = err.Error()
			out = append(out, err)
		}
	}
	return out
}

// Close writes what is pending, stops the writer's goroutine and returns Flush's result. Saves after
// Close are written at once, on the caller's goroutine.
func (w *Writer) Close() error {
	w.mu.Lock()
	w.closed = true
	w.cond.Broadcast()
	w.mu.Unlock()
	return w.Flush()
}
