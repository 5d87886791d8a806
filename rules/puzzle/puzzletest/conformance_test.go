package puzzletest

import (
	"context"
	"testing"

	"quintet/rules/puzzle"
)

// lax is a backend that accepts anything: the malformed check must catch it.
type lax struct{}

type laxPos struct{ desc string }

func (lax) Info() puzzle.Info {
	return puzzle.Info{Name: "lax", Title: "Lax", Rules: "x", Presets: []puzzle.Preset{{Name: "p", Params: "p"}}}
}
func (lax) Generate(params string, seed uint64) (puzzle.Position, error) { return laxPos{}, nil }
func (lax) Decode(params, desc string) (puzzle.Position, error)          { return laxPos{desc}, nil }
func (lax) Hint(context.Context, puzzle.Position) (puzzle.Hint, error)   { return puzzle.Hint{}, nil }
func (p laxPos) Params() string                                          { return "p" }
func (p laxPos) Desc() string                                            { return p.desc }
func (p laxPos) Play(string) (puzzle.Position, error)                    { return p, nil }
func (p laxPos) Status() puzzle.Status                                   { return puzzle.Playing }

func TestMalformedCatchesALaxBackend(t *testing.T) {
	problems := Malformed(lax{})
	if len(problems) < 10 {
		t.Fatalf("a backend that accepts anything gave only %d problems: %v", len(problems), problems)
	}
}
