package escape

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"quintet/rules/escape"
	"quintet/rules/puzzle"
)

// Prisoner 1's explanation names the flip that makes the parity the key, and says which groups it
// lies in; prisoner 2's has no flip: the parity alone is the answer.
func TestExplainedForBothPrisoners(t *testing.T) {
	p, err := Backend.Generate("16p1", 3)
	if err != nil {
		t.Fatal(err)
	}
	g := p.(Position).game
	e := Explain(g.Board(), g.Key()).JSON()
	if e.Flip == nil || (e.Parity^*e.Flip) != g.Key() || len(e.Groups) != g.Shape().Bits() {
		t.Fatalf("prisoner 1: %+v for key %d", e, g.Key())
	}
	for _, gr := range e.Groups {
		if gr.Flips == nil || *gr.Flips != (*e.Flip>>gr.Bit&1 == 1) {
			t.Fatalf("group %d: flips %v, the flip %d", gr.Bit, gr.Flips, *e.Flip)
		}
	}
	two := Explain(g.Board(), escape.None).JSON()
	data, _ := json.Marshal(two)
	if two.Flip != nil || strings.Contains(string(data), "flip") {
		t.Fatalf("prisoner 2's explanation mentions a flip: %s", data)
	}
}

// The Flip page's comparison: the groups whose parity is wrong for the key are exactly the bits of
// the flip, the others right; flipping that coin makes every group agree (the parity becomes the
// key).
func TestSplitIsTheFlip(t *testing.T) {
	for seed := range uint64(20) {
		p, err := Backend.Generate("64p1", seed)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(Position).game
		e := Explain(g.Board(), g.Key())
		wrong, right := e.Split()
		flip := 0
		for _, b := range wrong {
			flip |= 1 << b
		}
		if flip != e.Flip || len(wrong)+len(right) != g.Shape().Bits() {
			t.Fatalf("seed %d: wrong bits %v right %v, the flip %b", seed, wrong, right, e.Flip)
		}
		if after := Explain(g.Board().Flip(e.Flip), g.Key()); after.Parity != g.Key() || after.Flip != 0 {
			t.Fatalf("seed %d: after the flip the parity is %d, the key %d", seed, after.Parity, g.Key())
		}
	}
}

// The Numbers page's table: a strategy exists on 1, 2, 4 and 8 squares, and on none of 3, 5, 6, 7 —
// exactly the powers of two.
func TestSmallBoardStrategies(t *testing.T) {
	found, err := SmallBoardStrategies()
	if err != nil || len(found) != SmallBoards {
		t.Fatalf("%v, %v", found, err)
	}
	for i, ok := range found {
		if n := i + 1; ok != (n&(n-1) == 0) {
			t.Errorf("%d squares: strategy %v", n, ok)
		}
	}
}

// The Numbers page's sentence: the search finds a strategy for 1, 2, 4 and 8 squares and none for 3, 5,
// 6 and 7.
func TestSmallBoardSizes(t *testing.T) {
	with, without, err := SmallBoardSizes()
	if err != nil || fmt.Sprint(with) != "[1 2 4 8]" || fmt.Sprint(without) != "[3 5 6 7]" {
		t.Fatalf("with %v, without %v, %v", with, without, err)
	}
}

// The Numbers page: on every board, a square's number is its row times the width plus its column, so
// the column is the low ColumnBits bits and the row the RowBits above them.
func TestNumbering(t *testing.T) {
	for bits := escape.MinBits; bits <= 10; bits++ {
		s, err := escape.ShapeOf(1 << bits)
		if err != nil {
			t.Fatal(err)
		}
		n := NumberingOf(s)
		if n.Last != s.Squares()-1 || n.ColumnBits+n.RowBits != bits || 1<<n.ColumnBits != s.Width() || 1<<n.RowBits != s.Height() {
			t.Fatalf("%v: %+v", s, n)
		}
		for sq := 0; sq <= n.Last; sq++ {
			col, row := s.Cell(sq)
			if sq&(1<<n.ColumnBits-1) != col || sq>>n.ColumnBits != row {
				t.Fatalf("%v: square %d is column %d row %d", s, sq, col, row)
			}
		}
	}
}

// The Numbers page: a square's number in binary is its row's bits followed by its column's ("the last
// bits are the column, the first the row").
func TestBinaryIsRowThenColumn(t *testing.T) {
	for _, n := range []int{4, 16, 64, 1024} {
		s, err := escape.ShapeOf(n)
		if err != nil {
			t.Fatal(err)
		}
		num := NumberingOf(s)
		for sq := 0; sq < n; sq++ {
			col, row := s.Cell(sq)
			want := fmt.Sprintf("%0*b%0*b", num.RowBits, row, num.ColumnBits, col)
			if num.RowBits == 0 {
				want = fmt.Sprintf("%0*b", num.ColumnBits, col)
			}
			if got := Binary(s, sq); got != want {
				t.Fatalf("%v square %d: %q, want %q", s, sq, got, want)
			}
		}
	}
}

// Prisoner 2 reads his answer one group at a time: after counting groups 0..k−1 the answer's k lowest
// bits (rightmost) are those groups' parities — 1 for an odd group — and the rest are not known yet;
// after every group it is the heads' XOR.
func TestAnswerSoFarIsTheGroupsCounted(t *testing.T) {
	p, err := Backend.Generate("64p2", 11)
	if err != nil {
		t.Fatal(err)
	}
	e := Explain(p.(Position).game.Board(), escape.None)
	n := len(e.Groups)
	for k := 0; k <= n; k++ {
		got := e.AnswerSoFar(k)
		for _, g := range e.Groups {
			d := got[n-1-g.Bit]
			want := byte('?')
			switch {
			case g.Bit >= k:
			case g.Odd:
				want = '1'
			default:
				want = '0'
			}
			if d != want {
				t.Fatalf("after %d groups: %q, bit %d (%d heads) is %c", k, got, g.Bit, g.Heads, d)
			}
		}
	}
	if e.AnswerSoFar(n) != Binary(e.Shape, e.Parity) {
		t.Fatalf("all groups counted: %q, the XOR %d", e.AnswerSoFar(n), e.Parity)
	}
}

// The Flip page on the worked example: prisoner 1 turns one coin, the one whose number is the XOR of
// the heads' numbers and the key; after it the heads XOR to the key — every group agrees with the key —
// and prisoner 2 points at it. The example's own move is that coin.
func TestWorkedExample(t *testing.T) {
	ps, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		t.Fatal(err)
	}
	g := ps[0].(Position).game
	b, key := g.Start(), g.Key()
	w := Work(b, key)
	if w.Read.Parity != Parity(b) || w.Choose.Flip != Parity(b)^key {
		t.Fatalf("read %d, flip %d; the heads XOR to %d, the key is %d", w.Read.Parity, w.Choose.Flip, Parity(b), key)
	}
	differ := 0
	for sq := 0; sq < b.Shape().Squares(); sq++ {
		if b.Heads(sq) != w.Flipped.Heads(sq) {
			differ++
		}
	}
	if differ != 1 || w.Flipped.Heads(w.Choose.Flip) == b.Heads(w.Choose.Flip) {
		t.Fatalf("the board after the flip differs in %d coins", differ)
	}
	if w.After.Parity != key || Find(w.Flipped) != key {
		t.Fatalf("after the flip the heads XOR to %d, the key is %d", w.After.Parity, key)
	}
	for _, gr := range w.After.Groups {
		if gr.Odd != InGroup(key, gr.Bit) {
			t.Fatalf("after the flip group %d is %v, the key's bit is %v", gr.Bit, gr.Odd, InGroup(key, gr.Bit))
		}
	}
	if ex := Backend.Info().Example; len(ex.Steps) == 0 || ex.Steps[0].Move != b.Shape().Name(w.Choose.Flip) {
		t.Fatalf("the example plays %+v, the flip is %s", ex.Steps, b.Shape().Name(w.Choose.Flip))
	}
}
