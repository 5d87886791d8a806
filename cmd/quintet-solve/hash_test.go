package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestHashPlayWorkedCheck is hash.md's worked check through the command line.
func TestHashPlayWorkedCheck(t *testing.T) {
	code, out, errs := cli(t, "hash", "play", "--salt", "abc", "--moves", "8,15 8,14 7,14 7,13")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4: %q", len(lines), out)
	}
	if want := `{"move":[8,15],"white":2,"m":189,"v":264,"d":232,"black":[9,15],"result":"continue"}`; lines[0] != want {
		t.Errorf("first line\n got %s\nwant %s", lines[0], want)
	}
	for i, d := range []int{232, 116, 10, 163} {
		var turn struct {
			Move   [2]int
			White  int
			D      int
			Black  [2]int
			Result string
		}
		if err := json.Unmarshal([]byte(lines[i]), &turn); err != nil {
			t.Fatal(err)
		}
		if turn.D != d || turn.Black != [2]int{d%16 + 1, d/16 + 1} || turn.Result != "continue" || turn.White != i+2 {
			t.Errorf("move %d: %s, want d %d", i+1, lines[i], d)
		}
	}
}

func TestHashPlayWinOmitsTheMachine(t *testing.T) {
	moves := "8,15 8,14 8,13 8,12 8,11 8,10 8,9 8,8"
	code, out, errs := cli(t, "hash", "play", "--salt", "abc", "--moves", moves)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 8 {
		t.Fatalf("exit %d, %d lines: %s", code, len(lines), errs)
	}
	if want := `{"move":[8,8],"white":9,"result":"win"}`; lines[7] != want {
		t.Errorf("winning line %s, want %s", lines[7], want)
	}
}

func TestHashSolve(t *testing.T) {
	code, out, _ := cli(t, "hash", "solve", "--salt", "abc")
	want := `{"winnable":true,"optimal":8,"line":[[8,15],[8,14],[8,13],[8,12],[8,11],[8,10],[8,9],[8,8]],"nodes":7}`
	if code != 0 || strings.TrimSpace(out) != want {
		t.Fatalf("exit %d\n got %s\nwant %s", code, out, want)
	}
	code, out, _ = cli(t, "hash", "solve", "--salt", "abc", "--moves", "8,15 8,14")
	if code != 0 || !strings.HasPrefix(out, `{"winnable":true,"optimal":6,"line":[[8,13],`) {
		t.Fatalf("after two moves: exit %d %s", code, out)
	}
	// Too shallow to find the 8-move win: undecided, not unwinnable.
	code, out, _ = cli(t, "hash", "solve", "--salt", "abc", "--max-depth", "7")
	if code != 0 || !strings.HasPrefix(out, `{"winnable":null,`) || !strings.Contains(out, `"note":"no win within 7 moves`) {
		t.Fatalf("max depth 7: exit %d %s", code, out)
	}
	// Already won: nothing left to play.
	code, out, _ = cli(t, "hash", "solve", "--salt", "abc", "--moves", "8,15 8,14 8,13 8,12 8,11 8,10 8,9 8,8")
	if code != 0 || strings.TrimSpace(out) != `{"winnable":true,"optimal":0,"line":[],"nodes":0}` {
		t.Fatalf("won game: exit %d %s", code, out)
	}
}

func TestHashCensus(t *testing.T) {
	code, out, errs := cli(t, "hash", "census", "--from", "0", "--count", "300")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var c struct {
		Salts     int
		Histogram map[string]int
		Hardest   struct {
			Moves int
			Salts []string
		}
		Unwinnable []string
		Undecided  []string
		Seconds    *float64
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, n := range c.Histogram {
		sum += n
	}
	if c.Salts != 300 || sum+len(c.Unwinnable)+len(c.Undecided) != 300 || c.Histogram["8"] == 0 || c.Seconds == nil {
		t.Fatalf("census %s", out)
	}
	if !strings.HasPrefix(out, `{"salts":300,"histogram":{"8":`) || !strings.Contains(out, `"unwinnable":[],"undecided":[],"seconds":`) {
		t.Fatalf("key order: %s", out)
	}
	// The hardest salts: the histogram's longest length, each salt solved again needs exactly
	// that, in numeric order, as many as the histogram counts (up to 20).
	longest := 0
	for k := range c.Histogram {
		n, _ := strconv.Atoi(k)
		longest = max(longest, n)
	}
	h := c.Hardest
	if h.Moves != longest || len(h.Salts) != min(20, c.Histogram[strconv.Itoa(longest)]) {
		t.Fatalf("hardest %+v, histogram %v", h, c.Histogram)
	}
	for i, salt := range h.Salts {
		n, _ := strconv.Atoi(salt)
		if i > 0 {
			if prev, _ := strconv.Atoi(h.Salts[i-1]); prev >= n {
				t.Fatalf("hardest salts out of order: %v", h.Salts)
			}
		}
		_, one, _ := cli(t, "hash", "solve", "--salt", salt)
		if !strings.Contains(one, fmt.Sprintf(`"optimal":%d,`, h.Moves)) {
			t.Fatalf("hardest salt %s: %s", salt, one)
		}
	}
	// The same census on one core gives the same counts, and a prefix makes other salts.
	_, one, _ := cli(t, "hash", "census", "--from", "0", "--count", "300", "--workers", "1")
	if strings.Split(one, `"seconds"`)[0] != strings.Split(out, `"seconds"`)[0] {
		t.Fatalf("not reproducible:\n%s\n%s", one, out)
	}
	code, out, _ = cli(t, "hash", "census", "--from", "5", "--count", "20", "--prefix", "(x,")
	if code != 0 || !strings.HasPrefix(out, `{"salts":20,`) {
		t.Fatalf("prefix: exit %d %s", code, out)
	}
}

func TestHashBadInput(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"play", "--salt", "ab!", "--moves", "8,15"}, `'!' at position 3`},
		{[]string{"play", "--salt", "abc", "--moves", "8;15"}, `move 1`},
		{[]string{"play", "--salt", "abc", "--moves", "8,15 17,3"}, `move 2`},
		{[]string{"play", "--salt", "abc", "--moves", "8,15 9,9"}, `move 2 "9,9": (9,9) touches no white tile`},
		{[]string{"play", "--salt", "abc", "--moves", "8,15 8,15"}, `already white`},
		{[]string{"play", "--salt", "abc", "--moves", "8,15 8,14 8,13 8,12 8,11 8,10 8,9 8,8 7,8"}, `move 9 "7,8": the game is over (won)`},
		{[]string{"play", "--nosuch"}, `flag provided but not defined`},
		{[]string{"solve", "--salt", "a b"}, `' ' at position 2`},
		{[]string{"solve", "--salt", "abc", "--max-depth", "-1"}, `--max-depth`},
		{[]string{"census", "--count", "0"}, `--count 0`},
		{[]string{"census", "--count", "5", "--prefix", "a-"}, `'-' at position 2`},
		{[]string{"census", "--from", "18446744073709551615", "--count", "2"}, `runs past`},
		{[]string{"census", "--count", "1", "--prefix", strings.Repeat("a", 64)}, `at most 64`},
	}
	for _, tc := range tests {
		code, out, errs := cli(t, append([]string{"hash"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.err) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 naming %q", tc.args, code, out, errs, tc.err)
		}
	}
}

// TestHashCensusDigest: the census's output, its time left out, is byte for byte what the census
// printed before its search was made faster (the digests were computed with that code: commit
// e36340e): the plain census, one whose node limit leaves salts undecided, and one with a prefix.
func TestHashCensusDigest(t *testing.T) {
	seconds := regexp.MustCompile(`,"seconds":[0-9.e+-]+`)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--from", "0", "--count", "100000"}, "dbaf2004db0be5522e5db6f68191edafc830b4dbb37f16d94c814c90f904f8d5"},
		{[]string{"--from", "0", "--count", "3000", "--max-nodes", "40"}, "e24930e136dda16a6a9f09ba8b1bce408960437ab814cb5e5b39908e4943d6c3"},
		{[]string{"--from", "5", "--count", "2000", "--prefix", "(x,"}, "bb60a1f1a5028a197cc8456c13fbb5bfc39c761cdd7fe43220a0085570a661aa"},
	} {
		code, out, errs := cli(t, append([]string{"hash", "census"}, c.args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		sum := sha256.Sum256([]byte(seconds.ReplaceAllString(out, "")))
		if got := hex.EncodeToString(sum[:]); got != c.want {
			t.Errorf("census %v: digest %s, want %s; output:\n%.400s", c.args, got, c.want, out)
		}
	}
}

// TestHashCensusBounded: with --max-nodes 1 every salt is undecided; the list keeps the smallest
// maxListed salt numbers and says the total beside it, so memory and the line stay bounded.
func TestHashCensusBounded(t *testing.T) {
	const n = maxListed + 1500
	code, out, errs := cli(t, "hash", "census", "--from", "7", "--count", strconv.Itoa(n), "--max-nodes", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var c struct {
		Salts          int      `json:"salts"`
		Undecided      []string `json:"undecided"`
		UndecidedTotal int      `json:"undecided_total"`
		Unwinnable     []string `json:"unwinnable"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if c.Salts != n || c.UndecidedTotal != n || len(c.Undecided) != maxListed || strings.Contains(out, "unwinnable_total") {
		t.Fatalf("salts %d, undecided %d listed of %d: %.300s", c.Salts, len(c.Undecided), c.UndecidedTotal, out)
	}
	for i, s := range c.Undecided {
		if s != strconv.Itoa(7+i) {
			t.Fatalf("undecided[%d] = %s, want %d (the smallest numbers, in order)", i, s, 7+i)
		}
	}
}
