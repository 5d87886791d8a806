package hash

import (
	"fmt"

	rules "quintet/rules/hash"
)

// board is a position for the relaxed games of question.go (the adversary and the odds): the white and
// black sets of a rules.State and its spiral bookkeeping, with the one thing rules.State keeps to
// itself — blackening a tile the caller chooses rather than the one MD5 gives. Every query follows
// hash.md exactly; tests check each against rules.State.
type board struct {
	white, black rules.Set
	// nonRed holds the tiles that are not red, bit k standing for the k-th tile the spiral reads, so
	// the machine's m is one trailing-zero count away.
	nonRed rules.Set
	whites int // |white|: t in the machine's string u
}

var (
	spiralOrder = rules.SpiralOrder()
	spiralRank  [rules.Tiles]uint8
	// inner[n] is the set of tiles the spiral reads for the first time before position n, for n up
	// to rules.SpiralLen(): blackening one of them lowers an m of n.
	inner []rules.Set
)

func init() {
	for k, t := range spiralOrder {
		spiralRank[t] = uint8(k)
	}
	inner = make([]rules.Set, rules.SpiralLen()+1)
	k := 0
	var s rules.Set
	for n := range inner {
		for k < rules.Tiles && rules.FirstVisit(spiralOrder[k]) < n {
			s.Add(spiralOrder[k])
			k++
		}
		inner[n] = s
	}
}

// startBoard is the position before the first move.
func startBoard() board {
	var b board
	b.whiten(rules.StartTile)
	return b
}

// boardOf is the board of a rules position.
func boardOf(s rules.State) board {
	var b board
	for _, t := range s.White().Tiles() {
		b.whiten(t)
	}
	for _, t := range s.Black().Tiles() {
		b.blacken(t)
	}
	return b
}

// state is the board as a rules position.
func (b *board) state() rules.State {
	s, err := rules.FromSets(b.white, b.black)
	if err != nil {
		panic(fmt.Sprintf("hash: a board with a tile both white and black: %v", err))
	}
	return s
}

func (b *board) whiten(t rules.Tile) {
	b.white.Add(t)
	b.nonRed.Add(rules.Tile(spiralRank[t]))
	b.whites++
}

// blacken turns t black, whatever its colour, as the machine does.
func (b *board) blacken(t rules.Tile) {
	if b.white.Has(t) {
		b.white.Remove(t)
		b.whites--
	}
	b.black.Add(t)
	b.nonRed.Add(rules.Tile(spiralRank[t]))
}

func (b *board) red() rules.Set { return b.white.Or(b.black).Complement() }

// spiralRun is the machine's m: how many spiral positions in a row, from the star, read as red.
func (b *board) spiralRun() int {
	k, ok := b.nonRed.First()
	if !ok {
		return len(inner) - 1
	}
	return rules.FirstVisit(spiralOrder[k])
}

// legal is every red tile that touches a white one.
func (b *board) legal() rules.Set { return b.white.Neighbours().AndNot(b.white.Or(b.black)) }

// lost reports whether the player has lost: the star is black or no move is left.
func (b *board) lost() bool { return b.black.Has(rules.Star) || b.legal().Empty() }

func (b *board) key() rules.Key {
	return rules.Key{b.white[0], b.white[1], b.white[2], b.white[3], b.black[0], b.black[1], b.black[2], b.black[3]}
}

// lowerBound is State.LowerBound: the fewest player moves that could still win, Unreachable when
// black tiles wall the star off.
func (b *board) lowerBound() int { return b.boundWithin(rules.Tiles) }

// boundWithin is lowerBound when that is at most limit, and otherwise some number above limit: the
// search only grows limit steps from the white tiles.
func (b *board) boundWithin(limit int) int {
	if b.white.Has(rules.Star) {
		return 0
	}
	red := b.red()
	if !red.Has(rules.Star) {
		return rules.Unreachable
	}
	reach := b.white
	for k := 1; k <= limit; k++ {
		next := reach.Or(reach.Neighbours().And(red))
		if next.Has(rules.Star) {
			return k
		}
		if next == reach {
			return rules.Unreachable
		}
		reach = next
	}
	return limit + 1
}

// toward is the set of red tiles joined to the star by a path of at most k red tiles, both ends
// counted. With k = lb, its tiles that touch a white one are the moves that lower the bound.
func (b *board) toward(k int) rules.Set { return reachStar(b.red(), k) }

// inCorridor is the part of cands (red tiles) that some line winning within j player moves from b
// could whiten; lb is b's lower bound, at most j.
//
// Write dW(x) for the fewest red tiles on a path from a white tile to x (x counted) and cS(x) for the
// fewest red tiles on a path from x to the star (both ends counted; white tiles on the way are free;
// black tiles block both). In a winning line every whitened tile hangs, through earlier whitened
// tiles, from a tile white now. If x's chain and the star's chain share s ≥ 1 tiles then, with n ≤ j
// tiles whitened and the star's chain at least lb long, dW(x) + cS(x) ≤ 2j − lb + 1; if they share
// none, x's chain lies wholly outside the star's, so dW(x) ≤ j − lb. A tile meeting neither bound is
// never whitened by a line that wins within j.
func (b *board) inCorridor(cands rules.Set, j, lb int, scratch *[]rules.Set) rules.Set {
	red := b.red()
	cands = cands.And(red)
	if cands.Empty() {
		return cands
	}
	slack, limit := j-lb, 2*j-lb+1
	// toS[c]: the tiles with cS ≤ c, for c ≤ j (a ring beyond the slack needs no more). White
	// tiles join at the cost of what they touch; they are split into connected groups once, so
	// joining one is a single test.
	var groups []rules.Set
	toS := (*scratch)[:0]
	if limit-slack-1 >= 1 {
		groups = whiteGroups(b.white)
		var z rules.Set
		z.Add(rules.Star)
		z = joinGroups(z, groups)
		toS = append(toS, rules.Set{}, z)
		for c := 2; c <= j; c++ {
			next := joinGroups(z.Or(z.Neighbours().And(red)), groups)
			if next == z {
				break
			}
			z = next
			toS = append(toS, z)
		}
		*scratch = toS
	}
	// Rings of dW = 1, 2, … from the white tiles, until every candidate is placed.
	var in rules.Set
	prev := b.white
	for k := 1; k < limit && !cands.AndNot(prev).Empty(); k++ {
		next := prev.Or(prev.Neighbours().And(red))
		if next == prev {
			break
		}
		ring := next.AndNot(prev).And(cands)
		prev = next
		if k <= slack {
			in = in.Or(ring)
		} else if len(toS) > 0 {
			in = in.Or(ring.And(toS[min(limit-k, len(toS)-1)]))
		}
	}
	return in
}

// corridor is every red tile that a line winning within j player moves from b could whiten (see
// inCorridor), with the lower bound lb; when lb > j the corridor is empty.
func (b *board) corridor(j int) (rules.Set, int) {
	lb := b.boundWithin(j)
	if lb > j {
		return rules.Set{}, lb
	}
	var scratch []rules.Set
	return b.inCorridor(b.red(), j, lb, &scratch), lb
}

// whiteGroups splits the white tiles into groups connected under the reading rule.
func whiteGroups(white rules.Set) []rules.Set {
	var groups []rules.Set
	for !white.Empty() {
		t, _ := white.First()
		var g rules.Set
		g.Add(t)
		for {
			next := g.Or(g.Neighbours().And(white))
			if next == g {
				break
			}
			g = next
		}
		groups = append(groups, g)
		white = white.AndNot(g)
	}
	return groups
}

// joinGroups adds to z every white group that z contains or touches.
func joinGroups(z rules.Set, groups []rules.Set) rules.Set {
	near := z.Or(z.Neighbours())
	for _, g := range groups {
		if !near.And(g).Empty() {
			z = z.Or(g)
		}
	}
	return z
}
