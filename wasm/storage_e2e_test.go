//go:build e2e

package wasm_test

import (
	"fmt"
	"slices"
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
// storage full the player is told in words and plays on, the game says it is not saved (a mark on the
// status line, said once to a screen reader, a warning before the page closes) until it is written by
// itself once there is room, and a reload then loses nothing; a save another tab wrote that this build
// cannot read is kept aside, never written over; another tab's saves gathered while this one draws no
// frames are all taken.
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
		// Every line the live region is given is noted (it keeps only the last few).
		tab, cancel := b.tabWith(t, `window.said_ = [];
			document.addEventListener("DOMContentLoaded", function () {
				new MutationObserver(function (ms) {
					for (const m of ms) for (const n of m.addedNodes) said_.push(n.textContent);
				}).observe(document.getElementById("q-live"), { childList: true });
			});`, "dials:n5q5#1") // the first test to save anything
		defer cancel()
		tab.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
		tab.press("1", "a first move", func(s status) bool { return s.Moves == 1 })
		type saving struct {
			Unsaved []string `json:"unsaved"`
			Left    string   `json:"left"`
			Warns   bool     `json:"warns"`
			Said    int      `json:"said"`
		}
		// What the page shows of the saving: the list of unsaved saves, the status line's left side,
		// whether closing the page would be questioned (the beforeunload handler cancels the event), and
		// how many times the live region said the game is not saved.
		look := func() saving {
			t.Helper()
			v, err := chromedp.Run(tab.ctx, chromedp.Evaluate[saving](`(function () {
				const q = window.quintet || {};
				const e = new Event("beforeunload", { cancelable: true });
				window.dispatchEvent(e);
				return { unsaved: q.unsaved || [], left: q.status_left || "", warns: e.defaultPrevented,
					said: (window.said_ || []).filter(function (l) { return l.startsWith("Not saved"); }).length };
			})()`))
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		if l := look(); len(l.Unsaved) != 0 || l.Warns || strings.HasPrefix(l.Left, "Not saved") {
			t.Errorf("saved: %+v; want nothing unsaved, no mark and no warning", l)
		}
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
			// Each later key dismisses the notice; the mark, the warning and the list stay.
			if l := look(); !slices.Contains(l.Unsaved, "dials") || !strings.HasPrefix(l.Left, "Not saved") || !l.Warns || l.Said != 1 {
				t.Errorf("move %d with the storage full: %+v; want dials unsaved, the status line marked, the page "+
					"warning before it closes, and the live region to have said it once", i, l)
			}
		}
		tab.screenshot("storage-full.png")
		// Room again: the game is written within a few seconds, by itself, and says so.
		tab.eval(`for (let i = 0; i < window.junk_; i++) localStorage.removeItem("junk-" + i)`)
		waitJS(t, tab.ctx, "the game to be saved once there is room", `window.quintet.unsaved.length === 0`)
		if l := look(); strings.HasPrefix(l.Left, "Not saved") || l.Warns {
			t.Errorf("saved again: %+v; want no mark and no warning", l)
		}
		if err := chromedp.Do(tab.ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		r := tab.waitFor("the game after the reload", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
		if r.Moves != last.Moves || r.Position != last.Position {
			t.Errorf("after freeing the storage and reloading: %s (%d moves); want %s (%d moves)", r.Position, r.Moves, last.Position, last.Moves)
		}
	})

	// A tab that draws no frames (hidden: the browser runs no animation frames) gathers the other tabs'
	// storage events. However many saves of one name come, the last save of another is taken when it
	// draws again: it shows that game, and its next move is played on it, not written over it. (The old
	// page kept the first 64 events, duplicates included, and dropped the rest.)
	t.Run("saves from another tab while this one draws no frames", func(t *testing.T) {
		tab, cancel := b.tabWith(t, `try { localStorage.clear(); } catch (e) {}
			window.hold_ = false; window.held_ = []; window.seen_ = 0;
			const raf = window.requestAnimationFrame.bind(window);
			window.requestAnimationFrame = function (f) { if (!window.hold_) return raf(f); window.held_.push(f); return 0; };
			window.release_ = function () { window.hold_ = false; const h = window.held_; window.held_ = []; h.forEach(raf); };
			window.addEventListener("storage", function () { window.seen_++; });`, "dials:n5q5#1")
		defer cancel()
		tab.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
		for i := 1; i <= 3; i++ {
			tab.press("1", fmt.Sprintf("move %d", i), func(s status) bool { return s.Moves == i })
		}
		three, err := chromedp.Run(tab.ctx, chromedp.Evaluate[string](`localStorage.getItem("quintet/dials")`))
		if err != nil {
			t.Fatal(err)
		}
		tab.press("u", "an undo", func(s status) bool { return s.Moves == 2 })
		tab.press("u", "another undo", func(s status) bool { return s.Moves == 1 })
		tab.eval(`window.hold_ = true`)
		waitJS(t, tab.ctx, "the game's next frame to be held", `window.held_.length > 0`)
		// Another tab of the same site writes one save a hundred times, then the three-move game.
		octx, cancelOther := chromedp.NewContext(tab.ctx)
		defer cancelOther()
		if err := chromedp.Do(octx, chromedp.Navigate(b.url+"no-such-page")); err != nil {
			t.Fatal(err)
		}
		other := &browser{t: t, ctx: octx}
		other.eval(`for (let i = 0; i < 100; i++) localStorage.setItem("quintet/settings-other", String(i));
			localStorage.setItem("quintet/dials", ` + jsString(three) + `)`)
		waitJS(t, tab.ctx, "the game's tab to get all 101 storage events", `window.seen_ >= 101`)
		tab.eval(`window.release_()`)
		s := tab.waitFor("the game the other tab saved", func(s status) bool { return s.Moves == 3 })
		if !strings.Contains(s.Message, "another tab") {
			t.Errorf("message %q: want it to say the game came from another tab", s.Message)
		}
		tab.press("1", "a move on that game", func(s status) bool { return s.Moves == 4 })
		moves, err := chromedp.Run(tab.ctx, chromedp.Evaluate[int](`JSON.parse(localStorage.getItem("quintet/dials")).moves`))
		if err != nil || moves != 4 {
			t.Errorf("the save holds %d moves (%v); want 4: the other tab's three and this one", moves, err)
		}
		other.eval(`localStorage.removeItem("quintet/settings-other")`)
	})

	for _, tc := range []struct{ name, save string }{
		{"damaged save from another tab", `{"version":2,"puzzle":"dials","entr`},
		{"newer format from another tab", `{"version":9,"puzzle":"dials","current":0,"entries":[{"kind":"start","game":"dials:n5q5#1","future":true}]}`},
		// This build's format, read as JSON, but no game (an empty history): kept aside all the same.
		{"unplayable save in this format from another tab", `{"version":3,"puzzle":"dials","current":0,"entries":[]}`},
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
			// Tabs see each other's writes a moment later: the game takes the save at once, keeps it
			// aside and says so (the player's next key dismisses the notice).
			s := tab.waitFor("the notice that the other tab's save was kept", func(s status) bool { return strings.Contains(s.Message, "kept") })
			if technical(s.Message) && !strings.Contains(tc.name, "damaged") {
				t.Errorf("message %q: want plain words", s.Message)
			}
			tab.press("1", "a move after the other tab's save", func(s status) bool { return s.Moves == 2 })
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
		})
	}
}
