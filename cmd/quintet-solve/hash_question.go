package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sync"
	"time"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	solver "quintet/solver/hash"
)

// The Hash Game's open question (is there a salt that makes the game unwinnable?): the adversary
// relaxation and the odds of a quick loss. See docs/hash-question.md.

func init() {
	const about = "race the MD5 machine to the star on a 16×16 board"
	register("hash", about, "adversary", "who wins if the machine may choose any v (or any v in 240±W)", runHashAdversary)
	register("hash", about, "odds", "the chance a salt is lost within K machine turns, MD5 modelled as random", runHashOdds)
}

// Flag ranges.
const (
	maxAdversaryNodes = 10_000_000_000 // memory stays bounded (fixed tables); every window settles in far fewer
	// maxPlanEntries keeps the largest plan within a 2-core 24 GB machine: 10^6 entries (window 6)
	// peak at 1.5 GB and print 145 MB; 10^7 passed 9 GB and kept growing.
	maxPlanEntries = 1_000_000
)

// machineStep is one entry of the machine's strategy: the player's line so far and the answer to
// its last move.
type machineStep struct {
	Moves [][2]int `json:"moves"`
	V     int      `json:"v"`
	Black [2]int   `json:"black"`
}

// playerStep is one entry of the player's strategy: the moves so far, the machine's answers to
// them (null: any answer the plan ignores), and the move to play now.
type playerStep struct {
	Moves  [][2]int  `json:"moves"`
	Blacks []*[2]int `json:"blacks"`
	Move   [2]int    `json:"move"`
}

type machineWon struct {
	Winner       string        `json:"winner"`
	MachineTurns int           `json:"machine_turns"`
	Strategy     []machineStep `json:"strategy"`
	VRange       [2]int        `json:"v_range"`
	Nodes        uint64        `json:"nodes"`
	Note         string        `json:"note"`
}

type playerWon struct {
	Winner   string       `json:"winner"`
	Moves    int          `json:"player_moves"`
	Strategy []playerStep `json:"strategy"`
	// Complete is false when the plan was cut at --max-plan entries (the win itself is proved).
	Complete bool   `json:"strategy_complete"`
	VRange   [2]int `json:"v_range"`
	Nodes    uint64 `json:"nodes"`
	Note     string `json:"note"`
}

type nobodyWon struct {
	Winner *string `json:"winner"` // null: undecided
	VRange [2]int  `json:"v_range"`
	Nodes  uint64  `json:"nodes"`
	Note   string  `json:"note"`
}

func runHashAdversary(args []string, out *output) error {
	fs := flags("hash adversary")
	window := fs.Int("window", solver.MidV, "the machine picks v in 240−W … 240+W (0 to 240; 240 is every v, 0..480)")
	nodes := fs.Uint64("max-nodes", solver.DefaultAdversaryNodes, "positions each side may search before the answer counts as undecided (1 to 10000000000)")
	plan := fs.Int("max-plan", solver.DefaultMaxPlan, fmt.Sprintf("the most entries of a player's strategy to print (1 to %d)", maxPlanEntries))
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if *window < 0 || *window > solver.MidV {
		return bad("--window %d: want 0 to %d", *window, solver.MidV)
	}
	if *nodes < 1 || *nodes > maxAdversaryNodes {
		return bad("--max-nodes %d: want 1 to %d", *nodes, uint64(maxAdversaryNodes))
	}
	if *plan < 1 || *plan > maxPlanEntries {
		return bad("--max-plan %d: want 1 to %d", *plan, maxPlanEntries)
	}
	w, _ := solver.Centered(*window)
	// Progress for a person watching a wide window (W = 7 takes about 28 CPU-seconds): each depth a
	// side has searched in full, on stderr; the answer itself does not depend on timing.
	began := time.Now()
	var mu sync.Mutex
	progress := func(side solver.Winner, depth int, n uint64) {
		mu.Lock()
		defer mu.Unlock()
		if side == solver.MachineWins {
			out.progress("hash adversary: the machine cannot win within %s (%d positions, %.1f s)", puzzle.Plural(depth, "turn", "turns"), n, time.Since(began).Seconds())
		} else {
			out.progress("hash adversary: the player cannot win within %s (%d positions, %.1f s)", puzzle.Plural(depth, "move", "moves"), n, time.Since(began).Seconds())
		}
	}
	r, err := solver.SolveAdversary(context.Background(), w, solver.AdversaryLimits{MaxNodes: *nodes, MaxPlan: *plan, Progress: progress})
	if err != nil {
		return err
	}
	vr := [2]int{w.Lo, w.Hi}
	switch r.Winner {
	case solver.MachineWins:
		return out.emit(machineWon{Winner: "machine", MachineTurns: r.Turns, Strategy: machineSteps(r), VRange: vr, Nodes: r.Nodes, Note: r.Reason})
	case solver.PlayerWins:
		return out.emit(playerWon{Winner: "player", Moves: r.Turns, Strategy: playerSteps(r), Complete: r.PlanComplete, VRange: vr, Nodes: r.Nodes, Note: r.Reason})
	}
	return out.emit(nobodyWon{VRange: vr, Nodes: r.Nodes, Note: r.Reason})
}

// machineSteps writes the machine's strategy lines (solver.AdversaryResult.Lines).
func machineSteps(r solver.AdversaryResult) []machineStep {
	steps := []machineStep{}
	for _, l := range r.Lines() {
		steps = append(steps, machineStep{Moves: tiles(l.Moves), V: l.V, Black: xy(l.Black)})
	}
	return steps
}

// playerSteps writes the player's strategy lines; an ignored answer is null.
func playerSteps(r solver.AdversaryResult) []playerStep {
	steps := []playerStep{}
	for _, l := range r.Lines() {
		blacks := make([]*[2]int, len(l.Blacks))
		for i, b := range l.Blacks {
			if b != solver.Ignored {
				at := xy(rules.Tile(b))
				blacks[i] = &at
			}
		}
		steps = append(steps, playerStep{Moves: tiles(l.Moves), Blacks: blacks, Move: xy(l.Move)})
	}
	return steps
}

func tiles(ts []rules.Tile) [][2]int {
	out := make([][2]int, len(ts))
	for i, t := range ts {
		out[i] = xy(t)
	}
	return out
}

// oddsModel is the model line of hash odds.
const oddsModel = "md5 as a random function: each distinct hashed string u gets an independent v, " +
	"the sum of 32 uniform hex digits; strings reached by several lines share one v. " +
	"The salt drops out: for one salt distinct (move, white count) give distinct u, so every salt sees the same joint law"

type oddsLine struct {
	Turns   int             `json:"turns"`
	PLost   float64         `json:"p_lost"`
	OneIn   json.RawMessage `json:"one_in"` // 1/P rounded, null when P = 0
	PExact  string          `json:"p_exact"`
	Model   string          `json:"model"`
	Seconds float64         `json:"seconds"`
}

// oddsBounds is hash odds for K = 3: the exact joint value is out of reach, so two exact values
// that bracket it (docs/hash-question.md).
type oddsBounds struct {
	Turns       int             `json:"turns"`
	PLost       json.RawMessage `json:"p_lost"` // null: not known exactly
	PLower      float64         `json:"p_lower"`
	PLowerExact string          `json:"p_lower_exact"`
	PUpper      float64         `json:"p_upper"`
	PUpperExact string          `json:"p_upper_exact"`
	Bounds      string          `json:"bounds"`
	Model       string          `json:"model"`
	Seconds     float64         `json:"seconds"`
}

func runHashOdds(args []string, out *output) error {
	fs := flags("hash odds")
	turns := fs.Int("turns", 2, "K: lost within the machine's first K turns (1 to 3; 3 prints exact bounds, not the value, and takes about 10 seconds)")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if *turns < 1 || *turns > 3 {
		return bad("--turns %d: want 1 to 3", *turns)
	}
	start := time.Now()
	if *turns == 3 {
		b, err := solver.ThreeTurnBounds(context.Background(), solver.DigitSums(), solver.OddsLimits{})
		if errors.Is(err, solver.ErrOddsLimit) {
			return errors.New("hash odds: " + err.Error())
		}
		if err != nil {
			return err
		}
		lo, _ := b.Lower.Float64()
		hi, _ := b.Upper.Float64()
		return out.emit(oddsBounds{
			Turns: 3, PLost: json.RawMessage("null"),
			PLower: lo, PLowerExact: b.Lower.RatString(), PUpper: hi, PUpperExact: b.Upper.RatString(),
			Bounds: "p_lower ≤ P ≤ p_upper, each the exact odds of an event inside or around the loss: lower, " +
				b.LowerEvent + "; upper, " + b.UpperEvent,
			Model: oddsModel, Seconds: math.Round(time.Since(start).Seconds()*1000) / 1000,
		})
	}
	r, err := solver.LoseOdds(context.Background(), *turns, solver.DigitSums(), solver.OddsLimits{})
	if errors.Is(err, solver.ErrOddsLimit) {
		return errors.New("hash odds: " + err.Error())
	}
	if err != nil {
		return err
	}
	p, _ := r.P.Float64()
	line := oddsLine{Turns: *turns, PLost: p, OneIn: json.RawMessage("null"), PExact: r.P.RatString(), Model: oddsModel}
	if r.P.Sign() > 0 {
		// 1/P rounded half up: floor((2·den + num) / (2·num)).
		num, den := r.P.Num(), r.P.Denom()
		n := new(big.Int).Lsh(den, 1)
		n.Add(n, num)
		n.Quo(n, new(big.Int).Lsh(num, 1))
		line.OneIn = json.RawMessage(n.String())
	}
	line.Seconds = math.Round(time.Since(start).Seconds()*1000) / 1000
	return out.emit(line)
}
