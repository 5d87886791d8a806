package escape

import (
	"context"
	"fmt"
	"math/bits"
)

// The theorem of the Numbers page: prisoner 2 can always be told the key, whatever the board, exactly
// when the number of squares N is a power of two.
//
// If N = 2^p, the XOR strategy wins: every p-bit number is a square, so prisoner 1 can flip square
// (XOR of the heads' numbers) ⊕ key, which moves the XOR to the key.
//
// If a strategy wins on N squares, N is a power of two. A strategy colours each of the 2^N boards with
// the square prisoner 2 names. Prisoner 1 turns one of N coins, so the N boards one flip away from any
// board show all N colours: each board has exactly one neighbour of each colour. Fix a colour and let E
// be the even boards (an even number of heads) of that colour. Each of the 2^(N−1) odd boards has
// exactly one neighbour of that colour, and all its neighbours are even, so that neighbour is in E; each
// board of E has N neighbours, all odd. Counting the edges between the odd boards and E once from each
// side gives 2^(N−1) = N·|E|. So N divides 2^(N−1): N has no odd factor but 1, and is a power of two.

// Theorem is what the argument says about a board of Squares squares.
type Theorem struct {
	Squares    uint64 `json:"squares"`
	Winnable   bool   `json:"winnable"` // a strategy frees the prisoners on every board and key
	PowerOfTwo bool   `json:"power_of_two"`
	// Exponent is p when Squares = 2^p; ClassLog2 is then log2 |E| = N−1−p, the size of each colour's
	// class of even boards under the XOR strategy (2^(N−1)/N boards). Both nil otherwise.
	Exponent  *int    `json:"exponent,omitempty"`
	ClassLog2 *uint64 `json:"class_log2,omitempty"`
	// OddFactor is the largest odd factor of Squares when it is not a power of two: the number that
	// would have to divide 2^(N−1). Nil for a power of two.
	OddFactor *uint64 `json:"odd_factor,omitempty"`
	Reason    string  `json:"reason"`
}

// Decide answers for any number of squares n ≥ 1 from the argument alone (no search).
func Decide(n uint64) (Theorem, error) {
	if n < 1 {
		return Theorem{}, fmt.Errorf("%d squares: want at least 1", n)
	}
	p := bits.TrailingZeros64(n)
	odd := n >> p
	t := Theorem{Squares: n, PowerOfTwo: odd == 1}
	if t.PowerOfTwo {
		class := n - 1 - uint64(p)
		t.Winnable, t.Exponent, t.ClassLog2 = true, &p, &class
		t.Reason = fmt.Sprintf("N = %d = 2^%d: the squares are numbered 0 to N-1, every %d-bit number, so prisoner 1 flips square (XOR of the heads' numbers) XOR key and the XOR becomes the key. Each colour then holds 2^(N-1)/N = 2^%d of the even boards, as the counting requires.", n, p, p, class)
		return t, nil
	}
	t.OddFactor = &odd
	t.Reason = fmt.Sprintf("N = %d has the odd factor %d. A strategy would give each of the 2^(N-1) odd boards exactly one neighbour of each colour, all even; counting the edges between the odd boards and the even boards E of one colour gives 2^(N-1) = N·|E|, so %d would divide a power of two. No strategy exists.", n, odd, odd)
	return t, nil
}

// ColourClasses checks the counting on a strategy found on n squares (colours as SearchStrategy returns
// them): that every odd board has exactly one neighbour of each colour, all even, and returns for each
// colour the number of even boards of that colour (the argument's |E|, which must be 2^(n−1)/n).
func ColourClasses(n int, colours []int) ([]int, error) {
	if len(colours) != 1<<n {
		return nil, fmt.Errorf("%d colours for %d squares", len(colours), n)
	}
	class := make([]int, n)
	for v, c := range colours {
		if c < 0 || c >= n {
			return nil, fmt.Errorf("board %d has colour %d", v, c)
		}
		if bits.OnesCount(uint(v))%2 == 0 {
			class[c]++
			continue
		}
		seen := make([]int, n)
		for i := 0; i < n; i++ {
			w := v ^ 1<<i
			if bits.OnesCount(uint(w))%2 != 0 {
				return nil, fmt.Errorf("odd board %d has an odd neighbour %d", v, w)
			}
			seen[colours[w]]++
		}
		for k, m := range seen {
			if m != 1 {
				return nil, fmt.Errorf("odd board %d has %d neighbours of colour %d", v, m, k)
			}
		}
	}
	return class, nil
}

// Agreement is Decide and the exhaustive search side by side for one small board.
type Agreement struct {
	Theorem Theorem
	Search  bool // the search found a strategy
}

// DecideBySearch answers n (1 to MaxSearch) both ways and fails when they disagree or a strategy found
// fails its check or the counting.
func DecideBySearch(ctx context.Context, n int) (Agreement, error) {
	t, err := Decide(uint64(n))
	if err != nil {
		return Agreement{}, err
	}
	colours, ok, err := SearchStrategy(ctx, n)
	if err != nil {
		return Agreement{}, err
	}
	if ok != t.Winnable {
		return Agreement{}, fmt.Errorf("%d squares: the argument says %v, the search %v", n, t.Winnable, ok)
	}
	if ok {
		if !CheckStrategy(n, colours) {
			return Agreement{}, fmt.Errorf("the strategy found on %d squares fails its check", n)
		}
		class, err := ColourClasses(n, colours)
		if err != nil {
			return Agreement{}, err
		}
		for k, m := range class {
			if n*m != 1<<(n-1) {
				return Agreement{}, fmt.Errorf("%d squares: colour %d holds %d even boards; N·|E| = %d, not 2^(N-1) = %d", n, k, m, n*m, 1<<(n-1))
			}
		}
	}
	return Agreement{Theorem: t, Search: ok}, nil
}
