package template

import (
	"context"
	"fmt"

	"quintet/rules/puzzle"
	rules "quintet/rules/template"
)

// Backend is Counter as the midend sees it. TEMPLATE: the four methods below are the whole contract;
// puzzletest.Conformance (backend_test.go) checks the promises the midend relies on.
var Backend puzzle.Backend = backend{}

type backend struct{}

// Info declares the puzzle (rules/template/info.go). TEMPLATE: add computed help text here if your
// solver proves something worth showing.
func (backend) Info() puzzle.Info { return rules.Info }

// Generate makes the game a seed names: the same params and seed give the same game everywhere.
func (backend) Generate(params string, seed uint64) (puzzle.Position, error) {
	p, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	return Position{rules.Generate(p, seed)}, nil
}

// Decode reads a position that Position.Desc wrote (or a player typed: check everything).
func (backend) Decode(params, desc string) (puzzle.Position, error) {
	p, err := rules.ParseParams(params)
	if err != nil {
		return nil, err
	}
	g, err := rules.ParseDesc(p, desc)
	if err != nil {
		return nil, err
	}
	return Position{g}, nil
}

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
