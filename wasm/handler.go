// Package wasm holds the browser page (index.html and the service worker sw.js, both templates), the site
// generator that turns a built quintet.wasm into a static folder any host can serve (BuildSite, run by
// make site), the handler that serves such a folder the way a good host would (Handler, used by make serve
// and the browser tests), and the browser end-to-end tests (build tag e2e, run by make e2e).
package wasm

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"syscall"
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
//   - Every representation has a strong ETag from its own bytes (hashed once per file version and kept;
//     a version changes whenever the file's content may have, see etag), and If-None-Match answers 304
//     (http.ServeContent does the conditional and range logic). A range set with nothing satisfiable in
//     it, "bytes=-0" included, is answered 416.
//   - A file that cannot be opened for lack of descriptors is answered 503 with Retry-After, never as
//     missing (the server bounds its connections so that this does not happen; see cmd serve).
//   - Content-hashed names (quintet.<hash>.wasm) are cached for a year as immutable; everything else
//     (index.html, sw.js, the manifest) must be revalidated each time (no-cache), which is cheap with ETags.
//   - Only GET and HEAD.
func Handler(dir string) http.Handler {
	return &handler{dir: dir, tags: map[tagKey]*tagEntry{}}
}

type handler struct {
	dir  string
	mu   sync.Mutex
	tags map[tagKey]*tagEntry // ETags by file version
}

type tagKey struct {
	name   string
	size   int64
	mtime  time.Time
	change fileChange // what else tells a version apart where the system says it (inode, change time)
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
		if busy(w, err) {
			return
		}
		http.Error(w, "the site folder cannot be opened", http.StatusInternalServerError)
		return
	}
	defer root.Close()
	base, err := root.Stat(name)
	if err != nil || !base.Mode().IsRegular() {
		if !busy(w, err) {
			http.NotFound(w, r)
		}
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
		if !busy(w, err) {
			http.NotFound(w, r)
		}
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
	} else if rg, changed := satisfiable(r.Header.Get("Range"), fi.Size()); changed {
		r = r.Clone(r.Context())
		r.Header.Set("Range", rg)
	}
	// ServeContent answers If-None-Match with 304 (dropping the length), serves HEAD, and ranges of the
	// unencoded file.
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

// busy answers 503 (try again in a second) when err says the process or the system has no descriptor
// left: the file is there, and saying it is not (404) or that it is broken (500) would be false.
func busy(w http.ResponseWriter, err error) bool {
	if !errors.Is(err, syscall.EMFILE) && !errors.Is(err, syscall.ENFILE) {
		return false
	}
	w.Header().Set("Retry-After", "1")
	http.Error(w, "the server is busy: try again in a moment", http.StatusServiceUnavailable)
	return true
}

// satisfiable drops from a byte-range set the suffix ranges of length zero ("-0"), which no byte
// satisfies (RFC 9110 14.1.3) but http.ServeContent answers with a 206 and an impossible Content-Range.
// When nothing is left it returns a range that starts at the end of the file, which ServeContent
// answers 416 with "bytes */size" (and ignores, like any range, when If-Range does not match).
func satisfiable(header string, size int64) (string, bool) {
	spec, ok := strings.CutPrefix(header, "bytes=")
	if !ok {
		return header, false
	}
	var kept []string
	dropped := false
	for _, part := range strings.Split(spec, ",") {
		p := strings.TrimSpace(part)
		if len(p) > 1 && p[0] == '-' && strings.Trim(p[1:], "0") == "" {
			dropped = true
			continue
		}
		kept = append(kept, part)
	}
	if !dropped {
		return header, false
	}
	if len(kept) == 0 {
		return "bytes=" + strconv.FormatInt(size, 10) + "-", true
	}
	return "bytes=" + strings.Join(kept, ","), true
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
// each representation of a resource has its own tag. A version is the file's name, size, modification
// time, inode and status-change time; the last changes with every write, whatever the writer does to
// the modification time, so a file changed in place gets a new tag. A version's hash is kept when it
// was taken at least tagSettle after that change (a second change within the same tick of the file
// system's clock would not show); requests that come while a hash is being taken share it. Where the
// system gives no change time, the modification time stands in for it (change_other.go).
func (h *handler) etag(f *os.File, name string, fi fs.FileInfo) (string, error) {
	change := changeOf(fi)
	key := tagKey{name, fi.Size(), fi.ModTime(), change}
	h.mu.Lock()
	if e, ok := h.tags[key]; ok {
		h.mu.Unlock()
		select {
		case <-e.done: // taken before this request: good if it was taken well after the change
			if e.err == nil && e.start.Sub(time.Unix(0, change.ctime)) >= tagSettle {
				return e.tag, nil
			}
		default: // being taken now, while this request reads the same version: share it
			<-e.done
			if e.err == nil {
				return e.tag, nil
			}
		}
		h.mu.Lock()
	}
	e := &tagEntry{done: make(chan struct{}), start: time.Now()}
	for k := range h.tags { // forget older versions of the same file, and a hash taken too soon
		if k.name == name {
			delete(h.tags, k)
		}
	}
	h.tags[key] = e
	h.mu.Unlock()
	e.tag, e.err = hashTag(f, fi.Size())
	close(e.done)
	return e.tag, e.err
}

// tagEntry is a hash taken, or being taken, of one version of a file.
type tagEntry struct {
	done  chan struct{} // closed when tag and err are set
	start time.Time     // when the hashing began
	tag   string
	err   error
}

// hashTag is the strong ETag of the first size bytes of f.
func hashTag(f *os.File, size int64) (string, error) {
	sum := sha256.New()
	if _, err := io.Copy(sum, io.NewSectionReader(f, 0, size)); err != nil {
		return "", err
	}
	return `"` + hex.EncodeToString(sum.Sum(nil)[:16]) + `"`, nil
}

// tagSettle is how long after a file's last change its hash must have been taken to be kept.
var tagSettle = time.Second

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
