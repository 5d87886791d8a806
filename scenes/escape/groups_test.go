package escape

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/game/scene"
)

// drawn is every line of text the layout drew, one to a line.
func drawn(l game.Layout) string {
	var b strings.Builder
	for _, tx := range l.Texts {
		b.WriteString(tx.Text + "\n")
	}
	return b.String()
}

// popupText is what the open popup shows, scrolled through with Page Down where it is longer than
// the screen.
func popupText(d *gametest.Driver) string {
	var b strings.Builder
	for i := 0; i < 12; i++ {
		shown := drawn(d.Probe.LayoutNow(d.Screen))
		b.WriteString(shown)
		if !strings.Contains(shown, "\nlines ") {
			break // all of it in view
		}
		d.Key("PageDown")
	}
	return b.String()
}

// With the hint shown, every parity group of the 64-square board (six) can be reached where the panel
// has no room for six rows — a phone upright, the smallest window, 200% text on a desktop and on a
// phone: it has a row of the panel, or it is behind a "more ›" chip that a tap opens and F4 shows.
func TestEveryParityGroupReachable(t *testing.T) {
	for _, sz := range []struct{ w, h, text int }{{390, 844, 100}, {480, 360, 100}, {1024, 720, 200}, {390, 844, 200}} {
		where := fmt.Sprintf("%d×%d at %d%% text", sz.w, sz.h, sz.text)
		d := gametest.NewWithStore(t, []scene.Puzzle{Puzzle}, "escape:64p1#1", sz.w, sz.h, gametest.WithSettings(t, fmt.Sprintf(`{"text_size":%d}`, sz.text)))
		d.Tick()
		d.Key("H")
		d.WaitHint()
		d.Ticks(2)
		l := d.Probe.LayoutNow(d.Screen)
		var behind []string // the groups with no row: behind a chip
		chip := ""
		for b := 0; b < 6; b++ {
			name := fmt.Sprintf("bit %d ·", b)
			if strings.Contains(drawn(l), name) {
				continue
			}
			behind = append(behind, name)
			for i, whole := range l.Folded {
				if strings.Contains(whole, name) {
					chip = fmt.Sprint("more ", i+1)
				}
			}
			if chip == "" {
				t.Errorf("%s: group %d has no row and is behind no \"more ›\" chip; drawn:\n%s", where, b, drawn(l))
			}
		}
		if len(behind) == 0 {
			continue // six rows
		}
		// A tap on the chip shows them.
		d.Tap(gametest.Center(l.Targets[chip]))
		d.Ticks(2)
		shown := popupText(d)
		for _, name := range behind {
			if !strings.Contains(shown, name) {
				t.Errorf("%s: a tap on the chip does not show %q; drawn:\n%s", where, name, shown)
			}
		}
		d.Key("Escape")
		// So does F4, and says them.
		d.Probe.Announce()
		d.Key("F4")
		d.Ticks(2)
		shown = popupText(d)
		said := ""
		for _, an := range d.Probe.Announce() {
			said += an.Text
		}
		for _, name := range behind {
			if !strings.Contains(shown, name) || !strings.Contains(said, name) {
				t.Errorf("%s: F4 does not show and say %q; drawn:\n%s\nsaid: %s", where, name, shown, said)
			}
		}
	}
}
