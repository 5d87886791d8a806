package store

import (
	"errors"
	"fmt"
	"regexp"
	"testing"
)

// validName accepts exactly what ^[a-z][a-z0-9-]{0,31}$ matches: every string of up to 34 bytes built
// from a few boundary characters, and some longer and non-ASCII ones.
func TestValidNameAsPattern(t *testing.T) {
	re := regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)
	alphabet := []string{"a", "z", "0", "9", "-", "A", "_", "`", "{", "/", ":", "é", " "}
	cases := []string{"", "settings", "stats", "hash", "a-", "a0", "0a", "-a", "Ab", "ab\n", "a\x00"}
	for _, a := range alphabet {
		for _, b := range alphabet {
			cases = append(cases, a+b, a+"bc"+b)
		}
	}
	for n := 28; n <= 34; n++ {
		s := "a"
		for len(s) < n {
			s += "b"
		}
		cases = append(cases, s, s+"-", "9"+s)
	}
	for _, c := range cases {
		if got, want := validName(c), re.MatchString(c); got != want {
			t.Errorf("validName(%q) = %v, the pattern says %v", c, got, want)
		}
	}
}

// Unreadable finds an *UnreadableError itself or wrapped, and says no for nil, not found and others.
func TestUnreadable(t *testing.T) {
	ue := &UnreadableError{Name: "hash", Err: errors.New("bad")}
	for _, c := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{ErrNotFound, false},
		{fmt.Errorf("load: %w", ErrNotFound), false},
		{errors.New("other"), false},
		{ue, true},
		{fmt.Errorf("load: %w", ue), true},
	} {
		u, ok := Unreadable(c.err)
		if ok != c.want || (ok && u != ue) {
			t.Errorf("Unreadable(%v) = %v, %v; want %v", c.err, u, ok, c.want)
		}
	}
}
