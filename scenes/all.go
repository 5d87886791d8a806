// Package scenes pairs every puzzle the game offers (solver/registry, in menu order) with its scene.
// Adding a puzzle is one line in solver/registry and its scene's line here.
package scenes

import (
	"fmt"
	"slices"

	"quintet/game/scene"
	"quintet/scenes/clock"
	"quintet/scenes/dials"
	"quintet/scenes/escape"
	"quintet/scenes/flip"
	"quintet/scenes/hash"
	"quintet/solver/registry"
)

// scenes are the scenes of the registered puzzles, by the puzzles' names.
var scenes = map[string]func() scene.Scene{}

func init() {
	for _, p := range []scene.Puzzle{hash.Puzzle, clock.Puzzle, flip.Puzzle, escape.Puzzle, dials.Puzzle} {
		scenes[p.Backend.Info().Name] = p.NewScene
	}
	All = pair()
}

// All is every registered puzzle with its scene, in menu order.
var All []scene.Puzzle

// pair pairs each backend in the registry with its scene.
func pair() []scene.Puzzle {
	var all []scene.Puzzle
	for _, b := range registry.All() {
		s, ok := scenes[b.Info().Name]
		if !ok {
			panic(fmt.Sprintf("scenes: the registered puzzle %q has no scene", b.Info().Name))
		}
		all = append(all, scene.Puzzle{Backend: b, NewScene: s})
	}
	return slices.Clip(all)
}

// Register adds p, backend and scene, after the built-in puzzles, to All and to solver/registry (so
// everything that reads either list sees it), and returns the function that takes it out again. Tests
// use it to run every puzzle-generic check over one more puzzle (the template).
func Register(p scene.Puzzle) (unregister func()) {
	name := p.Backend.Info().Name
	if _, dup := scenes[name]; dup {
		return func() {}
	}
	scenes[name] = p.NewScene
	out := registry.Register(p.Backend)
	All = pair()
	return func() {
		out()
		delete(scenes, name)
		All = pair()
	}
}
