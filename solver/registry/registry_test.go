package registry_test

import (
	"encoding/json"
	"testing"

	"quintet/rules/puzzle"
	"quintet/solver/registry"
	template "quintet/solver/template"
)

// The list holds each puzzle once, under a name a game ID can start with, and a registered sixth (the
// template) joins it after the built-in ones, until it is taken out again.
func TestRegisterASixth(t *testing.T) {
	before := registry.Names()
	unregister := registry.Register(template.Backend) // the sixth puzzle
	after := registry.Names()
	if len(after) != len(before)+1 || after[len(after)-1] != "template" {
		t.Fatalf("after Register: %v (before %v)", after, before)
	}
	seen := map[string]bool{}
	for _, b := range registry.All() {
		name := b.Info().Name
		if seen[name] {
			t.Errorf("%s is registered twice", name)
		}
		seen[name] = true
		if got, ok := registry.Lookup(name); !ok || got != b {
			t.Errorf("Lookup(%q) = %v, %v", name, got, ok)
		}
		if id, err := puzzle.ParseID(b.Info().SmokeID); err != nil || id.Puzzle != name {
			t.Errorf("%s: smoke ID %q: %v", name, b.Info().SmokeID, err)
		}
	}
	registry.Register(template.Backend)
	if n := len(registry.Names()); n != len(after) {
		t.Errorf("registering the template again: %d puzzles, want %d", n, len(after))
	}
	unregister()
	if got := registry.Names(); len(got) != len(before) {
		t.Errorf("after unregister: %v, want %v", got, before)
	}
}

// Every registered puzzle's solver, the sixth's included, explains its smoke-test game as JSON (each
// puzzle's own tests check what the explanation says).
func TestEveryBackendExplains(t *testing.T) {
	t.Cleanup(registry.Register(template.Backend))
	for _, b := range registry.All() {
		t.Run(b.Info().Name, func(t *testing.T) {
			x, ok := b.(registry.Explainer)
			if !ok {
				t.Fatalf("%T explains nothing: every puzzle's backend has an Explain (solver/<puzzle>/explain.go, see docs/adding-a-puzzle.md)", b)
			}
			id, _ := puzzle.ParseID(b.Info().SmokeID)
			p, err := puzzle.Open(b, id)
			if err != nil {
				t.Fatal(err)
			}
			e, err := x.Explain(p)
			if err != nil {
				t.Fatalf("Explain(%s): %v", b.Info().SmokeID, err)
			}
			if data, err := json.Marshal(e); err != nil || len(data) < 3 {
				t.Errorf("Explain(%s) as JSON: %s, %v", b.Info().SmokeID, data, err)
			}
		})
	}
}
