package stats

import (
	"fmt"
	"math"
	"testing"
)

// Round four: counts at the largest int were taken, wrapped to negative, written, and the next start
// set the whole record aside. Counts now stop at the largest, and what is written reads back.
func TestCountsSaturate(t *testing.T) {
	const top = math.MaxInt
	b, err := Parse([]byte(fmt.Sprintf(`{"version":2,"records":{"dials":{"n5q5":{"started":%d,"won":%d,"lost":%d,"solved_by_computer":%d,"won_at_par":%d,"moves_over_par":%d,"hints":%d,"streak":%d,"longest_streak":%d}}}}`,
		top, top, top, top, top, top, top, top, top)))
	if err != nil {
		t.Fatal(err)
	}
	b.Hint("dials:n5q5#1", "dials", "n5q5")
	b.Finish("dials:n5q5#1", "dials", "n5q5", Won, 9, 1000, 8, true) // over par: adds to moves over par
	b.Finish("dials:n5q5#2", "dials", "n5q5", Won, 8, 1000, 8, true) // at par
	b.Finish("dials:n5q5#3", "dials", "n5q5", Lost, 8, 1000, 8, true)
	b.Finish("dials:n5q5#4", "dials", "n5q5", Solved, 8, 1000, 8, true)
	r := *b.Record("dials", "n5q5")
	for name, n := range map[string]int{"started": r.Started, "won": r.Won, "lost": r.Lost, "solved": r.Solved,
		"at par": r.AtPar, "over par": r.OverPar, "hints": r.Hints, "longest streak": r.LongStreak} {
		if n != top {
			t.Errorf("%s is %d, want it to stay at %d", name, n, top)
		}
	}
	// Another size at the top too: the puzzle's total stops at the largest.
	b.Records["dials"]["n3q3"] = &Record{Started: top, Won: top}
	if tot := b.Total("dials"); tot.Started != top || tot.Won != top {
		t.Errorf("the total wrapped: %+v", tot)
	}
	c, err := Parse(b.Marshal())
	if err != nil {
		t.Fatalf("the record written does not read back: %v", err)
	}
	if *c.Record("dials", "n5q5") != r {
		t.Fatalf("read back %+v, want %+v", *c.Record("dials", "n5q5"), r)
	}
}

// A record with a count that cannot be true keeps every other count, of its own and of the others.
func TestImpossibleCountKeepsTheOthers(t *testing.T) {
	b, err := Parse([]byte(`{"version":2,"records":{
		"dials":{"n5q5":{"started":5,"won":-1,"lost":2,"hints":7},"n3q3":{"started":3,"won":99999999999999999999,"lost":1}},
		"clock":{"n4k2":{"started":4,"won":"x","solved_by_computer":1,"best_time_ms":-5,"streak":1.5}}},
		"games":[{"id":"dials:n5q5#1","puzzle":"dials","params":"n5q5","hints":2},{"id":"x","moves":1e99},{"id":"clock:n4k2#1","puzzle":"clock","params":"n4k2"}]}`))
	if err != nil {
		t.Fatalf("the whole record was refused: %v", err)
	}
	for _, c := range []struct {
		got  Record
		want Record
	}{
		{*b.Record("dials", "n5q5"), Record{Started: 5, Lost: 2, Hints: 7}},
		{*b.Record("dials", "n3q3"), Record{Started: 3, Lost: 1}},
		{*b.Record("clock", "n4k2"), Record{Started: 4, Solved: 1}},
	} {
		if c.got != c.want {
			t.Errorf("kept %+v, want %+v", c.got, c.want)
		}
	}
	if len(b.Games) != 2 || b.Game("dials:n5q5#1").Hints != 2 || b.Game("clock:n4k2#1") == nil {
		t.Errorf("games kept: %d", len(b.Games))
	}
}

// What Parse left out is named, for the player's notice.
func TestParseNamesWhatItLeftOut(t *testing.T) {
	b, err := Parse([]byte(`{"version":2,"records":{"dials":{"n5q5":{"started":5,"won":-1}}},"games":[{"id":"x","moves":-3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Repaired) != 2 || b.Repaired[0] != "game 1 of the list" || b.Repaired[1] != "won -1 of dials n5q5" {
		t.Fatalf("Repaired %q", b.Repaired)
	}
	if b, _ := Parse(b.Marshal()); len(b.Repaired) != 0 {
		t.Fatalf("the record as written again still has %q", b.Repaired)
	}
}
