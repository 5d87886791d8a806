package clock

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Every rule the help's first page states holds in the rules, on every step of random games of many
// sizes: where the hand stops on k you move; below k the machine raises the number by one and moves the
// hand on, or leaves it, and then you move, except on a 0, which the hand passes unraised: you never
// move on a 0. The classic game's 0X0X (quintet-solve clock play --moves 0X0X) passes such a 0.
func TestRulesTextHolds(t *testing.T) {
	for _, want := range []string{"If it lands on a k, you move again.", "raises the number by one and moves the hand on, or leaves it: then you move, except on a 0, which the hand passes unraised."} {
		if !strings.Contains(Rules, want) {
			t.Errorf("the rules do not say %q: %s", want, Rules)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	passedZero := 0
	for n := 2; n <= 6; n++ {
		for k := 1; k <= 4; k++ {
			z, err := NewSize(n, k)
			if err != nil {
				t.Fatal(err)
			}
			for game := 0; game < 20; game++ {
				c, steps := Begin(z)
				all := steps
				for move := 0; move < 200 && c.Turn() == Player; move++ {
					m := Pass
					if r.IntN(3) == 0 {
						m = Zero
					}
					var more []Step
					if c, more, err = c.Play(m); err != nil {
						t.Fatal(err)
					}
					all = append(all, more...)
				}
				passedZero += checkSteps(t, z, all)
			}
		}
	}
	if passedZero == 0 {
		t.Error("no game passed an unraised 0")
	}
	c, _ := Begin(Size{N: 4, K: 2})
	var all []Step
	for _, m := range []Move{Zero, Pass, Zero, Pass} {
		var more []Step
		var err error
		if c, more, err = c.Play(m); err != nil {
			t.Fatal(err)
		}
		all = append(all, more...)
	}
	if checkSteps(t, Size{N: 4, K: 2}, all) == 0 {
		t.Error("0X0X from the classic start passes no unraised 0")
	}
}

// checkSteps checks what follows each hand move in steps and returns how many times the hand passed a
// 0 that the machine left unraised.
func checkSteps(t *testing.T, z Size, steps []Step) int {
	t.Helper()
	passed := 0
	for i, st := range steps {
		if st.Kind == StepPlayer && st.After.Digit(st.After.Hand()) == 0 {
			t.Fatalf("%v: the player moves on a 0: %v", z, st.After.Digits())
		}
		if st.Kind != StepHand || i+1 >= len(steps) {
			continue
		}
		under := st.After.Digit(st.At)
		// What comes next, the turn's passing to the machine aside.
		j := i + 1
		for j < len(steps) && steps[j].Kind == StepMachine {
			j++
		}
		if j >= len(steps) {
			continue
		}
		next := steps[j]
		switch {
		case under == z.K:
			if st.After.Turn() != Player {
				t.Fatalf("%v: the hand stopped on k = %d and it is not the player's move", z, z.K)
			}
		case next.Kind == StepRaise:
			if next.After.Digit(st.At) != under+1 || j+1 >= len(steps) || steps[j+1].Kind != StepHand {
				t.Fatalf("%v: a raise of %d is not by one followed by the hand moving on", z, under)
			}
		case next.Kind == StepPlayer:
			if under == 0 {
				t.Fatalf("%v: the machine left a 0 and the player moves on it", z)
			}
		case next.Kind == StepHand:
			if under != 0 {
				t.Fatalf("%v: the hand passed a %d, not a 0, without anyone moving", z, under)
			}
			passed++
		case next.Kind == StepWon:
		default:
			t.Fatalf("%v: after the hand stopped on %d came %v", z, under, next.Kind)
		}
	}
	return passed
}
