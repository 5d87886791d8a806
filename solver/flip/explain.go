package flip

import (
	"context"
	"fmt"

	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
)

// The Flip help's derivations, as data the pages draw: boards as bits summed mod 2 (BlockBits, Plus),
// the solution decided move by move in reading order (Chase, the uniqueness page), and the line checks
// that tell a single dot from the middle (CheckFor, DotSteps, the one-dot page). Explain gathers them
// for a position (quintet-solve flip explain).

// BlockBits is the board whose dots are exactly the block of move c (a new game's parameters).
func BlockBits(size rules.Size, c rules.Cell) rules.Board {
	b := rules.Empty(size)
	_ = b.Flip(c)
	return b
}

// Plus is the cell-by-cell sum mod 2 of boards of one size, with the first one's parameters.
func Plus(bs ...rules.Board) rules.Board {
	p := bs[0].Params()
	w := p.Empty().Bits()
	for _, b := range bs {
		for k, x := range b.Bits() {
			w[k] ^= x
		}
	}
	return p.FromWords(w)
}

// MoveSum is the moves page's sum: the blocks of b's solution (Chase's moves, in reading order),
// their sum mod 2, and the change b needs (b + target), which the sum is exactly when b is winnable.
type MoveSum struct {
	Moves               []rules.Cell
	Blocks              []rules.Board
	Sum, Target, Change rules.Board
}

// SumOf adds up the blocks of b's solution.
func SumOf(b rules.Board) MoveSum {
	size := b.Size()
	steps := Chase(b)
	s := MoveSum{Moves: steps[len(steps)-1].Chosen, Target: b.Target(), Sum: b.Params().Empty()}
	for _, c := range s.Moves {
		s.Blocks = append(s.Blocks, BlockBits(size, c))
		s.Sum = Plus(s.Sum, BlockBits(size, c))
	}
	s.Change = Plus(b, s.Target)
	return s
}

// ChaseStep is the state after deciding the first k moves in reading order (k = 0: none yet).
type ChaseStep struct {
	Board   rules.Board  // the board after the moves chosen so far
	Move    rules.Cell   // the move decided at this step (k ≥ 1)
	Corner  rules.Cell   // its block's top-left cell
	Wrong   bool         // that cell differed from the target before the decision: the move is flipped
	Chosen  []rules.Cell // the moves chosen so far
	K, Of   int
	Reached bool // after the last step: the board is the target
	// Change is the cells that still differ from the target (Board + target), Left how many.
	Change rules.Board
	Left   int
}

// Chase decides the moves of b's solution one by one in reading order: move (c, r) is flipped
// exactly when its block's top-left cell (c−1, r−1) differs from the target, for no later move reaches
// that cell. It returns the state before any decision and after each.
func Chase(b rules.Board) []ChaseStep {
	size := b.Size()
	target := b.Target()
	cur := b.Clone()
	out := []ChaseStep{{Board: cur.Clone(), Of: size.Moves(), Change: Plus(cur, target), Left: CountWrong(cur)}}
	var chosen []rules.Cell
	for k, m := range size.InteriorCells() {
		corner := rules.Cell{Col: m.Col - 1, Row: m.Row - 1}
		wrong := cur.Dot(corner) != target.Dot(corner)
		if wrong {
			_ = cur.Flip(m)
			chosen = append(chosen, m)
		}
		out = append(out, ChaseStep{Board: cur.Clone(), Move: m, Corner: corner, Wrong: wrong,
			Chosen: append([]rules.Cell(nil), chosen...), K: k + 1, Of: size.Moves(), Reached: cur.Won(),
			Change: Plus(cur, target), Left: CountWrong(cur)})
	}
	return out
}

// CountWrong is how many cells of b differ from the target.
func CountWrong(b rules.Board) int {
	return Plus(b, b.Target()).Count()
}

// LineCheck is a parity check along one line of the board: the cells of row (or column) line whose
// position along it is not ≡ skip (mod 3). Any three consecutive cells of a line hold exactly two of
// them, so every 3×3 block covers 0 or 2 marked cells, and no flip changes the parity of the dots on
// them.
type LineCheck struct {
	Column bool `json:"column"` // the line is a column (else a row)
	Line   int  `json:"line"`
	Skip   int  `json:"skip"`
}

// Marked reports whether the check counts cell c.
func (h LineCheck) Marked(c rules.Cell) bool {
	if h.Column {
		return c.Col == h.Line && c.Row%3 != h.Skip
	}
	return c.Row == h.Line && c.Col%3 != h.Skip
}

// CheckFor is a line check that tells the single dot at q apart from the middle m of a new game of
// size: q's row, with q marked, when q is off the middle's row (the middle is then off the line); else
// q's column, with the middle's row marked.
func CheckFor(size rules.Size, q rules.Cell) LineCheck { return CheckForMiddle(size.Middle(), q) }

// CheckForMiddle is CheckFor for the target's dot at m.
func CheckForMiddle(m, q rules.Cell) LineCheck {
	if q.Row != m.Row {
		return LineCheck{Line: q.Row, Skip: (q.Col + 1) % 3}
	}
	return LineCheck{Column: true, Line: q.Col, Skip: (m.Row + 1) % 3}
}

// BlockMarks is how many marked cells the block of move c covers.
func (h LineCheck) BlockMarks(size rules.Size, c rules.Cell) int {
	n := 0
	for _, x := range size.Block(c) {
		if h.Marked(x) {
			n++
		}
	}
	return n
}

// MarksWithDots is how many marked cells of b hold dots.
func (h LineCheck) MarksWithDots(b rules.Board) int {
	n := 0
	e := b.Size().Edge()
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			if c := (rules.Cell{Col: col, Row: row}); h.Marked(c) && b.Dot(c) {
				n++
			}
		}
	}
	return n
}

// DotStep is one picture of the one-dot page: a board with a single dot, its check, and a block that
// meets the line.
type DotStep struct {
	Board rules.Board
	Check LineCheck
	Block rules.Cell
	Dot   rules.Cell
	// MarkedDots is how many of the check's marked cells hold a dot (Odd: an odd number); Covers how
	// many marked cells the block covers (0 or 2).
	MarkedDots int
	Odd        bool
	Covers     int
}

// DotSteps are the one-dot page's pictures for a new game of size: a dot off the middle's row caught
// by its row, the target under the same check, and a dot on the middle's row caught by its column.
func DotSteps(size rules.Size) []DotStep { return DotStepsFor(rules.New(size)) }

// DotStepsFor are DotSteps for parameters p, their middle's.
func DotStepsFor(p rules.Params) []DotStep {
	size, m := p.Size, p.Middle()
	q1 := rules.Cell{Col: 1, Row: 1}
	if q1.Row == m.Row {
		q1.Row = 0
	}
	q2 := rules.Cell{Col: 0, Row: m.Row}
	h1, h2 := CheckForMiddle(m, q1), CheckForMiddle(m, q2)
	single := func(q rules.Cell) rules.Board {
		w := p.Empty().Bits()
		i := q.Row*size.Edge() + q.Col
		w[i/64] |= 1 << (i % 64)
		return p.FromWords(w)
	}
	// A block that meets each line: centred on the line (moved inside), beside the dot.
	near := func(h LineCheck, q rules.Cell) rules.Cell {
		c := rules.Cell{Col: min(max(q.Col+1, 1), int(size)), Row: min(max(q.Row, 1), int(size))}
		if h.Column {
			c = rules.Cell{Col: min(max(q.Col, 1), int(size)), Row: min(max(q.Row+1, 1), int(size))}
		}
		return c
	}
	steps := []DotStep{
		{Board: single(q1), Check: h1, Block: near(h1, q1), Dot: q1},
		{Board: p.Target(), Check: h1, Block: near(h1, q1), Dot: m},
		{Board: single(q2), Check: h2, Block: near(h2, q2), Dot: q2},
	}
	for i := range steps {
		d := &steps[i]
		d.MarkedDots, d.Covers = d.Check.MarksWithDots(d.Board), d.Check.BlockMarks(size, d.Block)
		d.Odd = d.MarkedDots%2 == 1
	}
	return steps
}

// Explanation is a Flip position's solution over GF(2) and the proofs for its size.
type Explanation struct {
	Size     int      `json:"size"`
	Solvable bool     `json:"solvable"`
	Moves    []string `json:"moves"` // the unique set of flips, in reading order
	// Chase is the uniqueness page's argument: each move, in reading order, flipped exactly when its
	// block's top-left cell is wrong then.
	Chase []ChaseMove `json:"chase"`
	// OneDot is the one-dot page's argument for the size (DotSteps): a single dot off the middle's row,
	// the target, and a single dot on the middle's row, each under the line check that tells the single
	// dots from the target.
	OneDot []DotCheck `json:"one_dot"`
	Proof  Proof      `json:"proof"`
}

// DotCheck is one picture of the one-dot page: the board's one dot ("col,row", counted from 0 with the
// ring), the line check, a block that meets the line and how many marked cells it covers (0 or 2), and
// how many marked cells hold a dot (odd for a single dot elsewhere, even for the target).
type DotCheck struct {
	Dot        string    `json:"dot"`
	Check      LineCheck `json:"check"`
	Block      string    `json:"block"`
	Covers     int       `json:"covers"`
	MarkedDots int       `json:"marked_dots"`
	Odd        bool      `json:"odd"`
}

// at names any cell of the board, the ring's included, as "col,row".
func at(c rules.Cell) string { return fmt.Sprintf("%d,%d", c.Col, c.Row) }

// ChaseMove is one decision of the chase.
type ChaseMove struct {
	Move    string `json:"move"`
	Corner  string `json:"corner"`
	Flipped bool   `json:"flipped"`
	Wrong   int    `json:"wrong"` // cells still differing from the target after it
}

// Explain explains a Flip position (registry.Explainer).
func (backend) Explain(p puzzle.Position) (any, error) {
	pos, ok := p.(Position)
	if !ok {
		return nil, fmt.Errorf("flip: not a Flip position: %T", p)
	}
	b := pos.Board()
	pr, err := ProveFor(context.Background(), b.Params())
	if err != nil {
		return nil, err
	}
	e := &Explanation{Size: int(b.Size()), Moves: []string{}, Proof: pr}
	steps := Chase(b)
	for _, st := range steps[1:] {
		e.Chase = append(e.Chase, ChaseMove{Move: st.Move.Name(), Corner: at(st.Corner), Flipped: st.Wrong, Wrong: CountWrong(st.Board)})
	}
	for _, d := range DotStepsFor(b.Params()) {
		e.OneDot = append(e.OneDot, DotCheck{Dot: at(d.Dot), Check: d.Check, Block: d.Block.Name(), Covers: d.Covers,
			MarkedDots: d.MarkedDots, Odd: d.Odd})
	}
	last := steps[len(steps)-1]
	if e.Solvable = last.Reached; e.Solvable {
		for _, c := range last.Chosen {
			e.Moves = append(e.Moves, c.Name())
		}
	}
	return e, nil
}
