package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	hashrules "quintet/rules/hash"
	"quintet/rules/puzzle"
	escapesolver "quintet/solver/escape"
	flipsolver "quintet/solver/flip"
	hashsolver "quintet/solver/hash"
)

// hintLine runs a hint verb and decodes its one line, checking its keys are exactly keys (cli.md's
// shape) and that micros is a non-negative integer.
func hintLine(t *testing.T, keys []string, args ...string) map[string]json.RawMessage {
	t.Helper()
	code, stdout, stderr := cli(t, args...)
	if code != 0 || strings.Count(stdout, "\n") != 1 {
		t.Fatalf("%s: exit %d, stdout %q, stderr %q", shortArgs(args), code, stdout, stderr)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &m); err != nil {
		t.Fatalf("%s: %v: %s", shortArgs(args), err, stdout)
	}
	var got []string
	for k := range m {
		got = append(got, k)
	}
	slices.Sort(got)
	want := slices.Clone(keys)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("%s: keys %v, want %v: %s", shortArgs(args), got, want, stdout)
	}
	if us, err := strconv.ParseInt(string(m["micros"]), 10, 64); err != nil || us < 0 {
		t.Fatalf("%s: micros %s", shortArgs(args), m["micros"])
	}
	return m
}

var (
	shownKeys = []string{"move", "remaining", "micros"}
	wonKeys   = []string{"move", "remaining", "note", "micros"}
	noWinKeys = []string{"move", "remaining", "winnable", "note", "micros"}
)

// The Hash hint is the first move of the line hash solve finds and counts the same moves, at the start
// and part-way along that line, for many salts.
func TestHashHintAgreesWithSolve(t *testing.T) {
	for n := 0; n < 40; n++ {
		salt := strconv.Itoa(n)
		_, out, _ := cli(t, "hash", "solve", "--salt", salt)
		var s struct {
			Winnable bool
			Optimal  int
			Line     [][2]int
		}
		if err := json.Unmarshal([]byte(out), &s); err != nil || !s.Winnable {
			t.Fatalf("salt %s: solve said %s", salt, out)
		}
		var played []string
		for i := 0; i <= s.Optimal; i++ {
			args := []string{"hash", "hint", "--salt", salt, "--moves", strings.Join(played, " ")}
			if i == s.Optimal {
				m := hintLine(t, wonKeys, args...)
				if string(m["move"]) != "null" || string(m["remaining"]) != "0" {
					t.Errorf("salt %s after the whole line: %s %s", salt, m["move"], m["remaining"])
				}
				break
			}
			m := hintLine(t, shownKeys, args...)
			// Shortest wins may tie; the hint must start one, with the same remaining count.
			var move [2]int
			if err := json.Unmarshal(m["move"], &move); err != nil {
				t.Fatalf("salt %s: move %s is not [x,y]", salt, m["move"])
			}
			if got := string(m["remaining"]); got != strconv.Itoa(s.Optimal-i) {
				t.Errorf("salt %s after %d moves: remaining %s, want %d", salt, i, got, s.Optimal-i)
			}
			if i == 0 && move != s.Line[0] {
				t.Errorf("salt %s: hint %v, solve's line starts %v", salt, move, s.Line[0])
			}
			played = append(played, fmt.Sprintf("%d,%d", move[0], move[1]))
		}
	}
}

// A lost game and an undecided search are answered, not refused.
func TestHashHintNoWin(t *testing.T) {
	// A player who always whitens the last legal tile in reading order wanders along the bottom rows;
	// find the first numbered salt where that loses.
	salt, moves := "", []string(nil)
	for n := 0; n < 200 && salt == ""; n++ {
		g, err := hashrules.New(strconv.Itoa(n))
		if err != nil {
			t.Fatal(err)
		}
		moves = moves[:0]
		for g.Outcome() == hashrules.Playing {
			for i := hashrules.Tiles - 1; i >= 0; i-- {
				if tile := hashrules.Tile(i); g.State.Legal(tile) {
					if err := g.Play(tile); err != nil {
						t.Fatal(err)
					}
					moves = append(moves, hashrules.FormatMove(tile))
					break
				}
			}
		}
		if g.Outcome() == hashrules.Lost {
			salt = g.Salt
		}
	}
	if salt == "" {
		t.Fatal("the wandering player never lost; find another way to lose")
	}
	m := hintLine(t, noWinKeys, "hash", "hint", "--salt", salt, "--moves", strings.Join(moves, " "))
	if string(m["winnable"]) != "false" || string(m["move"]) != "null" || string(m["remaining"]) != "null" {
		t.Errorf("lost game (salt %s, %d moves): %v", salt, len(moves), m)
	}
	m = hintLine(t, noWinKeys, "hash", "hint", "--salt", "abc", "--max-depth", "7")
	if string(m["winnable"]) != "null" || !strings.Contains(string(m["note"]), "within 7 moves") {
		t.Errorf("depth 7 (the win takes 8): %v", m)
	}
}

// The Flip hint is a flip of the unique solution flip solve lists (its first by row, then column), and
// following hints wins in exactly min_moves flips, the last hint saying the game is won.
func TestFlipHintFollowsTheSolution(t *testing.T) {
	for size := 1; size <= 6; size++ {
		for seed := 1; seed <= 5; seed++ {
			_, out, _ := cli(t, "flip", "new", "--size", strconv.Itoa(size), "--seed", strconv.Itoa(seed))
			var g struct {
				Board    string
				MinMoves int `json:"min_moves"`
			}
			if err := json.Unmarshal([]byte(out), &g); err != nil {
				t.Fatal(err)
			}
			board := g.Board
			for left := g.MinMoves; left > 0; left-- {
				_, out, _ := cli(t, "flip", "solve", "--board", board)
				var s struct{ Moves []string }
				json.Unmarshal([]byte(out), &s)
				m := hintLine(t, shownKeys, "flip", "hint", "--board", board)
				if want := strconv.Quote(s.Moves[0]); string(m["move"]) != want || string(m["remaining"]) != strconv.Itoa(left) {
					t.Fatalf("size %d seed %d: hint %s, %s left; solve says %v", size, seed, m["move"], m["remaining"], s.Moves)
				}
				move, _ := strconv.Unquote(string(m["move"]))
				_, out, _ = cli(t, "flip", "play", "--board", board, "--moves", move)
				var p struct{ Board string }
				json.Unmarshal([]byte(out), &p)
				board = p.Board
			}
			m := hintLine(t, wonKeys, "flip", "hint", "--board", board)
			if string(m["move"]) != "null" || string(m["remaining"]) != "0" {
				t.Errorf("size %d seed %d: won board's hint %v", size, seed, m)
			}
		}
	}
	m := hintLine(t, noWinKeys, "flip", "hint", "--board", "-----/-o---/-----/-----/-----")
	if string(m["winnable"]) != "false" {
		t.Errorf("a single dot elsewhere: %v", m)
	}
}

// The Escape hint is escape flip's coin with --key (prisoner 1) and escape find's square without it
// (prisoner 2), on boards of every size.
func TestEscapeHintAgreesWithFlipAndFind(t *testing.T) {
	for squares := 2; squares <= 1024; squares *= 2 {
		for seed := 0; seed < 4; seed++ {
			_, out, _ := cli(t, "escape", "new", "--squares", strconv.Itoa(squares), "--seed", strconv.Itoa(seed))
			var g struct {
				Board     string
				KeySquare string `json:"key_square"`
			}
			if err := json.Unmarshal([]byte(out), &g); err != nil {
				t.Fatal(err)
			}
			_, out, _ = cli(t, "escape", "flip", "--board", g.Board, "--key", g.KeySquare)
			var f struct{ Square string }
			json.Unmarshal([]byte(out), &f)
			m := hintLine(t, shownKeys, "escape", "hint", "--board", g.Board, "--key", g.KeySquare)
			if string(m["move"]) != strconv.Quote(f.Square) || string(m["remaining"]) != "1" {
				t.Errorf("%d squares seed %d, prisoner 1: hint %s, escape flip says %s", squares, seed, m["move"], f.Square)
			}
			_, out, _ = cli(t, "escape", "find", "--board", g.Board)
			json.Unmarshal([]byte(out), &f)
			m = hintLine(t, shownKeys, "escape", "hint", "--board", g.Board)
			if string(m["move"]) != strconv.Quote(f.Square) || string(m["remaining"]) != "1" {
				t.Errorf("%d squares seed %d, prisoner 2: hint %s, escape find says %s", squares, seed, m["move"], f.Square)
			}
		}
	}
}

// Game IDs give the same hints as the flags, and reach finished games the flags cannot express.
func TestHintFromGameID(t *testing.T) {
	tests := []struct {
		args []string
		keys []string
		want string // the line without micros
	}{
		{[]string{"hash", "hint", "--id", "hash:random:abc_8.15-8.14"}, shownKeys, `{"move":[8,13],"remaining":6}`},
		{[]string{"hash", "hint", "--salt", "abc", "--moves", "8,15 8,14"}, shownKeys, `{"move":[8,13],"remaining":6}`},
		{[]string{"hash", "hint", "--id", "hash:number#17"}, shownKeys, ""},
		{[]string{"flip", "hint", "--id", "flip:i3:-----/-ooo-/-o-o-/-ooo-/-----"}, shownKeys, `{"move":"b2","remaining":1}`},
		{[]string{"flip", "hint", "--id", "flip:i3:-----/-----/--o--/-----/-----"}, wonKeys, `{"move":null,"remaining":0,"note":"one dot, in the middle: won"}`},
		{[]string{"clock", "hint", "--desc", "0000h2"}, wonKeys, `{"move":null,"remaining":0,"note":"every number is 0: won"}`},
		{[]string{"clock", "hint", "--id", "clock:n4k2:0000h2"}, wonKeys, `{"move":null,"remaining":0,"note":"every number is 0: won"}`},
		{[]string{"escape", "hint", "--id", "escape:4p1:6-kA1"}, shownKeys, `{"move":"B2","remaining":1}`},
		{[]string{"escape", "hint", "--board", "0110", "--key", "A1"}, shownKeys, `{"move":"B2","remaining":1}`},
		{[]string{"escape", "hint", "--id", "escape:4p1:6-kA1-fB2"}, wonKeys, `{"move":null,"remaining":0,"note":"free: prisoner 2 pointed at the key, A1"}`},
		{[]string{"escape", "hint", "--id", "escape:4p2:6-kA1-fB2-aA2"}, noWinKeys,
			`{"move":null,"remaining":null,"winnable":false,"note":"caught: the key was under A1, prisoner 2 pointed at A2"}`},
	}
	for _, tc := range tests {
		hintLine(t, tc.keys, tc.args...)
		_, out, _ := cli(t, tc.args...)
		i := strings.Index(out, `,"micros":`)
		if tc.want != "" && (i < 0 || out[:i]+"}" != tc.want) {
			t.Errorf("%s: %s, want %s plus micros", shortArgs(tc.args), out, tc.want)
		}
	}
}

func TestHintBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"hash", "hint", "--salt", "ab!"}, `'!' at position 3`},
		{[]string{"hash", "hint", "--salt", "abc", "--moves", "8,15 9,9"}, `move 2 "9,9"`},
		{[]string{"hash", "hint", "--salt", "abc", "--max-nodes", "0"}, "--max-nodes 0"},
		{[]string{"hash", "hint", "--id", "hash:random:abc", "--salt", "abc"}, "not both"},
		{[]string{"hash", "hint", "--id", "flip:i3#1"}, "not a hash game ID"},
		{[]string{"hash", "hint", "--id", "hash:random"}, "names no game"},
		{[]string{"hash", "hint", "--id", "hash:bogus#1"}, "--id"},
		{[]string{"hash", "hint", "--id", "hash:random:abc_9.9"}, "--id"},
		{[]string{"hash", "hint", "--id", "has h"}, "--id"},
		{[]string{"flip", "hint"}, "--board is required"},
		{[]string{"flip", "hint", "--board", "--/--"}, "board has 2 rows"},
		{[]string{"flip", "hint", "--id", "flip:i99#1"}, "--id"},
		{[]string{"escape", "hint"}, "--board is required"},
		{[]string{"escape", "hint", "--board", "011"}, "3 characters"},
		{[]string{"escape", "hint", "--board", "0110", "--key", "E9"}, "--key"},
		{[]string{"escape", "hint", "--id", "escape:4p2:6-kA1-fA2"}, "prisoner 1 (the computer) flips B2"},
		{[]string{"escape", "hint", "--id", "escape:64p3#1"}, "role"},
	}
	for _, tc := range tests {
		refused(t, tc.want, tc.args...)
	}
}

// An empty --id is an empty game ID, refused: TestHintEmptyID (limits_test.go).

// Each hint verb's game IDs are its own puzzle's, as the backend declares.
func TestHintIDNames(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    interface{ Info() puzzle.Info }
	}{{"hash", hashsolver.Backend}, {"flip", flipsolver.Backend}, {"escape", escapesolver.Backend}} {
		if got := tc.b.Info().Name; got != tc.name {
			t.Errorf("backend %s declares the name %q", tc.name, got)
		}
	}
}
