package hash

import (
	"context"
	"fmt"
	"sync"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
)

// The Hash Game's help pages, as data: the relaxed machine's winning strategy laid out as steps on the
// board (WhySteps), the spread of MD5's v if it were random (DigitShares), and for a position the
// shortest winning line with the machine's answers (Explain, which quintet-solve hash explain prints).

// WhyStep is one step of the relaxed machine's strategy played on the board: the player's move (or
// several moves that all get the same answer) and the machine's answer to it.
type WhyStep struct {
	Line   []rules.Tile `json:"line"`  // the player's moves before this one
	Moves  []rules.Tile `json:"moves"` // the move answered; several when each gets the same answer with the same m
	Before rules.State  `json:"-"`     // the board before the move
	After  rules.State  `json:"-"`     // after Moves[0] and the answer (for several moves: the answer alone)
	M      int          `json:"m"`
	V      int          `json:"v"`
	Black  rules.Tile   `json:"black"`
	Ends   bool         `json:"ends"` // the answer ends the game
	Next   int          `json:"next"` // the m every next move leaves (-1: it differs, or the game ends)
}

// WhySteps lays out the relaxed machine's winning strategy (QuestionStrategy) as steps: the
// answers that need more turns first, each followed by what comes after it; the player's moves that
// get the same final answer with the same m grouped into one step. Each m is counted by the rules on
// the board the strategy has made (its blacks are the machine's free choices, not MD5's), and each
// tile is checked to be v·m mod 256.
func WhySteps() ([]WhyStep, error) {
	r, err := QuestionStrategy()
	if err != nil {
		return nil, err
	}
	if r.Winner != MachineWins {
		return nil, fmt.Errorf("the free machine does not win: %v", r.Winner)
	}
	var out []WhyStep
	var walk func(line []rules.Tile, st rules.State, rs []MachineReply) error
	walk = func(line []rules.Tile, st rules.State, rs []MachineReply) error {
		order := append([]MachineReply(nil), rs...)
		// Longer fights first, then by reading order (stable).
		for i := 1; i < len(order); i++ {
			for j := i; j > 0 && order[j].Turns > order[j-1].Turns; j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
		for _, rep := range order {
			m, after, err := answer(st, rep.Move, rep.V, rep.Black)
			if err != nil {
				return err
			}
			if rep.Next == nil && len(out) > 0 {
				// Group with the previous step when it is a sibling with the same answer and m.
				p := &out[len(out)-1]
				if p.Ends && p.V == rep.V && p.Black == rep.Black && p.M == m && sameLine(p.Line, line) {
					p.Moves = append(p.Moves, rep.Move)
					continue
				}
			}
			step := WhyStep{Line: line, Moves: []rules.Tile{rep.Move}, Before: st, After: after, M: m, V: rep.V, Black: rep.Black, Ends: rep.Next == nil, Next: -1}
			if rep.Next == nil {
				out = append(out, step)
				continue
			}
			step.Next = -2
			for _, n := range rep.Next {
				nm, _, err := answer(after, n.Move, n.V, n.Black)
				if err != nil {
					return err
				}
				if step.Next == -2 || step.Next == nm {
					step.Next = nm
				} else {
					step.Next = -1
				}
			}
			out = append(out, step)
			if err := walk(append(append([]rules.Tile(nil), line...), rep.Move), after, rep.Next); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(nil, rules.Start(), r.Machine); err != nil {
		return nil, err
	}
	// A group's board shows the answer without any one of the moves whitened.
	for i := range out {
		if len(out[i].Moves) > 1 {
			w, b := out[i].Before.White(), out[i].Before.Black()
			w.Remove(out[i].Black)
			b.Add(out[i].Black)
			if out[i].After, err = rules.FromSets(w, b); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func sameLine(a, b []rules.Tile) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// answer plays the player's move on st and the machine's free answer v: m is the rules' count on
// the board with the move whitened, and v·m mod 256 must be the strategy's tile.
func answer(st rules.State, move rules.Tile, v int, black rules.Tile) (int, rules.State, error) {
	if err := st.CheckMove(move); err != nil {
		return 0, st, err
	}
	w, b := st.White(), st.Black()
	w.Add(move)
	moved, err := rules.FromSets(w, b)
	if err != nil {
		return 0, st, err
	}
	m := moved.SpiralRun()
	if d := v * m % rules.Tiles; d != int(black) {
		return 0, st, fmt.Errorf("v = %d, m = %d gives %d, not the strategy's %v", v, m, d, black)
	}
	w.Remove(black)
	b.Add(black)
	after, err := rules.FromSets(w, b)
	return m, after, err
}

var sums struct {
	once  sync.Once
	share []float64
}

// DigitShares is the share of each v, 0..MaxV, among the sums of 32 uniform hexadecimal digits
// (computed once: it is an exact convolution in big integers).
func DigitShares() []float64 {
	sums.once.Do(func() { sums.share = shares() })
	return sums.share
}

func shares() []float64 {
	d := DigitSums()
	out := make([]float64, MaxV+1)
	total := 0.0
	for v, w := range d.Weight {
		x, _ := w.Float64()
		if v < len(out) {
			out[v] = x
		}
		total += x
	}
	for v := range out {
		out[v] /= total
	}
	return out
}

// Explanation is a Hash position's shortest win, move by move with the machine's answers.
type Explanation struct {
	Salt     string   `json:"salt"`
	Winnable *bool    `json:"winnable"` // null when the search could not settle it
	Note     string   `json:"note,omitempty"`
	Line     []Answer `json:"line"`
}

// Answer is one player move of the line and what it makes the machine do.
type Answer struct {
	Move  [2]int `json:"move"`          // x, y
	White int    `json:"white"`         // white tiles after the move: what the machine hashes
	M     int    `json:"m"`             // the spiral count
	V     int    `json:"v"`             // MD5's digit sum
	D     int    `json:"d"`             // v·m mod 256: the tile it blackens
	Won   bool   `json:"won,omitempty"` // the move reached the star
}

// Explain explains a Hash position (registry.Explainer).
func (backend) Explain(p puzzle.Position) (any, error) {
	pos, ok := p.(Position)
	if !ok {
		return nil, fmt.Errorf("hash: not a Hash position: %T", p)
	}
	return Explain(pos)
}

// Explain is the hint's shortest win from pos, played out with the machine's answers.
func Explain(pos Position) (*Explanation, error) {
	h, err := Backend.Hint(context.Background(), pos)
	if err != nil {
		return nil, err
	}
	e := &Explanation{Salt: pos.Salt(), Note: h.Reason, Line: []Answer{}}
	if h.Verdict == puzzle.NoWin {
		e.Winnable = new(bool)
	}
	if h.Verdict != puzzle.Solved {
		return e, nil
	}
	yes := true
	e.Winnable = &yes
	st := pos.State()
	for _, mv := range h.Line {
		t, err := rules.ParseMove(mv)
		if err != nil {
			return nil, err
		}
		turn, err := st.Play(pos.Salt(), t)
		if err != nil {
			return nil, err
		}
		e.Line = append(e.Line, Answer{Move: [2]int{t.X(), t.Y()}, White: turn.Whites, M: turn.Work.M, V: turn.Work.V, D: turn.Work.D, Won: turn.Result == rules.Won})
	}
	return e, nil
}
