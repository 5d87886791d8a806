package flip

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"quintet/game/gametest"
	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
	solver "quintet/solver/flip"
)

func TestHelpPagesDraw(t *testing.T) {
	r := newRig(t, "flip:i3", 800, 600)
	gametest.CheckHelpPages(t, r.s.HelpPages(), nil)
}

// The texts state the solver's numbers: the example's set and count are the hint's, the rank is the
// solver's, the count of checks too; a board of another size being played gets its own proof line.
func TestHelpTextsAreComputed(t *testing.T) {
	r := newRig(t, "flip:i5#3", 800, 600)
	r.d.Tick()
	pages := r.s.HelpPages()
	ps, err := puzzle.ExamplePositions(solver.Backend)
	if err != nil {
		t.Fatal(err)
	}
	ex := ps[0].(solver.Position).Board()
	h, _ := solver.Backend.Hint(context.Background(), solver.NewPosition(ex))
	pr, _ := solver.Prove(context.Background(), ex.Size())
	cur, _ := solver.Prove(context.Background(), 5)
	texts := map[string]string{}
	for _, pg := range pages {
		for st := 0; st < pg.Steps; st++ {
			texts[pg.Title] += pg.Text(st) + "\n"
		}
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
		terms = append(terms, solver.BlockBits(ex.Size(), c))
	}
	if !solver.Plus(terms...).Equal(solver.Plus(ex, rules.Target(ex.Size()))) {
		t.Error("the example's blocks do not sum to start + target")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// The one-dot page says where the middle is, with the cells the rules compute for the even size being
// played: the seed's middle (quot e 2, the lower-right central cell) and the old one old IDs keep.
func TestHelpSaysWhereTheMiddleIs(t *testing.T) {
	for _, tc := range []struct {
		id   string
		size rules.Size
	}{{"flip:i6v2#2", 6}, {"flip:i6#2", 6}, {"flip:i5#2", 4}} {
		r := newRig(t, tc.id, 800, 600)
		r.d.Tick()
		var text string
		for _, pg := range r.s.HelpPages() {
			if pg.Title == "One dot" {
				text = pg.Text(pg.Steps - 1)
			}
		}
		e := tc.size.Edge()
		z := e / 2 // the seed's middle, counted from 0
		mid := rules.Cell{Col: z, Row: z}
		old := rules.Cell{Col: z - 1, Row: z - 1}
		for _, w := range []string{"quot e 2", "lower-right", itoa(e) + "×" + itoa(e) + ", " + mid.Name() + ".",
			"upper-left one, " + old.Name() + ".", "(i" + itoa(int(tc.size)) + ", not i" + itoa(int(tc.size)) + "v2)"} {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the one-dot page does not say %q:\n%s", tc.id, w, text)
			}
		}
	}
}
