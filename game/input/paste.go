package input

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxMarks is the most combining marks (accents and the like) a field keeps on one character: enough
// for any script's real text, few enough that a character stays within its line.
const MaxMarks = 4

// IsMark reports whether r is a combining mark, drawn over or under the character before it.
func IsMark(r rune) bool { return unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) }

// ErrTooManyMarks is a typed combining mark refused because the character already has MaxMarks.
var ErrTooManyMarks = errors.New("that character already has as many accents as a field keeps")

// maxPasteBytes is how much of a pasted text is looked at: a clipboard may hold megabytes, a field a line.
const maxPasteBytes = 64 << 10

// CleanPaste makes text from the clipboard, which anyone may have put there, fit for a one-line field
// of at most max characters (0: no limit): surrounding spaces and line breaks go, and the rest is
// cleaned as Sanitize does. It returns the text, how many characters it removed (not counting the
// surrounding spaces) and whether the text was cut to fit.
func CleanPaste(text string, max int) (clean string, removed int, cut bool) {
	if len(text) > maxPasteBytes {
		// A character split by the cut is removed below like any other broken byte.
		text, cut = text[:maxPasteBytes], true
	}
	clean, removed, cut2 := Sanitize(strings.TrimFunc(text, unicode.IsSpace), max)
	// What is left may start or end with a space that stood next to a removed character.
	return strings.TrimFunc(clean, unicode.IsSpace), removed, cut || cut2
}

// Sanitize removes from text what a one-line field must not hold: bytes that are not UTF-8, control
// characters (tabs and line breaks among them), invisible format characters (bidirectional
// overrides, zero-width spaces), which could make the field show something other than what it holds,
// and combining marks beyond MaxMarks on one character (thousands stacked on one letter draw far
// outside any box); then it cuts the text to max characters (0: no limit). Characters are runes, as
// everywhere in a TextField. It returns the text, how many characters it removed and whether it cut.
func Sanitize(text string, max int) (clean string, removed int, cut bool) {
	var b strings.Builder
	n, marks := 0, 0
	for i, w := 0, 0; i < len(text); i += w {
		r, size := utf8.DecodeRuneInString(text[i:])
		w = size
		if (r == utf8.RuneError && size == 1) || unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) {
			removed++
			continue
		}
		if IsMark(r) {
			if marks == MaxMarks {
				removed++
				continue
			}
			marks++
		} else {
			marks = 0
		}
		if max > 0 && n == max {
			return b.String(), removed, true
		}
		b.WriteRune(r)
		n++
	}
	return b.String(), removed, false
}

// Paste replaces the field's text with pasted text, cleaned as CleanPaste does and offered to Accept
// character by character (a refused character is removed), and puts the caret at its end. It returns
// how many characters were removed and whether the text was cut to fit.
func (t *TextField) Paste(text string) (removed int, cut bool) {
	clean, removed, cut := CleanPaste(text, t.Max)
	if t.Accept != nil {
		var rs []rune
		for _, r := range clean {
			if a, err := t.Accept(string(rs), r); err == nil {
				rs = append(rs, a)
			} else {
				removed++
			}
		}
		clean = string(rs)
	}
	t.Set(clean)
	return removed, cut
}
