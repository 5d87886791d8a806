package template

import (
	"context"
	"fmt"

	"quintet/rules/puzzle"
)

// Explanation is why the hint's line is optimal, as plain data (quintet-solve template explain prints
// it as JSON). TEMPLATE: the derivation your help pages draw, computed here and tested without a window.
type Explanation struct {
	Target int    `json:"target"`
	Value  int    `json:"value"`
	Steps  []Step `json:"steps"` // the optimal line, one step per move
}

// Step is one move of the line and the value it leaves.
type Step struct {
	Move  string `json:"move"`
	Value int    `json:"value"`
}

// Explain plays the optimal line from p, step by step.
func (backend) Explain(p puzzle.Position) (any, error) {
	pos, ok := p.(Position)
	if !ok {
		return nil, fmt.Errorf("template: not a Counter position: %T", p)
	}
	return Explain(pos)
}

// Explain is the optimal line from pos with the value after each move.
func Explain(pos Position) (Explanation, error) {
	g := pos.Game
	x := Explanation{Target: g.Target, Value: g.Value, Steps: []Step{}}
	line, err := Solve(context.Background(), g)
	if err != nil {
		return x, err
	}
	for _, m := range line {
		if g, err = g.Play(m); err != nil {
			return x, err
		}
		x.Steps = append(x.Steps, Step{m, g.Value})
	}
	return x, nil
}
