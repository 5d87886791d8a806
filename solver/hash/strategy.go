package hash

import (
	"fmt"

	rules "quintet/rules/hash"
)

// What the adversary search (adversary.go) established, and the winning side's strategy written out
// from its table.

// Winner says who wins the relaxed game with best play.
type Winner int

// The three answers.
const (
	WinnerUnknown Winner = iota // the search stopped at its limit first
	MachineWins
	PlayerWins
)

func (w Winner) String() string {
	switch w {
	case MachineWins:
		return "machine"
	case PlayerWins:
		return "player"
	}
	return "undecided"
}

// AdversaryResult is what an adversary search established.
type AdversaryResult struct {
	Window Window
	Winner Winner
	// Turns is, when the machine wins, the fewest machine turns it needs against every player line;
	// when the player wins, the fewest player moves that win against every machine answer.
	Turns   int
	Machine []MachineReply // the machine's strategy: its answer to each first move
	Player  *PlayerPlan    // the player's strategy from the start
	// PlanComplete is false when the player's plan was cut at AdversaryLimits.MaxPlan nodes: plans
	// whose Answers or Otherwise were not written out have Cut set.
	PlanComplete bool
	Nodes        uint64
	Reason       string
}

// MachineReply is the machine's answer to one player move in a winning strategy, and its answers to
// every player move after that.
type MachineReply struct {
	Move  rules.Tile // the player's move being answered
	V     int        // the machine's choice: the smallest v that does best
	Black rules.Tile // d = v·m mod 256
	// Turns is how many machine turns this answer needs to win, itself included (1 when it ends the
	// game).
	Turns int
	Next  []MachineReply // the answers to each legal player move after this one; nil when it ended the game
}

// PlayerPlan is the player's winning strategy from a position: the move to play, then what to do after
// each answer of the machine.
type PlayerPlan struct {
	Move    rules.Tile
	Moves   int            // player moves this plan needs at most, Move included
	Answers []PlayerAnswer // the answers that matter, by tile; empty when Move is the star
	// Otherwise covers every answer not in Answers: each blackens a tile that is red, far from every
	// line the plan could take and beyond the spiral's count, or is already black, so the plan goes
	// on as if the machine had done nothing. Nil when Answers lists every answer.
	Otherwise *PlayerPlan
	// Cut is true when the plan below Move was not written out in full (the limit on plan nodes was
	// reached): Answers lists only some answers, and Otherwise may be missing. The search still
	// proved that Move wins within Moves.
	Cut bool
}

// PlayerAnswer is one answer of the machine and the plan after it.
type PlayerAnswer struct {
	Black rules.Tile
	V     int // the smallest v giving Black
	Plan  *PlayerPlan
}

// machineStrategy answers every legal move at p, where the machine wins within k turns: for each
// move the answer that wins in the fewest turns, the smallest v among those.
func (a *adversary) machineStrategy(p *board, k int) ([]MachineReply, error) {
	var out []MachineReply
	for _, c := range p.legal().Tiles() {
		q := *p
		q.whiten(c)
		rs := a.mc.at(q.spiralRun())
		var best *MachineReply
		for turns := 1; turns <= k && best == nil; turns++ {
			for _, r := range rs.list {
				b := q
				b.blacken(r.d)
				// turns == 1: the answer must end the game; later: it must not, and win from there.
				ok := b.lost()
				if turns > 1 && !ok {
					var err error
					if ok, err = a.machineWins(&b, turns-1); err != nil {
						return nil, err
					}
				} else if turns > 1 {
					ok = false // it ends the game: already found with turns == 1
				}
				if !ok {
					continue
				}
				best = &MachineReply{Move: c, V: int(r.v), Black: r.d, Turns: turns}
				if turns > 1 {
					next, err := a.machineStrategy(&b, turns-1)
					if err != nil {
						return nil, err
					}
					best.Next = next
				}
				break
			}
		}
		if best == nil {
			return nil, fmt.Errorf("hash adversary: no winning answer to %v within %d turns (internal inconsistency)", c, k)
		}
		out = append(out, *best)
	}
	return out, nil
}

// playerStrategy is the player's plan at p, which the player wins within j moves: the first move
// that keeps that promise, trying first the moves that bring the star one step nearer, each group in
// reading order.
func (a *adversary) playerStrategy(p *board, j int) (*PlayerPlan, error) {
	if p.legal().Has(rules.Star) {
		a.planLeft--
		return &PlayerPlan{Move: rules.Star, Moves: 1}, nil
	}
	lb := p.lowerBound()
	moves := p.legal()
	near := moves.And(p.toward(lb))
	for _, c := range append(near.Tiles(), moves.AndNot(near).Tiles()...) {
		m := a.play(p, c, lb-b2i(near.Has(c)))
		ok, err := a.moveWins(&m, j)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		plan := &PlayerPlan{Move: c, Moves: j}
		a.planLeft--
		matter, other := a.answers(&m, j)
		for _, d := range matter.Tiles() {
			if a.planLeft <= 0 {
				plan.Cut, a.planCut = true, true
				return plan, nil
			}
			b := m.q
			b.blacken(d)
			next, err := a.playerStrategy(&b, j-1)
			if err != nil {
				return nil, err
			}
			plan.Answers = append(plan.Answers, PlayerAnswer{Black: d, V: int(m.rs.v[d]), Plan: next})
		}
		if other {
			if a.planLeft <= 0 {
				plan.Cut, a.planCut = true, true
				return plan, nil
			}
			if plan.Otherwise, err = a.playerStrategy(&m.q, j-1); err != nil {
				return nil, err
			}
		}
		return plan, nil
	}
	return nil, fmt.Errorf("hash adversary: no winning move within %d moves (internal inconsistency)", j)
}
