package main

import (
	"context"
	"flag"
	"strconv"
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

// flipBoard reads the --board flag: a board whose target is at the seed's middle, or with oldMiddle at
// the old one of an even board (rules.Params).
func flipBoard(text string, oldMiddle bool) (rules.Board, error) {
	if text == "" {
		return rules.Board{}, bad("--board is required (rows of 'o' and '-' joined by '/')")
	}
	b, err := rules.ParseBoard(text)
	if err != nil {
		return rules.Board{}, bad("--board: %v", err)
	}
	p, err := flipParams(int(b.Size()), oldMiddle)
	if err != nil {
		return rules.Board{}, err
	}
	return p.ParseBoard(text) // parsed above: the same text, with its middle
}

// flipParams checks the --size flag (its range is checked as it is read; this is the rules' own check)
// and --old-middle, which only an even board has.
func flipParams(n int, oldMiddle bool) (rules.Params, error) {
	p := rules.Params{Size: rules.Size(n), Old: oldMiddle}
	if err := p.Size.Check(); err != nil {
		return p, bad("--size: %v", err)
	}
	if oldMiddle && n%2 == 1 {
		return p, bad("--old-middle: the board is %d×%d, odd, so it has one middle; only even boards have an old one", n+2, n+2)
	}
	return p, nil
}

// oldMiddleFlag defines --old-middle.
func oldMiddleFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("old-middle", false, "put the target at the upper-left of an even board's four central cells, as game IDs before version 2 (flip:i4…, not flip:i4v2…) have it; without it, the lower-right, the seed's middle")
}

// sizeFlag defines --size, the interior size.
func sizeFlag(fs *flag.FlagSet) *int {
	return intFlag(fs, "size", 3, rules.MinInterior, rules.MaxInterior, "interior size i (the board is (i+2)×(i+2))")
}

func runFlipSolve(args []string, out *output) error {
	fs := flags("flip solve")
	board := fs.String("board", "", "the board: rows of 'o' (dot) and '-' joined by '/', top row first")
	old := oldMiddleFlag(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	b, err := flipBoard(*board, *old)
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
	ID       string `json:"id"`     // the game ID the game opens this game with
	Middle   string `json:"middle"` // the target's cell, "col,row" counted from 0 with the ring
}

// flipAt names a cell as "col,row", counted from 0 with the ring (as flip explain does).
func flipAt(c rules.Cell) string { return strconv.Itoa(c.Col) + "," + strconv.Itoa(c.Row) }

func runFlipNew(args []string, out *output) error {
	fs := flags("flip new")
	var seed seedFlag
	fs.Var(&seed, "seed", seedUsage)
	size := sizeFlag(fs)
	old := oldMiddleFlag(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if !seed.set {
		return bad("--seed is required")
	}
	p, err := flipParams(*size, *old)
	if err != nil {
		return err
	}
	b, err := p.Generate(seed.v)
	if err != nil {
		return err
	}
	t, err := solver.For(context.Background(), p.Size)
	if err != nil {
		return err
	}
	moves, _ := t.Solve(b) // generated boards are reachable by construction
	return out.emit(flipNew{Size: int(p.Size), Seed: seed.v, Board: b.Format(), MinMoves: len(moves),
		ID: "flip:" + p.String() + "#" + strconv.FormatUint(seed.v, 10), Middle: flipAt(p.Middle())})
}

type flipProof struct {
	Size               int    `json:"size"`
	Middle             string `json:"middle"`
	Rank               int    `json:"rank"`
	UniqueSolutions    bool   `json:"unique_solutions"`
	SingleDotElsewhere bool   `json:"single_dot_elsewhere"`
}

func runFlipProve(args []string, out *output) error {
	fs := flags("flip prove")
	size := sizeFlag(fs)
	old := oldMiddleFlag(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	p, err := flipParams(*size, *old)
	if err != nil {
		return err
	}
	pr, err := solver.ProveFor(context.Background(), p)
	if err != nil {
		return err
	}
	return out.emit(flipProof{Size: int(p.Size), Middle: flipAt(pr.Middle), Rank: pr.Rank, UniqueSolutions: pr.Unique,
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
	old := oldMiddleFlag(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	b, err := flipBoard(*board, *old)
	if err != nil {
		return err
	}
	// Check every move before printing anything, so bad input gives no partial transcript; a move after
	// the win is bad input, as play --id says.
	check, _ := flipBoard(*board, *old)
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
