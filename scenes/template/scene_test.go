package template

import (
	"context"
	"image"
	"slices"
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
	"quintet/rules/puzzle"
	"quintet/scenes"
	"quintet/solver/registry"
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

func value(d *gametest.Driver) string { return d.Probe.Session("template").Pos().Desc() }

func TestClicksPlayAndWin(t *testing.T) {
	d, l := newDriver(t, start)
	add, double := gametest.Center(l.buttons[0]), gametest.Center(l.buttons[1])
	for i, p := range []image.Point{double, double, add, double} {
		if st := d.Probe.Session("template").Pos().Status(); st != puzzle.Playing {
			t.Fatalf("after %d clicks: %v", i, st)
		}
		d.Click(p)
	}
	if s := d.Probe.Session("template"); s.Pos().Status() != puzzle.Won || s.Current().Moves != 4 {
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

// The registered puzzles, in menu order, each with its scene: the template is in no menu unless a
// program registers it.
func TestMenuHasOnlyTheRealPuzzles(t *testing.T) {
	var names []string
	for _, p := range scenes.All {
		names = append(names, p.Backend.Info().Name)
	}
	if want := registry.Names(); !slices.Equal(names, want) || slices.Contains(names, "template") {
		t.Fatalf("scenes.All = %v, want the registry's %v without the template", names, want)
	}
	d := gametest.New(t, scenes.All, "", 1024, 720)
	if r := d.Probe.MenuPreset("template", 0); !r.Empty() {
		t.Fatalf("the menu shows the template at %v", r)
	}
}

// Registering a real puzzle is one line: the template registered gets a menu card after the others,
// its smoke-test ID joins the list `quintet -smoke-ids` prints, the CLI's registry lists it, and that
// game plays to a win with the hint key alone, as `make smoke` plays it.
func TestRegisteringIsOneLine(t *testing.T) {
	before := len(scenes.All)
	t.Cleanup(scenes.Register(Puzzle)) // the line solver/registry and scenes/all.go would hold
	all := scenes.All
	if names := registry.Names(); len(names) != before+1 || names[before] != "template" {
		t.Fatalf("the registry after Register: %v", names)
	}
	d := gametest.New(t, all, "", 1024, 720)
	var smoke []string
	for _, p := range all {
		name := p.Backend.Info().Name
		if d.Probe.MenuPreset(name, 0).Empty() {
			t.Errorf("no menu card for %s", name)
		}
		smoke = append(smoke, p.Backend.Info().SmokeID)
	}
	if len(smoke) != before+1 || smoke[before] != Puzzle.Backend.Info().SmokeID {
		t.Fatalf("smoke IDs %v: want %d, the template's last", smoke, before+1)
	}
	if c := d.Probe.Controller().Current(); c != -1 {
		t.Fatalf("puzzle %d is open at start, want the menu", c)
	}
	for i := 0; i < 4 && d.Probe.MenuPreset("template", 0).Max.Y > 600; i++ {
		d.Key("PageDown") // the last card starts below a 720-pixel window: scroll to it
	}
	d.Click(gametest.Center(d.Probe.MenuPreset("template", 0)))
	if c, s := d.Probe.Controller().Current(), d.Probe.Session("template"); c != before || s.Pos().Params() != "t20" || s.Current().Moves != 0 {
		t.Fatalf("clicking the template's first preset: puzzle %d open, want a new t20 game of puzzle %d", c, before)
	}
	id, _ := puzzle.ParseID(Puzzle.Backend.Info().SmokeID)
	first, _ := Puzzle.Backend.Generate(id.Params, id.Seed)
	best, err := Puzzle.Backend.Hint(context.Background(), first)
	if err != nil || best.Remaining < 2 {
		t.Fatalf("the smoke game's optimum: %+v, %v", best, err)
	}
	d = gametest.New(t, all, id.String(), 1024, 720)
	for i := 0; i < 20 && d.Probe.Session("template").Pos().Status() == puzzle.Playing; i++ {
		d.WaitHint()
		d.Key("H") // show the hint…
		d.Key("H") // …and play it
	}
	if s := d.Probe.Session("template"); s.Pos().Status() != puzzle.Won || s.Current().Moves != best.Remaining {
		t.Fatalf("the smoke game %s with hints: %s after %d moves, want won in %d", id, s.Pos().Desc(), s.Current().Moves, best.Remaining)
	}
}
