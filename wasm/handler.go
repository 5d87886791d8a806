// Package wasm holds the browser page (index.html), the handler that serves the browser build, and the
// browser end-to-end test (build tag e2e, run by make e2e).
package wasm

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Handler serves dir: .wasm as application/wasm, gzip-compressed when the browser accepts it (the game is
// about 20 MB raw, under a quarter of that gzipped), compressed once and kept in memory.
func Handler(dir string) http.Handler {
	var mu sync.Mutex
	gz := map[string][]byte{}
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		w.Header().Set("Cache-Control", "no-cache")
		name := filepath.Join(dir, filepath.FromSlash(filepath.Clean("/"+r.URL.Path)))
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || !strings.HasSuffix(name, ".wasm") {
			files.ServeHTTP(w, r)
			return
		}
		mu.Lock()
		body, ok := gz[name]
		if !ok {
			raw, err := os.ReadFile(name)
			if err != nil {
				mu.Unlock()
				http.NotFound(w, r)
				return
			}
			var b bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
			zw.Write(raw)
			zw.Close()
			body = b.Bytes()
			gz[name] = body
		}
		mu.Unlock()
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Content-Length", fmt.Sprint(len(body)))
		w.Write(body)
	})
}
