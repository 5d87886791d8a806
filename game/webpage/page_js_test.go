//go:build js

package webpage

import (
	"strings"
	"testing"
)

// Only a save's own plain name is remembered between frames: not a set-aside save's, nor anything long.
func TestSaveName(t *testing.T) {
	for name, want := range map[string]bool{
		"dials": true, "hash-2": true, "flip_x": true, "": false, "dials.unreadable-1700000000": false,
		"Dials": false, strings.Repeat("a", 32): true, strings.Repeat("a", 33): false, "dials/x": false,
	} {
		if got := SaveName(name); got != want {
			t.Errorf("SaveName(%q) = %v; want %v", name, got, want)
		}
	}
}

// Every button of the page sends a key (motion is handled by the game itself); an unknown one none.
func TestActionKey(t *testing.T) {
	for _, name := range []string{"menu", "new", "restart", "undo", "redo", "hint", "solve", "gameid", "help", "theme",
		"read", "bigger", "smaller"} {
		if k, ok := ActionKey(name); !ok || k.Code == "" {
			t.Errorf("ActionKey(%q) = %+v, %v; want a key", name, k, ok)
		}
	}
	if _, ok := ActionKey("motion"); ok {
		t.Error("motion sends a key; the game switches it itself")
	}
	if k, _ := ActionKey("restart"); !k.Shift || k.Char != "r" {
		t.Errorf("restart sends %+v; want Shift+R", k)
	}
}

// ToJS turns every list of the status into []any, which js.ValueOf takes.
func TestToJS(t *testing.T) {
	v := ToJS(map[string]any{"a": []map[string]any{{"b": []any{1.0}}}})
	list, ok := v.(map[string]any)["a"].([]any)
	if !ok || len(list) != 1 {
		t.Fatalf("ToJS gave %#v", v)
	}
	if _, ok := list[0].(map[string]any)["b"].([]any); !ok {
		t.Fatalf("ToJS gave %#v", v)
	}
}
