package wasm

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// A range set in which no range can be satisfied is answered 416 with "bytes */size" (RFC 9110
// 15.5.17); "-0" asks for the last zero bytes, which nothing satisfies (Go's ServeContent answered it
// 206 with "bytes 19-18/19"). Satisfiable ranges beside it are still served, and a range with an
// If-Range that does not match is ignored as before.
func TestHandlerEmptySuffixRange(t *testing.T) {
	dir, content := testSite(t)
	h := Handler(dir)
	size := strconv.Itoa(len(content["plain.txt"]))
	for _, tc := range []struct {
		rng, ifRange string
		status       int
		contentRange string
	}{
		{"bytes=-0", "", http.StatusRequestedRangeNotSatisfiable, "bytes */" + size},
		{"bytes=-000", "", http.StatusRequestedRangeNotSatisfiable, "bytes */" + size},
		{"bytes=-0, -0", "", http.StatusRequestedRangeNotSatisfiable, "bytes */" + size},
		{"bytes=-0,0-3", "", http.StatusPartialContent, "bytes 0-3/" + size},
		{"bytes=-3", "", http.StatusPartialContent, "bytes 16-18/" + size},
		{"bytes=-0", `"not-it"`, http.StatusOK, ""},
	} {
		header := map[string]string{"Range": tc.rng}
		if tc.ifRange != "" {
			header["If-Range"] = tc.ifRange
		}
		resp := get(h, "GET", "/plain.txt", header)
		if resp.StatusCode != tc.status || resp.Header.Get("Content-Range") != tc.contentRange {
			t.Errorf("Range %q (If-Range %q): status %d, Content-Range %q; want %d, %q", tc.rng, tc.ifRange,
				resp.StatusCode, resp.Header.Get("Content-Range"), tc.status, tc.contentRange)
		}
	}
}

// A file changed in place with the same size and modification time gets a new ETag: the tag follows
// the content (the old handler kept the first tag for as long as size and time stayed).
func TestHandlerETagFollowsContent(t *testing.T) {
	for _, settle := range []time.Duration{tagSettle, 0} {
		t.Run("kept after "+settle.String(), func(t *testing.T) {
			defer func(old time.Duration) { tagSettle = old }(tagSettle)
			tagSettle = settle // 0: hashes are kept at once, and only the change time tells a new version
			dir, _ := testSite(t)
			h := Handler(dir)
			name := filepath.Join(dir, "plain.txt")
			fi, err := os.Stat(name)
			if err != nil {
				t.Fatal(err)
			}
			first := get(h, "GET", "/plain.txt", nil).Header.Get("ETag")
			time.Sleep(20 * time.Millisecond) // past the file system's clock tick, so the change time moves
			f, err := os.OpenFile(name, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteAt([]byte("NO"), 0); err != nil { // same size, in place
				t.Fatal(err)
			}
			f.Close()
			if err := os.Chtimes(name, fi.ModTime(), fi.ModTime()); err != nil {
				t.Fatal(err)
			}
			resp := get(h, "GET", "/plain.txt", map[string]string{"If-None-Match": first})
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusOK || string(body) != "NO stored encodings" || resp.Header.Get("ETag") == first {
				t.Errorf("after a change in place: status %d, body %q, ETag %s (was %s); want 200, the new body and a new tag",
					resp.StatusCode, body, resp.Header.Get("ETag"), first)
			}
		})
	}
}
