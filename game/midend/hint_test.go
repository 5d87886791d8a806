package midend

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"quintet/game/input"
	"quintet/game/store"
	"quintet/rules/puzzle"
	"quintet/solver/dials"
	template "quintet/solver/template"
)

// The hint nudges before it tells, in every puzzle and the template: the first H shows the next move
// alone (a scene is handed no more of the line) with the moves left and why; Shift+H then shows the
// whole solution where there is one, and is never the first thing shown; H again plays the move.
func TestHintNudgesBeforeItTells(t *testing.T) {
	all := append(backends(), template.Backend)
	for _, b := range all {
		id := b.Info().SmokeID
		t.Run(b.Info().Name, func(t *testing.T) {
			c := New(Options{Puzzles: all, Store: store.NewMemory(), Page: &fakePage{fragment: id}, Seed: seeds(5)})
			s := c.Session(c.Current())
			h := waitHint(t, c)
			if h.Verdict != puzzle.Solved || h.Move == "" {
				t.Fatalf("%s: no move to hint: %+v", id, h)
			}
			c.Do(input.Hint)
			shown := c.HintShown()
			if shown == nil || shown.Move != h.Move || len(shown.Line) > 1 || c.HintWhole() {
				t.Fatalf("first H: %+v, whole %v; want %q alone", shown, c.HintWhole(), h.Move)
			}
			_, right := c.StatusLine(false, "")
			if want := "Hint: " + h.Move + ", " + Count(h.Remaining, "move", "moves") + " left"; !strings.HasPrefix(right, want) {
				t.Errorf("first H says %q, want it to start %q", right, want)
			}
			if len(h.Line) > 1 && strings.Contains(right, LineWords(h.Line[1:])) {
				t.Errorf("first H gives the rest of the line away: %q", right)
			}
			if wholeRefusal(h) == "" {
				c.Do(input.Solution)
				whole := c.HintShown()
				if !c.HintWhole() || whole == nil || strings.Join(whole.Line, " ") != strings.Join(h.Line, " ") {
					t.Fatalf("Shift+H after H: whole %v, %+v; want the line %v", c.HintWhole(), whole, h.Line)
				}
				if _, right := c.StatusLine(false, ""); !strings.Contains(right, LineWords(h.Line)) {
					t.Errorf("Shift+H says %q, want the line %q", right, LineWords(h.Line))
				}
			}
			c.Do(input.Hint)
			if s.Current().Moves != 1 || s.Current().Move != h.Move {
				t.Fatalf("H again played %q (%d moves), want %q", s.Current().Move, s.Current().Moves, h.Move)
			}
			if s.Pos().Status() != puzzle.Playing {
				return
			}
			next := waitHint(t, c)
			c.Do(input.Solution) // asked first, the whole solution shows only the next move
			if shown := c.HintShown(); shown == nil || c.HintWhole() || len(shown.Line) > 1 || shown.Move != next.Move {
				t.Fatalf("Shift+H first: whole %v, %+v; want the next move %q alone", c.HintWhole(), shown, next.Move)
			}
		})
	}
}

// The sentences the hint builds, for no, one and several moves: counts agree with their nouns, the
// whole solution is offered only when there is more than the next move, and runs of a move are counted.
func TestHintWords(t *testing.T) {
	why := "it is good"
	for _, tc := range []struct {
		h     puzzle.Hint
		whole bool
		want  string
	}{
		{puzzle.Hint{Remaining: 0}, false, "Solved: no move is left to hint."},
		{puzzle.Hint{Move: "c3", Remaining: 1, Reason: why, Line: []string{"c3"}}, false, "Hint: c3, 1 move left (H again plays it) — it is good."},
		{puzzle.Hint{Move: "c3", Remaining: 1, Reason: why, Line: []string{"c3"}}, true, "Hint: c3, 1 move left (H again plays it) — it is good."},
		{puzzle.Hint{Move: "c3", Remaining: 2, Reason: why, Line: []string{"c3", "d4"}}, false, "Hint: c3, 2 moves left (H again plays it) — it is good. Hold Hint (Shift+H) for the whole solution."},
		{puzzle.Hint{Move: "c3", Remaining: 2, Reason: why, Line: []string{"c3", "d4"}}, true, "Solution, 2 moves: c3, d4. H plays the first."},
		{puzzle.Hint{Move: "0", Remaining: 3000, Reason: why}, false, "Hint: 0, 3\u2009000 moves left (H again plays it) — it is good."},
		{puzzle.Hint{Move: "1", Remaining: 5, Line: strings.Fields("1 2 2 2 3")}, true, "Solution, 5 moves: 1, 2 ×3, 3. H plays the first."},
		{puzzle.Hint{Move: "8,15", Remaining: 2, Line: []string{"8,15", "8,14"}}, true, "Solution, 2 moves: 8,15; 8,14. H plays the first."},
	} {
		if got := HintWords(tc.h, tc.whole, false); got != tc.want {
			t.Errorf("HintWords(%+v, %v) = %q, want %q", tc.h, tc.whole, got, tc.want)
		}
	}
	for _, tc := range []struct {
		h    puzzle.Hint
		want string
	}{
		{puzzle.Hint{Move: "e3", Remaining: 1, Line: []string{"e3"}}, "The hint's move wins: it is the whole solution."},
		{puzzle.Hint{Move: "0", Remaining: 2}, "The solution is 2 moves long, too long to show: H plays its next move."},
		{puzzle.Hint{Move: "0", Remaining: 2, Line: []string{"0", "X"}}, ""},
	} {
		if got := wholeRefusal(tc.h); got != tc.want {
			t.Errorf("wholeRefusal(%+v) = %q, want %q", tc.h, got, tc.want)
		}
	}
	// A long line is cut after lineParts parts, and says how many moves are left out.
	long := strings.Fields(strings.Repeat("0 X ", 20)) // 40 moves, no runs
	if got, want := LineWords(long), fmt.Sprintf("and %d moves more", len(long)-lineParts); !strings.HasSuffix(got, want) || strings.Count(got, ",") != lineParts-1 {
		t.Errorf("LineWords of 40 moves = %q, want %d parts and %q", got, lineParts, want)
	}
	if got := LineWords(long[:lineParts+1]); !strings.HasSuffix(got, "and 1 move more") {
		t.Errorf("LineWords of %d moves = %q", lineParts+1, got)
	}
}

// AwaitHint counts the waits that end before the hint comes (LateHints), and only those: a hint
// held past the wait is one, a hint already found is none, and a frame with no new position waits for
// nothing.
func TestLateHintsCounted(t *testing.T) {
	g := newGated(dials.Backend)
	c := New(Options{Puzzles: []puzzle.Backend{g}, Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#3"}, Seed: seeds(5)})
	h := waitHint(t, c)
	c.Step(false)
	c.AwaitHint(time.Second)
	if n := c.LateHints(); n != 0 {
		t.Fatalf("a hint found before the wait: %d late, want 0", n)
	}
	g.hold()
	c.Play(h.Move)
	c.Step(false)
	if c.AwaitHint(10 * time.Millisecond) {
		t.Fatal("AwaitHint reports a hint that is held at the gate")
	}
	if n := c.LateHints(); n != 1 {
		t.Fatalf("a hint held past the wait: %d late, want 1", n)
	}
	c.AwaitHint(10 * time.Millisecond) // no new position since: no wait, nothing counted
	if n := c.LateHints(); n != 1 {
		t.Fatalf("a frame with no new position: %d late, want 1", n)
	}
	g.release()
	waitHint(t, c)
}
