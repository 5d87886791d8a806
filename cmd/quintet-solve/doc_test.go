package main

import "testing"

// Every registered puzzle answers help and refuses an unknown verb with exit 2 and one line.
func TestEveryPuzzleHelpAndUnknownVerb(t *testing.T) {
	for name := range puzzles {
		if code, out, _ := cli(t, name, "help"); code != 0 || out == "" {
			t.Errorf("%s help: exit %d, output %q", name, code, out)
		}
		code, _, stderr := cli(t, name, "nosuchverb")
		if code != 2 || stderr == "" {
			t.Errorf("%s nosuchverb: exit %d, stderr %q", name, code, stderr)
		}
	}
}
