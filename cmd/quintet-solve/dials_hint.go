package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"quintet/rules/dials"
	contract "quintet/rules/puzzle"
	solver "quintet/solver/dials"
)

// dials hint --matrix M --start W --target W [--q 5]: the hint the game shows for that position (cli.md:
// "<puzzle> hint <the same flags as that puzzle's solve>"). The answer comes from the backend's Hint,
// the very call the game makes. Output, one line:
//
//	{"move":"3","remaining":N,"micros":T}
//	    press button 3 (the lowest-numbered button the optimal press vector presses); N is the least
//	    number of presses still needed, counting this one; T the solver's time in microseconds, its
//	    table for the matrix included.
//	{"move":null,"remaining":0,"note":"…","micros":T}
//	    the start already is the target.
//	{"move":null,"remaining":null,"winnable":false,"note":"…","micros":T}
//	    no presses reach the target (the matrix is singular mod q): a well-defined no, exit 0, in the
//	    shape the other puzzles' hint verbs use for a position that cannot be won.
func init() {
	const about = "five letter displays, five buttons, linear algebra mod q"
	register("dials", about, "hint", "the game's hint (lowest-numbered button of the optimal presses) for --matrix, --start, --target", runDialsHint)
}

// dialsHintShown is a hint with a button to press.
type dialsHintShown struct {
	Move      string `json:"move"`
	Remaining int    `json:"remaining"`
	Micros    int64  `json:"micros"`
}

// dialsHintWon answers a position that is already the target.
type dialsHintWon struct {
	Move      *string `json:"move"` // always null
	Remaining int     `json:"remaining"`
	Note      string  `json:"note"`
	Micros    int64   `json:"micros"`
}

// dialsHintNoWin answers a target out of reach.
type dialsHintNoWin struct {
	Move      *string `json:"move"`      // always null
	Remaining *int    `json:"remaining"` // always null
	Winnable  bool    `json:"winnable"`  // always false
	Note      string  `json:"note"`
	Micros    int64   `json:"micros"`
}

func runDialsHint(args []string, out *output) error {
	fs := flags("dials hint")
	matrix := fs.String("matrix", "", "button signatures: n rows of n digits joined by '/' (row = button)")
	start := fs.String("start", "", "the word the displays show, e.g. ABCDE")
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
	g.Now = append(dials.Word(nil), g.Start...)

	began := time.Now()
	h, err := solver.Backend.Hint(context.Background(), solver.Position{Game: g})
	micros := time.Since(began).Microseconds()
	if err != nil {
		return err
	}
	switch {
	case h.Verdict == contract.NoWin:
		return out.emit(dialsHintNoWin{Note: h.Reason, Micros: micros})
	case h.Verdict != contract.Solved:
		return fmt.Errorf("the solver settled nothing: %s", h.Reason) // never: Dials is always decided
	case h.Move == "":
		return out.emit(dialsHintWon{Note: "the displays already show the target", Micros: micros})
	}
	return out.emit(dialsHintShown{Move: h.Move, Remaining: h.Remaining, Micros: micros})
}
