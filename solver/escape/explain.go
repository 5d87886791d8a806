package escape

import (
	"context"
	"fmt"
	"sync"
	"time"

	"quintet/rules/escape"
	"quintet/rules/puzzle"
)

// Explained is Explain's reasoning for a game position as quintet-solve escape explain prints it (the
// same shape for --board and --id): the parity groups of the board the player sees, and for prisoner 1
// the flip that mends them.
type Explained struct {
	Parity       int             `json:"parity"`
	ParitySquare string          `json:"parity_square"`
	ParityBinary string          `json:"parity_binary"` // as the help and the panel write it: "Heads spell 1011"
	Groups       []ExplainedPart `json:"groups"`
	Flip         *int            `json:"flip,omitempty"`
	FlipSquare   string          `json:"flip_square,omitempty"`
	FlipBinary   string          `json:"flip_binary,omitempty"`
	Reason       string          `json:"reason"`
}

// ExplainedPart is one parity group; Flips (with a key) says whether the flip lies in it.
type ExplainedPart struct {
	Bit   int    `json:"bit"`
	Label string `json:"label"`
	Heads int    `json:"heads"`
	Odd   bool   `json:"odd"`
	Flips *bool  `json:"flips,omitempty"`
}

// Explain explains the board the player sees (registry.Explainer): prisoner 1's with the key,
// prisoner 2's without it.
func (backend) Explain(p puzzle.Position) (any, error) {
	pos, ok := p.(Position)
	if !ok {
		return nil, fmt.Errorf("escape: not an Escape position: %T", p)
	}
	g := pos.game
	key := escape.None
	if g.Role() == escape.Prisoner1 {
		key = g.Key()
	}
	return Explain(g.Board(), key).JSON(), nil
}

// JSON is the explanation as quintet-solve prints it.
func (e Explanation) JSON() Explained {
	s := e.Shape
	out := Explained{Parity: e.Parity, ParitySquare: s.Name(e.Parity), ParityBinary: Binary(s, e.Parity), Groups: []ExplainedPart{}, Reason: e.Reason()}
	for _, gr := range e.Groups {
		part := ExplainedPart{Bit: gr.Bit, Label: gr.Label, Heads: gr.Heads, Odd: gr.Odd}
		if e.Key != escape.None {
			flips := gr.Flips
			part.Flips = &flips
		}
		out.Groups = append(out.Groups, part)
	}
	if e.Key != escape.None {
		f := e.Flip
		out.Flip, out.FlipSquare, out.FlipBinary = &f, s.Name(f), Binary(s, f)
	}
	return out
}

// Split is the bits of the groups whose parity disagrees with the key (the groups the flip lies in),
// and of those that agree, bit 0 first; both empty without a key.
func (e Explanation) Split() (wrong, right []int) {
	if e.Key == escape.None {
		return nil, nil
	}
	for _, g := range e.Groups {
		if g.Flips {
			wrong = append(wrong, g.Bit)
		} else {
			right = append(right, g.Bit)
		}
	}
	return wrong, right
}

// Worked is a board and key read as the help's Groups and Flip pages read the worked example: as
// prisoner 2 reads it (Read), as prisoner 1 compares it with the key (Choose), and the board after
// prisoner 1's flip (Flipped) as prisoner 2 then reads it (After), whose answer is the key.
type Worked struct {
	Read, Choose, After Explanation
	Flipped             escape.Board
}

// Work reads board b with key as Worked says.
func Work(b escape.Board, key int) Worked {
	w := Worked{Read: Explain(b, escape.None), Choose: Explain(b, key)}
	w.Flipped = b.Flip(w.Choose.Flip)
	w.After = Explain(w.Flipped, escape.None)
	return w
}

// SmallBoards is how many squares the help's table of the exhaustive search covers: 1 to 8.
const SmallBoards = 8

var small struct {
	once  sync.Once
	found []bool
	err   error
}

// SmallBoardStrategies is the exhaustive strategy search's answer for boards of 1 to SmallBoards
// squares (found[n−1]: a strategy exists on n squares), searched once (in well under a second; a
// search that takes five seconds is given up and its error kept).
func SmallBoardStrategies() ([]bool, error) {
	small.once.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		for n := 1; n <= SmallBoards; n++ {
			_, ok, err := SearchStrategy(ctx, n)
			if err != nil {
				small.err = err
				return
			}
			small.found = append(small.found, ok)
		}
	})
	return small.found, small.err
}

// SmallBoardSizes is SmallBoardStrategies' answer as the Numbers page says it: the numbers of squares,
// from 1 to SmallBoards, on which a strategy exists (with) and on which none does (without).
func SmallBoardSizes() (with, without []int, err error) {
	found, err := SmallBoardStrategies()
	for i, ok := range found {
		if ok {
			with = append(with, i+1)
		} else {
			without = append(without, i+1)
		}
	}
	return with, without, err
}

// Numbering is the Numbers page's reading of a board's square numbers in binary: Last is the largest
// number; its low ColumnBits bits are the column and the RowBits above them the row, one parity group
// a bit.
type Numbering struct {
	Last, ColumnBits, RowBits int
}

// NumberingOf is s's Numbering.
func NumberingOf(s escape.Shape) Numbering {
	return Numbering{Last: s.Squares() - 1, ColumnBits: s.ColumnBits(), RowBits: s.Bits() - s.ColumnBits()}
}

// Binary writes square number x of shape s in binary, s.Bits() digits, the highest bit first: the
// RowBits of its row, then the ColumnBits of its column (the Numbers page's reading).
func Binary(s escape.Shape, x int) string { return fmt.Sprintf("%0*b", s.Bits(), x) }

// AnswerSoFar is prisoner 2's answer while he counts the groups in turn: with the first k groups
// counted, their parities are the k lowest bits of the Parity (written rightmost) and the bits not
// read yet are "?".
func (e Explanation) AnswerSoFar(k int) string {
	digits := []byte(Binary(e.Shape, e.Parity))
	for b := k; b < len(digits); b++ {
		digits[len(digits)-1-b] = '?'
	}
	return string(digits)
}
