package template

import (
	"context"
	"fmt"

	"quintet/rules/puzzle"
	rules "quintet/rules/template"
)

// Backend is Counter as the midend sees it. TEMPLATE: a backend is four methods, puzzle.Backend's;
// the embedded puzzle.Adapter writes Generate and Decode from the rules' parser, generator and
// description reader, so only Info and Hint are written here. puzzletest.Conformance
// (backend_test.go) checks the promises the midend relies on.
var Backend puzzle.Backend = &backend{puzzle.Adapter[rules.Params, rules.Game]{
	Params: rules.ParseParams,
	New:    func(p rules.Params, seed uint64) (rules.Game, error) { return rules.Generate(p, seed), nil },
	Read:   rules.ParseDesc,
	Wrap:   func(_ rules.Params, g rules.Game) puzzle.Position { return Position{g} },
}}

type backend struct {
	puzzle.Adapter[rules.Params, rules.Game]
}

// Info declares the puzzle (rules/template/info.go). TEMPLATE: add computed help text here if your
// solver proves something worth showing.
func (backend) Info() puzzle.Info { return rules.Info }

// Hint is the first move of an optimal line, with the whole line so Solve can play it.
func (backend) Hint(ctx context.Context, p puzzle.Position) (puzzle.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("template: not a Counter position: %T", p)
	}
	line, err := Solve(ctx, pos.Game)
	if err != nil {
		return puzzle.Hint{}, err
	}
	h := puzzle.Hint{Verdict: puzzle.Solved, Remaining: len(line), Line: line}
	if len(line) == 0 {
		h.Reason = "the counter shows the target"
		return h, nil
	}
	h.Move = line[0]
	h.Reason = "it starts the shortest way to the target"
	return h, nil
}

// Position is one Counter position: an immutable value, so Play returns a new one.
type Position struct{ rules.Game }

// Params is the game ID's parameter part, e.g. "t100".
func (p Position) Params() string { return p.Game.Params.String() }

// Desc is the game ID's description part, e.g. "37-5".
func (p Position) Desc() string { return p.Game.Desc() }

// Play applies one move in the notation "+" or "x"; a bad move is an error.
func (p Position) Play(move string) (puzzle.Position, error) {
	g, err := p.Game.Play(move)
	if err != nil {
		return nil, err
	}
	return Position{g}, nil
}

// Status is Won at the target. TEMPLATE: return puzzle.Lost for positions that can no longer win.
func (p Position) Status() puzzle.Status {
	if p.Won() {
		return puzzle.Won
	}
	return puzzle.Playing
}
