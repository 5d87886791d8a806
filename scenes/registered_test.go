package scenes

import (
	"context"
	"quintet/game/scene"
	"strings"
	"testing"

	"quintet/rules/puzzle"
	"quintet/rules/puzzle/puzzletest"
)

// half is a backend of its own name for the pairing tests.
type half struct{ name string }

func (h *half) Info() puzzle.Info                                { return puzzle.Info{Name: h.name} }
func (h *half) Generate(string, uint64) (puzzle.Position, error) { return nil, nil }
func (h *half) Decode(string, string) (puzzle.Position, error)   { return nil, nil }
func (h *half) Hint(context.Context, puzzle.Position) (puzzle.Hint, error) {
	return puzzle.Hint{}, nil
}

// Half a puzzle is an error that names the line to add, never a puzzle dropped in silence: a backend
// with no scene, a scene whose backend is not registered, a scene naming another backend of the same
// name, a puzzle's scene listed twice.
func TestEveryPuzzleHasBothHalves(t *testing.T) {
	a, b, c := &half{"aa"}, &half{"bb"}, &half{"cc"}
	sceneOf := func(b puzzle.Backend) scene.Puzzle {
		return scene.Puzzle{Backend: b, NewScene: func() scene.Scene { return nil }}
	}
	all, err := pair([]puzzle.Backend{b, a}, []scene.Puzzle{sceneOf(a), sceneOf(b)})
	if err != nil || len(all) != 2 || all[0].Backend != b || all[1].Backend != a {
		t.Fatalf("pairing two whole puzzles: %v, %v; want bb then aa, the registry's order", all, err)
	}
	for _, c := range []struct {
		backends []puzzle.Backend
		scenes   []scene.Puzzle
		want     string
	}{
		{[]puzzle.Backend{a, b}, []scene.Puzzle{sceneOf(a)}, `the puzzle "bb" (solver/registry) has no scene: scenes.Puzzle is missing from scenes/builtin.go (run make generate)`},
		{[]puzzle.Backend{a}, []scene.Puzzle{sceneOf(a), sceneOf(c)}, `the scene of "cc" (scenes/builtin.go) has no backend in solver/registry: scenes.Backend is missing from solver/registry/builtin.go (run make generate)`},
		{[]puzzle.Backend{a}, []scene.Puzzle{sceneOf(&half{"aa"})}, `the scene of "aa" names another backend than solver/registry's scenes.Backend`},
		{[]puzzle.Backend{a}, []scene.Puzzle{sceneOf(a), sceneOf(a)}, `two scenes of the puzzle "aa": it is listed once in solver/registry/puzzles.txt`},
	} {
		if _, err := pair(c.backends, c.scenes); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("pairing %d backends with %d scenes: %v; want %q", len(c.backends), len(c.scenes), err, c.want)
		}
	}
}

// Every puzzle package under scenes/ is registered: a package that declares a Puzzle is one of All's
// (the template aside, which only tests and the sixth build register), so a puzzle copied from the
// template and left out of the lists fails here instead of quietly missing from the menu.
func TestEveryScenePackageIsRegistered(t *testing.T) {
	var scenes []any
	for _, p := range All {
		scenes = append(scenes, p.NewScene())
	}
	missing, err := puzzletest.Unregistered(".", "Puzzle", scenes, 5, "template")
	if err != nil {
		t.Error(err)
	}
	for _, d := range missing {
		t.Errorf("scenes/%s declares a Puzzle that is not registered: add the line %s to solver/registry/puzzles.txt and run make generate", d, d)
	}
}
