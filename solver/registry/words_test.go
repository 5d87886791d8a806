package registry_test

import (
	"context"
	"regexp"
	"testing"

	"quintet/rules/puzzle"
	"quintet/solver/registry"
	template "quintet/solver/template"
)

// A count and its noun agree: "1 move", "0 moves", "2 moves", never "1 moves" or "3 move".
var (
	oneMany = regexp.MustCompile(`(^|[^\d.,\x{2009}])1 (moves|places|presses|flips|turns|steps|numbers|times)\b`)
	manyOne = regexp.MustCompile(`(^|[^\d.,\x{2009}])(0|[2-9]|\d{2,}) (move|place|press|flip|turn|step|number|time)\b`)
)

// Every sentence a hint says along the smoke game, played to its end by the hint alone (so its last
// hints count 2, then 1 move left), has counts that agree with their nouns.
func TestHintWordsAgreeWithTheirCounts(t *testing.T) {
	for _, tc := range []struct {
		s  string
		ok bool
	}{{"takes 1 moves", false}, {"takes 1 move", true}, {"takes 0 moves", true}, {"takes 3 move", false}, {"takes 11 moves", true}, {"1 times", false}, {"moved 2 places", true}} {
		if got := !oneMany.MatchString(tc.s) && !manyOne.MatchString(tc.s); got != tc.ok {
			t.Fatalf("the checker says %q agrees: %v", tc.s, got)
		}
	}
	t.Cleanup(registry.Register(template.Backend))
	for _, b := range registry.All() {
		t.Run(b.Info().Name, func(t *testing.T) {
			id, err := puzzle.ParseID(b.Info().SmokeID)
			if err != nil {
				t.Fatal(err)
			}
			p, err := puzzle.Open(b, id)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 200 && p.Status() == puzzle.Playing; i++ {
				h, err := b.Hint(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				if oneMany.MatchString(h.Reason) || manyOne.MatchString(h.Reason) {
					t.Errorf("after %d moves of %s: %q", i, b.Info().SmokeID, h.Reason)
				}
				if h.Move == "" {
					break
				}
				if p, err = p.Play(h.Move); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
