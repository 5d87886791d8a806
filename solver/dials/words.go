package dials

import (
	"fmt"
	"strings"

	"quintet/rules/dials"
)

// The position in words, for a screen reader (the game's live region reads these).

func letters(w dials.Word) string {
	s := make([]string, len(w))
	for i, v := range w {
		s[i] = dials.FormatWord(dials.Word{v})
	}
	return strings.Join(s, " ")
}

func (p Position) matches() int {
	n := 0
	for j := range p.Now {
		if p.Now[j] == p.Target[j] {
			n++
		}
	}
	return n
}

// Words is the whole position: the displays, the target and what each button adds.
func (p Position) Words() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Displays: %s. Target: %s. %d of %d match. ", letters(p.Now), letters(p.Target), p.matches(), p.N)
	for i, row := range p.M {
		sig := make([]string, len(row))
		for j, d := range row {
			sig[j] = fmt.Sprint(d)
		}
		fmt.Fprintf(&b, "Button %d turns the displays by %s. ", i+1, strings.Join(sig, " "))
	}
	return strings.TrimSpace(b.String())
}

// MoveWords says what pressing button move did.
func (p Position) MoveWords(move string) string {
	return fmt.Sprintf("You pressed button %s: displays now %s; %d of %d match.", move, letters(p.Now), p.matches(), p.N)
}

// CellWords names a button and what Enter would do.
func (p Position) CellWords(move string) string {
	var b int
	if _, err := fmt.Sscan(move, &b); err != nil || b < 1 || b > p.N {
		return ""
	}
	sig := make([]string, p.N)
	for j, d := range p.M[b-1] {
		sig[j] = fmt.Sprint(d)
	}
	return fmt.Sprintf("Button %d, turns the displays by %s: Enter presses it.", b, strings.Join(sig, " "))
}
