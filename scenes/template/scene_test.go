package template

import (
	"image"
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
	"quintet/rules/puzzle"
)

// TEMPLATE: scene tests run in a real window (under Xvfb: make test does it) and drive the App tick by
// tick: click, press keys, read the session and the screen's pixels.
func TestMain(m *testing.M) { gametest.Main(m) }

// start is 1 with target 10; the shortest line is ×2 ×2 +1 ×2 (1 2 4 5 10).
const start = "template:t20:10-1"

func newDriver(t *testing.T, id string) (*gametest.Driver, layout) {
	d := gametest.New(t, []scene.Puzzle{Puzzle}, id, 1024, 720)
	return d, (&Scene{}).layout(&scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()})
}

// name is the puzzle's game-ID prefix, as its backend declares it.
var name = Puzzle.Backend.Info().Name

func value(d *gametest.Driver) string { return d.Probe.Session(name).Pos().Desc() }

func TestClicksPlayAndWin(t *testing.T) {
	d, l := newDriver(t, start)
	add, double := gametest.Center(l.buttons[0]), gametest.Center(l.buttons[1])
	for i, p := range []image.Point{double, double, add, double} {
		if st := d.Probe.Session(name).Pos().Status(); st != puzzle.Playing {
			t.Fatalf("after %d clicks: %v", i, st)
		}
		d.Click(p)
	}
	if s := d.Probe.Session(name); s.Pos().Status() != puzzle.Won || s.Current().Moves != 4 {
		t.Fatalf("after ×2 ×2 +1 ×2: %s, %d moves; want 10-10 won in 4", value(d), s.Current().Moves)
	}
	d.Ticks(80) // let the completion flash fade
	if d.Count(l.counter, d.Probe.Theme().Good, 40) == 0 {
		t.Error("the counter is not drawn in the theme's Good colour after the win")
	}
}

// The arrows move a visible cursor over the buttons; Enter and Space play the button under it. The
// puzzle's own keys (+ typed, x pressed) play their moves directly.
func TestKeysMoveCursorAndPlay(t *testing.T) {
	d, l := newDriver(t, start)
	cursorOn := func(i int) bool {
		r := l.buttons[i].Inset(-int(8 * d.Probe.Unit()))
		mid := (r.Min.Y + r.Max.Y) / 2
		return d.Count(image.Rect(r.Min.X-2, mid, r.Min.X+3, mid+1), d.Probe.Theme().Accent, 40) > 0
	}
	if !cursorOn(0) || cursorOn(1) {
		t.Fatal("the cursor does not start on the first button alone")
	}
	steps := []struct {
		key  string
		want string
	}{
		{"ArrowRight", "10-1"}, {"Enter", "10-2"}, {"Space", "10-4"},
		{"ArrowLeft", "10-4"}, {"Enter", "10-5"},
	}
	for _, st := range steps {
		d.Key(st.key)
		if value(d) != st.want {
			t.Fatalf("after %v: %s, want %s", st.key, value(d), st.want)
		}
	}
	if !cursorOn(0) || cursorOn(1) {
		t.Fatal("after Right, Left the cursor is not back on the first button")
	}
	d.Key("ArrowDown")
	if !cursorOn(1) {
		t.Fatal("Down did not move the cursor to the second button")
	}
	d.Key("U") // undo to 4, then the puzzle's own keys: + types "+", x is the x key
	d.Type("+")
	d.Key("X")
	if value(d) != "10-10" {
		t.Fatalf("undo, + and x: %s, want 10-10", value(d))
	}
}
