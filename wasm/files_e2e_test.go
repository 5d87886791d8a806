//go:build e2e

package wasm_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// Save and Open in the browser: Ctrl+S downloads the open game as a file, the page's file input opens
// it again over another game (its moves and its text seed kept), and a file that is not a game is said
// in the live region while the game stays.
func TestGameFiles(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	downloads := t.TempDir()
	yes := true
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads, EventsEnabled: &yes}); err != nil {
		t.Fatal(err)
	}
	const game = "dials:n5q5#hello"
	b.open(game)
	b.waitFor("the text seed's game", func(s status) bool { return s.Game == game })
	b.press("1", "a move", func(s status) bool { return s.Moves == 1 })
	b.press("2", "a move", func(s status) bool { return s.Moves == 2 })
	b.ctrlKey("s")
	var file string
	for deadline := time.Now().Add(60 * time.Second); file == ""; time.Sleep(100 * time.Millisecond) {
		got, _ := filepath.Glob(filepath.Join(downloads, "dials-*.quintet"))
		if len(got) > 0 {
			file = got[0]
		}
		if time.Now().After(deadline) {
			entries, _ := os.ReadDir(downloads)
			t.Fatalf("no download after Ctrl+S: %v; the page says %q", entries, b.status().Message)
		}
	}
	var data []byte
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		data, _ = os.ReadFile(file)
		if strings.HasSuffix(string(data), "]}") || time.Now().After(deadline) {
			break
		}
	}
	if !strings.HasPrefix(string(data), `{"format":"quintet game","version":3,"puzzle":"dials"`) || !strings.Contains(string(data), `"game":"`+game+`"`) {
		t.Fatalf("the download holds %.200s", data)
	}
	if s := b.status(); !strings.Contains(s.Message, "saved to your downloads as "+filepath.Base(file)) {
		t.Fatalf("the page says %q", s.Message)
	}
	b.key("Escape") // the notice has been seen (a key closes it)

	// Another game, then the file: the saved game at its two moves, one undo from the other game.
	b.press("n", "a new game", func(s status) bool { return s.Game != game && s.Moves == 0 })
	if err := chromedp.Do(b.ctx, chromedp.SetUploadFiles(chromedp.CSS("#q-open"), []string{file})); err != nil {
		t.Fatal(err)
	}
	s := b.waitFor("the file's game", func(s status) bool { return s.Game == game && s.Moves == 2 })
	if !strings.Contains(s.Message, "Opened "+filepath.Base(file)+": Dials, 2 moves") {
		t.Fatalf("the page says %q", s.Message)
	}
	b.screenshot("e2e-files-opened.png")

	// A file that is not a game: said in the live region, the game stays.
	bad := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(bad, []byte("dials:n5q5#1 is a nice game\n"), 0o644)
	if err := chromedp.Do(b.ctx, chromedp.SetUploadFiles(chromedp.CSS("#q-open"), []string{bad})); err != nil {
		t.Fatal(err)
	}
	s = b.waitFor("the refusal", func(s status) bool { return strings.Contains(s.Message, "notes.txt was not opened") })
	if s.Game != game || s.Moves != 2 {
		t.Fatalf("the game changed: %+v", s)
	}
	var live string
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		live, _ = chromedp.Run(b.ctx, chromedp.Evaluate[string](`document.getElementById("q-live").textContent`))
		if strings.Contains(live, "notes.txt was not opened: it is not a Quintet game file") || time.Now().After(deadline) {
			break
		}
	}
	if !strings.Contains(live, "notes.txt was not opened: it is not a Quintet game file") {
		t.Fatalf("the live region says %q", live)
	}
	b.screenshot("e2e-files-refused.png")
}
