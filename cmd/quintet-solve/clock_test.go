package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestClockSolve(t *testing.T) {
	tests := []struct {
		args   []string
		want   string // the exact line, or a prefix ending in …
		length int
	}{
		{[]string{"--n", "4", "--k", "2"}, `{"n":4,"k":2,"length":48,"moves":"0XXX`, 48},
		{[]string{"--n", "4", "--k", "2", "--moves", "0"}, `{"n":4,"k":2,"length":47,"moves":"XXX0`, 47},
		// 0X0 brings the classic clock back to the view it started from.
		{[]string{"--n", "4", "--k", "2", "--moves", "0X0"}, `{"n":4,"k":2,"length":48,`, 48},
		{[]string{"--moves", "0XXX000X0XXX00XXX0XXXXX0XXX00XXX0XXXXX0XXXXX0000"}, `{"n":4,"k":2,"length":0,"moves":""}`, 0},
		{[]string{"--n", "5", "--k", "3"}, `{"n":5,"k":3,"length":672,`, 672},
		{[]string{"--n", "3", "--k", "1", "--desc", "101h0"}, `{"n":3,"k":1,"length":`, -1},
	}
	for _, tc := range tests {
		code, out, stderr := cli(t, append([]string{"clock", "solve"}, tc.args...)...)
		if code != 0 || !strings.HasPrefix(out, tc.want) || strings.Count(out, "\n") != 1 {
			t.Errorf("%q: exit %d, out %q, stderr %q; want prefix %s", tc.args, code, out, stderr, tc.want)
			continue
		}
		var got struct {
			Length int    `json:"length"`
			Moves  string `json:"moves"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || len(got.Moves) != got.Length || (tc.length >= 0 && got.Length != tc.length) {
			t.Errorf("%q: %s (%v)", tc.args, out, err)
		}
	}
}

func TestClockPlay(t *testing.T) {
	code, out, stderr := cli(t, "clock", "play", "--n", "4", "--k", "2", "--moves", "0X")
	want := `{"move":"0","digits":[1,1,0,0],"hand":1,"view":[1,0,0,1],"won":false}
{"move":"X","digits":[1,1,0,1],"hand":0,"view":[1,1,0,1],"won":false}
`
	if code != 0 || out != want {
		t.Fatalf("exit %d, out\n%s\nstderr %q; want\n%s", code, out, stderr, want)
	}
	// The whole optimal line ends with a win on its last move.
	_, sol, _ := cli(t, "clock", "solve")
	var s struct{ Moves string }
	_ = json.Unmarshal([]byte(sol), &s)
	code, out, _ = cli(t, "clock", "play", "--moves", s.Moves)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 48 || !strings.HasSuffix(lines[47], `"view":[0,0,0,0],"won":true}`) || strings.Contains(lines[46], `"won":true`) {
		t.Fatalf("playing the solution: exit %d, %d lines, last %q", code, len(lines), lines[len(lines)-1])
	}
}

func TestClockBadInput(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"solve", "--n", "1"}, "--n 1: want a whole number from 2 to 16"},
		{[]string{"solve", "--n", "4", "--k", "10"}, "--k 10: want a whole number from 1 to 9"},
		{[]string{"solve", "--n", "8", "--k", "9"}, "too large"},
		{[]string{"solve", "--n", "x"}, `--n "x": want a whole number`},
		{[]string{"play", "--moves", "0Xy"}, "--moves: move 3 ('y')"},
		{[]string{"solve", "--moves", "0 X"}, "--moves: move 2 (' ')"},
		{[]string{"play", "--desc", "0000h0", "--moves", "X"}, "move 1: the game is already won"},
		{[]string{"solve", "--desc", "0100h0"}, "--desc"},
		{[]string{"play", "--nosuch"}, "nosuch"},
		{[]string{"play", "extra"}, "unexpected argument"},
	}
	for _, tc := range tests {
		code, out, stderr := cli(t, append([]string{"clock"}, tc.args...)...)
		if code != 2 || !strings.Contains(stderr, tc.err) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q, stdout %q; want exit 2 and %q", tc.args, code, stderr, out, tc.err)
		}
	}
	// A bad character is refused before any move is played, so nothing reaches stdout.
	code, out, _ := cli(t, "clock", "play", "--moves", "0XX?")
	if code != 2 || out != "" {
		t.Errorf("exit %d, out %q", code, out)
	}
}
