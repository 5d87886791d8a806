package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"quintet/wasm"
)

// big is the size of the large file the tests download.
const big = 4 << 20

// startServer serves a small site (index.html and a large file) with lim on a loopback port.
func startServer(t *testing.T, lim limits) (addr string, cl *connLimit) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<p>Quintet</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), bytes.Repeat([]byte("0123456789abcdef"), big/16), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv, cl := newServer(wasm.Handler(dir), lim)
	go srv.Serve(cl.wrap(ln))
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), cl
}

// quick are limits short enough for a test.
func quick() limits {
	return limits{readHeader: time.Minute, read: time.Minute, idle: time.Minute,
		stall: 500 * time.Millisecond, write: time.Minute, headerBytes: 16 << 10, conns: 8, grace: time.Second}
}

// waitOpen waits up to d for the server to hold at most n connections and returns how many it holds.
func waitOpen(cl *connLimit, n int, d time.Duration) int {
	end := time.Now().Add(d)
	for {
		open, _ := cl.counts()
		if open <= n || time.Now().After(end) {
			return open
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func dial(t *testing.T, addr string) *net.TCPConn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c.(*net.TCPConn)
}

// Clients that ask for a large file and never read it are cut once the response stalls: the
// server holds none of them a few seconds later (without a write timeout it held each for ever).
func TestNeverReadingClientsAreCut(t *testing.T) {
	addr, cl := startServer(t, quick())
	const clients = 6
	conns := make([]*net.TCPConn, clients)
	for i := range conns {
		conns[i] = dial(t, addr)
		conns[i].SetReadBuffer(4 << 10)
		fmt.Fprintf(conns[i], "GET /big.bin HTTP/1.1\r\nHost: quintet.test\r\n\r\n")
	}
	if open := waitOpen(cl, 0, 15*time.Second); open != 0 {
		t.Fatalf("%d of %d clients that never read still connected after 15 s (stall limit 0.5 s)", open, clients)
	}
	// What they can still read ends early: the response was cut, not completed.
	conns[0].SetReadDeadline(time.Now().Add(5 * time.Second))
	n, _ := io.Copy(io.Discard, conns[0])
	if n >= big {
		t.Errorf("a client that never read received the whole file (%d bytes) later", n)
	}
}

// A slow client that keeps reading is served in full, though its download takes longer than the
// stall limit: the deadline moves with each piece written.
func TestSlowReaderIsServed(t *testing.T) {
	lim := quick()
	addr, _ := startServer(t, lim)
	c := dial(t, addr)
	fmt.Fprintf(c, "GET /big.bin HTTP/1.1\r\nHost: quintet.test\r\nConnection: close\r\n\r\n")
	const rate = 4 << 20 // bytes a second
	start := time.Now()
	buf := make([]byte, 32<<10)
	total := 0
	for {
		n, err := c.Read(buf)
		total += n
		if err != nil {
			break
		}
		// Keep to rate: sleep until the bytes read so far are due.
		time.Sleep(time.Until(start.Add(time.Duration(total) * time.Second / rate)))
	}
	if took := time.Since(start); total < big || took < lim.stall {
		t.Errorf("slow reader got %d bytes of %d in %v (want all, over more than the %v stall limit)", total, big, took, lim.stall)
	}
}

// The server never holds more than its bound of connections, and a normal request is answered
// while many clients sit connected saying nothing (or half a header) for longer than the test.
func TestConnectionBound(t *testing.T) {
	lim := quick()
	addr, cl := startServer(t, lim)
	for i := range 40 {
		c := dial(t, addr)
		if i%4 == 0 {
			fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: quin") // a header never finished
		}
	}
	time.Sleep(300 * time.Millisecond) // let the server take them
	client := &http.Client{Timeout: 10 * time.Second}
	for i := range 3 {
		start := time.Now()
		resp, err := client.Get("http://" + addr + "/")
		if err != nil {
			t.Fatalf("request %d with 40 silent clients connected: %v", i, err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "Quintet") {
			t.Fatalf("request %d: status %d, body %q", i, resp.StatusCode, body)
		}
		t.Logf("request %d answered in %v", i, time.Since(start))
	}
	if _, peak := cl.counts(); peak > lim.conns {
		t.Errorf("%d connections open at once, bound %d", peak, lim.conns)
	}
}

// Headers are bounded: a megabyte of Accept-Encoding is refused (431) without being read in full,
// and a client that trickles its header is cut at the header timeout.
func TestHeaderLimits(t *testing.T) {
	lim := quick()
	lim.readHeader = 300 * time.Millisecond
	addr, cl := startServer(t, lim)
	req, _ := http.NewRequest("GET", "http://"+addr+"/", nil)
	req.Header.Set("Accept-Encoding", strings.Repeat(",", 1<<20))
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
			t.Errorf("1 MB header: status %d, want 431", resp.StatusCode)
		}
	} else if !errors.Is(err, io.EOF) && !strings.Contains(err.Error(), "reset") && !strings.Contains(err.Error(), "broken pipe") {
		t.Errorf("1 MB header: %v", err)
	}
	c := dial(t, addr)
	fmt.Fprintf(c, "GET / HTTP/1.1\r\n")
	for range 5 {
		time.Sleep(100 * time.Millisecond)
		fmt.Fprintf(c, "X-Slow: 1\r\n")
	}
	if open := waitOpen(cl, 0, 5*time.Second); open != 0 {
		t.Errorf("a client trickling its header is still connected after 5 s (header timeout 0.3 s)")
	}
}
