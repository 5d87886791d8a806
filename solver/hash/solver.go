// Package hash finds shortest wins in the Hash Game (spec: hash.md): the first move of a line that
// wins with the fewest further player moves, a proof that no line wins, or an honest "undecided" when
// the search reaches its limit.
//
// The machine's answers are fixed by the salt and the moves, so the game is a one-player search. The
// solver is IDA*: depth-first searches with a growing budget of player moves, cut by an admissible
// lower bound (State.LowerBound: the fewest red tiles on a path of non-black tiles from a white tile
// to the star). Because the machine only ever turns tiles black, a position's bound can only rise,
// and a tile the player whitens must touch one that was white before, so the bound never
// overestimates. A transposition table remembers, for positions already searched, the least budget
// that could still win from them; the table is keyed by the whole board, which is all the future
// depends on besides the salt.
package hash

import (
	"context"
	"errors"
	"fmt"
	mbits "math/bits"
	"slices"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	"quintet/solver/pace"
)

// Verdict says what a search established.
type Verdict int

// The three verdicts.
const (
	Win       Verdict = iota // Line is a shortest win
	NoWin                    // proved: no line wins
	Undecided                // the search stopped at a limit first
)

func (v Verdict) String() string {
	switch v {
	case NoWin:
		return "no win"
	case Undecided:
		return "undecided"
	}
	return "win"
}

// Limits bound one search. Zero values take the defaults.
type Limits struct {
	MaxNodes uint64 // positions to generate before giving up (default DefaultMaxNodes)
	MaxDepth int    // the longest line to look for (default: no limit)
}

// DefaultMaxNodes is the default node budget: a few seconds natively.
const DefaultMaxNodes = 5_000_000

// maxTable bounds the transposition table's entries, keeping memory to a few tens of megabytes.
const maxTable = 1 << 18

// Result is what a search found.
type Result struct {
	Verdict Verdict
	Length  int          // Win: the fewest player moves that win (0 when already won)
	Line    []rules.Tile // Win: one shortest winning line
	Nodes   uint64       // positions generated (each one player move and the machine's answer)
	// NoWinWithin is the longest line length proved not to win: for Undecided, no line of that many
	// moves or fewer wins.
	NoWinWithin int
	Reason      string // how the verdict was reached, in a player's words
}

var errLimit = errors.New("node limit")

type search struct {
	salt     string
	pace     *pace.Pacer
	nodes    uint64
	maxNodes uint64
	line     []rules.Tile
	table    needs
	kids     [][]child // the children being searched at each remaining budget, kept between calls
}

type child struct {
	move  rules.Tile
	state rules.State
	bound int // the child's LowerBound
	need  int // at least bound; more when the table has learned it
}

// outcome is what run found: the verdict, the length of a win (the line is in x.line) and the
// longest length proved not to win.
type outcome struct {
	verdict Verdict
	length  int
	proved  int
	limited bool // Undecided because of the node limit (else because of the depth limit)
	walled  bool // NoWin before any search: black tiles wall the star off
}

// Solve searches for a shortest win from s with the given salt. It returns ctx's error if ctx is
// cancelled; reaching a limit is not an error but an Undecided result.
func Solve(ctx context.Context, salt string, s rules.State, lim Limits) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	switch s.Outcome() {
	case rules.Won:
		return Result{Verdict: Win, Reason: "the star is white: the game is won"}, nil
	case rules.Lost:
		if s.Black().Has(rules.Star) {
			return Result{Verdict: NoWin, Reason: "the game is lost: the star is black"}, nil
		}
		return Result{Verdict: NoWin, Reason: "the game is lost: no red tile touches a white one"}, nil
	}
	x := &search{pace: pace.New(ctx), table: newNeeds()}
	o, err := x.run(salt, s, lim)
	if err != nil {
		return Result{}, err
	}
	r := Result{Verdict: o.verdict, Nodes: x.nodes}
	switch {
	case o.walled:
		r.Reason = "black tiles wall the star off from every white tile"
	case o.verdict == Win:
		r.Length, r.Line = o.length, slices.Clone(x.line)
		r.Reason = "it begins the shortest win, the machine's answers included"
	case o.verdict == NoWin:
		r.Reason = fmt.Sprintf("every line was searched (%d positions): each ends in a loss or with black tiles walling the star off", x.nodes)
	case o.limited:
		r.NoWinWithin = o.proved
		r.Reason = fmt.Sprintf("no win within %s (proved); the search stopped at its limit of %d positions", puzzle.Plural(o.proved, "move", "moves"), x.maxNodes)
	default:
		r.NoWinWithin = o.proved
		r.Reason = fmt.Sprintf("no win within %s (proved, %d positions); longer lines were not searched", puzzle.Plural(o.proved, "move", "moves"), x.nodes)
	}
	return r, nil
}

// run is Solve's search from s, a position still in play, for a search whose table is empty; it
// fills x.line (a shortest win, in order) and x.nodes and allocates nothing once x's buffers have
// grown. Its only error is the pacer's (cancellation).
func (x *search) run(salt string, s rules.State, lim Limits) (outcome, error) {
	if lim.MaxNodes == 0 {
		lim.MaxNodes = DefaultMaxNodes
	}
	if lim.MaxDepth <= 0 || lim.MaxDepth > rules.Tiles {
		lim.MaxDepth = rules.Tiles
	}
	x.salt, x.maxNodes, x.nodes = salt, lim.MaxNodes, 0
	h := s.LowerBound()
	if h == rules.Unreachable {
		return outcome{verdict: NoWin, walled: true}, nil
	}
	proved := h - 1
	for b := h; ; {
		if b > lim.MaxDepth {
			return outcome{verdict: Undecided, proved: proved}, nil
		}
		x.line = x.line[:0]
		found, need, err := x.dfs(&s, b, h)
		switch {
		case errors.Is(err, errLimit):
			return outcome{verdict: Undecided, proved: proved, limited: true}, nil
		case err != nil:
			return outcome{}, err
		case found:
			slices.Reverse(x.line)
			return outcome{verdict: Win, length: len(x.line)}, nil
		case need >= rules.Unreachable:
			return outcome{verdict: NoWin}, nil
		}
		proved = need - 1
		b = need
	}
}

// Sweep solves salt after salt from the start, as a census does, reusing one search's memory: no
// allocation per salt once its buffers have grown. It is not safe for concurrent use.
type Sweep struct {
	x     search
	limit Limits
}

// NewSweep returns a sweep whose searches stop undecided after maxNodes positions (0: the default).
func NewSweep(maxNodes uint64) *Sweep {
	return &Sweep{x: search{pace: pace.New(context.Background()), table: newNeeds()}, limit: Limits{MaxNodes: maxNodes}}
}

// Solve is Solve(ctx, salt, rules.Start(), Limits{MaxNodes: maxNodes}) without its line and reason:
// the verdict and, for a win, the length of a shortest one; nodes is the positions generated.
func (w *Sweep) Solve(salt string) (v Verdict, length int, nodes uint64) {
	w.x.table.reset()
	o, _ := w.x.run(salt, rules.Start(), w.limit) // a background pacer is never cancelled
	return o.verdict, o.length, w.x.nodes
}

// dfs looks for a win within b moves from s (playing, with lower bound h ≤ b). It returns found (the line is left reversed in x.line), or else need:
// the least budget that could still win from s, Unreachable when no line from s wins at all.
func (x *search) dfs(s *rules.State, b, h int) (found bool, need int, err error) {
	if h == 1 { // the star is red and touches a white tile: the star is a legal move
		x.line = append(x.line, rules.Star)
		return true, 0, nil
	}
	need = rules.Unreachable
	moves := s.LegalMoves()
	if h == b {
		// With no slack a move must bring the star one step nearer, so it must lie within b red
		// tiles of the star. Moves further away leave the bound at b (or worse): they need b+1.
		// Only the board's own bound says this; a learned bound of b does not.
		near := nearStar(s, b)
		if moves.AndNot(near) != (rules.Set{}) {
			need = b + 1
		}
		moves = moves.And(near)
	}
	for len(x.kids) <= b {
		x.kids = append(x.kids, make([]child, 0, 16))
	}
	kids := x.kids[b][:0]
	for w, bits := range moves {
		for ; bits != 0; bits &= bits - 1 {
			if err := x.step(); err != nil {
				return false, 0, err
			}
			c := rules.Tile(w*64 + mbits.TrailingZeros64(bits))
			kids = append(kids, child{move: c, state: *s}) // built in place; dropped below if pruned
			k := &kids[len(kids)-1]
			k.state.Advance(x.salt, c) // c is not the star: h > 1 above
			k.bound = k.state.LowerBound()
			if k.bound >= rules.Unreachable {
				kids = kids[:len(kids)-1]
				continue // lost (the star black, or no move left) or walled off: nothing deeper wins
			}
			k.need = k.bound
			if learned, ok := x.table.get(k.state.Key()); ok && int(learned) > k.need {
				k.need = int(learned)
			}
			if k.need > b-1 {
				need = min(need, k.need+1)
				kids = kids[:len(kids)-1]
			}
		}
	}
	x.kids[b] = kids // keep what it grew to; deeper calls use the lists of smaller budgets
	// The most promising first; ties by reading order so every run searches alike.
	slices.SortStableFunc(kids, func(p, q child) int { return p.need - q.need })
	for i := range kids {
		k := &kids[i]
		f, n, err := x.dfs(&k.state, b-1, k.bound)
		if err != nil {
			return false, 0, err
		}
		if f {
			x.line = append(x.line, k.move)
			return true, 0, nil
		}
		if n < rules.Unreachable {
			n++
		}
		need = min(need, n)
	}
	x.table.put(s.Key(), int32(need)) // a new position is not kept once the table is full
	return false, need, nil
}

func (x *search) step() error {
	x.nodes++
	if x.nodes > x.maxNodes {
		return errLimit
	}
	return x.pace.Step()
}

// nearStar is the set of tiles joined to the star by a path of at most k red tiles, both ends
// counted.
func nearStar(s *rules.State, k int) rules.Set { return reachStar(s.Red(), k) }

// reachStar is the set of tiles of red joined to the star by a path of at most k of them, both ends
// counted.
func reachStar(red rules.Set, k int) rules.Set {
	var star rules.Set
	star.Add(rules.Star)
	near, _ := rules.Grow(star, red, rules.Set{}, k-1)
	return near
}
