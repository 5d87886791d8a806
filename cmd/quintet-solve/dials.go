package main

import (
	"context"
	"strings"

	"quintet/rules/dials"
	solver "quintet/solver/dials"
)

func init() {
	const about = "five letter displays, five buttons, linear algebra mod q"
	register("dials", about, "solve", "fewest presses from --start to --target for --matrix", runDialsSolve)
	register("dials", about, "new", "a seeded random game (--seed, --n, --q)", runDialsNew)
}

type dialsSolved struct {
	Presses []int  `json:"presses"`
	Total   int    `json:"total"`
	Order   string `json:"order"`
}

type dialsUnsolvable struct {
	Solvable bool `json:"solvable"`
}

func runDialsSolve(args []string, out *output) error {
	fs := flags("dials solve")
	matrix := fs.String("matrix", "", "button signatures: n rows of n digits joined by '/' (row = button)")
	start := fs.String("start", "", "the start word, e.g. ABCDE")
	target := fs.String("target", "", "the target word")
	q := intFlag(fs, "q", 5, dials.MinQ, dials.MaxQ, "letters in the alphabet (the modulus)")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if *matrix == "" || *start == "" || *target == "" {
		return bad("--matrix, --start and --target are all required")
	}
	n := strings.Count(*matrix, "/") + 1
	if n > dials.MaxN {
		return bad("--matrix has %d rows: at most %d (one per button)", n, dials.MaxN)
	}
	size := dials.Size{N: n, Q: *q}
	if err := size.Check(); err != nil {
		return bad("--matrix with --q: %v", err)
	}
	m, err := dials.ParseMatrix(*matrix, *q)
	if err != nil {
		return bad("--matrix: %v", err)
	}
	g := &dials.Game{Size: size, M: m}
	if g.Start, err = dialsWord("--start", *start, n, *q); err != nil {
		return err
	}
	if g.Target, err = dialsWord("--target", *target, n, *q); err != nil {
		return err
	}
	g.Now = g.Start
	tab, err := solver.Build(context.Background(), size, m)
	if err != nil {
		return err
	}
	sol := tab.Solve(g)
	if !sol.Reachable {
		return out.emit(dialsUnsolvable{Solvable: false})
	}
	var order strings.Builder
	for _, b := range sol.Order {
		order.WriteByte(byte('1' + b))
	}
	return out.emit(dialsSolved{Presses: sol.Presses, Total: sol.Total, Order: order.String()})
}

// dialsWord reads a word flag; a word of the wrong length is reported without repeating it at length.
func dialsWord(flagName, text string, n, q int) (dials.Word, error) {
	if len(text) != n {
		return nil, bad("%s %s has %d letters, want %d (one per display)", flagName, excerpt(text), len(text), n)
	}
	w, err := dials.ParseWord(text, n, q)
	if err != nil {
		return nil, bad("%s: %v", flagName, err)
	}
	return w, nil
}

type dialsNew struct {
	Matrix string `json:"matrix"`
	Start  string `json:"start"`
	Target string `json:"target"`
	Total  int    `json:"total"`
}

func runDialsNew(args []string, out *output) error {
	fs := flags("dials new")
	var seed seedFlag
	fs.Var(&seed, "seed", seedUsage)
	n := intFlag(fs, "n", 5, dials.MinN, dials.MaxN, "displays and buttons")
	q := intFlag(fs, "q", 5, dials.MinQ, dials.MaxQ, "letters in the alphabet (the modulus)")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if !seed.set {
		return bad("--seed is required")
	}
	g, err := dials.Generate(dials.Size{N: *n, Q: *q}, seed.v)
	if err != nil {
		return bad("--n with --q: %v", err)
	}
	tab, err := solver.Build(context.Background(), g.Size, g.M)
	if err != nil {
		return err
	}
	return out.emit(dialsNew{Matrix: dials.FormatMatrix(g.M), Start: dials.FormatWord(g.Start),
		Target: dials.FormatWord(g.Target), Total: tab.Solve(g).Total})
}
