package hash

import (
	"math/rand/v2"

	rules "quintet/rules/hash"
)

// pocket is a position confined to a small region: a random connected region of size tiles holding
// the star and one white tile, walled in by black tiles. Black never turns back, so the whole game
// stays inside the region and a plain search can exhaust it. With sealed, every tile outside the
// region is black too, which changes the machine's spiral count m and so its aim.
func pocket(r *rand.Rand, size int, sealed bool) rules.State {
	// A random walk from the star makes corridors with side branches and loops: detours exist, and
	// the machine has a long line of moves to interfere with.
	var region rules.Set
	at := rules.Star
	region.Add(at)
	for region.Len() < size {
		var one rules.Set
		one.Add(at)
		next := one.Neighbours().Tiles()
		at = next[r.IntN(len(next))]
		region.Add(at)
	}
	black := region.Neighbours().AndNot(region)
	if sealed {
		black = region.Complement()
	}
	if at == rules.Star {
		at = region.Tiles()[0] // a walk back home: start from the region's first tile instead
		if at == rules.Star {
			at = region.Tiles()[1]
		}
	}
	var white rules.Set
	white.Add(at) // the walk's far end
	s, err := rules.FromSets(white, black)
	if err != nil {
		panic(err)
	}
	return s
}

// plainShortest is the reference the solver is checked against: a breadth-first search over every
// position reachable from s, one player move (and the machine's answer) per level, with no bound and
// no pruning. It returns the fewest moves that win, or -1 when no line wins (every line was followed
// to its end). It gives up (ok false) beyond maxStates positions.
func plainShortest(salt string, s rules.State, maxStates int) (moves int, ok bool) {
	switch s.Outcome() {
	case rules.Won:
		return 0, true
	case rules.Lost:
		return -1, true
	}
	level := []rules.State{s}
	seen := map[rules.Key]bool{s.Key(): true}
	for depth := 1; len(level) > 0; depth++ {
		var next []rules.State
		for _, p := range level {
			for _, m := range p.LegalMoves().Tiles() {
				q := p
				switch q.Step(salt, m) {
				case rules.Won:
					return depth, true
				case rules.Playing:
					if !seen[q.Key()] {
						seen[q.Key()] = true
						next = append(next, q)
					}
				}
			}
		}
		if len(seen) > maxStates {
			return 0, false
		}
		level = next
	}
	return -1, true
}

// replay plays line from s and reports whether it is legal throughout and wins exactly on its last
// move.
func replay(salt string, s rules.State, line []rules.Tile) bool {
	for i, m := range line {
		if s.Outcome() != rules.Playing || !s.Legal(m) {
			return false
		}
		o := s.Step(salt, m)
		if (o == rules.Won) != (i == len(line)-1) {
			return false
		}
	}
	return s.Outcome() == rules.Won
}

// winsWithin is a second reference for positions too big to exhaust: a plain depth-first search over
// every legal move, cut only by the lower bound (whose soundness the pocket tests check against
// plainShortest), with no ordering, no near-star filter and no table.
func winsWithin(salt string, s rules.State, depth int) bool {
	if depth <= 0 || s.LowerBound() > depth {
		return false
	}
	for _, m := range s.LegalMoves().Tiles() {
		q := s
		switch q.Step(salt, m) {
		case rules.Won:
			return true
		case rules.Playing:
			if winsWithin(salt, q, depth-1) {
				return true
			}
		}
	}
	return false
}

// raceShare is the fraction of its boards a heavy property test checks under -race: the race
// detector looks for unsynchronised memory, which a quarter of the boards exercise as well as all.
const raceShare = 4

// scaled is n, or n/raceShare (at least 1) under -race: a heavy test's board count or threshold.
func scaled(n int) int {
	if raceDetector {
		return max(1, n/raceShare)
	}
	return n
}
