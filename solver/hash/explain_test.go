package hash

import (
	"testing"

	rules "quintet/rules/hash"
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
	res, err := QuestionStrategy()
	if err != nil || res.Winner != MachineWins {
		t.Fatalf("strategy: %v %v", res.Winner, err)
	}
	steps, err := WhySteps()
	if err != nil {
		t.Fatal(err)
	}
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
