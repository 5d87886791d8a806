package escape

import (
	"testing"

	"quintet/rules/puzzle"
)

// Decode refuses what it cannot read and otherwise gives a position that writes itself back, whose
// hint is a legal move, and on which any move either fails and changes nothing or succeeds.
func FuzzDecode(f *testing.F) {
	for _, s := range []struct{ params, desc, move string }{
		{"4p1", "6-kB2", "A1"}, {"4p2", "6-kB2", "B2"}, {"4p1", "6-kB2-fA1-aB2", "A1"},
		{"16p2", "833a-kD3", "d3"}, {"64p1", "0000000000000000-kH1", "Z9"}, {"4p2", "6-kB2-fB1", ""},
	} {
		f.Add(s.params, s.desc, s.move)
	}
	f.Fuzz(func(t *testing.T, params, desc, move string) {
		sp, err := Backend.Decode(params, desc)
		if err != nil {
			return
		}
		back, err := Backend.Decode(sp.Params(), sp.Desc())
		if err != nil || back.Desc() != sp.Desc() || back.Params() != sp.Params() {
			t.Fatalf("%s:%s -> %s:%s -> %v", params, desc, sp.Params(), sp.Desc(), err)
		}
		before := sp.Desc()
		if q, err := sp.Play(move); err == nil && q.Status() == puzzle.Playing {
			t.Fatalf("move %q left the game undecided", move)
		}
		if sp.Desc() != before {
			t.Fatal("Play changed the position it was called on")
		}
		h, err := Backend.Hint(t.Context(), sp)
		if err != nil {
			t.Fatal(err)
		}
		if sp.Status() == puzzle.Playing {
			q, err := sp.Play(h.Move)
			if err != nil || q.Status() != puzzle.Won {
				t.Fatalf("hint %q on %s: %v, %v", h.Move, sp.Desc(), q, err)
			}
		}
	})
}
