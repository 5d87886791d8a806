package template

import (
	"context"
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/gametest"
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
	d := gametest.New(t, []game.Puzzle{Puzzle}, id, 1024, 720)
	return d, (&Scene{}).layout(&game.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()})
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
		key  ebiten.Key
		want string
	}{
		{ebiten.KeyArrowRight, "10-1"}, {ebiten.KeyEnter, "10-2"}, {ebiten.KeySpace, "10-4"},
		{ebiten.KeyArrowLeft, "10-4"}, {ebiten.KeyEnter, "10-5"},
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
	d.Key(ebiten.KeyArrowDown)
	if !cursorOn(1) {
		t.Fatal("Down did not move the cursor to the second button")
	}
	d.Key(ebiten.KeyU) // undo to 4, then the puzzle's own keys: + types "+", x is the x key
	d.Type("+")
	d.Key(ebiten.KeyX)
	if value(d) != "10-10" {
		t.Fatalf("undo, + and x: %s, want 10-10", value(d))
	}
}

// The menu shows a puzzle exactly when it is registered: scenes.All is the registry's puzzles in its
// order, each with its scene, and this one has a menu card if and only if it is among them. The
// template is in no menu unless a program registers it; a puzzle copied from it is, by its two lines.
func TestMenuShowsOnlyRegisteredPuzzles(t *testing.T) {
	var names []string
	for _, p := range scenes.All {
		names = append(names, p.Backend.Info().Name)
	}
	if want := registry.Names(); !slices.Equal(names, want) {
		t.Fatalf("scenes.All = %v, want the registry's %v", names, want)
	}
	_, registered := registry.Lookup(name)
	d := gametest.New(t, scenes.All, "", 1024, 720)
	if shown := !d.Probe.MenuPreset(name, 0).Empty(); shown != registered {
		t.Fatalf("the menu shows %s: %v, but it is registered: %v", name, shown, registered)
	}
}

// A registered puzzle is everywhere the game lists puzzles: a menu card whose first preset opens a new
// game, its smoke-test ID among those `quintet -smoke-ids` prints, the CLI's registry, and that game
// plays to a win with the hint key alone, as make smoke plays it. The template is registered here by
// scenes.Register, the one line a test or the sixth build uses (after the other puzzles); a puzzle
// copied from it is registered already, by its lines in solver/registry and scenes/all.go.
func TestRegisteringIsOneLine(t *testing.T) {
	if _, ok := registry.Lookup(name); !ok {
		before := len(scenes.All)
		t.Cleanup(scenes.Register(Puzzle))
		if names := registry.Names(); len(names) != before+1 || names[before] != name {
			t.Fatalf("the registry after Register: %v, want %s after the %d others", names, name, before)
		}
	}
	all := scenes.All
	at := slices.IndexFunc(all, func(p game.Puzzle) bool { return p.Backend.Info().Name == name })
	if at < 0 {
		t.Fatalf("%s is registered but not in scenes.All", name)
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
	if !slices.Contains(smoke, Puzzle.Backend.Info().SmokeID) {
		t.Fatalf("smoke IDs %v: want %s's", smoke, name)
	}
	if c := d.Probe.Controller().Current(); c != -1 {
		t.Fatalf("puzzle %d is open at start, want the menu", c)
	}
	for i := 0; i < 4 && d.Probe.MenuPreset(name, 0).Max.Y > 600; i++ {
		d.Key(ebiten.KeyPageDown) // a card below a 720-pixel window: scroll to it
	}
	d.Click(gametest.Center(d.Probe.MenuPreset(name, 0)))
	first := Puzzle.Backend.Info().Presets[0].Params
	if c, s := d.Probe.Controller().Current(), d.Probe.Session(name); c != at || s.Pos().Params() != first || s.Current().Moves != 0 {
		t.Fatalf("clicking %s's first preset: puzzle %d open, want a new %s game of puzzle %d", name, c, first, at)
	}
	id, _ := puzzle.ParseID(Puzzle.Backend.Info().SmokeID)
	start, _ := Puzzle.Backend.Generate(id.Params, id.Seed)
	best, err := Puzzle.Backend.Hint(context.Background(), start)
	if err != nil || best.Remaining < 2 {
		t.Fatalf("the smoke game's optimum: %+v, %v", best, err)
	}
	d = gametest.New(t, all, id.String(), 1024, 720)
	for i := 0; i < 20 && d.Probe.Session(name).Pos().Status() == puzzle.Playing; i++ {
		d.WaitHint()
		d.Key(ebiten.KeyH) // show the hint…
		d.Key(ebiten.KeyH) // …and play it
	}
	if s := d.Probe.Session(name); s.Pos().Status() != puzzle.Won || s.Current().Moves != best.Remaining {
		t.Fatalf("the smoke game %s with hints: %s after %d moves, want won in %d", id, s.Pos().Desc(), s.Current().Moves, best.Remaining)
	}
}
