package ui

import (
	"testing"

	"quintet/game/input"
)

func TestHelpStepsPagesAndCloses(t *testing.T) {
	h := NewHelp([]string{"Rules", "Example", "Keys"}, []int{0, 3, 1})
	var seen []string
	for i := 0; !h.Last(); i++ {
		if i > 10 {
			t.Fatal("Right never reaches the last step")
		}
		seen = append(seen, h.Counter())
		h.Key(act(input.Right))
	}
	seen = append(seen, h.Counter())
	want := []string{"1 of 3", "step 1 of 3", "step 2 of 3", "step 3 of 3", "3 of 3"}
	if len(seen) != len(want) {
		t.Fatalf("walked %q, want %q", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("walked %q, want %q", seen, want)
		}
	}
	if h.NextLabel() != "Close" || !h.Key(act(input.Select)) {
		t.Fatal("Enter on the last step does not close")
	}
	h.Key(act(input.Left))
	if h.Page != 1 || h.Step != 2 {
		t.Fatalf("Left from Keys: page %d step %d, want the example's last step", h.Page, h.Step)
	}
	h.Key(key("Tab", false))
	h.Key(key("Tab", false))
	if h.Page != 0 || h.Step != 0 || !h.AtStart() {
		t.Fatalf("Tab twice from the example: page %d step %d", h.Page, h.Step)
	}
	h.Key(key("Tab", true))
	if h.Page != 2 {
		t.Fatalf("Shift+Tab from the first page: page %d", h.Page)
	}
	h.Lines, h.Wrapped = 5, 12
	for i := 0; i < 20; i++ {
		h.Key(act(input.Down))
	}
	if h.Line != 7 {
		t.Fatalf("scrolled to line %d, want 7 (12 lines, 5 shown)", h.Line)
	}
	h.Key(act(input.PageUp))
	if h.Line != 0 || h.Page != 1 {
		t.Fatalf("Page Up: page %d line %d", h.Page, h.Line)
	}
	if h.Key(act(input.Back)) != true {
		t.Fatal("Esc does not close")
	}
}

// The help's page is said as it changes: its number, title and text.
func TestHelpSaysEachPage(t *testing.T) {
	h := NewHelp([]string{"Rules", "Keys"}, nil)
	var heard Heard
	text := []string{"Press the buttons.", "H hints."}
	say := func() []string {
		return heard.Next(Speech{Screen: "help", Opened: HelpOpened, Focus: h.FocusWords(text[h.Page])})
	}
	if got := say(); len(got) != 2 || got[0] != HelpOpened || got[1] != "Page 1 of 2, Rules. Press the buttons." {
		t.Fatalf("opening said %q", got)
	}
	h.Key(key("Tab", false))
	if got := say(); len(got) != 1 || got[0] != "Page 2 of 2, Keys. H hints." {
		t.Fatalf("Tab said %q", got)
	}
}

// A strip with room for fewer tabs than pages shows the tabs around the page shown, within the ends.
func TestHelpTabStripKeepsThePageInView(t *testing.T) {
	h := NewHelp([]string{"a", "b", "c", "d", "e", "f", "g", "h"}, nil)
	for _, tc := range []struct{ page, fit, first, n int }{
		{0, 1, 0, 1}, {5, 1, 5, 1}, {0, 3, 0, 3}, {4, 3, 3, 3}, {7, 3, 5, 3}, {3, 20, 0, 8}, {6, 0, 6, 1},
	} {
		h.GoTo(tc.page, 0)
		first, n := h.TabStrip(tc.fit)
		if first != tc.first || n != tc.n || tc.page < first || tc.page >= first+n {
			t.Errorf("page %d, room for %d: tabs %d..%d, want %d..%d", tc.page, tc.fit, first, first+n-1, tc.first, tc.first+tc.n-1)
		}
	}
}
