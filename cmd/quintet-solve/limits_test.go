package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// "help" takes nothing after it: anything there is a mistake, said in one line, exit 2.
func TestHelpWithExtraWords(t *testing.T) {
	for _, args := range [][]string{{"help", "extra"}, {"-h", "hash"}, {"hash", "help", "extra"}, {"clock", "--help", "solve"}} {
		code, stdout, stderr := cli(t, args...)
		if code != 2 || stdout != "" || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, "help takes nothing after it") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line on stderr", args, code, stdout, stderr)
		}
	}
}

// An empty --id is an empty game ID, refused, not the absence of one.
func TestHintEmptyID(t *testing.T) {
	for _, p := range []string{"hash", "clock", "flip", "dials", "escape"} {
		code, stdout, stderr := cli(t, p, "hint", "--id", "")
		if code != 2 || stdout != "" || !strings.Contains(stderr, "the game ID is empty") {
			t.Errorf("%s hint --id '': exit %d, stdout %q, stderr %q", p, code, stdout, stderr)
		}
	}
}

// clock hint takes --id as the other hint verbs do, and answers as for the position's own flags.
func TestClockHintID(t *testing.T) {
	for _, tc := range []struct {
		id    string
		flags []string
	}{
		{"clock:n4k2:0101h3", []string{"--n", "4", "--k", "2", "--desc", "0101h3"}},
		{"clock:n5k3:01230h2", []string{"--n", "5", "--k", "3", "--desc", "01230h2"}},
	} {
		code, byID, stderr := cli(t, "clock", "hint", "--id", tc.id)
		if code != 0 {
			t.Fatalf("clock hint --id %s: exit %d, %s", tc.id, code, stderr)
		}
		_, byFlags, _ := cli(t, append([]string{"clock", "hint"}, tc.flags...)...)
		var a, b map[string]any
		if json.Unmarshal([]byte(byID), &a) != nil || json.Unmarshal([]byte(byFlags), &b) != nil || a["move"] != b["move"] || a["remaining"] != b["remaining"] {
			t.Errorf("clock hint --id %s = %s, by its flags %s", tc.id, byID, byFlags)
		}
	}
	if code, _, stderr := cli(t, "clock", "hint", "--id", "clock:n4k2#1", "--n", "4"); code != 2 || !strings.Contains(stderr, "not both") {
		t.Errorf("--id with --n: exit %d, %s", code, stderr)
	}
	if code, _, stderr := cli(t, "clock", "hint", "--id", "flip:i3#1"); code != 2 || !strings.Contains(stderr, "not a clock game ID") {
		t.Errorf("a flip ID: exit %d, %s", code, stderr)
	}
}

// Limits no 2-core 24 GB machine survives are refused while the flags are read, with the range in
// the message: escape prove's exhaustive search beyond 8 squares (9 did not finish in ten minutes), hash adversary's
// plan beyond 10^6 entries (10^7 passed 9 GB and kept growing).
func TestUnsafeLimitsRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"escape", "prove", "--max", "9"}, "from 1 to 8"},
		{[]string{"escape", "prove", "--max", "12"}, "from 1 to 8"},
		{[]string{"hash", "adversary", "--max-plan", "10000000"}, "want 1 to 1000000"},
		{[]string{"hash", "adversary", "--max-plan", "1000001"}, "want 1 to 1000000"},
	} {
		code, stdout, stderr := cli(t, tc.args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 naming %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
	// The usage states the ranges.
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"escape", "prove", "-h"}, "from 1 to 8"},
		{[]string{"hash", "adversary", "-h"}, "(1 to 1000000)"},
	} {
		if _, stdout, _ := cli(t, tc.args...); !strings.Contains(stdout, tc.want) {
			t.Errorf("%q: usage lacks %q:\n%s", tc.args, tc.want, stdout)
		}
	}
}
