package main

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// limits bound what one client can hold of the server: time to send its headers and body, time
// to take the response, time kept idle between requests, header bytes, and connections at once.
type limits struct {
	readHeader, read, idle time.Duration
	// stall is how long a response may make no progress (the client reads nothing) before the
	// connection is cut; write is the ceiling on a whole response however it progresses.
	stall, write time.Duration
	headerBytes  int
	conns        int
	// grace is how long a new connection may say nothing before it can be closed to make room: one
	// taken a moment ago may have its request in its buffer, not yet read by its goroutine (on a busy
	// machine that takes a while; closing those answered clients with nothing at all).
	grace time.Duration
}

// defaults are the server's limits: a 20 MB game download at 50 KB/s fits in write; a client that
// stops reading is cut after stall. 512 connections need about 1,560 open files (perFile each, and a
// reserve): where the open-file limit (raised to the hard limit by the Go runtime at start) is lower,
// fitFiles serves fewer connections at once.
var defaults = limits{
	readHeader: 10 * time.Second, read: 30 * time.Second, idle: time.Minute,
	stall: 30 * time.Second, write: 10 * time.Minute,
	headerBytes: 16 << 10, conns: 512, grace: 5 * time.Second,
}

// Descriptors: a connection serving a file holds perConn of them (its socket, the site folder opened as
// an os.Root, the file); reservedFiles are kept for the rest of the process (standard streams, the
// listener, the runtime's poller, a connection closed to make room whose descriptor is not yet freed).
const (
	perConn       = 3
	reservedFiles = 32
	fewestConns   = 4 // below this the server refuses to start: it could hardly serve a page
)

// fitFiles bounds lim's connections by the open-file limit, so no request is ever answered with an
// error for lack of a descriptor and no accept fails: when the limit is below what lim.conns needs, it
// lowers lim.conns to what the limit allows. (There is no raising to do: the Go runtime has already
// raised the soft limit to the hard one when the program started.) It returns the limits to serve with
// and a line saying what was decided.
func fitFiles(lim limits) (limits, string, error) {
	soft, ok := fileLimit()
	if !ok {
		return lim, "", nil
	}
	if need := uint64(lim.conns*perConn + reservedFiles); soft < need {
		n := 0
		if soft > reservedFiles {
			n = int((soft - reservedFiles) / perConn)
		}
		if n < fewestConns {
			return lim, "", fmt.Errorf("the open-file limit is %d; serving needs at least %d (ulimit -n)", soft, fewestConns*perConn+reservedFiles)
		}
		lim.conns = n
	}
	return lim, fmt.Sprintf("serve: up to %d connections at once (open-file limit %d, %d files per connection)", lim.conns, soft, perConn), nil
}

// newServer is the site server for h with limits lim, and the listener wrapper that holds its
// connection bound: serve with srv.Serve(cl.wrap(ln)).
func newServer(h http.Handler, lim limits) (*http.Server, *connLimit) {
	cl := &connLimit{max: lim.conns, grace: lim.grace, open: map[net.Conn]*connInfo{}, freed: make(chan struct{}, 1), done: make(chan struct{})}
	srv := &http.Server{
		Handler:           headerGuard(stallGuard(h, lim.stall, lim.write), lim.headerBytes),
		ReadHeaderTimeout: lim.readHeader,
		ReadTimeout:       lim.read,
		WriteTimeout:      lim.write,
		IdleTimeout:       lim.idle,
		MaxHeaderBytes:    lim.headerBytes,
		ConnState:         cl.track,
	}
	return srv, cl
}

// headerGuard answers 431 to a request whose request line and header lines (each with its CRLF, and
// the blank line that ends them) are longer than limit bytes. http.Server's MaxHeaderBytes alone lets
// 4 KB more through (it reads that much past its bound before it checks); the size is counted here
// from the parsed request, as the client would have written it with one space after each colon.
func headerGuard(h http.Handler, limit int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if headerSize(r) > limit {
			w.Header().Set("Connection", "close")
			http.Error(w, "request header fields too large: at most "+strconv.Itoa(limit)+" bytes", http.StatusRequestHeaderFieldsTooLarge)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// headerSize is the length of r's request line and header section.
func headerSize(r *http.Request) int {
	n := len(r.Method) + 1 + len(r.RequestURI) + 1 + len(r.Proto) + 2
	if r.Host != "" {
		n += len("Host: ") + len(r.Host) + 2 // http.Server moves the Host header out of r.Header
	}
	for k, vs := range r.Header {
		for _, v := range vs {
			n += len(k) + 2 + len(v) + 2
		}
	}
	return n + 2
}

// stallGuard cuts a response that makes no progress for stall: before each piece of the body is
// written the connection's write deadline moves to stall from now (never past limit from the start of
// the response), so a slow client that keeps reading is served in full and one that never reads is
// cut once its socket buffers are full.
func stallGuard(h http.Handler, stall, limit time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		end := time.Now().Add(limit)
		h.ServeHTTP(&stallWriter{ResponseWriter: w, rc: http.NewResponseController(w), stall: stall, end: end}, r)
	})
}

// stallPiece is the most written under one deadline: a client must take 16 KB per stall (about
// 550 bytes a second with the defaults) to keep its download.
const stallPiece = 16 << 10

type stallWriter struct {
	http.ResponseWriter
	rc    *http.ResponseController
	stall time.Duration
	end   time.Time
}

func (s *stallWriter) Write(p []byte) (int, error) {
	n := 0
	for len(p) > 0 {
		piece := p[:min(len(p), stallPiece)]
		deadline := time.Now().Add(s.stall)
		if deadline.After(s.end) {
			deadline = s.end
		}
		_ = s.rc.SetWriteDeadline(deadline) // not supported by a test recorder: nothing to bound there
		m, err := s.ResponseWriter.Write(piece)
		n += m
		if err != nil {
			return n, err
		}
		p = p[m:]
	}
	return n, nil
}

// Unwrap lets http.ResponseController reach the connection's own writer.
func (s *stallWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// connLimit holds the server to max connections at once. At the bound, a new connection is taken
// only after an old one goes: the one that has waited longest without a request in progress (a
// client that connected and sent no complete header within grace, or a kept-alive idle one) is closed to make
// room, and when every connection is busy with a request the next waits (in the kernel's queue)
// until one ends. So a crowd of clients that connect and say nothing cannot lock others out.
type connLimit struct {
	net.Listener
	max   int
	grace time.Duration // see limits.grace
	mu    sync.Mutex
	open  map[net.Conn]*connInfo
	peak  int
	freed chan struct{} // a connection closed
	done  chan struct{} // the listener closed
	once  sync.Once
}

type connInfo struct {
	state http.ConnState
	since time.Time
}

func (l *connLimit) wrap(ln net.Listener) net.Listener {
	l.Listener = ln
	return l
}

func (l *connLimit) Accept() (net.Conn, error) {
	for !l.room() {
		select {
		case <-l.freed:
		case <-time.After(100 * time.Millisecond): // busy connections may have become idle
		case <-l.done:
			return nil, net.ErrClosed
		}
	}
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	l.open[c] = &connInfo{state: http.StateNew, since: time.Now()}
	l.peak = max(l.peak, len(l.open))
	l.mu.Unlock()
	return c, nil
}

// room reports whether a connection may be taken now, closing the longest-waiting connection
// without a request in progress when the bound is reached.
func (l *connLimit) room() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.open) < l.max {
		return true
	}
	var oldest net.Conn
	var at time.Time
	for c, info := range l.open {
		if info.state != http.StateNew && info.state != http.StateIdle {
			continue
		}
		if info.state == http.StateNew && time.Since(info.since) < l.grace {
			continue // just taken: its request may be waiting to be read
		}
		if oldest == nil || info.since.Before(at) {
			oldest, at = c, info.since
		}
	}
	if oldest == nil {
		return false
	}
	oldest.Close()
	delete(l.open, oldest)
	return true
}

// track follows each connection's state (http.Server.ConnState).
func (l *connLimit) track(c net.Conn, s http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	info, ok := l.open[c]
	if !ok {
		return // already closed to make room
	}
	switch s {
	case http.StateClosed, http.StateHijacked:
		delete(l.open, c)
		select {
		case l.freed <- struct{}{}:
		default:
		}
	default:
		info.state, info.since = s, time.Now()
	}
}

func (l *connLimit) Close() error {
	l.once.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// counts reports the connections open now and the most ever open at once.
func (l *connLimit) counts() (open, peak int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.open), l.peak
}
