package clock

import (
	"context"
	"errors"
	"testing"

	rules "quintet/rules/clock"
)

// The line walked without a table is the table's whole optimal line, move for move, from the start of
// every size up to the sweep's limit and from every player view (on the line or typed in off it) of
// the small sizes; each walked line, replayed by the rules, wins.
func TestWalkLineIsTheTables(t *testing.T) {
	walk := func(c rules.Clock) ([]rules.Move, error) {
		var got []rules.Move
		err := Backend.(*backend).WalkLine(context.Background(), NewPosition(c), func(m string) error {
			got = append(got, rules.Move(m[0]))
			return nil
		})
		return got, err
	}
	check := func(z rules.Size, c rules.Clock) {
		t.Helper()
		want, _, err := table(t, z).Line(c, -1)
		if err != nil {
			t.Fatal(err)
		}
		got, err := walk(c)
		if err != nil || rules.FormatMoves(got) != rules.FormatMoves(want) {
			t.Fatalf("%v from %v: walked %d moves (%v), the table's line has %d", z, c.View(), len(got), err, len(want))
		}
		if len(got) > 1_000_000 {
			return // the table's line is the rules' own win; replaying millions of moves adds only time
		}
		end, err := c.PlayMoves(got)
		if err != nil || !end.Won() {
			t.Fatalf("%v from %v: the walked line does not win (%v)", z, c.View(), err)
		}
	}
	for _, z := range allSizes(sweepLimit()) {
		start, _ := rules.Begin(z)
		check(z, start)
		if z.Views() <= 2000 {
			for _, c := range playerClocks(t, z) {
				check(z, c)
			}
		}
	}
}

// The walk plays the largest size's whole line, 12,980,092 moves from the start, with no table, the
// hint's count of moves; and it stops when asked.
func TestWalkLineLargest(t *testing.T) {
	if testing.Short() {
		t.Skip("the largest line takes seconds")
	}
	z, _ := rules.NewSize(8, 7)
	start, _ := rules.Begin(z)
	h, err := Backend.Hint(context.Background(), NewPosition(start))
	if err != nil {
		t.Fatal(err)
	}
	n, err := WalkLine(context.Background(), start, func(rules.Move) error { return nil })
	if err != nil || n != h.Remaining {
		t.Fatalf("walked %d moves (%v), the hint counts %d", n, err, h.Remaining)
	}
	if s, ok := cached(); ok && s == z {
		t.Fatal("the walk built the table")
	}
	stop := errors.New("stop")
	n, err = WalkLine(context.Background(), start, func(rules.Move) error { return stop })
	if n != 0 || !errors.Is(err, stop) {
		t.Fatalf("a refused move: %d moves, %v", n, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := WalkLine(ctx, start, func(rules.Move) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
}
