package midend

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"unicode/utf8"
)

// Every text the midend hands the screen is bounded here first: a notice quoting a damaged save's
// field, a path under a very long -config folder, an error from a rules package that quotes what it
// was given. Laying out text costs time in its length on every frame that shows it, and no sentence a
// player reads needs more than a few hundred characters; the whole text goes to standard error (the
// browser's console), where it can be copied.

const (
	// ShownRunes is the most characters of one message the screen is given.
	ShownRunes = 400
	// shownWord is the most characters of one word (a run without spaces: a path, a quoted field) kept
	// whole; a longer one keeps its start and its end, so a path still says where it leads.
	shownWord = 120
	wordHead  = 80
	wordTail  = 30
	// A message still over ShownRunes keeps its start and its end (where a notice says what was done).
	// A bounded text with wholeWhere after it is within ShownRunes, so bounding twice cuts nothing more.
	textHead = 250
	textTail = 100
)

// Bounded returns s as the screen shows it, at most ShownRunes characters with "…" where it was cut,
// and whether it was cut. It runs in time linear in s.
func Bounded(s string) (string, bool) {
	if utf8.RuneCountInString(s) <= shownWord {
		return s, false
	}
	var b strings.Builder
	cut := false
	for i := 0; i < len(s); {
		// A word: the characters up to the next space.
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		w := s[i:j]
		if n := utf8.RuneCountInString(w); n > shownWord {
			b.WriteString(headRunes(w, wordHead))
			b.WriteString("…")
			b.WriteString(tailRunes(w, wordTail))
			cut = true
		} else {
			b.WriteString(w)
		}
		// And the spaces after it.
		for i = j; i < len(s) && s[i] == ' '; i++ {
			b.WriteByte(' ')
		}
	}
	out := b.String()
	if utf8.RuneCountInString(out) > ShownRunes {
		out = strings.TrimRight(headRunes(out, textHead), " ") + " … " + strings.TrimLeft(tailRunes(out, textTail), " ")
		cut = true
	}
	return out, cut
}

// bounded is Bounded for a message about to be shown: a cut text says where the whole is, and the
// whole is written there. A text cut before (an error bounded by LoadID, then quoted in a message) is
// not cut again.
func bounded(s string) string {
	shown, cut := shownText(s)
	if cut {
		fmt.Fprintln(os.Stderr, "quintet:", s)
	}
	return shown
}

// shownText is s bounded with wholeWhere after it when cut, and whether it was cut now.
func shownText(s string) (string, bool) {
	body, before := strings.CutSuffix(s, wholeWhere)
	shown, cut := Bounded(body)
	if cut || before {
		shown += wholeWhere
	}
	return shown, cut
}

// wholeWhere says where the whole of a cut text is.
var wholeWhere = map[bool]string{false: " (The whole text is on standard error.)",
	true: " (The whole text is in the browser's console.)"}[runtime.GOOS == "js"]

// headRunes is s's first n characters (all of s when shorter).
func headRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// tailRunes is s's last n characters (all of s when shorter).
func tailRunes(s string, n int) string {
	i := len(s)
	for ; i > 0 && n > 0; n-- {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
	}
	return s[i:]
}

// shownError is an error whose message is bounded for the screen; errors.Is and As still see the
// error it bounds.
type shownError struct {
	shown string
	err   error
}

func (e *shownError) Error() string { return e.shown }
func (e *shownError) Unwrap() error { return e.err }

// boundErr bounds err's message for the screen (nil stays nil).
func boundErr(err error) error {
	if err == nil {
		return nil
	}
	s := err.Error()
	if _, cut := Bounded(s); !cut {
		return err
	}
	return &shownError{shown: bounded(s), err: err}
}
