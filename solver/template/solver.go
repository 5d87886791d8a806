// Package template is the solver of Counter, the template puzzle (rules/template), and its backend: the
// adapter through which the midend, the CLI and the tests see the puzzle (rules/puzzle.Backend).
//
// TEMPLATE: a solver package may import rules packages, rules/puzzle and solver/pace, but never
// Ebitengine or game/ (`make vet` checks), so the command-line solver builds without them.
package template

import (
	"context"

	rules "quintet/rules/template"
	"quintet/solver/pace"
)

// Solve returns an optimal line from g to its target: the fewest moves, and where adding one and
// doubling are both optimal, the double. It is exact: working back from the target, cost[x] is the
// fewest moves from the value x, one more than the cheaper of x+1 and (when it does not pass the
// target) 2x. It takes time and memory in proportion to target − value (at most rules.MaxTarget).
//
// TEMPLATE: an exact search of your puzzle. Step a pace.Pacer in every loop that can run long, and
// return its error: it keeps the browser drawing and stops the search when the hint is no longer wanted.
func Solve(ctx context.Context, g rules.Game) ([]string, error) {
	from, to := g.Value, g.Target
	cost := make([]int, to-from+1) // cost[x-from]; cost of the target itself is 0
	p := pace.New(ctx)
	for x := to - 1; x >= from; x-- {
		if err := p.Step(); err != nil {
			return nil, err
		}
		c := cost[x+1-from] + 1
		if 2*x <= to {
			c = min(c, cost[2*x-from]+1)
		}
		cost[x-from] = c
	}
	if err := ctx.Err(); err != nil {
		return nil, err // a cancelled hint is never shown, however quickly it finished
	}
	line := make([]string, 0, cost[0])
	for x := from; x < to; {
		if 2*x <= to && cost[2*x-from] == cost[x-from]-1 {
			line, x = append(line, rules.Double), 2*x
		} else {
			line, x = append(line, rules.Add), x+1
		}
	}
	return line, nil
}
