package clock

// The optimal line without the table.
//
// Read counter-clockwise from just before the hand, a view is a word w[0..n−1] whose last letter
// w[n−1] is the number under the hand. Every hand move drops that last letter and puts a new one in
// front: the same number (a pass, or the machine passing a 0), one more (the machine's raise) or 0 (the
// player's zero). Played backwards, the optimal game from the start to the cleared clock is the
// "prefer the largest" de Bruijn sequence of order n over 0..k, which begins 0^n and then writes at
// each step the largest letter that makes a word not seen before: the game visits every one of the
// (k+1)^n words once, from the last, 1 0^(n−1) (the start, before the machine's first turn), back to
// the first, 0^n (the cleared clock). The player moves at exactly the words whose last letter is k,
// or is not 0 and the machine would not raise it; so every view where the player can move lies on the
// one optimal line, and a view typed in where the machine would raise is the only kind off it.
//
// That sequence is known in closed form (Fredricksen and Maiorana): it is the concatenation, in
// decreasing order, of the words M with |M| dividing n that are strictly larger than all their
// rotations ("blocks"); a block's n-word M^(n/|M|) is the largest rotation of its class (a
// "necklace"), and the blocks come in decreasing order of their necklaces. Where a word sits in that
// concatenation follows from its necklace: either it starts inside its own block before the block's
// trailing zeros (a rotation of the block), or it is 0^z q and starts in the trailing zeros of the
// block just above the largest necklace that begins with q. The hint counts the player's moves left
// from there: one per letter ahead of the view that is not 0, less one for each block whose last
// non-zero letter is 2 or more (there the machine raises a number the player would otherwise have to
// pass). The count walks the prenecklaces of length n−2 above the view's place (the FKM algorithm),
// summing the two levels of blocks below each in closed form, and keeps only n letters: no table.
// Its cost is one step per prenecklace of length n−2, about (k+1)^(n−2)/(n−2).
//
// Measured first hints, nothing cached (go test -bench FirstHint -benchmem -count=5, medians; 2 cores
// shared with a load average near 15): n = 8, k = 7 from the start 4.0 ms, after its first move (a
// pass, whose hint also counts the zero's way back) 6.7 ms, a random point 3.1 ms, all under 5 KB;
// the presets 0.02–0.6 ms. In a fresh quintet-solve process the n = 8, k = 7 start takes 3.5 ms of
// solver time and 3 MB of memory in all; under GOOS=js (node) 16 ms, and 1.5 ms for n = 8, k = 5.
// The table this replaces took 0.9 s and 61 MB for n = 8, k = 7 (4.2 s in the browser).
//
// Which move keeps to the line is local: over u = w[0..n−2] the machine raises u·y exactly for y
// below some m(u), and the player's view u·y (y ≥ m(u), y ≥ 1) goes forward by zeroing when y =
// m(u) and by passing when y > m(u); the other move goes back to the same or an earlier point.
//
// The facts above are verified, not proved: against the table on every view of every size the game
// offers (line_test.go and walk_test.go with CLOCK_LONG=1: make long, which CI runs after make test);
// the derivation is sketched in the comments of place.

import (
	"context"
	"errors"
	"fmt"
	"sync"

	rules "quintet/rules/clock"
	"quintet/solver/pace"
)

// errOffLine is Remaining's answer for a position off the optimal line (the hint counts from one move on).
var errOffLine = errors.New("clock: the position is off the optimal line (a view where the machine would raise)")

// word is a view read counter-clockwise from just before the hand: d[i] = View()[n−1−i], so d[n−1] is
// the number under the hand.
type word struct {
	n, k int
	d    [rules.MaxN]int8
}

func wordOf(c rules.Clock) word {
	z := c.Size()
	w := word{n: z.N, k: z.K}
	h := c.Hand()
	for i := 0; i < z.N; i++ {
		w.d[i] = int8(c.Digit((h + z.N - 1 - i) % z.N))
	}
	return w
}

// raises is the machine's rule last(s) for this view (the number under the hand is below k): add one
// to the last letter, move the zeros in front to the back, and ask whether that rotation is at least
// every other one.
func (w *word) raises() bool {
	n := w.n
	var s [2 * rules.MaxN]int8
	copy(s[:n], w.d[:n])
	s[n-1]++
	copy(s[n:2*n], s[:n])
	a := 0
	for s[a] == 0 { // stops: s[n−1] ≥ 1
		a++
	}
	for r := 0; r < n; r++ {
		for i := 0; i < n; i++ {
			if s[r+i] != s[a+i] {
				if s[r+i] > s[a+i] {
					return false
				}
				break
			}
		}
	}
	return true
}

// lineMove reports whether the view is one where the player moves (then it is on the optimal line)
// and, if so, the move that goes forward along the line.
func (w *word) lineMove() (rules.Move, bool) {
	last := w.n - 1
	y := w.d[last]
	if y == 0 {
		return 0, false // the machine's turn
	}
	if int(y) < w.k && w.raises() {
		return 0, false // the machine would raise it: only a typed-in view is ever here
	}
	u := *w
	u.d[last] = y - 1
	if u.raises() {
		return rules.Zero, true // y = m(u): zeroing goes on to the word 0·u, the line's next point
	}
	return rules.Pass, true // y > m(u): passing goes on to y·u
}

// blockCount sums over the blocks of the sequence whose necklaces are larger than a bound.
type blockCount struct {
	letters int // the blocks' total length: where the first block not counted starts
	nonzero int // their letters that are not 0
	raised  int // blocks whose last non-zero letter is 2 or more
}

// node is a prenecklace γ of length n−1 as far as its children γc (length n) are concerned.
type node struct {
	nz, lnz       int // γ's letters that are not 0, and its last non-zero letter (0 if none)
	per           int // γ's period: the child γ·bound continues it
	perNZ, perLNZ int // the same two for γ[:per], the block of that child when per divides n
	bound         int // γ[n−1−per], the largest letter a child can add
}

// addChildren adds the blocks of γ's children γc with c ≥ lo. The letters c < bound make Lyndon words
// (blocks of length n); c = bound continues γ's period, a necklace when the period divides n.
func (s *blockCount) addChildren(n int, g node, lo int) {
	if lo <= g.bound && n%g.per == 0 {
		s.letters += g.per
		s.nonzero += g.perNZ
		if g.perLNZ >= 2 {
			s.raised++
		}
	}
	if cnt := g.bound - lo; cnt > 0 {
		s.letters += n * cnt
		s.nonzero += cnt*g.nz + cnt - boolInt(lo == 0)
		s.raised += max(0, g.bound-max(lo, 2))
		if lo == 0 && g.lnz >= 2 {
			s.raised++ // c = 0: the last non-zero letter is γ's
		}
	}
}

// countAbove sums the blocks of the necklaces larger than x. It walks the prenecklaces δ of length
// n−2 in decreasing order (the FKM algorithm run downwards: lower the last non-zero letter and repeat
// the result periodically) and adds up the two levels below each at once: a child δc with c below δ's
// bound is a Lyndon word, whose own children are the Lyndon words δcd for every d < δ[0] (closed
// form), and the child that continues δ's period is one node (addChildren). That is one step per
// prenecklace of length n−2, about 51,000 for n = 8, k = 7; the pacer is stepped at each, so it stops
// promptly once ctx is cancelled. For n = 2 it walks length n−1 instead.
func countAbove(n, k int, x *[rules.MaxN]int8, p *pace.Pacer) (blockCount, error) {
	var s blockCount
	levels := 2
	if n < 3 {
		levels = 1
	}
	m := n - levels // the length walked
	var a [rules.MaxN]int8
	var nz [rules.MaxN + 1]int   // nz[j]: letters of a[:j] that are not 0
	var lnz [rules.MaxN + 1]int8 // lnz[j]: the last non-zero letter of a[:j], 0 if none
	for i := 0; i < m; i++ {
		a[i] = int8(k)
	}
	refresh := func(from int) {
		for j := from; j < m; j++ {
			nz[j+1], lnz[j+1] = nz[j], lnz[j]
			if a[j] != 0 {
				nz[j+1]++
				lnz[j+1] = a[j]
			}
		}
	}
	refresh(0)
	per := 1  // the period of a[:m]
	same := 0 // a[:same] = x[:same] and, unless same = m, a[same] ≠ x[same]
	for same < m && a[same] == x[same] {
		same++
	}
	// gamma is the child a[:m]·c of length n−1 as a node; c = bound continues the period per.
	gamma := func(c, bound int) node {
		g := node{nz: nz[m], lnz: int(lnz[m]), per: per, perNZ: nz[per], perLNZ: int(lnz[per])}
		if c != 0 {
			g.nz++
			g.lnz = c
		}
		if c == bound {
			g.bound = c // γ[n−1−per]: c itself when per = 1, else a letter of δ
			if i := n - 1 - per; i < m {
				g.bound = int(a[i])
			}
			return g
		}
		// δc is a Lyndon word of length n−1: its period is n−1 and its bound its first letter.
		g.per, g.perNZ, g.perLNZ, g.bound = n-1, g.nz, g.lnz, int(a[0])
		return g
	}
	for same == m || a[same] > x[same] {
		if levels == 1 {
			g := node{nz: nz[m], lnz: int(lnz[m]), per: per, perNZ: nz[per], perLNZ: int(lnz[per]), bound: int(a[m-per])}
			lo := 0
			if same == m {
				lo = int(x[m]) + 1 // a[:m] = x[:m]: only the children above x[m]
			}
			s.addChildren(n, g, lo)
		} else {
			b := int(a[m-per]) // δ's bound
			lo := 0
			if same == m {
				lo = int(x[m]) + 1 // δ = x[:m]: the children above x[m] count whole
				if c := int(x[m]); c <= b {
					s.addChildren(n, gamma(c, b), int(x[m+1])+1) // and x[:n−1]'s children above x[n−1]
				}
			}
			if lo <= b {
				s.addChildren(n, gamma(b, b), 0)
			}
			if hi := b - 1; lo <= hi {
				// δc for c = lo..hi, each with the children δcd, d = 0..A−1, A = δ[0].
				n1, n2 := hi-lo+1, int(a[0])
				s.letters += n * n1 * n2
				s.nonzero += n1*n2*nz[m] + n2*(n1-boolInt(lo == 0)) + n1*max(0, n2-1)
				s.raised += n1 * max(0, n2-2) // d ≥ 2
				if n2 >= 1 {                  // d = 0: the last non-zero letter is c's, or δ's when c = 0
					s.raised += max(0, hi-max(lo, 2)+1)
					if lo == 0 && lnz[m] >= 2 {
						s.raised++
					}
				}
			}
		}
		if same == m {
			break // every later prenecklace is below x
		}
		if err := p.Step(); err != nil {
			return s, err
		}
		i := m - 1
		for i >= 0 && a[i] == 0 {
			i--
		}
		if i < 0 {
			break // 0^m was the last
		}
		a[i]--
		for j := i + 1; j < m; j++ {
			a[j] = a[j-i-1]
		}
		per = i + 1
		refresh(i)
		if same >= i {
			same = i
			for same < m && a[same] == x[same] {
				same++
			}
		}
	}
	return s, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// above sums the blocks of the necklaces larger than x (countAbove; tests pass a lookup in a list).
type above func(x *[rules.MaxN]int8) (blockCount, error)

// Why place counts what it counts. Write the sequence as E = M_1 M_2 … (the blocks, largest first) and
// N_i for M_i's necklace. The n letters from the start of block i are N_i, and the letters after
// block i begin with N_i less its trailing zeros, last letter lowered by one (FKM's next
// prenecklace). So a word starting at offset o of block i is N_i rotated by o while o is before the
// block's trailing zeros, and 0^z q with q a prefix of N_(i+1) once inside them — and N_(i+1) is then
// the largest necklace that begins with q, so the blocks before the word are those whose necklaces
// exceed q k^z. The game at the word E[p..p+n−1] goes back one letter: its last letter y =
// E[p+n−1] is replaced by x = E[p−1]. The player moves wherever y ≠ 0 except where x = y+1, the
// machine's raise, which happens once per block, at its last non-zero letter x. So the moves left
// are the words before p whose last letter is not 0 (the non-zero letters of E[n−1..p+n−2]), less
// the blocks before with a last non-zero letter of 2 or more, plus the cleared clock; the n−1 words
// that wrap round E's end, 0^z k^(n−z), are all the player's.

// place is where a player's view on the line sits: the optimal number of moves left, and the
// position of its word in the block sequence (for tests; −1 where the word wraps round its end). w
// must be a view where the player moves (lineMove reports true) or the cleared clock.
func (w *word) place(sum above) (remaining, at int, err error) {
	n, k := w.n, w.k
	z := 0
	for z < n && w.d[z] == 0 {
		z++
	}
	if z == n {
		return 0, -1, nil // cleared: 0^n is the sequence's first word
	}
	allK := true
	for i := z; i < n; i++ {
		allK = allK && int(w.d[i]) == k
	}
	if z > 0 && allK {
		// 0^z k^(n−z) wraps round the end of the block sequence; in the game it is n−z moves from the
		// cleared clock: the player zeroes the k's one by one.
		return n - z, -1, nil
	}
	// The necklace: the largest rotation, starting at r in w.
	var s [2 * rules.MaxN]int8
	copy(s[:n], w.d[:n])
	copy(s[n:2*n], w.d[:n])
	r := 0
	for q := 1; q < n; q++ {
		for i := 0; i < n; i++ {
			if s[q+i] != s[r+i] {
				if s[q+i] > s[r+i] {
					r = q
				}
				break
			}
		}
	}
	var neck [rules.MaxN]int8
	copy(neck[:n], s[r:r+n])
	per := n // the necklace's period: the length of its block
	for d := 1; d < n; d++ {
		if n%d != 0 {
			continue
		}
		periodic := true
		for i := d; i < n && periodic; i++ {
			periodic = neck[i] == neck[i-d]
		}
		if periodic {
			per = d
			break
		}
	}
	lead := per // the block without its trailing zeros
	for neck[lead-1] == 0 {
		lead--
	}
	off := (n - r) % per // w is the necklace rotated to start at its letter off
	var x [rules.MaxN]int8
	extra, at := 0, 0
	if off < lead {
		// w starts inside its own block, at off.
		x = neck
		for i := 0; i < off; i++ {
			if neck[i] != 0 {
				extra++
			}
		}
		at = off
	} else {
		// w = 0^z q starts in the trailing zeros of the block above the largest necklace that
		// begins with q: the blocks counted are those of necklaces above q k^z.
		copy(x[:n-z], w.d[z:n])
		for i := n - z; i < n; i++ {
			x[i] = int8(k)
		}
		at = -z
	}
	c, err := sum(&x)
	if err != nil {
		return 0, 0, err
	}
	// The moves left are the player's views from here back to 0^n: one per word whose last letter is
	// not 0 (the letters before the view's last one), less the machine's raises of a number ≥ 1,
	// plus the cleared clock itself.
	ahead := c.nonzero + extra
	for i := 0; i < n-1; i++ {
		if w.d[i] != 0 {
			ahead++
		}
	}
	return 1 + ahead - c.raised, c.letters + at, nil
}

// OnLine reports whether c is a position on the optimal line: the player's turn at a view where the
// machine would not have raised the number under the hand (every position reached by play), or the
// cleared clock. Only a view typed in can be off the line.
func OnLine(c rules.Clock) bool {
	if c.Won() {
		return true
	}
	if c.Turn() != rules.Player {
		return false
	}
	w := wordOf(c)
	_, ok := w.lineMove()
	return ok
}

// Forward is the first move of the optimal line from c (shortest, then 0 before X), found without the
// table; ok is false when c is off the line or won.
func Forward(c rules.Clock) (rules.Move, bool) {
	if c.Turn() != rules.Player {
		return 0, false
	}
	w := wordOf(c)
	return w.lineMove()
}

// Remaining is the optimal number of moves from a position on the line (0 once won), counted without
// the table. It walks the prenecklaces of length n−2 above the position's place (at most about 51,000
// for n = 8, k = 7), stepping a pacer for ctx, and stops with ctx's error once ctx is cancelled.
func Remaining(ctx context.Context, c rules.Clock) (int, error) {
	if !OnLine(c) {
		return 0, errOffLine
	}
	w := wordOf(c)
	p := pace.New(ctx)
	left, _, err := w.place(func(x *[rules.MaxN]int8) (blockCount, error) {
		return countAbove(w.n, w.k, x, p)
	})
	return left, err
}

// known remembers the moves left from the last few positions counted, so a player who follows the hint
// (or takes the other move, which the pass hint counts too) gets the next hint without another count.
var known struct {
	sync.Mutex
	ring [8]knownPlace
	next int
}

type knownPlace struct {
	size rules.Size
	view int
	left int
}

// remember notes that c's view has left moves to go.
func remember(c rules.Clock, left int) {
	known.Lock()
	defer known.Unlock()
	known.ring[known.next] = knownPlace{size: c.Size(), view: c.ViewIndex(), left: left}
	known.next = (known.next + 1) % len(known.ring)
}

// lineRemaining is Remaining through the small memory of recent answers.
func lineRemaining(ctx context.Context, c rules.Clock) (int, error) {
	z, v := c.Size(), c.ViewIndex()
	known.Lock()
	for _, k := range known.ring {
		if k.size == z && k.view == v && k.size.N != 0 {
			known.Unlock()
			return k.left, nil
		}
	}
	known.Unlock()
	left, err := Remaining(ctx, c)
	if err == nil {
		remember(c, left)
	}
	return left, err
}

// WalkLine plays the optimal line from c, a position on it (OnLine), to the cleared clock and hands
// each move to yield, in order; it returns how many it played. It needs no table and no count: the
// forward move is read off each view (lineMove) and the machine is played on the word itself, a few
// dozen steps a hand move, so the 12,980,092 moves from the start of n = 8, k = 7 take seconds and
// O(n) memory. It stops with yield's error, or ctx's once ctx is cancelled.
func WalkLine(ctx context.Context, c rules.Clock, yield func(rules.Move) error) (int, error) {
	if c.Won() {
		return 0, nil
	}
	if !OnLine(c) {
		return 0, errOffLine
	}
	w := wordOf(c)
	n, k := w.n, int8(w.k)
	nonzero := 0
	for i := 0; i < n; i++ {
		if w.d[i] != 0 {
			nonzero++
		}
	}
	// shift moves the hand one place clockwise: the number it leaves, now y, goes in front.
	shift := func(y int8) {
		copy(w.d[1:n], w.d[:n-1])
		w.d[0] = y
	}
	for played := 0; ; {
		m, ok := w.lineMove()
		if !ok {
			return played, fmt.Errorf("clock: the walk left the line after %d moves", played) // cannot happen
		}
		if err := yield(m); err != nil {
			return played, err
		}
		played++
		if played&0xffff == 0 {
			if err := ctx.Err(); err != nil {
				return played, err
			}
		}
		y := w.d[n-1]
		if m == rules.Zero {
			y = 0
			nonzero--
		}
		if nonzero == 0 {
			return played, nil // every number is 0: won
		}
		shift(y)
		// The machine's turn, until the hand stops on k or it declines a number that is not 0.
		for w.d[n-1] != k {
			under := w.d[n-1]
			if w.raises() {
				if under == 0 {
					nonzero++
				}
				shift(under + 1)
			} else if under != 0 {
				break
			} else {
				shift(0)
			}
		}
	}
}
