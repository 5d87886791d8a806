package hash

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"strconv"
	"testing"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
)

// The screen sizes the layout must serve: a phone upright and sideways, a small window, a desktop.
var phoneSizes = []struct {
	w, h   int
	narrow bool // the shell lays it out as a phone: text must be at least 14 CSS px
}{{390, 844, true}, {844, 390, true}, {520, 390, true}, {400, 300, true}, {1024, 720, false}}

// snap writes the screen to a PNG when QUINTET_SNAP is set (for looking at the layout by eye).
func snap(t *testing.T, r rig, name string) {
	if os.Getenv("QUINTET_SNAP") == "" {
		return
	}
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, r.d.Snapshot()); err != nil {
		t.Fatal(err)
	}
}

// At every size the board, the panel and the panel's parts lie inside the area without overlapping,
// the hint's label stays off the tiles, and on the narrow sizes no text is below 14 px; on a phone
// held upright the panel's controls are at least 44 px and the board takes the area's width.
func TestPhoneLayout(t *testing.T) {
	for _, sz := range phoneSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			r := newRig(t, sz.w, sz.h)
			a := r.d.Probe.BoardRect()
			screen := image.Rect(0, 0, sz.w, sz.h)
			f := &scene.Frame{Area: a, Unit: r.d.Probe.Unit(),
				Hint: &puzzle.Hint{Verdict: puzzle.Solved, Move: rules.Tile(231).String(), Remaining: 8,
					Line: []string{rules.Tile(231).String(), rules.Tile(215).String(), rules.Tile(199).String()}}}
			l := r.s.layout(f)
			if !a.In(screen) {
				t.Fatalf("area %v is not on the %v screen", a, screen)
			}
			named := map[string]image.Rectangle{"board": l.board, "panel": l.panel}
			parts := map[string]image.Rectangle{"controls": l.controls, "work": l.work, "foot": l.foot}
			for n, rc := range named {
				if rc.Empty() || !rc.In(a) {
					t.Errorf("%s %v is empty or outside the area %v", n, rc, a)
				}
			}
			// The coordinates go above and left of the board, its backing a little around it.
			lm, back := int(f.U(labelMargin)), int(f.U(5))
			labelled := image.Rect(l.board.Min.X-lm, l.board.Min.Y-lm, l.board.Max.X+back, l.board.Max.Y+back)
			if labelled.Overlaps(l.panel) || !labelled.In(a) {
				t.Errorf("the board with its coordinates %v overlaps the panel %v or leaves the area", labelled, l.panel)
			}
			for n, rc := range parts {
				if !rc.Empty() && !rc.In(l.panel) {
					t.Errorf("%s %v is outside the panel %v", n, rc, l.panel)
				}
				for m, rc2 := range parts {
					if n < m && rc.Overlaps(rc2) {
						t.Errorf("%s %v overlaps %s %v", n, rc, m, rc2)
					}
				}
			}
			for n, rc := range map[string]image.Rectangle{"salt box": l.saltBox, "spiral": l.spiral, "reading": l.reading} {
				if !rc.In(l.controls) {
					t.Errorf("%s %v is outside the controls %v", n, rc, l.controls)
				}
				if sz.w == 390 && (rc.Dx() < 44 || rc.Dy() < 44) {
					t.Errorf("%s %v is smaller than 44×44 px", n, rc)
				}
			}
			if l.spiral.Overlaps(l.reading) || l.saltBox.Overlaps(l.spiral) {
				t.Errorf("controls overlap: salt %v spiral %v reading %v", l.saltBox, l.spiral, l.reading)
			}
			if tag, _ := hintPlates(f, l); tag.Empty() || tag.Overlaps(l.board) || !tag.In(a) {
				t.Errorf("the hint's label %v is missing, on the board %v or outside the area", tag, l.board)
			}
			coveredCoordinates(t, f, l)
			if sz.w == 390 && l.board.Dx() < a.Dx()-int(f.U(labelMargin))-rules.Size-int(f.U(4)) {
				t.Errorf("board %v does not take the area's width %v", l.board, a)
			}
			if sz.narrow {
				if got := r.d.Probe.LayoutNow(r.d.Screen).SceneText; got < 14 {
					t.Errorf("smallest text %.1f px, want at least 14", got)
				}
				// The whole solution (H, then Shift+H): its line's step numbers are written where they
				// are at least as large.
				r.d.WaitHint()
				r.d.Key("H")
				r.d.Probe.InjectMods(false, true)
				r.d.Key("H")
				r.d.Tick()
				if h := r.d.Probe.Controller().HintShown(); h == nil || len(h.Line) < 2 {
					t.Fatalf("Shift+H shows no line of moves (%v)", h)
				}
				if got := r.d.Probe.LayoutNow(r.d.Screen).SceneText; got < 14 {
					t.Errorf("smallest text with the solution shown %.1f px, want at least 14", got)
				}
			}
			r.d.Click(r.at(8, 15))
			r.d.Ticks(40)
			snap(t, r, fmt.Sprintf("/tmp/hash-%dx%d.png", sz.w, sz.h))
			if os.Getenv("QUINTET_SNAP") != "" {
				r.d.WaitHint()
				r.d.Key("H")
				r.d.Tick()
				snap(t, r, fmt.Sprintf("/tmp/hash-%dx%d-hint.png", sz.w, sz.h))
			}
		})
	}
}

// coveredCoordinates checks that the hint's plate covers no coordinate along the top but its own
// column's, which it writes itself: every number written there (each one, or where tiles are narrower
// than a number every fourth, and none beside the hinted column) stays readable.
func coveredCoordinates(t *testing.T, f *scene.Frame, l layout) {
	t.Helper()
	hint, _ := rules.ParseMove(f.Hint.Move)
	face := kit.Face(kit.Regular, l.text(11))
	every := kit.TextWidth("16", kit.Face(kit.Bold, l.text(12)))+f.U(2) > float64(l.tile)
	tag, _ := hintPlates(f, l)
	for i := 1; i <= rules.Size; i++ {
		if i == hint.X() || every && (i != 1 && i%4 != 0 || i-hint.X() < 3 && hint.X()-i < 3) {
			continue
		}
		cx, _ := l.centre(i, i)
		w, y := kit.TextWidth(strconv.Itoa(i), face), float64(l.board.Min.Y)-f.U(13)
		label := image.Rect(int(cx-w/2), int(y-l.text(11)/2), int(cx+w/2), int(y+l.text(11)/2))
		if label.Overlaps(tag) {
			t.Errorf("the hint's plate %v covers column %d's number at %v", tag, i, label)
		}
	}
}
