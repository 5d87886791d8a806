package main

import (
	"strconv"
	"strings"
	"testing"

	"quintet/rules/puzzle"
)

// A text seed names the game the game itself opens: flip:i7#abc is the game of the number TextSeed
// gives, here as in the game, and the ID printed back keeps the text. A bad one is refused with the
// game's own words.
func TestTextSeedIDs(t *testing.T) {
	num := "flip:i7#" + strconv.FormatUint(puzzle.TextSeed("abc"), 10)
	for _, verb := range []string{"solve", "explain"} {
		code, byText, errText := cli(t, "flip", verb, "--id", "flip:i7#abc")
		code2, byNum, _ := cli(t, "flip", verb, "--id", num)
		if code != 0 || code2 != 0 || byText != byNum || byText == "" {
			t.Fatalf("%s: by text (exit %d, %s) %s\nby number (exit %d) %s", verb, code, errText, byText, code2, byNum)
		}
	}
	code, out, _ := cli(t, "flip", "play", "--id", "flip:i7#abc", "--moves", "c3")
	if code != 0 || !strings.Contains(out, `"position":"flip:i7:`) {
		t.Fatalf("play: exit %d, %s", code, out)
	}
	for _, bad := range []string{"flip:i7#50%", "flip:i7#" + strings.Repeat("x", puzzle.MaxSeedText+1), "flip:i7#a#b"} {
		_, want := puzzle.ParseID(bad)
		code, _, stderr := cli(t, "flip", "hint", "--id", bad)
		if want == nil {
			t.Fatalf("%s: the game takes it", bad)
		}
		// The ID itself is quoted as an excerpt here; what is said of the seed is the game's, word for word.
		said := want.Error()[strings.LastIndex(want.Error(), "after #"):]
		if code != 2 || !strings.Contains(stderr, said) {
			t.Errorf("--id %s: exit %d, %q; want exit 2 and the game's words %v", bad, code, stderr, want)
		}
	}
}
