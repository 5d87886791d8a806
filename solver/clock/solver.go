package clock

import (
	"context"
	"errors"
	"sync"

	rules "quintet/rules/clock"
)

// cache keeps the table of at most one size: asking for another size drops it. Only Solve (the
// command line's) uses a table; every hint, on the optimal line or off it, is counted without one
// (line.go, backend.go). A caller still holding a dropped
// table keeps it alive until it returns, so for a moment two can exist; the largest, n = 8, k = 7, is
// about 61 MB. A build that is cancelled leaves no entry, so the next caller builds again with its own
// context; callers waiting on someone else's build can give up on their own ctx.
var cache struct {
	sync.Mutex
	slot *entry // nil, or the one size kept
}

type entry struct {
	size  rules.Size
	done  chan struct{}
	table *Table
	err   error
}

// For returns the table for size z, building it when the cache holds another size or none. It is safe
// for concurrent use, and it returns ctx.Err() promptly once ctx is cancelled.
func For(ctx context.Context, z rules.Size) (*Table, error) {
	if _, err := rules.NewSize(z.N, z.K); err != nil {
		return nil, err // refused before it can evict a good table
	}
	for {
		cache.Lock()
		e := cache.slot
		if e == nil || e.size != z {
			e = &entry{size: z, done: make(chan struct{})}
			cache.slot = e
			cache.Unlock()
			e.table, e.err = build(ctx, z)
			if e.err != nil && ctx.Err() != nil {
				cache.Lock()
				if cache.slot == e {
					cache.slot = nil // cancelled: not the size's fault, let the next caller retry
				}
				cache.Unlock()
			}
			close(e.done)
			return e.table, e.err
		}
		cache.Unlock()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-e.done:
		}
		if e.err == nil || !isCancel(e.err) {
			return e.table, e.err
		}
		// Someone else's build was cancelled; try again (we may build it ourselves).
	}
}

// cached is the size whose table the cache holds, if any (for tests).
func cached() (rules.Size, bool) {
	cache.Lock()
	defer cache.Unlock()
	if cache.slot == nil {
		return rules.Size{}, false
	}
	return cache.slot.size, true
}

func isCancel(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// Remaining is the fewest player moves that win from c (0 if c is won); ok is false if no line wins.
// c must be the player's to move, or won.
func (t *Table) Remaining(c rules.Clock) (n int, ok bool, err error) {
	x, err := t.position(c)
	if err != nil {
		return 0, false, err
	}
	d := t.distance(x)
	return int(d), d != unset, nil
}

// Best is the first move of the optimal line from c (shortest, then 0 before X) and the optimal
// number of moves left including it. ok is false when c is won or no line wins.
func (t *Table) Best(c rules.Clock) (m rules.Move, remaining int, ok bool, err error) {
	x, err := t.position(c)
	if err != nil {
		return 0, 0, false, err
	}
	d := t.distance(x)
	if x == won || d == unset {
		return 0, int(d), false, nil
	}
	return t.best(x, d), int(d), true, nil
}

// best picks 0 when it keeps to a shortest line: that gives the first shortest line in 0 < X order.
func (t *Table) best(x, d uint32) rules.Move {
	if t.distance(t.next(x, rules.Zero)) == d-1 {
		return rules.Zero
	}
	return rules.Pass
}

// Line is the whole optimal line from c; nil with ok false if no line wins. If the line is longer than
// max moves (max ≥ 0) it returns nil with ok true: the caller can still ask move by move.
func (t *Table) Line(c rules.Clock, max int) (line []rules.Move, ok bool, err error) {
	x, err := t.position(c)
	if err != nil {
		return nil, false, err
	}
	d := t.distance(x)
	if d == unset {
		return nil, false, nil
	}
	if max >= 0 && int(d) > max {
		return nil, true, nil
	}
	line = make([]rules.Move, 0, d)
	for ; d > 0; d-- {
		m := t.best(x, d)
		line = append(line, m)
		x = t.next(x, m)
	}
	return line, true, nil
}

// position checks that c is a position the table answers for: the player's turn, or won.
func (t *Table) position(c rules.Clock) (uint32, error) {
	x, err := t.index(c)
	if err != nil {
		return 0, err
	}
	switch c.Turn() {
	case rules.Over:
		return won, nil
	case rules.Player:
		return x, nil
	}
	return 0, errors.New("clock: the solver answers on the player's turn; let the machine play first")
}

// Solve is the optimal line from c for c's size, building the table if needed; ok is false if no line
// wins. A clock on the machine's turn is first played on by the machine.
func Solve(ctx context.Context, c rules.Clock) (line []rules.Move, ok bool, err error) {
	t, err := For(ctx, c.Size())
	if err != nil {
		return nil, false, err
	}
	c, _ = c.MachineTurn()
	return t.Line(c, -1)
}
