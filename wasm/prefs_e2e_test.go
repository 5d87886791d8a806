//go:build e2e

package wasm_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The tests of issue 36's findings on preferences, the page's controls, words and sharing: each on a
// 390×844 phone whose system asks for less motion and more contrast, and each through a reload.

// prefStatus is window.quintet with what these tests read of the game's settings.
type prefStatus struct {
	phoneStatus
	Theme   string `json:"theme"`
	Reduced bool   `json:"reduced_motion"`
}

// axFocused is the role and name of the node a screen reader finds focused (the accessibility tree's
// "focused" property).
func (b *browser) axFocused() (role, name string) {
	b.t.Helper()
	for _, n := range b.axNodes() {
		for _, p := range n.Properties {
			if p.Name == accessibility.PropertyNameFocused && axString(p.Value) == "true" {
				role, name = axString(n.Role), axString(n.Name)
			}
		}
	}
	return role, name
}

// newPhone starts Chromium as a 390×844 phone whose system prefers less motion and more contrast.
func newPhone(t *testing.T) *browser {
	b := newBrowser(t)
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	b.system("no-preference", "reduce", "more")
	return b
}

// system sets the system's preferences the page sees: the colour scheme, motion and contrast.
func (b *browser) system(scheme, motion, contrast string) {
	b.t.Helper()
	b.cdp("emulating the system's preferences", func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{
			{Name: "prefers-color-scheme", Value: scheme}, {Name: "prefers-reduced-motion", Value: motion},
			{Name: "prefers-contrast", Value: contrast}}})
		return err
	})
}

// prefWait polls the game's status until ok holds (pollStatus).
func (b *browser) prefWait(what string, ok func(prefStatus) bool) prefStatus {
	b.t.Helper()
	return pollStatus(b, what, func(s prefStatus) status { return s.status }, ok)
}

// reload reloads the page, as the browser's reload button does, and waits for the game to run.
func (b *browser) reload(puzzle string) prefStatus {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Reload()); err != nil {
		b.t.Fatalf("reload: %v", err)
	}
	return b.prefWait("the game after a reload", func(s prefStatus) bool { return s.Status == "running" && s.Puzzle == puzzle })
}

// pageTheme is the theme the page itself painted (its first paint, before the game draws).
func (b *browser) pageTheme() string {
	b.t.Helper()
	c, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.documentElement.className`))
	if err != nil {
		b.t.Fatal(err)
	}
	return c
}

// Findings 1 and 2: the system's preferences apply on every start while the player has not chosen,
// whatever the player opened (a game's address on a first visit, then other puzzles); only what the
// player chose is kept over them.
func TestSystemPreferencesKept(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newPhone(t)
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#dials:n5q5#1")); err != nil {
		t.Fatal(err)
	}
	check := func(when, theme string, reduced bool, s prefStatus) {
		t.Helper()
		if s.Theme != theme || s.Reduced != reduced || b.pageTheme() != theme {
			t.Errorf("%s: the game has theme %q, less motion %v, the page %q; want %q, %v", when, s.Theme, s.Reduced, b.pageTheme(), theme, reduced)
		}
	}
	s := b.prefWait("the game from the address", func(s prefStatus) bool { return s.Status == "running" && s.Puzzle == "dials" })
	check("a first visit through a game's address", "contrast", true, s)
	check("the reload after it", "contrast", true, b.reload("dials"))
	// Another puzzle opened (the menu, then the first puzzle by its number).
	b.key(kb.Escape)
	b.prefWait("the menu", func(s prefStatus) bool { return s.Puzzle == "menu" })
	b.key("1")
	s = b.prefWait("the first puzzle", func(s prefStatus) bool { return s.Puzzle != "menu" && s.Puzzle != "" })
	first := s.Puzzle
	check("another puzzle opened", "contrast", true, s)
	// The system's preferences change: the next start follows them, as nothing was chosen.
	b.system("light", "no-preference", "no-preference")
	check("a reload after the system changed", "light", false, b.reload(first))
	// The player chooses less motion with the page's own control and a theme with T: both are kept over
	// the system's from then on; what the player never chose (here nothing else) still follows it.
	b.eval(`document.querySelector('#q-controls button[data-action="motion"]').click()`)
	b.prefWait("less motion chosen", func(s prefStatus) bool { return s.Reduced })
	b.key("t")
	s = b.prefWait("the theme chosen", func(s prefStatus) bool { return s.Theme != "light" })
	chosen := s.Theme
	b.system("dark", "no-preference", "more")
	check("a reload after the player chose", chosen, true, b.reload(first))
}

// Finding 9: after the page's Hint control, the game's keys still reach the game (a digit plays Dials'
// button and is said), and the page's controls include Statistics.
func TestPageControlsHandKeysBack(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newPhone(t)
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#dials:n5q5#1")); err != nil {
		t.Fatal(err)
	}
	b.prefWait("the game", func(s prefStatus) bool { return s.Status == "running" && s.Puzzle == "dials" })
	b.reload("dials")
	b.listen()
	// The player reaches the Hint control (Tab from the game) and presses it with Enter.
	b.eval(`document.querySelector('#q-controls button[data-action="hint"]').focus()`)
	heard := len(b.heardSince(0))
	b.key(kb.Enter)
	s := b.prefWait("the hint shown", func(s prefStatus) bool { return s.HintShown })
	// The keyboard is the game's again: a screen reader finds the focus on the game's application.
	if role, name := b.axFocused(); role != "application" || name != "Quintet" {
		t.Errorf("after the Hint control the focus is on %s %q; want the game (application \"Quintet\")", role, name)
	}
	before := s.Moves
	b.key("1")
	deadline := time.Now().Add(60 * time.Second)
	for {
		lines := b.heardSince(heard)
		said := false
		for _, l := range lines {
			said = said || strings.Contains(l, "pressed button 1")
		}
		s, _ = chromedp.Run(b.ctx, chromedp.Evaluate[prefStatus](`window.quintet || {}`))
		if s.Moves == before+1 && said {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("digit 1 after the Hint control: %d moves (want %d); heard %q", s.Moves, before+1, lines)
		}
		time.Sleep(50 * time.Millisecond)
	}
	// Statistics among the page's controls, as a screen reader finds them, and it opens them.
	found := false
	for _, n := range b.axTree() {
		found = found || n.role == "button" && n.name == "Statistics"
	}
	if !found {
		t.Fatalf("no Statistics button in the accessibility tree")
	}
	b.eval(`document.querySelector('#q-controls button[data-action="stats"]').focus()`)
	b.key(kb.Enter)
	b.prefWait("the statistics", func(s prefStatus) bool { return s.Overlay == "stats" })
	// Esc closes them: the key reaches the game from the control too.
	b.key(kb.Escape)
	b.prefWait("the statistics closed", func(s prefStatus) bool { return s.Overlay == "" && s.Puzzle == "dials" })
}

// Finding 10: Back on a phone is not a key: the words stay those of touch.
func TestPhoneBackKeepsTouchWords(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newPhone(t)
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url)); err != nil {
		t.Fatal(err)
	}
	b.prefWait("the menu", func(s prefStatus) bool { return s.Status == "running" && s.Puzzle == "menu" })
	b.reload("menu")
	b.eval(`location.hash = "#escape:64p1#3"`)
	b.prefWait("the game typed into the address", func(s prefStatus) bool { return s.Game == "escape:64p1#3" })
	b.tap(30, 20) // the top bar's title: a tap that plays nothing
	b.prefWait("touch words", func(s prefStatus) bool { return s.Words == "touch" })
	b.backButton()
	s := b.prefWait("the menu after Back", func(s prefStatus) bool { return s.Puzzle == "menu" })
	if s.Words != "touch" {
		t.Errorf("after Back on a phone the words are %q; want touch", s.Words)
	}
}

// Finding 14: the share text is a link to the game on this site, and after a reload a game won at par
// still says so.
func TestShareLinkAndParAfterReload(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newPhone(t)
	if _, err := chromedp.Run(b.ctx, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	b.setClipboardPermission(cdpbrowser.PermissionSettingGranted)
	const id = "dials:n5q5#3" // won by the hints in 7 presses (game 1 of the preset takes 14)
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(b.url+"#"+id)); err != nil {
		t.Fatal(err)
	}
	b.prefWait("the game", func(s prefStatus) bool { return s.Status == "running" && s.Game == id })
	b.reload("dials")
	if s := b.playByHints("dials", 40); s.State != "won" {
		t.Fatalf("not won by the hints: %+v", s)
	}
	s := b.prefWait("the win at par", func(s prefStatus) bool { return strings.Contains(s.StatusRight, "par!") })
	before := s.StatusRight
	s = b.reload("dials")
	if !strings.Contains(s.StatusRight, "— par!") {
		t.Errorf("after a reload the status says %q; before it %q", s.StatusRight, before)
	}
	b.key(kb.F3)
	b.prefWait("the statistics", func(s prefStatus) bool { return s.Overlay == "stats" })
	b.key(kb.Enter)
	link := b.url + "#dials:n5q5%233"
	var got string
	for deadline := time.Now().Add(60 * time.Second); !strings.Contains(got, link); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the share text %q has no link %s", got, link)
		}
		got = b.clipboard()
	}
	// The link opens the game.
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	b.prefWait("the shared game", func(s prefStatus) bool { return s.Status == "running" && s.Game == id })
}
