package scenes

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
)

// A frame that only the completion flash changed draws only the band it shows in (game/kit/damage.go). In
// each puzzle's smoke game, through a move played by the hint key and its animation, and through the
// completion flash after the computer's solution (S): after every frame the screen equals the whole
// picture drawn afresh, pixel for pixel (within 2 a channel), and a frame that drew a part changed no
// pixel outside it; the flash has such frames. (It found a partial frame of a move's animation wrong:
// Hash's ring for the machine's answer reaches beyond the board's area, into the top bar.)
//
// Dials again in a short window held sideways (800×480), where there is no top bar and the banner shows
// over the status line, so that is the part drawn.
func TestPartialFrames(t *testing.T) {
	type window struct {
		name, id string
		w, h     int
	}
	var windows []window
	for _, p := range All {
		info := p.Backend.Info()
		if !strings.HasPrefix(info.Name, "template") {
			windows = append(windows, window{info.Name, info.SmokeID, 1024, 720})
		}
		if info.Name == "dials" {
			windows = append(windows, window{"dials-barless", info.SmokeID, 800, 480})
		}
	}
	for _, win := range windows {
		t.Run(win.name, func(t *testing.T) {
			d := gametest.New(t, All, win.id, win.w, win.h)
			d.Ticks(10)
			d.Key("H") // the hint, then H again plays it
			d.WaitHint()
			d.Ticks(5)
			shot := d.Snapshot()
			step := func(what string, tick func()) {
				t.Helper()
				d.Probe.Drawn()
				tick()
				all, r := d.Probe.Drawn()
				now := d.Snapshot()
				// Within 2 of each channel: a sprite scaled with linear filtering may round differently
				// by where the atlas has put it by then (a full frame and the picture drawn afresh differ
				// so too, by 1 or 2 at a few edge pixels); a part not drawn when it should be differs by
				// far more (a text, a banner).
				if at, ok := differs(now, d.Probe.FullPicture(), nil, 2); ok {
					dir := filepath.Join(os.TempDir(), "quintet-partial-frames") // the two pictures, to look at
					gametest.WritePNG(t, filepath.Join(dir, win.name+"-screen.png"), now)
					gametest.WritePNG(t, filepath.Join(dir, win.name+"-afresh.png"), d.Probe.FullPicture())
					t.Fatalf("%s: the screen differs from the whole picture drawn afresh at %v (frame drew %v; both in %s)", what, at,
						map[bool]string{false: fmt.Sprint("only ", r), true: "everything"}[all], dir)
				}
				if !all {
					if at, ok := differs(now, shot, r, 0); ok {
						t.Fatalf("%s: frames that drew only %v changed the pixel at %v", what, r, at)
					}
				}
				shot = now
			}
			partial := func() int { n, _ := d.Probe.PartialFrames(); return n }
			n0 := partial()
			moves := d.Probe.Controller().Status()["moves"]
			// The status line shows the next hint as soon as the solver has it: wait for it, so that the
			// picture drawn afresh is not newer than the frame.
			step("the move", func() { d.Key("H"); d.WaitHint() })
			if d.Probe.Controller().Status()["moves"] == moves {
				t.Fatalf("H played no move")
			}
			for i := 0; i < 30; i++ {
				step(fmt.Sprintf("the move's frame %d", i+1), d.Tick)
			}
			// Frames of other kinds, each followed by a few more (a cursor or a caret moving on).
			then := func(what string, do func(), more int) {
				t.Helper()
				step(what, do)
				for i := 0; i < more; i++ {
					step(fmt.Sprintf("%s, frame %d after", what, i+1), d.Tick)
				}
			}
			b := d.Probe.BoardRect()
			for i := 0; i < 3; i++ { // the mouse over the board: what it would act on is shown
				p := image.Pt(b.Min.X+b.Dx()*(2*i+1)/6, b.Min.Y+b.Dy()*(i*2+1)/6)
				then(fmt.Sprint("the pointer at ", p), func() {
					d.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: p})
					d.Tick()
				}, 0)
			}
			for _, k := range []string{"ArrowRight", "ArrowDown"} {
				then(fmt.Sprint("the key ", k), func() { d.Key(k) }, 4) // the selection moves
			}
			// The game-ID dialog and its text field, typed into.
			then("the dialog", func() { d.Key("G") }, 1)
			then("a typed character", func() { d.Type("q") }, 1)
			then("the dialog closed", func() { d.Key("Escape") }, 1)
			n1 := partial()
			d.DrawEvery = gametest.NoDraw // the computer's solution plays out, animated, before the flash
			d.Key("S")
			for i := 0; i < 600 && !d.Probe.FlashShown(); i++ {
				d.Tick()
			}
			d.DrawEvery = 0
			if !d.Probe.FlashShown() {
				t.Fatal("no completion flash within 600 frames of S")
			}
			step("the flash's first frame", d.Tick)
			for i := 0; i < 120 && d.Probe.FlashShown(); i++ {
				step(fmt.Sprintf("the flash's frame %d", i+1), d.Tick)
			}
			step("the frame after the flash", d.Tick)
			n2 := partial()
			t.Logf("frames drawn in part: %d in the move's animation, %d from S to the flash's end", n1-n0, n2-n1)
			if n2 == n1 {
				t.Error("the completion flash drew no frame in part")
			}
			if _, rs := d.Probe.PartialFrames(); win.w < 1024 && slices.ContainsFunc(rs, func(r image.Rectangle) bool { return r.Min.Y < win.h/2 }) {
				t.Errorf("barless, the flash's frames drew %v, not the status line", rs)
			}
		})
	}
}

// differs reports where two pictures of one size first differ by more than tol in a channel, outside
// skip (empty: everywhere).
func differs(a, b *image.RGBA, skip []image.Rectangle, tol int) (image.Point, bool) {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Max, true
	}
	w := a.Bounds().Dx()
	for y0 := 0; y0 < len(a.Pix); y0 += a.Stride {
		row := a.Pix[y0 : y0+4*w]
		if bytes.Equal(row, b.Pix[y0:y0+4*w]) {
			continue // most rows are the same to the byte: compared at once, not byte by byte
		}
		for j, v := range row {
			if d := int(v) - int(b.Pix[y0+j]); d <= tol && d >= -tol {
				continue
			}
			p := image.Pt(j/4, y0/a.Stride)
			if !slices.ContainsFunc(skip, p.In) {
				return p, true
			}
		}
	}
	return image.Point{}, false
}

// differs finds the first pixel off by more than tol, in reading order, outside skip, and nothing when
// every pixel is within tol.
func TestDiffers(t *testing.T) {
	a, b := image.NewRGBA(image.Rect(0, 0, 7, 5)), image.NewRGBA(image.Rect(0, 0, 7, 5))
	if _, ok := differs(a, b, nil, 0); ok {
		t.Error("two blank pictures differ")
	}
	b.Pix[4*(1*7+2)+1] = 2 // (2,1) by 2 in green
	if _, ok := differs(a, b, nil, 2); ok {
		t.Error("a pixel off by 2 differs at a tolerance of 2")
	}
	if p, ok := differs(a, b, nil, 1); !ok || p != image.Pt(2, 1) {
		t.Errorf("a pixel off by 2 at a tolerance of 1: %v %v, want (2,1)", p, ok)
	}
	a.Pix[4*(3*7+6)+2] = 200 // (6,3) by 200 in blue
	if p, ok := differs(a, b, []image.Rectangle{image.Rect(0, 0, 7, 2)}, 0); !ok || p != image.Pt(6, 3) {
		t.Errorf("with the first two rows skipped: %v %v, want (6,3)", p, ok)
	}
	if _, ok := differs(a, b, []image.Rectangle{image.Rect(0, 0, 7, 2), image.Rect(6, 3, 7, 4)}, 0); ok {
		t.Error("both differing pixels skipped, yet the pictures differ")
	}
	if _, ok := differs(a, image.NewRGBA(image.Rect(0, 0, 7, 4)), nil, 255); !ok {
		t.Error("pictures of two sizes do not differ")
	}
}
