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

// screens are the sizes the layout must fit: a phone upright and sideways, a small window, a desktop.
var screens = []struct {
	w, h   int
	narrow bool // the shell lays it out as a phone: text never below its CSS size
}{
	{390, 844, true}, {844, 390, true}, {520, 390, true}, {1024, 720, false},
}

// phoneRig opens id on a w×h screen and keeps the scene the app made.
func phoneRig(t *testing.T, id string, w, h int) (*gametest.Driver, *Scene, *scene.Frame) {
	t.Helper()
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = &Scene{}; return sc }
	d := gametest.New(t, []scene.Puzzle{p}, id, w, h)
	d.Tick()
	return d, sc, &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit(), Pos: d.Probe.Session("dials").Pos()}
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

// Every preset at every screen size: the displays (with the letter under each) and the buttons (with
// the hint's label above and the signature below) neither overlap nor leave the area, the text is at
// least 14 px on a phone, and the buttons are at least 44 px on the upright phone.
func TestPhoneLayouts(t *testing.T) {
	ids := []string{specID, "dials:n6q5", "dials:n3q7", "dials:n4q6"}
	presets := len(ids)
	// On the upright phone, every number of dials the game IDs allow, with a two-digit alphabet where
	// one is allowed.
	for n := rules.MinN; n <= rules.MaxN; n++ {
		q := 5
		if (rules.Size{N: n, Q: 19}).Check() == nil {
			q = 19
		}
		ids = append(ids, fmt.Sprintf("dials:n%dq%d#1", n, q))
	}
	for k, id := range ids {
		for _, sz := range screens {
			if k >= presets && (sz.w != 390 || sz.h != 844) {
				continue
			}
			where := fmt.Sprintf("%s at %d×%d", id, sz.w, sz.h)
			d, sc, f := phoneRig(t, id, sz.w, sz.h)
			g := d.Probe.Session("dials").Pos().(solver.Position).Game
			n := g.N
			l := newLayout(f, g)
			u := f.Unit
			tw := kit.TextWidth("Target  "+spaced(rules.FormatWord(g.Target)), kit.Face(kit.Regular, 18*u)) / 2
			tx, ty := l.target(f)
			rects := map[string]image.Rectangle{"target line": image.Rect(int(tx-tw), int(ty-9*u), int(tx+tw), int(ty+9*u))}
			for i, r := range l.displays {
				rects[fmt.Sprint("display ", i)] = image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y+int(23*u))
			}
			small := kit.Face(kit.Regular, 14*u)
			for i, r := range l.buttons {
				rects[fmt.Sprint("button ", i)] = image.Rect(r.Min.X, r.Min.Y-int(29*u), r.Max.X, r.Max.Y+int(23*u))
				if min := int(44 * u); (sz.w == 390 && sz.h == 844) && (r.Dx() < min || r.Dy() < min) {
					t.Errorf("%s: button %d is %v, under 44 px", where, i+1, r.Size())
				}
				sig := signature(nil, g.M[i], small, l.pitch(f))
				if w := kit.TextWidth(sig, small); w > l.pitch(f) {
					t.Errorf("%s: signature %q is %.0f px wide, room %.0f", where, sig, w, l.pitch(f))
				}
			}
			for i, r := range l.displays {
				if r.Dy() < int(36*u) || r.Dx() < int(28*u) {
					t.Errorf("%s: display %d is %v, too small to read", where, i+1, r.Size())
				}
			}
			// The selection's frame stays off the neighbouring buttons.
			for i := 1; i < n; i++ {
				if cursorRect(f, l.buttons[i-1]).Overlaps(l.buttons[i]) || cursorRect(f, l.buttons[i]).Overlaps(l.buttons[i-1]) {
					t.Errorf("%s: the selection's frame round button %d or %d reaches the other", where, i, i+1)
				}
			}
			disjoint(t, where, f.Area, rects)
			if m := sc.MinTarget(f); sz.w == 390 && m < 44 {
				t.Errorf("%s: smallest touch target %.0f px, want at least 44", where, m)
			}
			if m := d.Probe.LayoutNow(d.Screen).SceneText; m == 0 || (sz.narrow && m < 14) {
				t.Errorf("%s: smallest text %.1f px", where, m)
			}
		}
	}
}

// TestPhoneSnapshots writes the classic game and six dials at each screen size to /tmp for a look (with QUINTET_SNAPSHOTS=1).
func TestPhoneSnapshots(t *testing.T) {
	if os.Getenv("QUINTET_SNAPSHOTS") == "" {
		t.Skip("set QUINTET_SNAPSHOTS=1 to write /tmp/dials-*.png")
	}
	for _, id := range []string{specID, "dials:n6q5", "dials:n9q5#1", "dials:n7q19#1"} {
		for _, sz := range screens {
			d, _, _ := phoneRig(t, id, sz.w, sz.h)
			file, err := os.Create(fmt.Sprintf("/tmp/dials-%s-%dx%d.png", strings.NewReplacer(":", "-", "/", "", "#", "-").Replace(id[6:]), sz.w, sz.h))
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
		d, _, f := phoneRig(t, specID, sz.w, sz.h)
		l := newLayout(f, d.Probe.Session("dials").Pos().(solver.Position).Game)
		d.Click(gametest.Center(l.buttons[2]))
		d.Click(gametest.Center(l.buttons[2]))
		if s := d.Probe.Session("dials"); s.Current().Moves != 2 || s.Pos().Status() != puzzle.Won {
			t.Errorf("%d×%d: two taps on button 3: %d moves, %v", sz.w, sz.h, s.Current().Moves, s.Pos().Status())
		}
	}
}

// On the upright phone, nine dials put the buttons in rows; a tap on a button of the second row
// presses exactly that button.
func TestPhoneTapsPlayInRows(t *testing.T) {
	d, _, f := phoneRig(t, "dials:n9q5#1", 390, 844)
	g := d.Probe.Session("dials").Pos().(solver.Position).Game
	before := append(rules.Word(nil), g.Now...)
	l := newLayout(f, g)
	if l.buttons[6].Min.Y <= l.buttons[0].Max.Y {
		t.Fatalf("button 7 %v is not in a row below button 1 %v", l.buttons[6], l.buttons[0])
	}
	d.Tap(gametest.Center(l.buttons[6]))
	after := d.Probe.Session("dials").Pos().(solver.Position).Game.Now
	if n := d.Probe.Session("dials").Current().Moves; n != 1 {
		t.Fatalf("a tap on button 7: %d moves", n)
	}
	for j := range before {
		if want := (before[j] + g.M[6][j]) % g.Q; after[j] != want {
			t.Fatalf("a tap on button 7: display %d is %d, want %d", j+1, after[j], want)
		}
	}
}

// On a phone held upright the board fills the height: the displays and the buttons, with their labels,
// span at least 55% of the area's height (one row of small buttons left about 60% of it empty), and
// the buttons are larger than a fingertip.
func TestPhoneUprightFillsTheHeight(t *testing.T) {
	for _, id := range []string{specID, "dials:n6q5#1", "dials:n3q7#1", "dials:n4q6#1"} {
		for _, text := range []int{100} {
			var sc *Scene
			p := Puzzle
			p.NewScene = func() scene.Scene { sc = &Scene{}; return sc }
			d := gametest.NewWithStore(t, []scene.Puzzle{p}, id, 390, 844, gametest.WithSettings(t, fmt.Sprintf(`{"text_size":%d}`, text)))
			d.Tick()
			f := &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit(), Pos: d.Probe.Session("dials").Pos()}
			l, _ := sc.layoutOf(f)
			u := f.Unit
			span := l.buttons[len(l.buttons)-1].Max.Y + int(23*u) - (l.displays[0].Min.Y - int(29*u))
			if share := float64(span) / float64(f.Area.Dy()); share < 0.55 {
				t.Errorf("%s at 390×844, %d%% text: the board spans %d of the area's %d px (%.0f%%), want at least 55%%", id, text, span, f.Area.Dy(), 100*share)
			}
			if m := sc.MinTarget(f); m < 56*u {
				t.Errorf("%s at 390×844, %d%% text: buttons of %.0f px, want more than a fingertip (%.0f)", id, text, m, 56*u)
			}
		}
	}
}
