package game_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/rules/puzzle"
)

// drawnLines is every line of text the layout drew, joined by spaces.
func drawnLines(l game.Layout) string {
	var b []string
	for _, tx := range l.Texts {
		b = append(b, tx.Text)
	}
	return strings.Join(b, " ")
}

// At 200% text on a 1024×720 window (no top bar: the game ID sits at the status line's right end),
// the win and the solve messages have the room before the game ID, which is shortened first; F4 shows
// the status line whole in its popup and says it for a screen reader, and F4 again (or Esc) closes it.
func TestStatusMessageBeforeGameID(t *testing.T) {
	for _, how := range []string{"won", "solved"} {
		d := gametest.NewWithStore(t, puzzles, "dials:n5q5#1", 1024, 720, gametest.WithSettings(t, `{"text_size":200}`))
		d.Tick()
		if how == "won" {
			d.Probe.Controller().LoadID(specID)
			d.Key("Digit3")
			d.Key("Digit3")
		} else {
			d.Key("S")
		}
		// Solve answers from the hint worker a few ticks later: first the end, then the flash's time.
		for i := 0; i < 3000 && d.Probe.Session("dials").Pos().Status() == puzzle.Playing; i++ {
			d.Tick()
		}
		for i := 0; i < 3000 && (d.Probe.FlashShown() || d.Probe.Revealing()); i++ {
			d.Tick()
		}
		d.Ticks(2)
		// The message is the status's own or a message of the moment (which expires on the game's
		// clock): whichever the frame drew, read before and after it.
		cands := func() []string {
			_, own := d.Probe.Controller().StatusLine(false, "")
			return []string{d.Probe.Controller().Transient(), own}
		}
		before := cands()
		l := d.Probe.LayoutNow(d.Screen)
		msg, shown := "", ""
		for _, m := range append(before, cands()...) {
			for _, tx := range l.Texts {
				if head := strings.TrimSuffix(tx.Text, "…"); m != "" && len(head) > len(shown) && strings.HasPrefix(m, head) {
					msg, shown = m, head
				}
			}
		}
		if msg == "" {
			t.Fatalf("%s: no message in the status line (%q); drawn: %s", how, before, drawnLines(l))
		}
		// The message has the line before the ID: where it is cut, the ID is at its least (a finger's
		// target) and the message shows at least its first words.
		if id := l.Targets["game ID"]; shown != msg && float64(id.Dx()) > 64*d.Probe.Unit()+1 {
			t.Errorf("%s: the message shows as %q while the game ID keeps %d px", how, shown, id.Dx())
		}
		if n := utf8.RuneCountInString(shown); n < min(14, utf8.RuneCountInString(msg)) {
			t.Errorf("%s: the message %q shows as %q: %d characters; drawn: %s", how, msg, shown, n, drawnLines(l))
		}
		d.Probe.Announce() // what opening and the moves said
		d.Key("F4")
		l = d.Probe.LayoutNow(d.Screen)
		said := ""
		for _, an := range d.Probe.Announce() {
			said += an.Text + " "
		}
		left, _ := d.Probe.Controller().StatusLine(false, "")
		got := strings.Join(strings.Fields(drawnLines(l)), " ")
		shownWhole, saidWhole := false, false
		for _, m := range append(before, cands()...) {
			whole := strings.Join(strings.Fields(left+d.Probe.Controller().TimerText()+" · "+m), " ")
			shownWhole = shownWhole || m != "" && strings.Contains(got, whole)
			saidWhole = saidWhole || m != "" && strings.Contains(said, m)
		}
		if !shownWhole {
			t.Errorf("%s: F4 does not show the status whole (%q and %q); drawn: %s", how, left, msg, got)
		}
		if !saidWhole {
			t.Errorf("%s: F4 says %q, not the message %q", how, said, msg)
		}
		open := len(l.Texts)
		d.Key("F4")
		if l = d.Probe.LayoutNow(d.Screen); len(l.Texts) >= open {
			t.Errorf("%s: F4 again leaves the popup open (%d texts drawn, %d with it)", how, len(l.Texts), open)
		}
	}
}
