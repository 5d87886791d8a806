//go:build e2e

package wasm_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Every key and click counts once in the browser too, with the page's CPU throttled 4×: the page's own
// listeners queue each event (game/events_js.go), so however slow a frame, nothing is merged.
func TestInputUnderThrottle(t *testing.T) {
	b := newBrowser(t)
	s := b.open("dials:n5q5#1")
	throttle := func(rate float64) error {
		_, err := chromedp.Call(b.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
		return err
	}
	if err := throttle(4); err != nil {
		t.Fatalf("throttling the CPU: %v", err)
	}
	defer throttle(1)
	settle := func(what string, want int) status {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		last, since := b.status(), time.Now()
		for time.Since(since) < 1500*time.Millisecond && time.Now().Before(deadline) {
			time.Sleep(100 * time.Millisecond)
			if n := b.status(); n.Moves != last.Moves {
				last, since = n, time.Now()
			}
		}
		if last.Moves != want || last.Game != "dials:n5q5#1" {
			t.Errorf("%s: %s at %d moves, want %d", what, last.Game, last.Moves, want)
		} else {
			t.Logf("%s: %d moves, as wanted", what, last.Moves)
		}
		return last
	}

	// Keys: "1 2" twenty times, 12 ms apart.
	for i := 0; i < 20; i++ {
		if err := chromedp.Do(b.ctx, chromedp.KeyEvent("1"), chromedp.KeyEvent("2")); err != nil {
			t.Fatal(err)
		}
		time.Sleep(12 * time.Millisecond)
	}
	s = settle("keys 1 2 ×20, 12 ms apart, CPU throttled 4×", s.Moves+40)

	// Clicks: 40, 150 ms apart, on buttons 1 and 2 alternately.
	g := b.waitGrid("buttons")
	chromedp.Run(b.ctx, chromedp.Evaluate[bool](`(() => { window.__pd = 0; window.__pu = 0; const c = document.querySelector("canvas"); c.addEventListener("pointerdown", e => window.__pd++, true); window.addEventListener("pointerup", e => window.__pu++, true); return true })()`))
	for i := 0; i < 40; i++ {
		x, y := g[0]+(float64(i%2)+0.5)*g[2]/g[6], g[1]+g[3]/2
		if err := chromedp.Do(b.ctx, chromedp.MouseClickXY(x, y)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(150 * time.Millisecond)
	}
	s = settle("40 clicks 150 ms apart on buttons 1 and 2, CPU throttled 4×", s.Moves+40)
	n, _ := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`[window.__pd, window.__pu]`))
	t.Logf("the buttons grid %v; pointerdown and pointerup events the page saw: %v", g, n)

	// Arrows: the selection starts on button 1; Right ×4 then Enter presses button 5, the same move
	// as the key 5 (checked by undoing it and pressing 5).
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(kb.Home), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	arrowed := settle("Home, Right ×4, Enter", s.Moves+1)
	b.press("u", "the undo", func(n status) bool { return n.Moves == s.Moves })
	keyed := b.press("5", "the key 5", func(n status) bool { return n.Moves == s.Moves+1 })
	if arrowed.Position != keyed.Position {
		t.Errorf("Right ×4 then Enter played %s, not button 5 (%s): an arrow was lost or doubled", arrowed.Position, keyed.Position)
	} else {
		t.Logf("Right ×4 then Enter pressed button 5 (%s)", keyed.Position)
	}

	// Hash in the same page (the address changes, the page stays): Up ×4 back to back moves the
	// cursor four rows. The cursor is read from the words the live region says for it (the last
	// cell said); a frame that took two presses as one would say a cell three rows up or fewer.
	began := time.Now()
	b.listen()
	chromedp.Run(b.ctx, chromedp.Evaluate[bool](`(location.hash = "hash:number#17", true)`))
	b.waitFor("Hash to open", func(n status) bool { return n.Game == "hash:number#17" })
	cursor := func(lines []string) (place, bool) {
		for i := len(lines) - 1; i >= 0; i-- {
			if p, ok := placeOf("hash", strings.TrimPrefix(lines[i], "polite: ")); ok && strings.HasPrefix(lines[i], "polite: ") {
				return p, true
			}
		}
		return place{}, false
	}
	from, ok := cursor(b.heardSince(0))
	for deadline := time.Now().Add(30 * time.Second); !ok && time.Now().Before(deadline); from, ok = cursor(b.heardSince(0)) {
		time.Sleep(50 * time.Millisecond)
	}
	if !ok {
		t.Fatalf("Hash opened, but no cursor cell was said: %q", b.heardSince(0))
	}
	// Up ×4 twice: as xdotool sends them (12 ms apart, each without waiting for the page to take the
	// one before: a press waits for the page only in its own goroutine), then four presses the page
	// queues in one task, so one frame takes all four. (Chromium hands the page one key event at a
	// time, and with the CPU throttled a frame runs between them: the first four come in four frames.)
	up4 := func(what string, send func()) {
		t.Helper()
		heard := len(b.heardSince(0))
		send()
		// Settled: nothing more said for 1.5 s.
		var lines []string
		for since, deadline := time.Now(), time.Now().Add(60*time.Second); time.Since(since) < 1500*time.Millisecond && time.Now().Before(deadline); {
			time.Sleep(100 * time.Millisecond)
			if l := b.heardSince(heard); len(l) != len(lines) {
				lines, since = l, time.Now()
			}
		}
		to, ok := cursor(lines)
		if want := (place{from.col, from.row - 4}); !ok || to != want {
			t.Errorf("%s, CPU throttled 4×: the cursor went from %v to %v (said: %q), want %v", what, from, to, lines, want)
		} else {
			t.Logf("%s, CPU throttled 4×: the cursor went from %v to %v; %d frames said a cell", what, from, to, len(lines))
		}
		from = to
	}
	up4("Up ×4 12 ms apart", func() {
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = chromedp.Do(b.ctx, chromedp.KeyEvent(kb.ArrowUp))
			}()
			time.Sleep(12 * time.Millisecond)
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
	})
	up4("Up ×4 in one task of the page", func() {
		chromedp.Run(b.ctx, chromedp.Evaluate[bool](`(() => {
  for (let i = 0; i < 4; i++)
    for (const type of ["keydown", "keyup"])
      document.body.dispatchEvent(new KeyboardEvent(type, {key: "ArrowUp", code: "ArrowUp", bubbles: true}));
  return true;
})()`))
	})
	t.Logf("the Hash part took %.1f s", time.Since(began).Seconds())
}
