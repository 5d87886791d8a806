package clock

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
	solver "quintet/solver/clock"
)

// screens are the sizes the layout must fit: a phone upright and sideways, a small window, a desktop.
var screens = []struct {
	w, h   int
	narrow bool // the shell lays it out as a phone: text never below its CSS size
}{
	{390, 844, true}, {844, 390, true}, {520, 390, true}, {1024, 720, false},
}

// phoneRig opens id on a w×h screen, lets the opening replay finish, and keeps the scene.
func phoneRig(t *testing.T, id string, w, h int) (*gametest.Driver, *Scene, *scene.Frame) {
	t.Helper()
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = NewScene(); return sc }
	d := gametest.New(t, []scene.Puzzle{p}, id, w, h)
	settle(d, 600)
	d.Tick()
	return d, sc, &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()}
}

// band is the strip a line of text centred on y takes, across the panel.
func band(l layout, y, size float64) image.Rectangle {
	return image.Rect(int(l.textX), int(y-0.45*size+0.5), int(l.textX+l.textW), int(y+0.45*size+0.5))
}

// rects are the layout's parts: the clock's face, each panel line shown, and the buttons with the
// hint's frame and tab round them.
func rects(l layout, u float64) map[string]image.Rectangle {
	out := map[string]image.Rectangle{
		"clock": image.Rect(int(l.cx-l.face), int(l.cy-l.face), int(l.cx+l.face+0.5), int(l.cy+l.face+0.5)),
	}
	lines := []struct {
		name string
		y    float64
		size float64
	}{{"title", l.title, 26}, {"info 1", l.info[0], 17}, {"info 2", l.info[1], 17},
		{"caption 1", l.caption[0], 17}, {"caption 2", l.caption[1], 14}, {"legend 1", l.legend[0], 22}}
	for _, ln := range lines {
		if ln.y >= 0 {
			out[ln.name] = band(l, ln.y, ln.size*u)
		}
	}
	if l.legend[1] >= 0 {
		r := band(l, l.legend[1], 22*u)
		r.Max.Y = int(l.legend[1] + 18*u + 7*u) // its second line
		out["legend 2"] = r
	}
	for b, r := range l.buttons {
		out[fmt.Sprint("button ", b)] = r
	}
	return out
}

// hinted is button r with the hint's frame and its tab above, drawn round one button at a time.
func hinted(r image.Rectangle, u float64) image.Rectangle {
	return image.Rect(r.Min.X-int(6*u), r.Min.Y-int(16*u), r.Max.X+int(6*u), r.Max.Y+int(6*u))
}

// At every screen size, for small and large clocks: the face, the panel's lines and the buttons (with
// the hint's frame) neither overlap nor leave the area, text is at least 14 px on a phone, and the
// buttons are at least 44 px on the upright phone.
func TestPhoneLayouts(t *testing.T) {
	for _, id := range []string{classic, "clock:n8k5#1", "clock:n16k1#1"} {
		for _, sz := range screens {
			where := fmt.Sprintf("%s at %d×%d", id, sz.w, sz.h)
			d, _, f := phoneRig(t, id, sz.w, sz.h)
			n := d.Probe.Session("clock").Pos().(solver.Position).Clock().Size().N
			if want := id[7 : 7+strings.IndexByte(id[7:], 'k')]; fmt.Sprint(n) != want {
				t.Fatalf("%s: a clock of %d numbers opened (%s)", where, n, d.Probe.Message())
			}
			l := newLayout(f.Area, f.Unit, n, false)
			rs := rects(l, f.Unit)
			for name, r := range rs {
				if !r.In(f.Area) {
					t.Errorf("%s: %s %v is not inside %v", where, name, r, f.Area)
				}
				for other, o := range rs {
					if name < other && r.Overlaps(o) {
						t.Errorf("%s: %s %v overlaps %s %v", where, name, r, other, o)
					}
				}
			}
			// The hint's frame may reach into the area's margin, not onto another part.
			for b, r := range l.buttons {
				h := hinted(r, f.Unit)
				if !h.In(d.Screen.Bounds()) {
					t.Errorf("%s: button %d's hint frame %v leaves the screen", where, b, h)
				}
				for name, o := range rs {
					if name != fmt.Sprint("button ", b) && h.Overlaps(o) {
						t.Errorf("%s: button %d's hint frame %v overlaps %s %v", where, b, h, name, o)
					}
				}
			}
			if l.disc < 9.5*f.Unit {
				t.Errorf("%s: numbers of radius %.1f px, too small for 14 px digits", where, l.disc)
			}
			if _, ok := rs["title"]; !ok {
				t.Errorf("%s: no title", where)
			}
			if sz.w == 390 && sz.h == 844 {
				for b, r := range l.buttons {
					if min := int(44 * f.Unit); r.Dx() < min || r.Dy() < min {
						t.Errorf("%s: button %d is %v, under 44 px", where, b, r.Size())
					}
				}
			}
			if m := d.Probe.LayoutNow(d.Screen).SceneText; m == 0 || (sz.narrow && m < 14) {
				t.Errorf("%s: smallest text %.1f px", where, m)
			}
		}
	}
}

// TestPhoneSnapshots writes a game at each screen size to /tmp for a look (with QUINTET_SNAPSHOTS=1).
func TestPhoneSnapshots(t *testing.T) {
	if os.Getenv("QUINTET_SNAPSHOTS") == "" {
		t.Skip("set QUINTET_SNAPSHOTS=1 to write /tmp/clock-*.png")
	}
	for _, id := range []string{classic, "clock:n16k1#1"} {
		for _, sz := range screens {
			d, _, _ := phoneRig(t, id, sz.w, sz.h)
			d.Key("H") // H: the hint's frame and tab
			d.WaitHint()
			d.Ticks(3)
			file, err := os.Create(fmt.Sprintf("/tmp/clock-%s-%dx%d.png", id[6:10], sz.w, sz.h))
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

// Tapping Zero where the layout puts it plays it at every screen size.
func TestPhoneTapsPlay(t *testing.T) {
	for _, sz := range screens {
		d, _, f := phoneRig(t, classic, sz.w, sz.h)
		l := newLayout(f.Area, f.Unit, 4, false)
		d.Click(gametest.Center(l.buttons[0]))
		if s := d.Probe.Session("clock"); s.Current().Moves != 1 || s.Current().Move != "0" {
			t.Errorf("%d×%d: a tap on Zero: %d moves, last %q", sz.w, sz.h, s.Current().Moves, s.Current().Move)
		}
	}
}
