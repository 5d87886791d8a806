package clock

import (
	"context"
	"sync"

	rules "quintet/rules/clock"
	"quintet/rules/rng"
)

// maxDraws bounds RandomPoint's tries. A draw succeeds when it lands on the line (at least 7/16 of
// all views are there; n = 2, k = 3 has the fewest) and at least a quarter of the line is left (3/4
// of its points), so with probability above 0.32; all 200 fail with probability below 10^−34.
const maxDraws = 200

// lengths remembers each size's optimal line length from the start (one int per size asked for; there
// are fewer than a hundred sizes).
var lengths sync.Map // rules.Size → int

// LineLength is the optimal number of moves from the size's start, counted without the table.
func LineLength(ctx context.Context, z rules.Size) (int, error) {
	if v, ok := lengths.Load(z); ok {
		return v.(int), nil
	}
	start, _ := rules.Begin(z)
	n, err := Remaining(ctx, start)
	if err != nil {
		return 0, err
	}
	lengths.Store(z, n)
	return n, nil
}

// RandomPoint draws a position on the optimal line of size z from seed: a view where the player moves
// (every such view is on the line), uniformly among those with at least a quarter of the line still to
// play, and the hand at a uniformly random place. The same seed gives the same position on every
// platform. No table is built: the views are drawn and their moves left counted (line.go).
func RandomPoint(ctx context.Context, z rules.Size, seed uint64) (rules.Clock, error) {
	if _, err := rules.NewSize(z.N, z.K); err != nil {
		return rules.Clock{}, err
	}
	total, err := LineLength(ctx, z)
	if err != nil {
		return rules.Clock{}, err
	}
	floor := max(1, (total+3)/4)
	r := rng.New(seed)
	digits := make([]int, z.N)
	for draw := 0; draw < maxDraws; draw++ {
		for i := range digits {
			digits[i] = r.Intn(z.K + 1)
		}
		c, err := rules.New(z, digits, r.Intn(z.N))
		if err != nil || c.Won() || !OnLine(c) {
			continue // the machine's turn, or off the line
		}
		left, err := Remaining(ctx, c)
		if err != nil {
			return rules.Clock{}, err
		}
		if left >= floor {
			return c, nil
		}
	}
	start, _ := rules.Begin(z) // not reached in practice; the start is always long enough
	return start, nil
}
