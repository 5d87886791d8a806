package flip

import (
	"context"
	"testing"

	rules "quintet/rules/flip"
)

// FuzzSolve: any board that parses either is solved by a set that replays to the target, in strict
// reading order, or is reported unreachable consistently.
func FuzzSolve(f *testing.F) {
	f.Add("-----/-ooo-/-o-o-/-ooo-/-----")
	f.Add("o-o-o/o--o-/--o--/o-o-o/o--o-")
	f.Add("-----/-o---/-----/-----/-----")
	f.Add("ooo-/oo-o/o--o/-ooo")
	f.Fuzz(func(t *testing.T, text string) {
		b, err := rules.ParseBoard(text)
		if err != nil || b.Size() > 12 {
			return
		}
		tab, err := For(context.Background(), b.Size())
		if err != nil {
			t.Fatal(err)
		}
		moves, ok := tab.Solve(b)
		if ok != tab.Reachable(b) {
			t.Fatalf("%s: Solve says %v, Reachable disagrees", text, ok)
		}
		if !ok {
			return
		}
		for k := 1; k < len(moves); k++ {
			if b.Size().MoveIndex(moves[k-1]) >= b.Size().MoveIndex(moves[k]) {
				t.Fatalf("%s: moves %v not in reading order", text, moves)
			}
		}
		if !replay(t, b, moves) {
			t.Fatalf("%s: %v does not win", text, moves)
		}
	})
}

// FuzzDecodeAndPlay: typed game IDs and moves never panic, and a position round-trips through its ID.
func FuzzDecodeAndPlay(f *testing.F) {
	f.Add("i3", "-----/-ooo-/-o-o-/-ooo-/-----", "b2")
	f.Add("3", "-----/-----/--o--/-----/-----", "d4")
	f.Add("i2", "----/----/----/----", "a1")
	f.Fuzz(func(t *testing.T, params, desc, move string) {
		p, err := Backend.Decode(params, desc)
		if err != nil {
			return
		}
		q, err := Backend.Decode(p.Params(), p.Desc())
		if err != nil || q.Desc() != p.Desc() {
			t.Fatalf("%s:%s does not round-trip: %v", params, desc, err)
		}
		if r, err := p.Play(move); err == nil {
			if back, err := r.Play(move); err != nil || back.Desc() != p.Desc() {
				t.Fatalf("playing %q twice on %s does not undo it", move, desc)
			}
		} else if p.Desc() != desc {
			t.Fatalf("a refused move changed the position")
		}
	})
}
