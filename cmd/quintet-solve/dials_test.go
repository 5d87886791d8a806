package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestDialsSolve(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"spec example", []string{"--matrix", "00000/00000/21200/00000/00000", "--start", "ABCDE", "--target", "EDBDE"},
			`{"presses":[0,0,2,0,0],"total":2,"order":"33"}`},
		{"identity", []string{"--matrix", "100/010/001", "--start", "AAA", "--target", "BCA", "--q", "7"},
			`{"presses":[1,2,0],"total":3,"order":"122"}`},
		{"singular, out of reach", []string{"--matrix", "11/11", "--start", "AA", "--target", "AB"},
			`{"solvable":false}`},
		{"composite q: minimum of several", []string{"--matrix", "20/30", "--start", "AA", "--target", "BA", "--q", "6"},
			`{"presses":[2,1],"total":3,"order":"112"}`},
	}
	for _, tc := range tests {
		code, out, errs := cli(t, append([]string{"dials", "solve"}, tc.args...)...)
		if code != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("%s: exit %d, out %q (stderr %q), want %s", tc.name, code, out, errs, tc.want)
		}
	}
}

func TestDialsNewIsSeededAndSolvable(t *testing.T) {
	_, a, _ := cli(t, "dials", "new", "--seed", "18446744073709551615")
	_, b, _ := cli(t, "dials", "new", "--seed", "18446744073709551615")
	if a != b || a == "" {
		t.Fatalf("same seed, different games: %q vs %q", a, b)
	}
	var g struct {
		Matrix, Start, Target string
		Total                 int
	}
	if err := json.Unmarshal([]byte(a), &g); err != nil {
		t.Fatal(err)
	}
	code, out, _ := cli(t, "dials", "solve", "--matrix", g.Matrix, "--start", g.Start, "--target", g.Target)
	var s struct{ Total int }
	json.Unmarshal([]byte(out), &s)
	if code != 0 || s.Total != g.Total || g.Total == 0 {
		t.Fatalf("new said total %d, solve said %q", g.Total, out)
	}
}

func TestDialsBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--matrix", "0000/00000/21200/00000/00000", "--start", "ABCDE", "--target", "EDBDE"}, "row 1 has 4 entries"},
		{[]string{"solve", "--matrix", "00000/00000/21200/00000/00000", "--start", "ABCDZ", "--target", "EDBDE"}, "--start"},
		{[]string{"solve", "--matrix", "00000/00000/21900/00000/00000", "--start", "ABCDE", "--target", "EDBDE"}, "row 3 column 3"},
		{[]string{"solve", "--matrix", "00/00", "--start", "AA"}, "required"},
		{[]string{"solve", "--bogus"}, "bogus"},
		{[]string{"new", "--seed", "-1"}, "seed"},
		{[]string{"new", "--seed", "1", "--q", "1"}, "--q 1: want a whole number from 2 to 26"},
		{[]string{"new"}, "--seed is required"},
	}
	for _, tc := range tests {
		code, out, errs := cli(t, append([]string{"dials"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, out %q, stderr %q; want exit 2 and one line with %q", tc.args, code, out, errs, tc.want)
		}
	}
}
