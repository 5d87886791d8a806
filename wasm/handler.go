// Package wasm holds the browser page (index.html and the service worker sw.js, both templates), the site
// generator that turns a built quintet.wasm into a static folder any host can serve (BuildSite, run by
// make site), the handler that serves such a folder the way a good host would (Handler, used by make serve
// and the browser tests), and the browser end-to-end tests (build tag e2e, run by make e2e).
package wasm

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves the folder dir as a static host should serve a site written by BuildSite:
//
//   - "/" is index.html; any other path names a file at the top of dir or below it (os.Root keeps every
//     open inside dir, symbolic links included); directories, hidden names and the stored .br/.gz files
//     themselves are not served.
//   - A file with a precompressed neighbour (name.br, name.gz) is sent as the best representation the
//     request's Accept-Encoding allows (br, then gzip, then the file itself), with Vary: Accept-Encoding.
//     Nothing is compressed here: a host must not spend a core per request on a 20 MB file.
//   - Every representation has a strong ETag from its own bytes (hashed once per file version and kept),
//     and If-None-Match answers 304 (http.ServeContent does the conditional and range logic).
//   - Content-hashed names (quintet.<hash>.wasm) are cached for a year as immutable; everything else
//     (index.html, sw.js, the manifest) must be revalidated each time (no-cache), which is cheap with ETags.
//   - Only GET and HEAD.
func Handler(dir string) http.Handler {
	return &handler{dir: dir, tags: map[tagKey]string{}}
}

type handler struct {
	dir  string
	mu   sync.Mutex
	tags map[tagKey]string // ETags by file version
}

type tagKey struct {
	name  string
	size  int64
	mtime time.Time
}

// Encodings offered, best first, with the suffix of their stored file.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	root, err := os.OpenRoot(h.dir)
	if err != nil {
		http.Error(w, "the site folder cannot be opened", http.StatusInternalServerError)
		return
	}
	defer root.Close()
	base, err := root.Stat(name)
	if err != nil || !base.Mode().IsRegular() {
		http.NotFound(w, r)
		return
	}

	// Choose the representation: the best stored encoding the client accepts.
	hdr := w.Header()
	served, encoding := name, ""
	accepted := ParseAcceptEncoding(r.Header.Get("Accept-Encoding"))
	varies := false
	for _, e := range encodings {
		fi, err := root.Stat(name + e.suffix)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		varies = true
		if encoding == "" && accepted.Accepts(e.name) {
			served, encoding = name+e.suffix, e.name
		}
	}
	f, err := root.Open(served)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		http.NotFound(w, r)
		return
	}
	tag, err := h.etag(f, served, fi)
	if err != nil {
		http.Error(w, "the file cannot be read", http.StatusInternalServerError)
		return
	}

	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("X-Content-Type-Options", "nosniff")
	if IsHashedName(path.Base(name)) {
		hdr.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		hdr.Set("Cache-Control", "no-cache")
	}
	if varies {
		hdr.Add("Vary", "Accept-Encoding")
	}
	hdr.Set("ETag", tag)
	if encoding != "" {
		// ServeContent leaves out Content-Length when an encoding is set, since ranges of an encoded
		// body are easily misread; a stored representation has a known length, and nobody needs a part of
		// one, so it is sent whole with its length.
		hdr.Set("Content-Encoding", encoding)
		hdr.Set("Content-Length", strconv.FormatInt(fi.Size(), 10))
		r = r.Clone(r.Context())
		r.Header.Del("Range")
		r.Header.Del("If-Range")
	}
	// ServeContent answers If-None-Match with 304 (dropping the length), serves HEAD, and ranges of the
	// unencoded file.
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

// fileName turns a URL path into a name inside the site folder, or false for a path that is never served:
// a parent reference, a hidden or empty segment, a backslash or NUL, a stored .br/.gz representation.
func fileName(urlPath string) (string, bool) {
	if urlPath == "" || urlPath == "/" {
		return "index.html", true
	}
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	name := urlPath[1:]
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || seg[0] == '.' { // also "." and ".."
			return "", false
		}
	}
	if path.Clean(urlPath) != urlPath {
		return "", false
	}
	for _, e := range encodings {
		if strings.HasSuffix(name, e.suffix) {
			return "", false
		}
	}
	return name, true
}

// etag returns the strong ETag of one version of one stored file: the first 128 bits of its SHA-256, so
// each representation of a resource has its own tag. A version is its name, size and modification time.
func (h *handler) etag(f *os.File, name string, fi fs.FileInfo) (string, error) {
	key := tagKey{name, fi.Size(), fi.ModTime()}
	h.mu.Lock()
	tag, ok := h.tags[key]
	h.mu.Unlock()
	if ok {
		return tag, nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, io.NewSectionReader(f, 0, fi.Size())); err != nil {
		return "", err
	}
	tag = `"` + hex.EncodeToString(sum.Sum(nil)[:16]) + `"`
	h.mu.Lock()
	for k := range h.tags { // forget older versions of the same file
		if k.name == name {
			delete(h.tags, k)
		}
	}
	h.tags[key] = tag
	h.mu.Unlock()
	return tag, nil
}

// contentTypes are the types of the files a site holds; others fall back to the system's table.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".txt":         "text/plain; charset=utf-8",
}

// ContentType is the media type of a file by its name.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// IsHashedName reports whether a file name carries its content's hash, name.<16 hex digits>.ext, and so
// can be cached forever: its content never changes under that name.
func IsHashedName(base string) bool {
	ext := path.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	dot := strings.LastIndexByte(stem, '.')
	if ext == "" || dot <= 0 {
		return false
	}
	h := stem[dot+1:]
	if len(h) != hashLen {
		return false
	}
	for _, c := range h {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// hashLen is the number of hex digits of a content hash in a file name (64 bits).
const hashLen = 16

// AcceptEncoding is a parsed Accept-Encoding header: each coding's quality (0 to 1000 thousandths).
type AcceptEncoding struct {
	q    map[string]int
	star int // the quality of "*", or -1 when absent
}

// ParseAcceptEncoding reads an Accept-Encoding header (RFC 9110 12.5.3): a comma-separated list of
// codings, each with an optional ";q=" weight. Coding names are case-insensitive. A malformed weight
// makes that coding unacceptable; at most maxCodings entries are read.
//
// The header is walked in place, never split: however long it is (a request's headers may be a
// megabyte of commas), parsing it allocates only the small map of the codings it names, and a coding
// name longer than any real one is skipped without being copied.
func ParseAcceptEncoding(header string) AcceptEncoding {
	a := AcceptEncoding{q: map[string]int{}, star: -1}
	rest := header
	for i := 0; i < maxCodings && rest != ""; i++ {
		var item string
		item, rest, _ = strings.Cut(rest, ",")
		coding, params, _ := strings.Cut(item, ";")
		coding = strings.TrimSpace(coding)
		if coding == "" || len(coding) > maxCodingName {
			continue
		}
		coding = strings.ToLower(coding)
		q := 1000
		for j := 0; j < maxParams && params != ""; j++ {
			var p string
			p, params, _ = strings.Cut(params, ";")
			k, v, ok := strings.Cut(p, "=")
			if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
				continue
			}
			var good bool
			if q, good = parseQuality(strings.TrimSpace(v)); !good {
				q = 0
			}
		}
		if coding == "*" {
			a.star = q
		} else if old, ok := a.q[coding]; !ok || q > old {
			a.q[coding] = q
		}
	}
	return a
}

// Bounds on what ParseAcceptEncoding reads: the first maxCodings entries, and coding names of at most
// maxCodingName bytes (registered codings have a dozen at most), each with at most maxParams parameters.
const (
	maxCodings    = 64
	maxCodingName = 32
	maxParams     = 8 // parameters read after one coding (q is the only one defined)
)

// parseQuality reads a weight: "0", "1", "0.5", "0.125", "1.000" (at most three decimals, at most 1).
func parseQuality(s string) (int, bool) {
	if s == "" || len(s) > 5 || (s[0] != '0' && s[0] != '1') {
		return 0, false
	}
	whole := int(s[0] - '0')
	frac := s[1:]
	if frac == "" {
		return whole * 1000, true
	}
	if frac[0] != '.' {
		return 0, false
	}
	digits := frac[1:]
	n := 0
	for i := 0; i < 3; i++ {
		n *= 10
		if i < len(digits) {
			c := digits[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			n += int(c - '0')
		}
	}
	if whole == 1 && n != 0 {
		return 0, false
	}
	return whole*1000 + n, true
}

// Accepts reports whether the coding (not identity) may be sent: named with a weight above zero, or
// covered by a "*" above zero without being named.
func (a AcceptEncoding) Accepts(coding string) bool {
	if q, ok := a.q[coding]; ok {
		return q > 0
	}
	return a.star > 0
}
