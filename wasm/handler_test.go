package wasm

import (
	"bytes"
	"compress/gzip"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// testSite writes a small site by hand: some files with stored .br and .gz neighbours, some without,
// a hashed name, a folder, a hidden file, and a secret beside the folder that a symbolic link points to.
func testSite(t *testing.T) (dir string, content map[string][]byte) {
	t.Helper()
	parent := t.TempDir()
	dir = filepath.Join(parent, "site")
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	content = map[string][]byte{
		"index.html":                  []byte(strings.Repeat("<p>Quintet</p>\n", 100)),
		"app.0123456789abcdef.js":     []byte(strings.Repeat("console.log('quintet');\n", 100)),
		"game.fedcba9876543210.wasm":  append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{1, 2, 3, 4}, 4000)...),
		"manifest.webmanifest":        []byte(`{"name":"Quintet","icons":[` + strings.Repeat(`{"src":"icon.png"},`, 20) + `{}]}`),
		"icon.0123456789abcdef.png":   []byte("\x89PNG not really"),
		"plain.txt":                   []byte("no stored encodings"),
		"sub/page.html":               []byte("<p>below</p>"),
		".hidden":                     []byte("hidden"),
		"sw.js":                       []byte(strings.Repeat("self.addEventListener('fetch', () => {});\n", 20)),
		"index.html.tmp":              []byte("a half-written file"),
		"notes.0123456789abcdef.json": []byte(`{}`),
	}
	for name, data := range content {
		write(t, filepath.Join(dir, name), data)
	}
	for _, name := range []string{"index.html", "app.0123456789abcdef.js", "game.fedcba9876543210.wasm", "sw.js", "manifest.webmanifest"} {
		br, err := brotliBytes(content[name], 5)
		if err != nil {
			t.Fatal(err)
		}
		gz, err := gzipBytes(content[name])
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(dir, name+".br"), br)
		write(t, filepath.Join(dir, name+".gz"), gz)
	}
	write(t, filepath.Join(parent, "secret.txt"), []byte("outside the site"))
	if err := os.Symlink(filepath.Join(parent, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir, content
}

func write(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// get sends one request to the handler.
func get(h http.Handler, method, path string, header map[string]string) *http.Response {
	r := httptest.NewRequest(method, "http://quintet.test/", nil)
	r.URL.Path = path // as the server decoded it, "..", "%2e" and all
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

// decode reads a response's body and undoes its Content-Encoding.
func decode(t *testing.T, resp *http.Response) (body, onWire []byte) {
	t.Helper()
	onWire, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var r io.Reader
	switch enc := resp.Header.Get("Content-Encoding"); enc {
	case "":
		return onWire, onWire
	case "br":
		r = brotli.NewReader(bytes.NewReader(onWire))
	case "gzip":
		if r, err = gzip.NewReader(bytes.NewReader(onWire)); err != nil {
			t.Fatalf("gzip: %v", err)
		}
	default:
		t.Fatalf("unexpected Content-Encoding %q", enc)
	}
	body, err = io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", resp.Header.Get("Content-Encoding"), err)
	}
	return body, onWire
}

const chromium = "gzip, deflate, br, zstd" // what Chromium sends, even to 127.0.0.1

func TestHandlerRepresentations(t *testing.T) {
	dir, content := testSite(t)
	h := Handler(dir)
	for _, tc := range []struct {
		path, accept string
		file         string // whose bytes the decoded body must be
		encoding     string // Content-Encoding sent
		vary         bool
		cache        string
		ctype        string
	}{
		{"/", chromium, "index.html", "br", true, "no-cache", "text/html; charset=utf-8"},
		{"/index.html", chromium, "index.html", "br", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "gzip", "index.html", "gzip", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "", "index.html", "", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "identity", "index.html", "", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "br;q=0, gzip", "index.html", "gzip", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "BR;Q=0.5", "index.html", "br", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "br;q=0, gzip;q=0", "index.html", "", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "*", "index.html", "br", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "*;q=0", "index.html", "", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "gzip, *;q=0", "index.html", "gzip", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "deflate, zstd", "index.html", "", true, "no-cache", "text/html; charset=utf-8"},
		{"/", "br;q=2", "index.html", "", true, "no-cache", "text/html; charset=utf-8"}, // a bad weight refuses
		{"/game.fedcba9876543210.wasm", chromium, "game.fedcba9876543210.wasm", "br", true,
			"public, max-age=31536000, immutable", "application/wasm"},
		{"/game.fedcba9876543210.wasm", "gzip", "game.fedcba9876543210.wasm", "gzip", true,
			"public, max-age=31536000, immutable", "application/wasm"},
		{"/game.fedcba9876543210.wasm", "", "game.fedcba9876543210.wasm", "", true,
			"public, max-age=31536000, immutable", "application/wasm"},
		{"/app.0123456789abcdef.js", chromium, "app.0123456789abcdef.js", "br", true,
			"public, max-age=31536000, immutable", "text/javascript; charset=utf-8"},
		{"/sw.js", chromium, "sw.js", "br", true, "no-cache", "text/javascript; charset=utf-8"},
		{"/manifest.webmanifest", chromium, "manifest.webmanifest", "br", true, "no-cache", "application/manifest+json"},
		{"/icon.0123456789abcdef.png", chromium, "icon.0123456789abcdef.png", "", false,
			"public, max-age=31536000, immutable", "image/png"},
		{"/notes.0123456789abcdef.json", chromium, "notes.0123456789abcdef.json", "", false,
			"public, max-age=31536000, immutable", "application/json"},
		{"/plain.txt", chromium, "plain.txt", "", false, "no-cache", "text/plain; charset=utf-8"},
		{"/sub/page.html", chromium, "sub/page.html", "", false, "no-cache", "text/html; charset=utf-8"},
	} {
		t.Run(tc.path+" "+tc.accept, func(t *testing.T) {
			resp := get(h, "GET", tc.path, map[string]string{"Accept-Encoding": tc.accept})
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			body, wire := decode(t, resp)
			if !bytes.Equal(body, content[tc.file]) {
				t.Errorf("body is not %s", tc.file)
			}
			hd := resp.Header
			if got := hd.Get("Content-Encoding"); got != tc.encoding {
				t.Errorf("Content-Encoding %q, want %q", got, tc.encoding)
			}
			if got := hd.Get("Content-Length"); got != strconv.Itoa(len(wire)) {
				t.Errorf("Content-Length %q, want %d", got, len(wire))
			}
			if got := hd.Get("Vary") == "Accept-Encoding"; got != tc.vary {
				t.Errorf("Vary %q, want Accept-Encoding: %v", hd.Get("Vary"), tc.vary)
			}
			if got := hd.Get("Cache-Control"); got != tc.cache {
				t.Errorf("Cache-Control %q, want %q", got, tc.cache)
			}
			if got := hd.Get("Content-Type"); got != tc.ctype {
				t.Errorf("Content-Type %q, want %q", got, tc.ctype)
			}
			if tag := hd.Get("ETag"); !strings.HasPrefix(tag, `"`) || !strings.HasSuffix(tag, `"`) || len(tag) < 10 {
				t.Errorf("ETag %q is not a strong tag", tag)
			}
			if tc.encoding != "" && len(wire) >= len(body) {
				t.Errorf("%s: %d bytes on the wire for %d", tc.encoding, len(wire), len(body))
			}
		})
	}
}

func TestHandlerRevalidation(t *testing.T) {
	dir, _ := testSite(t)
	h := Handler(dir)
	tags := map[string]string{}
	for _, accept := range []string{"br", "gzip", ""} {
		for _, path := range []string{"/", "/game.fedcba9876543210.wasm", "/plain.txt"} {
			first := get(h, "GET", path, map[string]string{"Accept-Encoding": accept})
			tag := first.Header.Get("ETag")
			key := path + " " + first.Header.Get("Content-Encoding")
			if old, ok := tags[key]; ok && old != tag {
				t.Errorf("%s: ETag %s then %s for the same representation", key, old, tag)
			}
			tags[key] = tag
			for _, inm := range []string{tag, "W/" + tag, `"other", ` + tag, "*"} {
				again := get(h, "GET", path, map[string]string{"Accept-Encoding": accept, "If-None-Match": inm})
				body, _ := io.ReadAll(again.Body)
				if again.StatusCode != http.StatusNotModified || len(body) != 0 {
					t.Errorf("%s (%q) If-None-Match %s: status %d with %d bytes, want 304 and none",
						path, accept, inm, again.StatusCode, len(body))
				}
				if again.Header.Get("ETag") != tag || again.Header.Get("Cache-Control") != first.Header.Get("Cache-Control") ||
					again.Header.Get("Vary") != first.Header.Get("Vary") {
					t.Errorf("%s: the 304 lost headers: %v", path, again.Header)
				}
			}
			stale := get(h, "GET", path, map[string]string{"Accept-Encoding": accept, "If-None-Match": `"not-it"`})
			if stale.StatusCode != 200 {
				t.Errorf("%s: a stale tag got status %d, want 200", path, stale.StatusCode)
			}
		}
	}
	// Each representation has its own tag: a cache holding the gzip body must not revalidate into brotli.
	seen := map[string]string{}
	for key, tag := range tags {
		if other, ok := seen[tag]; ok {
			t.Errorf("%s and %s share the ETag %s", key, other, tag)
		}
		seen[tag] = key
	}
	br := tags["/ br"]
	if resp := get(h, "GET", "/", map[string]string{"Accept-Encoding": "gzip", "If-None-Match": br}); resp.StatusCode != 200 {
		t.Errorf("the brotli tag revalidated the gzip representation: status %d", resp.StatusCode)
	}
	// A changed file gets a new tag.
	name := filepath.Join(dir, "plain.txt")
	write(t, name, []byte("changed"))
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(name, later, later); err != nil {
		t.Fatal(err)
	}
	resp := get(h, "GET", "/plain.txt", map[string]string{"If-None-Match": tags["/plain.txt "]})
	if body, _ := io.ReadAll(resp.Body); resp.StatusCode != 200 || string(body) != "changed" ||
		resp.Header.Get("ETag") == tags["/plain.txt "] {
		t.Errorf("after a change: status %d, body %q, ETag %s (was %s)", resp.StatusCode, body,
			resp.Header.Get("ETag"), tags["/plain.txt "])
	}
}

func TestHandlerRefuses(t *testing.T) {
	dir, _ := testSite(t)
	h := Handler(dir)
	for _, tc := range []struct {
		method, path string
		status       int
	}{
		{"GET", "/../secret.txt", 404},
		{"GET", "/sub/../../secret.txt", 404},
		{"GET", "/sub/../index.html", 404}, // not a clean path
		{"GET", "//index.html", 404},
		{"GET", "/link.txt", 404}, // a symbolic link out of the folder
		{"GET", "/.hidden", 404},
		{"GET", "/sub/", 404},
		{"GET", "/sub", 404}, // folders are not listed
		{"GET", "/index.html.br", 404},
		{"GET", "/index.html.gz", 404},
		{"GET", "/index.html.tmp", 200}, // an ordinary name, served as a file
		{"GET", `/..\secret.txt`, 404},
		{"GET", "/index.html\x00", 404},
		{"GET", "index.html", 404},
		{"GET", "/missing.js", 404},
		{"POST", "/", 405},
		{"PUT", "/index.html", 405},
		{"DELETE", "/index.html", 405},
	} {
		resp := get(h, tc.method, tc.path, map[string]string{"Accept-Encoding": chromium})
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != tc.status {
			t.Errorf("%s %q: status %d, want %d", tc.method, tc.path, resp.StatusCode, tc.status)
		}
		if bytes.Contains(body, []byte("outside the site")) {
			t.Errorf("%s %q: served the file outside the folder", tc.method, tc.path)
		}
	}
}

func TestHandlerHead(t *testing.T) {
	dir, _ := testSite(t)
	h := Handler(dir)
	for _, accept := range []string{"br", "gzip", ""} {
		full := get(h, "GET", "/game.fedcba9876543210.wasm", map[string]string{"Accept-Encoding": accept})
		_, wire := decode(t, full)
		head := get(h, "HEAD", "/game.fedcba9876543210.wasm", map[string]string{"Accept-Encoding": accept})
		body, _ := io.ReadAll(head.Body)
		if head.StatusCode != 200 || len(body) != 0 || head.Header.Get("Content-Length") != strconv.Itoa(len(wire)) ||
			head.Header.Get("Content-Encoding") != full.Header.Get("Content-Encoding") {
			t.Errorf("HEAD (%q): status %d, %d bytes, headers %v; GET sent %d bytes", accept, head.StatusCode,
				len(body), head.Header, len(wire))
		}
	}
	// An encoded representation is sent whole, even when a part is asked for; the plain file honours ranges.
	resp := get(h, "GET", "/game.fedcba9876543210.wasm", map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"})
	if _, wire := decode(t, resp); resp.StatusCode != 200 || resp.Header.Get("Content-Length") != strconv.Itoa(len(wire)) {
		t.Errorf("a range of the brotli body: status %d, length %s", resp.StatusCode, resp.Header.Get("Content-Length"))
	}
	resp = get(h, "GET", "/game.fedcba9876543210.wasm", map[string]string{"Range": "bytes=0-3"})
	if body, _ := io.ReadAll(resp.Body); resp.StatusCode != 206 || string(body) != "\x00asm" {
		t.Errorf("a range of the plain file: status %d, body %q", resp.StatusCode, body)
	}
}

func TestHandlerMissingFolder(t *testing.T) {
	h := Handler(filepath.Join(t.TempDir(), "none"))
	if resp := get(h, "GET", "/", nil); resp.StatusCode != 500 {
		t.Errorf("a missing folder: status %d, want 500", resp.StatusCode)
	}
}

func TestIsHashedName(t *testing.T) {
	for name, want := range map[string]bool{
		"quintet.0123456789abcdef.wasm":    true,
		"wasm_exec.0123456789abcdef.js":    true,
		"icon-192.fedcba9876543210.png":    true,
		"quintet.wasm":                     false,
		"index.html":                       false,
		"sw.js":                            false,
		"quintet.0123456789ABCDEF.wasm":    false, // hashes are lower-case
		"quintet.0123456789abcde.wasm":     false, // 15 digits
		"quintet.0123456789abcdef0.wasm":   false, // 17 digits
		"quintet.0123456789abcdeg.wasm":    false,
		".0123456789abcdef.js":             false,
		"0123456789abcdef.js":              false,
		"quintet.0123456789abcdef":         false, // no extension after the hash
		"a.b.0123456789abcdef.tar":         true,
		"quintet.0123456789abcdef.wasm.br": false,
	} {
		if got := IsHashedName(name); got != want {
			t.Errorf("IsHashedName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestParseAcceptEncoding(t *testing.T) {
	for _, tc := range []struct {
		header   string
		br, gzip bool
	}{
		{"", false, false},
		{chromium, true, true},
		{"gzip", false, true},
		{"br", true, false},
		{"Br, GZIP", true, true},
		{" br ; q=1 , gzip ; q=0.001 ", true, true},
		{"br;q=0", false, false},
		{"br;q=0.000, gzip;q=1.000", false, true},
		{"br;q=0.", false, false},
		{"br;q=1.", true, false},
		{"br;q=1.5", false, false}, // over 1: malformed, so refused
		{"br;q=0.1234", false, false},
		{"br;q=-1", false, false},
		{"br;q=abc", false, false},
		{"br;q=", false, false},
		{"br;foo=bar", true, false},
		{"*", true, true},
		{"*;q=0.5", true, true},
		{"*, br;q=0", false, true},
		{"br;q=0, *", false, true},
		{"*;q=0", false, false},
		{"br;q=0, br", true, false}, // repeated: the better weight
		{",,, br ,,", true, false},
		{"identity", false, false},
		{"brotli, gzipped", false, false},
	} {
		a := ParseAcceptEncoding(tc.header)
		if a.Accepts("br") != tc.br || a.Accepts("gzip") != tc.gzip {
			t.Errorf("%q: br %v gzip %v, want %v %v", tc.header, a.Accepts("br"), a.Accepts("gzip"), tc.br, tc.gzip)
		}
	}
}

// A huge Accept-Encoding costs no memory in proportion to its length: a megabyte of commas, of one
// coding name, of parameters or of "br;q=0" entries allocates no more than a short header does (the
// map of the codings named, bounded by the entries read). Splitting the header cost 16 MB a request.
func TestParseAcceptEncodingHugeHeader(t *testing.T) {
	const mb = 1 << 20
	headers := map[string]string{
		"commas":     strings.Repeat(",", mb),
		"one name":   strings.Repeat("B", mb),
		"parameters": "br" + strings.Repeat(";", mb),
		"entries":    strings.Repeat("br;q=0,", mb/7),
		"names":      strings.Repeat("x-coding-name-long,", mb/19),
	}
	short := allocated(func() { ParseAcceptEncoding(chromium) })
	for name, h := range headers {
		if got := allocated(func() { ParseAcceptEncoding(h) }); got > short+8<<10 {
			t.Errorf("%s (%d bytes): parsing allocates %d bytes, a short header %d", name, len(h), got, short)
		}
		if allocs := testing.AllocsPerRun(5, func() { ParseAcceptEncoding(h) }); allocs > 80 {
			t.Errorf("%s: %.0f allocations a parse", name, allocs)
		}
	}
	// The entries beyond the first 64 are not read, as before.
	if a := ParseAcceptEncoding(strings.Repeat(",", 64) + "br"); a.Accepts("br") {
		t.Error("a coding after 64 empty entries was read")
	}
	if a := ParseAcceptEncoding(strings.Repeat(",", 64-1) + "br"); !a.Accepts("br") {
		t.Error("the 64th entry was not read")
	}
}

// allocated is the bytes f allocates, the least of a few runs.
func allocated(f func()) uint64 {
	least := uint64(math.MaxUint64)
	for range 5 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	return least
}

func TestParseQuality(t *testing.T) {
	for s, want := range map[string]int{"0": 0, "1": 1000, "0.5": 500, "0.05": 50, "0.125": 125, "1.0": 1000,
		"1.000": 1000, "0.": 0, "1.": 1000, "0.999": 999} {
		if got, ok := parseQuality(s); !ok || got != want {
			t.Errorf("parseQuality(%q) = %d, %v; want %d", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "2", "1.001", "1.5", "0.1234", ".5", "-0", "0,5", "0.5x", "01", "q", "0.a"} {
		if got, ok := parseQuality(s); ok {
			t.Errorf("parseQuality(%q) = %d, accepted; want refused", s, got)
		}
	}
}

// FuzzParseAcceptEncoding: any header parses without panicking; a coding the header never names is
// accepted only through "*"; names and the q parameter are case-insensitive.
func FuzzParseAcceptEncoding(f *testing.F) {
	for _, s := range []string{"", chromium, "br;q=0, gzip", "*;q=0.5", "gzip;q=1.000, br;q=0.", "BR;Q=0.5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		a := ParseAcceptEncoding(header)
		lower := strings.ToLower(header)
		for _, coding := range []string{"br", "gzip"} {
			if !strings.Contains(lower, coding) && !strings.Contains(header, "*") && a.Accepts(coding) {
				t.Errorf("%q accepts %s without naming it", header, coding)
			}
			upper := ParseAcceptEncoding(asciiUpper(header))
			if upper.Accepts(coding) != a.Accepts(coding) {
				t.Errorf("%q: %s accepted %v, but %v in upper case", header, coding, a.Accepts(coding), upper.Accepts(coding))
			}
		}
	})
}

func asciiUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
