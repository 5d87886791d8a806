package clock

import (
	"fmt"
	"strings"

	rules "quintet/rules/clock"
)

// The position in words, for a screen reader (the game's live region reads these).

func numbers(v []int) string {
	s := make([]string, len(v))
	for i, d := range v {
		s[i] = fmt.Sprint(d)
	}
	return strings.Join(s, ", ")
}

// Words is the whole clock read clockwise from the hand.
func (p Position) Words() string {
	v := p.View()
	s := fmt.Sprintf("%d numbers from 0 to %d. Clockwise from the hand: %s. Under the hand: %d.", len(v), p.clock.Size().K, numbers(v), v[0])
	if p.Turn() == rules.Player {
		s += " Your move: 0 zeroes it, X passes."
	}
	return s
}

// MoveWords says what the last turn did: your move and how many numbers the machine raised.
func (p Position) MoveWords(move string) string {
	raised := 0
	for _, st := range p.steps {
		if st.Kind == rules.StepRaise {
			raised++
		}
	}
	s := "You passed"
	if move == "0" {
		s = "You zeroed the number under the hand"
	}
	if raised > 0 {
		s += fmt.Sprintf("; the machine raised %d %s", raised, map[bool]string{true: "number", false: "numbers"}[raised == 1])
	}
	v := p.View()
	return s + fmt.Sprintf(". Clockwise from the hand: %s.", numbers(v))
}

// CellWords says what Enter would do on the selected button.
func (p Position) CellWords(move string) string {
	switch move {
	case "0":
		return fmt.Sprintf("Zero: Enter sets the %d under the hand to 0.", p.View()[0])
	case "X", "x":
		return "Pass: Enter keeps the number and lets the hand move on."
	}
	return ""
}
