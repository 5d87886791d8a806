package clock

import (
	"context"
	"errors"
	"fmt"
	"slices"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
)

// Explanation is why Clock's hint is what it is, as the help's pages draw it: the machine's "prefer the
// largest" rule worked on the view, the one optimal line from the position with the count of moves
// left at every point on it (and what the other move would cost), and the line written as the numbers
// the hand leaves behind — from the start, the machine's de Bruijn sequence. quintet-solve clock
// explain prints it.
type Explanation struct {
	N        int       `json:"n"`
	K        int       `json:"k"`
	Decision Decision  `json:"decision"`      // the machine's rule on the view now
	Line     []string  `json:"line"`          // the optimal line from here (its first ExplainLimit moves when cut)
	Length   int       `json:"length"`        // the whole optimal line's moves
	Cut      bool      `json:"cut,omitempty"` // the line is longer than ExplainLimit: only its start is explained
	Stops    []Stop    `json:"stops"`         // every position on the line, here first
	Sequence *Sequence `json:"sequence"`
}

// Decision is the machine's rule worked out on one view, as the spec states it.
type Decision struct {
	K      int   `json:"k"`
	View   []int `json:"view"`   // the clock read clockwise from the hand
	Raised []int `json:"raised"` // the view with the number under the hand one higher (s')
	// Readings[r] is s'[r−1], s'[r−2], …, s'[r−n], read counter-clockwise from behind place r.
	Readings [][]int `json:"readings"`
	Hand     int     `json:"hand"`    // the reading the rule compares: behind the hand, after the walk back over zeros
	Largest  int     `json:"largest"` // the first reading that is the largest
	Raise    bool    `json:"raise"`   // whether the machine raises
}

// Stop is one position on the optimal line.
type Stop struct {
	Played    int    `json:"played"` // moves played from the explained position
	View      []int  `json:"view"`
	Left      int    `json:"left"`                 // the hint's count of moves still needed
	Move      string `json:"move"`                 // the hint's move ("" once won)
	Other     string `json:"other,omitempty"`      // the other move
	OtherLeft int    `json:"other_left,omitempty"` // the moves needed after the other move, it included
	// Next is the count of moves left once the hint's move is played (one step along the line),
	// OtherNext once the other move is played (where it leads back to).
	Next      int `json:"next"`
	OtherNext int `json:"other_next,omitempty"`
}

// Sequence is the line written as the numbers the hand leaves behind, read backwards and followed by
// the view read backwards from the hand (at a game's start, the clock before the machine's opening turn,
// whose hand moves count too). From the start of a game it is the machine's "prefer the
// largest" de Bruijn sequence, in which every reading of the clock comes once.
type Sequence struct {
	Digits    []int `json:"digits"`
	Moves     int   `json:"moves"`      // the player's moves on the line
	HandMoves int   `json:"hand_moves"` // the hand's moves on it (the player's and the machine's)
	Readings  int   `json:"readings"`   // the different readings of n digits in Digits
	Windows   int   `json:"windows"`    // the runs of n digits in Digits (all different: Readings)
	Possible  int   `json:"possible"`   // the readings a clock can show, (k+1)^n
}

// Explain explains a Clock position (registry.Explainer).
func (backend) Explain(p puzzle.Position) (any, error) {
	pos, ok := p.(Position)
	if !ok {
		return nil, fmt.Errorf("clock: not a Clock position: %T", p)
	}
	return Explain(pos)
}

// ExplainLimit is the most moves of a line Explain works out stop by stop: a longer line (past
// LineLimit, which a hint carries whole) is explained for its first ExplainLimit moves, with Cut set
// and Length the whole line's. Each stop counts the other move's line (a few milliseconds at n = 8,
// k = 7), so the explanation stays within about a second at every size.
const ExplainLimit = 100

// Explain works out pos's rule, line and sequence with the solver (the backend's hints).
func Explain(pos Position) (*Explanation, error) {
	ctx := context.Background()
	z := pos.Clock().Size()
	e := &Explanation{N: z.N, K: z.K, Decision: Decide(pos.View(), z.K), Line: []string{}}
	left := func(p puzzle.Position) (puzzle.Hint, error) {
		if p.Status() == puzzle.Won {
			return puzzle.Hint{Verdict: puzzle.Solved}, nil
		}
		return Backend.Hint(ctx, p)
	}
	h, err := left(pos)
	if err != nil {
		return nil, err
	}
	if h.Verdict != puzzle.Solved {
		return nil, fmt.Errorf("the solver gave no line from %s: %s", pos.Desc(), h.Reason)
	}
	e.Length = h.Remaining
	if h.Remaining > 0 && len(h.Line) != h.Remaining {
		// A line too long to carry whole (up to 12,980,092 moves): its first moves, walked.
		enough := errors.New("enough")
		err := Backend.(*backend).WalkLine(ctx, pos, func(m string) error {
			if len(e.Line) == ExplainLimit {
				return enough
			}
			e.Line = append(e.Line, m)
			return nil
		})
		if err != nil && !errors.Is(err, enough) {
			return nil, err
		}
		e.Cut = len(e.Line) < h.Remaining
	} else {
		e.Line = append(e.Line, h.Line...)
	}
	var hand []int // the numbers the hand left behind, in order
	collect := func(steps []rules.Step) {
		for _, st := range steps {
			if st.Kind == rules.StepHand {
				c := st.After
				hand = append(hand, c.Digit((c.Hand()+z.N-1)%z.N))
			}
		}
	}
	from := pos.Clock() // the clock the sequence ends with
	if begun, opening := rules.Begin(z); len(pos.Steps()) > 0 && begun.Desc() == pos.Desc() {
		from = rules.Start(z) // a game's start: the machine's opening turn counts too
		collect(opening)
	}
	var p puzzle.Position = pos
	for i := 0; i <= len(e.Line); i++ {
		hi, err := left(p)
		if err != nil {
			return nil, err
		}
		st := Stop{Played: i, View: p.(Position).View(), Left: hi.Remaining, Move: hi.Move}
		if hi.Move != "" {
			st.Other = string(rules.Pass)
			if hi.Move == string(rules.Pass) {
				st.Other = string(rules.Zero)
			}
			q, err := p.Play(st.Other)
			if err != nil {
				return nil, err
			}
			ho, err := left(q)
			if err != nil {
				return nil, err
			}
			st.OtherLeft = 1 + ho.Remaining
			st.Next, st.OtherNext = st.Left-1, ho.Remaining
		}
		e.Stops = append(e.Stops, st)
		if i < len(e.Line) {
			if p, err = p.Play(e.Line[i]); err != nil {
				return nil, err
			}
			collect(p.(Position).Steps())
		}
	}
	sq := &Sequence{Moves: len(e.Line), HandMoves: len(hand)}
	for i := len(hand) - 1; i >= 0; i-- {
		sq.Digits = append(sq.Digits, hand[i])
	}
	v := from.View()
	for i := len(v) - 1; i >= 0; i-- {
		sq.Digits = append(sq.Digits, v[i])
	}
	seen := map[string]bool{}
	for i := 0; i+z.N <= len(sq.Digits); i++ {
		seen[fmt.Sprint(sq.Digits[i:i+z.N])] = true
	}
	sq.Readings, sq.Windows, sq.Possible = len(seen), max(0, len(sq.Digits)-z.N+1), z.Views()
	e.Sequence = sq
	return e, nil
}

// Window is the reading of n digits that starts at digit i of the sequence.
func (e *Explanation) Window(i int) []int { return e.Sequence.Digits[i : i+e.N] }

// Find is where a view, read backwards from the hand, stands in the sequence as a reading (-1: it
// does not).
func (sq *Sequence) Find(view []int) int {
	back := slices.Clone(view)
	slices.Reverse(back)
	for i := 0; i+len(back) <= len(sq.Digits); i++ {
		if slices.Equal(sq.Digits[i:i+len(back)], back) {
			return i
		}
	}
	return -1
}

// Decide works the machine's rule out on a view with digits 0..k.
func Decide(view []int, k int) Decision {
	n := len(view)
	d := Decision{K: k, View: slices.Clone(view), Raised: slices.Clone(view)}
	d.Raised[0]++
	at := func(i int) int { return d.Raised[((i%n)+n)%n] }
	j := 0
	for at(j-1) == 0 && j > -n {
		j--
	}
	d.Hand = ((j % n) + n) % n
	value := func(r []int) int {
		v := 0
		for _, x := range r {
			v = v*(k+1) + x
		}
		return v
	}
	for r := 0; r < n; r++ {
		rd := make([]int, n)
		for i := 1; i <= n; i++ {
			rd[i-1] = at(r - i)
		}
		d.Readings = append(d.Readings, rd)
		if value(rd) > value(d.Readings[d.Largest]) {
			d.Largest = r
		}
	}
	d.Raise = value(d.Readings[d.Hand]) == value(d.Readings[d.Largest])
	return d
}

// FirstRaise is the view on which the machine first raises after the player plays move at pos (nil
// when it does not raise).
func FirstRaise(pos Position, move rules.Move) ([]int, error) {
	_, steps, err := pos.Clock().Play(move)
	if err != nil {
		return nil, err
	}
	for i, st := range steps {
		if st.Kind == rules.StepRaise && i > 0 {
			return steps[i-1].After.View(), nil
		}
	}
	return nil, nil
}

// Worked is what Clock's help pages show: the machine's rule where it raises (the worked example's
// first pass) and where it declines (the classic game's view after its first move), the classic
// game's explanation with the stops the Line page shows, and where the example's start stands in the
// classic game's sequence.
type Worked struct {
	Classic, Example *Explanation
	Raise, Decline   Decision
	LineStops        []Stop
	ExampleAt        int // -1: not in the sequence
}

// lineAt are the moves played at each stop of the Line page.
var lineAt = []int{0, 1, 8, 20, 29, 40, 44, 47, 48}

// Classic is the classic game's start, as a game ID.
const Classic = "clock:n4k2#1"

// Work works out the help's figures from the classic start and the worked example (Info.Example).
func Work() (*Worked, error) {
	start, err := puzzle.OpenID(Backend, Classic)
	if err != nil {
		return nil, err
	}
	ex, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		return nil, err
	}
	w := &Worked{}
	if w.Classic, err = Explain(start.(Position)); err != nil {
		return nil, err
	}
	if w.Example, err = Explain(ex[0].(Position)); err != nil {
		return nil, err
	}
	raise, err := FirstRaise(ex[0].(Position), rules.Pass)
	if err != nil || raise == nil {
		return nil, fmt.Errorf("the example's first pass has no raise (%v)", err)
	}
	if len(w.Classic.Stops) < 2 {
		return nil, fmt.Errorf("the classic game's line is empty")
	}
	w.Raise, w.Decline = Decide(raise, w.Classic.K), Decide(w.Classic.Stops[1].View, w.Classic.K)
	for _, at := range lineAt {
		if at < len(w.Classic.Stops) {
			w.LineStops = append(w.LineStops, w.Classic.Stops[at])
		}
	}
	w.ExampleAt = w.Classic.Sequence.Find(w.Example.Stops[0].View)
	return w, nil
}
