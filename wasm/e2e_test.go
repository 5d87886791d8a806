//go:build e2e

package wasm_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	hashrules "quintet/rules/hash"
	"quintet/rules/puzzle"
	"quintet/solver/registry"
	"quintet/solver/template"
	"quintet/wasm"
)

// Each test starts a Chromium of its own, and most spend their time waiting on the page (its start, its
// timers, a player's pace), so they call t.Parallel and run beside one another (make e2e sets how many
// at once with -parallel). TestInputUnderThrottle (the page's CPU throttled), TestStartup and
// TestCodeCache (which time the start-up) do not: Go runs them first, one at a time.

// status is window.quintet as the game publishes it.
type status struct {
	Status    string `json:"status"`
	Message   string `json:"message"`
	Puzzle    string `json:"puzzle"`
	Game      string `json:"game"`
	Position  string `json:"position"`
	State     string `json:"state"`
	Moves     int    `json:"moves"`
	Remaining *int   `json:"remaining"`
	Hint      string `json:"hint"`
	HintShown bool   `json:"hint_shown"`
}

type browser struct {
	t   *testing.T
	ctx context.Context
	url string
	out string
}

// serve serves the site in ../dist/<dir> on the loopback address until the test ends, and returns its
// address.
func serve(t *testing.T, dir, builder string) string {
	dir = filepath.Join("..", "dist", dir)
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Fatalf("no browser build in %s (%s builds it): %v", dir, builder, err)
	}
	srv := httptest.NewServer(wasm.Handler(dir))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// newBrowser serves ../dist/web on the loopback address and starts headless Chromium on it.
func newBrowser(t *testing.T) *browser {
	url := serve(t, "web", "make site")
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
	out := filepath.Join("..", "dist")
	return &browser{t: t, ctx: ctx, url: url, out: out}
}

// open loads the page afresh with a fragment and waits for the game to run.
func (b *browser) open(fragment string) status {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#"+fragment)); err != nil {
		b.t.Fatalf("navigate: %v", err)
	}
	return b.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle != "" })
}

// goTo opens the game at fragment in the page already loaded, as a player typing it into the address
// does (no page load), and waits for the game to show it.
func (b *browser) goTo(fragment string) status {
	b.t.Helper()
	b.eval(`location.hash = "#` + fragment + `"`)
	return b.waitFor(fragment+" to open", func(s status) bool { return s.Game == fragment && s.Status == "running" })
}

func (b *browser) status() status {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[status](`window.quintet || {}`))
	if err != nil {
		b.t.Fatalf("reading window.quintet: %v", err)
	}
	return s
}

// waitFor polls the page's status until ok, failing at once if the page reports an error or the game exits.
func (b *browser) waitFor(what string, ok func(status) bool) status {
	b.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		s := b.status()
		if s.Status == "error" || s.Status == "exited" {
			b.t.Fatalf("waiting for %s: the page says %s: %s", what, s.Status, s.Message)
		}
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting for %s: gave up; last status %+v", what, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// cdp runs f with the tab's DevTools target (calls of the protocol chromedp has no action for) and
// fails the test, naming what was done, if it returns an error.
func (b *browser) cdp(what string, f func(ctx context.Context, tg *chromedp.Target) error) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Func(f)); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

func (b *browser) key(k string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(k)); err != nil {
		b.t.Fatalf("key %q: %v", k, err)
	}
}

func (b *browser) screenshot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatalf("screenshot: %v", err)
	}
	path := filepath.Join(b.out, name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("screenshot: %s", path)
}

// press presses a key once and waits for cond. A key is never pressed twice: a lost key is a failure.
func (b *browser) press(k, what string, cond func(status) bool) status {
	b.t.Helper()
	b.key(k)
	deadline := time.Now().Add(60 * time.Second) // a loaded machine's software GL can be slow; one press only
	for {
		s := b.status()
		if s.Status == "error" || s.Status == "exited" {
			b.t.Fatalf("after key %q: the page says %s: %s", k, s.Status, s.Message)
		}
		if cond(s) {
			return s
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("key %q pressed once: no %s within 60 s; status %+v", k, what, s)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// deref is *p, or -1 for nil.
func deref(p *float64) float64 {
	if p == nil {
		return -1
	}
	return *p
}

// grid is one of the open scene's tap grids from the layout report: x, y, w, h (CSS px), the first
// cell's column and row, columns, rows.
func (b *browser) grid(name string) ([]float64, bool) {
	b.t.Helper()
	g, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`(window.quintet.layout.grids || {})["`+name+`"] || []`))
	if err != nil {
		b.t.Fatalf("reading the %s grid: %v", name, err)
	}
	return g, len(g) == 8
}

// waitGrid waits until the layout report has the named grid.
func (b *browser) waitGrid(name string) []float64 {
	b.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		if g, ok := b.grid(name); ok {
			return g
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("no %s grid within 30 s; status %+v", name, b.status())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// tapCell taps a finger once on the middle of the board's cell (col, row) in the named grid.
func (b *browser) tapCell(name string, col, row int) {
	b.t.Helper()
	g, ok := b.grid(name)
	if !ok {
		b.t.Fatalf("no %s grid to tap", name)
	}
	c, r := float64(col)-g[4], float64(row)-g[5]
	if c < 0 || r < 0 || c >= g[6] || r >= g[7] {
		b.t.Fatalf("the %s grid %v does not show the cell (%d,%d)", name, g, col, row)
	}
	x, y := g[0]+(c+0.5)*g[2]/g[6], g[1]+(r+0.5)*g[3]/g[7]
	// A finger's press and release, sent by the page in one go: chromedp's TapXY waits for the renderer
	// between the two, and on a loaded machine (software GL at DPR 3) that wait alone can outlast a long
	// press, so the tap would be taken for one.
	js := fmt.Sprintf(`(() => {
  const c = document.querySelector("canvas");
  const o = {pointerType: "touch", pointerId: 7, isPrimary: true, clientX: %f, clientY: %f, bubbles: true, cancelable: true};
  c.dispatchEvent(new PointerEvent("pointerdown", o));
  c.dispatchEvent(new PointerEvent("pointerup", o));
  return true;
})()`, x, y)
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](js)); err != nil {
		b.t.Fatalf("tap at %.0f,%.0f: %v", x, y, err)
	}
}

// playByHints presses only the hint key — H shows the hint, H again plays it — until the game ends.
func (b *browser) playByHints(puzzle string, maxMoves int) status {
	b.t.Helper()
	s := b.status()
	for i := 0; s.State == "playing"; i++ {
		if i > maxMoves {
			b.t.Fatalf("%s: not over after %d hinted moves: %+v", puzzle, maxMoves, s)
		}
		s = b.waitFor("a hint", func(s status) bool { return s.Hint != "" || s.State != "playing" })
		if s.State != "playing" {
			break
		}
		before := s.Position
		if !s.HintShown {
			b.press("h", "the hint to show", func(s status) bool { return s.HintShown || s.Position != before })
		}
		s = b.press("h", "the hinted move", func(s status) bool { return s.Position != before })
	}
	return s
}

// tabWith opens the page at fragment in a new tab of the same browser, after script has run in it
// before any of the page's own scripts.
func (b *browser) tabWith(t *testing.T, script, fragment string) (*browser, context.CancelFunc) {
	return b.tabAt(t, b.url, script, "#"+fragment)
}

// tabAt opens the page at url (with suffix, such as a fragment, added) in a new tab of the same browser,
// after script has run in it before any of the page's own scripts.
func (b *browser) tabAt(t *testing.T, url, script, suffix string) (*browser, context.CancelFunc) {
	ctx, cancel := chromedp.NewContext(b.ctx)
	err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 720), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	}), chromedp.Navigate(url+suffix))
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	return &browser{t: t, ctx: ctx, url: url, out: b.out}, cancel
}

// tabSized opens the page at fragment in a new tab of the same browser, in front, with its viewport
// (w×h, emulate's options) set before the page loads, and waits for the game to run: one page load,
// which sees the viewport (a phone's pointer and pixel ratio) from its start.
func (b *browser) tabSized(t *testing.T, w, h int64, fragment string, emulate ...chromedp.EmulateViewportOption) (*browser, status, context.CancelFunc) {
	ctx, cancel := chromedp.NewContext(b.ctx)
	err := chromedp.Do(ctx, chromedp.EmulateViewport(w, h, emulate...), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.BringToFront, cdp.Empty{})
		return err
	}), chromedp.Navigate(b.url+"#"+fragment))
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	tab := &browser{t: t, ctx: ctx, url: b.url, out: b.out}
	s := tab.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle != "" })
	if s.Game != fragment {
		cancel()
		t.Fatalf("opened %q but the game shows %+v", fragment, s)
	}
	return tab, s, cancel
}

// withoutFeature opens the page after a script that takes a browser feature away, and returns the
// page's final status.
func (b *browser) withoutFeature(t *testing.T, feature, script string) status {
	tab, cancel := b.tabWith(t, script, "dials:n5q5#1")
	defer cancel()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if s := tab.status(); s.Status != "loading" && s.Status != "" {
			tab.screenshot("e2e-no-" + feature + ".png")
			return s
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the page never left loading: %+v", tab.status())
	return status{}
}

// frameCounter counts animation frames from the moment the game runs until its first hint is known,
// timing both on the page itself: if the search held the page's only thread, no frame could run.
const frameCounter = `window.probe_ = { frames: 0, running: 0, hinted: 0 };
(function tick(now) {
  const q = window.quintet || {}, p = window.probe_;
  if (!p.running && q.status === "running" && q.puzzle === "clock") p.running = now;
  if (p.running && !p.hinted) { p.frames++; if (q.hint) p.hinted = now; }
  requestAnimationFrame(tick);
})(0);`

// The browser tests that play on in one another's saved games run in one Chromium, one page load per case.
func TestBrowser(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	// Every puzzle the page lists is won with the hint key alone, at its smoke-test game (so a puzzle
	// registered later is played too), and Escape also as prisoner 2.
	b.open("dials:n5q5#1")
	list, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]struct {
		Name  string `json:"name"`
		Smoke string `json:"smoke"`
	}](`window.quintet.puzzles`))
	if err != nil || len(list) == 0 {
		t.Fatalf("the page lists no puzzles: %v", err)
	}
	type win struct {
		puzzle, fragment string
		maxMoves         int
	}
	wins := []win{{"escape", "escape:64p2#4", 5}} // first: the tests after these play on in the last
	// Clock's smoke game is the classic one, 48 moves from the start, which make smoke, the keyboard test
	// (make xdo) and the scene tests play natively; here a game of the same size from a point 12 moves
	// before its end (both moves, the machine's answers replayed, the flash after the last) wins as
	// surely, in a quarter of the keys. Dials' smoke game takes 14 presses; game 3 of the same preset
	// (n5q5) takes 7, and is won from its start, at par, as the record's checks need (checkRecord).
	shorter := map[string]string{"clock": "clock:n4k2r#21", "dials": "dials:n5q5#3"}
	for _, p := range list {
		id := p.Smoke
		if g, ok := shorter[p.Name]; ok {
			id = g
		}
		wins = append(wins, win{p.Name, id, 200})
	}
	// Each game is opened from the address in the page loaded above, as a player types it (the page
	// loaded from an address with a game is b.open's, which most tests start with).
	for _, tc := range wins {
		t.Run("win "+tc.fragment, func(t *testing.T) {
			b.t = t
			s := b.goTo(tc.fragment)
			if s.Puzzle != tc.puzzle || s.Game != tc.fragment {
				t.Fatalf("opened %q but the game shows %+v", tc.fragment, s)
			}
			s = b.playByHints(tc.puzzle, tc.maxMoves)
			if s.State != "won" {
				t.Fatalf("%s ended %q: %+v", tc.puzzle, s.State, s)
			}
			time.Sleep(300 * time.Millisecond) // the completion flash
			b.screenshot(fmt.Sprintf("e2e-%s.png", strings.NewReplacer(":", "-", "#", "-").Replace(tc.fragment)))
			// The address mirrors the game.
			hash, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`decodeURIComponent(location.hash)`))
			if err != nil || hash != "#"+tc.fragment {
				t.Fatalf("location.hash = %q (%v), want #%s", hash, err, tc.fragment)
			}
			if tc.puzzle == "dials" {
				b.checkRecord(t, s) // the record and the timer: stats_e2e_test.go
			}
		})
	}
	t.Run("malformed fragment keeps the game", func(t *testing.T) {
		b.t = t
		// Dials, whose 1 key plays: the subtests before may have left any registered puzzle open.
		prev := b.open("dials:n5q5#1")
		s := b.open("dials:n5q5:not-a-board")
		if !strings.Contains(s.Message, "Game ID not loaded") || s.Position != prev.Position || s.Moves != prev.Moves {
			t.Fatalf("after a malformed fragment: %+v; want a message and the game as it was (%s)", s, prev.Position)
		}
		b.screenshot("e2e-bad-id.png")
		s = b.press("n", "a new game", func(s status) bool { return s.Game != prev.Game && s.State == "playing" })
		b.press("1", "a move in the new game", func(t status) bool { return t.Moves == s.Moves+1 })
	})
	// The first tab leaves its game for a blank page while the tabs below run: a game's page draws its
	// frames whether or not anyone looks at it (the subtests after these load it again).
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	t.Run("without WebGL the page says so", func(t *testing.T) {
		s := b.withoutFeature(t, "webgl", "HTMLCanvasElement.prototype.getContext = function () { return null; };")
		if s.Status != "error" || !strings.Contains(s.Message, "WebGL") {
			t.Fatalf("status %+v; want an error that names WebGL", s)
		}
	})
	t.Run("without WebAssembly the page says so", func(t *testing.T) {
		s := b.withoutFeature(t, "webassembly", "Object.defineProperty(window, 'WebAssembly', { value: undefined });")
		if s.Status != "error" || !strings.Contains(s.Message, "WebAssembly") {
			t.Fatalf("status %+v; want an error that names WebAssembly", s)
		}
	})
	t.Run("an off-line Clock hint does not stop the frames", func(t *testing.T) {
		// Clock n=8, k=7 has 16.7 million views; a view off the optimal line once needed the whole table,
		// seconds on the page's only thread. It is answered from the line now.
		tab, cancel := b.tabWith(t, frameCounter, "clock:n8k7:10000000h0") // off the line
		defer cancel()
		type probe struct {
			Frames  int     `json:"frames"`
			Running float64 `json:"running"`
			Hinted  float64 `json:"hinted"`
		}
		var p probe
		deadline := time.Now().Add(60 * time.Second)
		for p.Hinted == 0 && time.Now().Before(deadline) {
			time.Sleep(100 * time.Millisecond)
			var err error
			if p, err = chromedp.Run(tab.ctx, chromedp.Evaluate[probe](`window.probe_`)); err != nil {
				t.Fatal(err)
			}
		}
		secs := (p.Hinted - p.Running) / 1000
		if p.Hinted == 0 {
			t.Fatalf("no hint within a minute: %+v", p)
		}
		fps := float64(p.Frames) / secs
		t.Logf("the hint took %.2f s; %d frames meanwhile (%.0f per second)", secs, p.Frames, fps)
		if secs < 1 {
			// Off-line views are answered from the line now (no table is built), so the hint is quick;
			// should a search here ever take long again, the frames must go on meanwhile (below).
			return
		}
		if fps < 20 {
			t.Fatalf("only %.0f frames per second while the hint was searched: the search holds the thread", fps)
		}
	})
	t.Run("reload with the address keeps the place", func(t *testing.T) {
		b.t = t
		s := b.open("dials:n5q5#21") // a game not played yet in this browser (#3 was won above, and resumes won)
		start := s.Moves
		s = b.press("3", "a move", func(t status) bool { return t.Moves == start+1 })
		s = b.press("5", "a second move", func(t status) bool { return t.Moves == start+2 })
		hash, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`decodeURIComponent(location.hash)`))
		if err != nil || hash != "#"+s.Game {
			t.Fatalf("the address is %q, want the game being played #%s", hash, s.Game)
		}
		if err := chromedp.Do(b.ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		r := b.waitFor("the game to resume", func(r status) bool { return r.Status == "running" && r.Puzzle != "" })
		if r.Position != s.Position || r.Moves != s.Moves || r.Game != s.Game {
			t.Fatalf("after reload: %s (%d moves), want %s (%d moves)", r.Position, r.Moves, s.Position, s.Moves)
		}
		b.screenshot("e2e-reloaded.png")
	})
	t.Run("the size table: every puzzle and the help on phones upright and on their side and in a small window", func(t *testing.T) {
		// As for the tabs above: the first tab is blank while these run.
		if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank")); err != nil {
			t.Fatal(err)
		}
		for _, vp := range []struct {
			name  string
			w, h  int64
			phone bool
		}{{"portrait", 390, 844, true}, {"landscape", 844, 390, true}, {"small-window", 520, 390, false}} {
			emulate := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
			if vp.phone {
				emulate = []chromedp.EmulateViewportOption{chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch}
			}
			ids := []string{"hash:number#1", "clock:n4k2#1", "clock:n8k5r#1", "flip:i3#1", "flip:i9#1",
				"escape:64p1#1", "escape:256p1#1", "dials:n5q5#1", "dials:n6q5#1"}
			tab, _, cancel := b.tabSized(t, vp.w, vp.h, ids[0], emulate...)
			// Each puzzle at its default preset and at its largest (the most cells or buttons): the page
			// loaded once at this size, then each game opened from the address as a player types it (the
			// status that names the game comes with the first frame drawn of it, and so does its layout).
			for i, id := range ids {
				if i > 0 {
					tab.eval(`location.hash = "#` + id + `"`)
					tab.waitFor(id+" to open", func(s status) bool { return s.Game == id })
				}
				lay, err := chromedp.Run(tab.ctx, chromedp.Evaluate[struct {
					Width      float64  `json:"width"`
					MinText    float64  `json:"min_text"`
					MinButtonW float64  `json:"min_button_w"`
					MinButtonH float64  `json:"min_button_h"`
					MinTarget  *float64 `json:"min_target"`
					// What the last frame drew of text and did not show whole or inside its part.
					TextProblems []string `json:"text_problems"`
				}](`window.quintet.layout`))
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 {
					// The report is made when it is read (only tests read it), never with every frame.
					lazy, err := chromedp.Run(tab.ctx, chromedp.Evaluate[bool](`typeof (Object.getOwnPropertyDescriptor(window.quintet, "layout") || {}).get === "function"`))
					if err != nil {
						t.Fatal(err)
					}
					if !lazy {
						t.Errorf("%s: window.quintet.layout is made with every frame; want it made when read", vp.name)
					}
				}
				scroll, _ := chromedp.Run(tab.ctx, chromedp.Evaluate[float64](`document.documentElement.scrollWidth - window.innerWidth`))
				t.Logf("%s %s: width %.0f, min_text %.1f, buttons %.0f×%.0f, min_target %.1f", vp.name, id, lay.Width, lay.MinText,
					lay.MinButtonW, lay.MinButtonH, deref(lay.MinTarget))
				for _, p := range lay.TextProblems {
					t.Errorf("%s %s: %s", vp.name, id, p)
				}
				if !vp.phone {
					if scroll > 0 {
						t.Errorf("%s %s: horizontal overflow %.0f px", vp.name, id, scroll)
					}
					tab.screenshot(fmt.Sprintf("e2e-size-%s-%s.png", vp.name, strings.NewReplacer(":", "-", "#", "-").Replace(id)))
					continue
				}
				if lay.MinTarget == nil {
					t.Errorf("%s %s: the layout report has no min_target", vp.name, id)
				} else if *lay.MinTarget < 44 {
					t.Errorf("%s %s: the smallest touch target is %.1f px; want at least 44", vp.name, id, *lay.MinTarget)
				}
				if lay.MinText < 14 || lay.MinButtonH < 44 || lay.MinButtonW < 44 || scroll > 0 {
					t.Errorf("%s %s: text %.1f px, buttons %.0f×%.0f px, horizontal overflow %.0f px; want text ≥ 14, buttons ≥ 44×44, no overflow",
						vp.name, id, lay.MinText, lay.MinButtonW, lay.MinButtonH, scroll)
				}
				tab.screenshot(fmt.Sprintf("e2e-phone-%s-%s.png", vp.name, strings.NewReplacer(":", "-", "#", "-").Replace(id)))
			}
			tab.key("?")
			tab.screenshot(fmt.Sprintf("e2e-phone-%s-help.png", vp.name))
			help, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`window.quintet.layout.text_problems || []`))
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range help {
				t.Errorf("%s, the help: %s", vp.name, p)
			}
			cancel()
		}
	})
	t.Run("a salt typed into the page's text input", func(t *testing.T) {
		b.t = t
		b.open("hash:number#1")
		// The game keeps a real <input> over its salt box: click it, type, press Enter.
		if err := chromedp.Do(b.ctx, chromedp.WaitVisible(chromedp.CSS("#qt-box")), chromedp.Click(chromedp.CSS("#qt-box")),
			chromedp.KeyEvent("\b\b\b\b\b\b\b\b\b\b"), chromedp.SendKeys(chromedp.CSS("#qt-box"), "q(1,2)\r")); err != nil {
			t.Fatalf("typing into the salt box: %v", err)
		}
		s := b.waitFor("the game with the typed salt", func(s status) bool { return s.Game == "hash:number:q(1,2)" })
		if s.Moves != 0 || s.State != "playing" {
			t.Fatalf("after typing a salt: %+v", s)
		}
		b.screenshot("e2e-typed-salt.png")
	})
	t.Run("resume after reload", func(t *testing.T) {
		b.t = t
		s := b.open("dials:n5q5#11")
		s = b.press("3", "a move", func(t status) bool { return t.Moves == s.Moves+1 })
		if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url)); err != nil {
			t.Fatal(err)
		}
		r := b.waitFor("the game to resume", func(r status) bool { return r.Status == "running" && r.Puzzle != "" })
		if r.Position != s.Position || r.Moves != s.Moves {
			t.Fatalf("after reload: %s (%d moves), want %s (%d moves)", r.Position, r.Moves, s.Position, s.Moves)
		}
	})
}

// The phone's loupe and the sixth puzzle need none of the games TestBrowser played: in a Chromium of
// their own, they run beside it.
func TestBrowserLoupeAndSixth(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	t.Run("a phone: a tap on a dense board opens the loupe, and a tap in it plays", func(t *testing.T) {
		// Each viewport has games of its own: the browser keeps the games played in the other.
		for _, vp := range []struct {
			name       string
			w, h       int64
			hash, flip string
		}{{"portrait", 390, 844, "hash:random:loupe1", "flip:i9#1"}, {"landscape", 844, 390, "hash:random:loupe2", "flip:i9#2"}} {
			// The tab in front (tabSized), so its frames run as a phone's would.
			tab, s, cancel := b.tabSized(t, vp.w, vp.h, vp.hash, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)
			// Hash: the tile (8,15), legal at the start of every game, is col 7, row 14 counting from 0.
			tab.tapCell("board", 7, 14)
			loupe := tab.waitGrid("loupe")
			if s = tab.status(); s.Moves != 0 {
				t.Fatalf("%s: a tap on the small board played %d moves; want the loupe only", vp.name, s.Moves)
			}
			t.Logf("%s hash loupe: %v", vp.name, loupe)
			tab.screenshot(fmt.Sprintf("e2e-loupe-%s-hash.png", vp.name))
			tab.tapCell("loupe", 7, 14)
			s = tab.waitFor("the loupe's tile to play", func(s status) bool { return s.Moves >= 1 })
			g, err := hashrules.ParseDesc(s.Position[strings.LastIndex(s.Position, ":")+1:])
			tile, _ := hashrules.TileAt(8, 15)
			if err != nil || s.Moves != 1 || g.State.Colour(tile) != hashrules.White {
				t.Fatalf("%s: after the loupe's (8,15): %d moves, position %q (%v)", vp.name, s.Moves, s.Position, err)
			}
			tab.screenshot(fmt.Sprintf("e2e-loupe-%s-hash-played.png", vp.name))
			// Flip 11×11, opened from the address in the same page: the middle cell, then the loupe's
			// middle cell. The hash game's loupe closed with its move: the flip board's tap opens one.
			tab.eval(`location.hash = "#` + vp.flip + `"`)
			s = tab.waitFor(vp.flip+" to open", func(s status) bool { return s.Game == vp.flip })
			if _, open := tab.grid("loupe"); open {
				t.Fatalf("%s: the loupe is still open after the hash tile played and %s opened", vp.name, vp.flip)
			}
			before := s.Position
			tab.tapCell("board", 5, 5)
			tab.waitGrid("loupe")
			tab.screenshot(fmt.Sprintf("e2e-loupe-%s-flip.png", vp.name))
			if s = tab.status(); s.Moves != 0 {
				t.Fatalf("%s: a tap on the 11×11 board played %d moves; want the loupe only", vp.name, s.Moves)
			}
			tab.tapCell("loupe", 5, 5)
			s = tab.waitFor("the loupe's cell to play", func(s status) bool { return s.Moves >= 1 })
			if s.Moves != 1 || s.Position == before {
				t.Fatalf("%s: after the loupe's e5: %d moves, position %q", vp.name, s.Moves, s.Position)
			}
			tab.screenshot(fmt.Sprintf("e2e-loupe-%s-flip-played.png", vp.name))
			cancel()
		}
	})
	t.Run("a sixth puzzle, registered by one line, is listed, opened, won by keys and by taps, helped and resumed", func(t *testing.T) {
		playSixth(t, b)
	})
}

// playSixth is the browser's smoke test of a puzzle added after the real ones: the site make site-sixth
// builds with the template registered (one line in cmd/quintet/sixth.go, one in wasm/site/sixth.go), in
// a tab of the same browser: one page load and one reload. Nothing here counts the puzzles: the page
// says how many there are, and the menu and the help list the template after the others.
func playSixth(t *testing.T, b *browser) {
	info := template.Backend.Info()
	tab, cancel := b.tabAt(t, serve(t, "web-sixth", "make site-sixth"), "", "") // a new origin: no saved games
	defer cancel()
	tab.waitFor("the menu", func(s status) bool { return s.Status == "running" && s.Puzzle == "menu" })
	listed, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`window.quintet.puzzles.map(p => p.name)`))
	want := append(registry.Names(), info.Name)
	if err != nil || !slices.Equal(listed, want) {
		t.Fatalf("the page lists %v (%v); want %v", listed, err, want)
	}
	n := len(want)
	count := puzzle.Count(n)
	page, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`[document.querySelector("h1").textContent,
  document.querySelector('meta[name="description"]').content]`))
	if err != nil || len(page) != 2 {
		t.Fatalf("reading the page's heading and description: %v", err)
	}
	for _, p := range page {
		if !strings.Contains(strings.ToLower(p), count+" mathematical puzzles") {
			t.Errorf("the page says %q; want %q mathematical puzzles", p, count)
		}
	}
	// The menu and the help from the menu, in the words a screen reader hears.
	tab.listen()
	tab.hear(kb.F2, "the menu's list", func(l string) bool { return strings.Contains(l, fmt.Sprintf("; %d %s (new).", n, info.Title)) })
	tab.hear(kb.F1, "the welcome page", func(l string) bool {
		return strings.Contains(l, puzzle.Title(count)+" puzzles, each") && strings.Contains(l, fmt.Sprintf("%d  %s: %s", n, info.Title, info.Blurb))
	})
	tab.key(kb.Escape)
	tab.waitFor("the welcome page to close", func(status) bool { return tab.overlay() == "" })
	tab.screenshot("e2e-sixth-menu.png")

	// Opened from the menu by its number, at the first preset; its help is its rules; won by its own
	// keys, each the move the hint names (the template's keys are its moves).
	s := tab.press(fmt.Sprint(n), "the puzzle to open from the menu", func(s status) bool { return s.Puzzle == info.Name })
	if !strings.HasPrefix(s.Game, info.Name+":"+info.Presets[0].Params+"#") || s.Moves != 0 {
		t.Fatalf("the menu's %d opened %+v; want a new game at %s", n, s, info.Presets[0].Params)
	}
	tab.hear("?", "its rules", func(l string) bool { return strings.Contains(l, info.Rules[:strings.Index(info.Rules, "\n")]) })
	if o := tab.overlay(); o != "help" {
		t.Fatalf("after ? the overlay is %q, want the help", o)
	}
	tab.screenshot("e2e-sixth-help.png")
	tab.key(kb.Escape)
	tab.waitFor("the help to close", func(status) bool { return tab.overlay() == "" })
	tab.winSixth("keys", func(s status) { tab.key(s.Hint) })

	// The smoke-test game opened from the address, won by taps on the hinted buttons.
	tab.eval(`location.hash = "#` + info.SmokeID + `"`)
	tab.waitFor("the game in the address", func(s status) bool { return s.Game == info.SmokeID })
	tab.waitGrid("buttons")
	tab.winSixth("taps", func(s status) { tab.tapCell("buttons", strings.Index("+x", s.Hint), 0) })
	tab.screenshot("e2e-sixth-won.png")

	// A game under way resumes after a reload.
	tab.eval(`location.hash = "#` + info.Name + ":" + info.Presets[len(info.Presets)-1].Params + `#2"`)
	s = tab.waitFor("a game at the largest preset", func(s status) bool { return s.Puzzle == info.Name && s.Moves == 0 && s.Hint != "" })
	s = tab.press(s.Hint, "a move", func(n status) bool { return n.Moves == 1 && n.Hint != "" })
	s = tab.press(s.Hint, "a second move", func(n status) bool { return n.Moves == 2 })
	if err := chromedp.Do(tab.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	r := tab.waitFor("the game to resume", func(r status) bool { return r.Status == "running" && r.Puzzle != "" })
	if r.State != "playing" || r.Game != s.Game || r.Position != s.Position || r.Moves != 2 {
		t.Fatalf("after reload: %+v; want %s at %s after 2 moves", r, s.Game, s.Position)
	}
}

// winSixth plays the open game to a win, each move the one the hint names, played by play once, and
// checks it took the fewest moves the first hint promised: every key or tap counted once.
func (b *browser) winSixth(how string, play func(status)) {
	b.t.Helper()
	s := b.waitFor("the first hint", func(s status) bool { return s.Remaining != nil && s.Hint != "" })
	best, start := *s.Remaining, s.Moves
	for s.State == "playing" {
		if s.Moves-start >= best {
			b.t.Fatalf("by %s: not won after %d moves: %+v", how, best, s)
		}
		before := s.Position
		play(s)
		s = b.waitFor("the move "+s.Hint+" by "+how, func(n status) bool { return n.Position != before && (n.Hint != "" || n.State != "playing") })
	}
	if s.State != "won" || s.Moves-start != best {
		b.t.Fatalf("by %s: %s after %d moves; want won in %d", how, s.State, s.Moves-start, best)
	}
}

// Two tabs of one browser share localStorage. Moves made alternately in each reach the other without
// a reload (the storage event), and the save then holds every move: no tab writes over the other's.
func TestTwoTabsShareOneGame(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	a := newBrowser(t)
	a.open("dials:n5q5#1")
	a.press("3", "the first move in tab A", func(s status) bool { return s.Moves == 1 })
	b, cancel := a.tabWith(t, "", "dials:n5q5#1")
	defer cancel()
	b.waitFor("tab B to resume tab A's game", func(s status) bool { return s.Status == "running" && s.Moves == 1 })
	b.press("5", "the second move in tab B", func(s status) bool { return s.Moves == 2 })
	a.waitFor("tab A to take tab B's move", func(s status) bool { return s.Moves == 2 })
	sa := a.press("1", "the third move in tab A", func(s status) bool { return s.Moves == 3 })
	sb := b.waitFor("tab B to take tab A's move", func(s status) bool { return s.Moves == 3 })
	if sa.Position != sb.Position {
		t.Fatalf("the tabs show different positions: %q and %q", sa.Position, sb.Position)
	}
	b.screenshot("e2e-two-tabs.png")
}
