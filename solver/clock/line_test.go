package clock

import (
	"context"
	"errors"
	"os"
	"sort"
	"testing"

	rules "quintet/rules/clock"
	"quintet/solver/pace"
)

// allSizes is every size the rules accept with at most maxViews views.
func allSizes(maxViews int) []rules.Size {
	var zs []rules.Size
	for n := rules.MinN; n <= rules.MaxN; n++ {
		for k := rules.MinK; k <= rules.MaxK; k++ {
			if z, err := rules.NewSize(n, k); err == nil && z.Views() <= maxViews {
				zs = append(zs, z)
			}
		}
	}
	return zs
}

// wordFromView is the word of any view, the machine's turn included (rules.New refuses a 0 under the
// hand as a position).
func wordFromView(z rules.Size, v []int) word {
	w := word{n: z.N, k: z.K}
	for i := 0; i < z.N; i++ {
		w.d[i] = int8(v[z.N-1-i])
	}
	return w
}

// reachable is every view the player can reach from the size's start, found by playing both moves
// from every view reached (through the rules alone); the cleared clock is view 0.
func reachable(z rules.Size) map[int]bool {
	c, _ := rules.Begin(z)
	seen := map[int]bool{c.ViewIndex(): true}
	stack := []rules.Clock{c}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, m := range []rules.Move{rules.Zero, rules.Pass} {
			d, _, err := c.Play(m)
			if err != nil || seen[d.ViewIndex()] {
				continue
			}
			seen[d.ViewIndex()] = true
			if !d.Won() {
				stack = append(stack, d)
			}
		}
	}
	return seen
}

// The positions reached by play from the start are exactly the ones OnLine accepts, and there is one
// more of them than the start's optimal number of moves: the optimal line passes through all of them.
func TestEveryPlayerViewIsOnTheLine(t *testing.T) {
	for _, z := range allSizes(20000) {
		seen := reachable(z)
		on := 0
		for _, c := range playerClocks(t, z) {
			x := c.ViewIndex()
			if OnLine(c) != seen[x] {
				t.Fatalf("%v: view %v: OnLine %v, reached %v", z, c.View(), OnLine(c), seen[x])
			}
			if seen[x] {
				on++
			}
		}
		for x := range seen {
			if v := rules.ViewOf(z, x); v[0] == 0 && x != 0 {
				t.Fatalf("%v: view %v reached on the machine's turn", z, v)
			}
		}
		start, _ := rules.Begin(z)
		left, ok, err := table(t, z).Remaining(start)
		if err != nil || !ok || left != on {
			t.Fatalf("%v: %d player views on the line, the start needs %d moves (%v %v)", z, on, left, ok, err)
		}
		if won, _ := rules.New(z, make([]int, z.N), 0); !OnLine(won) || !seen[0] {
			t.Fatalf("%v: the cleared clock is not at the end of the line", z)
		}
	}
}

// The machine's rule on a word is the spec's, written literally in the rules package.
func TestRaisesIsTheMachinesRule(t *testing.T) {
	for _, z := range allSizes(20000) {
		for x := 1; x < z.Views(); x++ {
			v := rules.ViewOf(z, x)
			if v[0] == z.K {
				continue // never the machine's question
			}
			w := wordFromView(z, v)
			if got, want := w.raises(), rules.Last(v, z.K); got != want {
				t.Fatalf("%v view %v: raises %v, rules.Last %v", z, v, got, want)
			}
		}
	}
}

// Over every u, the machine raises u·y exactly for y below some m(u): the fact that lets the hint read
// the forward move off the view.
func TestRaisesArePrefix(t *testing.T) {
	for _, z := range allSizes(20000) {
		for x := 0; x < z.Views(); x += z.K + 1 { // x is u·0
			w := wordFromView(z, rules.ViewOf(z, x))
			stopped := false
			for y := 0; y < z.K; y++ {
				w.d[z.N-1] = int8(y)
				r := w.raises()
				if r && stopped {
					t.Fatalf("%v: the machine raises %v after refusing a lower number", z, w.d[:z.N])
				}
				stopped = stopped || !r
			}
		}
	}
}

// checkOnTable compares the line's answers with the table's on every view where the player moves:
// OnLine, the forward move and the moves left (counted by remaining), and that views off the line
// answer nothing.
func checkOnTable(t *testing.T, z rules.Size, remaining func(c rules.Clock) (int, error)) {
	t.Helper()
	tb := table(t, z)
	for x := 1; x < z.Views(); x++ {
		if x%(z.K+1) == 0 {
			continue // a 0 under the hand: the machine's turn
		}
		c, err := rules.New(z, rules.ViewOf(z, x), 0)
		if err != nil {
			t.Fatal(err)
		}
		m, on := Forward(c)
		if on != OnLine(c) {
			t.Fatalf("%v %v: Forward says on=%v, OnLine %v", z, c.View(), on, OnLine(c))
		}
		if !on {
			if _, err := Remaining(context.Background(), c); !errors.Is(err, errOffLine) {
				t.Fatalf("%v %v: off the line, Remaining said %v", z, c.View(), err)
			}
			continue
		}
		best, left, ok, err := tb.Best(c)
		if err != nil || !ok {
			t.Fatalf("%v %v: table %v %v", z, c.View(), ok, err)
		}
		got, err := remaining(c)
		if err != nil || m != best || got != left {
			t.Fatalf("%v %v: line says %v with %d left (%v), table %v with %d", z, c.View(), m, got, err, best, left)
		}
	}
}

// The hint without the table is the table's on every view of every size up to 20,000 views.
func TestLineMatchesTable(t *testing.T) {
	for _, z := range allSizes(20000) {
		checkOnTable(t, z, func(c rules.Clock) (int, error) { return Remaining(context.Background(), c) })
	}
}

// reference is the block sequence listed outright: every necklace (a word at least all its
// rotations), largest first, with the running sums of its blocks. It is built from the definitions
// alone, by trying every word, to check countAbove and to count every view of the larger sizes fast.
type reference struct {
	n, k   int
	necks  []uint64     // the necklaces as numbers, 4 bits a letter, first letter highest
	before []blockCount // before[i]: the blocks of necks[:i]
}

func code(n int, d *[rules.MaxN]int8) uint64 {
	var x uint64
	for i := 0; i < n; i++ {
		x = x<<4 | uint64(d[i])
	}
	return x
}

func newReference(z rules.Size) *reference {
	n, k := z.N, z.K
	r := &reference{n: n, k: k}
	var d [rules.MaxN]int8
	var blocks []blockCount
	for {
		neck := true
		for q := 1; q < n && neck; q++ {
			for i := 0; i < n; i++ {
				a, b := d[(q+i)%n], d[i]
				if a != b {
					neck = a < b
					break
				}
			}
		}
		if neck {
			per := n
			for p := 1; p < n; p++ {
				if n%p == 0 && func() bool {
					for i := p; i < n; i++ {
						if d[i] != d[i-p] {
							return false
						}
					}
					return true
				}() {
					per = p
					break
				}
			}
			b := blockCount{letters: per}
			last := int8(0)
			for i := 0; i < per; i++ {
				if d[i] != 0 {
					b.nonzero++
					last = d[i]
				}
			}
			if last >= 2 {
				b.raised = 1
			}
			r.necks = append(r.necks, code(n, &d))
			blocks = append(blocks, b)
		}
		i := n - 1
		for i >= 0 && int(d[i]) == k {
			d[i] = 0
			i--
		}
		if i < 0 {
			break
		}
		d[i]++
	}
	// Largest first.
	for i, j := 0, len(r.necks)-1; i < j; i, j = i+1, j-1 {
		r.necks[i], r.necks[j] = r.necks[j], r.necks[i]
		blocks[i], blocks[j] = blocks[j], blocks[i]
	}
	r.before = make([]blockCount, len(blocks)+1)
	for i, b := range blocks {
		s := r.before[i]
		r.before[i+1] = blockCount{s.letters + b.letters, s.nonzero + b.nonzero, s.raised + b.raised}
	}
	return r
}

func (r *reference) above(x *[rules.MaxN]int8) (blockCount, error) {
	cx := code(r.n, x)
	i := sort.Search(len(r.necks), func(i int) bool { return r.necks[i] <= cx })
	return r.before[i], nil
}

// sweepLimit is the largest size the sweeps below cover: 300,000 views, or with CLOCK_LONG=1 every
// size the table serves (minutes; about 350 MB at the largest size).
func sweepLimit() int {
	if os.Getenv("CLOCK_LONG") != "" {
		return rules.MaxViews
	}
	return 300000
}

// The sums over the blocks above a word are the reference's, for a spread of 500 words of every size
// (every word of the sizes up to 500 views).
func TestCountAboveMatchesReference(t *testing.T) {
	for _, z := range allSizes(sweepLimit()) {
		ref := newReference(z)
		if got := ref.before[len(ref.necks)].letters; got != z.Views() {
			t.Fatalf("%v: the blocks hold %d letters, want (k+1)^n = %d", z, got, z.Views())
		}
		step := max(1, z.Views()/500)
		for x := 0; x < z.Views(); x += step {
			w := wordFromView(z, rules.ViewOf(z, x))
			want, _ := ref.above(&w.d)
			got, err := countAbove(z.N, z.K, &w.d, pace.New(context.Background()))
			if err != nil || got != want {
				t.Fatalf("%v above %v: %+v, reference %+v (%v)", z, w.d[:z.N], got, want, err)
			}
		}
	}
}

// The same comparison with the table, every view, with the block sums read from the reference (fast
// enough for every view of the larger sizes).
func TestLineMatchesTableEverySize(t *testing.T) {
	for _, z := range allSizes(sweepLimit()) {
		ref := newReference(z)
		checkOnTable(t, z, func(c rules.Clock) (int, error) {
			w := wordOf(c)
			left, _, err := w.place(ref.above)
			return left, err
		})
		t.Logf("%v: every view agrees with the table", z)
	}
}
