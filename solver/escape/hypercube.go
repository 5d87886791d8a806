package escape

import (
	"context"
	"fmt"
	"math/bits"

	"quintet/solver/pace"
)

// MaxSearch is the largest board the exhaustive strategy search accepts: 2^MaxSearch states. Boards of
// 1 to 8 squares are settled in under a millisecond each; 9 did not finish in ten minutes (the search
// space grows far faster than 2^n), so no larger board is accepted: a limit no run can reach would
// only hang.
const MaxSearch = 8

// SearchStrategy looks, by exhaustive search, for any strategy at all on a board of n squares, whether
// or not n is a power of two. This is how the seed's author first attacked the puzzle.
//
// A strategy is prisoner 2's answer for every board: a colouring of the n-cube of board states (2^n of
// them, neighbours one flip apart) with the n squares as colours. Prisoner 1 can reach every key exactly
// when every state sees all n colours among its n neighbours — that is, when any two states two flips
// apart get different colours. Two flips keep the number of heads even or odd, so the even and odd
// states are separate problems, and flipping square 0 maps one onto the other: the search colours the
// even states only, then copies the colours across.
//
// It returns the colouring (indexed by the board read as a binary number, square i being bit i) and
// true, or nil and false when none exists. The theorem is that one exists exactly when n is a power of
// two; the search settles n = 1 to 8 in well under a millisecond each (strategies for 1, 2, 4, 8; none for
// 3, 5, 6, 7) and has not finished n = 9 in ten minutes, so MaxSearch is 8.
// It stops with ctx.Err() when ctx is cancelled.
func SearchStrategy(ctx context.Context, n int) ([]int, bool, error) {
	if n < 1 || n > MaxSearch {
		return nil, false, fmt.Errorf("strategy search on %d squares: want 1 to %d", n, MaxSearch)
	}
	if err := ctx.Err(); err != nil {
		return nil, false, err
	}
	s := &search{n: n, pacer: pace.New(ctx)}
	s.setup()
	ok, err := s.run()
	if err != nil || !ok {
		return nil, false, err
	}
	colours := make([]int, 1<<n)
	for i, v := range s.states {
		colours[v] = s.colour[i]
		colours[v^1] = s.colour[i] // the odd state across square 0 plays the same
	}
	return colours, true, nil
}

// CheckStrategy reports whether colours (as SearchStrategy returns them) frees the prisoners on every
// board and key: whether each state sees every colour among its one-flip neighbours.
func CheckStrategy(n int, colours []int) bool {
	if len(colours) != 1<<n {
		return false
	}
	all := 1<<n - 1
	for v := range colours {
		seen := 0
		for i := 0; i < n; i++ {
			c := colours[v^1<<i]
			if c < 0 || c >= n {
				return false
			}
			seen |= 1 << c
		}
		if seen != all {
			return false
		}
	}
	return true
}

// search is a backtracking colouring of the even states, most constrained state first, with the
// colours still open for each state kept as a bit mask.
type search struct {
	n      int
	pacer  *pace.Pacer
	states []int   // the even-weight states
	near   [][]int // for each state, the states two flips away (indices into states)
	colour []int   // colour per state, -1 while open
	open   []int   // bit mask of colours still allowed per state
	bans   [][]int // per state, how many coloured neighbours forbid each colour
}

func (s *search) setup() {
	index := map[int]int{}
	for v := 0; v < 1<<s.n; v++ {
		if bits.OnesCount(uint(v))%2 == 0 {
			index[v] = len(s.states)
			s.states = append(s.states, v)
		}
	}
	for _, v := range s.states {
		var near []int
		for i := 0; i < s.n; i++ {
			for j := i + 1; j < s.n; j++ {
				near = append(near, index[v^1<<i^1<<j])
			}
		}
		s.near = append(s.near, near)
	}
	k := len(s.states)
	s.colour = make([]int, k)
	s.open = make([]int, k)
	s.bans = make([][]int, k)
	for i := range s.colour {
		s.colour[i] = -1
		s.open[i] = 1<<s.n - 1
		s.bans[i] = make([]int, s.n)
	}
}

// run names the colours, then backtracks. The neighbours of the odd state 1 (state 0 and the states
// 1|1<<i) are pairwise two flips apart, so they take n distinct colours: calling them 0..n-1 loses
// nothing.
func (s *search) run() (bool, error) {
	for i := 0; i < s.n; i++ {
		v := 1 ^ 1<<i
		idx := 0
		for j, w := range s.states {
			if w == v {
				idx = j
			}
		}
		if s.open[idx]&(1<<i) == 0 {
			return false, nil
		}
		s.set(idx, i)
	}
	return s.extend()
}

func (s *search) set(i, c int) {
	s.colour[i] = c
	for _, j := range s.near[i] {
		if s.bans[j][c] == 0 {
			s.open[j] &^= 1 << c
		}
		s.bans[j][c]++
	}
}

func (s *search) unset(i int) {
	c := s.colour[i]
	s.colour[i] = -1
	for _, j := range s.near[i] {
		s.bans[j][c]--
		if s.bans[j][c] == 0 {
			s.open[j] |= 1 << c
		}
	}
}

func (s *search) extend() (bool, error) {
	if err := s.pacer.Step(); err != nil {
		return false, err
	}
	best, fewest := -1, s.n+1
	for i, c := range s.colour {
		if c >= 0 {
			continue
		}
		if k := bits.OnesCount(uint(s.open[i])); k < fewest {
			best, fewest = i, k
			if k == 0 {
				return false, nil
			}
		}
	}
	if best < 0 {
		return true, nil
	}
	for m := s.open[best]; m != 0; m &= m - 1 {
		s.set(best, bits.TrailingZeros(uint(m)))
		ok, err := s.extend()
		if ok || err != nil {
			return ok, err
		}
		s.unset(best)
	}
	return false, nil
}
