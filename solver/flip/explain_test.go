package flip

import (
	"context"
	"fmt"
	"strings"
	"testing"

	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
)

func names(cs []rules.Cell) string {
	var n []string
	for _, c := range cs {
		n = append(n, c.Name())
	}
	return strings.Join(n, " ")
}

// The one-dot page's argument, run for every size the menu offers and more: every line check the
// pictures use is a parity check (each block covers 0 or 2 marks), and for every single dot off the
// middle some check tells it apart from the target — which is the solver's Theorem 2.
func TestOneDotPage(t *testing.T) {
	for size := rules.Size(1); size <= 16; size++ {
		e := size.Edge()
		m := size.Middle()
		target := rules.Target(size)
		for row := 0; row < e; row++ {
			for col := 0; col < e; col++ {
				q := rules.Cell{Col: col, Row: row}
				if q == m {
					continue
				}
				h := CheckFor(size, q)
				for _, c := range size.InteriorCells() {
					if n := h.BlockMarks(size, c); n != 0 && n != 2 {
						t.Fatalf("size %d, dot %v: block %s covers %d marks", size, q, c.Name(), n)
					}
				}
				w := rules.Empty(size).Bits()
				i := q.Row*e + q.Col
				w[i/64] |= 1 << (i % 64)
				one := rules.FromWords(size, w)
				if h.MarksWithDots(one)%2 == h.MarksWithDots(target)%2 {
					t.Fatalf("size %d: the check %+v does not tell the dot at %v from the middle", size, h, q)
				}
			}
		}
		pr, err := Prove(context.Background(), size)
		if err != nil || pr.SingleDotElsewhere {
			t.Fatalf("size %d: the solver finds a single dot elsewhere reachable: %+v %v", size, pr, err)
		}
	}
}

// The uniqueness page decides the moves in reading order from the top-left cells; for random boards
// of many sizes it finds exactly the solver's set, and on an unreachable board it ends with cells still
// wrong. Each move's top-left cell is reached by no later move (what makes every decision forced).
func TestUniquenessPage(t *testing.T) {
	for size := rules.Size(1); size <= 12; size++ {
		cells := size.InteriorCells()
		for k, m := range cells {
			corner := rules.Cell{Col: m.Col - 1, Row: m.Row - 1}
			for _, later := range cells[k+1:] {
				for _, x := range size.Block(later) {
					if x == corner {
						t.Fatalf("size %d: later move %s reaches the top-left cell of %s", size, later.Name(), m.Name())
					}
				}
			}
		}
		tab, err := For(context.Background(), size)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 5; seed++ {
			b, err := rules.Generate(size, seed)
			if err != nil {
				t.Fatal(err)
			}
			steps := Chase(b)
			last := steps[len(steps)-1]
			want, ok := tab.Solve(b)
			if !ok || !last.Reached || names(last.Chosen) != names(want) {
				t.Fatalf("size %d seed %d: chase %s (reached %v), solver %s", size, seed, names(last.Chosen), last.Reached, names(want))
			}
			// The moves page: the solution's blocks add up, mod 2, to exactly the change the board needs.
			if sum := SumOf(b); !sum.Sum.Equal(sum.Change) || names(sum.Moves) != names(want) || len(sum.Blocks) != len(want) {
				t.Fatalf("size %d seed %d: the blocks of %s do not sum to start + target", size, seed, names(sum.Moves))
			}
		}
	}
	bad, _ := rules.ParseBoardSize(3, "o----/-----/-----/-----/-----")
	if steps := Chase(bad); steps[len(steps)-1].Reached {
		t.Fatal("the chase reached the target from a single dot in the corner")
	}
	if sum := SumOf(bad); sum.Sum.Equal(sum.Change) {
		t.Fatal("blocks sum to the change a single dot in the corner needs")
	}
}

// The pictures' counts: at every step of the chase the cells shaded wrong are exactly those that differ
// from the target, Left of them; on the one-dot page a single dot leaves an odd number of marked dots
// and the target an even one, and the block shown covers two marks.
func TestPictureCounts(t *testing.T) {
	for _, size := range []rules.Size{3, 5, 7} {
		for _, b := range []rules.Board{rules.Target(size), Plus(rules.Target(size), BlockBits(size, rules.Cell{Col: 1, Row: 1}))} {
			for k, st := range Chase(b) {
				n := 0
				for i := range size.Cells() {
					c := rules.Cell{Col: i % size.Edge(), Row: i / size.Edge()}
					differs := st.Board.Dot(c) != rules.Target(size).Dot(c)
					if st.Change.Dot(c) != differs {
						t.Fatalf("%v step %d: %v shaded %v, differs %v", size, k, c, st.Change.Dot(c), differs)
					}
					if differs {
						n++
					}
				}
				if st.Left != n {
					t.Fatalf("%v step %d: %d wrong, counted %d", size, k, st.Left, n)
				}
			}
		}
		for i, d := range DotSteps(size) {
			if d.MarkedDots != d.Check.MarksWithDots(d.Board) || d.Odd != (i != 1) || d.Odd != (d.MarkedDots%2 == 1) || d.Covers != 2 {
				t.Errorf("%v picture %d: %d marked dots (odd %v), block covers %d", size, i, d.MarkedDots, d.Odd, d.Covers)
			}
		}
	}
}

// The one-dot page as quintet-solve flip explain gives it, for the worked example's size and others:
// "every block covers 0 or 2 marks" (the block shown covers 2), "this board: odd" for a single dot
// off the middle's row, "the target: even" under the same check, and a dot on the middle's row
// "caught by its column instead" — each count made again here from the check's marks.
func TestExplainOneDot(t *testing.T) {
	for _, size := range []rules.Size{3, 4, 7, 11} {
		b, err := rules.Generate(size, 1)
		if err != nil {
			t.Fatal(err)
		}
		x, err := Backend.(interface {
			Explain(puzzle.Position) (any, error)
		}).Explain(NewPosition(b))
		if err != nil {
			t.Fatal(err)
		}
		e := x.(*Explanation)
		mid := size.Middle()
		if len(e.OneDot) != 3 || e.OneDot[1].Dot != at(mid) || e.OneDot[0].Check != e.OneDot[1].Check ||
			!e.OneDot[2].Check.Column || e.OneDot[2].Dot != at(rules.Cell{Col: 0, Row: mid.Row}) {
			t.Fatalf("size %d: one-dot page %+v", size, e.OneDot)
		}
		for i, d := range e.OneDot {
			var dot rules.Cell
			fmt.Sscanf(d.Dot, "%d,%d", &dot.Col, &dot.Row)
			marked := 0
			if d.Check.Marked(dot) {
				marked = 1
			}
			c, err := rules.ParseCell(size, d.Block)
			if err != nil {
				t.Fatal(err)
			}
			covers := 0
			for _, x := range size.Block(c) {
				if d.Check.Marked(x) {
					covers++
				}
			}
			if d.MarkedDots != marked || d.Odd != (i != 1) || d.Odd != (marked == 1) || d.Covers != covers || covers != 2 {
				t.Errorf("size %d picture %d: %+v; counted %d marked dots, block covers %d", size, i, d, marked, covers)
			}
		}
	}
}
