package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A move after the win is bad input for clock play as for every play verb, and nothing is printed:
// it used to print the 48 lines of the classic win and then exit 2.
func TestClockPlayPastTheWinPrintsNothing(t *testing.T) {
	_, out, _ := cli(t, "clock", "solve")
	var s struct{ Moves string }
	if json.Unmarshal([]byte(out), &s) != nil || len(s.Moves) != 48 {
		t.Fatalf("clock solve: %q", out)
	}
	if code, out, stderr := cli(t, "clock", "play", "--moves", s.Moves); code != 0 || strings.Count(out, "\n") != 48 || !strings.HasSuffix(out, `"won":true}`+"\n") {
		t.Fatalf("the winning line: exit %d, %d lines, %q", code, strings.Count(out, "\n"), stderr)
	}
	code, out, stderr := cli(t, "clock", "play", "--moves", s.Moves+"X")
	if code != 2 || out != "" || !strings.Contains(stderr, "move 49") {
		t.Fatalf("a move past the win: exit %d, %d lines, %q", code, strings.Count(out, "\n"), stderr)
	}
}

// flip play --board refuses a move after the win, as flip play --id does, and prints nothing.
func TestFlipPlayRefusesPastTheWin(t *testing.T) {
	const board = "-o--o/-ooo-/--o--/-o--o/-ooo-"
	_, out, _ := cli(t, "flip", "solve", "--board", board)
	var s struct{ Moves []string }
	if json.Unmarshal([]byte(out), &s) != nil || len(s.Moves) == 0 {
		t.Fatalf("flip solve: %q", out)
	}
	line := strings.Join(s.Moves, " ")
	if code, out, _ := cli(t, "flip", "play", "--board", board, "--moves", line); code != 0 || !strings.HasSuffix(out, `"won":true}`+"\n") {
		t.Fatalf("the winning line: exit %d, %q", code, out)
	}
	code, out, stderr := cli(t, "flip", "play", "--board", board, "--moves", line+" "+s.Moves[0])
	want := "move " + itoa(len(s.Moves)+1)
	if code != 2 || out != "" || !strings.Contains(stderr, want) || !strings.Contains(stderr, "after the game ended") {
		t.Fatalf("a move past the win: exit %d, %q %q", code, out, stderr)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// Every puzzle's new, its own or the generic one, requires --seed, and answers with it.
func TestEveryNewNeedsASeed(t *testing.T) {
	for _, name := range names() {
		if _, ok := puzzles[name].verbs["new"]; !ok {
			continue
		}
		if code, out, stderr := cli(t, name, "new"); code != 2 || out != "" || !strings.Contains(stderr, "--seed is required") {
			t.Errorf("%s new without --seed: exit %d, %q %q", name, code, out, stderr)
		}
		if code, out, stderr := cli(t, name, "new", "--seed", "3"); code != 0 || !json.Valid([]byte(out)) {
			t.Errorf("%s new --seed 3: exit %d, %q %q", name, code, out, stderr)
		}
	}
}
