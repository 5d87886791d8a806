//go:build e2e

package wasm_test

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"quintet/wasm"
)

// withCustomSection returns the module with a custom section appended: the same game, another file.
func withCustomSection(module []byte, name, payload string) []byte {
	leb := func(n int) []byte {
		var b []byte
		for {
			c := byte(n & 0x7f)
			n >>= 7
			if n != 0 {
				b = append(b, c|0x80)
				continue
			}
			return append(b, c)
		}
	}
	body := append(leb(len(name)), name...)
	body = append(body, payload...)
	out := append([]byte{}, module...)
	out = append(out, 0)
	out = append(out, leb(len(body))...)
	return append(out, body...)
}

// buildInto builds the site from the game module into dir (as make site does for a deploy).
func buildInto(t *testing.T, dir string, module []byte) *wasm.Site {
	t.Helper()
	game := filepath.Join(t.TempDir(), "quintet.wasm")
	if err := os.WriteFile(game, module, 0o644); err != nil {
		t.Fatal(err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	site, err := wasm.BuildSite(wasm.SiteConfig{Out: dir, Wasm: game, BrotliQuality: 1,
		WasmExec: filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")})
	if err != nil {
		t.Fatal(err)
	}
	return site
}

// Two builds deployed one after the other into the same folder. A page of the first build is offered
// the second ("A new version is ready — reload") and a tap reloads it into the second; meanwhile a page
// the first build's worker served, whose game file is asked for only after the new worker took over,
// still gets the first build's file (not a 404, and not the new build's), so it starts.
func TestUpdateInTheOpen(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	module, err := os.ReadFile(filepath.Join("..", "dist", "build", "quintet.wasm"))
	if err != nil {
		t.Fatalf("no game module (make site builds it): %v", err)
	}
	dir := t.TempDir()
	first := buildInto(t, dir, module)
	srv := httptest.NewServer(wasm.Handler(dir))
	defer srv.Close()
	url := srv.URL + "/"
	ctx := chromium(t)
	one := &browser{t: t, ctx: ctx, url: url, out: filepath.Join("..", "dist")}
	one.open("dials:n5q5#1")
	waitJS(t, ctx, "the first build's worker to control the page", `!!(navigator.serviceWorker && navigator.serviceWorker.controller)`)

	second := buildInto(t, dir, withCustomSection(module, "quintet-test", "the second build"))
	if first.Wasm == second.Wasm {
		t.Fatal("the two builds have the same game file")
	}

	// A second tab of the first build (served by its worker) whose game file is held back.
	tabCtx, cancelTab := chromedp.NewContext(ctx)
	defer cancelTab()
	hold := `window.release_ = null;
		const held_ = new Promise((resolve) => { window.release_ = resolve; });
		const fetch_ = window.fetch;
		window.fetch = function (input, init) {
			if (String(input.url || input).endsWith(".wasm")) return held_.then(() => fetch_(input, init));
			return fetch_(input, init);
		};`
	err = chromedp.Do(tabCtx, chromedp.EmulateViewport(1024, 720), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: hold})
		return err
	}), chromedp.Navigate(url+"#dials:n5q5#1"))
	if err != nil {
		t.Fatal(err)
	}
	waitJS(t, tabCtx, "the held tab to load the first build's page", `window.quintetBuild && quintetBuild.wasm === `+jsString(first.Wasm))

	// The first tab looks for a new build (as it does when it comes back into view) and offers it.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)`,
		chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	waitJS(t, ctx, "the offer of the new version", `!!(window.quintetUpdate && quintetUpdate.offered && document.querySelector("#update button"))`)
	one.screenshot("update-offered.png")
	// Said in the live region too (issue 36, finding 8).
	waitJS(t, ctx, "the offer in the live region", `document.getElementById("q-live").textContent.includes("A new version is ready")`)
	if s := one.status(); s.Status != "running" {
		t.Fatalf("the page with the offer: %+v", s)
	}
	// The offer is taken: the page reloads into the second build.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`document.querySelector("#update button").click()`)); err != nil {
		t.Fatal(err)
	}
	waitJS(t, ctx, "the page to run the second build", `window.quintetBuild && quintetBuild.wasm === `+jsString(second.Wasm)+
		` && window.quintet && quintet.status === "running"`)

	// Now the held tab asks for the first build's game file, from the new worker.
	if _, err := chromedp.Run(tabCtx, chromedp.Evaluate[any](`window.release_()`)); err != nil {
		t.Fatal(err)
	}
	held := &browser{t: t, ctx: tabCtx, url: url, out: one.out}
	s := held.waitFor("the held tab to start", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
	if s.Status != "running" {
		t.Fatalf("held tab: %+v", s)
	}
}

// waitJS polls a JavaScript condition for up to three minutes (a start-up on a loaded machine can take one).
func waitJS(t *testing.T, ctx context.Context, what, cond string) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(function () { try { return !!(`+cond+`); } catch (e) { return false; } })()`))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			st, _ := chromedp.Run(ctx, chromedp.Evaluate[any](`window.quintet`))
			t.Fatalf("waiting for %s: gave up (%v); page status %v", what, err, st)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
