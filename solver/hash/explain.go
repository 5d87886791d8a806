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
	// Product is v·m before the mod. m = Power·OddPart with Power the largest power of two dividing
	// it (1 when m is odd): v·m mod 256 is always a multiple of Power, so StarInReach says whether the
	// star's index is one.
	Product     int  `json:"product"`
	Power       int  `json:"power"`
	OddPart     int  `json:"odd_part"`
	StarInReach bool `json:"star_in_reach"`
	// NextAtBlack says Next is the spiral position of the tile blackened: the count stops there now.
	NextAtBlack bool `json:"next_at_black"`
	StarBlack   bool `json:"star_black"` // the answer blackened the star (else, when it Ends, no move is left)
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
		st := &out[i]
		st.Product, st.Power = st.V*st.M, st.M&-st.M
		if st.Power > 0 {
			st.OddPart, st.StarInReach = st.M/st.Power, int(rules.Star)%st.Power == 0
		}
		st.NextAtBlack = st.Next >= 0 && st.Next == rules.FirstVisit(st.Black)
		if len(out[i].Moves) > 1 {
			w, b := out[i].Before.White(), out[i].Before.Black()
			w.Remove(out[i].Black)
			b.Add(out[i].Black)
			if out[i].After, err = rules.FromSets(w, b); err != nil {
				return nil, err
			}
		}
		out[i].StarBlack = out[i].After.Colour(rules.Star) == rules.Black
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

// WindowShare is the share of v, if MD5 were random, inside the player's window MidV±PlayerWindow.
func WindowShare() float64 {
	d, in := DigitShares(), 0.0
	for v := MidV - PlayerWindow; v <= MidV+PlayerWindow; v++ {
		in += d[v]
	}
	return in
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

// Explanation is a Hash position: the moves played to reach it and the hint's shortest win from it,
// move by move with the machine's answers, and the lower bound the hint's search starts from.
type Explanation struct {
	Salt     string      `json:"salt"`
	Winnable *bool       `json:"winnable"` // null when the search could not settle it
	Note     string      `json:"note,omitempty"`
	Bound    int         `json:"bound"` // State.LowerBound: no win is shorter (rules.Unreachable: none)
	Played   []Answer    `json:"played"`
	Line     []Answer    `json:"line"`
	Hint     puzzle.Hint `json:"-"` // the hint Line plays
}

// Answer is one player move and what it makes the machine do: it counts m on the board with the move
// whitened (Counted), along the spiral to p_m (Stop, the first position not red), and blackens the
// tile d = v·m mod 256, where v·m = Quotient·256 + d.
type Answer struct {
	Move       [2]int      `json:"move"`  // x, y
	White      int         `json:"white"` // white tiles after the move: what the machine hashes
	M          int         `json:"m"`     // the spiral count
	V          int         `json:"v"`     // MD5's digit sum
	D          int         `json:"d"`     // v·m mod 256: the tile it blackens
	Quotient   int         `json:"quotient"`
	Stop       [2]int      `json:"stop"`          // the tile p_m reads (the first not red)
	StopColour string      `json:"stop_colour"`   // its colour on the counted board
	Won        bool        `json:"won,omitempty"` // the move reached the star
	Counted    rules.State `json:"-"`
	After      rules.State `json:"-"` // the board after the move and the answer
}

// Product is v·m, Quotient·256 + D.
func (a Answer) Product() int { return a.Quotient*rules.Tiles + a.D }

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
	e := &Explanation{Salt: pos.Salt(), Note: h.Reason, Line: []Answer{}, Hint: h}
	st := pos.State()
	e.Bound = st.LowerBound()
	if e.Played, err = Played(pos); err != nil {
		return nil, err
	}
	if h.Verdict == puzzle.NoWin {
		e.Winnable = new(bool)
	}
	if h.Verdict != puzzle.Solved {
		return e, nil
	}
	yes := true
	e.Winnable = &yes
	for _, mv := range h.Line {
		t, err := rules.ParseMove(mv)
		if err != nil {
			return nil, err
		}
		a, err := play(&st, pos.Salt(), t)
		if err != nil {
			return nil, err
		}
		e.Line = append(e.Line, a)
	}
	return e, nil
}

// Played is every move played from the start to reach pos, with the machine's answers, replayed by
// the rules and checked against the game's record.
func Played(pos Position) ([]Answer, error) {
	st := rules.Start()
	out := []Answer{}
	for i, turn := range pos.Turns() {
		a, err := play(&st, pos.Salt(), turn.Move)
		if err != nil {
			return nil, err
		}
		if a.M != turn.Work.M || a.V != turn.Work.V || a.D != turn.Work.D {
			return nil, fmt.Errorf("move %d replays as %+v, the game recorded %+v", i+1, a, turn.Work)
		}
		out = append(out, a)
	}
	return out, nil
}

// play plays t and the machine's answer on st and says what the machine did.
func play(st *rules.State, salt string, t rules.Tile) (Answer, error) {
	w, b := st.White(), st.Black()
	w.Add(t)
	counted, err := rules.FromSets(w, b)
	if err != nil {
		return Answer{}, err
	}
	turn, err := st.Play(salt, t)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Move: [2]int{t.X(), t.Y()}, White: turn.Whites, M: turn.Work.M, V: turn.Work.V, D: turn.Work.D,
		Quotient: turn.Work.V * turn.Work.M / rules.Tiles, Won: turn.Result == rules.Won, Counted: counted, After: *st}
	if !a.Won {
		if stop, ok := rules.SpiralAt(a.M).Read(); ok {
			a.Stop, a.StopColour = [2]int{stop.X(), stop.Y()}, counted.Colour(stop).String()
		}
	}
	return a, nil
}

// SpiralSquare is the spiral position that closes the side×side square round the star (side odd):
// runs of 1, 1, 2, 2, 3, 3, … tiles, so p8 closes the 3×3 and p48 the 7×7.
func SpiralSquare(side int) int { return side*side - 1 }

// Neighbours are the tiles that touch t, in reading order: the Reading page's tiles whose reading
// indices differ from t's by 1 or 16, so a row's ends touch the rows above and below.
func Neighbours(t rules.Tile) []rules.Tile {
	var one rules.Set
	one.Add(t)
	return one.Neighbours().Tiles()
}

// Worked is the worked example (Info.Example) as the help pages tell it: its start explained (the
// moves that led there and the hint's shortest win), and every move played to the example's end with
// the machine's answer.
type Worked struct {
	Start   Position
	Explain *Explanation
	Played  []Answer
}

// WorkedExample loads the worked example and explains it.
func WorkedExample() (*Worked, error) {
	ps, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		return nil, err
	}
	w := &Worked{Start: ps[0].(Position)}
	if w.Explain, err = Explain(w.Start); err != nil {
		return nil, err
	}
	if w.Played, err = Played(ps[len(ps)-1].(Position)); err != nil {
		return nil, err
	}
	return w, nil
}

// Answer is the machine's answer to the example's move i (0: the last move before its start), with the
// board after it; false when there is no such move or it won the game (a win gets no answer).
func (w *Worked) Answer(i int) (Answer, bool) {
	if w == nil {
		return Answer{}, false
	}
	j := len(w.Explain.Played) - 1 + i
	if j < 0 || j >= len(w.Played) || w.Played[j].Won {
		return Answer{}, false
	}
	return w.Played[j], true
}

// VWindow is a range of v the free machine may be held to, and who wins then: the machine within
// Within turns, or the player within Within moves (0: not known).
type VWindow struct {
	Lo, Hi      int
	MachineWins bool
	Within      int
}

// Range names the window as the Question page writes it: "0–480" for the whole range, "240±8" for
// one round MidV.
func (w VWindow) Range() string {
	if w.Lo == 0 {
		return fmt.Sprintf("0–%d", w.Hi)
	}
	return fmt.Sprintf("%d±%d", MidV, (w.Hi-w.Lo)/2)
}

// VWindows are the Question page's ranges of v, widest first: the whole range 0..MaxV (the machine
// wins within turns, the free machine's strategy's), the narrowest round MidV it still wins in, and the
// widest round MidV the player wins in.
func VWindows(turns int) []VWindow {
	return []VWindow{
		{0, MaxV, true, turns},
		{MidV - MachineWindow, MidV + MachineWindow, true, MachineWindowTurns},
		{MidV - PlayerWindow, MidV + PlayerWindow, false, PlayerWindowMoves},
	}
}
