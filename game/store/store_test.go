//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestDirSaveLoadSetAside(t *testing.T) {
	d := &Dir{Path: filepath.Join(t.TempDir(), "quintet")}
	if _, err := d.Load("dials"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("empty store: %v", err)
	}
	for _, v := range []string{"one", "two"} {
		if err := d.Save("dials", []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	if b, err := d.Load("dials"); err != nil || string(b) != "two" {
		t.Fatalf("Load = %q, %v", b, err)
	}
	left, _ := os.ReadDir(d.Path)
	if len(left) != 1 {
		t.Fatalf("temporary files left behind: %v", left)
	}
	aside, err := d.SetAside("dials")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(aside); string(b) != "two" {
		t.Fatal("the set-aside file lost its contents")
	}
	if _, err := d.Load("dials"); !errors.Is(err, ErrNotFound) {
		t.Fatal("save still there after SetAside")
	}
	if err := d.Save("../x", nil); err == nil {
		t.Fatal("a name with a path was accepted")
	}
}
