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
	q := fs.Int("q", 5, "letters in the alphabet (the modulus)")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if *matrix == "" || *start == "" || *target == "" {
		return bad("--matrix, --start and --target are all required")
	}
	n := strings.Count(*matrix, "/") + 1
	size := dials.Size{N: n, Q: *q}
	if err := size.Check(); err != nil {
		return bad("%v", err)
	}
	m, err := dials.ParseMatrix(*matrix, *q)
	if err != nil {
		return bad("--matrix: %v", err)
	}
	g := &dials.Game{Size: size, M: m}
	if g.Start, err = dials.ParseWord(*start, n, *q); err != nil {
		return bad("--start: %v", err)
	}
	if g.Target, err = dials.ParseWord(*target, n, *q); err != nil {
		return bad("--target: %v", err)
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

type dialsNew struct {
	Matrix string `json:"matrix"`
	Start  string `json:"start"`
	Target string `json:"target"`
	Total  int    `json:"total"`
}

func runDialsNew(args []string, out *output) error {
	fs := flags("dials new")
	var seed seedFlag
	fs.Var(&seed, "seed", "random seed (unsigned 64-bit)")
	n := fs.Int("n", 5, "displays and buttons")
	q := fs.Int("q", 5, "letters in the alphabet (the modulus)")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if !seed.set {
		return bad("--seed is required")
	}
	g, err := dials.Generate(dials.Size{N: *n, Q: *q}, seed.v)
	if err != nil {
		return bad("%v", err)
	}
	tab, err := solver.Build(context.Background(), g.Size, g.M)
	if err != nil {
		return err
	}
	return out.emit(dialsNew{Matrix: dials.FormatMatrix(g.M), Start: dials.FormatWord(g.Start),
		Target: dials.FormatWord(g.Target), Total: tab.Solve(g).Total})
}
