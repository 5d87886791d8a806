package registry_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"quintet/rules/puzzle"
	"quintet/solver/registry"
	template "quintet/solver/template"
)

// A count and its noun agree: "1 move", "0 moves", "2 moves", never "1 moves" or "3 move".
var (
	oneMany = regexp.MustCompile(`(^|[^\d.,\x{2009}])1 (moves|places|presses|flips|turns|steps|numbers|times)\b`)
	manyOne = regexp.MustCompile(`(^|[^\d.,\x{2009}])(0|[2-9]|\d{2,}) (move|place|press|flip|turn|step|number|time)\b`)
	// jargon is the solvers' and the mathematics' words, which stay on the help pages: a hint's
	// reason says why in a player's words.
	jargon = regexp.MustCompile(`(?i)GF\(2\)|XOR|\b0b[01]|iterative|deepening|bound of|\[\d|matrix|singular|mod \d|unique solution|optimal presses|vector|kernel|rank\b`)
)

// plainReason reports what is wrong with a hint's reason, or "": counts agree with their nouns, no
// jargon, one sentence.
func plainReason(r string) string {
	switch {
	case oneMany.MatchString(r) || manyOne.MatchString(r):
		return "a count disagrees with its noun"
	case jargon.MatchString(r):
		return "jargon: " + jargon.FindString(r)
	case strings.Contains(strings.TrimSuffix(r, "."), ". ") || len([]rune(r)) > 80:
		return "more than one short sentence (80 characters)"
	}
	return ""
}

// The first hint of every preset's game (both prisoners in Escape) is in plain words.
func TestPresetHintsArePlain(t *testing.T) {
	t.Cleanup(registry.Register(template.Backend))
	for _, b := range registry.All() {
		for _, pr := range b.Info().Presets {
			id := puzzle.ID{Puzzle: b.Info().Name, Params: pr.Params, Seed: 1, HasSeed: true}
			if pr.Game != "" {
				id, _ = puzzle.ParseID(pr.Game)
			}
			p, err := puzzle.Open(b, id)
			if err != nil {
				t.Fatal(err)
			}
			h, err := b.Hint(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if why := plainReason(h.Reason); why != "" || h.Reason == "" {
				t.Errorf("%s: %q: %s", id, h.Reason, why)
			}
		}
	}
}

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
				if why := plainReason(h.Reason); why != "" {
					t.Errorf("after %d moves of %s: %q: %s", i, b.Info().SmokeID, h.Reason, why)
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
