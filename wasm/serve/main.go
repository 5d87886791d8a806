// Command serve serves a site folder written by make site (see wasm.Handler) on the loopback address:
// precompressed brotli or gzip as the browser accepts, ETags and 304s, long caching for hashed names.
// Each client is bounded in time, header bytes and connections, and the connections by the open-file
// limit (server.go).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"time"

	"quintet/wasm"
)

func main() {
	dir := flag.String("dir", "dist/web", "the site folder (make site writes it)")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: serve [-dir dist/web] [-addr 127.0.0.1:8080]")
		os.Exit(2)
	}
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: no site in %s (make site writes it): %v\n", *dir, err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	lim, note, err := fitFiles(defaults)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	if note != "" {
		fmt.Println(note)
	}
	srv, cl := newServer(wasm.Handler(*dir), lim)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	fmt.Printf("Quintet is at http://%s/ — press Ctrl+C to stop.\n", ln.Addr())
	if err := srv.Serve(cl.wrap(ln)); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}
