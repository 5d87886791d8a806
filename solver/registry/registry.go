// Package registry is the list of the puzzles' backends, in menu order. It imports no Ebitengine, so
// the solver command line, the site builder, the midend's tests and the game (scenes.All pairs each
// backend with its scene) all read the same list. A puzzle is registered by one line, its name, in
// puzzles.txt: builtin.go here and scenes/builtin.go are generated from it (make generate; gen/), and
// make vet fails when they differ from it. A solver package left out fails
// TestEverySolverPackageIsRegistered.
package registry

//go:generate go run ./gen

import (
	"slices"

	"quintet/rules/puzzle"
)

// added are the backends Register appended (a test's extra puzzle).
var added []puzzle.Backend

// All is every registered backend, in menu order.
func All() []puzzle.Backend { return slices.Concat(builtin, added) }

// Names is the game-ID name of every registered backend, in menu order.
func Names() []string {
	var n []string
	for _, b := range All() {
		n = append(n, b.Info().Name)
	}
	return n
}

// Lookup is the backend whose game IDs start with name.
func Lookup(name string) (puzzle.Backend, bool) {
	for _, b := range All() {
		if b.Info().Name == name {
			return b, true
		}
	}
	return nil, false
}

// Register appends b after the built-in puzzles, as a line in puzzles.txt would, and returns the function
// that takes it out again. Tests use it to run every puzzle-generic check over one more puzzle (the
// template); a name already registered is not added twice.
func Register(b puzzle.Backend) (unregister func()) {
	if _, dup := Lookup(b.Info().Name); dup {
		return func() {}
	}
	added = append(added, b)
	return func() {
		added = slices.DeleteFunc(added, func(x puzzle.Backend) bool { return x == b })
	}
}

// Explainer is implemented by a backend whose solver can show its reasoning for a position: the
// derivation the help pages draw (steps, matrices, groups, a strategy), as plain data that encodes to
// JSON (quintet-solve <puzzle> explain prints it).
type Explainer interface {
	Explain(p puzzle.Position) (any, error)
}

// Count is how many puzzles are registered, in words ("five"), so no page writes the number itself.
func Count() string { return puzzle.Count(len(All())) }
