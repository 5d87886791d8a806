package layouttable

import (
	"fmt"
	"image"
	"os"
	"sort"
	"strings"
	"testing"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/game/scene"
	"quintet/rules/puzzle"
	"quintet/scenes"
	solverescape "quintet/solver/escape"
)

// layoutSizes are the windows every screen must fit: the smallest window, a small one, phones upright
// and sideways, a desktop, the desktop at 200 % text, full HD and 4K, and the phones at 200 % text.
var layoutSizes = []struct{ w, h, text int }{
	{480, 360, 100}, {520, 390, 100}, {390, 844, 100}, {844, 390, 100},
	{1024, 720, 100}, {1024, 720, 200}, {1920, 1080, 100}, {3840, 2160, 100},
	{390, 844, 200}, {844, 390, 200},
}

// boardShare is the least part of the window's shorter side the board's longer side takes.
const boardShare = 0.60

// checkLayout checks one screen's layout report: every text inside the screen, the image it was drawn
// on and the part it belongs to; no text cut (a paragraph begun and not finished, a text shortened with
// "…" whose whole is nowhere); no two texts and no two of the shell's parts overlapping; targets at
// least 44 px on a touch layout, the board's own too; on a puzzle, the board at least boardShare of
// the shorter side.
func checkLayout(t *testing.T, where string, l game.Layout) {
	t.Helper()
	for _, p := range l.TextProblems() {
		fail(t, where, "%s", p)
	}
	screen := image.Rect(0, 0, l.W, l.H)
	names := make([]string, 0, len(l.Parts))
	for n := range l.Parts {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, a := range names {
		if !l.Parts[a].In(screen) {
			fail(t, where, "%s %v leaves the screen", a, l.Parts[a])
		}
		for _, b := range names[i+1:] {
			if l.Parts[a].Overlaps(l.Parts[b]) {
				fail(t, where, "%s %v overlaps %s %v", a, l.Parts[a], b, l.Parts[b])
			}
		}
	}
	if l.Touch {
		for n, r := range l.Targets {
			if min(r.Dx(), r.Dy()) < 44 {
				fail(t, where, "target %s is %v, under 44 px for a finger", n, r.Size())
			}
		}
		// The board's own targets too (Dials' buttons were 30 px on a phone at 200% text).
		if l.SceneTarget > 0 && l.SceneTarget < 44 {
			fail(t, where, "the board's smallest target is %.0f px, under 44 px for a finger", l.SceneTarget)
		}
	}
	if !l.Board.Empty() {
		if share := boardShareOf(l); share < boardShare {
			fail(t, where, "the board %v takes %.0f%% of the shorter side; want at least %.0f%%", l.Board.Size(), 100*share, 100*boardShare)
		}
	}
}

// fail reports a problem with the screen where. Every screen of the table must be free of problems
// (the list of known ones, kept while issue 22 was open, is empty and gone).
func fail(t *testing.T, where, format string, args ...any) {
	t.Helper()
	t.Errorf("%s: %s", where, fmt.Sprintf(format, args...))
}

// boardShareOf is the board's longer side over the window's shorter side.
func boardShareOf(l game.Layout) float64 {
	return float64(max(l.Board.Dx(), l.Board.Dy())) / float64(min(l.W, l.H))
}

// TestLayoutTable walks every puzzle (at its start and at its end, with the completion flash), its
// help's pages, the game-ID dialog with an error, and the menu across layoutSizes, and checks each
// screen's layout report (checkLayout). At 200 % text (the phone held both ways and the desktop: where
// the dialog and the help are tightest) it also walks every page of the menu's help, checks that the
// help's tabs take one row and leave its text and picture at least half of the panel (checkHelp), and
// checks the game-ID dialog as it opens too, showing the position's whole ID (wrapped, never cut).
// With QUINTET_SHOTS=dir it also writes each puzzle's screen at each size there, and logs the board's
// share; at 200 % text, the help's pages and the dialogs too.
func TestLayoutTable(t *testing.T) {
	shots := os.Getenv("QUINTET_SHOTS")
	for _, sz := range layoutSizes {
		size := fmt.Sprintf("%d×%d", sz.w, sz.h)
		if sz.text != 100 {
			size += fmt.Sprintf(" at %d%% text", sz.text)
		}
		tight := sz.text == 200
		t.Run(size, func(t *testing.T) {
			shot := func(d *gametest.Driver, what string) {
				if shots != "" && tight {
					d.SavePNG(t, fmt.Sprintf("%s/%s-%dx%d-200.png", shots, what, sz.w, sz.h))
				}
			}
			settings := fmt.Sprintf(`{"text_size":%d}`, sz.text)
			d := gametest.NewWithStore(t, scenes.All, "", sz.w, sz.h, gametest.WithSettings(t, settings))
			// What is checked is the layout report, which LayoutNow draws afresh: the ticks on the way draw
			// nothing (under software GL drawing is most of the table's cost, at 3840×2160 above all).
			d.DrawEvery = gametest.NoDraw
			checkLayout(t, "menu", d.Probe.LayoutNow(d.Screen))
			d.Key("F1")
			if tight {
				checkHelp(t, d, "menu", func(i int) { shot(d, fmt.Sprintf("help-menu-%d", i+1)) })
			} else {
				checkLayout(t, "menu help", d.Probe.LayoutNow(d.Screen))
				d.Key("Escape")
			}
			// The puzzles are opened in turn in this one App, each at its smoke game, after the one before
			// has ended and its flash gone: a new App per puzzle cost about two CPU-seconds each at
			// 3840×2160 (its images), and the layout reports are the same (compared screen by screen at
			// four sizes: each puzzle's start, and its ID dialog with an error after its help).
			for _, p := range scenes.All {
				info := p.Backend.Info()
				for i := 0; i < 200 && d.Probe.FlashShown(); i++ {
					d.Tick()
				}
				if err := d.Probe.Controller().LoadID(info.SmokeID); err != nil {
					t.Fatalf("%s: %v", info.SmokeID, err)
				}
				d.Ticks(2)
				l := d.Probe.LayoutNow(d.Screen)
				checkLayout(t, info.Name, l)
				if shots != "" {
					t.Logf("%s: board %v, %.0f%% of the shorter side", info.Name, l.Board.Size(), 100*boardShareOf(l))
					d.SavePNG(t, fmt.Sprintf("%s/%s-%dx%d-%d.png", shots, info.Name, sz.w, sz.h, sz.text))
				}
				if info.Name == "escape" {
					// The hint lists the parity groups: every one has a row, or is behind a "more ›" chip.
					d.Key("H")
					d.WaitHint()
					d.Ticks(2)
					l := d.Probe.LayoutNow(d.Screen)
					checkLayout(t, "escape hint", l)
					checkGroups(t, "escape hint", d, l)
					if shots != "" {
						d.SavePNG(t, fmt.Sprintf("%s/escape-hint-%dx%d-%d.png", shots, sz.w, sz.h, sz.text))
					}
				}
				// The help, page by page.
				d.Key("F1")
				if tight {
					checkHelp(t, d, info.Name, func(i int) { shot(d, fmt.Sprintf("help-%s-%d", info.Name, i+1)) })
				} else {
					hs, _ := d.Probe.Help()
					for i := 0; i < hs.Pages; i++ {
						checkLayout(t, fmt.Sprintf("%s help page %d", info.Name, i+1), d.Probe.LayoutNow(d.Screen))
						d.Key("Tab")
					}
					d.Key("Escape")
				}
				// The game-ID dialog (at 200 % text as it opens, with the position's whole ID), then with an
				// error.
				d.Key("G")
				if tight {
					l := d.Probe.LayoutNow(d.Screen)
					checkLayout(t, info.Name+" ID dialog as it opens", l)
					shot(d, "dialog-"+info.Name)
					s := d.Probe.Session(info.Name)
					pos := puzzle.PositionID(s.Backend, s.Pos()).String()
					if shown := shownText(l); !strings.Contains(shown, pos) {
						t.Errorf("%s ID dialog: the position's ID %q is not shown whole; the dialog shows %q", info.Name, pos, shown)
					}
				}
				d.Probe.InjectMods(true, false)
				d.Key("U") // Ctrl+U clears the field
				d.Type(info.Name + ":this-is-not-a-valid-description-of-any-game-at-all")
				d.Key("Enter")
				if dl := d.Probe.Dialog(); dl == nil || dl["error"] == "" {
					t.Fatalf("%s: a bad ID in the dialog shows no error (%v)", info.Name, dl)
				}
				checkLayout(t, info.Name+" ID dialog", d.Probe.LayoutNow(d.Screen))
				shot(d, "dialog-error-"+info.Name)
				d.Key("Escape")
				// The end of the worked example: the flash, the outcome in the panel and the status line.
				if !playExample(t, d, p) {
					continue
				}
				l = d.Probe.LayoutNow(d.Screen)
				checkLayout(t, info.Name+" solved", l)
				if info.Name == "escape" {
					checkGroups(t, "escape solved", d, l)
				}
			}
		})
	}
}

// checkGroups checks that every parity group of the open Escape game is reachable on screen: a row
// of the panel names it ("bit 4 · …"), or it is in a text behind one of the "more ›" chips.
func checkGroups(t *testing.T, where string, d *gametest.Driver, l game.Layout) {
	t.Helper()
	pos, ok := d.Probe.Session("escape").Pos().(solverescape.Position)
	if !ok {
		t.Fatalf("%s: not an Escape position", where)
	}
	for b := 0; b < pos.View().Shape.Bits(); b++ {
		name, found := fmt.Sprintf("bit %d ·", b), false
		for _, tx := range l.Texts {
			found = found || strings.Contains(tx.Text, name)
		}
		for _, whole := range l.Folded {
			found = found || strings.Contains(whole, name)
		}
		if !found {
			fail(t, where, "parity group %d is neither in a row of the panel nor behind a \"more ›\" chip", b)
		}
	}
}

// playExample opens p's worked example and plays it to its end, until the completion flash shows; it
// reports false when the example does not end the game.
func playExample(t *testing.T, d *gametest.Driver, p scene.Puzzle) bool {
	t.Helper()
	ex := p.Backend.Info().Example
	if ex.ID == "" {
		return false // no worked example
	}
	if err := d.Probe.Controller().LoadID(ex.ID); err != nil {
		t.Fatalf("%s: example %s: %v", p.Backend.Info().Name, ex.ID, err)
	}
	for _, st := range ex.Steps {
		d.Probe.Controller().Play(st.Move)
		d.Tick()
	}
	if d.Probe.Session(p.Backend.Info().Name).Pos().Status() == puzzle.Playing {
		return false
	}
	for i := 0; i < 2000 && !d.Probe.FlashShown(); i++ {
		d.Tick()
	}
	if !d.Probe.FlashShown() {
		t.Errorf("%s: the example ends the game and no completion flash shows", p.Backend.Info().Name)
	}
	return true
}
