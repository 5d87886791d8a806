package main

import (
	"bytes"
	"strings"
	"testing"
)

// cli runs the program in-process and returns its exit status and streams.
func cli(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestTopLevelErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		err  string
	}{
		{nil, 2, "no puzzle given"},
		{[]string{"clock"}, 2, "no verb given"},
		{[]string{"help"}, 0, ""},
		{[]string{"-h"}, 0, ""},
		{[]string{"nosuch", "solve"}, 2, `unknown puzzle "nosuch"`},
	}
	for _, tc := range tests {
		code, stdout, stderr := cli(t, tc.args...)
		if code == 2 && stdout != "" {
			t.Errorf("%q: a usage error printed %q on stdout", tc.args, stdout)
		}
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d", tc.args, code, tc.code)
		}
		if !strings.Contains(stderr, tc.err) {
			t.Errorf("%q: stderr %q lacks %q", tc.args, stderr, tc.err)
		}
		if strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%q: stderr is more than one line: %q", tc.args, stderr)
		}
	}
}
