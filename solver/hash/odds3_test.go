package hash

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	rules "quintet/rules/hash"
)

func uniform(k int) func(rules.Tile) int { return func(rules.Tile) int { return k } }

// The second method (a tree summed by classes of draws) gives the K = 1 and K = 2 odds from the
// start exactly as LoseOdds (the lazy joint sum) does.
func TestJoinedOddsFromStartMatchesLoseOdds(t *testing.T) {
	d := DigitSums()
	for k := 1; k <= 2; k++ {
		want, err := LoseOdds(context.Background(), k, d, OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := joinedOdds(context.Background(), startBoard(), uniform(k), d, OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(want.P) != 0 {
			t.Fatalf("K = %d: %v, LoseOdds %v", k, got, want.P)
		}
		if k == 2 && got.Sign() <= 0 {
			t.Fatal("K = 2 is 0")
		}
	}
}

// On small walled-in boards with v shrunk to three values of random weights, the second method
// equals the brute-force sum over every joint draw, for K = 1, 2, 3 and for mixed depths (each
// first move its own K, 0 leaving it out), including boards where two lines hash one string.
func TestJoinedOddsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(61, 62))
	var compared, between, withShared, three, mixed int
	for i := 0; i < 4000 && compared < scaled(200); i++ {
		b := boardOf(pocket(r, 4+r.IntN(6), i%2 == 0))
		if b.lost() || b.white.Has(rules.Star) {
			continue
		}
		vals := []int{119 + 256*r.IntN(2), r.IntN(MaxV + 1), r.IntN(MaxV + 1)}
		wts := []int64{1 + r.Int64N(5), 1 + r.Int64N(5), 1 + r.Int64N(5)}
		depth := uniform(1 + r.IntN(3))
		isMixed := i%3 == 0
		if isMixed {
			per := map[rules.Tile]int{}
			for _, c := range b.legal().Tiles() {
				per[c] = r.IntN(4)
			}
			depth = func(c rules.Tile) int { return per[c] }
		}
		want, n, shared := bruteOddsDepths(t, b, depth, vals, wts)
		if want == nil {
			continue
		}
		got, err := joinedOdds(context.Background(), b, depth, sparse(vals, wts), OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(want) != 0 {
			t.Fatalf("pocket %d, v %v weights %v (%d strings): odds %v, brute force %v", i, vals, wts, n, got, want)
		}
		compared++
		if want.Sign() > 0 && want.Cmp(big.NewRat(1, 1)) < 0 {
			between++
			if shared {
				withShared++
			}
			if isMixed {
				mixed++
			} else if depth(0) == 3 {
				three++
			}
		}
	}
	t.Logf("%d boards compared, %d strictly between 0 and 1: %d with a shared string, %d with K = 3, %d with mixed depths", compared, between, withShared, three, mixed)
	if compared < scaled(150) || between < scaled(30) || withShared < scaled(5) || three < scaled(5) || mixed < scaled(5) {
		t.Fatal("the boards did not exercise the odds enough")
	}
}

// Property: summing by classes of draws (strings summed out once nothing later hashes them,
// equal states added) equals the naive joint sum of LoseOdds, which keeps every drawn string to
// the end, on random small boards with the real digit-sum distribution and with random sparse
// ones, for K = 1 to 3.
func TestJoinedOddsEqualsNaiveJointSum(t *testing.T) {
	r := rand.New(rand.NewPCG(71, 72))
	var compared, positive int
	for i := 0; i < 600 && compared < scaled(120); i++ {
		b := boardOf(pocket(r, 5+r.IntN(8), i%2 == 1))
		if b.lost() || b.white.Has(rules.Star) {
			continue
		}
		d := DigitSums()
		if i%3 != 0 {
			vals := make([]int, 2+r.IntN(6))
			wts := make([]int64, len(vals))
			for j := range vals {
				vals[j], wts[j] = r.IntN(MaxV+1), 1+r.Int64N(9)
			}
			vals[0] = 119 + 256*r.IntN(2)
			d = sparse(vals, wts)
		}
		k := 1 + r.IntN(3)
		want, err := loseOdds(context.Background(), b, k, d, OddsLimits{MaxSteps: 2_000_000})
		if err != nil {
			continue // too big for the naive sum
		}
		got, err := joinedOdds(context.Background(), b, uniform(k), d, OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(want.P) != 0 {
			t.Fatalf("pocket %d, K %d: %v, naive %v", i, k, got, want.P)
		}
		compared++
		if got.Sign() > 0 {
			positive++
		}
	}
	t.Logf("%d boards compared, %d with positive odds", compared, positive)
	if compared < scaled(80) || positive < scaled(20) {
		t.Fatal("too few boards compared")
	}
}

// At K = 1 the first moves hash different strings, so the joint odds are the product of the
// first moves' odds; at K = 2 and 3 each first move's odds bound the joint odds from above.
func TestOddsByFirstMove(t *testing.T) {
	d := DigitSums()
	for k := 1; k <= 2; k++ {
		joint, err := LoseOdds(context.Background(), k, d, OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		per, err := OddsByFirstMove(context.Background(), k, d, OddsLimits{})
		if err != nil {
			t.Fatal(err)
		}
		if len(per) != 3 {
			t.Fatalf("%d first moves", len(per))
		}
		prod := big.NewRat(1, 1)
		for _, f := range per {
			prod.Mul(prod, f.P)
			if f.P.Cmp(joint.P) < 0 {
				t.Errorf("K = %d: %v alone %v, below the joint %v", k, f.Move, f.P, joint.P)
			}
		}
		if k == 1 && prod.Cmp(joint.P) != 0 {
			t.Errorf("K = 1: product %v, joint %v", prod, joint.P)
		}
	}
	if _, err := OddsByFirstMove(context.Background(), 4, d, OddsLimits{}); err == nil {
		t.Error("K = 4 accepted")
	}
}

// The K = 3 bounds: the lower is at least the K = 2 odds (its event contains that one), the upper
// is (7,16)'s own K = 3 odds, and the lower is below the upper.
func TestThreeTurnBounds(t *testing.T) {
	d := DigitSums()
	if raceDetector {
		// The whole three-turn computation is single-threaded and takes minutes under -race; its
		// values are checked by the normal run. Here only the limit and the cancellation.
		if _, err := ThreeTurnBounds(context.Background(), d, OddsLimits{MaxSteps: 10}); err != ErrOddsLimit {
			t.Errorf("step limit: %v", err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := ThreeTurnBounds(ctx, d, OddsLimits{}); err == nil {
			t.Error("a cancelled context was not noticed")
		}
		return
	}
	b, err := ThreeTurnBounds(context.Background(), d, OddsLimits{})
	if err != nil {
		t.Fatal(err)
	}
	two, err := LoseOdds(context.Background(), 2, d, OddsLimits{})
	if err != nil {
		t.Fatal(err)
	}
	if b.Lower.Cmp(two.P) <= 0 {
		t.Errorf("lower %v not above K = 2's %v", b.Lower, two.P)
	}
	if b.Lower.Cmp(b.Upper) >= 0 {
		t.Errorf("lower %v, upper %v", b.Lower, b.Upper)
	}
	alone, err := joinedOdds(context.Background(), startBoard(), func(c rules.Tile) int { return 3 * b2i(c == narrowMove) }, d, OddsLimits{})
	if err != nil {
		t.Fatal(err)
	}
	if alone.Cmp(b.Upper) != 0 {
		t.Errorf("upper %v, (7,16) alone %v", b.Upper, alone)
	}
	if _, err := ThreeTurnBounds(context.Background(), d, OddsLimits{MaxSteps: 10}); err != ErrOddsLimit {
		t.Errorf("step limit: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ThreeTurnBounds(ctx, d, OddsLimits{}); err == nil {
		t.Error("a cancelled context was not noticed")
	}
}
