//go:build e2e

package wasm_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// technical is what an exception's text looks like; the player must never read it.
func technical(msg string) bool {
	for _, w := range []string{"Error", "Exception", "DOMException", "Failed to", "localStorage", "setItem", "js:"} {
		if strings.Contains(msg, w) {
			return true
		}
	}
	return false
}

func (b *browser) eval(js string) {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[any](js)); err != nil {
		b.t.Fatalf("%s: %v", js, err)
	}
}

// The player's saves in the browser: with site data blocked the game plays and says so; with the
// storage full the player is told in words, plays on, and a reload once there is room loses nothing; a
// save another tab wrote that this build cannot read is kept aside, never written over.
func TestStorage(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)

	t.Run("site data blocked", func(t *testing.T) {
		// As Chromium does when the player blocks site data: reading window.localStorage throws.
		// Every message the game shows is noted, each frame.
		tab, cancel := b.tabWith(t, `Object.defineProperty(window, "localStorage", { get() {
			throw new DOMException("Access is denied for this document.", "SecurityError"); } });
			window.messages_ = [];
			(function note() {
				const m = (window.quintet || {}).message;
				if (m && messages_[messages_.length - 1] !== m) messages_.push(m);
				requestAnimationFrame(note);
			})();`, "dials:n5q5#1")
		defer cancel()
		tab.waitFor("the game to run without storage", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
		msgs, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`window.messages_`))
		said := 0
		for _, m := range msgs {
			if strings.Contains(m, "cannot be saved") && !technical(m) {
				said++
			}
		}
		if err != nil || said != 1 {
			t.Errorf("messages shown %q (%v): want one in plain words saying games cannot be saved", msgs, err)
		}
		tab.screenshot("storage-blocked.png")
		tab.press("1", "a move without storage", func(s status) bool { return s.Moves == 1 })
	})

	t.Run("storage full", func(t *testing.T) {
		tab, cancel := b.tabWith(t, ``, "dials:n5q5#1") // the first test to save anything
		defer cancel()
		tab.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
		tab.press("1", "a first move", func(s status) bool { return s.Moves == 1 })
		// Fill the origin's storage to the last character.
		tab.eval(`(function () {
			let n = 0;
			for (let size = 1 << 20; size >= 1; ) {
				try { localStorage.setItem("junk-" + n, "x".repeat(size)); n++; } catch (e) { size = size >> 1; }
			}
			window.junk_ = n;
		})()`)
		var last status
		for i := 2; i <= 4; i++ {
			last = tab.press("1", fmt.Sprintf("move %d with the storage full", i), func(s status) bool { return s.Moves == i })
			if i == 2 && (!strings.Contains(last.Message, "full") || technical(last.Message)) {
				t.Errorf("after a save that did not fit: message %q; want it to say in plain words that the storage is full", last.Message)
			}
		}
		tab.screenshot("storage-full.png")
		// Room again; a reload at once keeps all four moves.
		tab.eval(`for (let i = 0; i < window.junk_; i++) localStorage.removeItem("junk-" + i)`)
		if err := chromedp.Do(tab.ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		r := tab.waitFor("the game after the reload", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
		if r.Moves != last.Moves || r.Position != last.Position {
			t.Errorf("after freeing the storage and reloading: %s (%d moves); want %s (%d moves)", r.Position, r.Moves, last.Position, last.Moves)
		}
	})

	for _, tc := range []struct{ name, save string }{
		{"damaged save from another tab", `{"version":2,"puzzle":"dials","entr`},
		{"newer format from another tab", `{"version":9,"puzzle":"dials","current":0,"entries":[{"kind":"start","game":"dials:n5q5#1","future":true}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tab, cancel := b.tabWith(t, `try { localStorage.clear(); } catch (e) {}`, "dials:n5q5#1")
			defer cancel()
			tab.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
			tab.press("1", "a first move", func(s status) bool { return s.Moves == 1 })
			// Another tab of the same site (a page that is not the game) writes a save this build cannot read.
			octx, cancelOther := chromedp.NewContext(tab.ctx)
			defer cancelOther()
			if err := chromedp.Do(octx, chromedp.Navigate(b.url+"no-such-page")); err != nil {
				t.Fatal(err)
			}
			other := &browser{t: t, ctx: octx}
			other.eval(`localStorage.setItem("quintet/dials", ` + jsString(tc.save) + `)`)
			// Tabs see each other's writes a moment later; the player's next move comes after that.
			waitJS(t, tab.ctx, "the game's tab to see the other tab's save", `localStorage.getItem("quintet/dials") === `+jsString(tc.save))
			s := tab.press("1", "a move after the other tab's save", func(s status) bool { return s.Moves == 2 })
			type kept struct{ Keys, Values []string }
			k, err := chromedp.Run(tab.ctx, chromedp.Evaluate[kept](`(function () {
				const r = { keys: [], values: [] };
				for (let i = 0; i < localStorage.length; i++) {
					const k = localStorage.key(i);
					if (k.startsWith("quintet/dials.")) { r.keys.push(k); r.values.push(localStorage.getItem(k)); }
				}
				return r;
			})()`))
			if err != nil {
				t.Fatal(err)
			}
			if len(k.Values) != 1 || k.Values[0] != tc.save {
				t.Errorf("kept aside: %q = %q; want the other tab's save kept under one other key", k.Keys, k.Values)
			}
			// The player is told (now, or with the next move's frame).
			if !strings.Contains(s.Message, "kept") {
				s = tab.press("1", "one more move", func(s status) bool { return s.Moves == 3 })
			}
			if !strings.Contains(s.Message, "kept") {
				t.Errorf("message %q: want it to say the other save was kept", s.Message)
			}
		})
	}
}
