package hash

import (
	"context"
	"errors"
	"fmt"
	"slices"

	rules "quintet/rules/hash"
	"quintet/solver/pace"
)

// The adversary relaxation (issue 13). The real machine's v is the digit sum of an MD5 digest, fixed
// by the salt; here the machine may pick any v in a window after each player move, and it still
// blackens d = v·m mod 256 with the rules' m. If this machine cannot win, no salt can make the real
// game unwinnable; if it can, the question stays open (MD5 would have to cooperate).
//
// The 2-adic structure decides most of it: with m = 2^a·(odd), v·m mod 256 reaches exactly the
// multiples of 2^a (when v covers 256 consecutive values), and the star, 119, is odd, so the machine
// can blacken the star only when m is odd.

// AdversaryLimits bound one adversary search. Zero values take the defaults.
type AdversaryLimits struct {
	MaxNodes  uint64 // positions to expand before giving up (default DefaultAdversaryNodes)
	TableBits int    // the transposition table has 2^TableBits entries (default 18, about 20 MB)
	MaxPlan   int    // the most player-plan nodes to write out (default DefaultMaxPlan)
	// Progress, if set, is told each depth a side has searched in full without a win: the machine's
	// turns or the player's moves, and the positions that side has expanded so far. It is called from
	// both sides' goroutines, so it must be safe for concurrent use.
	Progress func(side Winner, depth int, nodes uint64)
}

// DefaultMaxPlan bounds a player's plan: with the window at 7 the whole plan has over half a
// million nodes.
const DefaultMaxPlan = 20_000

// DefaultAdversaryNodes settles every window (the hardest, 6 and 7, take a few million positions).
const DefaultAdversaryNodes = 200_000_000

var errNodes = errors.New("node limit")

type adversary struct {
	mc       *machine
	ctx      context.Context // nil: never cancelled
	pace     *pace.Pacer
	nodes    uint64
	maxNodes uint64
	planLeft int  // plan nodes playerStrategy may still write
	planCut  bool // a plan was cut for want of room
	tt       table
	scratch  []rules.Set // corridor's layers
	// How often each tile has been a winning move, and a refuting reply, in the player search.
	moveScore, replyScore [rules.Tiles]uint32
}

// SolveAdversary plays the relaxed game from the start with the machine's v confined to w.
func SolveAdversary(ctx context.Context, w Window, lim AdversaryLimits) (AdversaryResult, error) {
	return solveAdversary(ctx, startBoard(), w, lim)
}

func solveAdversary(ctx context.Context, start board, w Window, lim AdversaryLimits) (AdversaryResult, error) {
	if err := w.check(); err != nil {
		return AdversaryResult{}, err
	}
	if err := ctx.Err(); err != nil {
		return AdversaryResult{}, err
	}
	if lim.MaxNodes == 0 {
		lim.MaxNodes = DefaultAdversaryNodes
	}
	if lim.TableBits <= 0 {
		lim.TableBits = 18
	}
	if lim.MaxPlan <= 0 {
		lim.MaxPlan = DefaultMaxPlan
	}
	res := AdversaryResult{Window: w}
	if start.lost() {
		res.Winner, res.Reason = MachineWins, "the game is already lost"
		return res, nil
	}
	// Two searches run side by side, each by iterative deepening: one for a machine win within
	// k = 1, 2, … turns, one for a player win within j = lb, lb+1, … moves. Exactly one side can
	// win, so the first to prove its win settles the game, and the other is stopped. Each search is
	// sequential and owns its table, so its answer and node count do not depend on timing. The
	// first k (or j) that works is the fewest, since every smaller one failed in full.
	//
	// Every player move whitens a red tile, so no game outlasts the red tiles: a side that has not
	// won within that many turns never will.
	longest := start.red().Len()
	type outcome struct {
		side  Winner
		depth int // the fewest turns (machine) or moves (player); 0 when this side cannot win
		a     *adversary
		err   error
	}
	done := make(chan outcome, 2)
	var stop [3]context.CancelFunc // by side
	for _, side := range []Winner{MachineWins, PlayerWins} {
		sideCtx, cancel := context.WithCancel(ctx)
		defer cancel()
		stop[side] = cancel
		a := &adversary{mc: newMachine(w), ctx: sideCtx, pace: pace.New(sideCtx), maxNodes: lim.MaxNodes, tt: newTable(min(lim.TableBits, 26))}
		go func() {
			o := outcome{side: side, a: a}
			depth := 1
			if side == PlayerWins {
				depth = start.lowerBound()
			}
			for ; depth <= longest; depth++ {
				var won bool
				if side == MachineWins {
					won, o.err = a.machineWins(&start, depth)
				} else {
					won, o.err = a.playerWins(&start, depth)
				}
				if o.err != nil || won {
					break
				}
				if lim.Progress != nil {
					lim.Progress(side, depth, a.nodes)
				}
			}
			if depth <= longest && o.err == nil {
				o.depth = depth
			}
			done <- o
		}()
	}
	var lost []outcome
	for i := range 2 {
		o := <-done
		switch {
		case o.err == nil && o.depth > 0:
			stop[MachineWins+PlayerWins-o.side]() // the other side cannot win
			if i == 0 {
				<-done // it notices within a few hundred positions
			}
			return o.a.finish(res, &start, o.side, o.depth, lim.MaxPlan)
		case errors.Is(o.err, errNodes), o.err == nil:
			lost = append(lost, o) // gave up at the node limit, or cannot win
		default: // ctx was cancelled
			stop[MachineWins]()
			stop[PlayerWins]()
			if i == 0 {
				<-done
			}
			return AdversaryResult{}, o.err
		}
	}
	for _, o := range lost {
		res.Nodes += o.a.nodes
	}
	res.Winner = WinnerUnknown
	res.Reason = fmt.Sprintf("undecided: each side's search stopped at its limit of %d positions", lim.MaxNodes)
	return res, nil
}

func (a *adversary) finish(res AdversaryResult, start *board, side Winner, depth, maxPlan int) (AdversaryResult, error) {
	res.Winner, res.Turns = side, depth
	var err error
	if side == MachineWins {
		res.Machine, err = a.machineStrategy(start, depth)
		res.Reason = fmt.Sprintf("the machine wins within %d turns against every line, and not within %d (searched in full)", depth, depth-1)
	} else {
		a.planLeft = maxPlan
		res.Player, err = a.playerStrategy(start, depth)
		res.PlanComplete = !a.planCut
		res.Reason = fmt.Sprintf("the player wins within %d moves against every answer, and not within %d (searched in full)", depth, depth-1)
	}
	if errors.Is(err, errNodes) {
		err = fmt.Errorf("hash adversary: the node limit was reached while writing out the strategy; raise it")
	}
	res.Nodes = a.nodes
	return res, err
}

func (a *adversary) step() error {
	a.nodes++
	if a.nodes > a.maxNodes {
		return errNodes
	}
	if a.nodes&255 == 0 {
		a.tt.grow(a.nodes)
		if a.ctx != nil {
			if err := a.ctx.Err(); err != nil {
				return err
			}
		}
	}
	return a.pace.Step()
}

// endsNow reports whether the machine can end the game with its answer to the move that made q:
// blacken the star, or leave the player no move.
func (a *adversary) endsNow(q *board, rs *replies) bool {
	if rs.reach.Has(rules.Star) {
		return true
	}
	moves := q.legal()
	if moves.Empty() {
		return true
	}
	if moves.Len() == 1 {
		t, _ := moves.First()
		if rs.reach.Has(t) {
			return true
		}
	}
	// Blackening a white tile may cut off every move.
	for _, t := range q.white.And(rs.reach).Tiles() {
		b := *q
		b.blacken(t)
		if b.legal().Empty() {
			return true
		}
	}
	return false
}

// machineWins reports whether the machine can make the player lose within k machine turns from p,
// the player to move (p not lost).
func (a *adversary) machineWins(p *board, k int) (bool, error) {
	e := a.tt.get(p)
	if e.mWin != 0 && int(e.mWin) <= k {
		return true, nil
	}
	if int(e.mNot) >= k {
		return false, nil
	}
	if err := a.step(); err != nil {
		return false, err
	}
	moves := p.legal()
	win := !moves.Has(rules.Star)
	// Moves the machine answers at once cost nothing; the others need a search each.
	var hard []rules.Tile
	if win {
		for _, c := range moves.Tiles() {
			q := *p
			q.whiten(c)
			if a.endsNow(&q, a.mc.at(q.spiralRun())) {
				continue
			}
			if k == 1 {
				win = false
				break
			}
			hard = append(hard, c)
		}
	}
	for _, c := range hard {
		if !win {
			break
		}
		q := *p
		q.whiten(c)
		found := false
		for _, r := range a.mc.at(q.spiralRun()).list {
			b := q
			b.blacken(r.d)
			ok, err := a.machineWins(&b, k-1)
			if err != nil {
				return false, err
			}
			if ok {
				found = true
				break
			}
		}
		win = found
	}
	if win {
		a.tt.putMachineWin(p, k)
	} else {
		a.tt.putMachineNot(p, k)
	}
	return win, nil
}

// playerWins reports whether the player, to move at p (not lost), can win within j moves whatever the
// machine answers.
func (a *adversary) playerWins(p *board, j int) (bool, error) {
	moves := p.legal()
	if moves.Has(rules.Star) {
		return true, nil
	}
	if j <= 1 {
		return false, nil
	}
	e := a.tt.get(p)
	if e.pWin != 0 && int(e.pWin) <= j {
		return true, nil
	}
	if int(e.pNot) >= j {
		return false, nil
	}
	lb := p.boundWithin(j)
	if lb > j {
		a.tt.putPlayerNot(p, j)
		return false, nil
	}
	if err := a.step(); err != nil {
		return false, err
	}
	// Only moves in the corridor can start a win within j: with slack every move is in it (it is
	// one step from a white tile), without slack only those that lower the bound. Those first.
	near := moves.And(p.toward(lb))
	var buf [64]rules.Tile
	cands := append(buf[:0], near.Tiles()...)
	if lb < j {
		cands = append(cands, moves.AndNot(near).Tiles()...)
	}
	// Within each group, the moves that have won most often elsewhere first (a history heuristic:
	// it only orders the search, never changes its answer).
	split := near.Len()
	byHistory := func(x, y rules.Tile) int { return int(a.moveScore[y]) - int(a.moveScore[x]) }
	slices.SortStableFunc(cands[:split], byHistory)
	slices.SortStableFunc(cands[split:], byHistory)
	win := false
	for _, c := range cands {
		m := a.play(p, c, lb-b2i(near.Has(c)))
		ok, err := a.moveWins(&m, j)
		if err != nil {
			return false, err
		}
		if ok {
			a.moveScore[c]++
			win = true
			break
		}
	}
	if win {
		a.tt.putPlayerWin(p, j)
	} else {
		a.tt.putPlayerNot(p, j)
	}
	return win, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// afterMove is a player move c just played (q), before the machine answers: the replies open to
// the machine and q's lower bound.
type afterMove struct {
	c  rules.Tile
	q  board
	rs *replies
	lb int
}

// play plays c at p; lb is the bound after it (one less than p's when c is on a shortest path to
// the star, else p's: a new white tile cannot move the star further away).
func (a *adversary) play(p *board, c rules.Tile, lb int) afterMove {
	m := afterMove{c: c, q: *p, lb: lb}
	m.q.whiten(c)
	m.rs = a.mc.at(m.q.spiralRun())
	return m
}

// answers sorts the machine's replies to m for a player-win search with j−1 moves left after it:
// the replies that matter, and whether any does not. A reply that does not matter blackens a tile
// that is already black, or red, off the corridor and read by the spiral after m's count: the
// spiral's count stays what it is for the rest of the game (counts only fall), no line that wins in
// time could whiten it, and it is not white, so the player wins within j−1 after it exactly when
// the player wins within j−1 from q itself (see PlayerPlan.Otherwise).
func (a *adversary) answers(m *afterMove, j int) (matter rules.Set, other bool) {
	red := m.q.red()
	keep := inner[m.q.spiralRun()].And(red).Or(m.q.white)
	keep.Add(rules.Star)
	matter = m.rs.reach.And(keep)
	if open := m.rs.reach.And(red).AndNot(matter); !open.Empty() {
		matter = matter.Or(m.q.inCorridor(open, j-1, m.lb, &a.scratch))
	}
	return matter, matter != m.rs.reach
}

// moveWins reports whether the move m wins within j moves (its own included) whatever the machine
// answers.
func (a *adversary) moveWins(m *afterMove, j int) (bool, error) {
	if m.c == rules.Star {
		return true, nil
	}
	if m.lb > j-1 || a.endsNow(&m.q, m.rs) {
		return false, nil
	}
	matter, other := a.answers(m, j)
	// A reply already known to refute saves a search.
	tiles := matter.Tiles()
	for _, d := range tiles {
		b := m.q
		b.blacken(d)
		if e := a.tt.get(&b); int(e.pNot) >= j-1 {
			return false, nil
		}
	}
	if other {
		// The replies that change nothing all lead to q's own position: one search for all.
		if ok, err := a.playerWins(&m.q, j-1); err != nil || !ok {
			return false, err
		}
	}
	slices.SortStableFunc(tiles, func(x, y rules.Tile) int { return int(a.replyScore[y]) - int(a.replyScore[x]) })
	for _, d := range tiles {
		b := m.q
		b.blacken(d)
		ok, err := a.playerWins(&b, j-1)
		if err != nil {
			return false, err
		}
		if !ok {
			a.replyScore[d]++
			return false, nil
		}
	}
	return true, nil
}
