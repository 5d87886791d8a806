package registry_test

import (
	"reflect"
	"testing"

	"quintet/rules/puzzle/puzzletest"
	"quintet/solver/registry"
)

// Every backend under solver/ is registered: a package that declares a Backend is in the list (the
// template aside, which only tests and the sixth build register), so a puzzle copied from the template
// and left out of the list fails here instead of quietly missing from the command line and the game.
func TestEverySolverPackageIsRegistered(t *testing.T) {
	in := map[string]bool{}
	for _, b := range registry.All() {
		ty := reflect.TypeOf(b)
		if ty.Kind() == reflect.Pointer {
			ty = ty.Elem()
		}
		in[ty.PkgPath()] = true
	}
	dirs, err := puzzletest.PackagesDeclaring("..", "Backend")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range dirs {
		if d == "template" {
			continue
		}
		n++
		if !in["quintet/solver/"+d] {
			t.Errorf("solver/%s declares a Backend that is not registered: add %s.Backend to the list in solver/registry (and its scene's Puzzle to scenes/all.go)",
				d, d)
		}
	}
	if n < 5 {
		t.Errorf("found %d solver packages with a Backend, want the five at least", n)
	}
}
