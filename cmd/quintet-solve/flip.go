package main

import (
	"context"
	"flag"
	"strings"

	rules "quintet/rules/flip"
	solver "quintet/solver/flip"
)

func init() {
	const about = "flip 3×3 blocks until one dot is left, in the middle (GF(2))"
	register("flip", about, "solve", "the unique (so minimal) set of flips for --board", runFlipSolve)
	register("flip", about, "new", "a seeded random game (--size, --seed) and its minimum", runFlipNew)
	register("flip", about, "prove", "compute the rank and single-dot theorems for --size", runFlipProve)
	register("flip", about, "play", "play --moves (cell names) on --board, one line per move", runFlipPlay)
}

type flipSolved struct {
	Size     int      `json:"size"`
	MinMoves int      `json:"min_moves"`
	Moves    []string `json:"moves"`
}

type flipUnsolvable struct {
	Solvable bool `json:"solvable"`
}

// flipBoard reads the --board flag.
func flipBoard(text string) (rules.Board, error) {
	if text == "" {
		return rules.Board{}, bad("--board is required (rows of 'o' and '-' joined by '/')")
	}
	b, err := rules.ParseBoard(text)
	if err != nil {
		return rules.Board{}, bad("--board: %v", err)
	}
	return b, nil
}

// flipSize checks the --size flag (its range is checked as it is read; this is the rules' own check).
func flipSize(n int) (rules.Size, error) {
	s := rules.Size(n)
	if err := s.Check(); err != nil {
		return 0, bad("--size: %v", err)
	}
	return s, nil
}

// sizeFlag defines --size, the interior size.
func sizeFlag(fs *flag.FlagSet) *int {
	return intFlag(fs, "size", 3, rules.MinInterior, rules.MaxInterior, "interior size i (the board is (i+2)×(i+2))")
}

func runFlipSolve(args []string, out *output) error {
	fs := flags("flip solve")
	board := fs.String("board", "", "the board: rows of 'o' (dot) and '-' joined by '/', top row first")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	b, err := flipBoard(*board)
	if err != nil {
		return err
	}
	t, err := solver.For(context.Background(), b.Size())
	if err != nil {
		return err
	}
	moves, ok := t.Solve(b)
	if !ok {
		return out.emit(flipUnsolvable{Solvable: false})
	}
	names := make([]string, 0, len(moves))
	for _, c := range moves {
		names = append(names, c.Name())
	}
	return out.emit(flipSolved{Size: int(b.Size()), MinMoves: len(moves), Moves: names})
}

type flipNew struct {
	Size     int    `json:"size"`
	Seed     uint64 `json:"seed"`
	Board    string `json:"board"`
	MinMoves int    `json:"min_moves"`
}

func runFlipNew(args []string, out *output) error {
	fs := flags("flip new")
	var seed seedFlag
	fs.Var(&seed, "seed", seedUsage)
	size := sizeFlag(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if !seed.set {
		return bad("--seed is required")
	}
	s, err := flipSize(*size)
	if err != nil {
		return err
	}
	b, err := rules.Generate(s, seed.v)
	if err != nil {
		return err
	}
	t, err := solver.For(context.Background(), s)
	if err != nil {
		return err
	}
	moves, _ := t.Solve(b) // generated boards are reachable by construction
	return out.emit(flipNew{Size: int(s), Seed: seed.v, Board: b.Format(), MinMoves: len(moves)})
}

type flipProof struct {
	Size               int  `json:"size"`
	Rank               int  `json:"rank"`
	UniqueSolutions    bool `json:"unique_solutions"`
	SingleDotElsewhere bool `json:"single_dot_elsewhere"`
}

func runFlipProve(args []string, out *output) error {
	fs := flags("flip prove")
	size := sizeFlag(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	s, err := flipSize(*size)
	if err != nil {
		return err
	}
	pr, err := solver.Prove(context.Background(), s)
	if err != nil {
		return err
	}
	return out.emit(flipProof{Size: int(s), Rank: pr.Rank, UniqueSolutions: pr.Unique,
		SingleDotElsewhere: pr.SingleDotElsewhere})
}

type flipPlayed struct {
	Move  string `json:"move"`
	Board string `json:"board"`
	Won   bool   `json:"won"`
}

func runFlipPlay(args []string, out *output) error {
	fs := flags("flip play")
	board := fs.String("board", "", "the board: rows of 'o' (dot) and '-' joined by '/', top row first")
	moves := fs.String("moves", "", "interior cell names separated by spaces, e.g. \"b2 a1\"")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	b, err := flipBoard(*board)
	if err != nil {
		return err
	}
	// Check every move before printing anything, so bad input gives no partial transcript; a move after
	// the win is bad input, as play --id says.
	check, _ := flipBoard(*board)
	var cells []rules.Cell
	for k, name := range strings.Fields(*moves) {
		c, err := rules.ParseCell(b.Size(), name)
		if err != nil {
			return bad("--moves: move %d: %v", k+1, err)
		}
		if check.Won() {
			return bad("--moves: move %d (%s) comes after the game ended (won)", k+1, excerpt(name))
		}
		check.Flip(c)
		cells = append(cells, c)
	}
	for _, c := range cells {
		b.Flip(c) // interior: checked above
		if err := out.emit(flipPlayed{Move: c.Name(), Board: b.Format(), Won: b.Won()}); err != nil {
			return err
		}
	}
	return nil
}
