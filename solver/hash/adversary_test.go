package hash

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	rules "quintet/rules/hash"
	"quintet/solver/pace"
)

// The relaxed board must agree with the rules on every query, on positions players meet and on
// positions where arbitrary tiles were blackened.
func TestBoardMatchesRules(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	salts, states := randomPositions(13, 300, 50)
	for i, s := range states {
		b := boardOf(s)
		// Blacken a few arbitrary tiles, white ones included, as only the relaxed machine can.
		for range r.IntN(4) {
			b.blacken(rules.Tile(r.IntN(rules.Tiles)))
		}
		want := b.state()
		if got := b.spiralRun(); got != want.SpiralRun() {
			t.Fatalf("position %d (salt %q): m %d, rules %d", i, salts[i], got, want.SpiralRun())
		}
		if b.legal() != want.LegalMoves() || b.whites != want.Whites() || b.key() != want.Key() {
			t.Fatalf("position %d: moves, white count or key differ from the rules", i)
		}
		if got, lost := b.lost(), want.Outcome() == rules.Lost; got != lost && want.Outcome() != rules.Won {
			t.Fatalf("position %d: lost %v, rules %v", i, got, want.Outcome())
		}
		if got := b.lowerBound(); got != want.LowerBound() {
			t.Fatalf("position %d: bound %d, rules %d", i, got, want.LowerBound())
		}
	}
}

// The corridor holds every tile that any line of player moves reaching the star within j moves
// whitens (the machine's blackening only removes moves, so lines without it cover lines with it).
func TestCorridorHoldsEveryWinningLine(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	checked := 0
	for i := 0; i < 300; i++ {
		s := pocket(r, 6+r.IntN(10), i%2 == 0)
		b := boardOf(s)
		if b.lost() {
			continue
		}
		lb := b.lowerBound()
		if lb >= rules.Unreachable {
			continue
		}
		for j := lb; j <= lb+3; j++ {
			cor, got := b.corridor(j)
			if got != lb {
				t.Fatalf("pocket %d: corridor bound %d, lower bound %d", i, got, lb)
			}
			var used rules.Set
			var walk func(b board, left int, line rules.Set)
			walk = func(b board, left int, line rules.Set) {
				for _, c := range b.legal().Tiles() {
					l := line
					l.Add(c)
					if c == rules.Star {
						used = used.Or(l)
						continue
					}
					if left > 1 {
						q := b
						q.whiten(c)
						walk(q, left-1, l)
					}
				}
			}
			walk(b, j, rules.Set{})
			if miss := used.AndNot(cor); !miss.Empty() {
				t.Fatalf("pocket %d, j %d: winning lines whiten %v outside the corridor", i, j, miss.Tiles())
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d corridors checked", checked)
	}
}

// bruteReplies is every tile the relaxed machine can blacken after the move that made b, with the
// smallest v for each, from the rules' own m.
func bruteReplies(b *board, w Window) map[rules.Tile]int {
	s := b.state()
	m := s.SpiralRun()
	out := map[rules.Tile]int{}
	for v := w.Hi; v >= w.Lo; v-- {
		out[rules.Tile(v*m%rules.Tiles)] = v
	}
	return out
}

// bruteMachine is the reference for the machine's side: plain minimax on rules positions, no table,
// no shortcuts.
func bruteMachine(b board, w Window, k int) bool {
	for _, c := range b.legal().Tiles() {
		if c == rules.Star {
			return false
		}
		q := b
		q.whiten(c)
		ok := false
		for d := range bruteReplies(&q, w) {
			r := q
			r.blacken(d)
			s := r.state()
			if s.Outcome() == rules.Lost || k > 1 && s.Outcome() == rules.Playing && bruteMachine(r, w, k-1) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// brutePlayer is the reference for the player's side: every move, every reply, no corridor, no
// merging of replies.
func brutePlayer(b board, w Window, j int) bool {
	if j <= 0 {
		return false
	}
	for _, c := range b.legal().Tiles() {
		if c == rules.Star {
			return true
		}
		q := b
		q.whiten(c)
		ok := true
		for d := range bruteReplies(&q, w) {
			r := q
			r.blacken(d)
			if s := r.state(); s.Outcome() == rules.Lost || !brutePlayer(r, w, j-1) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// On small walled-in boards with random windows, both searches agree with plain minimax: this checks
// the corridor, the merging of replies that change nothing, the quick endings and the table.
func TestAdversaryAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	var playerWon, machineWon, neither int
	for i := 0; i < scaled(400); i++ {
		s := pocket(r, 5+r.IntN(8), i%3 == 0)
		b := boardOf(s)
		if b.lost() || b.white.Has(rules.Star) {
			continue
		}
		lo := r.IntN(MaxV + 1)
		w := Window{lo, min(MaxV, lo+r.IntN(12))}
		a := &adversary{mc: newMachine(w), pace: pace.New(context.TODO()), maxNodes: ^uint64(0), tt: newTable(12)}
		for j := 1; j <= 5; j++ {
			got, err := a.playerWins(&b, j)
			if err != nil {
				t.Fatal(err)
			}
			if want := brutePlayer(b, w, j); got != want {
				t.Fatalf("pocket %d, %v: player wins within %d: search %v, minimax %v", i, w, j, got, want)
			}
			if got {
				playerWon++
			}
		}
		for k := 1; k <= 3; k++ {
			got, err := a.machineWins(&b, k)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteMachine(b, w, k); got != want {
				t.Fatalf("pocket %d, %v: machine wins within %d: search %v, minimax %v", i, w, k, got, want)
			}
			if got {
				machineWon++
			} else {
				neither++
			}
		}
	}
	t.Logf("%d player wins, %d machine wins, %d not within the depth", playerWon, machineWon, neither)
	if playerWon == 0 || machineWon == 0 || neither == 0 {
		t.Fatal("the pockets did not exercise every outcome")
	}
}

func solveAdv(t *testing.T, w Window) AdversaryResult {
	t.Helper()
	r, err := SolveAdversary(context.Background(), w, AdversaryLimits{MaxPlan: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkMachineStrategy replays the machine's strategy under the rules: every legal player move at
// every point is answered, each answer's v lies in the window and gives its tile with the rules' m,
// and every line is lost by the last answer, within turns machine turns.
func checkMachineStrategy(t *testing.T, b board, w Window, replies []MachineReply, turns int, line []rules.Tile) (lines int) {
	t.Helper()
	bs := b.state()
	legal := bs.LegalMoves()
	if len(replies) != legal.Len() {
		t.Fatalf("after %v: %d answers for %d legal moves", line, len(replies), legal.Len())
	}
	for _, rep := range replies {
		here := append(append([]rules.Tile(nil), line...), rep.Move)
		if !legal.Has(rep.Move) {
			t.Fatalf("after %v: answers the illegal move %v", line, rep.Move)
		}
		if rep.V < w.Lo || rep.V > w.Hi {
			t.Fatalf("line %v: v %d outside %v", here, rep.V, w)
		}
		q := b
		q.whiten(rep.Move)
		s := q.state()
		m := s.SpiralRun()
		if d := rules.Tile(rep.V * m % rules.Tiles); d != rep.Black {
			t.Fatalf("line %v: v %d with m %d blackens %v, not %v", here, rep.V, m, d, rep.Black)
		}
		for v := w.Lo; v < rep.V; v++ {
			if rules.Tile(v*m%rules.Tiles) == rep.Black {
				t.Fatalf("line %v: v %d is not the smallest for %v", here, rep.V, rep.Black)
			}
		}
		if rep.Turns > turns {
			t.Fatalf("line %v: needs %d turns, more than %d", here, rep.Turns, turns)
		}
		r := q
		r.blacken(rep.Black)
		rs := r.state()
		lost := rs.Outcome() == rules.Lost
		switch {
		case rep.Next == nil && !lost:
			t.Fatalf("line %v: the strategy stops but the game goes on", here)
		case rep.Next != nil && lost:
			t.Fatalf("line %v: the game is lost but the strategy goes on", here)
		case rep.Next == nil:
			lines++
		default:
			lines += checkMachineStrategy(t, r, w, rep.Next, rep.Turns-1, here)
		}
	}
	return lines
}

func TestAdversaryFullRange(t *testing.T) {
	w := FullRange()
	r := solveAdv(t, w)
	if r.Winner != MachineWins {
		t.Fatalf("full range: %v (%s)", r.Winner, r.Reason)
	}
	lines := checkMachineStrategy(t, startBoard(), w, r.Machine, r.Turns, nil)
	// The fewest turns: the machine cannot win within one turn fewer (plain minimax).
	if r.Turns > 1 && bruteMachine(startBoard(), w, r.Turns-1) {
		t.Fatalf("the machine also wins within %d turns", r.Turns-1)
	}
	t.Logf("machine wins within %d turns; the strategy answers %d lines", r.Turns, lines)
	// Star and column 8 are odd: the first answer to (8,15), where m = 189 is odd, can be the star.
	first := r.Machine[0]
	if first.Move != rules.Tile(231) || first.Black != rules.Star || first.V*189%256 != 119 {
		t.Fatalf("answer to (8,15): %+v", first)
	}
}

// Windows around 240: a few quick ones, each replayed; the slow ones near the threshold are in the
// benchmarks and in docs/hash-question.md.
func TestAdversaryWindows(t *testing.T) {
	tests := []struct {
		w      int
		winner Winner
	}{
		{0, PlayerWins},   // v = 240 = 16·15: only column 1 is ever hit
		{1, PlayerWins},   // v in 239..241
		{5, PlayerWins},   // the largest quick player win
		{8, MachineWins},  // the smallest machine win
		{15, MachineWins}, // wins within two turns from here
		{100, MachineWins},
	}
	for _, tc := range tests {
		w, _ := Centered(tc.w)
		r := solveAdv(t, w)
		if r.Winner != tc.winner {
			t.Fatalf("window %d: %v (%s)", tc.w, r.Winner, r.Reason)
		}
		switch r.Winner {
		case MachineWins:
			checkMachineStrategy(t, startBoard(), w, r.Machine, r.Turns, nil)
			if r.Turns == 2 && bruteMachine(startBoard(), w, 1) {
				t.Fatalf("window %d: the machine also wins within %d turns", tc.w, r.Turns-1)
			}
		case PlayerWins:
			if !r.PlanComplete {
				t.Fatalf("window %d: plan cut", tc.w)
			}
			if tc.w <= 1 {
				checkPlayerPlan(t, w, r.Player, r.Turns)
			}
			if start := startBoard(); r.Turns < start.lowerBound() {
				t.Fatalf("window %d: %d moves beat the lower bound", tc.w, r.Turns)
			}
		}
		t.Logf("window %d: %v within %d (%d positions, plan of %d)", tc.w, r.Winner, r.Turns, r.Nodes, planNodes(r.Player))
	}
}

// checkPlayerPlan plays the plan against every answer the machine can give, under the rules: every
// move is legal where it is played (the real board has every black tile, the ignored ones too),
// and every line wins within moves.
func checkPlayerPlan(t *testing.T, w Window, plan *PlayerPlan, moves int) {
	t.Helper()
	type key struct {
		real rules.Key
		p    *PlayerPlan
	}
	seen := map[key]bool{}
	lines := 0
	var play func(real board, p *PlayerPlan, left int, line string)
	play = func(real board, p *PlayerPlan, left int, line string) {
		if seen[key{real.key(), p}] {
			return
		}
		seen[key{real.key(), p}] = true
		s := real.state()
		if p == nil || p.Cut || left < 1 || s.Outcome() != rules.Playing || !s.Legal(p.Move) {
			t.Fatalf("after %s: plan %+v, %d moves left, outcome %v", line, p, left, s.Outcome())
		}
		here := fmt.Sprintf("%s %v", line, p.Move)
		q := real
		q.whiten(p.Move)
		if p.Move == rules.Star {
			lines++
			return
		}
		answered := map[rules.Tile]*PlayerPlan{}
		for _, a := range p.Answers {
			answered[a.Black] = a.Plan
		}
		for d := range bruteReplies(&q, w) {
			next, ok := answered[d]
			if !ok {
				next = p.Otherwise
			}
			r := q
			r.blacken(d)
			if rs := r.state(); rs.Outcome() == rules.Lost {
				t.Fatalf("%s: answer %v loses", here, d)
			}
			play(r, next, left-1, fmt.Sprintf("%s/%v", here, d))
		}
	}
	play(startBoard(), plan, moves, "")
	t.Logf("plan wins %d lines (%d positions)", lines, len(seen))
}

func TestWindowRange(t *testing.T) {
	for _, w := range []int{-1, MidV + 1} {
		if _, err := Centered(w); err == nil {
			t.Errorf("window %d accepted", w)
		}
	}
	if w, _ := Centered(MidV); w != FullRange() {
		t.Errorf("window %d is %v, not the full range", MidV, w)
	}
	if _, err := SolveAdversary(context.Background(), Window{5, 4}, AdversaryLimits{}); err == nil {
		t.Error("an empty window was accepted")
	}
}

func planNodes(p *PlayerPlan) int {
	if p == nil {
		return 0
	}
	n := 1
	for _, a := range p.Answers {
		n += planNodes(a.Plan)
	}
	return n + planNodes(p.Otherwise)
}
