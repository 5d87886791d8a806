//go:build e2e

package wasm_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axeSource is axe-core's script; make e2e installs axe-core 4.14.1 with npm into dist/a11y.
func axeSource(t *testing.T) string {
	path := filepath.Join("..", "dist", "a11y", "node_modules", "axe-core", "axe.min.js")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("axe-core is not installed (make e2e installs it with npm into dist/a11y): %v", err)
	}
	return string(b)
}

type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  int    `json:"nodes"`
}

// axe runs axe-core in the page and returns its violations.
func (b *browser) axe(src string) []axeViolation {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`window.axe ? true : (function(){`+src+`;return true})()`)); err != nil {
		b.t.Fatalf("injecting axe-core: %v", err)
	}
	js := `axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations.map(v => ({id: v.id, impact: v.impact || "", help: v.help, nodes: v.nodes.length})))`
	vs, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]axeViolation](js, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("axe.run: %v", err)
	}
	return vs
}

// axNode is one node of the accessibility tree as a screen reader gets it.
type axNode struct{ role, name string }

func axString(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	var s string
	if json.Unmarshal(v.Value, &s) == nil {
		return s
	}
	return string(v.Value)
}

// axTree reads the whole accessibility tree through the DevTools protocol (Accessibility.getFullAXTree).
func (b *browser) axTree() []axNode {
	b.t.Helper()
	var out []axNode
	for _, n := range b.axNodes() {
		if !n.Ignored {
			out = append(out, axNode{axString(n.Role), axString(n.Name)})
		}
	}
	return out
}

// axNodes is the accessibility tree's nodes as the DevTools protocol gives them.
func (b *browser) axNodes() []*accessibility.Node {
	b.t.Helper()
	var nodes []*accessibility.Node
	b.cdp("Accessibility.getFullAXTree", func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
		if err == nil {
			nodes = r.Nodes
		}
		return err
	})
	return nodes
}

// listen records every line the page's live regions receive from now on, in order (what a screen
// reader hears): window.heard, each line prefixed "polite: " or "assertive: ". Called again in the same
// page, it starts the record afresh (the regions are observed once).
func (b *browser) listen() {
	b.t.Helper()
	js := `(() => {
  window.heard = [];
  if (window.heardObserved_) return true;
  window.heardObserved_ = true;
  const polite = document.getElementById("q-live"), alert = document.getElementById("q-alert");
  new MutationObserver(ms => { for (const m of ms) for (const n of m.addedNodes) heard.push("polite: " + n.textContent); })
    .observe(polite, {childList: true});
  new MutationObserver(() => heard.push("assertive: " + alert.textContent.trim()))
    .observe(alert, {childList: true, characterData: true, subtree: true});
  return true;
})()`
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](js)); err != nil {
		b.t.Fatalf("listening to the live regions: %v", err)
	}
}

// heardSince is what the live regions received after the first n lines.
func (b *browser) heardSince(n int) []string {
	b.t.Helper()
	h, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`window.heard.slice(%d)`, n)))
	if err != nil {
		b.t.Fatalf("reading what was heard: %v", err)
	}
	return h
}

// hear presses a key once and waits for a live-region line that ok accepts, returning it. A key is never
// pressed twice.
func (b *browser) hear(key, what string, ok func(string) bool) string {
	b.t.Helper()
	n := len(b.heardSince(0))
	b.key(key)
	deadline := time.Now().Add(60 * time.Second)
	for {
		for _, l := range b.heardSince(n) {
			if ok(l) {
				return l
			}
		}
		if s := b.status(); s.Status == "error" || s.Status == "exited" {
			b.t.Fatalf("after key %q: the page says %s: %s", key, s.Status, s.Message)
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("key %q pressed once: no %s heard within 60 s; heard %q", key, what, b.heardSince(n))
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// TestAccessibility: axe-core finds no serious or critical violation on a puzzle, the help, the game-ID
// dialog and the menu; the accessibility tree has the main landmark, the heading, the labelled
// controls, the live regions and the game as a labelled application; the canvas has no positive
// tabindex and the page allows zooming.
func TestAccessibility(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	src := axeSource(t)
	b := newBrowser(t)
	b.open("dials:n5q5#1")
	b.listen()
	check := func(where string) {
		vs := b.axe(src)
		for _, v := range vs {
			t.Logf("%s: axe %s (%s, %d nodes): %s", where, v.ID, v.Impact, v.Nodes, v.Help)
			if v.Impact == "serious" || v.Impact == "critical" {
				t.Errorf("%s: axe-core: %s violation %s: %s", where, v.Impact, v.ID, v.Help)
			}
		}
		t.Logf("%s: %d axe violations", where, len(vs))
	}
	check("puzzle")

	tree := b.axTree()
	want := map[string]func(axNode) bool{
		"a main landmark":          func(n axNode) bool { return n.role == "main" },
		"a heading naming Quintet": func(n axNode) bool { return n.role == "heading" && strings.Contains(n.name, "Quintet") },
		"the Hint button":          func(n axNode) bool { return n.role == "button" && n.name == "Hint" },
		"the Undo button":          func(n axNode) bool { return n.role == "button" && n.name == "Undo" },
		"the read-position button": func(n axNode) bool { return n.role == "button" && n.name == "Read the position" },
		"the controls' navigation": func(n axNode) bool { return n.role == "navigation" && n.name == "Game controls" },
		"the polite live region":   func(n axNode) bool { return n.role == "log" },
		"the assertive region":     func(n axNode) bool { return n.role == "alert" },
		"the game, labelled":       func(n axNode) bool { return n.role == "application" && n.name == "Quintet" },
	}
	for what, ok := range want {
		found := false
		for _, n := range tree {
			found = found || ok(n)
		}
		if !found {
			t.Errorf("the accessibility tree has no %s", what)
		}
	}
	t.Logf("accessibility tree: %d nodes not ignored", len(tree))
	attrs, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]string](`[document.querySelector("canvas").getAttribute("tabindex"),
  String(document.querySelectorAll("[tabindex]").length), String([...document.querySelectorAll("[tabindex]")].filter(e => e.tabIndex > 0).length),
  document.querySelector('meta[name="viewport"]').content]`))
	if err != nil {
		t.Fatal(err)
	}
	if attrs[0] != "0" || attrs[2] != "0" || strings.Contains(attrs[3], "user-scalable=no") {
		t.Errorf("canvas tabindex %s, %s elements with a positive tabindex, viewport %q", attrs[0], attrs[2], attrs[3])
	}

	b.hear(kb.F1, "the help", func(l string) bool { return strings.HasPrefix(l, "polite: Help.") })
	check("help")
	b.hear(kb.Escape, "the puzzle again", func(l string) bool { return strings.Contains(l, "Back to Dials.") })
	b.hear("g", "the game-ID dialog", func(l string) bool { return strings.Contains(l, "Game ID dialog") })
	check("game-ID dialog")
	b.hear(kb.Escape, "the puzzle again", func(l string) bool { return strings.Contains(l, "Back to Dials.") })
	b.hear(kb.Escape, "the menu", func(l string) bool { return strings.Contains(l, "Quintet menu.") })
	check("menu")
	b.screenshot("a11y-menu.png")
}

// place is a cell, button or square as the words name it: col grows to the right (the Right arrow),
// row downwards (the Down arrow).
type place struct{ col, row int }

var (
	hashCell   = regexp.MustCompile(`^(\d+),(\d+)`)
	flipCell   = regexp.MustCompile(`^([a-z]+)(\d+)`)
	escapeCell = regexp.MustCompile(`^([A-Z]+)(\d+)`)
	button     = regexp.MustCompile(`^(?:Button )?(\d+)`)
)

func letters(s string) int {
	n := 0
	for _, r := range strings.ToLower(s) {
		n = n*26 + int(r-'a'+1)
	}
	return n
}

// placeOf reads a place from the start of the words for the cursor, or from a hinted move.
func placeOf(puzzle, s string) (place, bool) {
	switch puzzle {
	case "hash":
		if m := hashCell.FindStringSubmatch(s); m != nil {
			x, _ := strconv.Atoi(m[1])
			y, _ := strconv.Atoi(m[2])
			return place{x, y}, true
		}
	case "flip":
		if m := flipCell.FindStringSubmatch(s); m != nil {
			r, _ := strconv.Atoi(m[2])
			return place{letters(m[1]), r}, true
		}
	case "escape":
		if m := escapeCell.FindStringSubmatch(strings.ToUpper(s[:min(len(s), 4)]) + s[min(len(s), 4):]); m != nil {
			r, _ := strconv.Atoi(m[2])
			return place{letters(m[1]), -r}, true // rank 1 is the bottom rank
		}
	case "dials":
		if m := button.FindStringSubmatch(s); m != nil {
			n, _ := strconv.Atoi(m[1])
			return place{n, 0}, true
		}
	case "clock":
		switch {
		case s == "0" || strings.HasPrefix(s, "Zero"):
			return place{0, 0}, true
		case s == "X" || strings.HasPrefix(s, "Pass"):
			return place{1, 0}, true
		}
	}
	return place{}, false
}

// TestKeyboardAndLiveRegionWin wins every puzzle with the keyboard alone, deciding every key from what
// the live regions say: F2 reads the position; H names the optimal move; the arrows walk the board's
// cursor, whose words name its cell, to that move; Enter plays it, and the move and the machine's
// answer are heard; the win is heard in the assertive region. Less motion is switched on first from the
// page's own control, reached with Tab, so no animation holds a key back.
func TestKeyboardAndLiveRegionWin(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	games := []struct{ puzzle, id, words, firstArrow string }{
		// Dials and Clock start five moves from their wins (the classic games' own positions after
		// 9 and 43 optimal moves), so the test stays short.
		{"dials", "dials:n5q5:04001/30300/20421/40142/14013-EEBBE-BCDBA-EDEEE", "Displays:", kb.ArrowRight},
		{"clock", "clock:n4k2:2221h2", "Clockwise from the hand", kb.ArrowRight},
		{"flip", "flip:i3#1", "inside the ring", kb.ArrowDown},
		{"escape", "escape:16p1#1", "coins are heads", kb.ArrowLeft},
		{"hash", "hash:number#1", "You may whiten", kb.ArrowUp},
	}
	b.open(games[0].id)
	b.listen()
	// Tab to the page's "Less motion" control and press Enter on it, then Tab on to the game.
	for i := 0; ; i++ {
		b.key(kb.Tab)
		name, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.activeElement.tagName === "BUTTON" ? document.activeElement.textContent : ""`))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(name, "Less motion") {
			break
		}
		if i > 20 {
			t.Fatal("Tab never reached the Less motion control")
		}
	}
	b.hear(kb.Enter, "less motion", func(l string) bool { return strings.Contains(l, "Less motion: animations are instant.") })
	// A control acts, then hands the keyboard back to the game (index.html): no Tab is needed.
	if tag, _ := chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.activeElement.tagName`)); tag != "CANVAS" {
		t.Fatalf("after the Less motion control acted, the focus is on %s, not the game", tag)
	}

	// Each game after the first is opened from the address in the same page (no page load), as a
	// player types it; the record of what was heard starts afresh with it.
	for gi, g := range games {
		if gi > 0 {
			b.goTo(g.id)
			b.listen()
		}
		start := time.Now()
		words := b.hear(kb.F2, "the position in words", func(l string) bool { return strings.Contains(l, g.words) })
		t.Logf("%s: F2 read %d characters: %.120s…", g.puzzle, len(words), words)
		cursor := place{}
		known := false
		won := ""
		for moves := 0; won == ""; moves++ {
			if moves > 200 {
				t.Fatalf("%s: not won after %d moves", g.puzzle, moves)
			}
			hint := b.hear("h", "the hint", func(l string) bool { return strings.HasPrefix(l, "polite: Hint: play ") })
			move := strings.TrimPrefix(hint, "polite: Hint: play ")
			move = move[:strings.IndexAny(move, ";")]
			target, ok := placeOf(g.puzzle, move)
			if !ok {
				t.Fatalf("%s: cannot read the hinted move %q", g.puzzle, move)
			}
			walk := func(key string) {
				l := b.hear(key, "the cursor's words", func(l string) bool {
					_, ok := placeOf(g.puzzle, strings.TrimPrefix(l, "polite: "))
					return ok && strings.Contains(l, "Enter")
				})
				cursor, _ = placeOf(g.puzzle, strings.TrimPrefix(l, "polite: "))
				known = true
			}
			if !known {
				walk(g.firstArrow)
			}
			for steps := 0; cursor != target; steps++ {
				if steps > 64 {
					t.Fatalf("%s: the cursor at %v never reached %v (%s)", g.puzzle, cursor, target, move)
				}
				switch {
				case cursor.col < target.col:
					walk(kb.ArrowRight)
				case cursor.col > target.col:
					walk(kb.ArrowLeft)
				case cursor.row < target.row:
					walk(kb.ArrowDown)
				default:
					walk(kb.ArrowUp)
				}
			}
			played := b.hear(kb.Enter, "the move", func(l string) bool { return strings.HasPrefix(l, "polite: You ") })
			if moves == 0 {
				t.Logf("%s: first move heard: %s", g.puzzle, played)
			}
			for _, l := range b.heardSince(0) {
				if strings.HasPrefix(l, "assertive: ") {
					won = l
				}
			}
			if won == "" {
				// The win may come in the frame after the move's line.
				time.Sleep(50 * time.Millisecond)
				for _, l := range b.heardSince(0) {
					if strings.HasPrefix(l, "assertive: ") {
						won = l
					}
				}
			}
		}
		if !strings.Contains(won, "Won in") {
			t.Errorf("%s: the assertive region said %q", g.puzzle, won)
		}
		if st := b.status(); st.State != "won" {
			t.Errorf("%s: heard %q but the game is %s", g.puzzle, won, st.State)
		}
		t.Logf("%s: %s (%.1f s)", g.puzzle, won, time.Since(start).Seconds())
	}
}

// TestFirstVisitPreferences: the system's prefers-color-scheme and prefers-reduced-motion choose the
// theme and the motion the player has not chosen, in the page and in the game; settings the player
// saved win over them (in settings older than format 2, the default theme counts as not chosen).
func TestFirstVisitPreferences(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	for _, tc := range []struct {
		scheme, motion, saved string
		theme                 string
		reduced               bool
	}{
		{"light", "reduce", "", "light", true},
		{"dark", "no-preference", "", "dark", false},
		{"light", "reduce", `{"format":2,"theme":"dark","text_size":150}`, "dark", true},
		{"light", "reduce", `{"format":2,"theme":"dark","reduced_motion":false,"text_size":150}`, "dark", false},
		{"light", "reduce", `{"theme":"dark","text_size":150}`, "light", true},
		{"light", "no-preference", `{"theme":"contrast","reduced_motion":true,"text_size":150}`, "contrast", true},
	} {
		b.system(tc.scheme, tc.motion, "no-preference")
		// A page of the site's own origin that runs no game (its version file), to set the saved
		// settings in before the game's page loads.
		if err := chromedp.Do(b.ctx, chromedp.Navigate(b.url+"version.json")); err != nil {
			t.Fatal(err)
		}
		set := `localStorage.removeItem("quintet/settings");`
		if tc.saved != "" {
			set = `localStorage.setItem("quintet/settings", ` + "`" + tc.saved + "`" + `);`
		}
		if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](set+` true`)); err != nil {
			t.Fatal(err)
		}
		b.open("dials:n5q5#1")
		got, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]any](`[document.documentElement.className, window.quintet.theme, window.quintet.reduced_motion, window.quintet.text_size]`))
		if err != nil {
			t.Fatal(err)
		}
		if got[0] != tc.theme || got[1] != tc.theme || got[2] != tc.reduced {
			t.Errorf("%s, %s, saved %q: page %v, game theme %v, reduced motion %v; want %s, %v", tc.scheme, tc.motion, tc.saved, got[0], got[1], got[2], tc.theme, tc.reduced)
		}
		if tc.saved != "" && got[3] != float64(150) {
			t.Errorf("saved text size 150: the game has %v", got[3])
		}
	}
}
