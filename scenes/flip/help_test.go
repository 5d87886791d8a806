package flip

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"quintet/game/gametest"
	rules "quintet/rules/flip"
	solver "quintet/solver/flip"
)

func TestHelpPagesDraw(t *testing.T) {
	r := newRig(t, "flip:i3", 800, 600)
	gametest.CheckHelpPages(t, r.s.HelpPages(), nil)
}

// The one-dot page's argument, run for every size the menu offers and more: every line check the
// pictures use is a parity check (each block covers 0 or 2 marks), and for every single dot off the
// middle some check tells it apart from the target — which is the solver's Theorem 2.
func TestLineChecksProveTheorem2(t *testing.T) {
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
				h := checkFor(size, q)
				for _, c := range size.InteriorCells() {
					if n := h.blockMarks(size, c); n != 0 && n != 2 {
						t.Fatalf("size %d, dot %v: block %s covers %d marks", size, q, c.Name(), n)
					}
				}
				w := rules.Empty(size).Bits()
				i := q.Row*e + q.Col
				w[i/64] |= 1 << (i % 64)
				one := rules.FromWords(size, w)
				if h.marksWithDots(one)%2 == h.marksWithDots(target)%2 {
					t.Fatalf("size %d: the check %+v does not tell the dot at %v from the middle", size, h, q)
				}
			}
		}
		pr, err := solver.Prove(context.Background(), size)
		if err != nil || pr.SingleDotElsewhere {
			t.Fatalf("size %d: the solver finds a single dot elsewhere reachable: %+v %v", size, pr, err)
		}
	}
}

// The uniqueness page decides the moves in reading order from the top-left cells; for random boards
// of many sizes it finds exactly the solver's set, and on an unreachable board it ends with cells still
// wrong. Each move's top-left cell is reached by no later move (what makes every decision forced).
func TestChaseIsTheSolversSolution(t *testing.T) {
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
		tab, err := solver.For(context.Background(), size)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 5; seed++ {
			b, err := rules.Generate(size, seed)
			if err != nil {
				t.Fatal(err)
			}
			steps := chaseSteps(b)
			last := steps[len(steps)-1]
			want, ok := tab.Solve(b)
			if !ok || !last.reached || names(last.chosen) != names(want) {
				t.Fatalf("size %d seed %d: chase %s (reached %v), solver %s", size, seed, names(last.chosen), last.reached, names(want))
			}
		}
	}
	bad, _ := rules.ParseBoardSize(3, "o----/-----/-----/-----/-----")
	if steps := chaseSteps(bad); steps[len(steps)-1].reached {
		t.Fatal("the chase reached the target from a single dot in the corner")
	}
}

// The texts state the solver's numbers: the example's set and count are the hint's, the rank is the
// solver's, the count of checks too; a board of another size being played gets its own proof line.
func TestHelpTextsAreComputed(t *testing.T) {
	r := newRig(t, "flip:i5#3", 800, 600)
	r.d.Tick()
	pages := r.s.HelpPages()
	ex, err := exampleBoard()
	if err != nil {
		t.Fatal(err)
	}
	h, _ := solver.Backend.Hint(context.Background(), solver.NewPosition(ex))
	pr, _ := solver.Prove(context.Background(), ex.Size())
	cur, _ := solver.Prove(context.Background(), 5)
	texts := map[string]string{}
	for _, pg := range pages {
		texts[pg.Title] = pg.Text(pg.Steps - 1)
	}
	for title, wants := range map[string][]string{
		"Moves":   {strings.Join(h.Line, ", ")},
		"Unique":  {"{" + strings.Join(h.Line, ", ") + "} is the only winning set", "so " + itoa(h.Remaining) + " flips is the fewest", "(rank " + itoa(pr.Rank) + ")", solver.ProofLine(cur)},
		"One dot": {"all " + itoa(pr.Checks) + " parity checks", "only the middle passes", solver.ProofLine(cur)},
	} {
		for _, w := range wants {
			if !strings.Contains(texts[title], w) {
				t.Errorf("page %q does not say %q:\n%s", title, w, texts[title])
			}
		}
	}
	if pr.Rank != ex.Size().Moves() {
		t.Errorf("the page claims full rank; the solver says %d of %d", pr.Rank, ex.Size().Moves())
	}
	// The moves page's picture sums the hint's blocks: they must make start + target.
	var terms []rules.Board
	for _, m := range h.Line {
		c, _ := rules.ParseCell(ex.Size(), m)
		terms = append(terms, blockBits(ex.Size(), c))
	}
	if !plus(terms...).Equal(plus(ex, rules.Target(ex.Size()))) {
		t.Error("the example's blocks do not sum to start + target")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
