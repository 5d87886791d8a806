package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

func TestFlipSolve(t *testing.T) {
	tests := []struct {
		name  string
		board string
		want  string
	}{
		{"spec example: the ring round the centre", "-----/-ooo-/-o-o-/-ooo-/-----",
			`{"size":3,"min_moves":1,"moves":["b2"]}`},
		{"already won", "-----/-----/--o--/-----/-----", `{"size":3,"min_moves":0,"moves":[]}`},
		{"one block in the corner, the target at the seed's middle (2,2)", "ooo-/ooo-/oo--/----",
			`{"size":2,"min_moves":1,"moves":["a1"]}`},
		{"b2 then a1, listed by row then column", "ooo-/o--o/o-oo/-ooo",
			`{"size":2,"min_moves":2,"moves":["a1","b2"]}`},
		{"a single dot at the old middle (1,1) is not reachable", "----/-o--/----/----", `{"solvable":false}`},
		{"seed 1, interior 3", "o-o-o/o--o-/--o--/o-o-o/o--o-",
			`{"size":3,"min_moves":6,"moves":["a1","b1","c1","c2","a3","b3"]}`},
		{"single dot elsewhere", "-----/-o---/-----/-----/-----", `{"solvable":false}`},
		{"empty board", "----/----/----/----", `{"solvable":false}`},
	}
	for _, tc := range tests {
		code, out, errs := cli(t, "flip", "solve", "--board", tc.board)
		if code != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("%s: exit %d, out %q (stderr %q), want %s", tc.name, code, out, errs, tc.want)
		}
	}
	// With --old-middle the target is the upper-left central cell (1,1), as flip:i2 games have it.
	for _, tc := range []struct{ name, board, want string }{
		{"one block in the corner", "ooo-/o-o-/ooo-/----", `{"size":2,"min_moves":1,"moves":["a1"]}`},
		{"b2 then a1", "ooo-/oo-o/o--o/-ooo", `{"size":2,"min_moves":2,"moves":["a1","b2"]}`},
		{"the old target", "----/-o--/----/----", `{"size":2,"min_moves":0,"moves":[]}`},
		{"the seed's target is a single dot elsewhere", "----/----/--o-/----", `{"solvable":false}`},
	} {
		code, out, errs := cli(t, "flip", "solve", "--old-middle", "--board", tc.board)
		if code != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("--old-middle, %s: exit %d, out %q (stderr %q), want %s", tc.name, code, out, errs, tc.want)
		}
	}
}

// flip new puts the target at the seed's middle (quot e 2 on every size), and names the game ID that
// opens it; --old-middle makes the game an old ID (flip:i4#S) opens, the same as the game's.
func TestFlipNewMiddle(t *testing.T) {
	for size := 1; size <= 9; size++ {
		for _, old := range []bool{false, true} {
			args := []string{"flip", "new", "--size", strconv.Itoa(size), "--seed", "3"}
			if old {
				args = append(args, "--old-middle")
			}
			code, out, errs := cli(t, args...)
			if old && size%2 == 1 {
				if code != 2 || !strings.Contains(errs, "one middle") {
					t.Errorf("size %d --old-middle: exit %d %q", size, code, errs)
				}
				continue
			}
			var g struct {
				Board, ID, Middle string
			}
			if code != 0 || json.Unmarshal([]byte(out), &g) != nil {
				t.Fatalf("%v: exit %d %q %q", args, code, out, errs)
			}
			e := size + 2
			z := e / 2 // the seed's program: let z = quot e 2
			if old {
				z = (e - 1) / 2
			}
			if g.Middle != strconv.Itoa(z)+","+strconv.Itoa(z) {
				t.Errorf("%v: middle %s, want %d,%d", args, g.Middle, z, z)
			}
			// The ID opens the same board in the game's backend.
			code, pos, _ := cli(t, "flip", "play", "--id", g.ID, "--moves", "a1")
			var played struct{ Position string }
			json.Unmarshal([]byte(pos), &played)
			solveArgs := []string{"flip", "solve", "--board", g.Board}
			if old {
				solveArgs = append(solveArgs, "--old-middle")
			}
			_, sol, _ := cli(t, solveArgs...)
			var s struct{ Moves []string }
			json.Unmarshal([]byte(sol), &s)
			if code != 0 || len(s.Moves) == 0 {
				t.Fatalf("%v: play %q, solve %q", args, pos, sol)
			}
			_, won, _ := cli(t, "flip", "play", "--id", g.ID, "--moves", strings.Join(s.Moves, " "))
			if !strings.Contains(won, `"status":"won"`) {
				t.Errorf("%s: the solution of the board new printed does not win the game its ID opens: %s", g.ID, won)
			}
		}
	}
}

func TestFlipNewIsSeededAndSolvable(t *testing.T) {
	_, a, _ := cli(t, "flip", "new", "--size", "9", "--seed", "18446744073709551615")
	_, b, _ := cli(t, "flip", "new", "--size", "9", "--seed", "18446744073709551615")
	if a != b || a == "" {
		t.Fatalf("same seed, different games: %q vs %q", a, b)
	}
	var g struct {
		Size     int    `json:"size"`
		Seed     uint64 `json:"seed"`
		Board    string `json:"board"`
		MinMoves int    `json:"min_moves"`
	}
	if err := json.Unmarshal([]byte(a), &g); err != nil {
		t.Fatal(err)
	}
	if g.Size != 9 || g.Seed != 18446744073709551615 || g.MinMoves == 0 {
		t.Fatalf("new = %+v", g)
	}
	code, out, _ := cli(t, "flip", "solve", "--board", g.Board)
	var s struct {
		MinMoves int      `json:"min_moves"`
		Moves    []string `json:"moves"`
	}
	json.Unmarshal([]byte(out), &s)
	if code != 0 || s.MinMoves != g.MinMoves || len(s.Moves) != g.MinMoves {
		t.Fatalf("new said %d moves, solve said %q", g.MinMoves, out)
	}
	// Playing the solution wins on the last move.
	code, out, _ = cli(t, "flip", "play", "--board", g.Board, "--moves", strings.Join(s.Moves, " "))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != g.MinMoves || !strings.HasSuffix(lines[len(lines)-1], `"won":true}`) {
		t.Fatalf("play: exit %d, %q", code, out)
	}
	if code, out, _ := cli(t, "flip", "new", "--seed", "1"); code != 0 ||
		strings.TrimSpace(out) != `{"size":3,"seed":1,"board":"o-o-o/o--o-/--o--/o-o-o/o--o-","min_moves":6,"id":"flip:i3#1","middle":"2,2"}` {
		t.Fatalf("default size: %d %q", code, out)
	}
}

func TestFlipProve(t *testing.T) {
	for _, tc := range []struct{ size, old, want string }{
		{"2", "", `{"size":2,"middle":"2,2","rank":4,"unique_solutions":true,"single_dot_elsewhere":false}`},
		{"2", "--old-middle", `{"size":2,"middle":"1,1","rank":4,"unique_solutions":true,"single_dot_elsewhere":false}`},
		{"3", "", `{"size":3,"middle":"2,2","rank":9,"unique_solutions":true,"single_dot_elsewhere":false}`},
		{"9", "", `{"size":9,"middle":"5,5","rank":81,"unique_solutions":true,"single_dot_elsewhere":false}`},
		{"32", "", `{"size":32,"middle":"17,17","rank":1024,"unique_solutions":true,"single_dot_elsewhere":false}`},
		{"32", "--old-middle", `{"size":32,"middle":"16,16","rank":1024,"unique_solutions":true,"single_dot_elsewhere":false}`},
		{"40", "", `{"size":40,"middle":"21,21","rank":1600,"unique_solutions":true,"single_dot_elsewhere":false}`},
	} {
		args := []string{"flip", "prove", "--size", tc.size}
		if tc.old != "" {
			args = append(args, tc.old)
		}
		code, out, errs := cli(t, args...)
		if code != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("prove %s: exit %d, %q (%q), want %s", tc.size, code, out, errs, tc.want)
		}
	}
}

func TestFlipBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"solve"}, "--board is required"},
		{[]string{"solve", "--board", "-----/-ooo-/-o-o-/-oo-/-----"}, "board row 4 has 4 characters, want 5"},
		{[]string{"solve", "--board", "-----/xooo-/-o-o-/-ooo-/-----"}, "character 'x' at row 2 column 1"},
		{[]string{"solve", "--board", "--/--"}, "board has 2 rows"},
		{[]string{"solve", "--board", "---/-o-/---", "extra"}, "unexpected argument"},
		{[]string{"solve", "--bored", "x"}, "flag provided but not defined"},
		{[]string{"new", "--size", "3"}, "--seed is required"},
		{[]string{"new", "--size", "41", "--seed", "1"}, "--size 41: want a whole number from 1 to 40"},
		{[]string{"new", "--size", "3", "--seed", "-1"}, "seed"},
		{[]string{"prove", "--size", "0"}, "--size 0: want a whole number from 1 to 40"},
		{[]string{"prove", "--size", "3", "--old-middle"}, "odd, so it has one middle"},
		{[]string{"solve", "--board", "-----/-ooo-/-o-o-/-ooo-/-----", "--old-middle"}, "odd, so it has one middle"},
		{[]string{"hint", "--id", "flip:i4#1", "--old-middle"}, "--old-middle goes with --board"},
		{[]string{"prove", "--size", "three"}, `--size "three": want a whole number`},
		{[]string{"play", "--board", "-----/-ooo-/-o-o-/-ooo-/-----", "--moves", "b2 d4"}, "move 2: cell \"d4\" is not an interior cell"},
		{[]string{"frobnicate"}, `unknown verb "frobnicate"`},
	}
	for _, tc := range tests {
		code, out, stderr := cli(t, append([]string{"flip"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(stderr, tc.want) ||
			strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%q: exit %d, out %q, stderr %q; want exit 2 and %q", tc.args, code, out, stderr, tc.want)
		}
	}
}

// flip explain --id carries the one-dot page's three checks: a single dot's marked dots odd, the
// target's even, each block shown covering two marks.
func TestFlipExplainOneDot(t *testing.T) {
	code, out, stderr := cli(t, "flip", "explain", "--id", "flip:i5#2")
	var e struct {
		OneDot []struct {
			Dot        string `json:"dot"`
			Covers     int    `json:"covers"`
			MarkedDots int    `json:"marked_dots"`
			Odd        bool   `json:"odd"`
		} `json:"one_dot"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &e) != nil || len(e.OneDot) != 3 {
		t.Fatalf("explain: exit %d, %q (%q)", code, out, stderr)
	}
	for i, d := range e.OneDot {
		if d.Odd != (i != 1) || d.MarkedDots%2 == 0 == d.Odd || d.Covers != 2 {
			t.Errorf("picture %d: %+v", i, d)
		}
	}
	if e.OneDot[1].Dot != "3,3" {
		t.Errorf("the target's dot is at %s, want the middle 3,3", e.OneDot[1].Dot)
	}
}
