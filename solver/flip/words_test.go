package flip

import (
	"strings"
	"testing"
)

// The words count dots in the singular for one (issue 36, finding 9: "1 dots").
func TestWordsCountOneDot(t *testing.T) {
	p, err := Backend.Decode("i3", "-----/-o---/-----/-----/-----")
	if err != nil {
		t.Fatal(err)
	}
	w := p.(Position).Words()
	if !strings.Contains(w, "; 1 dot;") || strings.Contains(w, "1 dots") {
		t.Errorf("one dot said as %q", w)
	}
	q, err := Backend.Decode("i3", "-----/-ooo-/-o-o-/-ooo-/-----")
	if err != nil {
		t.Fatal(err)
	}
	if w := q.(Position).Words(); !strings.Contains(w, "; 8 dots;") {
		t.Errorf("eight dots said as %q", w)
	}
}
