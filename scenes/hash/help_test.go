package hash

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"quintet/game/midend"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	solver "quintet/solver/hash"
)

// spiralCount walks the spiral from the star on st and counts the positions that read red, as
// hash.md says, without the rules package's shortcut through its spiral ranks.
func spiralCount(st *rules.State) int {
	for n := 0; ; n++ {
		p := rules.SpiralAt(n)
		if st.ReadColour(p.X, p.Y) != rules.Red {
			return n
		}
	}
}

// withMove is st with the move t whitened (the board the machine counts m on).
func withMove(t *testing.T, st rules.State, mv rules.Tile) rules.State {
	t.Helper()
	w := st.White()
	w.Add(mv)
	s, err := rules.FromSets(w, st.Black())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The Why? page replays the free machine's strategy: every answer of the tree is shown once, on the
// board the player's line and the earlier answers made; m is the count of red spiral positions on
// it, the tile is v·m mod 256, the answers that end the game leave it lost, and the page's text and
// caption state those numbers.
func TestWhyReplaysTheStrategy(t *testing.T) {
	res, err := solver.QuestionStrategy()
	if err != nil || res.Winner != solver.MachineWins {
		t.Fatalf("strategy: %v %v", res.Winner, err)
	}
	steps, err := solver.WhySteps()
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		line string
		move rules.Tile
	}
	shown := map[key]int{}
	for i, s := range steps {
		for _, mv := range s.Moves {
			shown[key{fmt.Sprint(s.Line), mv}] = i
		}
	}
	replies := 0
	var walk func(line []rules.Tile, st rules.State, rs []solver.MachineReply)
	walk = func(line []rules.Tile, st rules.State, rs []solver.MachineReply) {
		for _, rep := range rs {
			replies++
			i, ok := shown[key{fmt.Sprint(line), rep.Move}]
			if !ok {
				t.Errorf("the answer to %v after %v is not shown", rep.Move, line)
				continue
			}
			s := steps[i]
			if s.Before.Key() != st.Key() {
				t.Errorf("step %d: the board before %v is not the strategy's", i+1, rep.Move)
			}
			counted := withMove(t, st, rep.Move)
			m := spiralCount(&counted)
			if s.M != m || s.V != rep.V || rep.V*m%rules.Tiles != int(rep.Black) || s.Black != rep.Black {
				t.Errorf("step %d: shows m %d v %d tile %v; the spiral counts %d, the strategy says v %d tile %v", i+1, s.M, s.V, s.Black, m, rep.V, rep.Black)
			}
			w, b := counted.White(), counted.Black()
			w.Remove(rep.Black)
			b.Add(rep.Black)
			after, _ := rules.FromSets(w, b)
			if len(s.Moves) == 1 && s.After.Key() != after.Key() {
				t.Errorf("step %d: the board after %v is not the replayed one", i+1, rep.Move)
			}
			if rep.Next == nil && after.Outcome() != rules.Lost {
				t.Errorf("step %d: the answer to %v ends the strategy but the game is not lost", i+1, rep.Move)
			}
			text := whyPage(steps).Text(i + 1)
			for _, want := range []string{fmt.Sprintf("m = %d", m), fmt.Sprintf("v = %d", rep.V), rep.Move.String()} {
				if !strings.Contains(text, want) {
					t.Errorf("step %d's text lacks %q: %s", i+1, want, text)
				}
			}
			walk(append(append([]rules.Tile(nil), line...), rep.Move), after, rep.Next)
		}
	}
	walk(nil, rules.Start(), res.Machine)
	n := 0
	for _, s := range steps {
		n += len(s.Moves)
	}
	if n != replies {
		t.Errorf("the steps show %d answers, the strategy has %d", n, replies)
	}
	if !strings.Contains(whyPage(steps).Text(0), fmt.Sprintf("within %d turns", res.Turns)) {
		t.Errorf("the first step does not say the strategy's %d turns", res.Turns)
	}
}

// The spiral and reading pages count on the worked example's board: the m they show is the spiral
// count there, and d = v·m mod 256 names the tile the machine blackened.
func TestSpiralAndReadingNumbers(t *testing.T) {
	ps, err := puzzle.ExamplePositions(solver.Backend)
	if err != nil {
		t.Fatal(err)
	}
	ex := make([]solver.Position, len(ps))
	for i, p := range ps {
		ex[i] = p.(solver.Position)
	}
	pages := NewScene().HelpPages()
	page := func(title string) func(int) string {
		for _, p := range pages {
			if p.Title == title {
				return p.Text
			}
		}
		t.Fatalf("no page %q", title)
		return nil
	}
	turn, _ := ex[3].LastTurn()
	before := ex[2].State()
	counted := withMove(t, before, turn.Move)
	m := spiralCount(&counted)
	stop := rules.SpiralAt(m)
	if got := page("Spiral")(3); !strings.Contains(got, fmt.Sprintf("m = %d.", m)) || !strings.Contains(got, fmt.Sprintf("(%d,%d)", stop.X, stop.Y)) {
		t.Errorf("spiral: the count is %d, stopped by (%d,%d); the page says %q", m, stop.X, stop.Y, got)
	}
	first, _ := ex[0].LastTurn()
	w := first.Work
	d := w.V * w.M % rules.Tiles
	black := rules.Tile(d)
	after := ex[0].State()
	if got := page("Reading")(2); !strings.Contains(got, fmt.Sprintf("d = %d, which is %v", d, black)) || after.Colour(black) != rules.Black {
		t.Errorf("reading: d = %d is %v; the page says %q", d, black, got)
	}
	// The spiral's last board index, read from the rules: walk p0, p1, … until every tile has been
	// read; each of those positions is on the board and no tile is read twice, so the page's "p0 to
	// p255 are exactly the board's tiles" holds, and m, which stops at the whitened tile, is at most it.
	seen := map[rules.Tile]bool{}
	last := -1
	for n := 0; len(seen) < rules.Tiles; n++ {
		pt := rules.SpiralAt(n)
		tile, on := rules.TileAt(pt.X, pt.Y)
		if !on || seen[tile] {
			t.Fatalf("p%d = (%d,%d) is off the board or read twice before every tile was read", n, pt.X, pt.Y)
		}
		seen[tile], last = true, n
	}
	if got := page("Spiral")(2); last != rules.Tiles-1 || !strings.Contains(got, fmt.Sprintf("p0 to p%d are exactly the board's %d tiles", last, rules.Tiles)) ||
		!strings.Contains(got, fmt.Sprintf("m is at most %d", last)) || strings.Contains(got, "read red") {
		t.Errorf("spiral: the last board index is p%d; the page says %q", last, got)
	}
	// Right first: p1 is the star's right-hand neighbour, and the page says the program does it.
	if p1 := rules.SpiralAt(1); p1.X != rules.Star.X()+1 || p1.Y != rules.Star.Y() ||
		!strings.Contains(page("Spiral")(0), "goes right first") || !strings.Contains(page("Spiral")(0), "(8,8) then (8,9); the game follows the program") {
		t.Errorf("spiral: p1 = %v; the page says %q", p1, page("Spiral")(0))
	}
	// The adjacency, read from the rules' reading rule: (1,5)'s neighbours are the positions left,
	// right, above and below it that read a tile, (0,5) wrapping to the row above's end.
	edge, _ := rules.TileAt(1, 5)
	var want []string
	for _, d := range [][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
		if nb, ok := rules.Read(edge.X()+d[0], edge.Y()+d[1]); ok {
			want = append(want, fmt.Sprintf("%d %s", nb, nb.String()))
		}
	}
	if wrap, _ := rules.Read(0, 5); wrap != rules.Tile(int(edge)-1) || wrap.X() != rules.Size {
		t.Fatalf("(0,5) reads %v", wrap)
	}
	if got := page("Reading")(1); !strings.Contains(got, "its neighbours are "+strings.Join(want, ", ")+".") || !strings.Contains(got, "the original program's index arithmetic") {
		t.Errorf("reading: the neighbours of %v are %v; the page says %q", edge, want, got)
	}
	// The hint's bound rests on black tiles never coming back (not on tiles never turning red).
	if got := page("Hint")(0); !strings.Contains(got, "black tiles never come back") || strings.Contains(got, "never turn red") {
		t.Errorf("hint: %q", got)
	}
}

// The worked example counts its moves as the game does: it starts after the moves its ID lists, and
// its last caption names the total, start's moves plus its steps.
func TestExampleStepCount(t *testing.T) {
	info := solver.Backend.Info()
	ps, err := puzzle.ExamplePositions(solver.Backend)
	if err != nil {
		t.Fatal(err)
	}
	before := ps[0].(puzzle.MoveCounter).MovesPlayed()
	total := before + len(info.Example.Steps)
	if last := ps[len(ps)-1].(puzzle.MoveCounter).MovesPlayed(); last != total {
		t.Fatalf("the example ends after %d moves, want %d", last, total)
	}
	if say := info.Example.Steps[len(info.Example.Steps)-1].Say; !strings.Contains(say, fmt.Sprintf("after %d moves", total)) {
		t.Errorf("the last caption %q does not say after %d moves", say, total)
	}
	if before != 1 {
		t.Errorf("the example starts %d moves in; the game's example page numbers its steps from %d", before, before+1)
	}
}

// The question page reads its numbers from the solver's constants and census record.
func TestQuestionNumbers(t *testing.T) {
	c, err := solver.Census()
	if err != nil {
		t.Fatal(err)
	}
	// The number of salts, from the rules: every string of 0 to MaxSaltLen characters CheckSalt allows.
	allowed := 0
	for ch := 0; ch < 128; ch++ {
		if rules.CheckSalt(string(rune(ch))) == nil {
			allowed++
		}
	}
	if rules.CheckSalt(strings.Repeat("a", rules.MaxSaltLen)) != nil || rules.CheckSalt(strings.Repeat("a", rules.MaxSaltLen+1)) == nil {
		t.Fatalf("salts are not capped at %d characters", rules.MaxSaltLen)
	}
	total, pow := new(big.Int), big.NewInt(1)
	for l := 0; l <= rules.MaxSaltLen; l++ {
		total.Add(total, pow)
		pow.Mul(pow, big.NewInt(int64(allowed)))
	}
	exp := len(total.String()) - 1
	text := pageText("Question")
	for _, want := range []string{
		fmt.Sprintf("%d±%d", solver.MidV, solver.PlayerWindow), fmt.Sprintf("%d moves", solver.PlayerWindowMoves),
		solver.Roughly(solver.OddsTwoTurnsOneIn), solver.Roughly(c.Salts), midend.Number(int(c.Salts - 1)), solver.CensusHardest,
		fmt.Sprintf("Salts are up to %d characters from %d allowed ones: about 10^%d of them", rules.MaxSaltLen, allowed, exp),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the question page lacks %q", want)
		}
	}
	if strings.Contains(text, "infinitely") {
		t.Error("the question page says salts are infinitely many")
	}
}

// Opening the help builds the pages: the example replayed, its hint, the digit sums' distribution
// (the strategy and the census are computed once and kept).
func BenchmarkHelpPages(b *testing.B) {
	for b.Loop() {
		if len(NewScene().HelpPages()) == 0 {
			b.Fatal("no pages")
		}
	}
}
