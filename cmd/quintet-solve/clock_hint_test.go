package main

import (
	"encoding/json"
	"strings"
	"testing"
)

type clockHintLine struct {
	Move      *string `json:"move"`
	Remaining *int    `json:"remaining"`
	Micros    *int64  `json:"micros"`
}

// clockHint runs clock hint and reads its one line, failing on anything but exit 0 and three keys
// (move, remaining, micros), or once won four: move null, remaining 0 and a note, as every puzzle's
// hint (cli.md). A won clock's move is returned as "".
func clockHint(t *testing.T, args ...string) (string, int) {
	t.Helper()
	code, out, stderr := cli(t, append([]string{"clock", "hint"}, args...)...)
	var h clockHintLine
	if code != 0 || strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &h) != nil ||
		h.Remaining == nil || h.Micros == nil || *h.Micros < 0 {
		t.Fatalf("clock hint %q: exit %d, out %q, stderr %q", args, code, out, stderr)
	}
	var keys map[string]any
	_ = json.Unmarshal([]byte(out), &keys)
	if h.Move == nil {
		if _, ok := keys["move"]; !ok || *h.Remaining != 0 || len(keys) != 4 || keys["note"] == nil {
			t.Fatalf("clock hint %q: %s, want move null, remaining 0 and a note", args, out)
		}
		return "", 0
	}
	if len(keys) != 3 {
		t.Fatalf("clock hint %q: keys %v, want move, remaining, micros", args, keys)
	}
	return *h.Move, *h.Remaining
}

func TestClockHint(t *testing.T) {
	tests := []struct {
		args      []string
		move      string
		remaining int
	}{
		// cli.md: the classic line is 48 moves, 0XXX…; after its first move 47 remain, starting X.
		{nil, "0", 48},
		{[]string{"--n", "4", "--k", "2", "--moves", "0"}, "X", 47},
		{[]string{"--moves", "0X0"}, "0", 48}, // 0X0 comes back to the start's view
		{[]string{"--n", "5", "--k", "3"}, "", 672},
		{[]string{"--n", "8", "--k", "5"}, "", 1247888},
		// A typed view where the machine would raise is off the line: the table answers.
		{[]string{"--desc", "1000h0"}, "", -1},
		// Won: no move, nothing left.
		{[]string{"--moves", "0XXX000X0XXX00XXX0XXXXX0XXX00XXX0XXXXX0XXXXX0000"}, "", 0},
		{[]string{"--desc", "0000h2"}, "", 0},
	}
	for _, tc := range tests {
		move, left := clockHint(t, tc.args...)
		if tc.remaining >= 0 && left != tc.remaining {
			t.Errorf("%q: remaining %d, want %d", tc.args, left, tc.remaining)
		}
		if tc.move != "" && move != tc.move || tc.remaining == 0 && move != "" || tc.remaining != 0 && move != "0" && move != "X" {
			t.Errorf("%q: move %q", tc.args, move)
		}
	}
}

// Following the hints from the start plays clock solve's line, one fewer move left each time, and
// the off-line view's hint is the first move of solve's line from there.
func TestClockHintFollowsSolve(t *testing.T) {
	for _, args := range [][]string{{"--n", "4", "--k", "2"}, {"--n", "3", "--k", "3"}, {"--desc", "1000h0"}} {
		_, out, _ := cli(t, append([]string{"clock", "solve"}, args...)...)
		var s struct {
			Length int
			Moves  string
		}
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatal(out, err)
		}
		for i := 0; i <= s.Length; i++ {
			move, left := clockHint(t, append(args, "--moves", s.Moves[:i])...)
			want := ""
			if i < s.Length {
				want = s.Moves[i : i+1]
			}
			if move != want || left != s.Length-i {
				t.Fatalf("%q after %d moves: hint %q with %d left, solve says %q with %d", args, i, move, left, want, s.Length-i)
			}
		}
	}
}

func TestClockHintBadInput(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"--n", "1"}, "--n 1: want a whole number from 2 to 16"},
		{[]string{"--n", "8", "--k", "9"}, "too large"},
		{[]string{"--moves", "0Xy"}, "--moves: move 3 ('y')"},
		{[]string{"--desc", "0000h0", "--moves", "X"}, "move 1: the game is already won"},
		{[]string{"--desc", "0100h0"}, "--desc"},
		{[]string{"--seed", "1"}, "seed"},
		{[]string{"extra"}, "unexpected argument"},
	}
	for _, tc := range tests {
		code, out, stderr := cli(t, append([]string{"clock", "hint"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(stderr, tc.err) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, stderr, tc.err)
		}
	}
}
