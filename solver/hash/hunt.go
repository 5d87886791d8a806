package hash

import (
	"fmt"
	"math"
	mbits "math/bits"

	rules "quintet/rules/hash"
)

// The hunt: a sieve for the open question (is there a salt nobody can win?), far cheaper per salt than
// the census, whose every candidate the census's own exact search then settles.
//
// The census finds each salt's shortest win, which takes a search of about eight positions, each one
// MD5, and a bound computed at each (about 3 µs of CPU a salt). A salt can only be lost if every line of
// play loses. The loss the random-function model (hash odds) computes exactly is the machine winning
// within its first two turns: blackening the star with its first answer to (8,15) (v ≡ 67 mod 256,
// p ≈ 8.95e-5) and to (9,16) (v ≡ 129, p ≈ 1.19e-6), and then beating every line that starts at (7,16)
// (p ≈ 2.6e-9): one salt in 3.5·10^18. The hunt asks exactly that question of each salt: can the
// player outlive the machine's first Turns turns? It tries the moves nearest the star along the spiral
// first — (8,15), then (9,16), then (7,16), the order above — and stops at the first line that outlives
// them. Most salts are done with one MD5: the answer to (8,15) is not the star, and then a second move is
// found whose answer cannot hurt, without hashing it at all. When the machine's m is even, d = v·m mod
// 256 is even, so it can never be the star (119) or any white tile with an odd reading index, and it
// blackens at most one of the player's moves; so with m even, every white tile odd and two moves or more
// to spare, the player outlives the turn whatever MD5 says (safe).
//
// A salt the hunt flags (a candidate) is lost — the machine wins within Turns turns against every line
// — and the hunt confirms it with the census's exact search anyway (Confirm), so any disagreement
// would show. A salt lost only later than Turns turns is not flagged: the hunt is a sieve for the
// losses the model can count, not a census. Later losses are not known to be rarer (within three turns
// the model's exact bounds are 5.1·10^-19 to 4.7·10^-9); a larger Turns widens the sieve, at more cost.
//
// For tests and for anyone checking the machinery, a second rule makes lost salts common: the player
// must win within Moves moves (a variant of the game). Then a candidate is a salt with no win within
// Moves moves, which the census's search, limited to that depth, decides too.

// HuntRule is what a salt must allow the player for the hunt to pass it by. At least one is set.
type HuntRule struct {
	Turns int // outlive the machine's first Turns turns (0: no such rule)
	Moves int // win within Moves moves (0: no limit; a variant of the game)
}

// MaxHuntTurns bounds HuntRule.Turns: each turn more multiplies the lines a candidate needs searched.
const MaxHuntTurns = 8

// Check reports whether the rule can be hunted.
func (r HuntRule) Check() error {
	switch {
	case r.Turns == 0 && r.Moves == 0:
		return fmt.Errorf("a hunt needs a rule: turns to outlive, or moves to win within")
	case r.Turns < 0 || r.Turns > MaxHuntTurns:
		return fmt.Errorf("turns %d: want 0 to %d", r.Turns, MaxHuntTurns)
	case r.Moves < 0 || r.Moves > rules.Tiles:
		return fmt.Errorf("moves %d: want 0 to %d", r.Moves, rules.Tiles)
	}
	return nil
}

// Hunter sieves salt after salt under one rule, reusing its memory; it is not safe for concurrent use.
type Hunter struct {
	rule   HuntRule
	salt   string
	hashes uint64
	orders [][]rules.Tile // the moves tried at each depth, nearest the star along the spiral first
	sweep  *Sweep         // the census's exact search, for Confirm
}

// NewHunter returns a hunter for rule whose confirmations stop undecided after maxNodes positions (0:
// the census's default).
func NewHunter(rule HuntRule, maxNodes uint64) (*Hunter, error) {
	if err := rule.Check(); err != nil {
		return nil, err
	}
	sw := NewSweep(maxNodes)
	sw.limit.MaxDepth = rule.Moves
	return &Hunter{rule: rule, sweep: sw}, nil
}

// Hashes is how many machine answers (one MD5 each) the hunter's sieve has computed so far.
func (h *Hunter) Hashes() uint64 { return h.hashes }

// Candidate reports whether salt is a candidate: no line of play outlives the machine's first Turns
// turns (or, under Moves, wins within Moves moves). A candidate is lost under the rule; every other salt
// has a line that escapes it.
func (h *Hunter) Candidate(salt string) bool {
	h.salt = salt
	if h.rule == (HuntRule{Turns: 2}) && h.twoTurns() {
		return false
	}
	return h.candidateFrom(salt, startState)
}

// candidateFrom is Candidate from the position s (the player to move, no moves counted yet), without
// twoTurns (tests).
func (h *Hunter) candidateFrom(salt string, s rules.State) bool {
	h.salt = salt
	return !h.escapes(&s, 0)
}

// startState is the position before the first move.
var startState = rules.Start()

// The tiles of the common two-turn escape, (8,15) then (8,14), and the first white tile (8,16).
var (
	t815, _ = rules.TileAt(8, 15)
	t814, _ = rules.TileAt(8, 14)
	t816, _ = rules.TileAt(8, 16)
)

// twoTurns is escapes' own first line for the default rule (outlive two turns), written out so that
// most salts cost one MD5 and little else: the player plays (8,15), the nearest first move along the
// spiral; if the machine's answer d1 leaves the star, (8,15), (8,14) and (8,16) alone, the player plays
// (8,14), whose spiral position is 138. Then the machine's m is min(138, the spiral position of d1): if
// that is even, the answer cannot hurt (safe: the three white tiles have odd reading indices and at
// least six moves are left); if it is odd, the answer is hashed, and only the star matters (the three
// white tiles and at least four moves stay whatever else goes black). It reports true when that line
// escapes; false leaves the salt to escapes, which tries every line. TestHuntTwoTurnsIsEscapes holds the
// two to the same answers.
func (h *Hunter) twoTurns() bool {
	s := startState
	s.Advance(h.salt, t815)
	h.hashes++
	d1, _ := s.Black().First() // the one black tile
	if d1 == rules.Star || d1 == t815 || d1 == t814 || d1 == t816 {
		return false
	}
	if min(rules.FirstVisit(d1), rules.FirstVisit(t814))%2 == 0 {
		return true
	}
	s.Advance(h.salt, t814)
	h.hashes++
	return !s.Black().Has(rules.Star)
}

// Confirm settles a candidate with the census's exact search (Sweep, limited to Moves moves under that
// rule): the verdict and, for a win, its length. Under Turns alone a candidate must come back NoWin.
func (h *Hunter) Confirm(salt string) (Verdict, int) {
	v, length, _ := h.sweep.Solve(salt)
	return v, length
}

// oddWhite is every tile with an odd reading index (x even): an even d never blackens one.
var oddWhite = rules.Set{0xaaaaaaaaaaaaaaaa, 0xaaaaaaaaaaaaaaaa, 0xaaaaaaaaaaaaaaaa, 0xaaaaaaaaaaaaaaaa}

// escapes reports whether the player, to move at s after played moves (and as many machine turns),
// has a line that escapes the rule: one that wins within Moves moves, or outlives Turns turns.
func (h *Hunter) escapes(s *rules.State, played int) bool {
	if h.rule.Moves > 0 && played+s.LowerBound() > h.rule.Moves {
		return false // no win in time (LowerBound is Unreachable when walled off)
	}
	legal := s.LegalMoves()
	if legal.Has(rules.Star) {
		return true // whitening it wins, within Moves (the bound above is 1)
	}
	if h.rule.Turns == 0 && h.rule.Moves > 0 && played+1 >= h.rule.Moves {
		return false // the last move allowed would have to be the star
	}
	for len(h.orders) <= played {
		h.orders = append(h.orders, make([]rules.Tile, 0, 16))
	}
	order := h.orders[played][:0]
	for w, bits := range legal {
		for ; bits != 0; bits &= bits - 1 {
			c := rules.Tile(w*64 + mbits.TrailingZeros64(bits))
			i := len(order)
			order = append(order, c)
			for ; i > 0 && rules.FirstVisit(order[i-1]) > rules.FirstVisit(c); i-- {
				order[i] = order[i-1] // insertion: nearest the star along the spiral first
			}
			order[i] = c
		}
	}
	h.orders[played] = order
	last := h.rule.Turns > 0 && played+1 == h.rule.Turns // this move's answer is the last turn to outlive
	if last {
		for _, c := range order {
			if safe(s, c) {
				return true
			}
		}
	}
	for _, c := range h.orders[played] {
		next := *s
		next.Advance(h.salt, c)
		h.hashes++
		if next.Black().Has(rules.Star) || next.LegalMoves().Empty() {
			continue // this line loses at this turn
		}
		if last || h.escapes(&next, played+1) {
			return true
		}
	}
	return false
}

// safe reports whether the player outlives the machine's answer to c at s whatever MD5 gives: the
// machine's m is even once c is white, so d = v·m mod 256 is even — never the star, never a white tile
// with an odd reading index — and whichever single tile it blackens, a move is left.
func safe(s *rules.State, c rules.Tile) bool {
	m := min(s.SpiralRun(), rules.FirstVisit(c)) // c joins the tiles that are not red
	if m%2 != 0 {
		return false
	}
	white := s.White()
	white.Add(c)
	taken := white.Or(s.Black())
	moves := white.Neighbours().AndNot(taken)
	if moves.Len() < 2 {
		return false // d may be the one move left
	}
	for w, bits := range white.AndNot(oddWhite) { // white tiles d may blacken
		for ; bits != 0; bits &= bits - 1 {
			e := rules.Tile(w*64 + mbits.TrailingZeros64(bits))
			rest := white
			rest.Remove(e)
			if rest.Neighbours().AndNot(taken).Empty() {
				return false
			}
		}
	}
	return true
}

// HuntSaltsPerCPUSecond is the hunt's measured pace with the default rule, salts sieved per second of
// one CPU, as a whole process: quintet-solve hash hunt and hash census over the same 2 million salts,
// three runs each alternating, user+system time under /usr/bin/time on a shared 2-core AMD EPYC
// (medians: the hunt 0.63 s, 3.2 million a CPU-second; the census 6.48 s, 309,000; 10.3 times). The
// benchmark pair (go test -bench 'Census$|Hunt$' -benchtime 200000x -count 3 ./solver/hash/, medians)
// gives 3.67 million against 344,000 in the same run, 10.7 times.
const HuntSaltsPerCPUSecond = 3_200_000

// HuntForecast is what the random-function model predicts for all the salts the game allows, and what
// finding one lost salt would cost the hunt: a heuristic, not a proof (MD5 is not a random function,
// and the model's chance counts only losses within the machine's first two turns, a lower bound).
type HuntForecast struct {
	Salts      float64 // the salts the game allows: every string of 0 to MaxSaltLen of its 65 characters
	SaltsPower int     // Salts ≈ 65^SaltsPower (the longest salts are nearly all of them)
	PerSalt    float64 // the chance that a salt is lost within two turns (1/OddsTwoTurnsOneIn)
	Lost       float64 // Salts·PerSalt: the lost salts the model expects
	CPUYears   float64 // the hunt's CPU-years to sieve OddsTwoTurnsOneIn salts, one expected find
	LostPower  int     // Lost ≈ 10^LostPower (rounded down)
	Years      int     // CPUYears to the nearest thousand
}

// Forecast works the forecast out from the rules' salt alphabet and length, hash odds' two-turn chance
// and the hunt's measured pace.
func Forecast() HuntForecast {
	const alphabet = 26 + 26 + 10 + 3 // letters, digits, '(', ')' and ','
	var f HuntForecast
	f.SaltsPower = rules.MaxSaltLen
	for l := 0; l <= rules.MaxSaltLen; l++ {
		f.Salts += math.Pow(alphabet, float64(l))
	}
	f.PerSalt = 1 / float64(OddsTwoTurnsOneIn)
	f.Lost = f.Salts * f.PerSalt
	const year = 365.25 * 24 * 3600
	f.CPUYears = float64(OddsTwoTurnsOneIn) / HuntSaltsPerCPUSecond / year
	f.LostPower = int(math.Floor(math.Log10(f.Lost)))
	f.Years = int(math.Round(f.CPUYears/1000)) * 1000
	return f
}
