//go:build e2e

package wasm_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// spoken is a live-region line as said: without its "polite: " mark and the no-break space that makes
// a line said twice in a row differ.
func spoken(l string) string {
	return strings.TrimRight(strings.TrimPrefix(l, "polite: "), "\u00a0 ")
}

// On a phone (390×844), the game-ID dialog's Tab names each part it reaches and each character typed
// or deleted is echoed, in the live region and so in the accessibility tree a screen reader reads
// (issue 36, finding 8: both were silent, the focus staying on the canvas).
func TestDialogTabAndTypingHeard(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#dials:n5q5#1")); err != nil {
		t.Fatal(err)
	}
	b.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle == "dials" })
	b.listen()
	b.hear("g", "the game-ID dialog", func(l string) bool { return strings.Contains(l, "Game ID dialog") })
	steps := []struct{ key, said string }{
		{kb.Tab, "Copy button"}, {kb.Tab, "Paste button"}, {kb.Tab, "Cancel button"}, {kb.Tab, "Open button"},
		{kb.Tab, "Game ID field: dials:n5q5#1"}, {"2", "2"}, {"2", "2"}, {":", "colon"}, {kb.Backspace, "colon deleted"},
	}
	for _, st := range steps {
		b.hear(st.key, "“"+st.said+"”", func(l string) bool { return spoken(l) == st.said })
		found := false
		for _, n := range b.axTree() {
			found = found || (n.role == "StaticText" && spoken(n.name) == st.said)
		}
		if !found {
			t.Errorf("after key %q: %q is in the live region but not in the accessibility tree", st.key, st.said)
		}
	}
	b.screenshot("dialog-phone-a11y.png")
}
