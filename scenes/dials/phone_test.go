package dials

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/dials"
	"quintet/rules/puzzle"
	solver "quintet/solver/dials"
)

// screens are the sizes the layout must fit: a phone upright and sideways, a small window, a desktop,
// and the phone both ways at 200% text (issue 36).
var screens = []screen{
	{390, 844, 100, true}, {844, 390, 100, true}, {520, 390, 100, true}, {1024, 720, 100, false},
	{390, 844, 200, true}, {844, 390, 200, true},
}

type screen struct {
	w, h   int
	text   int  // the text size setting, in per cent
	narrow bool // the shell lays it out as a phone: text never below its CSS size
}

func (s screen) String() string {
	if s.text == 100 {
		return fmt.Sprintf("%d×%d", s.w, s.h)
	}
	return fmt.Sprintf("%d×%d at %d%% text", s.w, s.h, s.text)
}

// phone is a phone held upright or sideways, at either text size: where every number of dials is tried.
func (s screen) phone() bool { return s.w == 390 && s.h == 844 || s.w == 844 && s.h == 390 }

// phoneRig opens id on sz's screen, at its text size, and keeps the scene the app made.
func phoneRig(t *testing.T, id string, sz screen) (*gametest.Driver, *Scene, *scene.Frame) {
	t.Helper()
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = &Scene{}; return sc }
	d := gametest.NewWithStore(t, []scene.Puzzle{p}, id, sz.w, sz.h, gametest.WithSettings(t, fmt.Sprintf(`{"text_size":%d}`, sz.text)))
	d.Tick()
	return d, sc, &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit(), Text: float64(sz.text) / 100, Pos: d.Probe.Session("dials").Pos()}
}

// disjoint fails the test if two of the named rectangles overlap or one leaves bounds.
func disjoint(t *testing.T, where string, bounds image.Rectangle, rects map[string]image.Rectangle) {
	t.Helper()
	for a, ra := range rects {
		if !ra.In(bounds) {
			t.Errorf("%s: %s %v is not inside %v", where, a, ra, bounds)
		}
		for b, rb := range rects {
			if a < b && ra.Overlaps(rb) {
				t.Errorf("%s: %s %v overlaps %s %v", where, a, ra, b, rb)
			}
		}
	}
}

// fingertip is the least size of a touch target, in CSS pixels (the tests' screens have one screen pixel
// to a CSS pixel): it does not grow with the text size.
const fingertip = 44

// Every preset at every screen size, and on the phones (upright and sideways, at 100% and 200% text)
// every number of dials the game IDs allow: the displays (with the letter under each) and the buttons
// (with the hint's label above and the signature below) neither overlap nor leave the area, every
// signature is shown whole, the buttons are at least a fingertip, and the text is at least 14 px on a
// phone. The labels' heights are in layout units (they grow with the text); a fingertip and the
// phone's least text are in pixels (they do not).
func TestPhoneLayouts(t *testing.T) {
	ids := []string{specID, "dials:n6q5", "dials:n3q7", "dials:n4q6"}
	presets := len(ids)
	// Every number of dials the game IDs allow, with a two-digit alphabet where one is allowed.
	for n := rules.MinN; n <= rules.MaxN; n++ {
		q := 5
		if (rules.Size{N: n, Q: 19}).Check() == nil {
			q = 19
		}
		ids = append(ids, fmt.Sprintf("dials:n%dq%d#1", n, q))
	}
	for k, id := range ids {
		for _, sz := range screens {
			if k >= presets && !sz.phone() {
				continue
			}
			where := fmt.Sprintf("%s at %v", id, sz)
			d, sc, f := phoneRig(t, id, sz)
			g := d.Probe.Session("dials").Pos().(solver.Position).Game
			l := newLayout(f, g)
			u := l.lu // the texts' unit: the frame's, or less where large text does not fit
			if u < f.Unit/f.Text-1e-9 || u > f.Unit+1e-9 {
				t.Errorf("%s: the texts are laid out at %.2f px a unit, outside %.2f (100%% text) to %.2f", where, u, f.Unit/f.Text, f.Unit)
			}
			tw := kit.TextWidth("Target  "+spaced(rules.FormatWord(g.Target)), kit.Face(kit.Regular, 18*u)) / 2
			tx, ty := l.target()
			rects := map[string]image.Rectangle{"target line": image.Rect(int(tx-tw), int(ty-9*u), int(tx+tw), int(ty+9*u))}
			small := kit.Face(kit.Regular, 14*u)
			under, lw := 0.0, 0.0 // the widest texts under a display: "→ " and a letter, a letter
			for x := 0; x < g.Q; x++ {
				under, lw = max(under, kit.TextWidth("→ "+letter(x), small)), max(lw, kit.TextWidth(letter(x), small))
			}
			for i, r := range l.displays {
				// Under the display, "→ " and the letter it turns into (in the middle), or that letter
				// (6 units left of the middle) and a check mark (18 units, up to 2 past the display's
				// right edge) with a space (4) after it.
				cx, y := float64(r.Min.X+r.Max.X)/2, r.Max.Y+int(24*u)
				rects[fmt.Sprint("display ", i)] = image.Rect(r.Min.X, r.Min.Y, r.Max.X+int(6*u), y).
					Union(image.Rect(int(cx-under/2), r.Max.Y, int(cx+under/2), y)).
					Union(image.Rect(int(cx-6*u-lw/2), r.Max.Y, int(cx-6*u+lw/2), y))
				if r.Dy() < int(36*u) || r.Dx() < int(28*u) {
					t.Errorf("%s: display %d is %v, too small to read", where, i+1, r.Size())
				}
			}
			for i, r := range l.buttons {
				rects[fmt.Sprint("button ", i)] = image.Rect(r.Min.X, r.Min.Y-int(29*u), r.Max.X, r.Max.Y+int(23*u))
				if r.Dx() < fingertip || r.Dy() < fingertip {
					t.Errorf("%s: button %d is %v, under %d px", where, i+1, r.Size(), fingertip)
				}
				sig := signature(nil, g.M[i], small, l.pitch())
				if w := kit.TextWidth(sig, small); sig == "" || w > l.pitch() {
					t.Errorf("%s: signature %q of button %d is %.0f px wide, room %.0f", where, sig, i+1, w, l.pitch())
				}
			}
			// The selection's frame stays off the neighbouring buttons.
			for i := range l.buttons {
				for j := range l.buttons {
					if i != j && cursorRect(f, l.buttons[i]).Overlaps(l.buttons[j]) {
						t.Errorf("%s: the selection's frame round button %d reaches button %d", where, i+1, j+1)
					}
				}
			}
			disjoint(t, where, f.Area, rects)
			if m := sc.MinTarget(f); m < fingertip {
				t.Errorf("%s: smallest touch target %.0f px, want at least %d", where, m, fingertip)
			}
			if m := d.Probe.LayoutNow(d.Screen).SceneText; m == 0 || (sz.narrow && m < 14) {
				t.Errorf("%s: smallest text %.1f px", where, m)
			}
		}
	}
}

// TestPhoneSnapshots writes the classic game and six dials at each screen size to /tmp for a look (with
// QUINTET_SNAPSHOTS=1; QUINTET_SNAPSHOTS=dir writes them to dir).
func TestPhoneSnapshots(t *testing.T) {
	dir := os.Getenv("QUINTET_SNAPSHOTS")
	if dir == "" {
		t.Skip("set QUINTET_SNAPSHOTS=1 to write /tmp/dials-*.png")
	}
	if dir == "1" {
		dir = "/tmp"
	}
	for _, id := range []string{specID, "dials:n6q5", "dials:n9q5#1", "dials:n7q19#1"} {
		for _, sz := range screens {
			d, _, _ := phoneRig(t, id, sz)
			file, err := os.Create(fmt.Sprintf("%s/dials-%s-%dx%d-%d.png", dir, strings.NewReplacer(":", "-", "/", "", "#", "-").Replace(id[6:]), sz.w, sz.h, sz.text))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(file, d.Snapshot()); err != nil {
				t.Fatal(err)
			}
			file.Close()
		}
	}
}

// Tapping the buttons where the layout puts them plays them at every screen size.
func TestPhoneTapsPlay(t *testing.T) {
	for _, sz := range screens {
		d, _, f := phoneRig(t, specID, sz)
		l := newLayout(f, d.Probe.Session("dials").Pos().(solver.Position).Game)
		d.Click(gametest.Center(l.buttons[2]))
		d.Click(gametest.Center(l.buttons[2]))
		if s := d.Probe.Session("dials"); s.Current().Moves != 2 || s.Pos().Status() != puzzle.Won {
			t.Errorf("%v: two taps on button 3: %d moves, %v", sz, s.Current().Moves, s.Pos().Status())
		}
	}
}

// On the phones, at 100% and 200% text, nine dials put the buttons in rows; a tap on a button of the
// second row presses exactly that button.
func TestPhoneTapsPlayInRows(t *testing.T) {
	for _, sz := range screens {
		if !sz.phone() {
			continue
		}
		d, _, f := phoneRig(t, "dials:n9q5#1", sz)
		g := d.Probe.Session("dials").Pos().(solver.Position).Game
		before := append(rules.Word(nil), g.Now...)
		l := newLayout(f, g)
		if l.buttons[6].Min.Y <= l.buttons[0].Max.Y {
			if sz.w == 390 {
				t.Errorf("%v: button 7 %v is not in a row below button 1 %v", sz, l.buttons[6], l.buttons[0])
			}
			continue // sideways at 100% text, one row fits
		}
		d.Tap(gametest.Center(l.buttons[6]))
		after := d.Probe.Session("dials").Pos().(solver.Position).Game.Now
		if n := d.Probe.Session("dials").Current().Moves; n != 1 {
			t.Errorf("%v: a tap on button 7: %d moves", sz, n)
			continue
		}
		for j := range before {
			if want := (before[j] + g.M[6][j]) % g.Q; after[j] != want {
				t.Errorf("%v: a tap on button 7: display %d is %d, want %d", sz, j+1, after[j], want)
			}
		}
	}
}

// On a phone held upright the board fills the height: the displays and the buttons, with their labels,
// span at least 55% of the area's height (one row of small buttons left about 60% of it empty), and
// the buttons are larger than a fingertip (at 200% text, at least one).
func TestPhoneUprightFillsTheHeight(t *testing.T) {
	for _, id := range []string{specID, "dials:n6q5#1", "dials:n3q7#1", "dials:n4q6#1"} {
		for _, text := range []int{100, 200} {
			var sc *Scene
			p := Puzzle
			p.NewScene = func() scene.Scene { sc = &Scene{}; return sc }
			d := gametest.NewWithStore(t, []scene.Puzzle{p}, id, 390, 844, gametest.WithSettings(t, fmt.Sprintf(`{"text_size":%d}`, text)))
			d.Tick()
			f := &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit(), Text: float64(text) / 100, Pos: d.Probe.Session("dials").Pos()}
			l, _ := sc.layoutOf(f)
			u := l.lu
			span := l.buttons[len(l.buttons)-1].Max.Y + int(23*u) - (l.displays[0].Min.Y - int(29*u))
			if share := float64(span) / float64(f.Area.Dy()); share < 0.55 {
				t.Errorf("%s at 390×844, %d%% text: the board spans %d of the area's %d px (%.0f%%), want at least 55%%", id, text, span, f.Area.Dy(), 100*share)
			}
			// At 200% text the board's area is two thirds as tall and its labels twice as large: the
			// buttons a fingertip at least.
			want := 56 * u
			if text == 200 {
				want = fingertip
			}
			if m := sc.MinTarget(f); m < want {
				t.Errorf("%s at 390×844, %d%% text: buttons of %.0f px, want %.0f", id, text, m, want)
			}
		}
	}
}
