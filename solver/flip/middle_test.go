package flip_test

import (
	"context"
	"fmt"
	"testing"

	"quintet/game/session"
	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
	solver "quintet/solver/flip"
)

// A save written by game/session at 513c855, before the middle of even boards moved (flip:i4#2, then
// a1 and b2), and what that build had on screen: the game ID, the position, the move count, the
// history's length and the current entry. It loads to the same game.
const oldSave = `{"version":3,"puzzle":"flip","current":2,"moves":2,"state":"playing","entries":[{"kind":"start","game":"flip:i4#2","params":"i4","desc":"o-oo-o/o--o--/oo----/o---oo/o-o-o-/oo-oo-"},{"kind":"move","move":"a1"},{"kind":"move","move":"b2"}]}`

const oldScreen = "flip:i4#2\n-o-o-o/------/-o-o--/oooooo/o-o-o-/oo-oo-\n2\n3\n2\n"

func TestOldEvenSaveOpensTheSameGame(t *testing.T) {
	s, err := session.Unmarshal(solver.Backend, []byte(oldSave))
	if err != nil {
		t.Fatal(err)
	}
	e := s.Current()
	if got := fmt.Sprintf("%s\n%s\n%d\n%d\n%d\n", e.Game.String(), e.Pos.Desc(), e.Moves, s.Len(), s.Index()); got != oldScreen {
		t.Fatalf("loaded\n%s\nthe build that wrote it had\n%s", got, oldScreen)
	}
	if err := s.CheckGame(); err != nil {
		t.Fatalf("its game ID: %v", err)
	}
	pos := e.Pos.(solver.Position)
	if mid := pos.Middle(); mid != (rules.Cell{Col: 2, Row: 2}) || e.Pos.Params() != "i4" {
		t.Fatalf("the old game's middle is %v with params %s, want (2,2), the upper-left, i4", mid, e.Pos.Params())
	}
	// It is still played to a win at the old middle, by the hint's line.
	h, err := solver.Backend.Hint(context.Background(), e.Pos)
	if err != nil || h.Verdict != puzzle.Solved {
		t.Fatalf("hint %+v %v", h, err)
	}
	p := e.Pos
	for _, m := range h.Line {
		if p, err = p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if p.Status() != puzzle.Won || !p.(solver.Position).Dot(rules.Cell{Col: 2, Row: 2}) {
		t.Fatalf("the hint's line ends at %s, %v", p.Desc(), p.Status())
	}
	again, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if s2, err := session.Unmarshal(solver.Backend, again); err != nil || s2.Current().Pos.Desc() != e.Pos.Desc() || s2.Current().Game.String() != "flip:i4#2" {
		t.Fatalf("saved again and loaded: %v", err)
	}
}

// New games of an even size are written i4v2 and have the seed's middle; i4 opens the old game; the
// hint, the solver and the proofs follow the board's own middle; New after an old game renews to v2.
func TestEvenGamesFollowTheirMiddle(t *testing.T) {
	ctx := context.Background()
	for _, n := range []rules.Size{2, 4, 6, 8, 40} {
		e := n.Edge()
		seedMid, oldMid := rules.Cell{Col: e / 2, Row: e / 2}, rules.Cell{Col: (e - 1) / 2, Row: (e - 1) / 2}
		for _, tc := range []struct {
			params string
			mid    rules.Cell
		}{{fmt.Sprintf("i%dv2", n), seedMid}, {fmt.Sprintf("i%d", n), oldMid}} {
			g, err := solver.Backend.Generate(tc.params, 7)
			if err != nil {
				t.Fatal(err)
			}
			pos := g.(solver.Position)
			if pos.Middle() != tc.mid || g.Params() != tc.params {
				t.Fatalf("%s: middle %v params %s, want %v", tc.params, pos.Middle(), g.Params(), tc.mid)
			}
			d, err := solver.Backend.Decode(g.Params(), g.Desc())
			if err != nil || d.(solver.Position).Middle() != tc.mid {
				t.Fatalf("%s: decoded %v", tc.params, err)
			}
			h, err := solver.Backend.Hint(ctx, g)
			if err != nil || h.Verdict != puzzle.Solved {
				t.Fatalf("%s: hint %+v %v", tc.params, h, err)
			}
			for _, m := range h.Line {
				g, _ = g.Play(m)
			}
			if g.Status() != puzzle.Won || !g.(solver.Position).Dot(tc.mid) {
				t.Fatalf("%s: the hint's line ends at %s", tc.params, g.Desc())
			}
			pr, err := solver.ProveFor(ctx, d.(solver.Position).Board().Params())
			if err != nil || pr.Middle != tc.mid || pr.SingleDotElsewhere || !pr.Unique ||
				len(pr.SingleDotsReachable) != 1 || pr.SingleDotsReachable[0] != tc.mid {
				t.Fatalf("%s: proof %+v %v", tc.params, pr, err)
			}
		}
		if pr, _ := solver.Prove(ctx, n); pr.Middle != seedMid {
			t.Errorf("i%d: Prove is for %v, want the seed's middle %v", n, pr.Middle, seedMid)
		}
		r := solver.Backend.(puzzle.Upgrader)
		if got := r.UpgradeParams(fmt.Sprintf("i%d", n)); got != fmt.Sprintf("i%dv2", n) {
			t.Errorf("New after an old i%d game draws from %s", n, got)
		}
	}
	// A board from the old game's ID is not a win of the new one, and the other way round.
	old, _ := solver.Backend.Decode("i4", rules.Params{Size: 4, Old: true}.Target().Format())
	nw, _ := solver.Backend.Decode("i4v2", rules.Params{Size: 4, Old: true}.Target().Format())
	if old.Status() != puzzle.Won || nw.Status() == puzzle.Won {
		t.Error("a single dot at the old middle must win the old game only")
	}
}
