package dials

import (
	"context"
	"strings"
	"testing"

	"quintet/rules/puzzle"
)

// The hint the game shows (spec: the lowest-numbered button an optimal solution still presses, and the
// optimal number of presses left), including ties, singular matrices and the largest size.
func TestHint(t *testing.T) {
	nine := func(rows ...string) string { // a 9×9 matrix: the given rows, then zero rows
		for len(rows) < 9 {
			rows = append(rows, "000000000")
		}
		return strings.Join(rows, "/")
	}
	tests := []struct {
		name, params, desc string
		verdict            puzzle.Verdict
		move               string
		remaining          int
		line               string
	}{
		{"spec example", "n5q5", "00000/00000/21200/00000/00000-ABCDE-EDBDE", puzzle.Solved, "3", 2, "3 3"},
		{"identity", "n3q7", "100/010/001-AAA-BCA", puzzle.Solved, "1", 3, "1 2 2"},
		{"two equal buttons: the lower", "n3q6", "000/300/300-AAA-DAA", puzzle.Solved, "2", 1, "2"},
		{"composite q: least of several", "n2q6", "20/30-AA-BA", puzzle.Solved, "1", 3, "1 1 2"},
		{"singular: out of reach", "n2q5", "11/11-AA-AB", puzzle.NoWin, "", -1, ""},
		{"det a non-unit mod 6: out of reach", "n2q6", "20/02-AA-BA", puzzle.NoWin, "", -1, ""},
		{"won already", "n2q5", "11/11-AA-BB-BB", puzzle.Solved, "", 0, ""},
		{"n9q10, nearly zero", "n9q10", nine("100000000") + "-AAAAAAAAA-CAAAAAAAA", puzzle.Solved, "1", 2, "1 1"},
		{"n9q10, nearly zero, out of reach", "n9q10", nine("100000000") + "-AAAAAAAAA-ABAAAAAAA", puzzle.NoWin, "", -1, ""},
		{"n9q10, all zero", "n9q10", nine() + "-AAAAAAAAA-ABAAAAAAA", puzzle.NoWin, "", -1, ""},
		{"n9q10, wrapping is shorter", "n9q10", nine("000000000", "900000000") + "-AAAAAAAAA-JAAAAAAAA", puzzle.Solved, "2", 1, "2"},
		{"n9q10, a sum of kernel steps", "n9q10", nine("500000000", "200000000", "200000000") + "-AAAAAAAAA-HAAAAAAAA", puzzle.Solved, "1", 2, "1 2"},
	}
	for _, tc := range tests {
		p, err := Backend.Decode(tc.params, tc.desc)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		h, err := Backend.Hint(context.Background(), p)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if h.Verdict != tc.verdict || h.Move != tc.move || h.Remaining != tc.remaining || strings.Join(h.Line, " ") != tc.line {
			t.Errorf("%s: hint %+v, want verdict %v move %q remaining %d line %q", tc.name, h, tc.verdict, tc.move, tc.remaining, tc.line)
		}
		if h.Verdict == puzzle.NoWin && h.Reason == "" {
			t.Errorf("%s: no reason given for an unreachable target", tc.name)
		}
	}
}
