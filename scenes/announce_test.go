package scenes

import (
	"regexp"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/probe"
)

func said(as []probe.Announcement) (polite, assertive string) {
	var p, a []string
	for _, x := range as {
		if x.Assertive {
			a = append(a, x.Text)
		} else {
			p = append(p, x.Text)
		}
	}
	return strings.Join(p, " | "), strings.Join(a, " | ")
}

// What the live region says in the Hash Game: the puzzle opened, the cursor's tile and what Enter does,
// the move with the machine's answer, the hint with its reason, F2's whole position, and the win (the
// only assertive line) against the optimum.
func TestAnnouncementsHash(t *testing.T) {
	d := gametest.New(t, All, "hash:number:393", 1024, 720)
	p, _ := said(d.Probe.Announce())
	// The game is named shortly (issue 36, finding 9): never by its description, which F2 reads.
	if !strings.Contains(p, "Hash Game, a given position, Numbered salt") || strings.Contains(p, "393") {
		t.Errorf("opening: %q", p)
	}
	d.Key("ArrowUp")
	p, _ = said(d.Probe.Announce())
	if !regexp.MustCompile(`^\d+,\d+, red: (Enter whitens it|Enter cannot whiten it now)\.$`).MatchString(p) {
		t.Errorf("cursor: %q", p)
	}
	d.Key("F2")
	p, _ = said(d.Probe.Announce())
	if !strings.Contains(p, "White: 8,16. Black: none.") || !strings.Contains(p, "You may whiten: 8,15; 7,16; 9,16.") ||
		!strings.Contains(p, "Game ID hash:number:393.") {
		t.Errorf("F2: %q", p)
	}
	moved := false
	for i := 0; i < 30; i++ {
		d.Key("H")
		d.WaitHint()
		p, _ := said(d.Probe.Announce())
		if !strings.Contains(p, "Hint: play") {
			t.Fatalf("the hint key said %q", p)
		}
		d.Key("H")
		p, a := said(d.Probe.Announce())
		if !moved {
			moved = true
			if !regexp.MustCompile(`You whitened \d+,\d+; the machine blackened \d+,\d+\. Moves: 1; the optimal game takes 9\.`).MatchString(p) {
				t.Errorf("the first move: %q", p)
			}
		}
		if a != "" {
			if !strings.Contains(a, "Won in 9 moves, the fewest possible (9)") {
				t.Errorf("win: %q", a)
			}
			return
		}
	}
	t.Fatal("no win announced")
}
