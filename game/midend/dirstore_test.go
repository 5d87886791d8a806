//go:build !js

package midend

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"quintet/game/store"
)

// Tests with the native store (a folder), which the browser's build has not.

// A -config folder whose path is over 5,000 characters: every notice naming it is bounded.
func TestNoticesOfAHugePathAreBounded(t *testing.T) {
	dir := t.TempDir() + "/" + strings.Repeat("d", 250) + strings.Repeat("/d", 2600)
	st := store.InDir(dir)
	c := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	c.Play("1")
	c.Close()
	c.Step(false)
	if len(c.Notices()) == 0 {
		t.Fatal("no notice that the folder cannot be used")
	}
	for _, n := range c.Notices() {
		if utf8.RuneCountInString(n) > shownLimit {
			t.Errorf("a notice of %d characters reaches the screen: %.200q…", utf8.RuneCountInString(n), n)
		}
	}
}

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
