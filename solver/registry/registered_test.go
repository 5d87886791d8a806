package registry_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

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
	dirs, err := os.ReadDir("..")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range dirs {
		if !d.IsDir() || d.Name() == "template" || !declares(t, filepath.Join("..", d.Name()), "Backend") {
			continue
		}
		n++
		if !in["quintet/solver/"+d.Name()] {
			t.Errorf("solver/%s declares a Backend that is not registered: add %s.Backend to the list in solver/registry (and its scene's Puzzle to scenes/all.go)",
				d.Name(), d.Name())
		}
	}
	if n < 5 {
		t.Errorf("found %d solver packages with a Backend, want the five at least", n)
	}
}

// declares reports whether the Go package in dir (its non-test files) declares a package-level
// variable called name.
func declares(t *testing.T, dir, name string) bool {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, s := range g.Specs {
					for _, id := range s.(*ast.ValueSpec).Names {
						if id.Name == name {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
