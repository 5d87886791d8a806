package template_test

// These tests are in a package of their own (template_test) because they import scenes, which imports
// every registered puzzle's scene: a puzzle copied from the template and registered would otherwise
// import itself. TEMPLATE: keep them; rename the import.

import (
	"context"
	"quintet/game/scene"
	"slices"
	"testing"

	"quintet/game/gametest"
	"quintet/rules/puzzle"
	"quintet/scenes"
	"quintet/scenes/template"
	"quintet/solver/registry"
)

// name is the puzzle's game-ID prefix, as its backend declares it.
var name = template.Puzzle.Backend.Info().Name

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
// copied from it is registered already, by its line in solver/registry/puzzles.txt.
func TestRegisteringIsOneLine(t *testing.T) {
	if _, ok := registry.Lookup(name); !ok {
		before := len(scenes.All)
		t.Cleanup(scenes.Register(template.Puzzle))
		if names := registry.Names(); len(names) != before+1 || names[before] != name {
			t.Fatalf("the registry after Register: %v, want %s after the %d others", names, name, before)
		}
	}
	all := scenes.All
	at := slices.IndexFunc(all, func(p scene.Puzzle) bool { return p.Backend.Info().Name == name })
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
	if !slices.Contains(smoke, template.Puzzle.Backend.Info().SmokeID) {
		t.Fatalf("smoke IDs %v: want %s's", smoke, name)
	}
	if c := d.Probe.Controller().Current(); c != -1 {
		t.Fatalf("puzzle %d is open at start, want the menu", c)
	}
	for i := 0; i < 4 && d.Probe.MenuPreset(name, 0).Max.Y > 600; i++ {
		d.Key("PageDown") // a card below a 720-pixel window: scroll to it
	}
	d.Click(gametest.Center(d.Probe.MenuPreset(name, 0)))
	first := template.Puzzle.Backend.Info().Presets[0].Params
	if c, s := d.Probe.Controller().Current(), d.Probe.Session(name); c != at || s.Pos().Params() != first || s.Current().Moves != 0 {
		t.Fatalf("clicking %s's first preset: puzzle %d open, want a new %s game of puzzle %d", name, c, first, at)
	}
	id, _ := puzzle.ParseID(template.Puzzle.Backend.Info().SmokeID)
	start, _ := template.Puzzle.Backend.Generate(id.Params, id.Seed)
	best, err := template.Puzzle.Backend.Hint(context.Background(), start)
	if err != nil || best.Remaining < 2 {
		t.Fatalf("the smoke game's optimum: %+v, %v", best, err)
	}
	d = gametest.New(t, all, id.String(), 1024, 720)
	for i := 0; i < 20 && d.Probe.Session(name).Pos().Status() == puzzle.Playing; i++ {
		d.WaitHint()
		d.Key("H") // show the hint…
		d.Key("H") // …and play it
	}
	if s := d.Probe.Session(name); s.Pos().Status() != puzzle.Won || s.Current().Moves != best.Remaining {
		t.Fatalf("the smoke game %s with hints: %s after %d moves, want won in %d", id, s.Pos().Desc(), s.Current().Moves, best.Remaining)
	}
}
