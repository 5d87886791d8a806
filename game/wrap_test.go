package game

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
	lines := Wrap(strings.Repeat("word ", 12)+nb+" end\n\nnext", face, w)
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
