package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// dialsHint runs dials hint and returns its one line decoded, with its keys.
func dialsHint(t *testing.T, args ...string) (map[string]json.RawMessage, []string) {
	t.Helper()
	code, stdout, stderr := cli(t, append([]string{"dials", "hint"}, args...)...)
	if code != 0 || strings.Count(stdout, "\n") != 1 || stderr != "" {
		t.Fatalf("%q: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &m); err != nil {
		t.Fatalf("%q: %v: %s", args, err, stdout)
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if us, err := strconv.ParseInt(string(m["micros"]), 10, 64); err != nil || us < 0 {
		t.Fatalf("%q: micros %s", args, m["micros"])
	}
	return m, keys
}

func TestDialsHint(t *testing.T) {
	nearlyZero := "100000000" + strings.Repeat("/000000000", 8)
	tests := []struct {
		name      string
		args      []string
		keys      string // sorted, comma-separated
		move      string // JSON
		remaining string // JSON
	}{
		{"spec example", []string{"--matrix", "00000/00000/21200/00000/00000", "--start", "ABCDE", "--target", "EDBDE"},
			"micros,move,remaining", `"3"`, "2"},
		{"identity", []string{"--matrix", "100/010/001", "--start", "AAA", "--target", "BCA", "--q", "7"},
			"micros,move,remaining", `"1"`, "3"},
		{"composite q: the least of several", []string{"--matrix", "20/30", "--start", "AA", "--target", "BA", "--q", "6"},
			"micros,move,remaining", `"1"`, "3"},
		{"two equal buttons: the lower-numbered", []string{"--matrix", "000/300/300", "--start", "AAA", "--target", "DAA", "--q", "6"},
			"micros,move,remaining", `"2"`, "1"},
		{"n = 9, q = 10, a nearly-zero matrix", []string{"--matrix", nearlyZero, "--start", "AAAAAAAAA", "--target", "JAAAAAAAA", "--q", "10"},
			"micros,move,remaining", `"1"`, "9"},
		{"singular, out of reach", []string{"--matrix", "11/11", "--start", "AA", "--target", "AB"},
			"micros,move,note,remaining,winnable", "null", "null"},
		{"n = 9, q = 10, out of reach", []string{"--matrix", nearlyZero, "--start", "AAAAAAAAA", "--target", "ABAAAAAAA", "--q", "10"},
			"micros,move,note,remaining,winnable", "null", "null"},
		{"already the target", []string{"--matrix", "11/11", "--start", "AB", "--target", "AB"},
			"micros,move,note,remaining", "null", "0"},
	}
	for _, tc := range tests {
		m, keys := dialsHint(t, tc.args...)
		if strings.Join(keys, ",") != tc.keys || string(m["move"]) != tc.move || string(m["remaining"]) != tc.remaining {
			t.Errorf("%s: keys %v, move %s, remaining %s; want keys %s, move %s, remaining %s",
				tc.name, keys, m["move"], m["remaining"], tc.keys, tc.move, tc.remaining)
		}
		if w, ok := m["winnable"]; ok && string(w) != "false" {
			t.Errorf("%s: winnable %s", tc.name, w)
		}
	}
}

// On seeded games of several sizes, the hint is the first button of solve's order and its remaining
// count is solve's total; pressing the hinted button lowers the count by one.
func TestDialsHintAgreesWithSolve(t *testing.T) {
	for _, size := range [][2]string{{"5", "5"}, {"3", "7"}, {"4", "6"}, {"9", "10"}, {"9", "8"}} {
		for seed := 0; seed < 4; seed++ {
			_, out, _ := cli(t, "dials", "new", "--seed", strconv.Itoa(seed), "--n", size[0], "--q", size[1])
			var g struct{ Matrix, Start, Target string }
			if err := json.Unmarshal([]byte(out), &g); err != nil {
				t.Fatalf("new: %v: %q", err, out)
			}
			args := []string{"--matrix", g.Matrix, "--start", g.Start, "--target", g.Target, "--q", size[1]}
			_, out, _ = cli(t, append([]string{"dials", "solve"}, args...)...)
			var s struct {
				Total int
				Order string
			}
			if err := json.Unmarshal([]byte(out), &s); err != nil {
				t.Fatalf("solve: %v: %q", err, out)
			}
			m, _ := dialsHint(t, args...)
			if string(m["move"]) != strconv.Quote(s.Order[:1]) || string(m["remaining"]) != strconv.Itoa(s.Total) {
				t.Fatalf("%v seed %d: hint %s %s, solve order %s total %d", size, seed, m["move"], m["remaining"], s.Order, s.Total)
			}
			// Press the hinted button once: the start moves by its row.
			q, _ := strconv.Atoi(size[1])
			b := int(s.Order[0] - '1')
			row := strings.Split(g.Matrix, "/")[b]
			next := []byte(g.Start)
			for j := range next {
				next[j] = byte('A' + (int(next[j]-'A')+int(row[j]-'0'))%q)
			}
			args[3] = string(next)
			if m, _ := dialsHint(t, args...); s.Total > 1 && string(m["remaining"]) != strconv.Itoa(s.Total-1) {
				t.Fatalf("%v seed %d: after button %d, remaining %s, want %d", size, seed, b+1, m["remaining"], s.Total-1)
			}
		}
	}
}

func TestDialsHintBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--matrix", "0000/00000/21200/00000/00000", "--start", "ABCDE", "--target", "EDBDE"}, "row 1 has 4 entries"},
		{[]string{"--matrix", "00000/00000/21200/00000/00000", "--start", "ABCDZ", "--target", "EDBDE"}, "--start"},
		{[]string{"--matrix", "00000/00000/21200/00000/00000", "--start", "ABCDE", "--target", "EDB"}, "--target"},
		{[]string{"--matrix", "00/00", "--start", "AA"}, "required"},
		{[]string{"--matrix", "1/1/1/1/1/1/1/1/1/1", "--start", "AAAAAAAAAA", "--target", "BAAAAAAAAA"}, "out of range"},
		{[]string{"--matrix", "11/11", "--start", "AA", "--target", "AB", "--q", "27"}, "out of range"},
		{[]string{"--matrix", "100000000/000000000/000000000/000000000/000000000/000000000/000000000/000000000/000000000",
			"--start", "AAAAAAAAA", "--target", "BAAAAAAAA", "--q", "11"}, "at most"},
		{[]string{"--bogus"}, "bogus"},
		{[]string{"--q", "x"}, "q"},
	}
	for _, tc := range tests {
		code, out, errs := cli(t, append([]string{"dials", "hint"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, out %q, stderr %q; want exit 2 and one line with %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// Whatever the flags, dials hint answers with exit 0 and one JSON line, or refuses with exit 2 and one
// line on stderr; it never panics (exit 1).
func FuzzDialsHint(f *testing.F) {
	f.Add("00000/00000/21200/00000/00000", "ABCDE", "EDBDE", 5)
	f.Add("20/30", "AA", "BA", 6)
	f.Add("100000000/000000000/000000000/000000000/000000000/000000000/000000000/000000000/000000000", "AAAAAAAAA", "CAAAAAAAA", 10)
	f.Add("11/11", "AA", "AB", 5)
	f.Fuzz(func(t *testing.T, matrix, start, target string, q int) {
		code, out, errs := cli(t, "dials", "hint", "--matrix", matrix, "--start", start, "--target", target, "--q", strconv.Itoa(q))
		switch code {
		case 0:
			var m map[string]any
			if strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &m) != nil || errs != "" {
				t.Fatalf("exit 0 but stdout %q, stderr %q", out, errs)
			}
		case 2:
			if out != "" || strings.Count(errs, "\n") != 1 {
				t.Fatalf("exit 2 but stdout %q, stderr %q", out, errs)
			}
		default:
			t.Fatalf("exit %d: stdout %q, stderr %q", code, out, errs)
		}
	})
}
