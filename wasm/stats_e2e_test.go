//go:build e2e

package wasm_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// timer is the open game's timer as the page publishes it.
type timer struct {
	Ms      int64 `json:"timer_ms"`
	Running bool  `json:"timer_running"`
}

func (b *browser) timer() timer {
	b.t.Helper()
	tm, err := chromedp.Run(b.ctx, chromedp.Evaluate[timer](`window.quintet || {}`))
	if err != nil {
		b.t.Fatal(err)
	}
	return tm
}

// record is one puzzle and size of the statistics the game keeps in localStorage.
func (b *browser) record(puzzle, size string) map[string]int64 {
	b.t.Helper()
	raw, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`localStorage.getItem("quintet/stats") || ""`))
	if err != nil {
		b.t.Fatal(err)
	}
	var book struct {
		Records map[string]map[string]map[string]int64 `json:"records"`
	}
	if err := json.Unmarshal([]byte(raw), &book); err != nil {
		b.t.Fatalf("the statistics in localStorage: %q: %v", raw, err)
	}
	return book.Records[puzzle][size]
}

// checkRecord follows a Dials game just won with hints only (moves of them, from the start): it
// counts as won at par with its hints and the timer stopped at the win; an undo and a second win count
// nothing; Solve counts as played, not won; a new game's timer stops while the tab is hidden.
func (b *browser) checkRecord(t *testing.T, won status) {
	par := int64(won.Moves)
	at := b.timer()
	if at.Running || at.Ms <= 0 {
		t.Fatalf("after the win: timer %+v", at)
	}
	time.Sleep(1500 * time.Millisecond)
	if later := b.timer(); later.Ms != at.Ms {
		t.Fatalf("the timer went on after the win: %d ms, then %d", at.Ms, later.Ms)
	}
	want := map[string]int64{"won": 1, "won_at_par": 1, "hints": par, "best_moves": par, "best_time_ms": at.Ms}
	check := func(what string) {
		got := b.record("dials", "n5q5")
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s: %s is %d, want %d (all: %v)", what, k, got[k], v, got)
			}
		}
	}
	check("after a hinted win")
	b.press("u", "the undo", func(s status) bool { return s.State == "playing" })
	b.playByHints("dials", 5)
	check("after an undo and a second win")
	b.press("n", "a new game", func(s status) bool { return s.Game != won.Game && s.Moves == 0 })
	b.press("1", "a move", func(s status) bool { return s.Moves == 1 })
	b.press("s", "Solve", func(s status) bool { return s.State == "won" })
	want["solved_by_computer"], want["started"] = 1, 2
	check("after Solve")
	// A third game: hide the tab behind another for 6 s; the timer does not count it.
	b.press("n", "a third game", func(s status) bool { return s.State == "playing" && s.Moves == 0 })
	b.press("2", "its first move", func(s status) bool { return s.Moves == 1 })
	b.waitFor("the timer to run", func(status) bool { tm := b.timer(); return tm.Running && tm.Ms >= 1000 })
	before, t0 := b.timer(), time.Now()
	// Minimise the browser's window: the page is hidden (document.hidden) and gets no frames.
	win, err := chromedp.CallBrowser(b.ctx, cdpbrowser.GetWindowForTarget, cdpbrowser.GetWindowForTargetParams{TargetID: chromedp.FromContext(b.ctx).Target.TargetID})
	if err != nil {
		t.Fatal(err)
	}
	state := func(s cdpbrowser.WindowState) {
		if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetWindowBounds, cdpbrowser.SetWindowBoundsParams{WindowID: win.WindowID, Bounds: &cdpbrowser.Bounds{WindowState: s}}); err != nil {
			t.Fatal(err)
		}
	}
	state(cdpbrowser.WindowStateMinimized)
	hidden, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`document.hidden`))
	if err != nil || !hidden {
		t.Fatalf("the minimised page is not hidden (%v)", err)
	}
	time.Sleep(6 * time.Second)
	state(cdpbrowser.WindowStateNormal)
	b.waitFor("the tab shown again", func(status) bool { return b.timer().Ms > before.Ms })
	time.Sleep(300 * time.Millisecond)
	after, wall := b.timer(), time.Since(t0)
	// Counted: the time in view between the two readings, never the 6 s hidden; a reading may be up to
	// a second old (the page publishes the timer once a second), hence the slack.
	if d := after.Ms - before.Ms; d > (wall-6*time.Second+1200*time.Millisecond).Milliseconds() || !after.Running {
		t.Fatalf("across 6 s hidden, in %v between the readings, the timer went from %d to %d ms (running %v)", wall, before.Ms, after.Ms, after.Running)
	}
	t.Logf("won in %d moves at par in %d ms; hidden 6 s in %v between readings: timer %d → %d ms", par, at.Ms, wall.Round(time.Millisecond), before.Ms, after.Ms)
}

// shareDaily opens today's Dials by its ID (typed into the game-ID dialog through the clipboard),
// plays a move and has the computer solve it, and copies its result from the statistics screen: the
// clipboard then names the puzzle, the date, the outcome, hints and time, in lines that leave no room
// for a move, and links to the game. (The real-binary test shares a win against par.)
func (b *browser) shareDaily(t *testing.T) {
	today := time.Now().Format("2006-01-02")
	id := "dials:n5q5#d" + today
	b.setClipboard(id)
	b.key("g")
	b.waitFor("the dialog", func(s status) bool { return b.overlay() == "dialog" })
	b.ctrlKey("u")
	b.ctrlKey("v")
	b.clipWait("the pasted ID", func(s clipState) bool { return s.Layout.Dialog != nil && s.Layout.Dialog.Field == id })
	b.key("\r")
	s := b.waitFor("today's game", func(s status) bool { return s.Game == id && s.Moves == 0 })
	b.press("1", "a move", func(s status) bool { return s.Moves == 1 })
	b.press("s", "Solve", func(s status) bool { return s.State == "won" })
	b.key(kb.F3)
	b.waitFor("the statistics", func(s status) bool { return b.overlay() == "stats" })
	b.setClipboard("")
	b.key("\r")
	var text string
	deadline := time.Now().Add(20 * time.Second)
	for text == "" && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
		text = b.clipboard()
	}
	b.screenshot("e2e-stats.png")
	// The last line is a link to the game on this site, the '#' in its ID written %23.
	link := b.url + "#" + strings.ReplaceAll(id, "#", "%23")
	want := regexp.MustCompile(`^Quintet · Dials · daily ` + today + `\nSolved by the computer\nHints: 0 · Time \d+:\d\d\nPlay it: ` + regexp.QuoteMeta(link) + `$`)
	if !want.MatchString(text) {
		t.Fatalf("the share text is %q; want it to match %s", text, want)
	}
	t.Logf("share text of %s (%d moves):\n%s", s.Game, s.Moves, text)
}

func (b *browser) overlay() string {
	o, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`(window.quintet || {}).overlay || ""`))
	return o
}
