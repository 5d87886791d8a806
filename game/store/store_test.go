//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

func openTest(t *testing.T) *Dir {
	t.Helper()
	d := Open(filepath.Join(t.TempDir(), "quintet"))
	t.Cleanup(func() { d.Close() })
	if err := d.ReadOnly(); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDirSaveLoadSetAside(t *testing.T) {
	d := openTest(t)
	if _, err := d.Load("dials"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("empty store: %v", err)
	}
	for _, v := range []string{"one", "two"} {
		if err := d.Save("dials", []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	if b, err := d.Load("dials"); err != nil || string(b) != "two" {
		t.Fatalf("Load = %q, %v", b, err)
	}
	left, _ := os.ReadDir(d.Path())
	if len(left) != 2 { // dials.json and .lock
		t.Fatalf("temporary files left behind: %v", left)
	}
	aside, err := d.SetAside("dials")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(aside); string(b) != "two" {
		t.Fatal("the set-aside file lost its contents")
	}
	if _, err := d.Load("dials"); !errors.Is(err, ErrNotFound) {
		t.Fatal("save still there after SetAside")
	}
	// A second SetAside in the same millisecond never renames over the first.
	d.Save("dials", []byte("three"))
	aside2, err := d.SetAside("dials")
	if err != nil || aside2 == aside {
		t.Fatalf("second SetAside: %q, %v", aside2, err)
	}
	if b, _ := os.ReadFile(aside); string(b) != "two" {
		t.Fatal("the second SetAside overwrote the first")
	}
	for _, bad := range []string{"../x", "", "Dials", "a/b", strings.Repeat("a", 33)} {
		if err := d.Save(bad, nil); err == nil {
			t.Errorf("Save(%q) accepted", bad)
		}
		if _, err := d.Load(bad); err == nil {
			t.Errorf("Load(%q) accepted", bad)
		}
	}
	if err := d.Save("dials", make([]byte, MaxSaveBytes+1)); err == nil {
		t.Fatal("a save larger than MaxSaveBytes was written")
	}
}

// A save the game cannot read, for whatever reason, is moved aside with its contents intact, Load
// says so, and the next Save writes a fresh file instead of replacing it.
func TestUnreadableSaveIsMovedAside(t *testing.T) {
	tests := []struct {
		name    string
		make    func(path string) error
		wantErr string
	}{
		{"a folder named dials.json", func(p string) error {
			if err := os.Mkdir(p, 0o755); err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(p, "inside"), []byte("keep me"), 0o644)
		}, "folder"},
		{"a FIFO named dials.json (would block a plain open)", func(p string) error {
			return syscall.Mkfifo(p, 0o644)
		}, "not a regular file"},
		{"a save larger than MaxSaveBytes", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			f.Write([]byte("keep me"))
			f.Truncate(400 << 20) // sparse: costs no disk
			return f.Close()
		}, "bytes"},
		{"a dangling symlink", func(p string) error {
			return os.Symlink(p+".nowhere", p)
		}, ""}, // a dangling link reads as absent: there is nothing to lose
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := openTest(t)
			path := filepath.Join(d.Path(), "dials.json")
			if err := tc.make(path); err != nil {
				t.Skipf("cannot make it here: %v", err)
			}
			before := snapshot(t, path)
			done := make(chan error, 1)
			var data []byte
			go func() {
				var err error
				data, err = d.Load("dials")
				done <- err
			}()
			var err error
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				t.Fatal("Load blocked")
			}
			if tc.wantErr == "" {
				if !errors.Is(err, ErrNotFound) {
					t.Fatalf("Load = %q, %v; want ErrNotFound", data, err)
				}
				return
			}
			var ue *UnreadableError
			if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.wantErr) || ue.Kept() {
				t.Fatalf("Load error %v; want an UnreadableError mentioning %q, moved aside", err, tc.wantErr)
			}
			if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), ue.MovedTo) {
				t.Fatalf("the message does not say which and where: %v", err)
			}
			if got := snapshot(t, ue.MovedTo); got != before {
				t.Fatalf("moved save differs:\n%s\nwant\n%s", got, before)
			}
			if err := d.Save("dials", []byte("new")); err != nil {
				t.Fatal(err)
			}
			if got := snapshot(t, ue.MovedTo); got != before {
				t.Fatal("saving changed the moved save")
			}
		})
	}
}

// snapshot describes what is at path: its type, and a file's first bytes or a folder's listing.
func snapshot(t *testing.T, path string) string {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatalf("nothing at %s: %v", path, err)
	}
	s := fi.Mode().Type().String()
	switch {
	case fi.IsDir():
		es, _ := os.ReadDir(path)
		for _, e := range es {
			b, _ := os.ReadFile(filepath.Join(path, e.Name()))
			s += " " + e.Name() + "=" + string(b)
		}
	case fi.Mode().IsRegular():
		f, _ := os.Open(path)
		b := make([]byte, 16)
		n, _ := io.ReadFull(f, b)
		f.Close()
		s += fmt.Sprintf(" size %d %q", fi.Size(), b[:n])
	}
	return s
}

// Reading an oversized save allocates nothing like its size.
func TestOversizeSaveIsNotRead(t *testing.T) {
	d := openTest(t)
	path := filepath.Join(d.Path(), "clock.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(400 << 20)
	f.Close()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	_, err = d.Load("clock")
	runtime.ReadMemStats(&m1)
	if err == nil {
		t.Fatal("a 400 MB save was loaded")
	}
	if got := m1.TotalAlloc - m0.TotalAlloc; got > 1<<20 {
		t.Fatalf("loading a 400 MB save allocated %d bytes", got)
	}
}

// A save made unreadable whose folder cannot be written either cannot be moved aside: Save then
// refuses to replace it, until the player moves it away.
func TestUnmovableUnreadableSaveIsProtected(t *testing.T) {
	d := openTest(t)
	path := filepath.Join(d.Path(), "dials.json")
	os.Mkdir(path, 0o755)
	os.WriteFile(filepath.Join(path, "inside"), []byte("keep me"), 0o644)
	rename = func(string, string) error { return &os.LinkError{Op: "rename", Err: syscall.EBUSY} }
	defer func() { rename = os.Rename }()
	_, err := d.Load("dials")
	var ue *UnreadableError
	if !errors.As(err, &ue) || !ue.Kept() || !strings.Contains(err.Error(), "will not be saved over") {
		t.Fatalf("Load: %v", err)
	}
	if err := d.Save("dials", []byte("new")); err == nil || !strings.Contains(err.Error(), "move or remove it") {
		t.Fatalf("Save over a protected save: %v", err)
	}
	if _, err := d.SetAside("dials"); err == nil {
		t.Fatal("SetAside succeeded with rename failing")
	}
	if err := d.Save("dials", []byte("new")); err == nil {
		t.Fatal("Save over a protected save after a failed SetAside")
	}
	if b, _ := os.ReadFile(filepath.Join(path, "inside")); string(b) != "keep me" {
		t.Fatal("the protected save changed")
	}
	rename = os.Rename
	os.Rename(path, path+".moved-by-player")
	if err := d.Save("dials", []byte("new")); err != nil {
		t.Fatalf("Save after the player moved it away: %v", err)
	}
}

// A save with bad contents that SetAside cannot move is protected too.
func TestFailedSetAsideProtects(t *testing.T) {
	d := openTest(t)
	d.Save("hash", []byte("bad contents"))
	if _, err := d.Load("hash"); err != nil {
		t.Fatal(err)
	}
	rename = func(string, string) error { return &os.LinkError{Op: "rename", Err: syscall.EBUSY} }
	defer func() { rename = os.Rename }()
	if _, err := d.SetAside("hash"); err == nil {
		t.Fatal("SetAside succeeded")
	}
	if err := d.Save("hash", []byte("new")); err == nil {
		t.Fatal("saved over a save that could not be set aside")
	}
	if b, _ := os.ReadFile(filepath.Join(d.Path(), "hash.json")); string(b) != "bad contents" {
		t.Fatalf("the save became %q", b)
	}
}

// Save of a name never loaded checks what is there first: an unreadable save is moved aside (and
// Notes says so), never replaced.
func TestSaveWithoutLoadMovesUnreadableAside(t *testing.T) {
	d := openTest(t)
	path := filepath.Join(d.Path(), "settings.json")
	os.Mkdir(path, 0o755)
	if err := d.Save("settings", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	notes := d.Notes()
	if len(notes) != 1 || !strings.Contains(notes[0], "moved to") {
		t.Fatalf("notes %q", notes)
	}
	if len(d.Notes()) != 0 {
		t.Fatal("a note was given twice")
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "{}" {
		t.Fatalf("saved %q, %v", b, err)
	}
}

func TestStaleTempFilesAreRemoved(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "quintet")
	os.MkdirAll(dir, 0o755)
	old := time.Now().Add(-2 * StaleTemp)
	files := []struct {
		name     string
		old      bool
		survives bool
	}{
		{"dials.123456.tmp", true, false},
		{"clock.9.tmp", true, false},
		{"hash.777.tmp", false, true}, // fresh: maybe being written by an older build without the lock
		{"notes.tmp", true, true},     // not a name Save makes
		{"Dials.1.tmp", true, true},   // nor this
		{"dials.json", true, true},
		{"dials.unreadable-20260101-000000.000.json", true, true},
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		os.WriteFile(p, []byte("x"), 0o644)
		if f.old {
			os.Chtimes(p, old, old)
		}
	}
	d := Open(dir)
	defer d.Close()
	for _, f := range files {
		_, err := os.Stat(filepath.Join(dir, f.name))
		if (err == nil) != f.survives {
			t.Errorf("%s: exists %v, want %v", f.name, err == nil, f.survives)
		}
	}
	// A second copy on the folder removes nothing.
	p := filepath.Join(dir, "dials.5.tmp")
	os.WriteFile(p, []byte("x"), 0o644)
	os.Chtimes(p, old, old)
	e := Open(dir)
	defer e.Close()
	if _, err := os.Stat(p); err != nil {
		t.Fatal("the second copy removed a temporary file")
	}
}

// Two stores on one folder: the second only reads, says so once, and never replaces a save.
func TestSecondStoreOnAFolderOnlyReads(t *testing.T) {
	first := openTest(t)
	if n := first.Notes(); len(n) != 0 {
		t.Fatalf("the first store has notes: %q", n)
	}
	first.Save("dials", []byte("first"))
	second := Open(first.Path())
	defer second.Close()
	if err := second.ReadOnly(); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("second store ReadOnly = %v", err)
	}
	notes := second.Notes()
	if len(notes) != 1 || !strings.Contains(notes[0], "another copy") || !strings.Contains(notes[0], first.Path()) {
		t.Fatalf("second store notes %q", notes)
	}
	if len(second.Notes()) != 0 {
		t.Fatal("the note came twice")
	}
	if b, err := second.Load("dials"); err != nil || string(b) != "first" {
		t.Fatalf("second store cannot read: %q, %v", b, err)
	}
	if err := second.Save("dials", []byte("second")); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("second store Save = %v", err)
	}
	if _, err := second.SetAside("dials"); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("second store SetAside = %v", err)
	}
	if b, _ := first.Load("dials"); string(b) != "first" {
		t.Fatalf("the save became %q", b)
	}
	// Once the first copy ends, a new one writes.
	first.Close()
	third := Open(first.Path())
	defer third.Close()
	if err := third.ReadOnly(); err != nil {
		t.Fatal(err)
	}
}

// --- tests in another process -------------------------------------------------------------------

// helperResult is what the helper process reports.
type helperResult struct {
	ReadOnly string   `json:"read_only"`
	Notes    []string `json:"notes"`
	LoadErr  string   `json:"load_err"`
	Kept     bool     `json:"kept"`
	MovedTo  string   `json:"moved_to"`
	SaveErr  string   `json:"save_err"`
}

// TestMain doubles as the helper process of the tests below: with $QUINTET_STORE_DIR set (maybe as
// another user) it opens that store, loads and saves "dials", and prints what happened.
func TestMain(m *testing.M) {
	if dir := os.Getenv("QUINTET_STORE_DIR"); dir != "" {
		b, _ := json.Marshal(runHelperInProcess(dir))
		fmt.Printf("RESULT %s\n", b)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runHelper runs the test binary as the helper on dir, as user nobody when asNobody.
func runHelper(t *testing.T, dir string, asNobody bool) helperResult {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	var cmd *exec.Cmd
	if asNobody {
		// The test binary sits in a folder only its owner can enter: give nobody a copy.
		bin := filepath.Join(filepath.Dir(dir), "store.test")
		if err := copyFile(self, bin); err != nil {
			t.Fatal(err)
		}
		cmd = exec.Command("setpriv", append([]string{"--reuid=65534", "--regid=65534", "--clear-groups", "--", bin}, args...)...)
	} else {
		cmd = exec.Command(self, args...)
	}
	cmd.Env = append(os.Environ(), "QUINTET_STORE_DIR="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("helper: %v\n%s", err, out)
	}
	i := bytes.Index(out, []byte("RESULT "))
	if i < 0 {
		t.Fatalf("helper printed no result:\n%s", out)
	}
	var r helperResult
	line, _, _ := bytes.Cut(out[i+len("RESULT "):], []byte("\n"))
	if err := json.Unmarshal(line, &r); err != nil {
		t.Fatalf("helper result %q: %v", line, err)
	}
	return r
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o755)
}

// A second process on a folder whose lock is held only reads and says so.
func TestSecondProcessOnlyReads(t *testing.T) {
	first := openTest(t)
	first.Save("dials", []byte("first"))
	r := runHelper(t, first.Path(), false)
	if r.ReadOnly == "" || len(r.Notes) != 1 || !strings.Contains(r.Notes[0], "another copy") {
		t.Fatalf("second process: %+v", r)
	}
	if !strings.Contains(r.SaveErr, "read-only") {
		t.Fatalf("second process saved: %+v", r)
	}
	if b, _ := first.Load("dials"); string(b) != "first" {
		t.Fatalf("the save became %q", b)
	}
	// Once the first store is closed, another process writes.
	first.Close()
	if r := runHelper(t, first.Path(), false); r.ReadOnly != "" || r.SaveErr != "" {
		t.Fatalf("after the first closed: %+v", r)
	}
}

// sharedDir makes a folder every user can reach (t.TempDir is private to root) and removes it later.
func sharedDir(t *testing.T) (parent, dir string) {
	t.Helper()
	parent, err := os.MkdirTemp("", "quintet-store-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(parent) })
	os.Chmod(parent, 0o755)
	dir = filepath.Join(parent, "quintet")
	return parent, dir
}

// canDeny reports how a real permission denial can be made here: running as a normal user chmod
// does it; as root the helper runs as nobody through setpriv.
func canDeny(t *testing.T) (asNobody bool) {
	if os.Geteuid() != 0 {
		return false
	}
	if _, err := exec.LookPath("setpriv"); err != nil {
		t.Skip("running as root without setpriv: a permission denial cannot be made here")
	}
	return true
}

// The measured bug: a save the player cannot read (owned by root after a run under sudo) was replaced
// by a new game's first save. Now it is moved aside when the folder allows, with its contents.
func TestPermissionDeniedSaveIsMovedAside(t *testing.T) {
	asNobody := canDeny(t)
	_, dir := sharedDir(t)
	os.MkdirAll(dir, 0o777)
	os.Chmod(dir, 0o777) // the player's folder: the player may rename in it
	path := filepath.Join(dir, "dials.json")
	os.WriteFile(path, []byte("root's save"), 0o600)
	if !asNobody {
		os.Chmod(path, 0)
	}
	var r helperResult
	if asNobody {
		r = runHelper(t, dir, true)
	} else {
		r = runHelperInProcess(dir)
	}
	if !strings.Contains(r.LoadErr, "permission denied") || r.Kept || r.MovedTo == "" || r.SaveErr != "" {
		t.Fatalf("helper: %+v", r)
	}
	os.Chmod(r.MovedTo, 0o600)
	if b, err := os.ReadFile(r.MovedTo); err != nil || string(b) != "root's save" {
		t.Fatalf("moved save: %q, %v", b, err)
	}
	if b, _ := os.ReadFile(path); string(b) != "helper" {
		t.Fatalf("the new save is %q", b)
	}
}

// When the folder does not let the player rename either, the unreadable save stays and Save refuses.
func TestPermissionDeniedSaveInLockedFolderIsProtected(t *testing.T) {
	asNobody := canDeny(t)
	_, dir := sharedDir(t)
	os.MkdirAll(dir, 0o755)
	path := filepath.Join(dir, "dials.json")
	os.WriteFile(path, []byte("root's save"), 0o600)
	var r helperResult
	if asNobody {
		r = runHelper(t, dir, true)
	} else {
		os.Chmod(path, 0)
		os.Chmod(dir, 0o555)
		defer os.Chmod(dir, 0o755)
		r = runHelperInProcess(dir)
	}
	if !strings.Contains(r.LoadErr, "permission denied") || !r.Kept || !strings.Contains(r.LoadErr, "will not be saved over") {
		t.Fatalf("helper: %+v", r)
	}
	if r.SaveErr == "" {
		t.Fatalf("the store saved over an unreadable save: %+v", r)
	}
	os.Chmod(path, 0o600)
	if b, err := os.ReadFile(path); err != nil || string(b) != "root's save" {
		t.Fatalf("the save became %q, %v", b, err)
	}
}

func runHelperInProcess(dir string) helperResult {
	d := Open(dir)
	defer d.Close()
	var r helperResult
	if err := d.ReadOnly(); err != nil {
		r.ReadOnly = err.Error()
	}
	r.Notes = d.Notes()
	if _, err := d.Load("dials"); err != nil {
		r.LoadErr = err.Error()
		var ue *UnreadableError
		if errors.As(err, &ue) {
			r.Kept, r.MovedTo = ue.Kept(), ue.MovedTo
		}
	}
	if err := d.Save("dials", []byte("helper")); err != nil {
		r.SaveErr = err.Error()
	}
	return r
}

// A Writer over a read-only store (a second copy of the game) reports the refusal once, however many
// moves are saved.
func TestWriterOnSecondStoreReportsOnce(t *testing.T) {
	first := openTest(t)
	first.Save("dials", []byte("first"))
	second := Open(first.Path())
	defer second.Close()
	w := NewWriter(second)
	defer w.Close()
	var reported []error
	for i := 0; i < 5; i++ {
		w.Save("dials", []byte("second"))
		w.Flush()
		reported = append(reported, w.Errors()...)
	}
	if len(reported) != 1 || !errors.Is(reported[0], ErrReadOnly) {
		t.Fatalf("reported %v; want the read-only refusal once", reported)
	}
	if b, _ := first.Load("dials"); string(b) != "first" {
		t.Fatalf("the save became %q", b)
	}
}
