package hash

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	rules "quintet/rules/hash"
	"quintet/solver/pace"
)

// The odds by a second method: build the pruned game tree once (oddstree.go), then sum over it
// with states that carry only the strings something later still hashes (oddsdp.go). A string
// nothing later hashes is summed out at once, and states that then agree are added together, so
// the sum is over classes of draws, not over draws. It is exact, agrees with LoseOdds, and is far
// faster for one first move at K = 3 (for the first move (7,16): about a second against 42 s).
//
// What it cannot do is the joint value for K = 3: the three first moves' subtrees share about 25
// strings, and the states that leave one subtree differ in them (234 139 states leave (7,16) when
// the others' strings are kept), each of which would have to be carried through the next subtree.
// For K = 3 the package therefore gives bounds (ThreeTurnBounds), each one an exact value.

// FirstMoveOdds is, for one first move, the probability that every line starting with it is lost
// within the machine's first K turns.
type FirstMoveOdds struct {
	Move rules.Tile
	P    *big.Rat
}

// OddsByFirstMove gives, for each first move in reading order, the probability that every line
// starting with it is lost within k turns. Each is exact; their product is not the joint value
// (the subtrees share strings).
func OddsByFirstMove(ctx context.Context, k int, dist Distribution, lim OddsLimits) ([]FirstMoveOdds, error) {
	if k < 1 || k > 3 {
		return nil, fmt.Errorf("turns %d: want 1 to 3", k)
	}
	start := startBoard()
	var out []FirstMoveOdds
	for _, c := range start.legal().Tiles() {
		p, err := joinedOdds(ctx, start, func(t rules.Tile) int { return k * b2i(t == c) }, dist, lim)
		if err != nil {
			return nil, err
		}
		out = append(out, FirstMoveOdds{c, p})
	}
	return out, nil
}

// OddsBounds brackets the probability of a quick loss: Lower ≤ P ≤ Upper, both exact values of
// events that contain, or are contained in, the loss.
type OddsBounds struct {
	Turns        int
	Lower, Upper *big.Rat
	// LowerEvent and UpperEvent say which events the bounds are the exact odds of.
	LowerEvent, UpperEvent string
}

// The first move whose subtree is both the least likely to be lost and the quickest to sum.
var narrowMove = rules.Tile(rules.ReadingIndex(7, 16))

// ThreeTurnBounds brackets P(K = 3), the probability that the game is lost within the machine's
// first three turns whatever the player does. Lower: every line is lost within two turns, except
// that lines starting with (7,16) may take three (a smaller event, summed exactly over the shared
// strings). Upper: every line starting with (7,16) is lost within three turns (a larger event).
func ThreeTurnBounds(ctx context.Context, dist Distribution, lim OddsLimits) (OddsBounds, error) {
	start := startBoard()
	lower, err := joinedOdds(ctx, start, func(t rules.Tile) int { return 2 + b2i(t == narrowMove) }, dist, lim)
	if err != nil {
		return OddsBounds{}, err
	}
	upper, err := joinedOdds(ctx, start, func(t rules.Tile) int { return 3 * b2i(t == narrowMove) }, dist, lim)
	if err != nil {
		return OddsBounds{}, err
	}
	return OddsBounds{
		Turns: 3, Lower: lower, Upper: upper,
		LowerEvent: "every line lost within 2 machine turns, those starting (7,16) within 3",
		UpperEvent: "every line starting (7,16) lost within 3 machine turns",
	}, nil
}

// joinedOdds is the exact probability that, for every first move c from start with depth(c) > 0,
// every line starting with c is lost within depth(c) machine turns (moves of depth 0 are free).
// With the same depth k for every move it is LoseOdds.
func joinedOdds(ctx context.Context, start board, depth func(rules.Tile) int, dist Distribution, lim OddsLimits) (*big.Rat, error) {
	o, err := newOdds(dist)
	if err != nil {
		return nil, err
	}
	if lim.MaxSteps == 0 {
		lim.MaxSteps = DefaultOddsSteps
	}
	if start.lost() {
		return big.NewRat(1, 1), nil
	}
	t := newOddsTree(ctx, o.support)
	root := &pnode{}
	moves := start.legal()
	for _, c := range moves.Tiles() {
		k := depth(c)
		if k <= 0 {
			continue
		}
		if k > 3 {
			return nil, fmt.Errorf("depth %d: want at most 3", k)
		}
		if c == rules.Star {
			return new(big.Rat), nil // the player wins at once
		}
		q := start
		q.whiten(c)
		a, err := t.answer(&q, c, k)
		if err != nil {
			return nil, err
		}
		if a == nil {
			return new(big.Rat), nil
		}
		root.moves = append(root.moves, a)
		root.fp = root.fp.or(a.fp)
	}
	dp := &oddsDP{o: o, pace: pace.New(ctx), maxStates: lim.MaxSteps}
	states, err := dp.position(root, []*dstate{{num: big.NewInt(1)}}, nil)
	switch {
	case errors.Is(err, errSteps):
		return nil, ErrOddsLimit
	case err != nil:
		return nil, err
	}
	sum := new(big.Rat)
	for _, s := range states {
		dp.settle(s, nil)
		sum.Add(sum, new(big.Rat).SetFrac(s.num, dp.pow(s.den)))
	}
	return sum, nil
}
