package puzzle

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ID is a parsed game ID: "<puzzle>:<params>#<seed>" names a random game, "<puzzle>:<params>#d<date>"
// the daily game of that date (daily.go), "<puzzle>:<params>:<desc>" a specific position, and
// "<puzzle>:<params>" (or just "<puzzle>") asks for a new random game.
type ID struct {
	Puzzle  string
	Params  string
	Seed    uint64
	HasSeed bool
	Desc    string
	HasDesc bool
	Daily   string // the date of a daily game ("2026-11-26"), whose Seed is DailySeed
	// SeedText is a seed the player wrote as text ("abc" in flip:i7#abc), whose Seed is TextSeed of
	// it; the ID is written back with the text. Empty for a numeric seed.
	SeedText string
}

// MaxIDLength bounds a typed or linked game ID; no puzzle needs more.
const MaxIDLength = 8192

// ParseID reads a game ID. It checks the form only; the puzzle's backend checks the parameters and the
// description.
func ParseID(s string) (ID, error) {
	var id ID
	s = strings.TrimSpace(s)
	if s == "" {
		return id, fmt.Errorf("the game ID is empty")
	}
	// Characters are runes, as in the game's text field, which holds MaxIDLength of them.
	if n := utf8.RuneCountInString(s); n > MaxIDLength {
		return id, fmt.Errorf("the game ID is %d characters long; at most %d", n, MaxIDLength)
	}
	pos := 0
	for _, r := range s {
		pos++
		if r == unicode.ReplacementChar || unicode.IsSpace(r) || !unicode.IsPrint(r) {
			return id, fmt.Errorf("the game ID has an unexpected character %q at position %d", r, pos)
		}
	}
	name, rest, hasRest := strings.Cut(s, ":")
	id.Puzzle = strings.ToLower(name)
	if id.Puzzle == "" || strings.TrimFunc(id.Puzzle, func(r rune) bool { return r >= 'a' && r <= 'z' }) != "" {
		return id, fmt.Errorf("game ID %q: it should start with a puzzle name and a colon, e.g. dials:n5q5#1", clip(s))
	}
	if !hasRest {
		return id, nil
	}
	if params, seed, ok := strings.Cut(rest, "#"); ok {
		if strings.Contains(params, ":") {
			return id, fmt.Errorf("game ID %q: a seed (after #) and a description (after the second colon) cannot both be given", clip(s))
		}
		if date, ok := strings.CutPrefix(seed, "d"); ok && (date == "" || date[0] >= '0' && date[0] <= '9') {
			id.Params = params
			return id, parseDaily(&id, s, date)
		}
		id.Params = params
		if n, err := strconv.ParseUint(seed, 10, 64); err == nil && allDigits(seed) {
			id.Seed, id.HasSeed = n, true
			return id, nil
		}
		if err := checkSeedText(seed); err != nil {
			return id, fmt.Errorf("game ID %q: %v", clip(s), err)
		}
		id.Seed, id.HasSeed, id.SeedText = TextSeed(seed), true, seed
		return id, nil
	}
	id.Params, id.Desc, id.HasDesc = rest, "", false
	if params, desc, ok := strings.Cut(rest, ":"); ok {
		id.Params, id.Desc, id.HasDesc = params, desc, true
	}
	return id, nil
}

// String writes the ID back in its canonical form.
func (id ID) String() string {
	switch {
	case id.HasSeed && id.Daily != "":
		return fmt.Sprintf("%s:%s#d%s", id.Puzzle, id.Params, id.Daily)
	case id.HasSeed && id.SeedText != "":
		return id.Puzzle + ":" + id.Params + "#" + id.SeedText
	case id.HasSeed:
		return fmt.Sprintf("%s:%s#%d", id.Puzzle, id.Params, id.Seed)
	case id.HasDesc:
		return id.Puzzle + ":" + id.Params + ":" + id.Desc
	case id.Params != "":
		return id.Puzzle + ":" + id.Params
	}
	return id.Puzzle
}

// Text seeds. A seed is a number from 0 to 18446744073709551615, written in decimal digits, which is the
// seed itself; or "d" and a date, a daily game (daily.go); or text, as Simon Tatham's puzzles take any
// text: a word of at most MaxSeedText characters, each an ASCII letter or digit or one of SeedPunct,
// whose seed is TextSeed of it. The characters are those a web address carries as they are, so the
// address of a game names it unchanged; '#' and ':' are the ID's own separators, '%' would read as an
// escape in an address, and spaces end a word. Text is case-sensitive ("Abc" is not "abc"); digits
// alone are always the number, so every numeric ID opens the game it always did (leading zeros
// included: #007 is #7), and a seed of digits too large for 64 bits is text.

// MaxSeedText bounds a text seed, in characters.
const MaxSeedText = 64

// SeedPunct is the punctuation a text seed may hold besides letters and digits.
const SeedPunct = "-._~!$&'()*+,;=@/?"

// TextSeed is the seed of a text seed: the 64-bit FNV-1a hash of its bytes (the hash DailySeed uses,
// which the browser build links anyway: no cryptographic hash is needed, nor linked, for a seed). It
// is fixed: "abc" is 0xe71fa2190541574b on every platform, in every build.
func TextSeed(text string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(text))
	return h.Sum64()
}

// checkSeedText says what is wrong with a text seed, or nil.
func checkSeedText(seed string) error {
	if seed == "" {
		return fmt.Errorf("the seed after # is empty: write a number or a word, e.g. #1 or #abc")
	}
	if n := utf8.RuneCountInString(seed); n > MaxSeedText {
		return fmt.Errorf("the seed after # is %d characters long; a text seed is at most %d", n, MaxSeedText)
	}
	pos := 0
	for _, r := range seed {
		pos++
		if r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(SeedPunct, r)) {
			continue
		}
		why := ""
		switch r {
		case '#', ':':
			why = " (it separates the parts of a game ID)"
		case '%':
			why = " (a web address would read it as an escape)"
		}
		return fmt.Errorf("the seed %q after # has %q at its character %d%s; a seed is a number, or a word of letters A–Z and a–z, digits and %s", clip(seed), r, pos, why, SeedPunct)
	}
	return nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// PositionID is the specific ID of a position of backend b.
func PositionID(b Backend, p Position) ID {
	return ID{Puzzle: b.Info().Name, Params: p.Params(), Desc: p.Desc(), HasDesc: true}
}

// clip shortens long input in messages.
func clip(s string) string {
	if len(s) > 48 {
		return s[:48] + "…"
	}
	return s
}

// Open makes the position a game ID names with backend b: a new game for params#seed, the described
// position otherwise. The ID must name b's puzzle.
func Open(b Backend, id ID) (Position, error) {
	if id.Puzzle != b.Info().Name {
		return nil, fmt.Errorf("game ID %q is not a %s", clip(id.String()), b.Info().AGame())
	}
	switch {
	case id.HasSeed:
		return b.Generate(id.Params, id.Seed)
	case id.HasDesc:
		return b.Decode(id.Params, id.Desc)
	}
	return b.Generate(id.Params, 1)
}
