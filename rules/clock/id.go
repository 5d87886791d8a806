package clock

import (
	"fmt"
	"strconv"
	"strings"
)

// Params writes the size as game-ID parameters, e.g. "n4k2".
func (z Size) Params() string { return "n" + strconv.Itoa(z.N) + "k" + strconv.Itoa(z.K) }

func (z Size) String() string { return z.Params() }

// ParseParams reads game-ID parameters written by Size.Params: "n<numbers>k<largest>", e.g. "n4k2".
func ParseParams(p string) (Size, error) {
	rest, ok := strings.CutPrefix(p, "n")
	ns, ks, ok2 := strings.Cut(rest, "k")
	if !ok || !ok2 {
		return Size{}, fmt.Errorf("parameters %q: want n<numbers>k<largest>, e.g. n4k2", short(p))
	}
	n, err := sizeInt(ns, "n", MinN, MaxN, "a clock has %d to %d numbers")
	if err != nil {
		return Size{}, fmt.Errorf("parameters %q: %v", short(p), err)
	}
	k, err := sizeInt(ks, "k", MinK, MaxK, "the largest number is %d to %d")
	if err != nil {
		return Size{}, fmt.Errorf("parameters %q: %v", short(p), err)
	}
	z, err := NewSize(n, k)
	if err != nil {
		return Size{}, fmt.Errorf("parameters %q: %v", short(p), err)
	}
	return z, nil
}

// RandomSuffix after a size's parameters asks for a random point on its optimal line, drawn from the
// game's seed ("n4k2r"), instead of the classic start of that size ("n4k2", as game IDs have always
// meant). It is a request to Generate, not part of a position: a position's parameters are its size.
const RandomSuffix = "r"

// ParseGameParams reads the parameters a new game is generated from: a size as ParseParams reads it,
// optionally followed by RandomSuffix. random reports whether the suffix was there.
func ParseGameParams(p string) (z Size, random bool, err error) {
	size, random := strings.CutSuffix(p, RandomSuffix)
	if z, err = ParseParams(size); err != nil {
		return Size{}, false, err
	}
	return z, random, nil
}

// sizeInt reads n or k of a size: digits, a number from lo to hi (the rules' limits, which NewSize
// checks with the same words). A number of any length is read as a number, so one too large is told
// its range, not that it is not a number.
func sizeInt(s, name string, lo, hi int, limits string) (int, error) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf("%s = %q is not a number: "+limits, name, short(s), lo, hi)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s = %s is out of range: "+limits, name, short(s), lo, hi)
	}
	return n, nil
}

// smallInt reads a decimal number of at most two digits (enough for every size), so no input can
// overflow.
func smallInt(s string) (int, error) {
	if s == "" || len(s) > 2 || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf("%q is not a number from 0 to 99", s)
	}
	return strconv.Atoi(s)
}

// Desc writes the position as a game-ID description: the numbers clockwise from position 0, then 'h'
// and the hand's position, e.g. "0101h3". It uses only digits and 'h', so it is safe in a URL fragment.
func (c Clock) Desc() string {
	var b strings.Builder
	for i := 0; i < c.size.N; i++ {
		b.WriteByte('0' + byte(c.digits[i]))
	}
	b.WriteByte('h')
	b.WriteString(strconv.Itoa(int(c.hand)))
	return b.String()
}

// ParseDesc reads a description written by Clock.Desc for a clock of size z. The position is the
// player's to move (or won, if every number is 0); see New.
func ParseDesc(z Size, desc string) (Clock, error) {
	ds, hs, ok := strings.Cut(desc, "h")
	if !ok {
		return Clock{}, fmt.Errorf("description %q: want the %d numbers, 'h' and the hand, e.g. %s", short(desc), z.N, example(z))
	}
	if len(ds) != z.N {
		return Clock{}, fmt.Errorf("description %q: %d numbers before 'h', want %d", short(desc), len(ds), z.N)
	}
	digits := make([]int, z.N)
	for i := 0; i < len(ds); i++ {
		d := int(ds[i]) - '0'
		if d < 0 || d > z.K {
			return Clock{}, fmt.Errorf("description %q: number %d is %q, want a digit from 0 to %d", short(desc), i, ds[i], z.K)
		}
		digits[i] = d
	}
	hand, err := smallInt(hs)
	if err != nil || strconv.Itoa(hand) != hs {
		return Clock{}, fmt.Errorf("description %q: the hand %q is not a position 0..%d", short(desc), short(hs), z.N-1)
	}
	c, err := New(z, digits, hand)
	if err != nil {
		return Clock{}, fmt.Errorf("description %q: %v", short(desc), err)
	}
	return c, nil
}

// example is the description of the size's first position, for error messages.
func example(z Size) string {
	c, _ := Begin(z)
	return c.Desc()
}

// short trims what the user typed for an error message that stays on one line.
func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
