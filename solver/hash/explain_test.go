package hash

import (
	"fmt"
	"slices"
	"testing"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
)

// The hint's line, explained: it wins from the start of salt 1 in the hint's number of moves, every
// machine answer blackens the tile v·m mod 256, and only the last move reaches the star.
func TestExplainedLineWins(t *testing.T) {
	p, err := Backend.Generate("number", 1)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Explain(p.(Position))
	if err != nil {
		t.Fatal(err)
	}
	h, _ := Backend.Hint(t.Context(), p)
	if e.Winnable == nil || !*e.Winnable || len(e.Line) != h.Remaining {
		t.Fatalf("explained %d moves (winnable %v), the hint says %d", len(e.Line), e.Winnable, h.Remaining)
	}
	for i, a := range e.Line {
		if a.Won != (i == len(e.Line)-1) || !a.Won && a.V*a.M%rules.Tiles != a.D {
			t.Fatalf("move %d: %+v", i+1, a)
		}
	}
	if a := e.Line[len(e.Line)-1]; a.Move != [2]int{rules.Star.X(), rules.Star.Y()} {
		t.Fatalf("the last move %v is not the star", a.Move)
	}
}

// The Why? page's steps: every answer of the free machine's strategy is shown once (grouped moves
// count once each), each tile is v·m mod 256, and the answers that end the game leave it lost.
func TestWhyStepsShowTheStrategy(t *testing.T) {
	res, steps := whySteps(t)
	var count func([]MachineReply) int
	count = func(rs []MachineReply) int {
		n := len(rs)
		for _, r := range rs {
			n += count(r.Next)
		}
		return n
	}
	shown := 0
	for i, s := range steps {
		shown += len(s.Moves)
		if s.V*s.M%rules.Tiles != int(s.Black) {
			t.Errorf("step %d: v %d · m %d mod 256 is not the tile %v", i+1, s.V, s.M, s.Black)
		}
		if s.Ends && s.After.Outcome() != rules.Lost && len(s.Moves) == 1 {
			t.Errorf("step %d ends the strategy but the game is not lost", i+1)
		}
	}
	if want := count(res.Machine); shown != want {
		t.Errorf("the steps show %d answers, the strategy has %d", shown, want)
	}
}

// spiralCount walks the spiral from the star and counts the positions that read red, as hash.md
// says, without the rules' shortcut through the spiral ranks.
func spiralCount(st *rules.State) int {
	for n := 0; ; n++ {
		if p := rules.SpiralAt(n); st.ReadColour(p.X, p.Y) != rules.Red {
			return n
		}
	}
}

// The Spiral and Reading pages' numbers, on every move of the worked example: the machine counts m
// on the board with the move whitened, p0 to p(m−1) read red and p_m, the stop, does not; then
// v·m = quotient·256 + d with 0 ≤ d < 256, and d is the tile that turned black.
func TestPlayedCountsAlongTheSpiral(t *testing.T) {
	ps, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		t.Fatal(err)
	}
	last := ps[len(ps)-1].(Position)
	played, err := Played(last)
	if err != nil {
		t.Fatal(err)
	}
	if len(played) != len(last.Turns()) || len(played) < 4 {
		t.Fatalf("%d moves played, the game has %d", len(played), len(last.Turns()))
	}
	st := rules.Start()
	for i, a := range played {
		if a.Won {
			break
		}
		if m := spiralCount(&a.Counted); a.M != m {
			t.Errorf("move %d: m = %d, the spiral counts %d", i+1, a.M, m)
		}
		stop, ok := rules.SpiralAt(a.M).Read()
		if !ok || [2]int{stop.X(), stop.Y()} != a.Stop || a.StopColour == "red" || a.StopColour != a.Counted.Colour(stop).String() {
			t.Errorf("move %d: p%d reads %v (%v), the explanation stops at %v, %s", i+1, a.M, stop, ok, a.Stop, a.StopColour)
		}
		if a.Quotient*rules.Tiles+a.D != a.V*a.M || a.Product() != a.V*a.M || a.D < 0 || a.D >= rules.Tiles {
			t.Errorf("move %d: %d·%d is not %d·256 + %d", i+1, a.V, a.M, a.Quotient, a.D)
		}
		tile, _ := rules.TileAt(a.Move[0], a.Move[1])
		if _, err := st.Play(last.Salt(), tile); err != nil {
			t.Fatal(err)
		}
		if st.Colour(rules.Tile(a.D)) != rules.Black {
			t.Errorf("move %d: d = %d is not black after the answer", i+1, a.D)
		}
	}
}

// The Hint page's numbers: the search starts from the lower bound, and the line it finds is no
// shorter than the bound.
func TestExplainBound(t *testing.T) {
	ps, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Explain(ps[0].(Position))
	if err != nil {
		t.Fatal(err)
	}
	st := ps[0].(Position).State()
	if e.Bound != st.LowerBound() || len(e.Line) < e.Bound || len(e.Line) != e.Hint.Remaining {
		t.Errorf("bound %d (the rules' %d), line %d, hint %d", e.Bound, st.LowerBound(), len(e.Line), e.Hint.Remaining)
	}
}

// The Why? page's arithmetic: m = power·odd part with power the largest power of two in m; v·m mod
// 256 is then a multiple of it, so the star is in reach only when its index is; the answers that
// end the game either blacken the star or leave no move.
func TestWhyStepsArithmetic(t *testing.T) {
	steps, err := WhySteps()
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		if s.Power*s.OddPart != s.M || s.OddPart%2 != 1 || s.Power&(s.Power-1) != 0 {
			t.Errorf("step %d: m = %d is not %d·%d", i+1, s.M, s.Power, s.OddPart)
		}
		if s.Product != s.V*s.M || s.Product%rules.Tiles != int(s.Black) || int(s.Black)%s.Power != 0 {
			t.Errorf("step %d: v·m = %d, tile %v, power %d", i+1, s.Product, s.Black, s.Power)
		}
		if s.StarInReach != (int(rules.Star)%s.Power == 0) {
			t.Errorf("step %d: star in reach %v with power %d", i+1, s.StarInReach, s.Power)
		}
		if s.NextAtBlack && rules.FirstVisit(s.Black) != s.Next {
			t.Errorf("step %d: next m %d is not the black tile's spiral position", i+1, s.Next)
		}
		if s.Ends && len(s.Moves) == 1 && !s.StarBlack && !s.After.LegalMoves().Empty() {
			t.Errorf("step %d ends the game with the star %v and moves left", i+1, s.After.Colour(rules.Star))
		}
	}
}

// The share of v in the player's window, if MD5 were random, is the sum of the digit sums' shares
// there: a few per cent (the Question page's claim that most of v lies outside it).
func TestWindowShare(t *testing.T) {
	d, sum := DigitShares(), 0.0
	for v := MidV - PlayerWindow; v <= MidV+PlayerWindow; v++ {
		sum += d[v]
	}
	if w := WindowShare(); w != sum || w <= 0 || w >= 0.5 {
		t.Errorf("window share %v, the sum %v", w, sum)
	}
}

// The Spiral page: p0 … p(side²−1) are exactly the tiles of the side×side square round the star, for
// side 1, 3, 5, 7.
func TestSpiralSquare(t *testing.T) {
	for side := 1; side <= 7; side += 2 {
		seen := map[rules.Point]bool{}
		for i := 0; i <= SpiralSquare(side); i++ {
			p := rules.SpiralAt(i)
			if d := side / 2; p.X < rules.Star.X()-d || p.X > rules.Star.X()+d || p.Y < rules.Star.Y()-d || p.Y > rules.Star.Y()+d || seen[p] {
				t.Fatalf("side %d: p%d = %v is outside the square or repeated", side, i, p)
			}
			seen[p] = true
		}
		if len(seen) != side*side {
			t.Fatalf("side %d: %d tiles", side, len(seen))
		}
	}
}

// The worked example as the help tells it: the machine's answer to each of its moves is the one the
// game records, the board after it is the example's next position, and the spiral page's move (the
// third) and the reading page's (the last before the start) have answers.
func TestWorkedExampleAnswers(t *testing.T) {
	w, err := WorkedExample()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ps {
		a, ok := w.Answer(i)
		pos := p.(Position)
		turn, played := pos.LastTurn()
		if !ok {
			if played && turn.Result != rules.Won && i > 0 {
				t.Errorf("move %d: no answer, but the game records %+v", i, turn.Work)
			}
			continue
		}
		if a.M != turn.Work.M || a.V != turn.Work.V || a.D != turn.Work.D || !sameState(a.After, pos.State()) {
			t.Errorf("move %d: answer %+v, the game records %+v", i, a, turn.Work)
		}
	}
	for _, i := range []int{0, 3} {
		if _, ok := w.Answer(i); !ok {
			t.Errorf("no answer to the example's move %d", i)
		}
	}
	if _, ok := (*Worked)(nil).Answer(0); ok {
		t.Error("a missing example has an answer")
	}
}

func sameState(a, b rules.State) bool { return a.Key() == b.Key() }

// The Question page's windows: each inside the one before it, centred on MidV after the first; the
// machine wins in the two wide ones and the player in the narrowest, which is one narrower on each
// side than the narrowest the machine wins in.
func TestVWindows(t *testing.T) {
	w := VWindows(2)
	if len(w) != 3 || w[0].Lo != 0 || w[0].Hi != MaxV || w[0].Within != 2 {
		t.Fatalf("windows %+v", w)
	}
	for i := 1; i < len(w); i++ {
		if w[i].Lo <= w[i-1].Lo && i > 1 || w[i].Hi >= w[i-1].Hi || w[i].Lo+w[i].Hi != 2*MidV {
			t.Errorf("window %d %+v is not inside %+v round %d", i, w[i], w[i-1], MidV)
		}
	}
	if w[0].Range() != fmt.Sprintf("0–%d", MaxV) || w[2].Range() != fmt.Sprintf("%d±%d", MidV, PlayerWindow) || w[1].Range() != fmt.Sprintf("%d±%d", MidV, MachineWindow) {
		t.Errorf("the windows are named %q, %q, %q", w[0].Range(), w[1].Range(), w[2].Range())
	}
	if !w[0].MachineWins || !w[1].MachineWins || w[2].MachineWins || w[2].Lo != w[1].Lo+1 || w[2].Hi != w[1].Hi-1 {
		t.Errorf("who wins where: %+v", w)
	}
}

// The Reading page's claim: tiles touch when their reading indices differ by 1 or 16, so a row's last
// tile touches the next row's first (rows wrap like lines of text), and nothing else touches.
func TestNeighboursDifferBy1Or16(t *testing.T) {
	for i := 0; i < rules.Tiles; i++ {
		var want []rules.Tile
		for _, j := range []int{i - 16, i - 1, i + 1, i + 16} {
			if j >= 0 && j < rules.Tiles {
				want = append(want, rules.Tile(j))
			}
		}
		if got := Neighbours(rules.Tile(i)); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("tile %d %v: neighbours %v, want %v", i, rules.Tile(i), got, want)
		}
	}
	end, next := rules.Tile(15), rules.Tile(16) // (16,1) and (1,2)
	if n := Neighbours(end); !slices.Contains(n, next) {
		t.Errorf("the first row's end %v does not touch the next row's start %v: %v", end, next, n)
	}
}
