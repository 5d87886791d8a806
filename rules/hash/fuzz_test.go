package hash

import (
	"strings"
	"testing"
)

// FuzzSalt: no panic, and a salt is accepted exactly when it is short enough and made of letters,
// digits, '(', ')' and ','.
func FuzzSalt(f *testing.F) {
	for _, s := range []string{"", "abc", "(1,2)", "a b", "é", "\xff", strings.Repeat("z", 65), "a_b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		err := CheckSalt(s)
		ok := len(s) <= MaxSaltLen
		for i := 0; i < len(s); i++ {
			ok = ok && strings.IndexByte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789(),", s[i]) >= 0
		}
		if (err == nil) != ok {
			t.Fatalf("CheckSalt(%q) = %v", s, err)
		}
	})
}

// FuzzMove: no panic; whatever parses is on the board and writes itself back the same way.
func FuzzMove(f *testing.F) {
	for _, s := range []string{"8,15", "(8,15)", "8.15", "16,16", "0,1", "08,1", "", "-1", "8,", "99999999999,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		if m.X() < 1 || m.X() > Size || m.Y() < 1 || m.Y() > Size {
			t.Fatalf("ParseMove(%q) = %v off the board", s, m)
		}
		if back, err := ParseMove(FormatMove(m)); err != nil || back != m {
			t.Fatalf("%v written %q reads back as %v, %v", m, FormatMove(m), back, err)
		}
	})
}

// FuzzDesc: no panic; whatever parses is a legal game that writes itself back the same way.
func FuzzDesc(f *testing.F) {
	for _, s := range []string{"", "abc", "abc_8.15-8.14-7.14-7.13", "_8.15", "abc_", "abc_8.15--8.14", "a(1,2)_9.16-10.16", "abc_8,15"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, desc string) {
		g, err := ParseDesc(desc)
		if err != nil {
			return
		}
		h, err := ParseDesc(g.Desc())
		if err != nil || h.Desc() != g.Desc() || h.State != g.State {
			t.Fatalf("%q re-parsed from %q: %v", g.Desc(), desc, err)
		}
		if strings.ContainsAny(g.Desc(), "# \t\n:") {
			t.Fatalf("desc %q holds a character a game ID cannot", g.Desc())
		}
	})
}
