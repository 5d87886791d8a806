package escape

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
	rules "quintet/rules/escape"
)

// The screen sizes the layout must serve: a phone upright and sideways, a small window, a desktop.
var phoneSizes = []struct {
	w, h   int
	narrow bool // the shell lays it out as a phone: text must be at least 14 CSS px
}{{390, 844, true}, {844, 390, true}, {520, 390, true}, {400, 300, true}, {1024, 720, false}}

func newHarnessAt(t testing.TB, id string, w, h int) *harness {
	hr := &harness{}
	p := Puzzle
	p.NewScene = func() scene.Scene { hr.scene = newScene(); return hr.scene }
	hr.Driver = gametest.New(t, []scene.Puzzle{p}, id, w, h)
	return hr
}

// snap writes the screen to a PNG when QUINTET_SNAP is set (for looking at the layout by eye).
func snap(t *testing.T, h *harness, name string) {
	if os.Getenv("QUINTET_SNAP") == "" {
		return
	}
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, h.Snapshot()); err != nil {
		t.Fatal(err)
	}
}

// At every size the board with its labels and the panel lie inside the area without overlapping, the
// square's tag covers no square, the panel's rows and legend stay inside it, and on the narrow sizes
// no text is below 14 px; on a phone held upright a 64-square board's squares are at least 44 px.
func TestPhoneLayout(t *testing.T) {
	for _, params := range []string{"64p1", "64p2", "16p1", "1024p1"} {
		for _, sz := range phoneSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", params, sz.w, sz.h), func(t *testing.T) {
				h := newHarnessAt(t, "escape:"+params+"#7", sz.w, sz.h)
				a := h.Probe.BoardRect()
				f := &scene.Frame{Area: a, Unit: h.Probe.Unit(), Pos: h.pos(), Theme: h.Probe.Theme()}
				l := h.layout()
				if !a.In(image.Rect(0, 0, sz.w, sz.h)) {
					t.Fatalf("area %v is off the screen", a)
				}
				labelled := image.Rect(l.board.Min.X-l.gutter, l.board.Min.Y, l.board.Max.X, l.board.Max.Y+l.gutter)
				if !labelled.In(a) || !l.panel.In(a) || labelled.Overlaps(l.panel) {
					t.Errorf("board with labels %v, panel %v, area %v: outside or overlapping", labelled, l.panel, a)
				}
				sh := h.pos().View().Shape
				for _, sq := range []int{0, sh.Width() - 1, sh.Squares() - 1, sh.Squares() / 2} {
					tag, _ := tagRect(f, l, l.cellRect(sh, sq), sh.Name(sq))
					if tag.Overlaps(l.board) || tag.Overlaps(l.panel) || !tag.In(a) {
						t.Errorf("the tag %v of %s covers the board %v or the panel %v or leaves the area", tag, sh.Name(sq), l.board, l.panel)
					}
				}
				g := panelLayout(f, l, sh.Bits(), sh.Bits()-1, "")
				last := g.inner.Min.Y
				for i, r := range g.rows {
					if !r.In(g.inner) {
						t.Errorf("group row %d %v is outside the panel %v", i, r, g.inner)
					}
					for j, q := range g.rows[:i] {
						if r.Overlaps(q) {
							t.Errorf("group row %d %v overlaps row %d %v", i, r, j, q)
						}
					}
					if !g.more.Empty() && r.Overlaps(g.more) {
						t.Errorf("group row %d %v overlaps the row that says how many more %v", i, r, g.more)
					}
					last = max(last, r.Max.Y)
				}
				if len(g.rows) > 0 && g.first+len(g.rows) != sh.Bits() {
					t.Errorf("rows %d..%d shown: the current group %d is out of view", g.first, g.first+len(g.rows)-1, sh.Bits()-1)
				}
				if g.legendY > 0 && (last > g.legendY-int(f.U(10)) || g.legendY+int(f.U(22))*(g.legendRows-1)+int(f.U(9)) > g.inner.Max.Y) {
					t.Errorf("legend at %d (%d rows) runs into the rows (to %d) or out of the panel %v", g.legendY, g.legendRows, last, g.inner)
				}
				if g.groupsY+int(float64(g.headLines)*f.U(18)) > g.inner.Max.Y {
					t.Errorf("the groups' heading runs out of the panel")
				}
				if sz.narrow {
					if got := h.Probe.LayoutNow(h.Screen).SceneText; got < 14 {
						t.Errorf("smallest text %.1f px, want at least 14", got)
					}
				}
				if sz.w == 390 && sh.Squares() <= 64 && l.cell < 44 {
					t.Errorf("squares are %d px, want at least 44", l.cell)
				}
				if params[:2] == "64" {
					h.run(3)
					h.Click(center(h.cell(10)))
					h.run(400)
					snap(t, h, fmt.Sprintf("/tmp/escape-%s-%dx%d.png", params, sz.w, sz.h))
				}
				_ = rules.None
			})
		}
	}
}
