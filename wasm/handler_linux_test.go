package wasm

import (
	"net/http"
	"os"
	"strconv"
	"syscall"
	"testing"
)

// With no descriptor left, an existing file is answered 503 with Retry-After, not 500 or 404 (the old
// handler said "cannot be opened", or that the file did not exist).
func TestHandlerOutOfDescriptors(t *testing.T) {
	dir, _ := testSite(t)
	h := Handler(dir)
	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &was); err != nil {
		t.Skip("no open-file limit here:", err)
	}
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("cannot count open files:", err)
	}
	// A new descriptor takes the lowest free number, and fails when that is not below the limit.
	used := map[string]bool{}
	for _, fd := range fds {
		used[fd.Name()] = true
	}
	free := uint64(0)
	for used[strconv.FormatUint(free, 10)] {
		free++
	}
	low := was
	low.Cur = free
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &low); err != nil {
		t.Fatal(err)
	}
	// Fill any number below the limit that is free now (the listing's own, one closed since).
	var fill []*os.File
	for range free {
		f, err := os.Open(os.DevNull)
		if err != nil {
			break
		}
		fill = append(fill, f)
	}
	resp := get(h, "GET", "/plain.txt", nil)
	for _, f := range fill {
		f.Close()
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &was); err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("no descriptor left: status %d, Retry-After %q; want 503 with Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if again := get(h, "GET", "/plain.txt", nil); again.StatusCode != http.StatusOK {
		t.Errorf("with descriptors again: status %d, want 200", again.StatusCode)
	}
}
