package main

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestExcerpt(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `""`},
		{"abc", `"abc"`},
		{strings.Repeat("a", 40), `"` + strings.Repeat("a", 40) + `"`},
		{strings.Repeat("a", 41), `"` + strings.Repeat("a", 40) + `"…(41 bytes)`},
		{"say \"hi\"", `"say \"hi\""`},
		{"\x1b[2J\r\n\x00", `"\x1b[2J\r\n\x00"`},
		{"\xff\xfe", `"\xff\xfe"`},
		{"é→✓", `"é→✓"`},
		{"\u202eevil", `"\u202eevil"`}, // a right-to-left override is escaped, not obeyed
		{strings.Repeat("\x00", 100), `"` + strings.Repeat(`\x00`, 24) + `"…(100 bytes)`},
	}
	for _, tc := range tests {
		if got := excerpt(tc.in); got != tc.want {
			t.Errorf("excerpt(%.60q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestTidy(t *testing.T) {
	long := strings.Repeat("x", 500)
	tests := []struct{ in, want string }{
		{"plain message", "plain message"},
		{"two\nlines\r", `two\nlines\r`},
		{"tab\there", `tab\there`},
		{`short "quoted" stays`, `short "quoted" stays`},
		{`word "` + long + `" is too long`, `word "` + strings.Repeat("x", 40) + `"…(500 bytes) is too long`},
		{`unbalanced "quote` + "\x1b", `unbalanced "quote\x1b`},
		{"bad byte \xff here", `bad byte \xff here`},
		{long, strings.Repeat("x", maxLine) + "…"},
	}
	for _, tc := range tests {
		if got := tidy(tc.in); got != tc.want {
			t.Errorf("tidy(%.60q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

// FuzzExcerptAndTidy: whatever the input, an excerpt is a short quoted prefix of it, and a tidied
// message is one short printable line.
func FuzzExcerptAndTidy(f *testing.F) {
	f.Add("abc")
	f.Add(`a "quoted \"x\"" b`)
	f.Add("\x1b[31m\r\n\xff\u202e")
	f.Fuzz(func(t *testing.T, s string) {
		e := excerpt(s)
		quoted, err := strconv.QuotedPrefix(e)
		if err != nil {
			t.Fatalf("excerpt(%q) = %s does not start with a quoted string: %v", s, e, err)
		}
		prefix, _ := strconv.Unquote(quoted)
		if !strings.HasPrefix(s, prefix) || (prefix != s && e != quoted+"…("+strconv.Itoa(len(s))+" bytes)") || (prefix == s && e != quoted) {
			t.Fatalf("excerpt(%q) = %s", s, e)
		}
		if len(e) > excerptBytes+40 {
			t.Fatalf("excerpt(%q) is %d bytes", s, len(e))
		}
		for _, m := range []string{s, "msg: " + s + " end", e} {
			got := tidy(m)
			if !utf8.ValidString(got) || len(got) > maxLine+len("…") {
				t.Fatalf("tidy(%q) = %q: not short, valid text", m, got)
			}
			for _, r := range got {
				if !strconv.IsPrint(r) {
					t.Fatalf("tidy(%q) = %q holds %U", m, got, r)
				}
			}
		}
		if tidy(e) != e {
			t.Fatalf("tidy changed the excerpt %s to %s", e, tidy(e))
		}
	})
}
