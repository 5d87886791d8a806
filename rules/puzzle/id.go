package puzzle

import (
	"fmt"
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
		if date, ok := strings.CutPrefix(seed, "d"); ok {
			id.Params = params
			return id, parseDaily(&id, s, date)
		}
		n, err := strconv.ParseUint(seed, 10, 64)
		if err != nil {
			return id, fmt.Errorf("game ID %q: the seed %q after # is not a whole number from 0 to 18446744073709551615", clip(s), clip(seed))
		}
		id.Params, id.Seed, id.HasSeed = params, n, true
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
	case id.HasSeed:
		return fmt.Sprintf("%s:%s#%d", id.Puzzle, id.Params, id.Seed)
	case id.HasDesc:
		return id.Puzzle + ":" + id.Params + ":" + id.Desc
	case id.Params != "":
		return id.Puzzle + ":" + id.Params
	}
	return id.Puzzle
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
