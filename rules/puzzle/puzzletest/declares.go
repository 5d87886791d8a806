package puzzletest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

// Unregistered lists the puzzle packages under dir that no registered value comes from: the folders
// declaring name (PackagesDeclaring) that define none of registered's types (a pointer counts as what
// it points to), skip aside (the template, which only tests register). Finding fewer than min such
// packages at all is an error too, so a test run from the wrong folder cannot pass by finding none.
func Unregistered(dir, name string, registered []any, min int, skip ...string) ([]string, error) {
	in := map[string]bool{}
	for _, v := range registered {
		t := reflect.TypeOf(v)
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		in[path.Base(t.PkgPath())] = true
	}
	dirs, err := PackagesDeclaring(dir, name)
	if err != nil {
		return nil, err
	}
	var missing []string
	found := 0
	for _, d := range dirs {
		if slices.Contains(skip, d) {
			continue
		}
		found++
		if !in[d] {
			missing = append(missing, d)
		}
	}
	if found < min {
		return missing, fmt.Errorf("%d packages under %s declare a %s, want %d at least", found, dir, name, min)
	}
	return missing, nil
}

// PackagesDeclaring lists the folders directly under dir whose Go package (its non-test files)
// declares a package-level variable called name: under solver/ the backends (Backend), under scenes/
// the scenes (Puzzle). The registration tests check each one is registered, so a puzzle package left
// out of its list fails a test instead of quietly missing from the game.
func PackagesDeclaring(dir, name string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var found []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, e.Name(), "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			ok, err := declares(f, name)
			if err != nil {
				return nil, err
			}
			if ok {
				found = append(found, e.Name())
				break
			}
		}
	}
	return found, nil
}

// declares reports whether the Go file declares a package-level variable called name.
func declares(file, name string) (bool, error) {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.SkipObjectResolution)
	if err != nil {
		return false, err
	}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
			for _, s := range g.Specs {
				for _, id := range s.(*ast.ValueSpec).Names {
					if id.Name == name {
						return true, nil
					}
				}
			}
		}
	}
	return false, nil
}
