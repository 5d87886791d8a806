package clock

import (
	"context"
	"testing"

	rules "quintet/rules/clock"
)

// New games are points of the line: the same seed gives the same one, at least a quarter of the line
// is left, the hand is anywhere, and different seeds give different games.
func TestRandomPoint(t *testing.T) {
	for _, z := range []rules.Size{{N: 2, K: 1}, {N: 2, K: 3}, {N: 4, K: 2}, {N: 5, K: 3}, {N: 6, K: 4}, {N: 8, K: 5}, {N: 16, K: 1}} {
		total, err := LineLength(context.Background(), z)
		if err != nil {
			t.Fatal(err)
		}
		start, _ := rules.Begin(z)
		if want, _ := Remaining(context.Background(), start); total != want || total < 1 {
			t.Fatalf("%v: LineLength %d, the start's count %d", z, total, want)
		}
		games := map[string]bool{}
		hands := map[int]bool{}
		const seeds = 40
		for seed := uint64(0); seed < seeds; seed++ {
			c, err := RandomPoint(context.Background(), z, seed)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := RandomPoint(context.Background(), z, seed)
			if again != c {
				t.Fatalf("%v seed %d: %s then %s", z, seed, c.Desc(), again.Desc())
			}
			left, err := Remaining(context.Background(), c)
			if err != nil || !OnLine(c) || c.Turn() != rules.Player || left > total || 4*left < total {
				t.Fatalf("%v seed %d: %s, %d of %d moves left (%v)", z, seed, c.Desc(), left, total, err)
			}
			games[c.Desc()] = true
			hands[c.Hand()] = true
		}
		// The line's first three quarters hold (3/4)·total points; with the hand anywhere there are
		// N times as many games. Forty draws from them rarely collide.
		if want := min(seeds/2, (3*total/4)*z.N/2); len(games) < want {
			t.Fatalf("%v: %d different games from %d seeds, want at least %d", z, len(games), seeds, want)
		}
		if len(hands) < min(z.N, 2) {
			t.Fatalf("%v: the hand was always at %v", z, hands)
		}
	}
}

// The classic start is the first preset, and the backend's new games follow RandomPoint.
func TestGenerateStartAndRandom(t *testing.T) {
	if got := rules.Presets[0].Params; got != "n4k2" {
		t.Fatalf("first preset %q, want the classic start", got)
	}
	p, _ := Backend.Generate("n5k3"+rules.RandomSuffix, 9)
	c, _ := RandomPoint(context.Background(), rules.Size{N: 5, K: 3}, 9)
	if p.Desc() != c.Desc() || p.Params() != "n5k3" {
		t.Fatalf("Generate(n5k3, 9) = %s:%s, RandomPoint %s", p.Params(), p.Desc(), c.Desc())
	}
	s, _ := Backend.Generate("n5k3", 9)
	b, _ := rules.Begin(rules.Size{N: 5, K: 3})
	if s.Desc() != b.Desc() || s.Params() != "n5k3" {
		t.Fatalf("Generate(n5k3) = %s:%s, the start is %s", s.Params(), s.Desc(), b.Desc())
	}
}
