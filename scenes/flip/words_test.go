package flip

import (
	"testing"

	"quintet/rules/puzzle"
)

// The panel's line about the hint, for the last flip, one more and several: the other blocks are
// named only once the whole solution is asked for, and counts agree with their nouns.
func TestHintInfo(t *testing.T) {
	for _, tc := range []struct {
		h    puzzle.Hint
		want string
	}{
		{puzzle.Hint{Move: "b2", Remaining: 1, Line: []string{"b2"}}, "Hint: flip b2 (framed) and the game is won."},
		{puzzle.Hint{Move: "b2", Remaining: 2, Line: []string{"b2"}}, "Hint: flip b2 (framed); 1 more flip after it."},
		{puzzle.Hint{Move: "b2", Remaining: 5, Line: []string{"b2"}}, "Hint: flip b2 (framed); 4 more flips after it."},
		{puzzle.Hint{Move: "b2", Remaining: 2, Line: []string{"b2", "c3"}}, "Solution: flip b2 (framed), then the 1 block marked with a diamond."},
		{puzzle.Hint{Move: "b2", Remaining: 3, Line: []string{"b2", "c3", "a1"}}, "Solution: flip b2 (framed), then the 2 blocks marked with a diamond."},
	} {
		if got := hintInfo(&tc.h); got != tc.want {
			t.Errorf("hintInfo(%+v) = %q, want %q", tc.h, got, tc.want)
		}
	}
}
