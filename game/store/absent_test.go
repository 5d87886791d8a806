//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// -config /dev/null (a file, not a folder) and a folder path longer than the system takes: no save
// can be there, so each is "nothing saved", not "could not be read … kept as it is"; the one note is
// that the games are not being saved.
func TestNoSaveCanBeUnderAFileOrATooLongPath(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plain")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(t.TempDir(), strings.Repeat("d", 300))
	for _, dir := range []string{os.DevNull, file, filepath.Join(file, "sub"), long} {
		d := Open(dir)
		for _, name := range []string{"settings", "stats", "dials", "hash"} {
			if _, err := d.Load(name); !errors.Is(err, ErrNotFound) {
				t.Errorf("-config %.40s: Load(%s) = %v, want ErrNotFound", dir, name, err)
			}
		}
		if notes := d.Notes(); len(notes) != 1 || !strings.Contains(notes[0], "not being saved") {
			t.Errorf("-config %.40s: notes %q", dir, notes)
		}
		d.Close()
	}
}
