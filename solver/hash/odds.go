package hash

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	rules "quintet/rules/hash"
	"quintet/solver/pace"
)

// The odds of a quick loss (issue 13). Model MD5 as a random function: every distinct string u the
// machine hashes gets its own v, independent of every other, distributed as the sum of 32 uniform
// hexadecimal digits. The salt then drops out: for one salt, distinct (move, white count) pairs give
// distinct strings u = S + "(x,y)" + t (the suffix after the salt reads back uniquely), so the
// values along every line of play are independent draws whatever S is, and two lines that hash the
// same (move, count) share one draw — the same sharing for every salt. The question "how likely is
// a salt lost within the machine's first K turns whatever the player does" therefore has one answer,
// which is also the expected share of such salts among many.
//
// Only v mod 256 matters (d = v·m mod 256), so each string's value is a residue r in 0..255 with
// weight w(r) + w(r+256). The computation walks the game tree, drawing each string's residue lazily
// as a set of still-possible residues: a string met again (from another line, with another m) has
// its set split further, never redrawn. The result is a sum, over consistent joint draws, of
// products of set weights: exact rational arithmetic throughout.

// Distribution is a distribution of v over 0..MaxV by integer weights.
type Distribution struct {
	Weight []*big.Int // Weight[v] for v = 0..len−1 (len ≤ MaxV+1)
}

// DigitSums is v's distribution when MD5 is modelled as random: the sum of 32 independent uniform
// hexadecimal digits. Weight[v] counts the digit strings with sum v; they total 16^32.
func DigitSums() Distribution {
	w := []*big.Int{big.NewInt(1)}
	for range 32 {
		next := make([]*big.Int, len(w)+15)
		for i := range next {
			next[i] = new(big.Int)
		}
		for i, x := range w {
			for d := 0; d < 16; d++ {
				next[i+d].Add(next[i+d], x)
			}
		}
		w = next
	}
	return Distribution{Weight: w}
}

// residues is a set of residues mod 256, bit r for r.
type residues [4]uint64

func (s residues) and(o residues) residues {
	return residues{s[0] & o[0], s[1] & o[1], s[2] & o[2], s[3] & o[3]}
}

func (s residues) or(o residues) residues {
	return residues{s[0] | o[0], s[1] | o[1], s[2] | o[2], s[3] | o[3]}
}

func (s residues) empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

func (s *residues) add(r int) { s[r>>6] |= 1 << (r & 63) }

func (s residues) has(r int) bool { return s[r>>6]>>(r&63)&1 != 0 }

var allResidues = residues{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}

// OddsLimits bound one odds computation. Zero values take the defaults.
type OddsLimits struct {
	MaxSteps uint64 // obligations to process before giving up (default DefaultOddsSteps)
}

// DefaultOddsSteps is enough for K = 2 many times over.
const DefaultOddsSteps = 50_000_000

// OddsResult is the probability of a quick loss.
type OddsResult struct {
	Turns int
	P     *big.Rat // exact
	Steps uint64   // obligations processed
}

// MaxOddsTurns is the largest K LoseOdds accepts. For K = 3 the joint value is beyond both methods
// here; ThreeTurnBounds brackets it and OddsByFirstMove gives each first move's own odds
// (docs/hash-question.md).
const MaxOddsTurns = 2

var errSteps = errors.New("step limit")

// ErrOddsLimit reports that an odds computation reached its step limit.
var ErrOddsLimit = errors.New("the computation reached its step limit before finishing")

// LoseOdds is the probability, under the random-function model with v distributed as dist, that the
// game from the start is lost within the machine's first k turns whatever the player does.
func LoseOdds(ctx context.Context, k int, dist Distribution, lim OddsLimits) (OddsResult, error) {
	if k < 1 || k > MaxOddsTurns {
		return OddsResult{}, fmt.Errorf("turns %d: want 1 to %d", k, MaxOddsTurns)
	}
	return loseOdds(ctx, startBoard(), k, dist, lim)
}

// loseOdds is LoseOdds from any position; small boards allow more turns.
func loseOdds(ctx context.Context, start board, k int, dist Distribution, lim OddsLimits) (OddsResult, error) {
	if k < 1 {
		return OddsResult{}, fmt.Errorf("turns %d: want at least 1", k)
	}
	if lim.MaxSteps == 0 {
		lim.MaxSteps = DefaultOddsSteps
	}
	o, err := newOdds(dist)
	if err != nil {
		return OddsResult{}, err
	}
	o.pace, o.maxSteps = pace.New(ctx), lim.MaxSteps
	o.assigned = map[uint32]residues{}
	o.adv = &adversary{mc: newMachine(FullRange()), pace: pace.New(ctx), maxNodes: ^uint64(0), tt: newTable(16)}
	o.sum = new(big.Int)
	if start.lost() {
		return OddsResult{Turns: k, P: big.NewRat(1, 1)}, nil
	}
	err = o.eval([]obligation{{b: start, k: k}})
	switch {
	case errors.Is(err, errSteps):
		return OddsResult{}, ErrOddsLimit
	case err != nil:
		return OddsResult{}, err
	}
	p := new(big.Rat).SetFrac(o.sum, new(big.Int).Exp(o.total, big.NewInt(int64(o.sumN)), nil))
	return OddsResult{Turns: k, P: p, Steps: o.steps}, nil
}

// newOdds checks dist and sums its weights by residue.
func newOdds(dist Distribution) (*odds, error) {
	if len(dist.Weight) == 0 || len(dist.Weight) > MaxV+1 {
		return nil, fmt.Errorf("a distribution of v needs 1 to %d weights, not %d", MaxV+1, len(dist.Weight))
	}
	o := &odds{total: new(big.Int), setW: map[residues]*big.Int{}}
	for v, w := range dist.Weight {
		if w.Sign() < 0 {
			return nil, fmt.Errorf("the weight of v = %d is negative", v)
		}
		o.resW[v%rules.Tiles].Add(&o.resW[v%rules.Tiles], w)
		o.total.Add(o.total, w)
	}
	if o.total.Sign() == 0 {
		return nil, errors.New("a distribution of v needs a positive total weight")
	}
	for r := range o.resW {
		if o.resW[r].Sign() > 0 {
			o.support.add(r)
		}
	}
	o.one = allResidues.and(o.support)
	return o, nil
}

// obligation is one thing the machine must still bring about for the game to count as lost: with
// answer false, from b (the player to move) the player loses within k machine turns whatever the
// moves; with answer true, the player has just played c (b includes it) and the machine's answer
// ends the game or leaves a position lost within k−1 more turns.
type obligation struct {
	b      board
	c      rules.Tile
	answer bool
	k      int
}

type odds struct {
	pace            *pace.Pacer
	steps, maxSteps uint64
	resW            [rules.Tiles]big.Int // weight of each residue
	total           *big.Int
	support, one    residues // residues of positive weight
	setW            map[residues]*big.Int
	assigned        map[uint32]residues // each drawn string's still-possible residues
	order           []uint32            // drawn strings, in drawing order
	adv             *adversary          // the adversary relaxation, as a necessary condition
	pre             map[int]*[rules.Tiles]residues
	// The running sum: sum / total^sumN.
	sum  *big.Int
	sumN int
}

func stringID(c rules.Tile, whites int) uint32 { return uint32(c)<<16 | uint32(whites) }

// preimages is, for each d, the residues r with r·m ≡ d (mod 256).
func (o *odds) preimages(m int) *[rules.Tiles]residues {
	if o.pre == nil {
		o.pre = map[int]*[rules.Tiles]residues{}
	}
	if p, ok := o.pre[m]; ok {
		return p
	}
	p := new([rules.Tiles]residues)
	for r := 0; r < rules.Tiles; r++ {
		p[r*m%rules.Tiles].add(r)
	}
	o.pre[m] = p
	return p
}

func (o *odds) weight(s residues) *big.Int {
	if w, ok := o.setW[s]; ok {
		return w
	}
	w := new(big.Int)
	for r := 0; r < rules.Tiles; r++ {
		if s.has(r) {
			w.Add(w, &o.resW[r])
		}
	}
	o.setW[s] = w
	return w
}

// leaf adds the probability of the current joint draw: the product of its sets' weights over
// total^(strings drawn).
func (o *odds) leaf() {
	prod := big.NewInt(1)
	for _, u := range o.order {
		prod.Mul(prod, o.weight(o.assigned[u]))
	}
	n := len(o.order)
	switch {
	case n > o.sumN:
		o.sum.Mul(o.sum, new(big.Int).Exp(o.total, big.NewInt(int64(n-o.sumN)), nil))
		o.sumN = n
	case n < o.sumN:
		prod.Mul(prod, new(big.Int).Exp(o.total, big.NewInt(int64(o.sumN-n)), nil))
	}
	o.sum.Add(o.sum, prod)
}

// eval adds to the running sum the probability of every joint draw, consistent with the sets drawn
// so far, under which every obligation in work holds. work is a stack: the last is done first.
func (o *odds) eval(work []obligation) error {
	o.steps++
	if o.steps > o.maxSteps {
		return errSteps
	}
	if err := o.pace.Step(); err != nil {
		return err
	}
	if len(work) == 0 {
		o.leaf()
		return nil
	}
	// The obligations are a conjunction, so any order gives the same sum; the cheapest and most
	// constrained go first, so that a draw that cannot work is dropped before anything branches
	// on it: positions to expand, then answers that must end the game (no branching), then
	// answers whose string is drawn already, then the latest pushed.
	pick, best := len(work)-1, 4
	for i := len(work) - 1; i >= 0 && best > 0; i-- {
		ob := &work[i]
		rank := 3
		switch {
		case !ob.answer:
			rank = 0
		case ob.k == 1:
			rank = 1
		default:
			if _, ok := o.assigned[stringID(ob.c, ob.b.whites)]; ok {
				rank = 2
			}
		}
		if rank < best {
			pick, best = i, rank
		}
	}
	top := work[pick]
	// rest is a fresh slice: siblings keep their own lists.
	rest := make([]obligation, 0, len(work)+8)
	rest = append(append(rest, work[:pick]...), work[pick+1:]...)
	if !top.answer {
		moves := top.b.legal()
		if moves.Has(rules.Star) {
			return nil // the player wins at once
		}
		tiles := moves.Tiles()
		next := slices.Grow(rest, len(tiles))
		for i := len(tiles) - 1; i >= 0; i-- {
			q := top.b
			q.whiten(tiles[i])
			next = append(next, obligation{b: q, c: tiles[i], answer: true, k: top.k})
		}
		return o.eval(next)
	}
	q := top.b
	u := stringID(top.c, q.whites)
	was, drawn := o.assigned[u]
	if !drawn {
		was = o.one
		o.order = append(o.order, u)
	}
	defer func() {
		if drawn {
			o.assigned[u] = was
		} else {
			delete(o.assigned, u)
			o.order = o.order[:len(o.order)-1]
		}
	}()
	m := q.spiralRun()
	pre := o.preimages(m)
	var lose, same residues
	type branch struct {
		set residues
		b   board
	}
	var branches []branch
	for d := 0; d < rules.Tiles; d++ {
		set := was.and(pre[d])
		if set.empty() {
			continue
		}
		t := rules.Tile(d)
		r := q
		r.blacken(t)
		switch {
		case r.lost():
			lose = lose.or(set)
		case top.k < 2:
		case o.unchanged(&q, t, m, top.k-1):
			same = same.or(set)
		default:
			ok, err := o.adv.machineWins(&r, top.k-1)
			if err != nil {
				return err
			}
			if ok {
				branches = append(branches, branch{set, r})
			}
		}
	}
	if !lose.empty() {
		o.assigned[u] = lose
		if err := o.eval(rest); err != nil {
			return err
		}
	}
	if !same.empty() {
		if ok, err := o.adv.machineWins(&q, top.k-1); err != nil {
			return err
		} else if ok {
			branches = append(branches, branch{same, q})
		}
	}
	for _, br := range branches {
		o.assigned[u] = br.set
		if err := o.eval(append(rest, obligation{b: br.b, k: top.k - 1})); err != nil {
			return err
		}
	}
	return nil
}

// unchanged reports whether blackening t, in answer to the move that made q, leaves everything the
// next k turns depend on as it is in q: t is black already, or it is red, not the star, read by the
// spiral after q's count m (so the count, which only falls, never sees it), and more than k+1
// steps from every white tile (so no move within k turns touches it, and no string changes: the
// white count is the same).
func (o *odds) unchanged(q *board, t rules.Tile, m, k int) bool { return unchangedAnswer(q, t, m, k) }

func unchangedAnswer(q *board, t rules.Tile, m, k int) bool {
	if q.black.Has(t) {
		return true
	}
	if t == rules.Star || q.white.Has(t) || rules.FirstVisit(t) <= m {
		return false
	}
	reach := q.white
	for range k + 1 {
		reach = reach.Or(reach.Neighbours())
	}
	return !reach.Has(t)
}
