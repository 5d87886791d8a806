package clock

import (
	"strings"
	"testing"
)

// Clock's line is verified for every size the game offers, not proved, and the help says so: the Line
// page says "verified for every size the game offers", and no page calls the line proved.
func TestHelpSaysVerifiedNotProved(t *testing.T) {
	var all string
	for _, p := range NewScene().HelpPages() {
		for s := 0; s < max(1, p.Steps); s++ {
			text := p.Text(s)
			all += text + "\n"
			if strings.Contains(strings.ReplaceAll(text, "not proved", ""), "prove") {
				t.Errorf("page %q step %d calls something proved: %q", p.Title, s, text)
			}
		}
	}
	if !strings.Contains(all, "verified for every size the game offers") {
		t.Errorf("no page says the line is verified for every size the game offers")
	}
}
