//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// A crash while a save was being written leaves a complete temporary file newer than the save: the
// next start makes it the save instead of deleting it (an older build named it "<name>.<random>.tmp").
func TestCompleteNewerTempIsRecovered(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "quintet")
	os.MkdirAll(dir, 0o755)
	at := func(name, data string, age time.Duration) {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		tm := time.Now().Add(-age)
		os.Chtimes(p, tm, tm)
	}
	at("dials.json", `{"moves":1321}`, 3*time.Minute)
	at("dials.1234567.tmp", `{"moves":1322}`, 2*time.Minute) // newer, complete, older than StaleTemp
	at("clock.json", `{"moves":7}`, 2*time.Minute)
	at("clock.99.tmp", `{"moves":6}`, 3*time.Minute) // older than its save: stale
	at("hash.json", `{"moves":3}`, 3*time.Minute)
	at("hash.5.tmp", `{"moves":4`, 2*time.Minute)  // cut short
	at("flip.8.tmp", `{"moves":2}`, 2*time.Minute) // no save beside it
	d := Open(dir)
	defer d.Close()
	for name, want := range map[string]string{"dials": `{"moves":1322}`, "clock": `{"moves":7}`, "hash": `{"moves":3}`, "flip": `{"moves":2}`} {
		if b, err := d.Load(name); err != nil || string(b) != want {
			t.Errorf("%s: loaded %q, %v; want %q", name, b, err, want)
		}
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %q", left)
	}
}

// holdSync makes every sync of a file in dir wait until the returned release is called.
func holdSync(t *testing.T, dir string) (started chan string, release func()) {
	started = make(chan string, 100)
	gate := make(chan struct{})
	old := fsync
	fsync = func(f *os.File) error {
		if strings.HasPrefix(f.Name(), dir+string(filepath.Separator)) {
			started <- f.Name()
			<-gate
		}
		return old(f)
	}
	var once sync.Once
	release = func() { once.Do(func() { close(gate) }) }
	t.Cleanup(func() { release(); fsync = old })
	return started, release
}

// afterKill copies the files of dir into a new folder: what a killed game leaves on disk at that moment
// (its writer, held at a sync, never runs again over the copy).
func afterKill(t *testing.T, dir string) string {
	t.Helper()
	to := filepath.Join(t.TempDir(), "after-kill")
	os.MkdirAll(to, 0o755)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil {
			os.WriteFile(filepath.Join(to, e.Name()), b, 0o644)
		}
	}
	return to
}

// Moves handed to a Writer while an earlier write waits for the disk are recovered after a kill: each
// Save is on disk (in a complete temporary file) when it returns, not when the write before ends.
func TestWriterSavesSurviveAKillDuringASync(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "quintet")
	started, release := holdSync(t, dir)
	d := Open(dir)
	defer d.Close()
	w := NewWriter(d)
	defer w.Close()
	w.Save("dials", []byte(`{"move":1}`))
	<-started // the first write waits for its sync
	w.Save("dials", []byte(`{"move":2}`))
	w.Save("dials", []byte(`{"move":3}`))
	w.Save("settings", []byte(`{"theme":"light"}`))
	after := afterKill(t, dir) // the game dies here
	release()
	e := Open(after)
	defer e.Close()
	if b, err := e.Load("dials"); err != nil || string(b) != `{"move":3}` {
		t.Errorf("after the kill dials loads %q, %v; want the last save handed over, move 3", b, err)
	}
	if b, err := e.Load("settings"); err != nil || string(b) != `{"theme":"light"}` {
		t.Errorf("after the kill settings loads %q, %v", b, err)
	}
	left, _ := filepath.Glob(filepath.Join(after, "*.tmp"))
	if len(left) != 0 {
		t.Errorf("temporary files left after recovery: %q", left)
	}
}

// A Writer over a folder leaves no temporary files behind and the last save wins, however many saves
// were staged during one slow sync.
func TestWriterStagesAndCommitsTheLatest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "quintet")
	started, release := holdSync(t, dir)
	d := Open(dir)
	defer d.Close()
	w := NewWriter(d)
	w.Save("dials", []byte(`{"move":1}`))
	<-started
	for i := 2; i <= 20; i++ {
		w.Save("dials", []byte(`{"move":`+string(rune('0'+i%10))+`}`))
	}
	release()
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if b, _ := d.Load("dials"); string(b) != `{"move":0}` {
		t.Errorf("saved %q, want the last", b)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %q", left)
	}
}

// The frame loop's part of a save (stage) against the whole write with its syncs (Save), for a
// 200 KB save: what a move costs the frame, and how long a save waits for the disk.
func BenchmarkStage200K(b *testing.B) {
	d := Open(filepath.Join(b.TempDir(), "quintet"))
	defer d.Close()
	data := []byte(`"` + strings.Repeat("x", 200<<10) + `"`)
	for b.Loop() {
		if err := d.stage("dials", data); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	d.commit("dials")
}

func BenchmarkSave200K(b *testing.B) {
	d := Open(filepath.Join(b.TempDir(), "quintet"))
	defer d.Close()
	data := []byte(`"` + strings.Repeat("x", 200<<10) + `"`)
	for b.Loop() {
		if err := d.Save("dials", data); err != nil {
			b.Fatal(err)
		}
	}
}
