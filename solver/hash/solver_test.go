package hash

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	rules "quintet/rules/hash"
)

func solve(t testing.TB, salt string, s rules.State, lim Limits) Result {
	t.Helper()
	r, err := Solve(context.Background(), salt, s, lim)
	if err != nil {
		t.Fatalf("salt %q: %v", salt, err)
	}
	return r
}

func TestWorkedCheckSalt(t *testing.T) {
	r := solve(t, "abc", rules.Start(), Limits{})
	if r.Verdict != Win || r.Length != 8 || !replay("abc", rules.Start(), r.Line) {
		t.Fatalf("salt abc: %v in %d, line %v", r.Verdict, r.Length, r.Line)
	}
}

// TestPocketsAgainstPlainSearch checks verdicts and lengths against a breadth-first search of every
// reachable position, on small walled-in boards where the machine often gets in the way.
func TestPocketsAgainstPlainSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var detours, proofs int
	for i := 0; i < 2500; i++ {
		s := pocket(r, 6+r.IntN(14), i%2 == 0)
		salt := fmt.Sprintf("p%d", i)
		want, ok := plainShortest(salt, s, 10_000)
		if !ok {
			continue
		}
		got := solve(t, salt, s, Limits{})
		switch {
		case want < 0 && got.Verdict != NoWin:
			t.Fatalf("pocket %d: plain search finds no win, solver says %v %d %v", i, got.Verdict, got.Length, got.Line)
		case want >= 0 && (got.Verdict != Win || got.Length != want):
			t.Fatalf("pocket %d: plain search wins in %d, solver says %v %d (%s)", i, want, got.Verdict, got.Length, got.Reason)
		case want >= 0 && !replay(salt, s, got.Line):
			t.Fatalf("pocket %d: line %v does not win in %d", i, got.Line, want)
		}
		h := s.LowerBound()
		if want > h {
			detours++ // the machine forced a longer way round
		}
		if want < 0 && s.Outcome() == rules.Playing && h < rules.Unreachable {
			proofs++ // no win, and only a search shows it
		}
	}
	t.Logf("%d detours, %d searched proofs", detours, proofs)
	if detours == 0 || proofs == 0 {
		t.Fatalf("the pockets never exercised detours (%d) or searched proofs (%d)", detours, proofs)
	}
}

// TestRandomPlay plays random games with random salts and solves each position on the way: no panic,
// every line is legal and wins in exactly the claimed length, playing its first move lowers the
// optimum by exactly one, and no shorter line exists (a plain search within one move less fails).
func TestRandomPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for game := 0; game < 60; game++ {
		salt := fmt.Sprintf("%x", r.Uint32())
		s := rules.Start()
		for n := r.IntN(30); n > 0 && s.Outcome() == rules.Playing; n-- {
			moves := s.LegalMoves().Tiles()
			s.Step(salt, moves[r.IntN(len(moves))])
		}
		res := solve(t, salt, s, Limits{})
		for res.Verdict == Win && res.Length > 0 {
			if len(res.Line) != res.Length || !replay(salt, s, res.Line) {
				t.Fatalf("salt %q: line %v does not win in %d", salt, res.Line, res.Length)
			}
			if winsWithin(salt, s, res.Length-1) {
				t.Fatalf("salt %q: a plain search wins in fewer than %d", salt, res.Length)
			}
			s.Step(salt, res.Line[0])
			next := solve(t, salt, s, Limits{})
			if next.Verdict != Win || next.Length != res.Length-1 {
				t.Fatalf("salt %q: after the hinted move the optimum went %d -> %v %d", salt, res.Length, next.Verdict, next.Length)
			}
			res = next
		}
	}
}

// TestLongStartsAreOptimal: from the start most salts win in 8 (straight up the column); for those
// the machine forces longer, a plain search confirms nothing shorter wins.
func TestLongStartsAreOptimal(t *testing.T) {
	long := 0
	for i := 0; i < 400; i++ {
		salt := fmt.Sprint(i)
		res := solve(t, salt, rules.Start(), Limits{})
		if res.Verdict != Win || !replay(salt, rules.Start(), res.Line) || res.Length < 8 {
			t.Fatalf("salt %s: %v %d", salt, res.Verdict, res.Length)
		}
		if res.Length > 8 {
			long++
			if winsWithin(salt, rules.Start(), res.Length-1) {
				t.Fatalf("salt %s: a plain search wins in fewer than %d", salt, res.Length)
			}
		}
	}
	if long == 0 {
		t.Fatal("no salt in 0..399 needs more than 8 moves; the check exercised nothing")
	}
}

func TestLimits(t *testing.T) {
	// Find a salt the machine forces to 9 or more, then ask with too little room.
	salt, res := "", Result{}
	for i := 0; res.Length <= 8; i++ {
		salt = fmt.Sprint(i)
		res = solve(t, salt, rules.Start(), Limits{})
	}
	shallow := solve(t, salt, rules.Start(), Limits{MaxDepth: res.Length - 1})
	if shallow.Verdict != Undecided || shallow.NoWinWithin != res.Length-1 {
		t.Fatalf("max depth %d: %v, no win within %d (%s)", res.Length-1, shallow.Verdict, shallow.NoWinWithin, shallow.Reason)
	}
	starved := solve(t, salt, rules.Start(), Limits{MaxNodes: 2})
	if starved.Verdict != Undecided || starved.Reason == "" {
		t.Fatalf("2 nodes: %v (%s)", starved.Verdict, starved.Reason)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, salt, rules.Start(), Limits{}); err == nil {
		t.Fatal("a cancelled search returned no error")
	}
}

func TestFinishedGames(t *testing.T) {
	g, _ := rules.New("abc")
	won := solve(t, "abc", rules.Start(), Limits{})
	for _, m := range won.Line {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if r := solve(t, "abc", g.State, Limits{}); r.Verdict != Win || r.Length != 0 {
		t.Fatalf("won game: %v %d", r.Verdict, r.Length)
	}
	var white, black rules.Set
	white.Add(rules.StartTile)
	black.Add(rules.Star)
	lost, _ := rules.FromSets(white, black)
	if r := solve(t, "abc", lost, Limits{}); r.Verdict != NoWin {
		t.Fatalf("black star: %v", r.Verdict)
	}
	walled, _ := rules.FromSets(white, ring(rules.Star))
	if r := solve(t, "abc", walled, Limits{}); r.Verdict != NoWin || r.Nodes != 0 {
		t.Fatalf("star walled off: %v after %d nodes", r.Verdict, r.Nodes)
	}
}

// ring is the four tiles around t.
func ring(t rules.Tile) rules.Set {
	var one rules.Set
	one.Add(t)
	return one.Neighbours()
}
