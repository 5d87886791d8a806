package main

import (
	"context"
	"flag"
	"time"

	escaperules "quintet/rules/escape"
	fliprules "quintet/rules/flip"
	hashrules "quintet/rules/hash"
	"quintet/rules/puzzle"
	escapesolver "quintet/solver/escape"
	flipsolver "quintet/solver/flip"
	hashsolver "quintet/solver/hash"
)

// The hint verbs of Hash, Flip and Escape (cli.md: "<puzzle> hint <the same flags as that puzzle's
// solve>"). Each builds the position from the same flags as the puzzle's solving verbs, or from a game
// ID (--id, as the game's "Game ID" dialog takes it), and asks the puzzle's backend for its hint: the
// very call the game makes, so the answer is the hint the game shows.
//
// Output, one line:
//
//	{"move":M,"remaining":N,"micros":T}
//	    the hint: M the optimal next move in the puzzle's notation ([8,15] for Hash, a cell "b2" for
//	    Flip, a square "C2" for Escape), N the optimal number of player moves still needed, counting M,
//	    and T the backend's own time for this hint in microseconds, table building included.
//	{"move":null,"remaining":0,"note":"…","micros":T}
//	    the game is already won (a finished Hash line, a Flip board that is the target, an Escape game
//	    in which prisoner 2 found the key): no move is left to make.
//	{"move":null,"remaining":null,"winnable":false,"note":"…","micros":T}
//	    proved that no line wins from here (a Hash salt or position with no win, a Flip board no set of
//	    flips reaches, an Escape game already lost); note says why. Exit 0: a well-defined no.
//	{"move":null,"remaining":null,"winnable":null,"note":"…","micros":T}
//	    Hash only: the search reached its limit (--max-nodes, --max-depth) without settling the question.
func init() {
	register("hash", "", "hint", "the game's hint (first move of a shortest win) after --moves with --salt, or for --id", runHashHint)
	register("flip", "", "hint", "the game's hint (a flip of the unique solution) for --board, or for --id", runFlipHint)
	register("escape", "", "hint", "the game's hint: with --key the coin prisoner 1 flips, without it the square prisoner 2 names; or for --id", runEscapeHint)
}

// hintShown is a hint with a move.
type hintShown struct {
	Move      any   `json:"move"`
	Remaining int   `json:"remaining"`
	Micros    int64 `json:"micros"`
}

// hintWon is the answer for a game already won.
type hintWon struct {
	Move      any    `json:"move"` // always null
	Remaining int    `json:"remaining"`
	Note      string `json:"note"`
	Micros    int64  `json:"micros"`
}

// hintNoWin is the answer when no win is known: Winnable false when proved, null when undecided.
type hintNoWin struct {
	Move      any    `json:"move"`      // always null
	Remaining *int   `json:"remaining"` // always null
	Winnable  *bool  `json:"winnable"`
	Note      string `json:"note"`
	Micros    int64  `json:"micros"`
}

// idFlag defines --id, the alternative to a puzzle's position flags.
func idFlag(fs *flag.FlagSet, name string) *string {
	return fs.String("id", "", "a game ID instead of the other flags, e.g. "+map[string]string{
		"hash":   "hash:random:abc_8.15-8.14 or hash:number#17",
		"clock":  "clock:n4k2#1 or clock:n4k2:0101h3",
		"flip":   "flip:i3#1 or flip:i3:-----/-ooo-/-o-o-/-ooo-/-----",
		"escape": "escape:64p1#7 or escape:4p2:6-kA1",
	}[name])
}

// given reports whether flag name was on the command line, even with an empty value: an empty --id
// is an empty game ID, refused as one, not the absence of an ID.
func given(fs *flag.FlagSet, name string) bool {
	seen := false
	fs.Visit(func(f *flag.Flag) { seen = seen || f.Name == name })
	return seen
}

// positionFromID reads --id for backend b of puzzle name: a seeded game (puzzle:params#seed) or a
// specific position (puzzle:params:desc). No other flag may be given with it. (The name is passed
// rather than read from b.Info(): Flip's Info computes its help text's proofs, building tables the
// hint's time must include.)
func positionFromID(fs *flag.FlagSet, b puzzle.Backend, name, text string) (puzzle.Position, error) {
	var other string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "id" && other == "" {
			other = f.Name
		}
	})
	if other != "" {
		return nil, bad("--id and --%s: give a game ID or the position's flags, not both", other)
	}
	id, err := puzzle.ParseID(text)
	if err != nil {
		return nil, bad("--id: %v", err)
	}
	if id.Puzzle != name {
		return nil, bad("--id %s is not a %s game ID (one starts with %q)", excerpt(text), name, name+":")
	}
	var p puzzle.Position
	switch {
	case id.HasSeed:
		p, err = b.Generate(id.Params, id.Seed)
	case id.HasDesc:
		p, err = b.Decode(id.Params, id.Desc)
	default:
		return nil, bad("--id %s names no game: add a seed (%s#42) or a position", excerpt(text), excerpt(id.String()))
	}
	if err != nil {
		return nil, bad("--id %s: %v", excerpt(text), err)
	}
	return p, nil
}

// emitHint prints hint h, which took d; move turns the backend's move text into the JSON value cli.md
// gives for the puzzle.
func emitHint(out *output, h puzzle.Hint, d time.Duration, move func(string) (any, error)) error {
	micros := d.Microseconds()
	switch h.Verdict {
	case puzzle.Solved:
		if h.Move == "" {
			return out.emit(hintWon{Remaining: 0, Note: h.Reason, Micros: micros})
		}
		m, err := move(h.Move)
		if err != nil {
			return err
		}
		return out.emit(hintShown{Move: m, Remaining: h.Remaining, Micros: micros})
	case puzzle.NoWin:
		no := false
		return out.emit(hintNoWin{Winnable: &no, Note: h.Reason, Micros: micros})
	}
	return out.emit(hintNoWin{Note: h.Reason, Micros: micros})
}

// timedHint runs one hint and measures it.
func timedHint(hint func(context.Context) (puzzle.Hint, error)) (puzzle.Hint, time.Duration, error) {
	start := time.Now()
	h, err := hint(context.Background())
	return h, time.Since(start), err
}

func asString(m string) (any, error) { return m, nil }

// runHashHint: hash hint --salt S [--moves …] [--max-depth D] [--max-nodes N], or --id. With the
// default limits the backend's Hint answers, as in the game; other limits go to the same solver call
// (solver/hash.HintFor) with those limits.
func runHashHint(args []string, out *output) error {
	fs := flags("hash hint")
	salt := fs.String("salt", "", "the salt: letters, digits, '(', ')' and ',' (may be empty)")
	moves := fs.String("moves", "", `moves already played, e.g. "8,15 8,14"`)
	depth, nodes := hashLimitFlags(fs)
	id := idFlag(fs, "hash")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	var pos puzzle.Position
	if given(fs, "id") {
		p, err := positionFromID(fs, hashsolver.Backend, "hash", *id)
		if err != nil {
			return err
		}
		pos = p
	} else {
		g, err := hashGame(*salt, *moves)
		if err != nil {
			return err
		}
		// The game's own position for these moves, as a game ID would give it.
		if pos, err = hashsolver.Backend.Decode(hashsolver.ParamsRandom, g.Desc()); err != nil {
			return err
		}
	}
	hint := func(ctx context.Context) (puzzle.Hint, error) { return hashsolver.Backend.Hint(ctx, pos) }
	if *depth != 0 || *nodes != hashsolver.DefaultMaxNodes {
		hp := pos.(hashsolver.Position)
		lim := hashsolver.Limits{MaxNodes: *nodes, MaxDepth: *depth}
		hint = func(ctx context.Context) (puzzle.Hint, error) {
			return hashsolver.HintFor(ctx, hp.Salt(), hp.State(), lim)
		}
	}
	h, d, err := timedHint(hint)
	if err != nil {
		return err
	}
	return emitHint(out, h, d, func(m string) (any, error) {
		t, err := hashrules.ParseMove(m)
		if err != nil {
			return nil, err
		}
		return xy(t), nil
	})
}

// runFlipHint: flip hint --board B, or --id.
func runFlipHint(args []string, out *output) error {
	fs := flags("flip hint")
	board := fs.String("board", "", "the board: rows of 'o' (dot) and '-' joined by '/', top row first")
	old := oldMiddleFlag(fs)
	id := idFlag(fs, "flip")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	var pos puzzle.Position
	var err error
	if given(fs, "id") {
		if *old {
			return bad("--old-middle goes with --board: an ID says its middle itself (flip:i4 old, flip:i4v2 the seed's)")
		}
		pos, err = positionFromID(fs, flipsolver.Backend, "flip", *id)
	} else {
		var b fliprules.Board
		if b, err = flipBoard(*board, *old); err != nil {
			return err
		}
		pos, err = flipsolver.Backend.Decode(b.Params().String(), b.Format())
	}
	if err != nil {
		return err
	}
	h, d, err := timedHint(func(ctx context.Context) (puzzle.Hint, error) { return flipsolver.Backend.Hint(ctx, pos) })
	if err != nil {
		return err
	}
	return emitHint(out, h, d, asString)
}

// runEscapeHint: escape hint --board B --key K is prisoner 1's hint (the coin to flip, as escape flip
// answers); escape hint --board B is prisoner 2's (the square to name, as escape find answers), or --id.
//
// Prisoner 2's position is the game in which prisoner 1 (the computer) turned over the first square
// of the warden's board to leave B; like the game's hint, the answer reads only the coins.
func runEscapeHint(args []string, out *output) error {
	fs := flags("escape hint")
	board := fs.String("board", "", "the coins: N characters of 1 (heads) and 0 (tails) in reading order")
	key := fs.String("key", "", "prisoner 1: the key's square (C2, or an index); leave out for prisoner 2's hint")
	id := idFlag(fs, "escape")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	var pos puzzle.Position
	var err error
	if given(fs, "id") {
		pos, err = positionFromID(fs, escapesolver.Backend, "escape", *id)
	} else {
		var keyp *string
		if *key != "" {
			keyp = key
		}
		var b escaperules.Board
		var k int
		if b, k, err = escapeBoardKey(*board, keyp); err != nil {
			return err
		}
		var g escaperules.Game
		if k != escaperules.None {
			g, err = escaperules.NewGame(escaperules.Prisoner1, b, k)
		} else {
			start := b.Flip(0)
			if g, err = escaperules.NewGame(escaperules.Prisoner2, start, escapesolver.Find(b)); err == nil {
				g, err = g.FlipCoin(0)
			}
		}
		if err != nil {
			return err
		}
		pos, err = escapesolver.Backend.Decode(g.Params().String(), g.Desc())
	}
	if err != nil {
		return err
	}
	h, d, err := timedHint(func(ctx context.Context) (puzzle.Hint, error) { return escapesolver.Backend.Hint(ctx, pos) })
	if err != nil {
		return err
	}
	return emitHint(out, h, d, asString)
}
