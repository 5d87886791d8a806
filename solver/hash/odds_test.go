package hash

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	rules "quintet/rules/hash"
)

func TestDigitSums(t *testing.T) {
	d := DigitSums()
	if len(d.Weight) != MaxV+1 {
		t.Fatalf("%d weights", len(d.Weight))
	}
	total := new(big.Int)
	for v, w := range d.Weight {
		total.Add(total, w)
		if w.Cmp(d.Weight[MaxV-v]) != 0 {
			t.Fatalf("not symmetric at %d", v)
		}
	}
	if want := new(big.Int).Lsh(big.NewInt(1), 128); total.Cmp(want) != 0 {
		t.Fatalf("total %v, want 16^32", total)
	}
	// A few by hand: one way to make 0 (all zeros), 32 ways to make 1, C(33,2) = 528 to make 2.
	for v, want := range map[int]int64{0: 1, 1: 32, 2: 528, MaxV: 1} {
		if d.Weight[v].Cmp(big.NewInt(want)) != 0 {
			t.Errorf("weight of %d: %v, want %d", v, d.Weight[v], want)
		}
	}
}

// sparse is a distribution with the given weights on a few values.
func sparse(vals []int, wts []int64) Distribution {
	w := make([]*big.Int, MaxV+1)
	for i := range w {
		w[i] = new(big.Int)
	}
	for i, v := range vals {
		w[v].Add(w[v], big.NewInt(wts[i]))
	}
	return Distribution{Weight: w}
}

// ruleAnswer is the machine's answer to the move that made q when it draws v, from the rules' own m.
func ruleAnswer(q *board, v int) (r board, lost bool) {
	s := q.state()
	r = *q
	r.blacken(rules.Tile(v * s.SpiralRun() % rules.Tiles))
	rs := r.state()
	return r, rs.Outcome() == rules.Lost
}

// bruteOdds is the reference: it lists every string the machine could hash within k turns, then
// tries every joint draw of values for them, playing the game out under the rules for each.
func bruteOdds(t *testing.T, b board, k int, vals []int, wts []int64) (p *big.Rat, strings int, shared bool) {
	t.Helper()
	return bruteOddsDepths(t, b, func(rules.Tile) int { return k }, vals, wts)
}

// bruteOddsDepths is bruteOdds with a number of turns for each first move: every line starting
// with c must be lost within depth(c) turns (depth 0: that move is not asked about).
func bruteOddsDepths(t *testing.T, b0 board, depth func(rules.Tile) int, vals []int, wts []int64) (p *big.Rat, strings int, shared bool) {
	t.Helper()
	ids := map[uint32]int{}
	parents := map[uint32]rules.Key{}
	// k < 0: the first move, each with its own depth.
	var collect func(b board, k int)
	collect = func(b board, k int) {
		for _, c := range b.legal().Tiles() {
			k := k
			if k < 0 {
				k = depth(c)
			}
			if c == rules.Star || k == 0 {
				continue
			}
			q := b
			q.whiten(c)
			u := stringID(c, q.whites)
			if _, ok := ids[u]; !ok {
				ids[u] = len(ids)
				parents[u] = b.key()
			} else if parents[u] != b.key() {
				shared = true
			}
			for _, v := range vals {
				if r, lost := ruleAnswer(&q, v); !lost && k > 1 {
					collect(r, k-1)
				}
			}
		}
	}
	collect(b0, -1)
	n := len(ids)
	if n > 12 {
		return nil, n, shared
	}
	draw := make([]int, n) // index into vals, by string
	var lostWithin func(b board, k int) bool
	lostWithin = func(b board, k int) bool {
		for _, c := range b.legal().Tiles() {
			k := k
			if k < 0 {
				if k = depth(c); k == 0 {
					continue
				}
			}
			if c == rules.Star {
				return false
			}
			q := b
			q.whiten(c)
			r, lost := ruleAnswer(&q, vals[draw[ids[stringID(c, q.whites)]]])
			if !lost && (k == 1 || !lostWithin(r, k-1)) {
				return false
			}
		}
		return true
	}
	sum, total := new(big.Int), int64(0)
	for _, w := range wts {
		total += w
	}
	for {
		if lostWithin(b0, -1) {
			w := big.NewInt(1)
			for _, i := range draw {
				w.Mul(w, big.NewInt(wts[i]))
			}
			sum.Add(sum, w)
		}
		i := 0
		for i < n && draw[i] == len(vals)-1 {
			draw[i] = 0
			i++
		}
		if i == n {
			break
		}
		draw[i]++
	}
	den := new(big.Int).Exp(big.NewInt(total), big.NewInt(int64(n)), nil)
	return new(big.Rat).SetFrac(sum, den), n, shared
}

// On small boards with a shrunken v (a few values, random weights), the odds equal a brute-force
// sum over every joint draw, including boards where two lines hash the same string.
func TestOddsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	var compared, between, withShared int
	for i := 0; i < 3000 && compared < scaled(150); i++ {
		s := pocket(r, 4+r.IntN(6), i%2 == 0)
		b := boardOf(s)
		if b.lost() || b.white.Has(rules.Star) {
			continue
		}
		// 119 hits the star whenever m ≡ 1 (mod 256); the others are random.
		vals := []int{119 + 256*r.IntN(2), r.IntN(MaxV + 1), r.IntN(MaxV + 1)}
		wts := []int64{1 + r.Int64N(5), 1 + r.Int64N(5), 1 + r.Int64N(5)}
		k := 1 + r.IntN(3)
		want, n, shared := bruteOdds(t, b, k, vals, wts)
		if want == nil {
			continue // too many strings to try every draw
		}
		got, err := loseOdds(context.Background(), b, k, sparse(vals, wts), OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if got.P.Cmp(want) != 0 {
			t.Fatalf("pocket %d, k %d, v %v weights %v (%d strings): odds %v, brute force %v", i, k, vals, wts, n, got.P, want)
		}
		compared++
		if want.Sign() > 0 && want.Cmp(big.NewRat(1, 1)) < 0 {
			between++
			if shared {
				withShared++
			}
		}
	}
	t.Logf("%d boards compared, %d with odds strictly between 0 and 1, %d of them with a shared string", compared, between, withShared)
	if compared < scaled(100) || between < scaled(20) || withShared < scaled(5) {
		t.Fatal("the boards did not exercise the odds enough")
	}
}

// K = 1 in closed form: the first-turn strings differ (one per first move), so the odds are the
// product, over the first moves, of the chance that the answer ends the game.
func TestOddsOneTurnClosedForm(t *testing.T) {
	d := DigitSums()
	total := new(big.Int).Lsh(big.NewInt(1), 128)
	closed := func(b board) *big.Rat {
		p := big.NewRat(1, 1)
		for _, c := range b.legal().Tiles() {
			if c == rules.Star {
				return new(big.Rat)
			}
			q := b
			q.whiten(c)
			lose := new(big.Int)
			for v, w := range d.Weight {
				if _, lost := ruleAnswer(&q, v); lost {
					lose.Add(lose, w)
				}
			}
			p.Mul(p, new(big.Rat).SetFrac(lose, total))
		}
		return p
	}
	// From the start: (7,16) leaves m = 248, even, so the star is out of reach and K = 1 is 0.
	got, err := LoseOdds(context.Background(), 1, d, OddsLimits{})
	if err != nil {
		t.Fatal(err)
	}
	if want := closed(startBoard()); got.P.Cmp(want) != 0 || want.Sign() != 0 {
		t.Fatalf("start: %v, closed form %v", got.P, want)
	}
	// Elsewhere the closed form is often positive.
	r := rand.New(rand.NewPCG(51, 52))
	positive := 0
	for i := 0; i < 200; i++ {
		b := boardOf(pocket(r, 4+r.IntN(8), true))
		if b.lost() || b.white.Has(rules.Star) {
			continue
		}
		got, err := loseOdds(context.Background(), b, 1, d, OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if want := closed(b); got.P.Cmp(want) != 0 {
			t.Fatalf("pocket %d: %v, closed form %v", i, got.P, want)
		}
		if got.P.Sign() > 0 {
			positive++
		}
	}
	if positive < 10 {
		t.Fatalf("only %d pockets with positive odds", positive)
	}
}

func TestOddsBadInput(t *testing.T) {
	for _, k := range []int{0, MaxOddsTurns + 1} {
		if _, err := LoseOdds(context.Background(), k, DigitSums(), OddsLimits{}); err == nil {
			t.Errorf("turns %d accepted", k)
		}
	}
	if _, err := LoseOdds(context.Background(), 1, Distribution{}, OddsLimits{}); err == nil {
		t.Error("an empty distribution was accepted")
	}
	if _, err := LoseOdds(context.Background(), 2, DigitSums(), OddsLimits{MaxSteps: 10}); err != ErrOddsLimit {
		t.Errorf("step limit: %v", err)
	}
}
