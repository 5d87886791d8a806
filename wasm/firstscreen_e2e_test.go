//go:build e2e

package wasm_test

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	flip "quintet/rules/flip"
	"quintet/wasm"
)

// gate holds the game's download half way until it is opened: the page's first screen is then up,
// the download's progress part way, and the engine not ready.
type gate struct {
	wasm string // the game's file name; the rest of the site is served at once
	once sync.Once
	open chan struct{}
}

func (g *gate) release() { g.once.Do(func() { close(g.open) }) }

type gatedWriter struct {
	http.ResponseWriter
	g       *gate
	left    int // bytes to send before waiting
	waited  bool
	flusher *http.ResponseController
}

func (w *gatedWriter) Write(b []byte) (int, error) {
	if w.waited || len(b) <= w.left {
		w.left -= len(b)
		return w.ResponseWriter.Write(b)
	}
	n, err := w.ResponseWriter.Write(b[:max(w.left, 0)])
	if err != nil {
		return n, err
	}
	w.flusher.Flush()
	<-w.g.open
	w.waited = true
	m, err := w.ResponseWriter.Write(b[n:])
	return n + m, err
}

func (g *gate) wrap(h http.Handler, half int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/"+g.wasm) {
			w = &gatedWriter{ResponseWriter: w, g: g, left: half, flusher: http.NewResponseController(w)}
		}
		h.ServeHTTP(w, r)
	})
}

// TestFirstScreen: the page's first screen is in the HTML the server sends, readable and usable before
// any script runs (and with scripts blocked); with scripts it shows today's games and the player's
// record, and takes a choice made while the game is still downloading: the download's progress shows
// on the chosen link, and the game opens that choice once it is ready, with no layout shift when its
// canvas takes over. axe-core finds nothing serious on it. Screenshots of a phone's and a desktop's
// first screen go to dist/first-phone.png and dist/first-desktop.png.
func TestFirstScreen(t *testing.T) {
	dir := siteDir(t)
	game, _ := wasmFile(t, dir)
	br, err := filepath.Glob(filepath.Join(dir, game+".br"))
	if err != nil || len(br) != 1 {
		t.Fatalf("no %s.br in %s", game, dir)
	}
	g := &gate{wasm: game, open: make(chan struct{})}
	srv := httptest.NewServer(g.wrap(wasm.Handler(dir), 200_000))
	t.Cleanup(srv.Close)
	t.Cleanup(g.release) // before the server closes: no handler stays blocked
	screens := wasm.FirstScreen()

	// The HTML as served: every puzzle's heading and every size, as links to their games.
	resp, err := http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range screens {
		for _, want := range []string{fmt.Sprintf(`<h2><a href="#%s">%s</a></h2>`, html.EscapeString(p.Sizes[0].ID), html.EscapeString(p.Title)),
			fmt.Sprintf(`<a href="#%s">%s</a>`, html.EscapeString(p.Sizes[len(p.Sizes)-1].ID), html.EscapeString(p.Sizes[len(p.Sizes)-1].Name))} {
			if !strings.Contains(string(body), want) {
				t.Errorf("the served page lacks %s", want)
			}
		}
	}

	b := newBrowser(t)
	b.url = srv.URL + "/"
	axe := axeSource(t)
	today := time.Now().Format("2006-01-02")

	// Scripts blocked: the puzzles are on the screen all the same, and the page says why nothing plays.
	t.Run("no scripts", func(t *testing.T) {
		tab, cancel := chromedp.NewContext(b.ctx)
		defer cancel()
		err := chromedp.Do(tab, chromedp.EmulateViewport(1280, 800), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
			return err
		}), chromedp.Navigate(b.url))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range screens {
			box := boxOf(t, tab, fmt.Sprintf(`#first h2 a[href="#%s"]`, p.Sizes[0].ID))
			if box.Width < 20 || box.Height < 10 || box.Y+box.Height > 4000 {
				t.Errorf("%s's heading without scripts: %+v; want it laid out on the page", p.Title, box)
			}
		}
		if box := boxOf(t, tab, `#load noscript p`); box.Height == 0 {
			t.Errorf("without scripts the page does not say that the game needs them")
		}
		if box := boxOf(t, tab, `#load-text`); box.Height != 0 {
			t.Errorf("without scripts the page says it is loading the game (%+v)", box)
		}
		(&browser{t: t, ctx: tab, out: b.out}).screenshot("first-noscript.png")
	})

	// The record and today's games, from the saved statistics; and nothing lost when storage throws.
	t.Run("record", func(t *testing.T) {
		stats := fmt.Sprintf(`{"version":1,"records":{"dials":{"n5q5":{"started":4,"won":3,"streak":2},"n3q7":{"started":1,"won":0}}},`+
			`"games":[{"id":"dials:n5q5#d%s","puzzle":"dials","params":"n5q5","outcome":"won"}]}`, today)
		for _, tc := range []struct{ name, script, record, daily string }{
			{"saved", `localStorage.setItem("quintet/stats", ` + jsString(stats) + `);`, "You have won 3 of 5 games, the last 2 in a row.", "Today's game: won"},
			{"unreadable", `localStorage.setItem("quintet/stats", "{not json");`, "", "Today's game"},
			{"no storage", `Object.defineProperty(window, "localStorage", { get() { throw new Error("denied"); } });`, "", "Today's game"},
		} {
			tab, cancel := b.tabAt(t, b.url, `try { localStorage.clear(); } catch (e) {}`+tc.script, "")
			got, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`(() => {
  const card = document.querySelector('[data-puzzle="dials"]'), daily = card.querySelector("a.daily");
  return [card.querySelector(".record").textContent, daily.textContent, daily.getAttribute("href"),
    document.querySelector('[data-puzzle="flip"] .record').textContent];
})()`))
			cancel()
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			if got[0] != tc.record || got[1] != tc.daily || got[2] != "#dials:n5q5#d"+today || got[3] != "" {
				t.Errorf("%s: Dials' record %q, daily %q at %q, Flip's record %q; want %q, %q at #dials:n5q5#d%s, none",
					tc.name, got[0], got[1], got[2], got[3], tc.record, tc.daily, today)
			}
		}
	})

	// A phone's first screen, then a desktop's with a size chosen while the game downloads.
	tab, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	tb := &browser{t: t, ctx: tab, url: b.url, out: b.out}
	err = chromedp.Do(tab, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Navigate(b.url))
	if err != nil {
		t.Fatal(err)
	}
	waitDownload := func() {
		t.Helper()
		for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			n, err := chromedp.Run(tab, chromedp.Evaluate[float64](`quintetPerf.wasmBytes`))
			if err != nil {
				t.Fatal(err)
			}
			if n > 0 {
				return
			}
			if time.Now().After(deadline) {
				t.Fatal("the game's download never began")
			}
		}
	}
	waitDownload()
	tb.screenshot("first-phone.png")
	err = chromedp.Do(tab, chromedp.Navigate("about:blank"), chromedp.EmulateViewport(1280, 800), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: false})
		return err
	}), chromedp.Navigate(b.url))
	if err != nil {
		t.Fatal(err)
	}
	waitDownload()
	shifts(t, tab) // starts counting the layout shifts
	for _, v := range tb.axe(axe) {
		t.Logf("first screen: axe %s (%s, %d nodes): %s", v.ID, v.Impact, v.Nodes, v.Help)
		if v.Impact == "serious" || v.Impact == "critical" {
			t.Errorf("first screen: axe-core: %s violation %s: %s", v.Impact, v.ID, v.Help)
		}
	}
	choice := "flip:" + flip.Info.Presets[1].Params // Flip's second size (flip:i2v2)
	// The sizes are folded away under the card: open them, then choose.
	clickCtx, stop := context.WithTimeout(tab, 30*time.Second)
	defer stop()
	if err := chromedp.Do(clickCtx, chromedp.Click(chromedp.CSS(`[data-puzzle="flip"] summary`)),
		chromedp.Click(chromedp.CSS(`#first .sizes a[href="#`+choice+`"]`))); err != nil {
		t.Fatalf("choosing %s: %v", choice, err)
	}
	type chosen struct {
		Hash, Status, Progress, Label string
		Chosen                        bool
	}
	c, err := chromedp.Run(tab, chromedp.Evaluate[chosen](`(() => {
  const a = document.querySelector('#first .sizes a[href="#`+choice+`"]');
  return { hash: location.hash, status: window.quintet.status, chosen: a.classList.contains("chosen"), progress: a.style.getPropertyValue("--p"),
    label: a.dataset.p || "" };
})()`))
	if err != nil {
		t.Fatal(err)
	}
	var pct float64
	fmt.Sscanf(c.Progress, "%f%%", &pct)
	if c.Hash != "#"+choice || c.Status != "loading" || !c.Chosen || pct <= 0 || pct >= 100 || !strings.HasSuffix(c.Label, "%") {
		t.Errorf("chosen while downloading: %+v; want the address #%s, still loading, the link marked with the download part way", c, choice)
	}
	tb.screenshot("first-desktop.png")

	g.release()
	s := tb.waitFor("the chosen game", func(s status) bool { return s.Status == "running" && s.Puzzle != "" })
	if s.Puzzle != "flip" || !strings.HasPrefix(s.Game, choice+"#") {
		t.Errorf("the game opened %s (%s); want a new game of %s, chosen before it was ready", s.Game, s.Puzzle, choice)
	}
	after, err := chromedp.Run(tab, chromedp.Evaluate[[]string](`[String(!!document.getElementById("first")),
  document.querySelector("h1").textContent, document.querySelector("h1").className, String(window.quintetShift),
  window.quintetShifted.join("; ")]`))
	if err != nil {
		t.Fatal(err)
	}
	if after[0] != "false" || !strings.Contains(after[1], "mathematical puzzles") || after[2] != "sr-only" || after[3] != "0" {
		t.Errorf("after the game took over: first screen present %s, heading %q (class %q), layout shift %s (%s); want it gone, the heading kept for screen readers, no shift",
			after[0], after[1], after[2], after[3], after[4])
	}
	tb.screenshot("first-then-game.png")
}

// boxOf is the box of the first element sel matches, read by the DevTools protocol's own evaluation (the
// page's scripts may be blocked).
func boxOf(t *testing.T, ctx context.Context, sel string) (box struct{ X, Y, Width, Height float64 }) {
	t.Helper()
	box, err := chromedp.Run(ctx, chromedp.Evaluate[struct{ X, Y, Width, Height float64 }](
		`(() => { const e = document.querySelector(`+"`"+sel+"`"+`); if (!e) return {}; const r = e.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height }; })()`))
	if err != nil {
		t.Fatalf("%s: %v", sel, err)
	}
	return box
}

// shifts starts summing the page's layout shifts in window.quintetShift (as CLS counts them).
func shifts(t *testing.T, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
  window.quintetShift = 0;
  window.quintetShifted = [];
  const box = r => r ? Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "×" + Math.round(r.height) : "?";
  new PerformanceObserver(l => { for (const e of l.getEntries()) if (!e.hadRecentInput) {
    window.quintetShift += e.value;
    for (const s of e.sources || []) {
      const n = s.node;
      const name = n ? (n.nodeName + (n.id ? "#" + n.id : "") + (n.className && typeof n.className === "string" ? "." + n.className : "")) : "(gone)";
      window.quintetShifted.push(name + " " + box(s.previousRect) + " → " + box(s.currentRect));
    }
  } })
    .observe({ type: "layout-shift", buffered: true });
  return true;
})()`))
	if err != nil {
		t.Fatal(err)
	}
}
