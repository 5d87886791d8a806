package game_test

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/scene"
	"quintet/rules/puzzle"
	"quintet/scenes/dials"
)

// hintSpy is Dials' scene, noting the hint each step hands it.
type hintSpy struct {
	scene.Scene
	hint *puzzle.Hint
}

func (s *hintSpy) Update(f *scene.Frame) { s.hint = f.Hint; s.Scene.Update(f) }

// A finger on the toolbar's Hint button: a tap shows the next move alone, holding the button then
// shows the whole solution as soon as the press is long (before the finger lifts), lifting it plays
// nothing, and a tap after plays the hinted move. Held first in a new position, Hint shows the next move
// alone: the whole solution is never the first thing shown. On a wide window and on an upright phone;
// the finger is held as an idle game sees it (no frame until the press turns long).
func TestHoldingHintShowsTheWholeSolution(t *testing.T) {
	for _, size := range [][2]int{{1024, 720}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			spy := &hintSpy{}
			p := scene.Puzzle{Backend: dials.Puzzle.Backend, NewScene: func() scene.Scene {
				spy.Scene = dials.Puzzle.NewScene()
				return spy
			}}
			d := gametest.New(t, []scene.Puzzle{p}, "dials:n5q5#9", size[0], size[1])
			d.WaitHint()
			s := d.Probe.Session("dials")
			h, _ := d.Probe.HintReady()
			if h.Remaining < 2 || len(h.Line) != h.Remaining {
				t.Fatalf("the hint %+v has no whole solution to show; pick another game", h)
			}
			btn := gametest.Center(d.Probe.ToolButton(input.Hint))
			lineOf := func() []string {
				if spy.hint == nil {
					return nil
				}
				return spy.hint.Line
			}

			d.Tap(btn)
			d.Tick()
			if got := lineOf(); fmt.Sprint(got) != fmt.Sprint([]string{h.Move}) || s.Current().Moves != 0 {
				t.Fatalf("a tap on Hint: the scene is handed %v (%d moves played); want the next move %q alone", got, s.Current().Moves, h.Move)
			}
			d.HoldStill(btn, input.LongPress)
			d.Tick()
			if got := lineOf(); fmt.Sprint(got) != fmt.Sprint(h.Line) {
				t.Fatalf("holding Hint: the scene is handed %v; want the whole solution %v", got, h.Line)
			}
			if _, right := d.Probe.Controller().StatusLine(false, ""); !strings.HasPrefix(right, "Solution,") {
				t.Errorf("holding Hint: the status line says %q", right)
			}
			d.Lift(btn)
			if got := lineOf(); s.Current().Moves != 0 || fmt.Sprint(got) != fmt.Sprint(h.Line) {
				t.Fatalf("lifting the finger: %d moves played, the scene is handed %v", s.Current().Moves, got)
			}
			d.Tap(btn)
			if c := s.Current(); c.Moves != 1 || c.Move != h.Move {
				t.Fatalf("a tap after the whole solution played %q (%d moves); want the hint's %q", c.Move, c.Moves, h.Move)
			}

			d.WaitHint()
			next, _ := d.Probe.HintReady()
			d.HoldStill(btn, input.LongPress)
			d.Lift(btn)
			d.Tick()
			if got := lineOf(); fmt.Sprint(got) != fmt.Sprint([]string{next.Move}) || s.Current().Moves != 1 {
				t.Fatalf("holding Hint before any hint: the scene is handed %v (%d moves); want the next move %q alone", got, s.Current().Moves, next.Move)
			}
			if _, right := d.Probe.Controller().StatusLine(false, ""); !strings.Contains(right, "Hold Hint") {
				t.Errorf("the hint's status line %q does not say that holding Hint shows the whole solution", right)
			}
		})
	}
}
