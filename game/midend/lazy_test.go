package midend

import (
	"strings"
	"sync"
	"testing"

	"quintet/game/store"
)

// countingStore counts the loads of each save.
type countingStore struct {
	*store.Memory
	mu    sync.Mutex
	loads map[string]int
}

func (s *countingStore) Load(name string) ([]byte, error) {
	s.mu.Lock()
	s.loads[name]++
	s.mu.Unlock()
	return s.Memory.Load(name)
}

// Start-up reads only what the first screen needs: the puzzle the address opens; the menu sums up the
// others from the first bytes of their saves; each other game is read when it is first opened.
func TestStartReadsOnlyWhatTheFirstScreenNeeds(t *testing.T) {
	mem := store.NewMemory()
	first := newController(mem, &fakePage{fragment: "clock:n4k2r#3"})
	first.Play("0")
	first.Play("X")
	first.OpenNamed("dials")
	first.Play("1")
	first.ToMenu()
	first.Close()
	st := &countingStore{Memory: mem, loads: map[string]int{}}
	c := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{fragment: "dials:n5q5#5"}, Seed: seeds(9)})
	if c.sessions[c.index("clock")] != nil || c.sessions[c.index("hash")] != nil || st.loads["clock"] != 0 || st.loads["hash"] != 0 {
		t.Fatalf("start-up read more than the open puzzle: loads %v", st.loads)
	}
	ci := c.index("clock")
	sum, played := c.Summary(ci)
	if !played || sum.Moves != 2 || c.sessions[ci] != nil {
		t.Fatalf("the menu's summary of Clock: %+v, played %v, built %v", sum, played, c.sessions[ci] != nil)
	}
	if _, played := c.Summary(c.index("hash")); played {
		t.Fatal("a puzzle never played is summed up as played")
	}
	c.OpenNamed("clock")
	if s := c.Session(ci); s.Current().Moves != 2 {
		t.Fatalf("Clock opened at %d moves", s.Current().Moves)
	}
	for c.Prepare() {
	}
	if c.Pending() {
		t.Fatal("Prepare left a puzzle unread")
	}
}

// Settings that cannot be read are kept aside like any save, not written over.
func TestUnreadableSettingsAreKept(t *testing.T) {
	mem := store.NewMemory()
	mem.Save("settings", []byte(`{"theme":`))
	c := newController(mem, &fakePage{})
	if !strings.Contains(c.Note(), "settings could not be read") {
		t.Fatalf("said %q", c.Note())
	}
	c.ToggleTheme()
	c.Close()
	if b, err := mem.Load("settings-unreadable-1"); err != nil || string(b) != `{"theme":` {
		t.Fatalf("the unreadable settings: %q, %v", b, err)
	}
}

// A save whose history goes wrong resumes from the last good entry, and the whole file is kept aside.
func TestPartlyBadSaveResumesFromTheLastGoodEntry(t *testing.T) {
	mem := store.NewMemory()
	a := newController(mem, &fakePage{fragment: "dials:n5q5#1"})
	for _, m := range []string{"1", "2", "3"} {
		a.Play(m)
	}
	a.Close()
	data, _ := mem.Load("dials")
	bad := strings.Replace(string(data), `{"kind":"move","move":"3"}`, `{"kind":"move","move":"9"}`, 1)
	mem.Save("dials", []byte(bad))
	b := newController(mem, &fakePage{})
	b.OpenNamed("dials")
	if s := b.Session(b.index("dials")); s.Current().Moves != 2 {
		t.Fatalf("resumed at %d moves, want the 2 before the bad one", s.Current().Moves)
	}
	if !strings.Contains(b.Note(), "goes wrong after") {
		t.Fatalf("said %q", b.Note())
	}
	if kept, err := mem.Load("dials-unreadable-1"); err != nil || string(kept) != bad {
		t.Fatalf("the whole file is not kept: %v", err)
	}
}
