package ui

import (
	"reflect"
	"testing"
)

func TestHeardSaysOpeningThenFocusChanges(t *testing.T) {
	var h Heard
	steps := []struct {
		sp   Speech
		want []string
	}{
		{Speech{Screen: "menu", Opened: "Menu.", Focus: "1 Hash"}, []string{"Menu.", "1 Hash"}},
		{Speech{Screen: "menu", Opened: "Menu.", Focus: "1 Hash"}, nil},
		{Speech{Screen: "menu", Opened: "Menu.", Focus: "2 Clock"}, []string{"2 Clock"}},
		{Speech{Screen: "help", Opened: "Help."}, []string{"Help."}},
		// Back on the menu: opened again, and its focus said again though it did not move.
		{Speech{Screen: "menu", Opened: "Menu.", Focus: "2 Clock"}, []string{"Menu.", "2 Clock"}},
		{Speech{Screen: "menu", Opened: "Menu."}, nil},
	}
	for i, s := range steps {
		if got := h.Next(s.sp); !reflect.DeepEqual(got, s.want) {
			t.Errorf("step %d: said %q, want %q", i, got, s.want)
		}
	}
}
