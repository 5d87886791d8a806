package ui

import (
	"strings"
	"testing"

	"quintet/rules/puzzle"
)

// width measures a heading as the tests' stand-in for a font: 12 units a character.
func width(unit float64) func(string) float64 {
	return func(s string) float64 { return 12 * unit * float64(len([]rune(s))) }
}

// On a phone at 200% text, upright and sideways, the help's eight tabs take one row (a strip with
// arrows, the page shown in it), every part is on the panel, and the text keeps at least half of it
// (issue 36, finding 3: the tabs took eight rows and left the text one line).
func TestHelpLayoutKeepsTheTextOnAPhone(t *testing.T) {
	titles := []string{"Rules", "Example", "Salt", "Spiral", "Why?", "Machine", "Counts", "Keys"}
	headings := []string{"Hash Game — help", "Hash Game", "Help"}
	for _, s := range []Units{{W: 390, H: 844, Unit: 2, Scale: 1}, {W: 844, H: 390, Unit: 2, Scale: 1}, {W: 1024, H: 720, Unit: 2, Scale: 1}} {
		h := NewHelp(titles, nil)
		for page := range titles {
			h.GoTo(page, 0)
			l := h.Layout(s, headings, width(s.Unit), page == 0)
			rows := map[int]bool{}
			shown := 0
			for i, r := range l.Tabs {
				if r.Empty() {
					continue
				}
				shown++
				rows[r.Min.Y] = true
				if !r.In(l.Panel) {
					t.Errorf("%dx%d page %d: tab %d %v off the panel %v", s.W, s.H, page, i, r, l.Panel)
				}
			}
			if len(rows) != 1 || l.Tabs[page].Empty() {
				t.Errorf("%dx%d page %d: tabs in %d rows, the page's tab %v", s.W, s.H, page, len(rows), l.Tabs[page])
			}
			if shown < len(titles) && (l.PrevTab.Empty() || l.NextTab.Empty()) {
				t.Errorf("%dx%d: %d of %d tabs shown and no arrows", s.W, s.H, shown, len(titles))
			}
			content := l.Text.Dy()
			if !l.Picture.Empty() && l.Picture.Max.Y <= l.Text.Min.Y {
				content += l.Picture.Dy()
			}
			if 2*content < l.Panel.Dy() {
				t.Errorf("%dx%d page %d: text and picture %d px of the panel's %d", s.W, s.H, page, content, l.Panel.Dy())
			}
			for name, r := range l.Targets(titles) {
				if !r.In(l.Panel) || min(r.Dx(), r.Dy()) < 44 {
					t.Errorf("%dx%d page %d: %s %v off the panel or under 44 px", s.W, s.H, page, name, r)
				}
			}
			if width(s.Unit)(l.Title) > float64(l.Close.Min.X-l.Panel.Min.X) {
				t.Errorf("%dx%d: the heading %q is wider than its room", s.W, s.H, l.Title)
			}
		}
	}
	// A desktop at normal text: every tab shows, beside the whole heading.
	s := Units{W: 1280, H: 800, Unit: 1, Scale: 1}
	l := NewHelp(titles[:4], nil).Layout(s, headings, width(1), true)
	if !l.PrevTab.Empty() || l.Title != headings[0] || l.Tabs[0].Min.Y != l.Close.Min.Y {
		t.Errorf("desktop: arrows %v, heading %q, first tab %v", l.PrevTab, l.Title, l.Tabs[0])
	}
}

func TestKeysTextJoinsKeysThatDoTheSame(t *testing.T) {
	keys := []puzzle.Key{{Char: "1", Action: "press", Help: "presses that button"}, {Char: "2", Action: "press", Help: "presses that button"},
		{Char: "3", Action: "press", Help: "presses that button"}, {Char: "x", Label: "Space", Help: "passes"}}
	got := PuzzleKeysText(keys)
	if got != "1–3 — presses that button\nSpace — passes\n" {
		t.Fatalf("%q", got)
	}
	if all := KeysText(keys, "v9"); !strings.HasPrefix(all, got) || !strings.Contains(all, "Quintet v9") {
		t.Fatalf("KeysText: %q", all)
	}
}

func TestExampleTextCountsMovesFromTheStart(t *testing.T) {
	ex := puzzle.Example{Intro: "In.", Steps: []puzzle.ExampleStep{{Move: "a", Say: "A."}}}
	if got := ExampleText(ex, 3, 1); got != "Move 4: a\n\nA." {
		t.Fatalf("%q", got)
	}
	if ExampleText(ex, 3, 0) != "In." {
		t.Fatal("step 0 is not the intro")
	}
}
