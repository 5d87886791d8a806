//go:build !js

package midend

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"quintet/game/store"
)

// A save that cannot be read, when its puzzle is not on the first screen: the menu's summary reads it
// first (and the store sets it aside); the notice must still come, before or when the puzzle opens.
func TestUnreadableSaveReadByTheMenuIsReported(t *testing.T) {
	for _, tc := range []struct {
		what string
		make func(path string) error
	}{
		{"a folder", func(p string) error { return os.Mkdir(p, 0o755) }},
		{"a FIFO", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"a file over 16 MB", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(store.MaxSaveBytes + 1)
		}},
	} {
		t.Run(tc.what, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"puzzle":""}`), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := tc.make(filepath.Join(dir, "dials.json")); err != nil {
				t.Skip("cannot make", tc.what, err)
			}
			st := store.Open(dir)
			defer st.Close()
			c := New(Options{Puzzles: backends(), Store: st, Seed: seeds(5)})
			defer c.Close()
			if c.Current() >= 0 {
				t.Fatalf("the first screen is puzzle %d, want the menu", c.Current())
			}
			i := c.index("dials")
			for j := range c.Puzzles() {
				c.Summary(j) // the menu draws every card
			}
			c.Open(i)
			found := false
			for _, n := range c.Notices() {
				found = found || strings.Contains(n, "Dials") && strings.Contains(n, "could not be read")
			}
			if !found {
				t.Errorf("no notice that the Dials save could not be read; notices %q", c.Notices())
			}
			aside, _ := filepath.Glob(filepath.Join(dir, "dials.unreadable-*"))
			if len(aside) == 0 {
				t.Errorf("%s under the save's name was not kept aside", tc.what)
			}
		})
	}
}
