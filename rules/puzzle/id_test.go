package puzzle

import (
	"strings"
	"testing"
)

// Lengths and positions count characters (runes), as the game's text field does: a field of
// MaxIDLength accented letters is not "too long", and a position names the character, not a byte.
func TestParseIDCountsCharacters(t *testing.T) {
	full := "dials:" + strings.Repeat("é", MaxIDLength-len("dials:"))
	if _, err := ParseID(full); err != nil && strings.Contains(err.Error(), "characters long") {
		t.Errorf("%d characters (%d bytes) refused as too long: %v", MaxIDLength, len(full), err)
	}
	if _, err := ParseID(full + "é"); err == nil || !strings.Contains(err.Error(), "is 8193 characters long") {
		t.Errorf("%d characters: %v; want it said to be 8193 characters long", MaxIDLength+1, err)
	}
	if _, err := ParseID("flip:ééé\u00a0x"); err == nil || !strings.Contains(err.Error(), "at position 9") {
		t.Errorf("a no-break space after 8 characters: %v; want position 9", err)
	}
}

// A seed that is not a number is text, hashed to the seed (TextSeed, FNV-1a 64) and written back as
// typed; numeric seeds are the numbers they always were.
func TestTextSeeds(t *testing.T) {
	id, err := ParseID("flip:i7#abc")
	if err != nil || !id.HasSeed || id.SeedText != "abc" || id.Seed != 0xe71fa2190541574b {
		t.Fatalf("flip:i7#abc: %+v, %v", id, err)
	}
	if id.String() != "flip:i7#abc" {
		t.Fatalf("written back as %q", id.String())
	}
	// The value is fixed (FNV-1a computed outside Go): a text seed must open the same game forever.
	if TextSeed("Quintet") != 11262732572238284485 {
		t.Fatalf("TextSeed(Quintet) = %d", TextSeed("Quintet"))
	}
	for in, want := range map[string]ID{
		"flip:i7#17":                   {Puzzle: "flip", Params: "i7", Seed: 17, HasSeed: true},
		"flip:i7#007":                  {Puzzle: "flip", Params: "i7", Seed: 7, HasSeed: true},
		"flip:i7#18446744073709551615": {Puzzle: "flip", Params: "i7", Seed: 1<<64 - 1, HasSeed: true},
		"flip:i7#18446744073709551616": {Puzzle: "flip", Params: "i7", Seed: TextSeed("18446744073709551616"), HasSeed: true, SeedText: "18446744073709551616"},
		"flip:i7#Abc":                  {Puzzle: "flip", Params: "i7", Seed: TextSeed("Abc"), HasSeed: true, SeedText: "Abc"},
		"flip:i7#dtoday":               {Puzzle: "flip", Params: "i7", Seed: TextSeed("dtoday"), HasSeed: true, SeedText: "dtoday"},
		"flip:i7#-1":                   {Puzzle: "flip", Params: "i7", Seed: TextSeed("-1"), HasSeed: true, SeedText: "-1"},
		"flip:i7#a.b_c~!$&'()*+,;=@/?": {Puzzle: "flip", Params: "i7", Seed: TextSeed("a.b_c~!$&'()*+,;=@/?"), HasSeed: true, SeedText: "a.b_c~!$&'()*+,;=@/?"},
		"  dials:n5q5#hello  ":         {Puzzle: "dials", Params: "n5q5", Seed: TextSeed("hello"), HasSeed: true, SeedText: "hello"},
	} {
		got, err := ParseID(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", in, got, err, want)
		}
		if err == nil && want.SeedText != "" && got.String() != strings.TrimSpace(in) {
			t.Errorf("%q written back as %q", in, got.String())
		}
	}
	if a, b := TextSeed("abc"), TextSeed("Abc"); a == b {
		t.Error("text seeds are not case-sensitive")
	}
	long := strings.Repeat("x", MaxSeedText)
	if _, err := ParseID("flip:i7#" + long); err != nil {
		t.Errorf("a seed of %d characters: %v", MaxSeedText, err)
	}
	for in, want := range map[string]string{
		"flip:i7#" + long + "x": "is 65 characters long; a text seed is at most 64",
		"flip:i7#":              "the seed after # is empty",
		"flip:i7#a#b":           `has '#' at its character 2 (it separates the parts of a game ID)`,
		"flip:i7#a:b":           `has ':' at its character 2 (it separates the parts of a game ID)`,
		"flip:i7#50%":           `has '%' at its character 3 (a web address would read it as an escape)`,
		"flip:i7#café":          `has 'é' at its character 4`,
		"flip:i7#a b":           `unexpected character ' ' at position 10`,
		"flip:i7#a\tb":          `unexpected character '\t'`,
		"flip:i7#d1":            "is not a date",
		"flip:i7#d":             "is not a date",
	} {
		if _, err := ParseID(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v; want it to say %q", in, err, want)
		}
	}
}
