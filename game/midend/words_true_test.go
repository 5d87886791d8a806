package midend

import (
	"os"
	"strings"
	"testing"

	"quintet/game/store"
	"quintet/rules/puzzle"
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

// A title that says "game" already is not followed by another: "Hash Game game" was round four's.
func TestNoGameGame(t *testing.T) {
	st := store.NewMemory()
	st.Save("settings", []byte(`{"puzzle":"hash"}`))
	st.Save("hash", []byte(`{"version":3,"puzzle":"hash","entr`))
	st.Save("dials", []byte(`{"version":3,"puzzle":"dials","entr`))
	c := New(Options{Puzzles: backends(), Store: st, Seed: seeds(5)})
	defer c.Close()
	c.Summary(c.index("dials"))
	notes := strings.Join(c.Notices(), "\n")
	if strings.Contains(strings.ToLower(notes), "game game") || !strings.Contains(notes, "saved Hash Game could not") || !strings.Contains(notes, "saved Dials game could not") {
		t.Errorf("notices:\n%s", notes)
	}
	if err := c.LoadID("hash:" + strings.Repeat("x", 3)); err != nil && strings.Contains(strings.ToLower(err.Error()), "game game") {
		t.Errorf("LoadID: %v", err)
	}
	if _, err := puzzle.Open(c.backends[c.index("hash")], puzzle.ID{Puzzle: "dials", Params: "n5q5", HasSeed: true, Seed: 1}); err == nil || strings.Contains(strings.ToLower(err.Error()), "game game") {
		t.Errorf("puzzle.Open: %v", err)
	}
}
