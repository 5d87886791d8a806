package hash

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	solver "quintet/solver/hash"
)

// Every page has text at every step, and every step's picture draws inside its area and nowhere
// else, at every size, unit and theme (gametest.CheckHelpPages). With QUINTET_SHOTS set, the pictures
// are saved there too, at a phone's and a desktop's area.
func TestHelpPagesDraw(t *testing.T) {
	r := newRig(t, 1024, 720) // declares the puzzle's colours in the themes
	pos := r.pos(t)
	pages := NewScene().HelpPages()
	titles := map[string]bool{}
	for _, p := range pages {
		titles[p.Title] = true
	}
	for _, want := range []string{"Spiral", "Reading", "Question", "Why?"} {
		if !titles[want] {
			t.Errorf("no %q page (have %v)", want, titles)
		}
	}
	gametest.CheckHelpPages(t, pages, pos)
	shots := os.Getenv("QUINTET_SHOTS")
	if shots == "" {
		return
	}
	for _, p := range pages {
		for s := 0; s < max(1, p.Steps); s++ {
			for _, a := range []image.Point{{350, 330}, {450, 430}} {
				for _, th := range kit.Themes {
					img := kit.NewLayer(a.X, a.Y)
					p.Draw(img.Canvas(nil), &scene.Frame{Pos: pos, Area: img.Bounds(), Unit: 1, Theme: th, In: &input.Input{}}, s)
					gametest.WritePNG(t, filepath.Join(shots, fmt.Sprintf("pic-%s-%d-%dx%d-%s.png", strings.Trim(p.Title, "?"), s, a.X, a.Y, th.Name)), img.Pixels())
					img.Deallocate()
				}
			}
		}
	}
}

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
	if got := page("Spiral")(2); !strings.Contains(got, fmt.Sprintf("By p%d", rules.SpiralLen()-1)) {
		t.Errorf("spiral: %q", got)
	}
}

// The question page reads its numbers from the solver's constants and census record.
func TestQuestionNumbers(t *testing.T) {
	c, err := solver.Census()
	if err != nil {
		t.Fatal(err)
	}
	var text string
	for _, p := range NewScene().HelpPages() {
		if p.Title == "Question" {
			for s := 0; s < p.Steps; s++ {
				text += p.Text(s) + "\n"
			}
		}
	}
	for _, want := range []string{
		fmt.Sprintf("%d±%d", solver.MidV, solver.PlayerWindow), fmt.Sprintf("%d moves", solver.PlayerWindowMoves),
		solver.Roughly(solver.OddsTwoTurnsOneIn), solver.Roughly(c.Salts), midend.Number(int(c.Salts - 1)), solver.CensusHardest,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the question page lacks %q", want)
		}
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
