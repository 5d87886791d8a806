// Package flip solves Flip exactly, over GF(2).
//
// Flips commute and each undoes itself, so what a player does is a set x of interior cells, and the
// board changes by A·x, where A is the e²×i² matrix over GF(2) whose column for move j is the 3×3
// block of j. A board b is solved by x exactly when A·x = b ⊕ target. Once per size the solver runs
// Gauss–Jordan elimination on A, recording the row operations in a matrix P with P·A = [I; 0] (when
// A has full rank i²). Then P·d splits into the solution (the first i² bits) and the checks (the
// other e²−i², all zero exactly when d is in the image of A). Solving a board is a product of a
// bit matrix and a vector: a few thousand word ANDs and popcounts.
//
// The same table proves the two theorems of the game's help for its size: the rank is i², so every
// reachable board has exactly one solution set and its size is the minimum number of moves; and no
// board with a single dot elsewhere than the middle passes the checks.
//
// Measured (go test -bench, AMD EPYC, one core of two; wasm under node in brackets): solving a board
// with the table built takes about 1 µs at i = 9 [15 µs] and 20 µs at i = 32 [124 µs]; building the table,
// proofs included, takes 34 µs at i = 9 [127 µs], 2.0 ms at i = 32 [5.8 ms] and 5.0 ms at i = 40
// [14 ms]; the proofs alone, given the table, 0.3 µs at i = 9 and 3.3 µs at i = 32.
package flip

import (
	"context"
	"math/bits"
	"sync"

	rules "quintet/rules/flip"
	"quintet/solver/pace"
)

// Table is the elimination for one size. It is immutable once built and safe for concurrent use.
type Table struct {
	size  rules.Size
	words int // uint64 words per board vector (e² bits)
	rank  int
	// solve holds rows 0..rank−1 of P, words apiece: bit k of P·d says whether move pivot[k] is in the
	// solution.
	solve []uint64
	pivot []int
	// check holds the other rows of P: a board difference d is reachable iff every row has even
	// overlap with d.
	check []uint64
	// proof is for the seed's middle (Size.Middle), old for the old middle of even sizes.
	proof, old Proof
}

// Proof is what the elimination established for one size.
type Proof struct {
	Size rules.Size
	// Middle is the target's dot the single-dot theorem is about (Params.Middle).
	Middle rules.Cell
	Cells  int // e²: the dimension of the space of boards
	Moves  int // i²: the number of distinct moves
	// Rank is the rank of the move map over GF(2). When it is Moves, different sets of moves always
	// give different boards.
	Rank int
	// Unique is Rank == Moves: every reachable board has exactly one solution set, so its size is the
	// minimum number of moves and no shorter win exists.
	Unique bool
	// Checks is Cells − Rank: the number of independent parity conditions a board must meet to be
	// reachable from the target.
	Checks int
	// SingleDotElsewhere reports whether some board whose only dot is not at the middle can reach the
	// target. The seed's author conjectured it never can.
	SingleDotElsewhere bool
	// SingleDotsReachable lists the cells q for which the board with its only dot at q is reachable;
	// the middle is always one of them (it is the target).
	SingleDotsReachable []rules.Cell
}

// Build runs the elimination for size s. Long builds call a pacer, so ctx can cancel them and the
// browser keeps drawing.
func Build(ctx context.Context, s rules.Size) (*Table, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	pc := pace.New(ctx)
	e, n, m := s.Edge(), s.Cells(), s.Moves()
	mw := (m + 63) / 64 // words per row of A: one bit per move
	nw := rules.Words(s)
	a := make([]uint64, n*mw) // row r: the moves that flip cell r
	p := make([]uint64, n*nw) // row r: starts as the unit vector of cell r
	for j, c := range s.InteriorCells() {
		for _, x := range s.Block(c) {
			r := x.Row*e + x.Col
			a[r*mw+j/64] |= 1 << (j % 64)
		}
	}
	for r := 0; r < n; r++ {
		p[r*nw+r/64] |= 1 << (r % 64)
	}
	row := func(buf []uint64, w, r int) []uint64 { return buf[r*w : (r+1)*w] }

	rank := 0
	pivot := make([]int, 0, m)
	for j := 0; j < m; j++ {
		wj, bj := j/64, uint64(1)<<(j%64)
		r := rank
		for r < n && a[r*mw+wj]&bj == 0 {
			r++
		}
		if r == n {
			continue // no pivot: j would be a free move (never happens, as the proof shows)
		}
		swap(row(a, mw, r), row(a, mw, rank))
		swap(row(p, nw, r), row(p, nw, rank))
		pa, pp := row(a, mw, rank), row(p, nw, rank)
		for r2 := 0; r2 < n; r2++ {
			if r2 == rank || a[r2*mw+wj]&bj == 0 {
				continue
			}
			// Columns before j are never looked at again, so the words before j's are left stale.
			xor(row(a, mw, r2)[wj:], pa[wj:])
			xor(row(p, nw, r2), pp)
			if err := pc.Step(); err != nil {
				return nil, err
			}
		}
		pivot = append(pivot, j)
		rank++
	}
	t := &Table{
		size:  s,
		words: nw,
		rank:  rank,
		solve: append([]uint64(nil), p[:rank*nw]...),
		pivot: pivot,
		check: append([]uint64(nil), p[rank*nw:]...),
	}
	t.proof, t.old = t.prove(s.Middle()), t.prove(s.OldMiddle())
	return t, nil
}

func swap(x, y []uint64) {
	for k := range x {
		x[k], y[k] = y[k], x[k]
	}
}

func xor(dst, src []uint64) {
	for k := range dst {
		dst[k] ^= src[k]
	}
}

// parity is the GF(2) dot product of two vectors.
func parity(x, y []uint64) uint64 {
	var acc uint64
	for k := range x {
		acc ^= x[k] & y[k]
	}
	return uint64(bits.OnesCount64(acc) & 1)
}

// prove computes the table's Proof for a target with its dot at mid. The board with a single dot at q
// differs from the target by e_q ⊕ e_mid, which passes a check row h exactly when h has the same bit
// at q as at mid. So OR together, over all check rows, the cells whose bit differs from mid's: the
// single-dot boards reachable are those at cells no row tells apart from mid.
func (t *Table) prove(mid rules.Cell) Proof {
	s := t.size
	n, nw := s.Cells(), t.words
	mi := mid.Row*s.Edge() + mid.Col
	told := make([]uint64, nw)
	for k := 0; k < len(t.check)/nw; k++ {
		h := t.check[k*nw : (k+1)*nw]
		var flipAll uint64
		if h[mi/64]>>(mi%64)&1 == 1 {
			flipAll = ^uint64(0)
		}
		for w := range told {
			told[w] |= h[w] ^ flipAll
		}
	}
	pr := Proof{Size: s, Middle: mid, Cells: n, Moves: s.Moves(), Rank: t.rank, Unique: t.rank == s.Moves(), Checks: n - t.rank}
	for q := 0; q < n; q++ {
		if told[q/64]>>(q%64)&1 == 0 {
			c := rules.Cell{Col: q % s.Edge(), Row: q / s.Edge()}
			pr.SingleDotsReachable = append(pr.SingleDotsReachable, c)
			if c != mid {
				pr.SingleDotElsewhere = true
			}
		}
	}
	return pr
}

// Size is the table's size.
func (t *Table) Size() rules.Size { return t.size }

// Rank is the rank of the move map over GF(2).
func (t *Table) Rank() int { return t.rank }

// Proof is what the table proves about its size, for the target of every new game (the seed's
// middle).
func (t *Table) Proof() Proof { return t.ProofFor(rules.New(t.size)) }

// ProofFor is what the table proves for the target of parameters p of its size (the old middle's
// when p.Old).
func (t *Table) ProofFor(p rules.Params) Proof {
	pr := t.proof
	if p.Old {
		pr = t.old
	}
	pr.SingleDotsReachable = append([]rules.Cell(nil), pr.SingleDotsReachable...)
	return pr
}

// diff is b ⊕ its target as words: the change the solution must make.
func (t *Table) diff(b rules.Board) []uint64 {
	d := b.Bits()
	mid := b.Middle()
	mi := mid.Row*t.size.Edge() + mid.Col
	d[mi/64] ^= 1 << (mi % 64)
	return d
}

// Reachable reports whether some set of moves takes b to the target.
func (t *Table) Reachable(b rules.Board) bool {
	if b.Size() != t.size {
		return false
	}
	return t.reachable(t.diff(b))
}

func (t *Table) reachable(d []uint64) bool {
	nw := t.words
	for k := 0; k < len(t.check); k += nw {
		if parity(t.check[k:k+nw], d) == 1 {
			return false
		}
	}
	return true
}

// Solve returns the set of moves that takes b to the target, in reading order (by row, then column),
// and true; or nil and false when b is not reachable (or is of another size). When the size's Proof is
// Unique (every size the rules allow), the set is the only one, so its length is the minimum number of
// moves.
func (t *Table) Solve(b rules.Board) ([]rules.Cell, bool) {
	if b.Size() != t.size {
		return nil, false
	}
	d := t.diff(b)
	if !t.reachable(d) {
		return nil, false
	}
	moves := []rules.Cell{}
	i, nw := int(t.size), t.words
	// pivot is increasing, so the moves come out in reading order.
	for k, j := range t.pivot {
		if parity(t.solve[k*nw:(k+1)*nw], d) == 1 {
			moves = append(moves, rules.Cell{Col: j%i + 1, Row: j/i + 1})
		}
	}
	return moves, true
}

// cache holds one table per size, built on first use.
var cache struct {
	sync.Mutex
	tables map[rules.Size]*Table
}

// For returns the table of size s, building it on first use. Concurrent callers may build the same
// size at once; one result is kept, and both are correct.
func For(ctx context.Context, s rules.Size) (*Table, error) {
	cache.Lock()
	t := cache.tables[s]
	cache.Unlock()
	if t != nil {
		return t, nil
	}
	t, err := Build(ctx, s)
	if err != nil {
		return nil, err // a cancelled build is not cached
	}
	cache.Lock()
	defer cache.Unlock()
	if cache.tables == nil {
		cache.tables = map[rules.Size]*Table{}
	}
	if old := cache.tables[s]; old != nil {
		return old, nil
	}
	cache.tables[s] = t
	return t, nil
}

// Prove returns the proof for size s and the seed's middle, every new game's (from the cached table).
func Prove(ctx context.Context, s rules.Size) (Proof, error) { return ProveFor(ctx, rules.New(s)) }

// ProveFor returns the proof for parameters p: their size and middle.
func ProveFor(ctx context.Context, p rules.Params) (Proof, error) {
	if err := p.Check(); err != nil {
		return Proof{}, err
	}
	t, err := For(ctx, p.Size)
	if err != nil {
		return Proof{}, err
	}
	return t.ProofFor(p), nil
}
