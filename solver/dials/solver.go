// Package dials finds optimal presses for Dials.
//
// Pressing button b x_b times, in any order, adds x·M to the word (mod q). A press sequence is a path in
// the Cayley graph of Z_q^n whose generators are the buttons' signatures, and its length is Σ x_b. So a
// breadth-first search from the zero word gives, for every difference d at once, the fewest presses that
// turn a word by d — exact for any q (prime or not) and any matrix (a singular one leaves some words
// unvisited: those targets are out of reach). No shortest path presses a button q times, since q
// presses change nothing.
package dials

import (
	"context"
	"sync"

	"quintet/rules/dials"
	"quintet/solver/pace"
)

// Unreachable marks a word no presses reach.
const Unreachable = -1

// Table holds the fewest presses for every difference word of one matrix.
type Table struct {
	size  dials.Size
	gens  []int   // each button's signature as a word index
	dist  []int16 // fewest presses to turn a word by each difference; Unreachable if none
	radix []int   // q^j, for indexing words
}

// Build runs the breadth-first search for matrix m (n×n over Z_q). It stops with ctx's error when
// cancelled.
func Build(ctx context.Context, s dials.Size, m dials.Matrix) (*Table, error) {
	words := s.Words()
	t := &Table{size: s, dist: make([]int16, words), radix: make([]int, s.N)}
	r := 1
	for j := 0; j < s.N; j++ {
		t.radix[j] = r
		r *= s.Q
	}
	for b := 0; b < s.N; b++ {
		t.gens = append(t.gens, t.index(m[b]))
	}
	for i := range t.dist {
		t.dist[i] = Unreachable
	}
	p := pace.New(ctx)
	t.dist[0] = 0
	queue := make([]int32, 1, 64)
	digits := make([]int, s.N)
	for head := 0; head < len(queue); head++ {
		if err := p.Step(); err != nil {
			return nil, err
		}
		w := int(queue[head])
		t.split(w, digits)
		for b := range t.gens {
			next := t.add(digits, m[b])
			if t.dist[next] == Unreachable {
				t.dist[next] = t.dist[w] + 1
				queue = append(queue, int32(next))
			}
		}
	}
	return t, nil
}

// index writes a word as a number in base q (display 0 least significant).
func (t *Table) index(w []int) int {
	i := 0
	for j, v := range w {
		i += v * t.radix[j]
	}
	return i
}

func (t *Table) split(i int, out []int) {
	for j := range out {
		out[j] = i % t.size.Q
		i /= t.size.Q
	}
}

// add returns the index of the word digits + sig (mod q).
func (t *Table) add(digits, sig []int) int {
	i := 0
	for j, v := range digits {
		i += ((v + sig[j]) % t.size.Q) * t.radix[j]
	}
	return i
}

// Distance is the fewest presses that turn a word by diff, or Unreachable.
func (t *Table) Distance(diff dials.Word) int { return int(t.dist[t.index(diff)]) }

// Solution is an optimal answer for one position.
type Solution struct {
	Reachable bool
	Presses   []int // presses of each button (each 0..q-1)
	Total     int   // Σ Presses: the fewest presses there are
	Order     []int // one optimal press sequence, buttons 0-based, lowest-numbered first
}

// Solve returns the optimal presses from g's current word to its target. Where several press vectors
// tie (possible for composite q or a singular matrix), it takes the one found by always pressing the
// lowest-numbered button that keeps the total optimal; that sequence comes out in ascending order.
func (t *Table) Solve(g *dials.Game) Solution {
	diff := g.Diff()
	d := t.Distance(diff)
	if d == Unreachable {
		return Solution{}
	}
	sol := Solution{Reachable: true, Presses: make([]int, t.size.N), Total: d}
	for d > 0 {
		b := t.nextButton(diff, d)
		sol.Presses[b]++
		sol.Order = append(sol.Order, b)
		for j := range diff {
			diff[j] = ((diff[j]-g.M[b][j])%t.size.Q + t.size.Q) % t.size.Q
		}
		d--
	}
	return sol
}

// nextButton is the lowest-numbered button whose press leaves a difference one press closer.
func (t *Table) nextButton(diff dials.Word, d int) int {
	idx := t.index(diff)
	for b := range t.gens {
		// Subtracting the signature is adding its negation; do it digit by digit.
		rest := 0
		for j := range diff {
			v := (idx / t.radix[j]) % t.size.Q
			g := (t.gens[b] / t.radix[j]) % t.size.Q
			rest += ((v - g + t.size.Q) % t.size.Q) * t.radix[j]
		}
		if int(t.dist[rest]) == d-1 {
			return b
		}
	}
	panic("dials: distance table is inconsistent")
}

// cache keeps the table of the matrix asked about last: a game asks many times about one matrix.
var cache struct {
	sync.Mutex
	key   string
	table *Table
}

// For returns the table of g's matrix, building it on first use.
func For(ctx context.Context, g *dials.Game) (*Table, error) {
	key := g.Params() + ":" + dials.FormatMatrix(g.M)
	cache.Lock()
	if cache.key == key {
		t := cache.table
		cache.Unlock()
		return t, nil
	}
	cache.Unlock()
	t, err := Build(ctx, g.Size, g.M)
	if err != nil {
		return nil, err
	}
	cache.Lock()
	cache.key, cache.table = key, t
	cache.Unlock()
	return t, nil
}
