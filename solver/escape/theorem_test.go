package escape

import (
	"context"
	"math/bits"
	"strings"
	"testing"
)

// The argument answers every N: powers of two 2^0 … 2^20 (and the largest 64-bit one) are winnable, any
// number with an odd factor is not, and the reason names the numbers of the proof.
func TestDecideFromTheArgument(t *testing.T) {
	for k := 0; k <= 20; k++ {
		n := uint64(1) << k
		th, err := Decide(n)
		if err != nil || !th.Winnable || !th.PowerOfTwo || th.Exponent == nil || *th.Exponent != k ||
			th.ClassLog2 == nil || *th.ClassLog2 != n-1-uint64(k) || th.OddFactor != nil {
			t.Fatalf("N = 2^%d: %+v %v", k, th, err)
		}
		if !strings.Contains(th.Reason, "XOR") {
			t.Errorf("N = 2^%d: the reason does not name the XOR strategy: %s", k, th.Reason)
		}
		// Non-powers next to it: 2^k+1 (odd, for k ≥ 1), 3·2^k, 2^k−1 (k ≥ 2).
		for _, m := range []uint64{n + 1, 3 * n, n - 1, 5 * n, 7*n + 7} {
			if m <= 1 || m&(m-1) == 0 {
				continue
			}
			th, err := Decide(m)
			odd := m >> bits.TrailingZeros64(m)
			if err != nil || th.Winnable || th.PowerOfTwo || th.OddFactor == nil || *th.OddFactor != odd || odd == 1 || th.Exponent != nil {
				t.Fatalf("N = %d: %+v %v", m, th, err)
			}
			if !strings.Contains(th.Reason, "2^(N-1) = N·|E|") {
				t.Errorf("N = %d: the reason does not count: %s", m, th.Reason)
			}
		}
	}
	if th, err := Decide(1 << 63); err != nil || !th.Winnable || *th.Exponent != 63 {
		t.Errorf("2^63: %+v %v", th, err)
	}
	if th, err := Decide(^uint64(0)); err != nil || th.Winnable || *th.OddFactor != ^uint64(0) {
		t.Errorf("2^64-1: %+v %v", th, err)
	}
	if _, err := Decide(0); err == nil {
		t.Error("0 squares must be refused")
	}
}

// On small boards the exhaustive search agrees with the argument, and the strategies it finds meet the
// counting: every odd board has one neighbour of each colour, all even, and each colour holds exactly
// 2^(N−1)/N even boards.
func TestSearchAgreesWithTheArgument(t *testing.T) {
	for n := 1; n <= MaxSearch; n++ {
		a, err := DecideBySearch(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		if a.Search != (n&(n-1) == 0) || a.Theorem.Winnable != a.Search {
			t.Errorf("%d squares: search %v, argument %+v", n, a.Search, a.Theorem)
		}
	}
}

// The XOR strategy itself, for N = 1 … 2^4: it frees the prisoners, and its colour classes are the
// argument's 2^(N−1)/N even boards each.
func TestXORStrategyMeetsTheCount(t *testing.T) {
	for p := 0; p <= 4; p++ {
		n := 1 << p
		colours := make([]int, 1<<n)
		for v := range colours {
			x := 0
			for i := 0; i < n; i++ {
				if v>>i&1 == 1 {
					x ^= i
				}
			}
			colours[v] = x
		}
		if !CheckStrategy(n, colours) {
			t.Fatalf("N = %d: the XOR strategy fails", n)
		}
		class, err := ColourClasses(n, colours)
		if err != nil {
			t.Fatal(err)
		}
		for k, m := range class {
			if n*m != 1<<(n-1) {
				t.Errorf("N = %d: colour %d holds %d even boards, want 2^(N-1)/N = %d", n, k, m, (1<<(n-1))/n)
			}
		}
	}
	// A colouring that is not a strategy is caught by the count's premise.
	if _, err := ColourClasses(2, []int{0, 0, 0, 0}); err == nil {
		t.Error("one colour on two squares passed the count")
	}
}
