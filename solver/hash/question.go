package hash

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	rules "quintet/rules/hash"
)

// The open question of hash.md — is there a salt for which the game cannot be won? — and what the
// project has established about it (docs/hash-question.md has the full account).

// Results too slow to recompute on a help screen. TestQuestionConstants recomputes each of them
// (the census only in part: its hardest salts are solved again).
const (
	// PlayerWindow is the widest window 240±W in which the player beats the relaxed machine, and
	// PlayerWindowMoves the moves it takes there; from MachineWindow on the machine wins, within
	// MachineWindowTurns turns at MachineWindow.
	PlayerWindow       = 7
	PlayerWindowMoves  = 14
	MachineWindow      = PlayerWindow + 1
	MachineWindowTurns = 4

	// OddsTwoTurnsOneIn is 1/P rounded for K = 2 (hash odds): a salt is lost within the machine's
	// first two turns about once in this many, MD5 modelled as random.
	OddsTwoTurnsOneIn = 3_464_356_131_065_155_788

	// CensusSalts numbered salts, 0 to CensusSalts−1, were all found winnable, the hardest needing
	// CensusLongest moves (CensusHardest is the first of them).
	CensusSalts   = 100_000_000
	CensusLongest = 10
	CensusHardest = "1456"
)

var question struct {
	once sync.Once
	res  AdversaryResult
	err  error
}

// QuestionStrategy is the relaxed machine's winning strategy over the full range of v (it takes a
// few milliseconds, and is computed once): a tree a game screen can replay move by move, or
// flatten with Lines. It is what quintet-solve hash adversary prints.
func QuestionStrategy() (AdversaryResult, error) {
	question.once.Do(func() {
		question.res, question.err = SolveAdversary(context.Background(), FullRange(), AdversaryLimits{})
	})
	return question.res, question.err
}

// StrategyTurns is the turns the free machine's strategy (QuestionStrategy) needs to win whatever the
// player does; 0 when it could not be computed.
func StrategyTurns() int {
	if r, err := QuestionStrategy(); err == nil && r.Winner == MachineWins {
		return r.Turns
	}
	return 0
}

// QuestionSummary is the answer so far in plain words, for the in-game help and the menu card.
func QuestionSummary() string {
	turns := "two"
	if n := StrategyTurns(); n > 0 {
		turns = numberWord(n)
	}
	return fmt.Sprintf("Can a salt make the game unwinnable? Nobody knows yet. "+
		"A machine free to pick any digit sum would win within %s turns, so the rules alone allow it. "+
		"Held to sums within 240±%d it cannot stop you (you win within %d moves); from 240±%d on it wins. "+
		"If MD5 acts like a random function, a salt is lost within two turns about once in %s. "+
		"All of the first %s numbered salts are winnable, the hardest in %d moves.",
		turns, PlayerWindow, PlayerWindowMoves, MachineWindow, roughly(OddsTwoTurnsOneIn), roughly(CensusSalts), CensusLongest)
}

func numberWord(n int) string {
	words := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}

// roughly writes a large count in words a player reads at a glance: "3.5 quintillion", "100 million".
func roughly(n uint64) string {
	names := []struct {
		scale uint64
		name  string
	}{{1e18, "quintillion"}, {1e15, "quadrillion"}, {1e12, "trillion"}, {1e9, "billion"}, {1e6, "million"}, {1e3, "thousand"}}
	for _, s := range names {
		if n >= s.scale {
			x := strconv.FormatFloat(float64(n)/float64(s.scale), 'f', 1, 64)
			return strings.TrimSuffix(x, ".0") + " " + s.name
		}
	}
	return fmt.Sprint(n)
}

// StrategyStep is one entry of a strategy written as lines (Lines).
type StrategyStep struct {
	// Moves is the player's line so far. In the machine's strategy it ends with the move being
	// answered; in the player's, Move is played next.
	Moves []rules.Tile
	// The machine's strategy: its v and the tile v·m mod 256.
	V     int
	Black rules.Tile
	// The player's strategy: the machine's answer to each of Moves (Ignored for any answer the plan
	// ignores, see PlayerPlan.Otherwise) and the move to play.
	Blacks []int
	Move   rules.Tile
}

// Ignored stands, in StrategyStep.Blacks, for every answer a player's plan does not list.
const Ignored = -1

// Lines flattens the winner's strategy, depth first: for the machine, every player line it answers,
// the player's moves in reading order at each point; for the player, every point of the plan, the
// listed answers in reading order and then the ignored ones. Cut plan nodes end their branch.
func (r AdversaryResult) Lines() []StrategyStep {
	var out []StrategyStep
	var machine func(line []rules.Tile, rs []MachineReply)
	machine = func(line []rules.Tile, rs []MachineReply) {
		for _, rep := range rs {
			moves := append(append([]rules.Tile(nil), line...), rep.Move)
			out = append(out, StrategyStep{Moves: moves, V: rep.V, Black: rep.Black})
			machine(moves, rep.Next)
		}
	}
	var player func(moves []rules.Tile, blacks []int, p *PlayerPlan)
	player = func(moves []rules.Tile, blacks []int, p *PlayerPlan) {
		if p == nil {
			return
		}
		out = append(out, StrategyStep{Moves: moves, Blacks: blacks, Move: p.Move})
		next := append(append([]rules.Tile{}, moves...), p.Move)
		for _, a := range p.Answers {
			player(next, append(append([]int{}, blacks...), int(a.Black)), a.Plan)
		}
		player(next, append(append([]int{}, blacks...), Ignored), p.Otherwise)
	}
	switch r.Winner {
	case MachineWins:
		machine(nil, r.Machine)
	case PlayerWins:
		player([]rules.Tile{}, []int{}, r.Player)
	}
	return out
}
