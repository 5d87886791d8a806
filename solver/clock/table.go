// Package clock solves Clock (spec: clock.md): the fewest player moves that win from a view, and the
// optimal line — shortest first, then 0 before X move by move.
//
// Every position reached by play lies on one optimal line, and the hint for it needs no table (line.go):
// the forward move is read off the view and the moves left are counted from the view's place in the
// "prefer the largest" de Bruijn sequence, in a few milliseconds at the largest size with O(n) memory.
// Only a view typed in where the machine would raise lies off the line, and both of its moves lead onto
// the line, so its hint is counted one move ahead (backend.go). For Solve the package builds a table of
// every view.
//
// A clock plays the same for every hand with the same view, and the machine is deterministic, so the
// game is a graph on views where only the player's moves cost anything. The table is built by a
// breadth-first search backwards from the won clock, walking the machine's moves in reverse (they cost
// nothing), and then every answer is a lookup. The cache keeps one size's table (solver.go).
//
// Memory per size: a uint32 distance for each view with a non-zero number under the hand (the only
// views where the player moves) and one bit per view for the machine's rule, that is
// 4·k/(k+1) + 1/8 bytes per view (3.625 for k = 7), plus a BFS frontier that stays tiny because the
// game is nearly one long path (at most 7 views wide for n = 8, k = 7).
//
// Measured (go test -bench Solve -benchmem; AMD EPYC, 2 cores shared with other work, one thread):
//
//	size        views        optimal from start  build     table     B/view
//	n=6, k=4    15,625       10,868 moves        0.4 ms    52 KB     3.33
//	n=8, k=5    1,679,616    1,247,888 moves     53 ms     5.8 MB    3.46
//	n=8, k=7    16,777,216   12,980,092 moves    0.8–1.1 s 61 MB     3.63
//
// Walking the whole 13M-move line for n=8, k=7 from a built table takes 0.38 s. Under GOOS=js (node)
// the n=8, k=5 build takes 0.3 s.
package clock

import (
	"context"
	"errors"
	"fmt"
	"math"

	rules "quintet/rules/clock"
	"quintet/solver/pace"
)

// unset marks a view from which no win has been found.
const unset = math.MaxUint32

// Table holds the optimal distance to a win for every player view of one size.
type Table struct {
	size rules.Size
	b    uint32 // base k+1
	k    uint32
	top  uint32 // b^(n−1): the place of the number just counter-clockwise of the hand
	v    uint32 // b^n views
	// last[x] is the machine's rule for the raised view s' = x (bit set: last(s) with s' = s + 1).
	last []uint64
	// dist[player(x)] is the fewest player moves that win from view x (x%b ≥ 1), or unset.
	dist []uint32
	// peak is the largest BFS frontier the build held (for the benchmarks' memory figures).
	peak int
}

// Size is the table's clock size.
func (t *Table) Size() rules.Size { return t.size }

// Bytes is the memory the table holds.
func (t *Table) Bytes() int { return 8*len(t.last) + 4*len(t.dist) }

// player maps a view with a non-zero number under the hand to its slot in dist.
func (t *Table) player(x uint32) uint32 { return (x/t.b)*t.k + x%t.b - 1 }

// rot is the view after the hand moves one place clockwise.
func (t *Table) rot(x uint32) uint32 { return x/t.b + (x%t.b)*t.top }

// unrot is the view before the hand moved onto x.
func (t *Table) unrot(x uint32) uint32 { return (x%t.top)*t.b + x/t.top }

// lastRaised reports last(s) given the raised view s' = s + 1.
func (t *Table) lastRaised(raised uint32) bool { return t.last[raised>>6]>>(raised&63)&1 != 0 }

// won stands for the won clock in successor answers (the view index 0 is all zeros).
const won = 0

// settle plays the machine from a view the hand has just moved onto, until the player is to move,
// and returns that view (or won).
func (t *Table) settle(w uint32) uint32 {
	for {
		if w == 0 {
			return won
		}
		d := w % t.b
		switch {
		case d == t.k: // the hand stopped on k: the player's turn
			return w
		case t.lastRaised(w + 1):
			w = t.rot(w + 1)
		case d != 0:
			return w
		default:
			w = t.rot(w)
		}
	}
}

// next is the player view after move m from player view x and the machine's answer (or won).
func (t *Table) next(x uint32, m rules.Move) uint32 {
	if m == rules.Zero {
		x -= x % t.b
	}
	return t.settle(t.rot(x))
}

// distance of a player view or won; unset if no win.
func (t *Table) distance(x uint32) uint32 {
	if x == won {
		return 0
	}
	return t.dist[t.player(x)]
}

// build fills the table. It stops with ctx's error once ctx is cancelled.
func build(ctx context.Context, z rules.Size) (*Table, error) {
	if _, err := rules.NewSize(z.N, z.K); err != nil {
		return nil, err
	}
	p := pace.New(ctx)
	t := &Table{size: z, b: uint32(z.K + 1), k: uint32(z.K)}
	t.v = uint32(z.Views())
	t.top = t.v / t.b
	if err := t.buildLast(p); err != nil {
		return nil, err
	}
	t.dist = make([]uint32, t.v/t.b*t.k)
	for i := range t.dist {
		t.dist[i] = unset
	}
	if err := t.search(p); err != nil {
		return nil, err
	}
	return t, nil
}

// buildLast evaluates the machine's rule for every raised view. For s' read counter-clockwise from
// just before the hand, N_0 is the view index itself, and the walk over the zeros before the hand
// makes N_j the rotation that starts at the first non-zero number; last holds iff no rotation beats it.
func (t *Table) buildLast(p *pace.Pacer) error {
	n := t.size.N
	t.last = make([]uint64, (t.v+63)/64)
	var dig [2 * rules.MaxN]uint8 // the raised view twice over, so every rotation is a contiguous run
	for x := uint32(0); x < t.v; x++ {
		if x > 0 { // odometer: add one to the view in base b
			for i := 0; ; i++ {
				if dig[i]++; uint32(dig[i]) < t.b {
					dig[i+n] = dig[i]
					break
				}
				dig[i], dig[i+n] = 0, 0
			}
		}
		if dig[0] == 0 {
			continue
		}
		if err := p.Step(); err != nil {
			return err
		}
		a := n - 1 // the most significant place of N_j: the first non-zero number before the hand
		for dig[a] == 0 {
			a--
		}
		if t.beatsNone(dig[:], a, n) {
			t.last[x>>6] |= 1 << (x & 63)
		}
	}
	return nil
}

// beatsNone reports whether the rotation read downwards from place a is at least every other one.
func (t *Table) beatsNone(dig []uint8, a, n int) bool {
	for q := 0; q < n; q++ {
		if q == a {
			continue
		}
		for i := 0; i < n; i++ {
			da, dq := dig[a+n-i], dig[q+n-i]
			if dq != da {
				if dq > da {
					return false
				}
				break
			}
		}
	}
	return true
}

// search is the breadth-first search backwards from the won clock. Distances count player moves only:
// the machine's steps cost nothing, so with each settled player view the search walks the whole tree
// of machine positions that lead to it before any view one move further away.
func (t *Table) search(p *pace.Pacer) error {
	frontier := []uint32{won}
	var next, stack []uint32
	for d := uint32(0); len(frontier) > 0; d++ {
		if d+1 == unset {
			return errors.New("clock: distance overflow")
		}
		next = next[:0]
		for _, x := range frontier {
			// The views the hand moved onto that lead to x: x itself when the player's turn came by
			// the hand stopping on k, or when the machine stopped at x (no last); won is such a view.
			if x != won && x%t.b != t.k && t.lastRaised(x+1) {
				continue // the machine never stops at x, and the hand never lands here on k
			}
			stack = append(stack[:0], x)
			for len(stack) > 0 {
				if err := p.Step(); err != nil {
					return err
				}
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				u := t.unrot(w)
				if u%t.b != 0 {
					next = t.reach(u, d+1, next) // the player passed at u
					if u != 1 && t.lastRaised(u) {
						stack = append(stack, u-1) // the machine raised u−1 (u = 1 would be all zeros)
					}
					continue
				}
				for x := uint32(1); x <= t.k; x++ {
					next = t.reach(u+x, d+1, next) // the player zeroed the number under the hand
				}
				if u != 0 && !t.lastRaised(u+1) {
					stack = append(stack, u) // the machine passed over a zero
				}
			}
		}
		frontier, next = next, frontier
		t.peak = max(t.peak, len(frontier))
	}
	return nil
}

// reach records distance d for player view x if it has none yet.
func (t *Table) reach(x, d uint32, next []uint32) []uint32 {
	i := t.player(x)
	if t.dist[i] != unset {
		return next
	}
	t.dist[i] = d
	return append(next, x)
}

// index is c's view index, checked against the table's size.
func (t *Table) index(c rules.Clock) (uint32, error) {
	if c.Size() != t.size {
		return 0, fmt.Errorf("clock: a %v clock asked of a %v table", c.Size(), t.size)
	}
	return uint32(c.ViewIndex()), nil
}
