package layouttable

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/rules/puzzle"
	"quintet/scenes"
)

// sizes200 are the phone held both ways and a desktop at 200% text, where the dialog and the help are
// tightest.
var sizes200 = []struct{ w, h int }{{390, 844}, {844, 390}, {1024, 720}}

// TestLayoutTableDialogAndHelp walks the game-ID dialog (as it opens, then with an error) and every page
// of the help of every puzzle and of the menu on a phone at 200% text, checking each screen's layout
// report (checkLayout). With QUINTET_SHOTS=dir it writes the dialogs and the help's pages there. Besides: the dialog shows the position's whole ID (wrapped, never cut), and the
// help's tabs take one row, so its text keeps most of the panel.
func TestLayoutTableDialogAndHelp(t *testing.T) {
	shots := os.Getenv("QUINTET_SHOTS")
	shot := func(d *gametest.Driver, what string, w, h int) {
		if shots != "" {
			d.SavePNG(t, fmt.Sprintf("%s/%s-%dx%d-200.png", shots, what, w, h))
		}
	}
	for _, sz := range sizes200 {
		t.Run(fmt.Sprintf("%d×%d at 200%% text", sz.w, sz.h), func(t *testing.T) {
			settings := `{"text_size":200}`
			d := gametest.NewWithStore(t, scenes.All, "", sz.w, sz.h, gametest.WithSettings(t, settings))
			d.DrawEvery = gametest.NoDraw
			d.Key("F1")
			checkHelp(t, d, "menu", func(i int) { shot(d, fmt.Sprintf("help-menu-%d", i+1), sz.w, sz.h) })
			for _, p := range scenes.All {
				info := p.Backend.Info()
				d := gametest.NewWithStore(t, scenes.All, info.SmokeID, sz.w, sz.h, gametest.WithSettings(t, settings))
				d.DrawEvery = gametest.NoDraw
				d.Ticks(2)
				d.Key("F1")
				checkHelp(t, d, info.Name, func(i int) { shot(d, fmt.Sprintf("help-%s-%d", info.Name, i+1), sz.w, sz.h) })

				d.Key("G")
				l := d.Probe.LayoutNow(d.Screen)
				checkLayout(t, info.Name+" ID dialog", l)
				shot(d, "dialog-"+info.Name, sz.w, sz.h)
				s := d.Probe.Session(info.Name)
				pos := puzzle.PositionID(s.Backend, s.Pos()).String()
				if shown := shownText(l); !strings.Contains(shown, pos) {
					t.Errorf("%s ID dialog: the position's ID %q is not shown whole; the dialog shows %q", info.Name, pos, shown)
				}
				d.Probe.InjectMods(true, false)
				d.Key("U")
				d.Type(info.Name + ":this-is-not-a-valid-description-of-any-game-at-all")
				d.Key("Enter")
				if dl := d.Probe.Dialog(); dl == nil || dl["error"] == "" {
					t.Fatalf("%s: a bad ID in the dialog shows no error (%v)", info.Name, dl)
				}
				checkLayout(t, info.Name+" ID dialog with an error", d.Probe.LayoutNow(d.Screen))
				shot(d, "dialog-error-"+info.Name, sz.w, sz.h)
				d.Key("Escape")
			}
		})
	}
}

// checkHelp checks every page of the open help, and that its tabs take one row and leave the text and
// picture at least half of the panel.
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
