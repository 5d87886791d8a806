package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// 8×8 with heads on A8 (0), B8 (1) and C7 (10): heads XOR = 11 = D7.
var escapeBoard = "11" + strings.Repeat("0", 8) + "1" + strings.Repeat("0", 53)

func TestEscapeFlipAndFind(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"escape", "flip", "--board", escapeBoard, "--key", "C2"}, `{"flip":57,"square":"B1"}`},
		{[]string{"escape", "flip", "--board", escapeBoard, "--key", "50"}, `{"flip":57,"square":"B1"}`},
		{[]string{"escape", "flip", "--board", escapeBoard, "--key", "d7"}, `{"flip":0,"square":"A8"}`},
		{[]string{"escape", "find", "--board", escapeBoard}, `{"key":11,"square":"D7"}`},
		{[]string{"escape", "find", "--board", "0110"}, `{"key":3,"square":"B1"}`},
		{[]string{"escape", "flip", "--board", "0110", "--key", "0"}, `{"flip":3,"square":"B1"}`},
	}
	for _, tc := range tests {
		code, stdout, stderr := cli(t, tc.args...)
		if code != 0 || strings.TrimSpace(stdout) != tc.want {
			t.Errorf("%q: exit %d, %q (stderr %q), want %s", tc.args, code, stdout, stderr, tc.want)
		}
	}
	// Prisoner 2 finds the key on the board prisoner 1 leaves, for every key.
	for key := 0; key < 64; key++ {
		_, stdout, _ := cli(t, "escape", "flip", "--board", escapeBoard, "--key", escapeItoa(key))
		var f struct{ Flip int }
		if err := json.Unmarshal([]byte(stdout), &f); err != nil {
			t.Fatal(err)
		}
		b := []byte(escapeBoard)
		b[f.Flip] ^= '0' ^ '1'
		_, stdout, _ = cli(t, "escape", "find", "--board", string(b))
		var k struct{ Key int }
		json.Unmarshal([]byte(stdout), &k)
		if k.Key != key {
			t.Fatalf("key %d: flipped %d, prisoner 2 found %d", key, f.Flip, k.Key)
		}
	}
}

func escapeItoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestEscapeBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"escape", "flip", "--key", "A1"}, "--board is required"},
		{[]string{"escape", "flip", "--board", "0110"}, "--key is required"},
		{[]string{"escape", "flip", "--board", "0110", "--key", "C1"}, "column C is off the 2×2 board"},
		{[]string{"escape", "flip", "--board", "0110", "--key", "4"}, `square index "4" is off the 2×2 board (0 to 3)`},
		{[]string{"escape", "find", "--board", "0x10"}, "board character 2 is 'x', want 0 or 1"},
		{[]string{"escape", "find", "--board", "011"}, "board has 3 characters: want a power of two"},
		{[]string{"escape", "find", "--board", "0110", "--nosuch"}, "nosuch"},
		{[]string{"escape", "new", "--squares", "48"}, "--squares: 48 squares"},
		{[]string{"escape", "prove", "--max", "40"}, "--max 40"},
		{[]string{"escape", "files", "--board", "x", "--prisoner", "3"}, "--prisoner 3"},
	}
	for _, tc := range tests {
		code, stdout, stderr := cli(t, tc.args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
	}
}

func TestEscapeNewIsSeeded(t *testing.T) {
	_, a, _ := cli(t, "escape", "new", "--squares", "16", "--seed", "1")
	_, b, _ := cli(t, "escape", "new", "--squares", "16", "--seed", "1")
	want := `{"squares":16,"width":4,"height":4,"seed":1,"board":"1000001100111010","key":7,"key_square":"D3","flip":5}`
	if a != b || !strings.HasPrefix(a, want) {
		t.Errorf("escape new: %q then %q, want %s…", a, b, want)
	}
}

func TestEscapeExplain(t *testing.T) {
	code, stdout, _ := cli(t, "escape", "explain", "--board", escapeBoard, "--key", "C2")
	for _, part := range []string{`"parity":11`, `"label":"columns B, D, F, H","heads":1,"odd":true,"flips":true`, `"flip":57`, `"flip_square":"B1"`, `"parity_binary":"001011"`, `"flip_binary":"111001"`} {
		if code != 0 || !strings.Contains(stdout, part) {
			t.Errorf("explain: exit %d, %s lacks %s", code, stdout, part)
		}
	}
	_, stdout, _ = cli(t, "escape", "explain", "--board", "0110")
	if strings.Contains(stdout, "flip") {
		t.Errorf("explain without a key mentions a flip: %s", stdout)
	}
}

func TestEscapeProve(t *testing.T) {
	code, stdout, _ := cli(t, "escape", "prove", "--max", "6")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if code != 0 || len(lines) != 6 {
		t.Fatalf("prove: exit %d, %q", code, stdout)
	}
	for i, l := range lines {
		var r struct {
			Squares    int  `json:"squares"`
			Strategy   bool `json:"strategy"`
			PowerOfTwo bool `json:"power_of_two"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		n := i + 1
		if r.Squares != n || r.Strategy != (n&(n-1) == 0) || r.PowerOfTwo != r.Strategy {
			t.Errorf("line %d: %s", n, l)
		}
	}
}

// escape prove --squares N answers any N ≥ 1 from the theorem: N = 2^k (k to 20, and 2^63) winnable,
// every number with an odd factor not; up to 8 squares the exhaustive search answers beside it, and agrees.
func TestEscapeProveSquares(t *testing.T) {
	type answer struct {
		Squares    uint64  `json:"squares"`
		Winnable   *bool   `json:"winnable"`
		PowerOfTwo bool    `json:"power_of_two"`
		Exponent   *int    `json:"exponent"`
		OddFactor  *uint64 `json:"odd_factor"`
		Reason     string  `json:"reason"`
		By         string  `json:"by"`
		Search     *bool   `json:"search"`
	}
	prove := func(n uint64) answer {
		t.Helper()
		code, out, errs := cli(t, "escape", "prove", "--squares", strconv.FormatUint(n, 10))
		var a answer
		if code != 0 || strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &a) != nil || a.Winnable == nil || a.Squares != n {
			t.Fatalf("prove --squares %d: exit %d, %q (%q)", n, code, out, errs)
		}
		return a
	}
	var ns []uint64
	for k := 0; k <= 20; k++ {
		ns = append(ns, 1<<k, 3<<k, (1<<k)+1)
	}
	ns = append(ns, 1<<63, 12, 100, 1000000, 1<<64-1)
	for _, n := range ns {
		a := prove(n)
		power := n&(n-1) == 0
		if *a.Winnable != power || a.PowerOfTwo != power || (a.Exponent != nil) != power || (a.OddFactor != nil) == power {
			t.Errorf("N = %d: %+v", n, a)
		}
		if small := n <= 8; small != (a.Search != nil) || (small && (*a.Search != power || a.By != "argument and search")) || (!small && a.By != "argument") {
			t.Errorf("N = %d: by %q, search %v", n, a.By, a.Search)
		}
		if !power && !strings.Contains(a.Reason, "2^(N-1) = N·|E|") || power && !strings.Contains(a.Reason, "XOR") {
			t.Errorf("N = %d: reason %q", n, a.Reason)
		}
	}
	for _, bad := range [][]string{{"--squares", "0"}, {"--squares", "18446744073709551616"}, {"--squares", "-1"}, {"--squares", "4", "--max", "4"}} {
		code, out, errs := cli(t, append([]string{"escape", "prove"}, bad...)...)
		if code != 2 || out != "" || errs == "" {
			t.Errorf("prove %v: exit %d, %q %q", bad, code, out, errs)
		}
	}
}

// The seed program's mode: prisoner 1 rewrites the board file, prisoner 2 reads it.
func TestEscapeFiles(t *testing.T) {
	dir := t.TempDir()
	board := filepath.Join(dir, "board.txt")
	key := filepath.Join(dir, "key.txt")
	// The board laid out in rows, as a person would write it.
	var rows []string
	for r := 0; r < 8; r++ {
		rows = append(rows, escapeBoard[8*r:8*r+8])
	}
	escapeWrite(t, board, strings.Join(rows, "\n")+"\n")
	escapeWrite(t, key, "C2\n")

	code, stdout, stderr := cli(t, "escape", "files", "--board", board, "--key", key, "--prisoner", "1")
	if code != 0 || strings.TrimSpace(stdout) != `{"flip":57,"square":"B1"}` {
		t.Fatalf("prisoner 1: exit %d, %q %q", code, stdout, stderr)
	}
	rows[7] = "01000000" // B1 turned over; the layout is kept
	if got := escapeRead(t, board); got != strings.Join(rows, "\n")+"\n" {
		t.Errorf("board file after prisoner 1:\n%s", got)
	}
	code, stdout, _ = cli(t, "escape", "files", "--board", board, "--prisoner", "2")
	if code != 0 || strings.TrimSpace(stdout) != `{"key":50,"square":"C2"}` {
		t.Errorf("prisoner 2: exit %d, %q", code, stdout)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("temporary files left behind: %v", ents)
	}
	escapeWrite(t, key, "50")
	if code, _, _ := cli(t, "escape", "files", "--board", board, "--key", key, "--prisoner", "1"); code != 0 {
		t.Errorf("key file with an index: exit %d", code)
	}
}

func TestEscapeBadFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good")
	escapeWrite(t, good, "0110\n")
	tests := []struct {
		board, key string // contents; "-" for a missing file
		prisoner   string
		want       string
	}{
		{"-", "A1", "1", "no such file"},
		{"0110", "-", "1", "no such file"},
		{"011", "A1", "1", "holds 3 coins: want a power of two"},
		{"", "A1", "2", "holds 0 coins"},
		{"01\n1x", "A1", "1", `line 2, column 2 is "x", want 0 or 1`},
		{"011001", "A1", "1", "holds 6 coins"},
		{"0110", "4", "1", `square index "4" is off the 2×2 board`},
		{"0110", "C1", "1", "column C is off"},
		{"0110", "", "1", "want column letters"},
		{"0110", "A1", "2", "prisoner 2 does not get to see the key"},
	}
	for i, tc := range tests {
		board := filepath.Join(dir, "board"+escapeItoa(i))
		key := filepath.Join(dir, "key"+escapeItoa(i))
		if tc.board != "-" {
			escapeWrite(t, board, tc.board)
		}
		if tc.key != "-" {
			escapeWrite(t, key, tc.key)
		}
		args := []string{"escape", "files", "--board", board, "--prisoner", tc.prisoner}
		if tc.prisoner == "1" || tc.want == "prisoner 2 does not get to see the key" {
			args = append(args, "--key", key)
		}
		code, stdout, stderr := cli(t, args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("case %d: exit %d, stderr %q; want exit 2 and one line with %q", i, code, stderr, tc.want)
		}
		if tc.board != "-" && escapeRead(t, board) != tc.board {
			t.Errorf("case %d: the bad board file was changed", i)
		}
	}
}

func escapeWrite(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func escapeRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
