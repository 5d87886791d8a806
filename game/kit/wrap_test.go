package kit

import (
	"strings"
	"testing"
)

// Wrap breaks lines only at ordinary spaces, keeps blank lines between paragraphs, and never makes a
// line wider than asked unless one word alone is wider.
func TestWrap(t *testing.T) {
	face := Face(Regular, 15)
	w := TextWidth("m = 82 and more", face)
	nb := "m\u00a0=\u00a082"
	lines := Wrap(nil, strings.Repeat("word ", 12)+nb+" end\n\nnext", face, w)
	joined := strings.Join(lines, "|")
	if !strings.Contains(joined, nb) {
		t.Errorf("the no-break spaces were broken: %q", lines)
	}
	if lines[len(lines)-2] != "" || lines[len(lines)-1] != "next" {
		t.Errorf("the blank line between paragraphs is lost: %q", lines)
	}
	for _, l := range lines {
		if TextWidth(l, face) > w && strings.Contains(l, " ") {
			t.Errorf("line %q is %.0f wide, over %.0f", l, TextWidth(l, face), w)
		}
	}
}

// A folded paragraph (whole behind "more ›") may stop early only where a reader sees it stop: after
// a sentence, or at a word with "…"; the layout report calls any other stop a cut.
func TestFoldedCutEndsVisibly(t *testing.T) {
	text := "Whiten a red tile that touches a white one (at first only (8,16) is white). The machine answers."
	lines := []string{"Whiten a red tile that touches a", "white one (at first only (8,16) is", "white). The machine answers."}
	for _, c := range []struct {
		drawn []string
		cut   bool
	}{
		{[]string{lines[0], lines[1]}, true},                            // stops mid-sentence, unmarked
		{[]string{lines[0], "white one (at first only (8,16)…"}, false}, // "…" after a whole word
		{[]string{lines[0], "white one (at first only (8,1…"}, true},    // "…" inside a word
		{[]string{lines[0], lines[1], "white)."}, false},                // the sentence's end
		{[]string{lines[0], lines[1], "white). The"}, true},             // past it, unmarked
		{lines, false}, // whole
		// EndFolded's stops: a "…" after the last whole word that fits, the last sentence's end.
		{[]string{lines[0], EndFolded(lines[1], func(s string) bool { return len(s) < 30 })}, false},
		{[]string{lines[0], lines[1], EndFolded(lines[2], func(string) bool { return true })}, false},
	} {
		var drawn []TextDrawn
		for _, d := range c.drawn {
			drawn = append(drawn, TextDrawn{Text: d})
		}
		l := TextLog{Drawn: drawn, wraps: []wrapped{{text: text, lines: lines}}, Folded: []string{"title\n" + text}}
		got := l.cuts()
		if (len(got) > 0) != c.cut {
			t.Errorf("drawn %q: cuts %v, want a cut: %v", c.drawn, got, c.cut)
		}
	}
}
