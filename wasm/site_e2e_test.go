//go:build e2e

package wasm_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"quintet/wasm"
)

// siteDir is the folder make site writes.
func siteDir(t *testing.T) string {
	dir := filepath.Join("..", "dist", "web")
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Fatalf("no site in %s (make site builds it): %v", dir, err)
	}
	return dir
}

// chromium starts a headless Chromium with a profile of its own.
func chromium(t *testing.T) context.Context {
	exe, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (make test installs it): %v", err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true), chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true), chromedp.UserDataDir(t.TempDir()))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	// Start the browser here, in the test goroutine, before anything listens to it.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 720)); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return ctx
}

// serverLog counts what the server sends: the bytes of every response body, and which files were asked
// for. It sees everything on the wire, the service worker's own fetches included.
type serverLog struct {
	mu       sync.Mutex
	bytes    int64
	requests []string
}

type countingWriter struct {
	http.ResponseWriter
	log    *serverLog
	status *int
}

func (w countingWriter) WriteHeader(code int) {
	*w.status = code
	w.ResponseWriter.WriteHeader(code)
}

func (w countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.log.mu.Lock()
	w.log.bytes += int64(n)
	w.log.mu.Unlock()
	return n, err
}

func (l *serverLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		code := 200
		h.ServeHTTP(countingWriter{w, l, &code}, r)
		l.mu.Lock()
		l.requests = append(l.requests, fmt.Sprintf("%s %d %s", r.URL.Path, code, w.Header().Get("Content-Encoding")))
		l.mu.Unlock()
	})
}

// take returns the counts since the last take and starts again.
func (l *serverLog) take() (int64, []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, r := l.bytes, l.requests
	l.bytes, l.requests = 0, nil
	return n, r
}

// pageLog sums what the page's network events say came over the wire: Network.loadingFinished's
// encodedDataLength, leaving out responses the service worker or a cache answered.
type pageLog struct {
	mu     sync.Mutex
	local  map[network.RequestID]bool
	bytes  float64
	loads  int
	fromSW int
}

func (l *pageLog) listen(ctx context.Context) error {
	l.local = map[network.RequestID]bool{}
	return chromedp.Listen(ctx, func(ev any) {
		l.mu.Lock()
		defer l.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventResponseReceived:
			if e.Response.FromServiceWorker {
				l.fromSW++
			}
			l.local[e.RequestID] = e.Response.FromServiceWorker || e.Response.FromDiskCache || e.Response.FromPrefetchCache
		case *network.EventLoadingFinished:
			l.loads++
			if !l.local[e.RequestID] {
				l.bytes += e.EncodedDataLength
			}
		}
	})
}

func (l *pageLog) take() (bytes float64, loads, fromSW int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	bytes, loads, fromSW = l.bytes, l.loads, l.fromSW
	l.bytes, l.loads, l.fromSW = 0, 0, 0
	return
}

// perf is window.quintetPerf.
type perf struct {
	LongTasks    []struct{ Start, Duration float64 } `json:"longTasks"`
	LongFrames   []struct{ Start, Duration, Blocking, Render float64 }
	WasmBytes    int64   `json:"wasmBytes"`
	WasmEncoding string  `json:"wasmEncoding"`
	WasmTransfer float64 `json:"wasmTransfer"`
	Downloaded   float64 `json:"downloaded"`
	Instantiated float64 `json:"instantiated"`
	Running      float64 `json:"running"`
	FirstFrame   float64 `json:"firstFrame"`
	FirstShown   float64 `json:"firstShown"`
}

func (p perf) String() string {
	var total, longest float64
	for _, lt := range p.LongTasks {
		total += lt.Duration
		longest = max(longest, lt.Duration)
	}
	var list []string
	for _, lt := range p.LongTasks {
		list = append(list, fmt.Sprintf("%.0f+%.0f", lt.Start, lt.Duration))
	}
	return fmt.Sprintf("wasm %d bytes (%s, transfer %.0f); downloaded at %.0f ms, instantiated %.0f, running %.0f, first frame %.0f; "+
		"%d long tasks, %.0f ms in all, longest %.0f ms [%s]; %d long animation frames",
		p.WasmBytes, p.WasmEncoding, p.WasmTransfer, p.Downloaded, p.Instantiated, p.Running, p.FirstFrame,
		len(p.LongTasks), total, longest, strings.Join(list, " "), len(p.LongFrames))
}

func readPerf(t *testing.T, ctx context.Context) perf {
	t.Helper()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[perf](`window.quintetPerf`))
	if err != nil {
		t.Fatalf("reading window.quintetPerf: %v", err)
	}
	return p
}

// wasmSize is the game's size unpacked, from the site's index.html.
func wasmFile(t *testing.T, dir string) (string, int64) {
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`"wasm":"(quintet\.[0-9a-f]{16}\.wasm)"`).FindSubmatch(index)
	if m == nil {
		t.Fatalf("index.html names no hashed game")
	}
	fi, err := os.Stat(filepath.Join(dir, string(m[1])))
	if err != nil {
		t.Fatal(err)
	}
	return string(m[1]), fi.Size()
}

// A first visit caches the build in the service worker; a second downloads nothing; with the server
// gone the game still starts. Bytes on the wire are counted at the server and in the page's events.
func TestSiteOffline(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	dir := siteDir(t)
	game, size := wasmFile(t, dir)
	var srvLog serverLog
	srv := httptest.NewServer(srvLog.wrap(wasm.Handler(dir)))
	defer srv.Close()
	ctx := chromium(t)
	var pl pageLog
	if err := pl.listen(ctx); err != nil {
		t.Fatal(err)
	}
	b := &browser{t: t, ctx: ctx, url: srv.URL + "/", out: filepath.Join("..", "dist")}

	start := time.Now()
	s := b.open("dials:n5q5#1")
	firstTime := time.Since(start)
	// The worker takes over the page once it has cached the build.
	var controlled bool
	for deadline := time.Now().Add(60 * time.Second); !controlled && time.Now().Before(deadline); {
		var err error
		if controlled, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`!!(navigator.serviceWorker && navigator.serviceWorker.controller)`)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !controlled {
		t.Fatalf("no service worker controls the page after a minute")
	}
	p := readPerf(t, ctx)
	t.Logf("first visit (%.1f s to running): %s", firstTime.Seconds(), p)
	if p.WasmBytes != size || p.WasmEncoding != "br" {
		t.Errorf("the page counted %d bytes of the game as %q; want %d as br", p.WasmBytes, p.WasmEncoding, size)
	}
	cacheName, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`caches.keys()`, chromedp.EvalAwaitPromise))
	if err != nil || len(cacheName) != 1 || !strings.HasPrefix(cacheName[0], "quintet-") {
		t.Errorf("caches %v (%v); want one quintet-<build>", cacheName, err)
	}
	installable(t, ctx)
	wire1, reqs1 := srvLog.take()
	page1, loads1, _ := pl.take()
	t.Logf("first visit on the wire: server sent %d bytes in %d responses %v; the page's events count %.0f bytes in %d loads",
		wire1, len(reqs1), reqs1, page1, loads1)
	if n := countRequests(reqs1, game); n != 1 {
		t.Errorf("the game was sent %d times on the first visit, want once (the worker should take it from the HTTP cache): %v", n, reqs1)
	}

	// The second visit: everything from the worker's cache.
	start = time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#dials:n5q5#1")); err != nil {
		t.Fatal(err)
	}
	b.waitFor("the game to run again", func(s status) bool { return s.Status == "running" && s.Puzzle != "" })
	secondTime := time.Since(start)
	p = readPerf(t, ctx)
	wire2, reqs2 := srvLog.take()
	page2, loads2, fromSW := pl.take()
	t.Logf("second visit (%.1f s to running): server sent %d bytes in %d responses %v; the page's events count %.0f bytes over the network, %d of %d loads from the service worker",
		secondTime.Seconds(), wire2, len(reqs2), reqs2, page2, fromSW, loads2)
	t.Logf("second visit: %s", p)
	for _, r := range reqs2 {
		if !strings.HasPrefix(r, "/sw.js ") { // the browser's own check for a new worker is all that may go out
			t.Errorf("the second visit asked the server for %s", r)
		}
	}
	if page2 != 0 || fromSW == 0 {
		t.Errorf("second visit: %.0f bytes over the network and %d loads from the worker; want 0 and some", page2, fromSW)
	}

	// No server at all: the game still starts.
	srv.Close()
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#dials:n5q5#1")); err != nil {
		t.Fatalf("offline: %v", err)
	}
	s = b.waitFor("the game to run offline", func(s status) bool { return s.Status == "running" && s.Puzzle != "" })
	if p := readPerf(t, ctx); p.WasmBytes != size {
		t.Errorf("offline the page counted %d bytes of the game, want %d", p.WasmBytes, size)
	}
	t.Logf("offline: %s runs (%s)", s.Game, s.Position)
}

func countRequests(reqs []string, file string) int {
	n := 0
	for _, r := range reqs {
		if strings.HasPrefix(r, "/"+file+" ") {
			n++
		}
	}
	return n
}

// installable checks the manifest as Chromium reads it and asks whether the page could be installed.
func installable(t *testing.T, ctx context.Context) {
	t.Helper()
	var manifestErrs []*page.AppManifestError
	var installErrs []*page.InstallabilityError
	var parsed *page.WebAppManifest
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		m, err := cdp.Call(ctx, tg, page.GetAppManifest, page.GetAppManifestParams{})
		if err != nil {
			return err
		}
		manifestErrs, parsed = m.Errors, m.Manifest
		ie, err := cdp.Call(ctx, tg, page.GetInstallabilityErrors, cdp.Empty{})
		installErrs = ie.InstallabilityErrors
		return err
	}))
	if err != nil {
		t.Fatalf("reading the manifest: %v", err)
	}
	for _, e := range manifestErrs {
		t.Errorf("manifest: %s (line %d)", e.Message, e.Line)
	}
	for _, e := range installErrs {
		t.Errorf("not installable: %s %v", e.ErrorID, e.ErrorArguments)
	}
	// Chromium names the display mode by its own enum (kStandalone).
	if parsed == nil || !strings.HasSuffix(strings.ToLower(parsed.Display), "standalone") || parsed.Name != "Quintet" ||
		len(parsed.Icons) != 3 {
		t.Errorf("the parsed manifest: %+v", parsed)
	}
}

// textBox is quintetText.get's answer.
type textBox struct {
	Value   string `json:"value"`
	Submits int    `json:"submits"`
	Focused bool   `json:"focused"`
}

// The text box the game will place over its text fields: typed into like any input, and what is typed
// there never reaches the game.
func TestQuintetText(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	dir := siteDir(t)
	srv := httptest.NewServer(wasm.Handler(dir))
	defer srv.Close()
	ctx := chromium(t)
	b := &browser{t: t, ctx: ctx, url: srv.URL + "/", out: filepath.Join("..", "dist")}
	s := b.open("dials:n5q5#1")
	eval := func(js string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](js)); err != nil {
			t.Fatalf("%s: %v", js, err)
		}
	}
	box := func() textBox {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[textBox](`quintetText.get("t1")`))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	eval(`quintetText.set("t1", 100, 80, 300, 40, "abc", "Game ID")`)
	type element struct {
		ID, Type, Attrs, Label string
		Left, Top, W, H, Font  float64
		CanvasLeft, CanvasTop  float64
	}
	el, err := chromedp.Run(ctx, chromedp.Evaluate[element](`(() => {
		const e = document.getElementById("qt-t1"), r = e.getBoundingClientRect();
		const c = document.querySelector("canvas").getBoundingClientRect();
		return { id: e.id, type: e.type, label: e.getAttribute("aria-label"),
			attrs: ["autocapitalize", "autocomplete", "spellcheck", "enterkeyhint"].map(a => a + "=" + e.getAttribute(a)).join(" "),
			left: r.left, top: r.top, w: r.width, h: r.height, font: parseFloat(getComputedStyle(e).fontSize),
			canvasLeft: c.left, canvasTop: c.top };
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if el.Type != "text" || el.Label != "Game ID" || el.Attrs != "autocapitalize=off autocomplete=off spellcheck=false enterkeyhint=done" ||
		el.Left != el.CanvasLeft+100 || el.Top != el.CanvasTop+80 || el.W != 300 || el.H != 40 || el.Font < 16 {
		t.Fatalf("the box: %+v", el)
	}

	// A click puts the caret in it (at the end: the click is right of the text).
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(el.Left+250, el.Top+20)); err != nil {
		t.Fatal(err)
	}
	if v := box(); !v.Focused || v.Value != "abc" {
		t.Fatalf("after a click: %+v, want focused with abc", v)
	}
	// n, h and 1 are the game's keys for a new game, a hint and a move: typed here, they are text only.
	if err := chromedp.Do(ctx, chromedp.KeyEvent("nh1")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	if v := box(); v.Value != "abcnh1" || v.Submits != 0 || !v.Focused {
		t.Errorf("after typing nh1: %+v, want abcnh1, no submit, focused", v)
	}
	if now := b.status(); now.Game != s.Game || now.Position != s.Position || now.Moves != s.Moves || now.HintShown != s.HintShown {
		t.Errorf("the game saw the typing: %+v, was %+v", now, s)
	}
	// Enter (Done on a phone) submits and gives the keys back to the game.
	b.key(kb.Enter)
	if v := box(); v.Submits != 1 || v.Focused || v.Value != "abcnh1" {
		t.Errorf("after Enter: %+v, want one submit, not focused", v)
	}
	b.press("1", "a move once the box is left", func(now status) bool { return now.Moves == s.Moves+1 })
	s = b.status()

	// The game's value replaces the box's only while the player is not typing in it.
	eval(`quintetText.set("t1", 100, 80, 300, 40, "zzz", "Game ID")`)
	if v := box(); v.Value != "zzz" {
		t.Errorf("set while not focused: %+v, want zzz", v)
	}
	eval(`quintetText.focus("t1")`)
	eval(`quintetText.set("t1", 120, 90, 300, 40, "qqq", "Game ID")`)
	if v := box(); v.Value != "zzz" || !v.Focused {
		t.Errorf("set while focused: %+v, want zzz kept, focused", v)
	}
	// Esc leaves the box, not the puzzle (Esc is the game's way back to the menu).
	b.key(kb.Escape)
	time.Sleep(300 * time.Millisecond)
	if v := box(); v.Focused || v.Submits != 1 {
		t.Errorf("after Esc: %+v, want not focused, still one submit", v)
	}
	if now := b.status(); now.Puzzle != s.Puzzle || now.Game != s.Game || now.Moves != s.Moves {
		t.Errorf("Esc in the box reached the game: %+v, was %+v", now, s)
	}
	eval(`quintetText.remove("t1")`)
	gone, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`quintetText.get("t1") === null && !document.getElementById("qt-t1")`))
	if err != nil || !gone {
		t.Errorf("after remove: still there (%v)", err)
	}
}

// The loading screen follows the player's theme and shows the download in the encoding on the wire.
func TestLoadingScreen(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	dir := siteDir(t)
	game, _ := wasmFile(t, dir)
	sizes := map[string]int64{}
	for _, suffix := range []string{"", ".br", ".gz"} {
		fi, err := os.Stat(filepath.Join(dir, game+suffix))
		if err != nil {
			t.Fatal(err)
		}
		sizes[suffix] = fi.Size()
	}
	// A server whose clients accept gzip only.
	inner := wasm.Handler(dir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Header.Set("Accept-Encoding", "gzip")
		inner.ServeHTTP(w, r)
	}))
	defer srv.Close()
	ctx := chromium(t)
	b := &browser{t: t, ctx: ctx, url: srv.URL + "/", out: filepath.Join("..", "dist")}
	type look struct {
		Class, Bg, Meta, Detail, Bar string
		Perf                         perf
		Status                       status
	}
	read := func(t *testing.T, tab *browser) look {
		l, err := chromedp.Run(tab.ctx, chromedp.Evaluate[look](`({
			class: document.documentElement.className,
			bg: getComputedStyle(document.documentElement).getPropertyValue("--bg").trim(),
			meta: document.querySelector('meta[name="theme-color"]').content,
			detail: (document.getElementById("detail") || {}).textContent,
			bar: (document.getElementById("bar-fill") || { style: {} }).style.width,
			status: window.quintet,
			perf: window.quintetPerf })`))
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	mb := func(n int64) string { return fmt.Sprintf("%.1f", float64(n)/1e6) }
	for _, tc := range []struct {
		name, script, class, bg string
	}{
		// class "": the system's theme, as nothing the player chose is saved.
		{"no settings", ``, "", ""},
		{"light", `localStorage.setItem("quintet/settings", '{"puzzle":"dials","theme":"light"}');`, "light", wasm.Palettes[1].Bg},
		{"dark", `localStorage.setItem("quintet/settings", '{"format":2,"theme":"dark"}');`, "dark", wasm.Palettes[0].Bg},
		{"dark before format 2", `localStorage.setItem("quintet/settings", '{"theme":"dark"}');`, "", ""},
		{"unreadable settings", `localStorage.setItem("quintet/settings", '{not json');`, "", ""},
		{"no storage", `Object.defineProperty(window, "localStorage", { get() { throw new Error("denied"); } });`, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The script runs before the page's own, on every load of this tab; clear the settings first.
			tab, cancel := b.tabWith(t, `try { localStorage.removeItem("quintet/settings"); } catch (e) {}`+tc.script, "dials:n5q5#1")
			defer cancel()
			var l look
			for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
				if l = read(t, tab); l.Perf.Instantiated > 0 || l.Status.Status == "error" {
					break
				}
			}
			if tc.class == "" {
				// The system's colour scheme decides what the player did not (see TestFirstVisitPreferences).
				tc.class, tc.bg = "dark", wasm.Palettes[0].Bg
				if light, _ := chromedp.Run(tab.ctx, chromedp.Evaluate[bool](`matchMedia("(prefers-color-scheme: light)").matches`)); light {
					tc.class, tc.bg = "light", wasm.Palettes[1].Bg
				}
			}
			if l.Class != tc.class || l.Bg != tc.bg || l.Meta != tc.bg {
				t.Errorf("theme %q, --bg %s, theme-color %s; want %s, %s", l.Class, l.Bg, l.Meta, tc.class, tc.bg)
			}
			if tc.name == "no storage" {
				// The page copes; whether the game does is the game's affair (today its first
				// localStorage read throws out of the wasm: "could not start: Error: denied").
				t.Logf("without storage the game's status is %+v", l.Status)
				return
			}
			want := mb(sizes[".gz"]) + " of " + mb(sizes[".gz"]) + " MB"
			if l.Perf.WasmEncoding != "gzip" || l.Perf.WasmBytes != sizes[""] || l.Detail != want || l.Bar != "100%" {
				t.Errorf("download shown as %q (bar %s), %d bytes as %q; want %q, %d bytes as gzip; status %+v",
					l.Detail, l.Bar, l.Perf.WasmBytes, l.Perf.WasmEncoding, want, sizes[""], l.Status)
			}
		})
	}
}
