package flip

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"testing"

	"quintet/game/scene"
)

// screens are the sizes the layout must fit: a phone upright and sideways, a small window, a desktop.
var screens = []struct {
	w, h   int
	narrow bool // the shell lays it out as a phone: text never below its CSS size
}{
	{390, 844, true}, {844, 390, true}, {520, 390, true}, {1024, 720, false},
}

// band is the strip a line of text of the given size centred on y takes, across the panel.
func band(l layout, y, size float64) image.Rectangle {
	return image.Rect(int(l.px), int(y-0.45*size+0.5), int(l.px+l.pw), int(y+0.45*size+0.5))
}

// parts are the layout's pieces: the board with its labels, the hint's plate above it (none on a low
// area), the panel's one-line parts shown, the name box and the room for the paragraphs under them.
func parts(l layout, u float64) map[string]image.Rectangle {
	board := l.boardRect()
	labels := board.Inset(-int(l.labelMargin))
	if l.short {
		labels.Max = board.Max
	}
	out := map[string]image.Rectangle{"board": labels}
	if !l.short {
		out["hint plate"] = image.Rect(board.Min.X, int(l.y0-l.labelMargin-24*u), board.Max.X, int(l.y0-l.labelMargin-2*u))
	}
	lines := []struct {
		name    string
		y, size float64
	}{{"title", l.titleY, 18}, {"legend", l.legendY, 18}, {"count", l.countY, 15}}
	for _, ln := range lines {
		if ln.y >= 0 {
			out[ln.name] = band(l, ln.y, ln.size*u)
		}
	}
	if !l.box.Empty() {
		out["name box"] = l.box
	}
	if l.py+l.ph-l.textY >= 2*18*u {
		out["paragraphs"] = image.Rect(int(l.px), int(l.textY), int(l.px+l.pw), int(l.py+l.ph))
	}
	return out
}

// At every screen size, for a small and a large board: the board with its labels, the hint's plate
// and the panel's lines neither overlap nor leave the area, text is at least 14 px on a phone, and
// the default board's cells are at least 44 px on the upright phone.
func TestPhoneLayouts(t *testing.T) {
	for _, id := range []string{"flip:i3#1", "flip:i9#1"} {
		for _, sz := range screens {
			where := fmt.Sprintf("%s at %d×%d", id, sz.w, sz.h)
			r := newRig(t, id, sz.w, sz.h)
			r.d.Tick()
			l := r.layout()
			f := &scene.Frame{Area: r.d.Probe.BoardRect(), Unit: r.d.Probe.Unit()}
			ps := parts(l, f.Unit)
			for name, p := range ps {
				if !p.In(f.Area) {
					t.Errorf("%s: %s %v is not inside %v", where, name, p, f.Area)
				}
				for other, o := range ps {
					if name < other && p.Overlaps(o) {
						t.Errorf("%s: %s %v overlaps %s %v", where, name, p, other, o)
					}
				}
			}
			for _, must := range []string{"count", "paragraphs"} {
				if _, ok := ps[must]; !ok {
					t.Errorf("%s: the %s line is left out", where, must)
				}
			}
			if sz.w == 390 && sz.h == 844 && l.size == 3 {
				if c := l.cellRect(l.size.Middle()); c.Dx() < int(44*f.Unit) || c.Dy() < int(44*f.Unit) {
					t.Errorf("%s: cells of %v, under 44 px", where, c.Size())
				}
			}
			if m := r.d.Probe.LayoutNow(r.d.Screen).SceneText; m == 0 || (sz.narrow && m < 14) {
				t.Errorf("%s: smallest text %.1f px", where, m)
			}
		}
	}
}

// TestPhoneSnapshots writes a small and a large board, hint shown, at each screen size to /tmp for a
// look (with QUINTET_SNAPSHOTS=1).
func TestPhoneSnapshots(t *testing.T) {
	if os.Getenv("QUINTET_SNAPSHOTS") == "" {
		t.Skip("set QUINTET_SNAPSHOTS=1 to write /tmp/flip-*.png")
	}
	for _, id := range []string{"flip:i3#1", "flip:i9#1"} {
		for _, sz := range screens {
			r := newRig(t, id, sz.w, sz.h)
			r.d.Key("H")
			r.d.WaitHint()
			r.d.Ticks(3)
			file, err := os.Create(fmt.Sprintf("/tmp/flip-%s-%dx%d.png", id[5:7], sz.w, sz.h))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(file, r.d.Snapshot()); err != nil {
				t.Fatal(err)
			}
			file.Close()
		}
	}
}

// Tapping a cell where the layout puts it flips its block at every screen size.
func TestPhoneTapsPlay(t *testing.T) {
	for _, sz := range screens {
		r := newRig(t, "flip:i3#1", sz.w, sz.h)
		r.d.Tick()
		before := r.pos(t).Board()
		r.d.Click(r.at("b2"))
		if !r.pos(t).Board().Equal(flipped(t, before, "b2")) {
			t.Errorf("%d×%d: tapping b2 did not flip its block", sz.w, sz.h)
		}
	}
}
