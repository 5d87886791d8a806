package midend

import (
	"os"
	"testing"

	"quintet/game/store"
)

// SavesKept says the games are saved only when a folder that writes holds them.
func TestSavesKeptIsTrue(t *testing.T) {
	for _, tc := range []struct {
		what string
		st   store.Store
		kept bool
	}{
		{"memory", store.NewMemory(), false},
		{"-config /dev/null", store.Open(os.DevNull), false},
		{"a folder", store.Open(t.TempDir()), true},
	} {
		c := New(Options{Puzzles: backends(), Store: tc.st, Seed: seeds(5)})
		if err := c.SavesKept(); (err == nil) != tc.kept {
			t.Errorf("%s: SavesKept() = %v, want kept %v", tc.what, err, tc.kept)
		}
		c.Close()
	}
}
