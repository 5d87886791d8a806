package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// withoutMicros is a hint line with its micros key taken off, for comparing whole lines.
func withoutMicros(t *testing.T, out string) string {
	t.Helper()
	i := strings.Index(out, `,"micros":`)
	if i < 0 {
		t.Fatalf("no micros in %s", out)
	}
	return out[:i] + "}"
}

// The hint is the lowest-numbered button of the optimal presses (spec), with the presses left.
func TestDialsHint(t *testing.T) {
	nearlyZero := "100000000" + strings.Repeat("/000000000", 8)
	tests := []struct {
		name string
		args []string
		keys []string
		want string // the line without micros
	}{
		{"spec example", []string{"--matrix", "00000/00000/21200/00000/00000", "--start", "ABCDE", "--target", "EDBDE"},
			shownKeys, `{"move":"3","remaining":2}`},
		{"identity", []string{"--matrix", "100/010/001", "--start", "AAA", "--target", "BCA", "--q", "7"},
			shownKeys, `{"move":"1","remaining":3}`},
		{"composite q: the least of several", []string{"--matrix", "20/30", "--start", "AA", "--target", "BA", "--q", "6"},
			shownKeys, `{"move":"1","remaining":3}`},
		{"two equal buttons: the lower-numbered", []string{"--matrix", "000/300/300", "--start", "AAA", "--target", "DAA", "--q", "6"},
			shownKeys, `{"move":"2","remaining":1}`},
		{"n = 9, q = 10, a nearly-zero matrix", []string{"--matrix", nearlyZero, "--start", "AAAAAAAAA", "--target", "JAAAAAAAA", "--q", "10"},
			shownKeys, `{"move":"1","remaining":9}`},
		{"singular, out of reach", []string{"--matrix", "11/11", "--start", "AA", "--target", "AB"}, noWinKeys,
			`{"move":null,"remaining":null,"winnable":false,"note":"the target is out of reach: no combination of presses turns the displays to it"}`},
		{"n = 9, q = 10, out of reach", []string{"--matrix", nearlyZero, "--start", "AAAAAAAAA", "--target", "ABAAAAAAA", "--q", "10"}, noWinKeys, ""},
		{"already the target", []string{"--matrix", "11/11", "--start", "AB", "--target", "AB"}, wonKeys,
			`{"move":null,"remaining":0,"note":"the displays already show the target"}`},
		{"game ID, a position", []string{"--id", "dials:n2q6:20/30-AA-BA"}, shownKeys, `{"move":"1","remaining":3}`},
		{"game ID, part-way", []string{"--id", "dials:n2q6:20/30-AA-BA-CA"}, shownKeys, `{"move":"1","remaining":2}`},
		{"game ID, won", []string{"--id", "dials:n2q6:20/30-AA-BA-BA"}, wonKeys, ""},
		{"game ID, seeded", []string{"--id", "dials:n9q10#1"}, shownKeys, ""},
	}
	for _, tc := range tests {
		args := append([]string{"dials", "hint"}, tc.args...)
		hintLine(t, tc.keys, args...)
		if tc.want == "" {
			continue
		}
		if _, out, _ := cli(t, args...); withoutMicros(t, out) != tc.want {
			t.Errorf("%s: %s, want %s plus micros", tc.name, out, tc.want)
		}
	}
}

// On seeded games of several sizes, the hint is the first button of solve's order and its remaining
// count is solve's total; after that button the count is one less; a game ID gives the same hint.
func TestDialsHintAgreesWithSolve(t *testing.T) {
	for _, size := range []struct{ n, q int }{{5, 5}, {3, 7}, {4, 6}, {9, 10}, {9, 8}} {
		for seed := 0; seed < 4; seed++ {
			n, q := strconv.Itoa(size.n), strconv.Itoa(size.q)
			_, out, _ := cli(t, "dials", "new", "--seed", strconv.Itoa(seed), "--n", n, "--q", q)
			var g struct{ Matrix, Start, Target string }
			if err := json.Unmarshal([]byte(out), &g); err != nil {
				t.Fatalf("new: %v: %q", err, out)
			}
			args := []string{"--matrix", g.Matrix, "--start", g.Start, "--target", g.Target, "--q", q}
			_, out, _ = cli(t, append([]string{"dials", "solve"}, args...)...)
			var s struct {
				Total int
				Order string
			}
			if err := json.Unmarshal([]byte(out), &s); err != nil || s.Total == 0 {
				t.Fatalf("solve: %v: %q", err, out)
			}
			want := `{"move":"` + s.Order[:1] + `","remaining":` + strconv.Itoa(s.Total) + "}"
			_, out, _ = cli(t, append([]string{"dials", "hint"}, args...)...)
			if withoutMicros(t, out) != want {
				t.Fatalf("n%sq%s seed %d: hint %s, solve order %s total %d", n, q, seed, out, s.Order, s.Total)
			}
			_, out, _ = cli(t, "dials", "hint", "--id", "dials:n"+n+"q"+q+"#"+strconv.Itoa(seed))
			if withoutMicros(t, out) != want {
				t.Fatalf("n%sq%s seed %d: hint by game ID %s, by flags %s", n, q, seed, out, want)
			}
			// Press the hinted button once: the displays move by its row.
			b := int(s.Order[0] - '1')
			row := strings.Split(g.Matrix, "/")[b]
			next := []byte(g.Start)
			for j := range next {
				next[j] = byte('A' + (int(next[j]-'A')+int(row[j]-'0'))%size.q)
			}
			args[3] = string(next)
			keys := shownKeys
			if s.Total == 1 {
				keys = wonKeys
			}
			m := hintLine(t, keys, append([]string{"dials", "hint"}, args...)...)
			if string(m["remaining"]) != strconv.Itoa(s.Total-1) {
				t.Fatalf("n%sq%s seed %d: after button %d, remaining %s, want %d", n, q, seed, b+1, m["remaining"], s.Total-1)
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
		{[]string{"--matrix", "1/1/1/1/1/1/1/1/1/1", "--start", "AAAAAAAAAA", "--target", "BAAAAAAAAA"}, "at most 9"},
		{[]string{"--matrix", "11/11", "--start", "AA", "--target", "AB", "--q", "27"}, "--q"},
		{[]string{"--matrix", "100000000/000000000/000000000/000000000/000000000/000000000/000000000/000000000/000000000",
			"--start", "AAAAAAAAA", "--target", "BAAAAAAAA", "--q", "11"}, "at most"},
		{[]string{"--matrix", strings.Repeat("1", 100_000), "--start", "AB", "--target", "AB"}, "--matrix"},
		{[]string{"--id", "dials:n2q6:20/30-AA-BA", "--q", "6"}, "not both"},
		{[]string{"--id", "flip:i3#1"}, "not a dials game ID"},
		{[]string{"--id", "dials:n2q6:20/30-AA-AA"}, "nothing to do"},
		{[]string{"--id", "dials:n9q11#1"}, "--id"},
		{[]string{"--bogus"}, "bogus"},
		{[]string{"--q", "x"}, "--q"},
	}
	for _, tc := range tests {
		line := refused(t, tc.want, append([]string{"dials", "hint"}, tc.args...)...)
		if strings.Contains(line, strings.Repeat("1", 100)) {
			t.Errorf("%s: the message repeats the input at length: %q", shortArgs(tc.args), line)
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
