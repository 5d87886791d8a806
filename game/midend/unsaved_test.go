package midend

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"quintet/game/session"
	"quintet/game/store"
	"quintet/solver/dials"
)

// fullStore is a store whose writes fail while full is set, as the browser's localStorage does when
// the quota is used up. With hold, it keeps what it could not write in memory and writes it when told
// there is room (room), as the browser's store does; without, it only fails (the native writer's case).
type fullStore struct {
	*store.Memory
	hold bool

	mu      sync.Mutex
	full    bool
	held    map[string][]byte
	written func()
}

var errFull = errors.New("the storage is full")

func (s *fullStore) Save(name string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.full {
		if s.hold {
			s.held[name] = data
		}
		return errFull
	}
	delete(s.held, name)
	return s.Memory.Save(name, data)
}

func (s *fullStore) Load(name string) ([]byte, error) {
	s.mu.Lock()
	b, ok := s.held[name]
	s.mu.Unlock()
	if ok {
		return b, nil
	}
	return s.Memory.Load(name)
}

// room frees the storage and writes what was held, then calls back.
func (s *fullStore) room() {
	s.mu.Lock()
	s.full = false
	for name, data := range s.held {
		s.Memory.Save(name, data)
		delete(s.held, name)
	}
	f := s.written
	s.mu.Unlock()
	if f != nil {
		f()
	}
}

// holdingStore is a fullStore that says what it holds (Unsaved) and calls back when it wrote it.
type holdingStore struct{ *fullStore }

func (s holdingStore) Unsaved() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var names []string
	for n := range s.held {
		names = append(names, n)
	}
	return names
}

func (s holdingStore) OnWritten(f func()) {
	s.mu.Lock()
	s.written = f
	s.mu.Unlock()
}

func unsavedOf(c *Controller) []any {
	u, _ := c.Status()["unsaved"].([]any)
	return u
}

// With the storage full, the game keeps saying it is not saved after the player has dismissed the
// notice (a mark on the status line, and the page's status, which arms the page's warning before it
// closes), until the save is written; then the mark goes and a reload has every move. (The old midend
// said it once, in a notice the next key dismissed, and nothing on screen said so after that.)
func TestUnsavedStaysShownUntilWritten(t *testing.T) {
	st := &fullStore{Memory: store.NewMemory(), hold: true, held: map[string][]byte{}}
	wakes := 0
	c := New(Options{Puzzles: backends(), Store: holdingStore{st}, Page: &fakePage{fragment: "dials:n5q5#1"},
		Seed: seeds(5), Wake: func() { wakes++ }})
	play := func(m string) {
		t.Helper()
		if !c.Play(m) {
			t.Fatalf("move %s refused: %s", m, c.Note())
		}
		c.Step(false)
	}
	play("1")
	if left, _ := c.StatusLine(false, ""); strings.Contains(left, "Not saved") || len(unsavedOf(c)) != 0 {
		t.Fatalf("saved: status %q, unsaved %v; want neither to say it is not saved", left, unsavedOf(c))
	}
	st.mu.Lock()
	st.full = true
	st.mu.Unlock()
	for _, m := range []string{"2", "3", "4"} {
		play(m)
		c.DismissNotices() // the player's next key
		left, _ := c.StatusLine(false, "")
		if !strings.HasPrefix(left, "Not saved") || len(unsavedOf(c)) != 1 {
			t.Fatalf("after move %s with the storage full: status line %q, unsaved %v; want the mark and [dials]", m, left, unsavedOf(c))
		}
	}
	if c.UnsavedWords() == "" {
		t.Errorf("nothing to say while the game is not saved")
	}
	v := c.Version()
	st.room()
	if wakes == 0 {
		t.Errorf("the save written later asked for no frame")
	}
	c.Step(false)
	if left, _ := c.StatusLine(false, ""); strings.Contains(left, "Not saved") || len(unsavedOf(c)) != 0 || c.Version() == v {
		t.Errorf("once written: status %q, unsaved %v, version %d (was %d); want no mark and a redraw", left, unsavedOf(c), c.Version(), v)
	}
	again := New(Options{Puzzles: backends(), Store: holdingStore{st}, Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5)})
	if got := again.Session(again.Current()).Current().Moves; got != 4 {
		t.Errorf("after the reload: %d moves, want 4", got)
	}
}

// Natively (a store that only fails), the status line is marked while the last write of a save failed,
// and the mark goes with the next move's writes (which write again what failed before: the statistics).
func TestUnsavedMarkWhileWritesFail(t *testing.T) {
	st := &fullStore{Memory: store.NewMemory(), held: map[string][]byte{}}
	c := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5)})
	st.full = true
	c.Play("1")
	c.Step(false)
	c.DismissNotices()
	if left, _ := c.StatusLine(false, ""); !strings.HasPrefix(left, "Not saved") || !slices.Contains(unsavedOf(c), any("dials")) {
		t.Fatalf("a failed save: status line %q, unsaved %v; want the mark, and dials among the unsaved", left, unsavedOf(c))
	}
	st.full = false
	c.Play("2")
	c.Step(false)
	if left, _ := c.StatusLine(false, ""); strings.Contains(left, "Not saved") || len(unsavedOf(c)) != 0 {
		t.Errorf("saved again: status line %q, unsaved %v; want no mark", left, unsavedOf(c))
	}
}

// A save another tab wrote in this build's format whose game does not read is kept aside with a
// notice, and this tab's game is saved in its place; it is never written over. (The old midend
// ignored it, and this tab's next save wrote over it.)
func TestUnreadableSaveFromAnotherTabIsKept(t *testing.T) {
	st := store.NewMemory()
	c := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	if !c.Play("1") {
		t.Fatal(c.Note())
	}
	foreign := `{"version":3,"puzzle":"dials","current":0,"entries":[]}`
	if _, err := session.Unmarshal(dials.Backend, []byte(foreign)); err == nil {
		t.Fatal("the test's foreign save reads: it tests nothing")
	}
	st.Save("dials", []byte(foreign)) // the other tab's write
	c.SavedElsewhere("dials")         // and its storage event here
	c.Play("2")
	c.Step(false)
	kept, err := st.Load("dials-unreadable-1")
	if err != nil || string(kept) != foreign {
		t.Errorf("the other tab's save kept aside: %q (%v); want it whole", kept, err)
	}
	if n := c.Note(); !strings.Contains(n, "kept under dials-unreadable-1") {
		t.Errorf("notice %q: want it to say where the other tab's save was kept", n)
	}
	data, err := st.Load("dials")
	if err != nil {
		t.Fatal(err)
	}
	if s, err := session.Unmarshal(dials.Backend, data); err != nil || s.Current().Moves != 2 {
		t.Errorf("the save in its place: %v; want this tab's game with 2 moves", err)
	}
}
