package hash

import (
	"context"
	"math/big"
	"os"
	"strings"
	"testing"

	rules "quintet/rules/hash"
)

func TestQuestionSummary(t *testing.T) {
	s := QuestionSummary()
	sentences := strings.Count(s, ". ") + strings.Count(s, "? ") + 1
	if sentences > 6 || !strings.HasSuffix(s, ".") {
		t.Fatalf("%d sentences: %q", sentences, s)
	}
	r, err := QuestionStrategy()
	if err != nil || r.Winner != MachineWins {
		t.Fatalf("full range: %v %v", r.Winner, err)
	}
	for _, want := range []string{"within " + numberWord(r.Turns) + " turns", "240±7", "240±8", "14 moves", "3.5 quintillion", "100 million", "10 moves"} {
		if !strings.Contains(s, want) {
			t.Errorf("summary lacks %q: %s", want, s)
		}
	}
}

func TestRoughly(t *testing.T) {
	tests := []struct {
		n    uint64
		want string
	}{
		{999, "999"}, {1000, "1 thousand"}, {100_000_000, "100 million"}, {3_464_356_131_065_155_788, "3.5 quintillion"}, {1_960_000_000, "2 billion"},
	}
	for _, tc := range tests {
		if got := roughly(tc.n); got != tc.want {
			t.Errorf("roughly(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

// The constants behind the summary, computed again. The window at 7 takes tens of seconds of both
// cores (a fifth of the unit tests' CPU), so it is the long tier's (make long sets HASH_LONG=1, and CI
// runs it after make test); -short and -race leave it out too.
func TestQuestionConstants(t *testing.T) {
	w, _ := Centered(MachineWindow)
	if r := solveAdv(t, w); r.Winner != MachineWins || r.Turns != MachineWindowTurns {
		t.Errorf("window %d: %v within %d", MachineWindow, r.Winner, r.Turns)
	}
	odds, err := LoseOdds(context.Background(), 2, DigitSums(), OddsLimits{})
	if err != nil {
		t.Fatal(err)
	}
	// 1/P rounded: the constant n satisfies |n − 1/P| ≤ 1/2, i.e. |n·P − 1| ≤ P/2.
	p := odds.P
	n := new(big.Rat).SetInt(new(big.Int).SetUint64(OddsTwoTurnsOneIn))
	diff := new(big.Rat).Sub(new(big.Rat).Mul(p, n), big.NewRat(1, 1))
	if diff.Abs(diff).Cmp(new(big.Rat).Quo(p, big.NewRat(2, 1))) > 0 {
		t.Errorf("K = 2: one in %d, but P = %v", uint64(OddsTwoTurnsOneIn), p.FloatString(30))
	}
	// The census's hardest salt needs exactly CensusLongest moves.
	s := rules.Start()
	if r := solve(t, CensusHardest, s, Limits{}); r.Verdict != Win || r.Length != CensusLongest {
		t.Errorf("salt %s: %v in %d", CensusHardest, r.Verdict, r.Length)
	}
	if testing.Short() || raceDetector || os.Getenv("HASH_LONG") == "" {
		t.Log("the window at 7 was not recomputed: make long checks it (HASH_LONG=1; minutes under -race)")
		return
	}
	w, _ = Centered(PlayerWindow)
	if r := solveAdv(t, w); r.Winner != PlayerWins || r.Turns != PlayerWindowMoves {
		t.Errorf("window %d: %v within %d", PlayerWindow, r.Winner, r.Turns)
	}
}

// Lines lists each node of the strategy tree once.
func TestLines(t *testing.T) {
	for _, wn := range []int{MidV, 8, 1} {
		w, _ := Centered(wn)
		r := solveAdv(t, w)
		lines := r.Lines()
		want := planNodes(r.Player) + replyNodes(r.Machine)
		if len(lines) != want || len(lines) == 0 {
			t.Fatalf("window %d: %d lines for %d nodes", wn, len(lines), want)
		}
		for _, l := range lines {
			if r.Winner == PlayerWins && len(l.Blacks) != len(l.Moves) {
				t.Fatalf("window %d: %d answers for %d moves", wn, len(l.Blacks), len(l.Moves))
			}
		}
	}
}

func replyNodes(rs []MachineReply) int {
	n := 0
	for _, r := range rs {
		n += 1 + replyNodes(r.Next)
	}
	return n
}
