// Package scenes is the game's list of puzzles: every backend solver/registry lists, in its order (the
// menu's), with its scene. A puzzle is registered by one line, its name, in solver/registry/puzzles.txt,
// from which make generate writes both lists: solver/registry's backends and this package's scenes
// (builtin.go), two files because the command-line solver lists the backends too and builds without
// the game (no Ebitengine). A backend with no scene, or a scene whose backend the registry lacks (a
// list edited by hand, or a Register of half a puzzle), stops the game at its start with a message
// saying what to do (TestEveryPuzzleHasBothHalves), and a puzzle package not listed fails
// TestEveryScenePackageIsRegistered: nothing is dropped in silence.
package scenes

import (
	"errors"
	"fmt"
	"path"
	"reflect"
	"slices"

	"quintet/game/scene"
	"quintet/rules/puzzle"
	"quintet/solver/registry"
)

// added are the puzzles Register added (a test's or the sixth build's extra puzzle).
var added []scene.Puzzle

// All is every registered puzzle with its scene, in menu order.
var All = mustPair()

// mustPair pairs the registry's backends with the scenes, or stops the game saying what is missing: a
// build that registers half a puzzle is a mistake its tests catch, never something to play around.
func mustPair() []scene.Puzzle {
	all, err := pair(registry.All(), slices.Concat(builtin, added))
	if err != nil {
		panic(fmt.Sprintf("scenes: %v", err))
	}
	return all
}

// pair pairs each backend with the scene that names it, in the backends' order. A backend with no
// scene, a scene whose puzzle no backend is, two scenes of one puzzle, or a scene naming another
// backend of its puzzle's name, is an error that says which line to add or fix.
func pair(backends []puzzle.Backend, scenes []scene.Puzzle) ([]scene.Puzzle, error) {
	var errs []error
	byName := map[string]scene.Puzzle{}
	for _, p := range scenes {
		name := p.Backend.Info().Name
		if _, dup := byName[name]; dup {
			errs = append(errs, fmt.Errorf("two scenes of the puzzle %q: it is listed once in solver/registry/puzzles.txt", name))
		}
		byName[name] = p
	}
	var all []scene.Puzzle
	for _, b := range backends {
		name := b.Info().Name
		p, ok := byName[name]
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("the puzzle %q (solver/registry) has no scene: %s is missing from scenes/builtin.go (run make generate)", name, goName(b, "Puzzle")))
		case p.Backend != b:
			errs = append(errs, fmt.Errorf("the scene of %q names another backend than solver/registry's %s", name, goName(b, "Backend")))
		default:
			all = append(all, p)
		}
		delete(byName, name)
	}
	for _, p := range scenes {
		if name := p.Backend.Info().Name; byName[name].Backend != nil {
			errs = append(errs, fmt.Errorf("the scene of %q (scenes/builtin.go) has no backend in solver/registry: %s is missing from solver/registry/builtin.go (run make generate)", name, goName(p.Backend, "Backend")))
			delete(byName, name)
		}
	}
	return slices.Clip(all), errors.Join(errs...)
}

// goName is v's package name and then what, as a registration line writes it ("hash.Backend"): the
// name of the package that defines v's type, the solver's, which the scene's package mirrors.
func goName(v any, what string) string {
	t := reflect.TypeOf(v)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return path.Base(t.PkgPath()) + "." + what
}

// Register adds p, backend and scene, after the built-in puzzles, to All and to solver/registry (so
// everything that reads either list sees it), and returns the function that takes it out again. Tests
// and the sixth build (cmd/quintet/sixth.go) use it to run every puzzle-generic check over one more
// puzzle (the template). A puzzle already registered is not added twice.
func Register(p scene.Puzzle) (unregister func()) {
	if _, dup := registry.Lookup(p.Backend.Info().Name); dup {
		return func() {}
	}
	added = append(added, p)
	out := registry.Register(p.Backend)
	All = mustPair()
	return func() {
		out()
		added = slices.DeleteFunc(added, func(q scene.Puzzle) bool { return q.Backend == p.Backend })
		All = mustPair()
	}
}
