package layouttable

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game"
	"quintet/game/gametest"
)

// checkHelp checks every page of the open help (checkLayout), and that its tabs take one row and leave
// the text and picture at least half of the panel; TestLayoutTable uses it at 200 % text, where the help
// is tightest. shot is called on each page (QUINTET_SHOTS).
func checkHelp(t *testing.T, d *gametest.Driver, name string, shot func(page int)) {
	t.Helper()
	hs, ok := d.Probe.Help()
	if !ok {
		t.Fatalf("%s: F1 opened no help", name)
	}
	for i := 0; i < hs.Pages; i++ {
		where := fmt.Sprintf("%s help page %d", name, i+1)
		l := d.Probe.LayoutNow(d.Screen)
		checkLayout(t, where, l)
		shot(i)
		s, _ := d.Probe.Help()
		rows := map[int]bool{}
		for n, r := range s.Targets {
			if strings.HasPrefix(n, "tab ") {
				rows[r.Min.Y] = true
			}
		}
		if len(rows) > 1 {
			t.Errorf("%s: the tabs take %d rows", where, len(rows))
		}
		panel := l.Parts["panel"]
		content := s.TextArea.Dy()
		if !s.Picture.Empty() && s.Picture.Max.Y <= s.TextArea.Min.Y {
			content += s.Picture.Dy()
		}
		if 2*content < panel.Dy() {
			t.Errorf("%s: the text and picture have %d of the panel's %d px", where, content, panel.Dy())
		}
		d.Key("Tab")
	}
	d.Key("Escape")
}

// shownText is every text of a layout report joined, with lines broken inside a word joined again.
func shownText(l game.Layout) string {
	var b strings.Builder
	for _, tx := range l.Texts {
		b.WriteString(tx.Text)
	}
	return b.String()
}
