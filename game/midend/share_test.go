package midend

import (
	"strings"
	"testing"

	"quintet/game/store"
)

// linkPage is a page with an address of its own, as the browser's site is.
type linkPage struct{ fakePage }

func (p *linkPage) Link(id string) string {
	return "https://example.org/quintet/#" + strings.ReplaceAll(id, "#", "%23")
}

// A game won at par says "— par!" after the game is read back (a reload), as it did at the win; the
// share text ends with a link to the game where the page has an address, and natively names the ID
// (issue 36, finding 14).
func TestParKeptAfterReloadAndShareLink(t *testing.T) {
	st := store.NewMemory()
	c := New(Options{Puzzles: backends(), Store: st, Page: &linkPage{fakePage{fragment: "dials:n5q5#1"}}, Seed: seeds(5)})
	waitHint(t, c)
	playHints(t, c)
	if _, right := c.StatusLine(false, ""); !strings.Contains(right, "— par!") {
		t.Fatalf("at the win the status says %q", right)
	}
	i := c.Current()
	text, ok := c.ShareText(i)
	if !ok || !strings.HasSuffix(text, "\nPlay it: https://example.org/quintet/#dials:n5q5%231") {
		t.Errorf("the browser's share text %q: want a link to the game last", text)
	}
	c.Flush()
	c.Close()

	d := New(Options{Puzzles: backends(), Store: st, Page: &linkPage{fakePage{fragment: "dials:n5q5#1"}}, Seed: seeds(5)})
	defer d.Close()
	if _, right := d.StatusLine(false, ""); !strings.Contains(right, "— par!") {
		t.Errorf("read back, the won game's status says %q", right)
	}
	if n, ok := d.StartBest(); !ok || n <= 0 {
		t.Errorf("read back, the game's optimum is %d, %v", n, ok)
	}
	e := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5)})
	defer e.Close()
	if text, ok := e.ShareText(e.Current()); !ok || !strings.HasPrefix(text, "Quintet · Dials · dials:n5q5#1\n") || strings.Contains(text, "Play it") {
		t.Errorf("the native share text %q: want the ID in its first line and no link", text)
	}
}
