package midend

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game/store"
	"quintet/rules/clock"
	"quintet/rules/dials"
	"quintet/rules/puzzle"
)

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

// A size out of range is told the range the rules hold it to (their own limits), however many digits
// it has; the game-ID dialog (LoadIDHere) and the address say the same.
func TestRangeErrorsNameTheRulesRange(t *testing.T) {
	for _, tc := range []struct{ id, want string }{
		{"dials:n100000q5#1", fmt.Sprintf("100000 displays is out of range: %d to %d", dials.MinN, dials.MaxN)},
		{"dials:n99999999999999999999999q5#1", fmt.Sprintf("99999999999999999999999 displays is out of range: %d to %d", dials.MinN, dials.MaxN)},
		{"dials:n5q100000#1", fmt.Sprintf("an alphabet of 100000 letters is out of range: %d to %d", dials.MinQ, dials.MaxQ)},
		{"dials:nxq5#1", fmt.Sprintf("displays: \"x\" is not a number from %d to %d", dials.MinN, dials.MaxN)},
		{"clock:n100k2#1", fmt.Sprintf("n = 100 is out of range: a clock has %d to %d numbers", clock.MinN, clock.MaxN)},
		{"clock:n4k100#1", fmt.Sprintf("k = 100 is out of range: the largest number is %d to %d", clock.MinK, clock.MaxK)},
		{"clock:n1k2#1", fmt.Sprintf("n = 1 is out of range: a clock has %d to %d numbers", clock.MinN, clock.MaxN)},
	} {
		c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5)})
		for _, err := range []error{c.LoadID(tc.id), c.LoadIDHere(tc.id)} {
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s: %v; want it to say %q", tc.id, err, tc.want)
			}
		}
		c.Close()
	}
	// A Hash move past the board is off the board, not "not a number".
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "hash:number#1"}, Seed: seeds(5)})
	defer c.Close()
	for _, m := range []string{"100,3", "3,100"} {
		if c.Play(m) || !strings.Contains(c.Note(), "100 is off the board (1 to 16)") {
			t.Errorf("hash move %s: %q", m, c.Note())
		}
	}
}
