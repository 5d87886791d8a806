package flip

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"

	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/flip"
)

// loupeAt is the screen centre of the cell c in the open loupe.
func (r rig) loupeAt(c rules.Cell) image.Point {
	rc := r.s.mag.CellRect(c.Col, c.Row)
	return rc.Min.Add(rc.Max).Div(2)
}

func (r rig) snap(t *testing.T, name string) {
	if os.Getenv("QUINTET_SNAP") == "" {
		return
	}
	file, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	if err := png.Encode(file, r.d.Snapshot()); err != nil {
		t.Fatal(err)
	}
}

// On the largest preset (11×11) and a larger typed size, at every screen size: what a tap acts on is at
// least 44 px. Where the cells are smaller, a finger's tap opens the loupe (cells ≥ 48 units, inside the
// area, off the tapped cell, centred on it) and plays nothing; a tap on a loupe cell flips exactly that
// block; a tap on the ring in the loupe is explained and plays nothing; a tap outside closes it; Esc
// closes it. Where the cells are large enough, a tap plays at once. A mouse click always plays at once.
func TestLoupe(t *testing.T) {
	largest := rules.PresetSizes[0]
	for _, s := range rules.PresetSizes {
		largest = max(largest, s)
	}
	for _, id := range []string{fmt.Sprintf("flip:%s#1", largest.Params()), "flip:i16#3"} {
		for _, sz := range screens {
			t.Run(fmt.Sprintf("%s at %dx%d", id, sz.w, sz.h), func(t *testing.T) {
				r := newRig(t, id, sz.w, sz.h)
				f := &scene.Frame{Pos: r.pos(t), Area: r.d.Probe.BoardRect(), Unit: r.d.Probe.Unit()}
				if got := r.s.MinTarget(f); got < 44 { // screen px at device scale 1: CSS px
					t.Errorf("smallest touch target %.1f px, want at least 44", got)
				}
				l := r.layout()
				size := l.size
				mid := size.Middle()
				tap := rules.Cell{Col: mid.Col - 1, Row: mid.Row}
				before := r.pos(t).Board()
				r.d.Tap(l.centre(tap))
				if !loupe.Needed(l.cell, f.Unit) {
					if r.s.mag.On || r.sess().Current().Moves != 1 || !r.pos(t).Board().Equal(flipped(t, before, tap.Name())) {
						t.Fatalf("cells of %.0f px: a tap on %s: loupe %v, %d moves; want it flipped at once", l.cell, tap.Name(), r.s.mag.On, r.sess().Current().Moves)
					}
					return
				}
				if !r.s.mag.On || r.sess().Current().Moves != 0 {
					t.Fatalf("a tap on %s: loupe %v, %d moves; want the loupe and no move", tap.Name(), r.s.mag.On, r.sess().Current().Moves)
				}
				v := r.s.mag.View
				if float64(v.Cell) < 48*f.Unit || !v.Box.In(f.Area) || v.Box.Overlaps(l.cellRect(tap)) {
					t.Errorf("loupe cells %d px (want ≥ 48 units), box %v in area %v, off the tapped %v", v.Cell, v.Box, f.Area, l.cellRect(tap))
				}
				if v.Col0+v.N/2 != tap.Col || v.Row0+v.M/2 != tap.Row {
					t.Errorf("the loupe's middle is (%d,%d), want the tapped %v", v.Col0+v.N/2, v.Row0+v.M/2, tap)
				}
				if m := r.d.Probe.LayoutNow(r.d.Screen).SceneText; sz.narrow && m < 14*f.Unit {
					t.Errorf("with the loupe open the smallest text is %.1f px", m)
				}
				r.snap(t, fmt.Sprintf("/tmp/flip-loupe-%s-%dx%d.png", size.Params(), sz.w, sz.h))
				// The cell right of the middle one of the loupe: exactly that block flips.
				play := rules.Cell{Col: v.Col0 + v.N/2 + 1, Row: v.Row0 + v.M/2}
				r.d.Tap(r.loupeAt(play))
				if r.sess().Current().Moves != 1 || !r.pos(t).Board().Equal(flipped(t, before, play.Name())) {
					t.Fatalf("a tap on the loupe's %s: %d moves, board\n%v", play.Name(), r.sess().Current().Moves, r.pos(t).Board())
				}
				r.d.Ticks(20)
				r.snap(t, fmt.Sprintf("/tmp/flip-loupe-played-%s-%dx%d.png", size.Params(), sz.w, sz.h))
				// Outside: closed, nothing played.
				// (The top-left corner: the bottom-right may hold the panel's "more ›" chip.)
				out := f.Area.Min.Add(image.Pt(1, 1))
				if out.In(v.Box) {
					out = image.Pt(f.Area.Max.X-2, f.Area.Max.Y-2)
				}
				r.d.Tap(out)
				if r.s.mag.On || r.sess().Current().Moves != 1 {
					t.Fatalf("a tap outside at %v: loupe %v, %d moves", out, r.s.mag.On, r.sess().Current().Moves)
				}
				// The ring's corner, in a loupe opened on a1: explained, not played.
				r.d.Tap(l.centre(rules.Cell{Col: 1, Row: 1}))
				r.d.Tap(r.loupeAt(rules.Cell{Col: 0, Row: 1}))
				if r.sess().Current().Moves != 1 || !strings.Contains(r.d.Probe.Message(), "outer ring") {
					t.Fatalf("a tap on the ring in the loupe: %d moves, message %q", r.sess().Current().Moves, r.d.Probe.Message())
				}
				r.d.Key("Escape")
				if r.s.mag.On || r.d.Probe.Scene() == nil {
					t.Fatalf("Esc: the loupe is open: %v", r.s.mag.On)
				}
			})
		}
	}
}

// A mouse click flips at once on the largest preset at every size.
func TestMouseClickPlaysAtOnce(t *testing.T) {
	for _, sz := range screens {
		r := newRig(t, "flip:i9#1", sz.w, sz.h)
		r.d.Click(r.at("e5"))
		if r.s.mag.On || r.sess().Current().Moves != 1 {
			t.Errorf("%d×%d: a click on e5: loupe %v, %d moves", sz.w, sz.h, r.s.mag.On, r.sess().Current().Moves)
		}
	}
}
