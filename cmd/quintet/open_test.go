//go:build linux || darwin

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"quintet/game/session"
)

// -open reads a regular file of bounded size, and says in words what else it was given, without
// hanging on a pipe or reading a huge file.
func TestReadGameFileBounds(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "g.quintet")
	os.WriteFile(good, []byte(`{"format":"quintet game"}`), 0o644)
	if data, err := readGameFile(good); err != nil || string(data) != `{"format":"quintet game"}` {
		t.Fatalf("%q, %v", data, err)
	}
	huge := filepath.Join(dir, "huge.quintet")
	f, _ := os.Create(huge)
	f.Truncate(session.MaxFileBytes + 1) // sparse: nothing is written, nothing must be read
	f.Close()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		huge:                     "it is 16777217 bytes; a game file is at most 16777216",
		dir:                      "it is a folder, not a file",
		fifo:                     "it is not a regular file",
		filepath.Join(dir, "no"): "it cannot be read (no such file or directory)",
	} {
		if _, err := readGameFile(path); err == nil || err.Error() != want {
			t.Errorf("%s: %v; want %q", filepath.Base(path), err, want)
		}
	}
}
