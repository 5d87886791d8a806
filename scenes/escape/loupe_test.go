package escape

import (
	"fmt"
	"image"
	"testing"

	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/escape"
)

// What a tap acts on is at least 44 px for every preset at the phone's and small window's sizes. On a
// board whose squares are smaller, a finger's tap opens the loupe (squares ≥ 48 units, inside the area,
// off the tapped square, centred on it) and plays nothing; a tap on the loupe's square plays exactly that
// square; a tap outside closes it; Esc closes it. A mouse click plays at once.
func TestLoupe(t *testing.T) {
	for _, pr := range rules.Info.Presets {
		for _, sz := range phoneSizes {
			if !sz.narrow {
				continue
			}
			t.Run(fmt.Sprintf("%s/%dx%d", pr.Params, sz.w, sz.h), func(t *testing.T) {
				h := newHarnessAt(t, "escape:"+pr.Params+"#7", sz.w, sz.h)
				f := &scene.Frame{Area: h.Probe.BoardRect(), Unit: h.Probe.Unit(), Pos: h.pos()}
				if got := h.scene.MinTarget(f); got < 44 {
					t.Errorf("smallest touch target %.1f px, want at least 44", got)
				}
				l := h.layout()
				sh := h.pos().View().Shape
				col, row := l.w/2, l.h/2
				sq := sh.At(col, row)
				if !loupe.Needed(float64(l.cell), f.Unit) {
					return
				}
				h.Tap(center(h.cell(sq)))
				m := h.scene.mag
				if !m.On || h.Probe.Session("escape").Current().Moves != 0 {
					t.Fatalf("a tap on %s: loupe %v, %d moves; want the loupe and no move", sh.Name(sq), m.On, h.Probe.Session("escape").Current().Moves)
				}
				if float64(m.Cell) < 48*f.Unit || !m.Box.In(f.Area) || m.Box.Overlaps(h.cell(sq)) {
					t.Errorf("loupe squares %d px, box %v in area %v, off the tapped %v", m.Cell, m.Box, f.Area, h.cell(sq))
				}
				if m.Col0+m.N/2 != col || m.Row0+m.M/2 != row {
					t.Errorf("the loupe's middle is (%d,%d), want the tapped (%d,%d)", m.Col0+m.N/2, m.Row0+m.M/2, col, row)
				}
				if got := h.Probe.LayoutNow(h.Screen).SceneText; got < 14 {
					t.Errorf("smallest text with the loupe open: %.1f px", got)
				}
				out := image.Pt(f.Area.Max.X-2, f.Area.Max.Y-2)
				if out.In(m.Box) {
					out = f.Area.Min.Add(image.Pt(1, 1))
				}
				h.Tap(out)
				if h.scene.mag.On || h.Probe.Session("escape").Current().Moves != 0 {
					t.Fatalf("a tap outside: loupe %v, %d moves", h.scene.mag.On, h.Probe.Session("escape").Current().Moves)
				}
				h.Tap(center(h.cell(sq)))
				h.Key("Escape")
				if h.scene.mag.On {
					t.Fatal("Esc left the loupe open")
				}
				h.Tap(center(h.cell(sq)))
				pc := col + 1
				if pc >= l.w {
					pc = col - 1
				}
				play := sh.At(pc, row)
				r := h.scene.mag.CellRect(pc, row)
				h.Tap(center(r))
				snap(t, h, fmt.Sprintf("/tmp/escape-loupe-%s-%dx%d.png", pr.Params, sz.w, sz.h))
				if e := h.Probe.Session("escape").Current(); e.Moves != 1 || e.Move != sh.Name(play) {
					t.Fatalf("a tap on the loupe's %s: %d moves, last %q", sh.Name(play), e.Moves, e.Move)
				}
			})
		}
	}
}

// A mouse click plays at once on the largest preset at every size.
func TestMouseClickPlaysAtOnce(t *testing.T) {
	for _, sz := range phoneSizes {
		h := newHarnessAt(t, "escape:256p1#7", sz.w, sz.h)
		h.Click(center(h.cell(17)))
		if e := h.Probe.Session("escape").Current(); h.scene.mag.On || e.Moves != 1 {
			t.Errorf("%d×%d: a click: loupe %v, %d moves", sz.w, sz.h, h.scene.mag.On, e.Moves)
		}
	}
}
