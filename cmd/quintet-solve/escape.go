package main

import (
	"context"
	"math"
	"strings"
	"time"

	"quintet/rules/escape"
	solver "quintet/solver/escape"
)

// Escape's verbs. A board is the spec's text form (N characters of 0 and 1 in reading order); a key is
// a square name ("C2", either case) or an index in reading order ("50").
func init() {
	const about = "the chessboard, the coins and the key (two prisoners)"
	register("escape", about, "flip", "prisoner 1: the coin to flip on --board so prisoner 2 finds --key", runEscapeFlip)
	register("escape", about, "find", "prisoner 2: the square --board points at", runEscapeFind)
	register("escape", about, "explain", "the parity groups of --board (and the flip for --key)", runEscapeExplain)
	register("escape", about, "new", "a seeded random board and key (--squares, --seed)", runEscapeNew)
	register("escape", about, "files", "the seed program's file mode: --prisoner 1 rewrites --board FILE, 2 reads it", runEscapeFiles)
	register("escape", about, "prove", "whether --squares N can be won (the theorem; N ≤ 8 also by search), or a search on 1..--max squares", runEscapeProve)
}

type escapeFlip struct {
	Flip   int    `json:"flip"`
	Square string `json:"square"`
}

type escapeFind struct {
	Key    int    `json:"key"`
	Square string `json:"square"`
}

// escapeBoardKey reads --board and, when key is not nil, --key.
func escapeBoardKey(board string, key *string) (escape.Board, int, error) {
	if board == "" {
		return escape.Board{}, 0, bad("--board is required")
	}
	b, err := escape.ParseBoard(board)
	if err != nil {
		return escape.Board{}, 0, bad("--board: %v", err)
	}
	if key == nil {
		return b, escape.None, nil
	}
	if *key == "" {
		return escape.Board{}, 0, bad("--key is required")
	}
	if len(*key) > maxKeyText {
		return escape.Board{}, 0, bad("--key %s: want a square name such as C2, or an index from 0 to %d", excerpt(*key), b.Shape().Squares()-1)
	}
	k, err := b.Shape().ParseKey(*key)
	if err != nil {
		return escape.Board{}, 0, bad("--key: %v", err)
	}
	return b, k, nil
}

func runEscapeFlip(args []string, out *output) error {
	fs := flags("escape flip")
	board := fs.String("board", "", "the coins: N characters of 1 (heads) and 0 (tails) in reading order")
	key := fs.String("key", "", "the key's square: a name such as C2, or an index 0..N-1 in reading order")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	b, k, err := escapeBoardKey(*board, key)
	if err != nil {
		return err
	}
	f := solver.Flip(b, k)
	return out.emit(escapeFlip{Flip: f, Square: b.Shape().Name(f)})
}

func runEscapeFind(args []string, out *output) error {
	fs := flags("escape find")
	board := fs.String("board", "", "the coins after prisoner 1's flip")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	b, _, err := escapeBoardKey(*board, nil)
	if err != nil {
		return err
	}
	k := solver.Find(b)
	return out.emit(escapeFind{Key: k, Square: b.Shape().Name(k)})
}

func runEscapeExplain(args []string, out *output) error {
	fs := flags("escape explain")
	board := fs.String("board", "", "the coins")
	key := fs.String("key", "", "optional: the key's square, to explain prisoner 1's flip")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	var keyp *string
	if *key != "" {
		keyp = key
	}
	b, k, err := escapeBoardKey(*board, keyp)
	if err != nil {
		return err
	}
	return out.emit(solver.Explain(b, k).JSON())
}

type escapeNew struct {
	Squares   int    `json:"squares"`
	Width     int    `json:"width"`
	Height    int    `json:"height"`
	Seed      uint64 `json:"seed"`
	Board     string `json:"board"`
	Key       int    `json:"key"`
	KeySquare string `json:"key_square"`
	Flip      int    `json:"flip"`
}

func runEscapeNew(args []string, out *output) error {
	fs := flags("escape new")
	squares := intFlag(fs, "squares", 64, 1<<escape.MinBits, escape.MaxSquares, "squares on the board, a power of two")
	var seed seedFlag
	fs.Var(&seed, "seed", seedUsage)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	s, err := escape.ShapeOf(*squares)
	if err != nil {
		return bad("--squares: %v", err)
	}
	if !seed.set {
		return bad("--seed is required") // as every new: a game is named by its seed
	}
	g := escape.Generate(escape.Params{Shape: s, Role: escape.Prisoner1}, seed.v)
	return out.emit(escapeNew{Squares: s.Squares(), Width: s.Width(), Height: s.Height(), Seed: seed.v,
		Board: g.Start().String(), Key: g.Key(), KeySquare: s.Name(g.Key()), Flip: solver.Flip(g.Start(), g.Key())})
}

type escapeProved struct {
	Squares    int     `json:"squares"`
	Strategy   bool    `json:"strategy"`
	PowerOfTwo bool    `json:"power_of_two"`
	Seconds    float64 `json:"seconds"`
}

// escapeTheorem is escape prove --squares: the argument's answer, and for small boards the search's.
type escapeTheorem struct {
	solver.Theorem
	By     string `json:"by"`               // "argument", or "argument and search"
	Search *bool  `json:"search,omitempty"` // the exhaustive search's answer (N ≤ solver.MaxSearch)
}

func runEscapeProve(args []string, out *output) error {
	fs := flags("escape prove")
	squares := uintFlag(fs, "squares", 0, 1, math.MaxUint64, "the number of squares to decide, from the theorem (a strategy exists exactly when N is a power of two); up to 8 squares the exhaustive search answers too, and must agree")
	maxN := intFlag(fs, "max", 8, 1, solver.MaxSearch, "search every board of 1..N squares exhaustively, one line each (9 squares did not finish in ten minutes)")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if given(fs, "squares") {
		if given(fs, "max") {
			return bad("--squares and --max are exclusive: one board by the theorem, or a search of 1..N")
		}
		th, err := solver.Decide(*squares)
		if err != nil {
			return bad("--squares: %v", err)
		}
		res := escapeTheorem{Theorem: th, By: "argument"}
		if *squares <= solver.MaxSearch {
			a, err := solver.DecideBySearch(context.Background(), int(*squares))
			if err != nil {
				return err // the search disagrees with the proof: a bug, exit 1
			}
			res.By, res.Search = "argument and search", &a.Search
		}
		return out.emit(res)
	}
	for n := 1; n <= *maxN; n++ {
		start := time.Now()
		a, err := solver.DecideBySearch(context.Background(), n)
		if err != nil {
			return err
		}
		if err := out.emit(escapeProved{Squares: n, Strategy: a.Search, PowerOfTwo: a.Theorem.PowerOfTwo,
			Seconds: time.Since(start).Seconds()}); err != nil {
			return err
		}
	}
	return nil
}

// Bounds on the files of escape files. The largest board, 1024 coins, takes about 2 KiB laid out as
// 32 rows with a space between coins and CRLF line ends; a board file may be eight times that. A key
// file holds one square name or index ("AF32", "1023") and perhaps a line end.
const (
	maxBoardFile = 16 * escape.MaxSquares
	maxKeyFile   = 256
	// maxKeyText bounds a key before it is parsed; the longest valid one has 4 characters.
	maxKeyText = 16
)

// runEscapeFiles is the seed program's mode. Prisoner 1 reads the board and key files and turns over
// its one coin in the board file (one byte written in place: an interrupted run leaves the old board,
// and hard links stay joined); prisoner 2 reads the board file and names the square. A board file holds the text form and may be laid out in lines:
// white space is ignored, and kept as it was when the file is rewritten. A key file holds a square name
// or index. Bad files are reported and left unchanged.
//
// Files must be regular files of at most maxBoardFile (board) or maxKeyFile (key) bytes: devices,
// named pipes and directories are refused before they are read. A board given by a symbolic link is
// rewritten where the link points (the link stays a link; the file keeps its mode); a read-only board
// is refused rather than replaced.
func runEscapeFiles(args []string, out *output) error {
	fs := flags("escape files")
	boardFile := fs.String("board", "", "the board file: 0s and 1s in reading order, white space ignored")
	keyFile := fs.String("key", "", "the key file (prisoner 1 only): a square name such as C2 or an index")
	prisoner := intFlag(fs, "prisoner", 0, 1, 2, "1 to flip a coin in the board file, 2 to find the key")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	switch {
	case *boardFile == "":
		return bad("--board FILE is required")
	case *prisoner == 0:
		return bad("--prisoner is required: 1 (flip a coin) or 2 (find the key)")
	case *prisoner == 1 && *keyFile == "":
		return bad("--key FILE is required for prisoner 1")
	case *prisoner == 2 && *keyFile != "":
		return bad("--key: prisoner 2 does not get to see the key")
	}
	const what = "board file"
	if *prisoner == 2 {
		_, _, b, err := readBoardFile(*boardFile, *boardFile)
		if err != nil {
			return err
		}
		k := solver.Find(b)
		return out.emit(escapeFind{Key: k, Square: b.Shape().Name(k)})
	}
	// Prisoner 1: resolve the board's file once, so the board read is the one rewritten.
	target, err := writableTarget(what, *boardFile, maxBoardFile)
	if err != nil {
		return err
	}
	text, coins, b, err := readBoardFile(target, *boardFile)
	if err != nil {
		return err
	}
	s := b.Shape()
	raw, err := readInputFile("key file", *keyFile, maxKeyFile)
	if err != nil {
		return err
	}
	keyText := strings.TrimSpace(string(raw))
	if len(keyText) > maxKeyText {
		return bad("key file %s holds %s: want one square name such as C2, or an index", excerpt(*keyFile), excerpt(keyText))
	}
	k, err := s.ParseKey(keyText)
	if err != nil {
		return bad("key file %s: %v", excerpt(*keyFile), err)
	}
	f := solver.Flip(b, k)
	if err := flipCoin(what, *boardFile, target, coins[f], text[coins[f]]); err != nil {
		return err
	}
	return out.emit(escapeFlip{Flip: f, Square: s.Name(f)})
}

// readBoardFile reads the board file at path (named as name in messages) and returns its bytes, the
// offset of each coin in them, and the board.
func readBoardFile(path, name string) ([]byte, []int, escape.Board, error) {
	text, err := readInputFile("board file", path, maxBoardFile)
	if err != nil {
		return nil, nil, escape.Board{}, err
	}
	var coins []int
	var digits []byte
	line, col := 1, 0
	for i, c := range text {
		col++
		switch c {
		case '0', '1':
			if len(coins) == escape.MaxSquares {
				return nil, nil, escape.Board{}, bad("board file %s holds more than %d coins, the largest board", excerpt(name), escape.MaxSquares)
			}
			coins = append(coins, i)
			digits = append(digits, c)
		case '\n':
			line, col = line+1, 0
		case ' ', '\t', '\r':
		default:
			return nil, nil, escape.Board{}, bad("board file %s: line %d, column %d is %s, want 0 or 1", excerpt(name), line, col, excerpt(string(text[i:i+1])))
		}
	}
	b, err := escape.ParseBoard(string(digits))
	if err != nil {
		return nil, nil, escape.Board{}, bad("board file %s holds %d coins: want a power of two from 2 to %d", excerpt(name), len(digits), escape.MaxSquares)
	}
	return text, coins, b, nil
}
