package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"quintet/wasm"
)

// rawStatus sends req as it is on a fresh connection and returns the response's status code.
func rawStatus(t *testing.T, addr, req string) int {
	t.Helper()
	c := dial(t, addr)
	c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(c, req); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("no response to a %d-byte header: %v", len(req), err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// padded is a GET whose request line and headers are exactly size bytes.
func padded(size int) string {
	head := "GET / HTTP/1.1\r\nHost: quintet.test\r\nX-Pad: "
	tail := "\r\n\r\n"
	return head + strings.Repeat("p", size-len(head)-len(tail)) + tail
}

// The header limit is the stated one to the byte: a header of exactly headerBytes is served, one byte
// more is 431, and so is the 17 KB header Go's own bound (its 4 KB of slack) let through as 200.
func TestHeaderLimitExact(t *testing.T) {
	lim := quick()
	addr, _ := startServer(t, lim)
	for _, tc := range []struct {
		size, status int
	}{
		{lim.headerBytes, http.StatusOK},
		{lim.headerBytes + 1, http.StatusRequestHeaderFieldsTooLarge},
		{17 << 10, http.StatusRequestHeaderFieldsTooLarge},
		{lim.headerBytes + 4096, http.StatusRequestHeaderFieldsTooLarge},
	} {
		if got := rawStatus(t, addr, padded(tc.size)); got != tc.status {
			t.Errorf("a %d-byte header (limit %d): status %d, want %d", tc.size, lim.headerBytes, got, tc.status)
		}
	}
}

// childEnv names the site folder when the test binary runs as the server of TestDescriptorBound.
const childEnv = "QUINTET_SERVE_FD_CHILD"

// childFiles is the open-file limit (soft and hard) the child server runs under.
const childFiles = 256

// Under a low open-file limit, many clients that ask for a large file and never read it are all
// answered 200 (in turn, as stalled ones are cut), and the server never runs out of descriptors:
// the connection bound is sized from the limit, 3 descriptors a download. The old bound (512
// connections, whatever the limit) ran out of descriptors at about a third of that, answered existing
// files 404 and 500, and logged "accept4: too many open files". The server runs in a child process
// (this test binary again) whose limit is lowered; the clients are here, on 127.0.0.1.
func TestDescriptorBound(t *testing.T) {
	if os.Getenv(childEnv) != "" {
		t.Skip("the child's own run")
	}
	if runtime.GOOS != "linux" {
		t.Skip("lowers RLIMIT_NOFILE in a child: Linux only")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>Quintet</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), bytes.Repeat([]byte("0123456789abcdef"), (16<<20)/16), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestDescriptorChild$", "-test.v")
	cmd.Env = append(os.Environ(), childEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdin, _ := cmd.StdinPipe() // the child serves until this closes
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	var log []string
	addr := ""
	for addr == "" && lines.Scan() {
		log = append(log, lines.Text())
		if i := strings.Index(lines.Text(), "ADDR "); i >= 0 {
			addr = strings.TrimSpace(lines.Text()[i+len("ADDR "):])
		}
	}
	if addr == "" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the child server did not start: %q %s", log, stderr.String())
	}
	var rest bytes.Buffer
	copied := make(chan struct{})
	go func() { io.Copy(&rest, out); close(copied) }()

	const clients = 200 // 600 descriptors, over twice the child's limit
	statuses := map[string]int{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var status string
			defer func() { mu.Lock(); statuses[status]++; mu.Unlock() }()
			c, err := net.Dial("tcp", addr)
			if err != nil {
				status = "dial: " + err.Error()
				return
			}
			defer c.Close()
			c.(*net.TCPConn).SetReadBuffer(4 << 10)
			c.SetDeadline(time.Now().Add(60 * time.Second))
			fmt.Fprintf(c, "GET /big.bin HTTP/1.1\r\nHost: quintet.test\r\n\r\n")
			line, err := bufio.NewReaderSize(c, 256).ReadString('\n') // the status line, and never the body
			if err == nil {
				status = strings.TrimSpace(line)
			} else {
				status = "no status line: " + err.Error()
			}
		}()
	}
	wg.Wait()
	stdin.Close()
	cmd.Wait()
	<-copied
	all := strings.Join(log, "\n") + "\n" + rest.String() + stderr.String()
	t.Logf("answers: %v; the server said: %s", statuses, strings.Join(log, " | "))
	if statuses["HTTP/1.1 200 OK"] != clients {
		t.Errorf("of %d clients under an open-file limit of %d: %v; want every one 200", clients, childFiles, statuses)
	}
	if strings.Contains(all, "too many open files") {
		t.Errorf("the server ran out of descriptors:\n%s", all)
	}
	if !strings.Contains(all, "connections at once") {
		t.Errorf("the server did not say how many connections it serves:\n%s", all)
	}
}

// TestDescriptorChild is TestDescriptorBound's server: it lowers its own open-file limit, fits its
// limits to it as serve does, and serves until its stdin closes.
func TestDescriptorChild(t *testing.T) {
	dir := os.Getenv(childEnv)
	if dir == "" {
		t.Skip("run by TestDescriptorBound")
	}
	if err := setFileLimit(childFiles); err != nil {
		t.Fatal(err)
	}
	lim := quick()
	lim.conns = defaults.conns
	lim.stall = 300 * time.Millisecond
	lim.grace = time.Minute // no client here is silent: none is closed to make room, each waits its turn
	lim, note, err := fitFiles(lim)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println(note)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv, cl := newServer(wasm.Handler(dir), lim)
	go srv.Serve(cl.wrap(ln))
	fmt.Printf("ADDR %s\n", ln.Addr())
	io.Copy(io.Discard, os.Stdin)
	srv.Close()
}
