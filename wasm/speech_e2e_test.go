//go:build e2e

package wasm_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// On a 390×844 phone the live region says the menu's cursor as the arrows move it, and the statistics
// screen as it opens: its keys, then the puzzle shown and its record (issue 36, finding 8). Read from the
// live region, as a screen reader hears it, not from the game's variables.
func TestPhoneSpeechMenuAndStatistics(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Navigate("about:blank"), chromedp.Navigate(b.url)); err != nil {
		t.Fatal(err)
	}
	b.phoneWait("the menu", func(s phoneStatus) bool { return s.Status == "running" && s.Puzzle == "menu" })
	b.listen()
	size := b.hear(kb.ArrowRight, "the menu's cursor on a size", func(l string) bool {
		return strings.HasPrefix(l, "polite: ") && strings.Contains(l, ", size 1 of ") && strings.HasSuffix(l, "Enter starts a new game.")
	})
	title := strings.TrimPrefix(size[:strings.Index(size, ", size 1 of ")], "polite: ")
	b.hear(kb.ArrowLeft, "the menu's cursor back on the card", func(l string) bool {
		return strings.HasPrefix(l, "polite: 1 "+title+": ")
	})
	n := len(b.heardSince(0))
	b.key(kb.F3)
	var opened, rows bool
	deadline := time.Now().Add(60 * time.Second)
	for !(opened && rows) && time.Now().Before(deadline) {
		for _, l := range b.heardSince(n) {
			opened = opened || strings.HasPrefix(l, "polite: Statistics. ")
			rows = rows || strings.HasPrefix(l, "polite: "+title+". No "+title+" games counted yet.")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !opened || !rows {
		t.Fatalf("F3 on the phone's menu: heard %q; want the statistics' keys and %s's empty record", b.heardSince(n), title)
	}
	b.screenshot("speech-phone-stats.png")
	t.Logf("heard: %q", b.heardSince(0))
}
