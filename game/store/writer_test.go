package store

import (
	"errors"
	"sync"
	"testing"
)

// gateStore is a Memory whose Save waits for the test to open the gate, and counts writes.
type gateStore struct {
	*Memory
	gate    chan struct{} // one receive per Save
	started chan string   // a Save began
	mu      sync.Mutex
	writes  map[string]int
	fail    error
}

func newGateStore() *gateStore {
	return &gateStore{Memory: NewMemory(), gate: make(chan struct{}), started: make(chan string, 100), writes: map[string]int{}}
}

func (g *gateStore) Save(name string, data []byte) error {
	g.started <- name
	<-g.gate
	g.mu.Lock()
	g.writes[name]++
	err := g.fail
	g.mu.Unlock()
	if err != nil {
		return err
	}
	return g.Memory.Save(name, data)
}

func (g *gateStore) count(name string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.writes[name]
}

// While a write is under way, newer saves of a name replace older ones still waiting: a burst of
// moves costs two writes, and the last data wins. Flush waits for it.
func TestWriterCoalescesAndFlushes(t *testing.T) {
	g := newGateStore()
	w := NewWriter(g)
	defer func() {
		close(g.gate)
		w.Close()
	}()
	w.Save("dials", []byte("1"))
	<-g.started // the first write is under way and blocked
	for _, v := range []string{"2", "3", "4"} {
		w.Save("dials", []byte(v)) // returns at once though the store is blocked
	}
	w.Save("clock", []byte("c"))
	flushed := make(chan error)
	go func() { flushed <- w.Flush() }()
	g.gate <- struct{}{} // finish "1"
	for i := 0; i < 2; i++ {
		<-g.started
		g.gate <- struct{}{}
	}
	if err := <-flushed; err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Load("dials"); string(b) != "4" {
		t.Fatalf("dials saved %q, want the latest, 4", b)
	}
	if b, _ := g.Load("clock"); string(b) != "c" {
		t.Fatalf("clock saved %q", b)
	}
	if n := g.count("dials"); n != 2 {
		t.Fatalf("dials written %d times, want 2 (the first, then the latest)", n)
	}
}

// Errors reports each name's failure once, and again only after a success or a different failure.
func TestWriterReportsErrorsOnce(t *testing.T) {
	g := newGateStore()
	close(g.gate)
	w := NewWriter(g)
	defer w.Close()
	g.fail = errors.New("disk full")
	w.Save("dials", []byte("1"))
	if err := w.Flush(); err == nil || err.Error() != "disk full" {
		t.Fatalf("Flush = %v", err)
	}
	if errs := w.Errors(); len(errs) != 1 || errs[0].Error() != "disk full" {
		t.Fatalf("Errors = %v", errs)
	}
	w.Save("dials", []byte("2"))
	w.Flush()
	if errs := w.Errors(); len(errs) != 0 {
		t.Fatalf("the same failure reported again: %v", errs)
	}
	g.mu.Lock()
	g.fail = nil
	g.mu.Unlock()
	w.Save("dials", []byte("3"))
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	g.mu.Lock()
	g.fail = errors.New("disk full")
	g.mu.Unlock()
	w.Save("dials", []byte("4"))
	w.Flush()
	if errs := w.Errors(); len(errs) != 1 {
		t.Fatalf("a failure after a success was not reported: %v", errs)
	}
}

// Close writes what is pending; a Save after Close is written before it returns.
func TestWriterCloseWritesEverything(t *testing.T) {
	m := NewMemory()
	w := NewWriter(m)
	for i := 0; i < 100; i++ {
		w.Save("dials", []byte{byte(i)})
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if b, _ := m.Load("dials"); len(b) != 1 || b[0] != 99 {
		t.Fatalf("saved %v, want the last", b)
	}
	w.Save("dials", []byte("after"))
	if b, _ := m.Load("dials"); string(b) != "after" {
		t.Fatalf("a Save after Close was not written: %q", b)
	}
}
