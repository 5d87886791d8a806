package hash

import (
	"strconv"
	"testing"

	rules "quintet/rules/hash"
)

// refNeighbours lists the tiles touching reading index i under the reading rule (i±1, i±16 inside
// 0..255), written out one by one for the reference search.
func refNeighbours(i int) []int {
	var out []int
	for _, j := range []int{i - 1, i + 1, i - rules.Size, i + rules.Size} {
		if j >= 0 && j < rules.Tiles {
			out = append(out, j)
		}
	}
	return out
}

// refBound is the fewest red tiles on a path from a white tile to the star (the star counted), by a
// breadth-first search over tiles; -1 when there is none.
func refBound(s *rules.State) int {
	if s.Colour(rules.Star) == rules.White {
		return 0
	}
	dist := map[int]int{}
	var queue []int
	for i := 0; i < rules.Tiles; i++ {
		if s.Colour(rules.Tile(i)) == rules.White {
			dist[i] = 0
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range refNeighbours(i) {
			if _, seen := dist[j]; seen || s.Colour(rules.Tile(j)) != rules.Red {
				continue
			}
			dist[j] = dist[i] + 1
			if rules.Tile(j) == rules.Star {
				return dist[j]
			}
			queue = append(queue, j)
		}
	}
	return -1
}

// refWins reports whether some line of at most b moves wins from s: every legal move (a red tile
// touching a white one) played through the rules' checked Play, pruned only by refBound.
func refWins(salt string, s rules.State, b int) bool {
	if b <= 0 {
		return false
	}
	for i := 0; i < rules.Tiles; i++ {
		if s.Colour(rules.Tile(i)) != rules.Red {
			continue
		}
		legal := false
		for _, j := range refNeighbours(i) {
			legal = legal || s.Colour(rules.Tile(j)) == rules.White
		}
		if !legal {
			continue
		}
		next := s
		turn, err := next.Play(salt, rules.Tile(i))
		if err != nil {
			panic(err)
		}
		switch turn.Result {
		case rules.Won:
			return true
		case rules.Lost:
			continue
		}
		if h := refBound(&next); h >= 0 && h <= b-1 && refWins(salt, next, b-1) {
			return true
		}
	}
	return false
}

// TestSweepAgainstReference: the census's search (four-word neighbour steps, the table, the star's
// corridor, Advance) gives the same shortest win as a slow search written from the rules alone, for
// salts 0–299 and three of the 10-move salts.
func TestSweepAgainstReference(t *testing.T) {
	w := NewSweep(0)
	salts := []string{"1456", "2116", "2255"}
	for n := range 300 {
		salts = append(salts, strconv.Itoa(n))
	}
	if testing.Short() {
		salts = salts[:40]
	}
	for _, salt := range salts {
		v, length, _ := w.Solve(salt)
		start := rules.Start()
		want := -1
		for b := refBound(&start); b <= 12; b++ {
			if refWins(salt, start, b) {
				want = b
				break
			}
		}
		if want < 0 {
			t.Fatalf("salt %s: the reference found no win within 12 moves", salt)
		}
		if v != Win || length != want {
			t.Errorf("salt %s: sweep %v in %d, reference a win in %d", salt, v, length, want)
		}
	}
}
