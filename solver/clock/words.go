package clock

import (
	"fmt"
	"strings"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
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

// StepWords says what a replayed step does, in words.
func StepWords(st *rules.Step, old int) string {
	switch st.Kind {
	case rules.StepZero:
		return fmt.Sprintf("You zero the %d.", old)
	case rules.StepRaise:
		v := st.After.Digit(st.At)
		return fmt.Sprintf("The machine raises a %d to %d.", v-1, v)
	case rules.StepHand:
		return fmt.Sprintf("The hand moves on, to a %d.", st.After.Digit(st.At))
	case rules.StepPlayer:
		return "The machine stops: your move."
	case rules.StepMachine:
		return "The machine's turn."
	}
	return "Every number is 0: the clock is clear!"
}

// TurnWords says what the machine did in a turn (its steps), once the scene's replay of it is over.
func TurnWords(steps []rules.Step) string {
	raises, hands := 0, 0
	machine := false
	for _, st := range steps {
		switch st.Kind {
		case rules.StepMachine:
			machine = true
		case rules.StepRaise:
			raises++
		case rules.StepHand:
			if machine {
				hands++
			}
		}
	}
	switch {
	case len(steps) == 0:
		return ""
	case !machine && raises == 0:
		return "The hand landed on the largest number: your move again."
	case raises == 0:
		return fmt.Sprintf("The machine raised nothing and %s.", handWords(hands))
	}
	return fmt.Sprintf("The machine raised %s and %s.", puzzle.Plural(raises, "number", "numbers"), handWords(hands))
}

// handWords says how far the machine moved the hand: "moved the hand 2 places", or, when it did not,
// "left the hand where it was".
func handWords(n int) string {
	if n == 0 {
		return "left the hand where it was"
	}
	return "moved the hand " + puzzle.Plural(n, "place", "places")
}
