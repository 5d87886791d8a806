package puzzletest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

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
