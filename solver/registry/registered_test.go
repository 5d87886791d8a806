package registry_test

import (
	"testing"

	"quintet/rules/puzzle/puzzletest"
	"quintet/solver/registry"
)

// Every backend under solver/ is registered: a package that declares a Backend is in the list (the
// template aside, which only tests and the sixth build register), so a puzzle copied from the template
// and left out of the list fails here instead of quietly missing from the command line and the game.
func TestEverySolverPackageIsRegistered(t *testing.T) {
	var backends []any
	for _, b := range registry.All() {
		backends = append(backends, b)
	}
	missing, err := puzzletest.Unregistered("..", "Backend", backends, 5, "template")
	if err != nil {
		t.Error(err)
	}
	for _, d := range missing {
		t.Errorf("solver/%s declares a Backend that is not registered: add the line %s to solver/registry/puzzles.txt and run make generate",
			d, d)
	}
}
