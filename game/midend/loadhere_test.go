package midend

import (
	"testing"

	"quintet/game/store"
	"quintet/rules/puzzle"
)

// Inside a puzzle the game-ID dialog takes an ID without the puzzle's name: params#seed, params and a
// description, or a description alone (with the current game's params). An ID naming a puzzle keeps
// its meaning, and from the menu the name is needed.
func TestLoadIDHereTakesAnIDWithoutItsPrefix(t *testing.T) {
	for _, tc := range []struct {
		open, typed, want string // want: the game ID opened, or "" for an error
	}{
		{"hash:number#1", "number#17", "hash:number#17"},
		{"hash:number#1", " number#17 ", "hash:number#17"},
		{"dials:n5q5#1", "n3q7#4", "dials:n3q7#4"},
		{"dials:n5q5#1", "n5q5:04001/30300/20421/40142/14013-ABCDE-BDAED", "dials:n5q5:04001/30300/20421/40142/14013-ABCDE-BDAED"},
		{"dials:n5q5#1", "04001/30300/20421/40142/14013-ABCDE-BDAED", "dials:n5q5:04001/30300/20421/40142/14013-ABCDE-BDAED"},
		{"clock:n4k2#1", "n5k3r#2", "clock:n5k3r#2"},
		{"hash:number#1", "clock:n4k2#3", "clock:n4k2#3"}, // names a puzzle: opens that one
		{"hash:number#1", "nonsense#1", ""},
		{"hash:number#1", "dails:n5q5#1", ""},
		{"dials:n5q5#1", "ZZZ", ""},
		{"", "number#17", ""}, // from the menu
	} {
		c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5)})
		if tc.open != "" {
			if err := c.LoadID(tc.open); err != nil {
				t.Fatal(err)
			}
		} else {
			c.ToMenu()
		}
		before := c.Current()
		err := c.LoadIDHere(tc.typed)
		if tc.want == "" {
			if err == nil {
				t.Errorf("in %q, %q was taken (now %s)", tc.open, tc.typed, c.Session(c.Current()).Current().Game)
			} else if c.Current() != before || tc.open != "" && c.Session(before).Current().Game.String() != tc.open {
				t.Errorf("in %q, the refused %q changed the game", tc.open, tc.typed)
			}
			continue
		}
		if err != nil {
			t.Errorf("in %q, %q refused: %v", tc.open, tc.typed, err)
			continue
		}
		s := c.Session(c.Current())
		got := s.Current().Game.String()
		if got != tc.want && puzzle.PositionID(s.Backend, s.Pos()).String() != tc.want {
			t.Errorf("in %q, %q opened %s, want %s", tc.open, tc.typed, got, tc.want)
		}
	}
}
