//go:build e2e

package wasm_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// phoneStatus is window.quintet with the overlay the game shows ("help", "dialog" or ""), the wording
// the input last used chose ("touch" or "keys") and the status line's right side.
type phoneStatus struct {
	status
	Overlay     string `json:"overlay"`
	Words       string `json:"words"`
	StatusRight string `json:"status_right"`
}

// backButton goes one entry back in the tab's history, as the browser's (or a phone's) Back button
// does: through the DevTools protocol, not a script of the page.
func (b *browser) backButton() {
	b.t.Helper()
	b.cdp("back", func(ctx context.Context, tg *chromedp.Target) error {
		h, err := cdp.Call(ctx, tg, page.GetNavigationHistory, cdp.Empty{})
		if err != nil {
			return err
		}
		if h.CurrentIndex < 1 {
			b.t.Fatalf("no history entry to go back to")
		}
		_, err = cdp.Call(ctx, tg, page.NavigateToHistoryEntry, page.NavigateToHistoryEntryParams{EntryID: h.Entries[h.CurrentIndex-1].ID})
		return err
	})
}

// phoneWait polls the game's status for up to three minutes (a loaded machine's start-up can take one),
// failing at once if the page reports an error or the game exits.
func (b *browser) phoneWait(what string, ok func(phoneStatus) bool) phoneStatus {
	b.t.Helper()
	return pollStatus(b, what, func(s phoneStatus) status { return s.status }, ok)
}

// pollStatus polls window.quintet, read as an S, until ok holds (three minutes at most: a loaded
// machine is slow), failing at once if the page (page(s): the status S carries) reports an error or
// the game exits.
func pollStatus[S any](b *browser, what string, page func(S) status, ok func(S) bool) S {
	b.t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		s, err := chromedp.Run(b.ctx, chromedp.Evaluate[S](`window.quintet || {}`))
		if p := page(s); err == nil && (p.Status == "error" || p.Status == "exited") {
			b.t.Fatalf("waiting for %s: the page says %s: %s", what, p.Status, p.Message)
		}
		if err == nil && ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting for %s: gave up (%v); last status %+v", what, err, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// On a phone the Back button closes help and the game-ID dialog, then returns from a puzzle to the
// menu, and only then leaves the game; a puzzle left with Esc leaves no entry behind; a game typed
// into the address opens (and Back returns from it to the menu). On the way, the words follow the
// input last used: a phone's first screen says tap, a key brings key names ("H again plays it"), a
// finger touch words again ("tap Hint to play it"), a mouse's click key words.
func TestPhoneBack(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Navigate("about:blank"), chromedp.Navigate(b.url)); err != nil {
		t.Fatal(err)
	}
	if s := b.phoneWait("the menu", func(s phoneStatus) bool { return s.Status == "running" && s.Puzzle == "menu" }); s.Words != "touch" {
		t.Errorf("a phone's first screen, before any input, uses %q words; want touch", s.Words)
	}
	b.eval(`window.samePage_ = true`)
	// The player edits the address: that game opens (a new entry), and Back returns to the menu.
	b.eval(`location.hash = "#flip:i3#2"`)
	b.phoneWait("the game typed into the address", func(s phoneStatus) bool { return s.Game == "flip:i3#2" })
	b.key("h")
	b.phoneWait("the hint said in key words", func(s phoneStatus) bool {
		return s.Words == "keys" && strings.Contains(s.StatusRight, "(H again plays it)")
	})
	b.tap(30, 20) // the top bar's title: a tap that plays nothing
	b.phoneWait("the hint said in touch words", func(s phoneStatus) bool {
		return s.Words == "touch" && strings.Contains(s.StatusRight, "(tap Hint to play it)")
	})
	b.screenshot("phone-touch-words.png")
	b.click(30, 20)
	b.phoneWait("a click's key words", func(s phoneStatus) bool { return s.Words == "keys" })
	b.backButton()
	b.phoneWait("the menu after Back from the address's game", func(s phoneStatus) bool { return s.Puzzle == "menu" })
	b.key("1")
	s := b.phoneWait("the first puzzle", func(s phoneStatus) bool { return s.Puzzle != "menu" && s.Puzzle != "" })
	name := s.Puzzle
	b.key("?")
	b.phoneWait("help", func(s phoneStatus) bool { return s.Overlay == "help" })
	b.backButton()
	b.phoneWait("help closed by Back", func(s phoneStatus) bool { return s.Overlay == "" && s.Puzzle == name })
	b.key("g")
	b.phoneWait("the game-ID dialog", func(s phoneStatus) bool { return s.Overlay == "dialog" })
	b.screenshot("phone-dialog.png")
	b.backButton()
	b.phoneWait("the dialog closed by Back", func(s phoneStatus) bool { return s.Overlay == "" && s.Puzzle == name })
	b.backButton()
	b.phoneWait("the menu after Back", func(s phoneStatus) bool { return s.Puzzle == "menu" })
	// A puzzle left with Esc: the next Back leaves the game.
	b.key("1")
	b.phoneWait("the first puzzle again", func(s phoneStatus) bool { return s.Puzzle == name })
	b.key(kb.Escape)
	b.phoneWait("the menu after Esc", func(s phoneStatus) bool { return s.Puzzle == "menu" })
	same, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`window.samePage_ === true`))
	if err != nil || !same {
		t.Fatalf("the page was reloaded on the way (%v)", err)
	}
	// The entry the page opened in comes before the edited address's; then the game is left.
	b.backButton()
	b.phoneWait("the menu on the page's first entry", func(s phoneStatus) bool { return s.Puzzle == "menu" })
	b.backButton()
	waitJS(t, b.ctx, "Back from the menu to leave the game", `location.href === "about:blank"`)
}
