//go:build unix

package main

import (
	"path/filepath"
	"syscall"
	"testing"
)

// A named pipe is refused at once: opening one to read waits for a writer, which would hang the
// program (no writer ever comes here).
func TestEscapeFilesRefusesNamedPipes(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a named pipe here: %v", err)
	}
	board := filepath.Join(dir, "board")
	key := filepath.Join(dir, "key")
	escapeWrite(t, board, "0110\n")
	escapeWrite(t, key, "A1\n")
	refused(t, "not a regular file", "escape", "files", "--board", fifo, "--prisoner", "2")
	refused(t, "not a regular file", "escape", "files", "--board", fifo, "--key", key, "--prisoner", "1")
	refused(t, "not a regular file", "escape", "files", "--board", board, "--key", fifo, "--prisoner", "1")
}

// mkfifo makes a named pipe at path.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
