package dials

import (
	"context"
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/scene"
	"quintet/rules/puzzle"
	solver "quintet/solver/dials"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// The spec's example: button 3 twice turns ABCDE into EDBDE.
const specID = "dials:n5q5:00000/00000/21200/00000/00000-ABCDE-EDBDE"

func newDriver(t *testing.T) (*gametest.Driver, layout) {
	d := gametest.New(t, []scene.Puzzle{Puzzle}, specID, 1024, 720)
	g := d.Probe.Session("dials").Pos().(solver.Position).Game
	return d, newLayout(&scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()}, g)
}

var center = gametest.Center

func TestClickingButtonsPlaysAndWins(t *testing.T) {
	d, l := newDriver(t)
	s := d.Probe.Session("dials")
	d.Click(center(l.buttons[2]))
	if s.Current().Moves != 1 || s.Pos().Status() != puzzle.Playing {
		t.Fatalf("after one click: moves %d status %v", s.Current().Moves, s.Pos().Status())
	}
	d.Click(center(l.buttons[2]))
	if s.Pos().Status() != puzzle.Won {
		t.Fatalf("after two clicks on button 3: %s, want won", s.Pos().Desc())
	}
	// The displays now show the target, drawn in the "reached" colour.
	d.Ticks(80) // let the flash fade
	if d.Count(l.displays[0], d.Probe.Theme().Good, 40) == 0 {
		t.Error("no pixel of the 'reached' colour on display 1 after the win")
	}
}

func TestKeysPressButtons(t *testing.T) {
	d, _ := newDriver(t)
	d.Key("Digit3")
	d.Key("Numpad3")
	if st := d.Probe.Session("dials").Pos().Status(); st != puzzle.Won {
		t.Fatalf("keys 3 and numpad 3: %v, want won", st)
	}
	d.Key("Digit1") // after the win: refused with a message, nothing changes
	if d.Probe.Session("dials").Current().Moves != 2 || d.Probe.Message() == "" {
		t.Fatalf("a key after the win: moves %d, message %q", d.Probe.Session("dials").Current().Moves, d.Probe.Message())
	}
}

// The hint frames the hinted button: its ring is drawn in the hint colour.
func TestHintHighlightsButton(t *testing.T) {
	d, l := newDriver(t)
	d.WaitHint()
	hintRing := func(b int) bool {
		r := l.buttons[b].Inset(-int(4 * d.Probe.Unit()))
		mid := (r.Min.Y + r.Max.Y) / 2
		return d.Count(image.Rect(r.Min.X, mid, r.Max.X, mid+1), d.Probe.Theme().HintC, 30) > 0
	}
	if hintRing(2) {
		t.Fatal("hint ring shown before the hint was asked for")
	}
	d.Key("H")
	d.Tick()
	if !hintRing(2) {
		t.Fatal("no hint ring on button 3 after H")
	}
	if hintRing(0) {
		t.Fatal("hint ring on button 1")
	}
}

func BenchmarkUpdateDraw(b *testing.B) {
	d, l := newDriver(&testing.T{})
	p := center(l.buttons[0])
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Probe.Inject(nil, nil, &p) // a click each frame: a move, a redraw
		d.App.Update()
		d.App.Draw(d.Screen)
		d.Pixel(p) // wait for the frame to be drawn, so queued GPU work is counted
	}
}

// rig is a driven app with a handle on its Dials scene.
type rig struct {
	d *gametest.Driver
	s *Scene
	l layout
}

func newRig(t *testing.T, id string) rig {
	t.Helper()
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = &Scene{}; return sc }
	d := gametest.New(t, []scene.Puzzle{p}, id, 1024, 720)
	if sc == nil {
		t.Fatal("the app made no Dials scene")
	}
	g := d.Probe.Session("dials").Pos().(solver.Position).Game
	f := &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()}
	return rig{d: d, s: sc, l: newLayout(f, g)}
}

// hover moves the mouse to p and leaves it there (one tick).
func (r rig) hover(p image.Point) {
	r.d.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: p})
	r.d.Tick()
}

// framed counts the accent pixels of the selection's frame above button b (where nothing else is
// drawn in the accent colour).
func (r rig) framed(b int) int {
	btn := r.l.buttons[b]
	cr := cursorRect(&scene.Frame{Unit: r.d.Probe.Unit()}, btn)
	return r.d.Count(image.Rect(cr.Min.X, cr.Min.Y, cr.Max.X, btn.Min.Y), r.d.Probe.Theme().Accent, 24)
}

// checkSelected says which button the scene selects, and that the frame is drawn there and nowhere else.
func (r rig) checkSelected(t *testing.T, want int, when string) {
	t.Helper()
	if r.s.sel != want {
		t.Fatalf("%s: button %d selected, want button %d", when, r.s.sel+1, want+1)
	}
	for b := range r.l.buttons {
		n := r.framed(b)
		if b == want && n < 20 {
			t.Errorf("%s: only %d accent pixels in the frame of the selected button %d", when, n, b+1)
		}
		if b != want && n > 0 {
			t.Errorf("%s: %d accent pixels in a frame around button %d, which is not selected", when, n, b+1)
		}
	}
}

func lastMove(d *gametest.Driver) string { return d.Probe.Session("dials").Current().Move }

// A game won with the arrow keys and Enter/Space alone: the solver's optimal presses, the cursor
// steered to each button in turn.
func TestKeyboardOnlyWin(t *testing.T) {
	// A generated game whose optimal presses use some button other than 1, so steering matters.
	var id string
	var want solver.Solution
	for seed := uint64(1); seed < 100 && id == ""; seed++ {
		p, err := solver.Backend.Generate("n5q5", seed)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(solver.Position).Game
		tab, err := solver.For(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		sol := tab.Solve(g)
		if sol.Reachable && sol.Total >= 3 && slices.ContainsFunc(sol.Order, func(b int) bool { return b > 1 }) {
			id, want = fmt.Sprintf("dials:n5q5#%d", seed), sol
		}
	}
	if id == "" {
		t.Fatal("no generated game with a solution of 3 presses or more that uses buttons beyond 2")
	}
	r := newRig(t, id)
	r.checkSelected(t, 0, "at the start")
	sess := r.d.Probe.Session("dials")
	cur := 0
	for i, b := range want.Order {
		for ; cur < b; cur++ {
			r.d.Key("ArrowRight")
		}
		for ; cur > b; cur-- {
			r.d.Key("ArrowLeft")
		}
		r.checkSelected(t, b, fmt.Sprintf("before press %d", i+1))
		if i%2 == 0 {
			r.d.Key("Enter")
		} else {
			r.d.Key("Space")
		}
		if got := lastMove(r.d); got != fmt.Sprint(b+1) || sess.Current().Moves != i+1 {
			t.Fatalf("press %d: played %q (%d moves), want button %d", i+1, got, sess.Current().Moves, b+1)
		}
	}
	if st := sess.Pos().Status(); st != puzzle.Won {
		t.Fatalf("after the optimal %d presses: %v (%s)", want.Total, st, sess.Pos().Desc())
	}
}

// The selection is one thing: the mouse moves it, the keys move it on from there, and Enter presses
// the button that is framed — also with the mouse still resting on another one.
func TestSelectionAgreesWithEnter(t *testing.T) {
	t.Run("mouse then arrow", func(t *testing.T) {
		r := newRig(t, specID)
		r.hover(center(r.l.buttons[3]))
		r.checkSelected(t, 3, "mouse on button 4")
		r.d.Key("ArrowLeft")
		r.d.Ticks(3) // idle steps with the mouse still on button 4
		r.checkSelected(t, 2, "mouse on button 4, then Left")
		r.d.Key("Enter")
		if got := lastMove(r.d); got != "3" {
			t.Fatalf("Enter played %q, want the framed button 3", got)
		}
	})
	t.Run("arrow, rest the mouse, arrow, Enter", func(t *testing.T) {
		r := newRig(t, specID)
		r.d.Key("ArrowRight")
		r.checkSelected(t, 1, "Right")
		r.hover(center(r.l.buttons[3]))
		r.checkSelected(t, 3, "mouse resting on button 4")
		r.d.Key("ArrowRight")
		r.d.Ticks(3)
		r.checkSelected(t, 4, "then Right")
		r.d.Key("Enter")
		if got := lastMove(r.d); got != "5" {
			t.Fatalf("Enter played %q, want the framed button 5", got)
		}
		// The displays show what the selected button adds: its signature, not the hovered one's.
		if r.s.sel != 4 {
			t.Fatalf("after Enter the selection moved to button %d", r.s.sel+1)
		}
	})
	t.Run("digits select what they press", func(t *testing.T) {
		r := newRig(t, specID)
		r.d.Key("Digit2")
		r.checkSelected(t, 1, "after the key 2")
		if got := lastMove(r.d); got != "2" {
			t.Fatalf("key 2 played %q", got)
		}
	})
}

// Keys that arrive together are each one step: four Right presses in one tick move four buttons, and
// the row's ends hold.
func TestRepeatedKeysStepOnce(t *testing.T) {
	r := newRig(t, specID)
	r.d.Key("ArrowRight", "ArrowRight", "ArrowRight")
	r.checkSelected(t, 3, "three Right presses in one tick")
	r.d.Key("ArrowLeft")
	r.d.Key("ArrowLeft")
	r.checkSelected(t, 1, "then two Left presses")
	r.d.Key("ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight")
	r.checkSelected(t, 4, "past the right end")
	r.d.Key("Home")
	r.checkSelected(t, 0, "Home")
	r.d.Key("ArrowLeft")
	r.checkSelected(t, 0, "Left from button 1")
	if n := r.d.Probe.Session("dials").Current().Moves; n != 0 {
		t.Fatalf("moving the selection played %d moves", n)
	}
}

// Once the game goes on again, the status line no longer says it is over.
func TestRestartClearsGameOver(t *testing.T) {
	r := newRig(t, specID)
	r.d.Key("Digit3")
	r.d.Key("Digit3")
	r.d.Key("Enter") // the selection is button 3: refused, the game is won
	if msg := r.d.Probe.Message(); !strings.Contains(msg, "over") {
		t.Fatalf("a press after the win: message %q, want it to say the game is over", msg)
	}
	r.d.Probe.InjectMods(false, true)
	r.d.Key("R") // Shift+R: restart
	r.d.Tick()
	if st := r.d.Probe.Session("dials").Pos().Status(); st != puzzle.Playing {
		t.Fatalf("after Shift+R: %v", st)
	}
	if msg := r.d.Probe.Message(); strings.Contains(msg, "over") {
		t.Fatalf("after Restart the status line still says %q", msg)
	}
}
