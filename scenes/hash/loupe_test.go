package hash

import (
	"fmt"
	"image"
	"testing"

	"quintet/game/input"
	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/hash"
)

var loupeSizes = []struct{ w, h int }{{390, 844}, {844, 390}, {520, 390}, {1024, 720}}

// loupeCentre is the screen point of the tile (x, y) in the open loupe.
func (r rig) loupeAt(x, y int) image.Point {
	c := r.s.mag.CellRect(x-1, y-1)
	return c.Min.Add(c.Max).Div(2)
}

// The tiles a tap acts on are at least 44 px at every size: on a board whose tiles are smaller, a tap
// opens the loupe, whose tiles are at least 48 units, inside the area, off the tapped tile, centred on
// it (as far as the board's edge allows); a tap on the loupe's tile plays exactly that tile; a tap
// outside closes it and plays nothing; Esc closes it and stays in the puzzle; a drag pans it.
func TestLoupe(t *testing.T) {
	for _, sz := range loupeSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			r := newRig(t, sz.w, sz.h)
			f := &scene.Frame{Area: r.d.Probe.BoardRect(), Unit: r.d.Probe.Unit()}
			if got := r.s.MinTarget(f); sz.w < 1024 && got < 44 { // screen px at device scale 1: CSS px
				t.Errorf("smallest touch target %.1f px, want at least 44", got)
			}
			if !loupe.Needed(float64(r.l.tile), f.Unit) {
				t.Fatalf("tiles of %d px need no loupe: the test expects the 16×16 board to need one at %d×%d", r.l.tile, sz.w, sz.h)
			}
			// A tile in the middle: the loupe is centred on it.
			r.d.Tap(r.at(6, 7))
			if !r.s.mag.On || r.sess().Current().Moves != 0 {
				t.Fatalf("a tap on (6,7): loupe open %v, %d moves; want the loupe and no move", r.s.mag.On, r.sess().Current().Moves)
			}
			v := r.s.mag.View
			if float64(v.Cell) < 48*f.Unit || !v.Box.In(f.Area) {
				t.Errorf("loupe cells %d px (want ≥ 48 units), box %v in area %v", v.Cell, v.Box, f.Area)
			}
			if v.Col0+v.N/2 != 5 || v.Row0+v.M/2 != 6 {
				t.Errorf("the loupe's middle is (%d,%d), want the tapped (6,7)", v.Col0+v.N/2+1, v.Row0+v.M/2+1)
			}
			if v.Box.Overlaps(r.l.cell(6, 7)) {
				t.Errorf("the loupe %v hides the tapped tile %v", v.Box, r.l.cell(6, 7))
			}
			// A tap outside the loupe closes it and plays nothing.
			out := outside(f.Area, v.Box, r.l.board)
			r.d.Tap(out)
			if r.s.mag.On || r.sess().Current().Moves != 0 {
				t.Fatalf("a tap outside at %v: loupe open %v, %d moves", out, r.s.mag.On, r.sess().Current().Moves)
			}
			// Esc closes it and stays in the puzzle.
			r.d.Tap(r.at(8, 15))
			r.d.Key("Escape")
			if r.s.mag.On || r.d.Probe.Scene() == nil {
				t.Fatalf("Esc: loupe open %v, scene %v", r.s.mag.On, r.d.Probe.Scene())
			}
			// A drag pans it by whole cells, with the finger, and plays nothing.
			r.d.Tap(r.at(8, 8))
			v = r.s.mag.View
			mid := v.Grid.Min.Add(v.Grid.Max).Div(2)
			r.d.Swipe(mid, mid.Add(image.Pt(v.Cell+v.Cell/4, 0)), 4)
			if !r.s.mag.On || r.s.mag.Col0 != v.Col0-1 || r.s.mag.Row0 != v.Row0 || r.sess().Current().Moves != 0 {
				t.Fatalf("a drag one cell right: from (%d,%d) to (%d,%d), open %v, %d moves; want (%d,%d), no move",
					v.Col0, v.Row0, r.s.mag.Col0, r.s.mag.Row0, r.s.mag.On, r.sess().Current().Moves, v.Col0-1, v.Row0)
			}
			r.d.Tap(out)
			// An illegal tile in the loupe is refused with its reason; the legal one plays.
			r.d.Tap(r.at(8, 15))
			if !r.s.mag.Shows(7, 14) || !r.s.mag.Shows(5, 14) {
				t.Fatalf("the loupe opened on (8,15) shows from (%d,%d) %d×%d", r.s.mag.Col0+1, r.s.mag.Row0+1, r.s.mag.N, r.s.mag.M)
			}
			r.d.Tap(r.loupeAt(6, 15))
			if r.sess().Current().Moves != 0 || r.d.Probe.Message() == "" {
				t.Fatalf("the loupe's (6,15), not next to white: %d moves, message %q", r.sess().Current().Moves, r.d.Probe.Message())
			}
			snap(t, r, fmt.Sprintf("/tmp/hash-loupe-%dx%d.png", sz.w, sz.h))
			r.d.Tap(r.loupeAt(8, 15))
			pos := r.pos(t)
			st := pos.State()
			if r.sess().Current().Moves != 1 || r.lastMove(t) != tileAt(8, 15) || st.Colour(tileAt(8, 15)) != rules.White {
				t.Fatalf("the loupe's (8,15): %d moves, last %v, colour %v", r.sess().Current().Moves, r.lastMove(t), st.Colour(tileAt(8, 15)))
			}
			if !r.s.mag.On {
				t.Error("the loupe closed after a move: it stays open for the next one")
			}
			// With both overlays, the loupe's numbers are at least 14 px; the board draws none smaller.
			r.d.Key("P")
			r.d.Key("O")
			r.d.Ticks(30)
			if got := r.d.Probe.LayoutNow(r.d.Screen).SceneText; (sz.w < 1024) && got < 14*f.Unit {
				t.Errorf("with both overlays and the loupe open the smallest text is %.1f px", got)
			}
			if _, _, got, _ := r.s.numberSpot(r.s.loupeLayout(r.l), 0, true); got < 14*f.Unit {
				t.Errorf("the loupe's overlay numbers are %.1f px", got)
			}
			if sz.w < 1024 && !r.s.numbersHidden {
				t.Error("the board's overlay numbers are too small on this phone, yet the panel does not say they are hidden")
			}
			snap(t, r, fmt.Sprintf("/tmp/hash-loupe-overlays-%dx%d.png", sz.w, sz.h))
		})
	}
}

// A mouse click plays at once at every size, with no loupe.
func TestMouseClickPlaysAtOnce(t *testing.T) {
	for _, sz := range loupeSizes {
		r := newRig(t, sz.w, sz.h)
		r.d.Click(r.at(8, 15))
		if r.s.mag.On || r.sess().Current().Moves != 1 || r.lastMove(t) != tileAt(8, 15) {
			t.Errorf("%d×%d: a click on (8,15): loupe %v, %d moves", sz.w, sz.h, r.s.mag.On, r.sess().Current().Moves)
		}
	}
}

// outside is a point in area that is neither in box nor on the board (where a tap would open another
// loupe), preferring the area's corners.
func outside(area, box, board image.Rectangle) image.Point {
	for _, p := range []image.Point{area.Min.Add(image.Pt(2, 2)), image.Pt(area.Max.X-3, area.Max.Y-3),
		image.Pt(area.Min.X+2, area.Max.Y-3), image.Pt(area.Max.X-3, area.Min.Y+2)} {
		if !p.In(box) && !p.In(board) {
			return p
		}
	}
	return area.Min
}

// BenchmarkDrawLoupe draws the phone's screen with both overlays, with the loupe closed and open.
func BenchmarkDrawLoupe(b *testing.B) {
	for _, open := range []bool{false, true} {
		b.Run(fmt.Sprintf("open=%v", open), func(b *testing.B) {
			r := newRig(b, 390, 844)
			r.d.Key("P")
			r.d.Key("O")
			if open {
				r.d.Tap(r.at(8, 8))
			}
			if r.s.mag.On != open {
				b.Fatalf("loupe open %v, want %v", r.s.mag.On, open)
			}
			f := &scene.Frame{Pos: r.sess().Pos(), Area: r.d.Probe.BoardRect(), Unit: r.d.Probe.Unit(), Theme: r.d.Probe.Theme(), In: &input.Input{}}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r.s.Draw(r.d.Canvas(), f)
				_ = r.d.Screen.At(0, 0)   // waits for the GPU to draw it
				r.s.layerKey = layerKey{} // as after a move: the board's layer is drawn again too
			}
		})
	}
}
