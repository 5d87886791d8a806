package main

import (
	"context"
	"errors"
	"flag"

	rules "quintet/rules/clock"
	solver "quintet/solver/clock"
)

func init() {
	const about = "numbers around a clock; zero them all before the machine raises them"
	register("clock", about, "solve", "the optimal solution (shortest, then 0 before X) for --n, --k after --moves", runClockSolve)
	register("clock", about, "play", "play --moves from the start, one line per move after the machine's answer", runClockPlay)
}

type clockSolved struct {
	N      int    `json:"n"`
	K      int    `json:"k"`
	Length int    `json:"length"`
	Moves  string `json:"moves"`
}

type clockUnwinnable struct {
	N        int  `json:"n"`
	K        int  `json:"k"`
	Winnable bool `json:"winnable"`
}

type clockPlayed struct {
	Move   string `json:"move"`
	Digits []int  `json:"digits"`
	Hand   int    `json:"hand"`
	View   []int  `json:"view"`
	Won    bool   `json:"won"`
}

// clockFlags are the flags both verbs share: the size, the moves and an optional start position.
type clockFlags struct {
	n, k         *int
	moves, from  *string
	id           *string // hint only: a game ID instead of the other flags
	fs           *flag.FlagSet
	size         rules.Size
	parsedMoves  []rules.Move
	startingFrom rules.Clock
}

func newClockFlags(verb string, args []string, out *output) (*clockFlags, error) {
	fs := flags("clock " + verb)
	f := &clockFlags{
		n:     intFlag(fs, "n", rules.DefaultN, rules.MinN, rules.MaxN, "how many numbers on the clock"),
		k:     intFlag(fs, "k", rules.DefaultK, rules.MinK, rules.MaxK, "the largest number"),
		moves: fs.String("moves", "", "player moves, each 0 (zero) or X (pass), e.g. 0X0"),
		from:  fs.String("desc", "", "start from this position (numbers clockwise from 0, 'h', the hand: 0101h3) instead of the start"),
	}
	f.fs = fs
	if verb == "hint" {
		f.id = idFlag(fs, "clock")
	}
	if err := parse(fs, args, out); err != nil {
		return nil, err
	}
	if f.id != nil && given(fs, "id") {
		return f, nil // the hint reads the ID (positionFromID refuses it with other flags)
	}
	var err error
	if f.size, err = rules.NewSize(*f.n, *f.k); err != nil {
		return nil, bad("--n/--k: %v", err)
	}
	if f.parsedMoves, err = rules.ParseMoves(*f.moves); err != nil {
		return nil, bad("--moves: %v", err)
	}
	f.startingFrom, _ = rules.Begin(f.size)
	if *f.from != "" {
		if f.startingFrom, err = rules.ParseDesc(f.size, *f.from); err != nil {
			return nil, bad("--desc: %v", err)
		}
	}
	return f, nil
}

// moveError names the move that cannot be played, counting from 1.
func moveError(i int, err error) error {
	if errors.Is(err, rules.ErrGameOver) {
		return bad("--moves: move %d: the game is already won", i+1)
	}
	return bad("--moves: move %d: %v", i+1, err)
}

func runClockSolve(args []string, out *output) error {
	f, err := newClockFlags("solve", args, out)
	if err != nil {
		return err
	}
	c := f.startingFrom
	for i, m := range f.parsedMoves {
		if c, _, err = c.Play(m); err != nil {
			return moveError(i, err)
		}
	}
	line, ok, err := solver.Solve(context.Background(), c)
	if err != nil {
		return err
	}
	if !ok {
		return out.emit(clockUnwinnable{N: f.size.N, K: f.size.K, Winnable: false})
	}
	return out.emit(clockSolved{N: f.size.N, K: f.size.K, Length: len(line), Moves: rules.FormatMoves(line)})
}

func runClockPlay(args []string, out *output) error {
	f, err := newClockFlags("play", args, out)
	if err != nil {
		return err
	}
	// Every move is played before anything is printed, so a move after the win, or one that is not a
	// move, is bad input with no partial transcript (as every other play verb).
	c := f.startingFrom
	lines := make([]clockPlayed, 0, len(f.parsedMoves))
	for i, m := range f.parsedMoves {
		if c, _, err = c.Play(m); err != nil {
			return moveError(i, err)
		}
		lines = append(lines, clockPlayed{Move: m.String(), Digits: c.Digits(), Hand: c.Hand(), View: c.View(), Won: c.Won()})
	}
	for _, l := range lines {
		if err := out.emit(l); err != nil {
			return err
		}
	}
	return nil
}
