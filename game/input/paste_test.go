package input

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestCleanPaste(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		max     int
		want    string
		removed int
		cut     bool
	}{
		{"an ID as it is", "dials:n5q5#1", 200, "dials:n5q5#1", 0, false},
		{"a copied line's newline goes quietly", "dials:n5q5#1\n", 200, "dials:n5q5#1", 0, false},
		{"surrounding spaces and CRLF go quietly", "  \tclock:n4k2#3\r\n", 200, "clock:n4k2#3", 0, false},
		{"a tab inside is a control character", "dials:\tn5q5#1", 200, "dials:n5q5#1", 1, false},
		{"escape sequences lose their ESC", "\x1b[31mred", 200, "[31mred", 1, false},
		{"NUL and DEL", "a\x00b\x7fc", 200, "abc", 2, false},
		{"C1 controls", "a\u0085b\u009bc", 200, "abc", 2, false},
		{"a bidirectional override", "hash:number:\u202eabc", 200, "hash:number:abc", 1, false},
		{"zero-width space and joiner", "dials\u200b:n5q5\u200d#1", 200, "dials:n5q5#1", 2, false},
		{"line and paragraph separators", "a\u2028b\u2029c", 200, "abc", 2, false},
		{"bytes that are not UTF-8", "a\xffb\xc3", 200, "ab", 2, false},
		{"letters of any script stay", "hash:number:größe·日本", 200, "hash:number:größe·日本", 0, false},
		{"cut to the field's limit, in characters", "ääääää", 4, "ääää", 0, true},
		{"exactly the limit is not cut", "abcd", 4, "abcd", 0, false},
		{"no limit", strings.Repeat("x", 500), 0, strings.Repeat("x", 500), 0, false},
		{"only controls", "\x01\x02\n", 200, "", 2, false},
		{"empty", "", 200, "", 0, false},
		{"a space left next to a removed character goes too", "abc \x01", 200, "abc", 1, false},
		{"megabytes are cut before they are looked at", strings.Repeat("y", 1<<20), 0, strings.Repeat("y", maxPasteBytes), 0, true},
	}
	for _, tc := range tests {
		got, removed, cut := CleanPaste(tc.in, tc.max)
		if got != tc.want || removed != tc.removed || cut != tc.cut {
			t.Errorf("%s: CleanPaste(%.40q, %d) = %.40q, %d removed, cut %v; want %.40q, %d, %v", tc.name, tc.in, tc.max,
				got, removed, cut, tc.want, tc.removed, tc.cut)
		}
	}
}

func TestPasteReplacesTheField(t *testing.T) {
	f := TextField{Text: "dials:n5q5#1", Caret: 3, Max: 10}
	removed, cut := f.Paste("flip:i3#12345\n")
	if f.Text != "flip:i3#12" || f.Caret != 10 || removed != 0 || !cut {
		t.Fatalf("paste: %q caret %d, %d removed, cut %v", f.Text, f.Caret, removed, cut)
	}
	// A field that refuses some characters has them removed, and says how many.
	digits := TextField{Accept: func(_ string, r rune) (rune, error) {
		if r < '0' || r > '9' {
			return 0, errors.New("digits only")
		}
		return r, nil
	}}
	removed, cut = digits.Paste("1a2b3")
	if digits.Text != "123" || removed != 2 || cut {
		t.Fatalf("digits field: %q, %d removed, cut %v", digits.Text, removed, cut)
	}
}

// FuzzCleanPaste: whatever the clipboard holds, the field gets valid UTF-8 within its limit, with no
// control or format characters and no surrounding spaces, and cleaning it again changes nothing.
func FuzzCleanPaste(f *testing.F) {
	for _, s := range []string{"dials:n5q5#1\n", "a\u202eb", "\xff\xfe", " \t ", "ääää"} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, in string, max int) {
		max = max & 0xff
		got, removed, _ := CleanPaste(in, max)
		if !utf8.ValidString(got) {
			t.Fatalf("not UTF-8: %q", got)
		}
		if max > 0 && utf8.RuneCountInString(got) > max {
			t.Fatalf("%d characters, limit %d", utf8.RuneCountInString(got), max)
		}
		if strings.TrimFunc(got, unicode.IsSpace) != got {
			t.Fatalf("surrounding space left: %q", got)
		}
		for _, r := range got {
			if unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) {
				t.Fatalf("%U left in %q", r, got)
			}
		}
		if removed < 0 || removed > len(in) {
			t.Fatalf("removed %d of %d bytes", removed, len(in))
		}
		again, removed2, cut2 := CleanPaste(got, max)
		if again != got || removed2 != 0 || cut2 {
			t.Fatalf("not stable: %q → %q (%d removed, cut %v)", got, again, removed2, cut2)
		}
	})
}

// Sanitize keeps spaces (it cleans what is typed, where a space may be on its way to something), and
// removes and cuts as CleanPaste does.
func TestSanitize(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		max      int
		removed  int
		cut      bool
	}{
		{"hash:number:a b ", "hash:number:a b ", 0, 0, false},
		{"a\x1bb\u202ec\n", "abc", 0, 3, false},
		{"abcdef", "abc", 3, 0, true},
		{"ab\x00cdef", "abc", 3, 1, true},
	} {
		got, removed, cut := Sanitize(tc.in, tc.max)
		if got != tc.want || removed != tc.removed || cut != tc.cut {
			t.Errorf("Sanitize(%q, %d) = %q, %d, %v; want %q, %d, %v", tc.in, tc.max, got, removed, cut, tc.want, tc.removed, tc.cut)
		}
	}
}

// Combining marks stack on the character before them: 5,000 of them on one letter drew over the
// dialog's title bar. A pasted text keeps MaxMarks on each character and counts the rest removed;
// marks on different characters are each kept, and real accented text is untouched.
func TestCleanPasteLimitsMarks(t *testing.T) {
	acute := "\u0301"
	for _, tc := range []struct {
		name, in, want string
		removed        int
	}{
		{"5,000 marks on one letter", "a" + strings.Repeat(acute, 5000), "a" + strings.Repeat(acute, MaxMarks), 5000 - MaxMarks},
		{"marks on each letter", strings.Repeat("e"+acute+acute, 10), strings.Repeat("e"+acute+acute, 10), 0},
		{"Vietnamese", "Tiếng Việt", "Tiếng Việt", 0},
		{"decomposed Vietnamese", "e\u0302\u0301", "e\u0302\u0301", 0},
		{"enclosing marks too", "x" + strings.Repeat("\u20dd", 9), "x" + strings.Repeat("\u20dd", MaxMarks), 9 - MaxMarks},
		{"marks with nothing before them", strings.Repeat(acute, 7) + "b", strings.Repeat(acute, MaxMarks) + "b", 7 - MaxMarks},
	} {
		got, removed, _ := CleanPaste(tc.in, 0)
		if got != tc.want || removed != tc.removed {
			t.Errorf("%s: %d runes, %d removed; want %d runes, %d removed", tc.name, utf8.RuneCountInString(got), removed, utf8.RuneCountInString(tc.want), tc.removed)
		}
	}
}
