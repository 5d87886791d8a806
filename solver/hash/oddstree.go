package hash

import (
	"context"
	"slices"

	rules "quintet/rules/hash"
	"quintet/solver/pace"
)

// The odds tree: the game tree the odds sum runs over, built once. A P-node is a position with the
// player to move and the machine still to win within k turns: an AND over the player's moves. An
// A-node is the machine's answer to one move: the residue of the hashed string's v (mod 256) picks
// the tile, and the residues fall into groups by what follows (the game ends; a position the
// machine may still win; anything else, which fails). Branches the free machine of the adversary
// relaxation cannot win are cut: a random machine cannot win them either.

type pnode struct {
	moves []*anode // one per legal move, in reading order
	fp    strset   // every string the node's subtree may hash
	// atoms, at the machine's last turn (no answer leads on), is each move's string with the
	// residues that end the game, by string index (a string met twice is listed twice).
	atoms []drawn
}

type anode struct {
	u      int32    // the string's index
	lose   residues // residues that end the game at once
	groups []agroup // residues that leave a position to play on from (k > 1)
	fp     strset
}

type agroup struct {
	set  residues
	next *pnode
}

// strset is a set of string indices.
type strset []uint64

func (s strset) has(i int32) bool {
	w := int(i >> 6)
	return w < len(s) && s[w]>>(i&63)&1 != 0
}

func (s *strset) add(i int32) {
	w := int(i >> 6)
	for len(*s) <= w {
		*s = append(*s, 0)
	}
	(*s)[w] |= 1 << (i & 63)
}

func (s strset) or(o strset) strset {
	if len(s) < len(o) {
		s, o = o, s
	}
	out := slices.Clone(s)
	for i, w := range o {
		out[i] |= w
	}
	return out
}

type treeKey struct {
	key rules.Key
	k   int
}

// oddsTree builds the tree. Positions reached along several lines are built once (the tree is a
// DAG); strings get small indices in the order they are met.
type oddsTree struct {
	adv     *adversary // the relaxation that cuts branches
	support residues   // residues of positive weight
	pre     map[int]*[rules.Tiles]residues
	ids     map[uint32]int32 // string → index
	strs    []uint32
	pmemo   map[treeKey]*pnode
}

func newOddsTree(ctx context.Context, support residues) *oddsTree {
	return &oddsTree{
		adv:     &adversary{mc: newMachine(FullRange()), pace: pace.New(ctx), maxNodes: ^uint64(0), tt: newTable(20)},
		support: support,
		pre:     map[int]*[rules.Tiles]residues{},
		ids:     map[uint32]int32{},
		pmemo:   map[treeKey]*pnode{},
	}
}

func (t *oddsTree) preimages(m int) *[rules.Tiles]residues {
	if p, ok := t.pre[m]; ok {
		return p
	}
	p := new([rules.Tiles]residues)
	for r := 0; r < rules.Tiles; r++ {
		p[r*m%rules.Tiles].add(r)
	}
	t.pre[m] = p
	return p
}

func (t *oddsTree) intern(c rules.Tile, whites int) int32 {
	s := stringID(c, whites)
	if i, ok := t.ids[s]; ok {
		return i
	}
	i := int32(len(t.strs))
	t.ids[s] = i
	t.strs = append(t.strs, s)
	return i
}

// position builds the P-node of b (player to move, not lost) with k turns left, which the free
// machine wins within k; nil when b cannot be lost within k turns (the player reaches the star, or
// the free machine cannot win).
func (t *oddsTree) position(b *board, k int) (*pnode, error) {
	tk := treeKey{b.key(), k}
	if p, ok := t.pmemo[tk]; ok {
		return p, nil
	}
	ok, err := t.adv.machineWins(b, k)
	if err != nil || !ok {
		t.pmemo[tk] = nil
		return nil, err
	}
	moves := b.legal()
	if moves.Has(rules.Star) {
		t.pmemo[tk] = nil
		return nil, nil
	}
	p := &pnode{}
	for _, c := range moves.Tiles() {
		q := *b
		q.whiten(c)
		a, err := t.answer(&q, c, k)
		if err != nil {
			return nil, err
		}
		if a == nil {
			t.pmemo[tk] = nil
			return nil, nil
		}
		p.moves = append(p.moves, a)
		p.fp = p.fp.or(a.fp)
	}
	if k == 1 {
		for _, a := range p.moves {
			p.atoms = append(p.atoms, drawn{a.u, a.lose})
		}
		slices.SortStableFunc(p.atoms, func(x, y drawn) int { return int(x.u - y.u) })
	}
	t.pmemo[tk] = p
	return p, nil
}

// answer builds the A-node of the machine's answer to c (q includes it); nil when no answer keeps
// the game lost within k turns.
func (t *oddsTree) answer(q *board, c rules.Tile, k int) (*anode, error) {
	u := t.intern(c, q.whites)
	a := &anode{u: u}
	a.fp.add(u)
	m := q.spiralRun()
	pre := t.preimages(m)
	var same residues
	byBoard := map[rules.Key]int{}
	moves := q.legal()
	for d := 0; d < rules.Tiles; d++ {
		set := pre[d].and(t.support)
		if set.empty() {
			continue
		}
		tile := rules.Tile(d)
		r := *q
		r.blacken(tile)
		// Blackening a red tile leaves the other moves; a white one may cut some off.
		var lost bool
		switch {
		case tile == rules.Star:
			lost = true
		case q.white.Has(tile):
			lost = r.lost()
		default:
			one := rules.Set{}
			one.Add(tile)
			lost = moves.AndNot(one).Empty()
		}
		switch {
		case lost:
			a.lose = a.lose.or(set)
		case k < 2:
		case t.unchangedBy(q, tile, m, k-1):
			same = same.or(set)
		default:
			if i, ok := byBoard[r.key()]; ok {
				a.groups[i].set = a.groups[i].set.or(set)
				continue
			}
			next, err := t.position(&r, k-1)
			if err != nil {
				return nil, err
			}
			if next != nil {
				byBoard[r.key()] = len(a.groups)
				a.groups = append(a.groups, agroup{set, next})
				a.fp = a.fp.or(next.fp)
			}
		}
	}
	if !same.empty() {
		next, err := t.position(q, k-1)
		if err != nil {
			return nil, err
		}
		if next != nil {
			a.groups = append(a.groups, agroup{same, next})
			a.fp = a.fp.or(next.fp)
		}
	}
	if a.lose.empty() && len(a.groups) == 0 {
		return nil, nil
	}
	return a, nil
}

func (t *oddsTree) unchangedBy(q *board, d rules.Tile, m, k int) bool {
	return unchangedAnswer(q, d, m, k)
}
