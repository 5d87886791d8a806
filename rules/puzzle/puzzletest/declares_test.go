package puzzletest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// A folder counts when one of its non-test files declares the variable at package level; one that
// only uses the name, or declares it in a test, inside a function or as a constant, does not.
func TestPackagesDeclaring(t *testing.T) {
	dir := t.TempDir()
	for path, text := range map[string]string{
		"a/a.go":      "package a\n\nvar Backend = 1\n",
		"b/b.go":      "package b\n\nvar (\n\tx = 2\n\tBackend, y = 3, 4\n)\n",
		"c/c.go":      "package c\n\nfunc f() { var Backend = 1; _ = Backend }\n",
		"d/d_test.go": "package d\n\nvar Backend = 1\n",
		"e/e.go":      "package e\n\nconst Backend = 1\n",
		"f.go":        "package top\n\nvar Backend = 1\n",
	} {
		p := filepath.Join(dir, path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := PackagesDeclaring(dir, "Backend")
	if err != nil || !slices.Equal(got, []string{"a", "b"}) {
		t.Fatalf("PackagesDeclaring = %v, %v; want [a b]", got, err)
	}
	// A value of a type from folder a registers a; b is missing, and c, d and e declare no Backend.
	type local struct{}
	if got, err := Unregistered(dir, "Backend", []any{&local{}}, 2); err != nil || !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("Unregistered with a value from elsewhere = %v, %v; want [a b]", got, err)
	}
	if got, err := Unregistered(dir, "Backend", nil, 2, "a"); err == nil || !slices.Equal(got, []string{"b"}) {
		t.Errorf("Unregistered skipping a, wanting 2 = %v, %v; want [b] and an error (one found)", got, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "a", "bad.go"), []byte("package a\nvar"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := PackagesDeclaring(dir, "Nothing"); err == nil {
		t.Error("a file that does not parse: no error")
	}
}
