package clock

import (
	"sort"

	rules "quintet/rules/clock"
)

// Animation speed, in ticks (60 a second). A hand move, a raise or a zero takes stepTicks; a change
// of turn, which only changes words, takes turnTicks. A turn longer than maxTicks is played faster so
// that it fits, never slower.
const (
	stepTicks = 10.0
	turnTicks = 6.0
	maxTicks  = 120.0
)

// anim replays the steps that led to a position, one at a time.
type anim struct {
	steps  []rules.Step
	before rules.Clock // the clock before the first step
	start  int         // the tick it started
	marks  []float64   // when each step starts and, last, when the last ends, in ticks since start
}

func newAnim(before rules.Clock, steps []rules.Step, start int) *anim {
	a := &anim{steps: steps, before: before, start: start, marks: make([]float64, len(steps)+1)}
	total := 0.0
	for i, st := range steps {
		d := stepTicks
		if st.Kind == rules.StepPlayer || st.Kind == rules.StepMachine {
			d = turnTicks
		}
		total += d
		a.marks[i+1] = total
	}
	if total > maxTicks {
		for i := range a.marks {
			a.marks[i] *= maxTicks / total
		}
	}
	return a
}

// at is where the animation is at tick: the step shown, how far through it (0..1), and whether it
// has ended (as one that is nil has).
func (a *anim) at(tick int) (i int, p float64, done bool) {
	if a == nil || len(a.steps) == 0 {
		return 0, 1, true
	}
	t := max(float64(tick-a.start), 0)
	n := len(a.steps)
	if t >= a.marks[n] {
		return n - 1, 1, true
	}
	i = sort.Search(n, func(j int) bool { return t < a.marks[j+1] }) // the step t is in
	return i, (t - a.marks[i]) / (a.marks[i+1] - a.marks[i]), false
}
