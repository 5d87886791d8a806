package main

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Messages quote what the user typed so they can see what was wrong, but never at length and never
// raw: a 100 KB salt or a string of terminal escape codes comes back as a short, escaped excerpt.

const (
	// excerptRunes is how many characters of an input a message quotes at most.
	excerptRunes = 40
	// excerptBytes bounds the quoted form of an excerpt (escapes make characters longer).
	excerptBytes = 96
	// maxLine bounds a whole stderr line, prefix included, before its newline.
	maxLine = 280
)

// excerpt quotes s for a message, Go-style (control characters, invalid UTF-8 and quotes escaped).
// Input longer than excerptRunes characters is cut, and the cut says how long the whole was:
// "aaaa…"…(100000 bytes).
func excerpt(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	i, runes := 0, 0
	for i < len(s) && runes < excerptRunes && b.Len() < excerptBytes {
		_, size := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+size])
		b.WriteString(q[1 : len(q)-1])
		i += size
		runes++
	}
	b.WriteByte('"')
	if i < len(s) {
		b.WriteString("…(" + strconv.Itoa(len(s)) + " bytes)")
	}
	return b.String()
}

// tidy makes any message safe to print as one short line: quoted strings in it become excerpts (long
// ones come from a library that quotes its whole input), characters that are not printable are
// escaped (so a newline cannot start a second line nor an escape code reach the terminal), and the
// line is cut at maxLine bytes. Messages the verbs build with excerpt pass through unchanged.
func tidy(msg string) string {
	var b strings.Builder
	for i := 0; i < len(msg); {
		if msg[i] == '"' {
			if q, err := strconv.QuotedPrefix(msg[i:]); err == nil {
				// Quoted again: a short string comes out as it went in (in canonical escapes, raw bytes
				// a library left unescaped now escaped), a long one as an excerpt.
				s, _ := strconv.Unquote(q)
				b.WriteString(excerpt(s))
				i += len(q)
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(msg[i:])
		if (r == utf8.RuneError && size == 1) || !strconv.IsPrint(r) {
			q := strconv.Quote(msg[i : i+size])
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteString(msg[i : i+size])
		}
		i += size
	}
	out := b.String()
	if len(out) > maxLine {
		cut := maxLine
		for cut > 0 && !utf8.RuneStart(out[cut]) {
			cut--
		}
		out = out[:cut] + "…"
	}
	return out
}
