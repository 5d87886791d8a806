package clock

import (
	"testing"

	rules "quintet/rules/clock"
)

// What the machine did, in words, for no, one and several raises and hand moves.
func TestTurnWords(t *testing.T) {
	turn := func(raises, hands int) []rules.Step {
		steps := []rules.Step{{Kind: rules.StepMachine}}
		for i := 0; i < raises; i++ {
			steps = append(steps, rules.Step{Kind: rules.StepRaise})
		}
		for i := 0; i < hands; i++ {
			steps = append(steps, rules.Step{Kind: rules.StepHand})
		}
		return append(steps, rules.Step{Kind: rules.StepPlayer})
	}
	for _, tc := range []struct {
		steps []rules.Step
		want  string
	}{
		{nil, ""},
		{[]rules.Step{{Kind: rules.StepHand}, {Kind: rules.StepPlayer}}, "The hand landed on the largest number: your move again."},
		{turn(0, 0), "The machine raised nothing and left the hand where it was."},
		{turn(0, 1), "The machine raised nothing and moved the hand 1 place."},
		{turn(0, 3), "The machine raised nothing and moved the hand 3 places."},
		{turn(1, 0), "The machine raised 1 number and left the hand where it was."},
		{turn(1, 1), "The machine raised 1 number and moved the hand 1 place."},
		{turn(2, 2), "The machine raised 2 numbers and moved the hand 2 places."},
	} {
		if got := TurnWords(tc.steps); got != tc.want {
			t.Errorf("TurnWords of %d steps = %q, want %q", len(tc.steps), got, tc.want)
		}
	}
}
