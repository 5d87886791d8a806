package main

import (
	"context"
	"strings"

	"quintet/rules/dials"
	"quintet/rules/puzzle"
	solver "quintet/solver/dials"
)

// dials hint --matrix M --start W --target W [--q 5], or --id: the hint the game shows for that position
// (cli.md: "<puzzle> hint <the same flags as that puzzle's solve>"), from the backend's Hint, the very
// call the game makes. The output has the shapes of the other hint verbs (hint.go):
//
//	{"move":"3","remaining":N,"micros":T}
//	    press button 3, the lowest-numbered button the optimal press vector presses; N is the least
//	    number of presses still needed, counting this one; T the solver's time in microseconds, its
//	    table for the matrix included.
//	{"move":null,"remaining":0,"note":"…","micros":T}
//	    the displays already show the target.
//	{"move":null,"remaining":null,"winnable":false,"note":"…","micros":T}
//	    no presses reach the target (the matrix is singular mod q): a well-defined no, exit 0, as
//	    dials solve answers {"solvable":false}.
func init() {
	register("dials", "", "hint", "the game's hint (lowest-numbered button of the fewest presses) for --matrix, --start, --target, or for --id", runDialsHint)
}

func runDialsHint(args []string, out *output) error {
	fs := flags("dials hint")
	matrix := fs.String("matrix", "", "button signatures: n rows of n digits joined by '/' (row = button)")
	start := fs.String("start", "", "the word the displays show, e.g. ABCDE")
	target := fs.String("target", "", "the target word")
	q := intFlag(fs, "q", 5, dials.MinQ, dials.MaxQ, "letters in the alphabet (the modulus)")
	id := fs.String("id", "", "a game ID instead of the other flags, e.g. dials:n5q5#1 or dials:n2q6:20/30-AA-BA")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	var pos puzzle.Position
	if given(fs, "id") {
		p, err := positionFromID(fs, solver.Backend, "dials", *id)
		if err != nil {
			return err
		}
		pos = p
	} else {
		g, err := dialsHintGame(*matrix, *start, *target, *q)
		if err != nil {
			return err
		}
		pos = solver.Position{Game: g}
	}
	h, d, err := timedHint(func(ctx context.Context) (puzzle.Hint, error) { return solver.Backend.Hint(ctx, pos) })
	if err != nil {
		return err
	}
	if h.Verdict == puzzle.Solved && h.Move == "" && h.Reason == "" {
		h.Reason = "the displays already show the target"
	}
	return emitHint(out, h, d, asString)
}

// dialsHintGame reads the position flags as dials solve does; the start may already be the target.
func dialsHintGame(matrix, start, target string, q int) (*dials.Game, error) {
	if matrix == "" || start == "" || target == "" {
		return nil, bad("--matrix, --start and --target are all required (or --id)")
	}
	n := strings.Count(matrix, "/") + 1
	if n > dials.MaxN {
		return nil, bad("--matrix has %d rows: at most %d (one per button)", n, dials.MaxN)
	}
	size := dials.Size{N: n, Q: q}
	if err := size.Check(); err != nil {
		return nil, bad("--matrix with --q: %v", err)
	}
	m, err := dials.ParseMatrix(matrix, q)
	if err != nil {
		return nil, bad("--matrix: %v", err)
	}
	g := &dials.Game{Size: size, M: m}
	if g.Start, err = dialsWord("--start", start, n, q); err != nil {
		return nil, err
	}
	if g.Target, err = dialsWord("--target", target, n, q); err != nil {
		return nil, err
	}
	g.Now = append(dials.Word(nil), g.Start...)
	return g, nil
}
