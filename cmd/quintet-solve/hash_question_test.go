package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	rules "quintet/rules/hash"
)

type adversaryOut struct {
	Winner       *string
	MachineTurns int `json:"machine_turns"`
	PlayerMoves  int `json:"player_moves"`
	Strategy     []struct {
		Moves  [][2]int
		V      int
		Black  [2]int
		Blacks []*[2]int
		Move   [2]int
	}
	Complete *bool  `json:"strategy_complete"`
	VRange   [2]int `json:"v_range"`
	Note     string
}

func adversaryRun(t *testing.T, args ...string) (adversaryOut, string) {
	t.Helper()
	code, out, errs := cli(t, append([]string{"hash", "adversary"}, args...)...)
	if code != 0 || strings.Count(out, "\n") != 1 {
		t.Fatalf("%v: exit %d, stderr %s", args, code, errs)
	}
	var a adversaryOut
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	return a, out
}

func tileOf(t *testing.T, p [2]int) rules.Tile {
	t.Helper()
	tile, ok := rules.TileAt(p[0], p[1])
	if !ok {
		t.Fatalf("(%d,%d) is off the board", p[0], p[1])
	}
	return tile
}

// replayMachine checks the machine's strategy under the rules, from the JSON alone: each entry's
// line is the line of an earlier entry plus one legal move, v lies in the range and blackens its
// tile with the rules' m, every legal move is answered, and every line ends lost within the turns.
func replayMachine(t *testing.T, a adversaryOut) {
	t.Helper()
	type node struct {
		white, black rules.Set
	}
	nodes := map[string]node{"": {}}
	start := rules.Start()
	nodes[""] = node{white: start.White()}
	answered := map[string]int{}
	for _, e := range a.Strategy {
		key := fmt.Sprint(e.Moves[:len(e.Moves)-1])
		if len(e.Moves) == 1 {
			key = ""
		}
		parent, ok := nodes[key]
		if !ok {
			t.Fatalf("entry %v: no entry for the line before it", e.Moves)
		}
		if len(e.Moves) > a.MachineTurns {
			t.Fatalf("entry %v: longer than %d machine turns", e.Moves, a.MachineTurns)
		}
		s, _ := rules.FromSets(parent.white, parent.black)
		move := tileOf(t, e.Moves[len(e.Moves)-1])
		if !s.Legal(move) {
			t.Fatalf("entry %v: the last move is illegal", e.Moves)
		}
		answered[key]++
		w := parent.white
		w.Add(move)
		q, _ := rules.FromSets(w, parent.black)
		m := q.SpiralRun()
		if e.V < a.VRange[0] || e.V > a.VRange[1] || e.V*m%256 != int(tileOf(t, e.Black)) {
			t.Fatalf("entry %v: v %d, m %d does not give %v in %v", e.Moves, e.V, m, e.Black, a.VRange)
		}
		d := tileOf(t, e.Black)
		w.Remove(d)
		b := parent.black
		b.Add(d)
		r, _ := rules.FromSets(w, b)
		if r.Outcome() == rules.Playing {
			nodes[fmt.Sprint(e.Moves)] = node{w, b}
		} else if r.Outcome() != rules.Lost {
			t.Fatalf("entry %v: %v", e.Moves, r.Outcome())
		}
	}
	// Every position the game goes on from has every legal move answered.
	for key, n := range nodes {
		s, _ := rules.FromSets(n.white, n.black)
		if got, want := answered[key], s.LegalMoves().Len(); got != want {
			t.Fatalf("after %s: %d moves answered of %d", key, got, want)
		}
	}
}

func TestHashAdversaryDefault(t *testing.T) {
	a, out := adversaryRun(t)
	// cli.md's example line: the answer to (8,15) is the star, v = 67.
	if !strings.HasPrefix(out, `{"winner":"machine","machine_turns":2,"strategy":[{"moves":[[8,15]],"v":67,"black":[8,8]},`) {
		t.Fatalf("output %s", out)
	}
	if a.VRange != [2]int{0, 480} {
		t.Fatalf("v range %v", a.VRange)
	}
	replayMachine(t, a)
}

func TestHashAdversaryWindows(t *testing.T) {
	a, _ := adversaryRun(t, "--window", "8")
	if *a.Winner != "machine" || a.MachineTurns != 4 || a.VRange != [2]int{232, 248} {
		t.Fatalf("window 8: %+v", a)
	}
	replayMachine(t, a)
	a, out := adversaryRun(t, "--window", "3")
	if *a.Winner != "player" || a.PlayerMoves != 10 || !*a.Complete || !strings.HasPrefix(out, `{"winner":"player","player_moves":10,"strategy":[{"moves":[],"blacks":[],"move":[`) {
		t.Fatalf("window 3: %s", out[:min(len(out), 300)])
	}
	for _, e := range a.Strategy {
		if len(e.Blacks) != len(e.Moves) || len(e.Moves) >= a.PlayerMoves {
			t.Fatalf("window 3: entry %+v", e)
		}
	}
	// A cut plan says so.
	a, _ = adversaryRun(t, "--window", "3", "--max-plan", "5")
	if *a.Complete || len(a.Strategy) > 6 {
		t.Fatalf("cut plan: complete %v, %d entries", *a.Complete, len(a.Strategy))
	}
	// Out of positions: undecided, not an error.
	a, out = adversaryRun(t, "--window", "7", "--max-nodes", "1000")
	if a.Winner != nil || !strings.Contains(a.Note, "undecided") {
		t.Fatalf("node limit: %s", out)
	}
}

func TestHashOdds(t *testing.T) {
	code, out, errs := cli(t, "hash", "odds")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var o struct {
		Turns  int
		PLost  float64  `json:"p_lost"`
		OneIn  *big.Int `json:"one_in"`
		PExact string   `json:"p_exact"`
		Model  string
	}
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, `{"turns":2,"p_lost":`) || o.Turns != 2 || o.PLost <= 0 || o.OneIn == nil || o.Model == "" {
		t.Fatalf("odds: %s", out)
	}
	p, ok := new(big.Rat).SetString(o.PExact)
	if !ok {
		t.Fatalf("p_exact %q", o.PExact)
	}
	if f, _ := p.Float64(); f != o.PLost {
		t.Fatalf("p_lost %v, exact %v", o.PLost, f)
	}
	// one_in is 1/P rounded: |one_in · P − 1| ≤ P/2.
	diff := new(big.Rat).Sub(new(big.Rat).Mul(p, new(big.Rat).SetInt(o.OneIn)), big.NewRat(1, 1))
	if diff.Abs(diff).Cmp(new(big.Rat).Quo(p, big.NewRat(2, 1))) > 0 {
		t.Fatalf("one_in %v for P %v", o.OneIn, o.PLost)
	}
	code, out, _ = cli(t, "hash", "odds", "--turns", "1")
	if code != 0 || !strings.HasPrefix(out, `{"turns":1,"p_lost":0,"one_in":null,"p_exact":"0",`) {
		t.Fatalf("one turn: %s", out)
	}

	// K = 3: two exact bounds around the unknown value, the lower above K = 2's exact value.
	code, out, errs = cli(t, "hash", "odds", "--turns", "3")
	if code != 0 {
		t.Fatalf("three turns: exit %d: %s", code, errs)
	}
	var b struct {
		Turns       int
		PLost       *float64 `json:"p_lost"`
		PLower      float64  `json:"p_lower"`
		PLowerExact string   `json:"p_lower_exact"`
		PUpper      float64  `json:"p_upper"`
		PUpperExact string   `json:"p_upper_exact"`
		Bounds      string
		Model       string
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	lo, ok1 := new(big.Rat).SetString(b.PLowerExact)
	hi, ok2 := new(big.Rat).SetString(b.PUpperExact)
	if !strings.HasPrefix(out, `{"turns":3,"p_lost":null,"p_lower":`) || b.PLost != nil || !ok1 || !ok2 || b.Bounds == "" || b.Model == "" {
		t.Fatalf("three turns: %s", out)
	}
	if f, _ := lo.Float64(); f != b.PLower {
		t.Fatalf("p_lower %v, exact %v", b.PLower, f)
	}
	if f, _ := hi.Float64(); f != b.PUpper {
		t.Fatalf("p_upper %v, exact %v", b.PUpper, f)
	}
	if lo.Cmp(p) <= 0 || lo.Cmp(hi) >= 0 {
		t.Fatalf("bounds %v … %v around K = 2's %v", b.PLower, b.PUpper, o.PLost)
	}
}

func TestHashQuestionBadInput(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"adversary", "--window", "-1"}, "--window -1: want 0 to 240"},
		{[]string{"adversary", "--window", "241"}, "--window 241: want 0 to 240"},
		{[]string{"adversary", "--window", "x"}, `--window "x"`},
		{[]string{"adversary", "--max-nodes", "0"}, "--max-nodes 0: want 1 to"},
		{[]string{"adversary", "--max-plan", "0"}, "--max-plan 0: want 1 to"},
		{[]string{"adversary", "extra"}, "unexpected argument"},
		{[]string{"odds", "--turns", "0"}, "--turns 0: want 1 to 3"},
		{[]string{"odds", "--turns", "4"}, "--turns 4: want 1 to 3"},
		{[]string{"odds", "--turns", "x"}, `--turns "x"`},
		{[]string{"odds", "--nosuch"}, "flag provided but not defined"},
	}
	for _, tc := range tests {
		code, out, errs := cli(t, append([]string{"hash"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.err) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 naming %q", tc.args, code, out, errs, tc.err)
		}
	}
}

// hash adversary tells a person watching how far each side has searched: one line on stderr per depth
// searched in full, for each side, while the answer on stdout is unchanged.
func TestHashAdversaryProgress(t *testing.T) {
	code, out, stderr := cli(t, "hash", "adversary", "--window", "3")
	if code != 0 || !json.Valid([]byte(out)) {
		t.Fatalf("exit %d: %q %q", code, out, stderr)
	}
	for _, want := range []string{"the machine cannot win within 1 turn (", "the player cannot win within"} {
		if !strings.Contains(stderr, "hash adversary: "+want) {
			t.Errorf("stderr lacks %q: %q", want, stderr)
		}
	}
}
