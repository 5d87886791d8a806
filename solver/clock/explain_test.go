package clock

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
)

func explainID(t *testing.T, id string) (Position, *Explanation) {
	t.Helper()
	pid, err := puzzle.ParseID(id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Open(Backend, pid)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Explain(p.(Position))
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return p.(Position), e
}

// The Machine page: the readings give the machine's own verdict on every view of several sizes (each
// reading is the raised clock read backwards from behind a place), and the page's two views show both
// verdicts: the example's first raise, and the classic game's view after its first move, declined.
func TestMachinePage(t *testing.T) {
	for _, z := range []rules.Size{{N: 2, K: 1}, {N: 3, K: 2}, {N: 4, K: 2}, {N: 5, K: 3}, {N: 4, K: 4}} {
		for x := 0; x < z.Views(); x++ {
			v := rules.ViewOf(z, x)
			d := Decide(v, z.K)
			if d.Raise != rules.Last(v, z.K) {
				t.Fatalf("%v view %v: the readings say raise=%v, the rules say %v", z, v, d.Raise, !d.Raise)
			}
			for r, rd := range d.Readings {
				for i := range rd {
					if rd[i] != d.Raised[(((r-1-i)%z.N)+z.N)%z.N] {
						t.Fatalf("%v view %v: reading %d is %v", z, v, r, rd)
					}
				}
			}
		}
	}
	ex, _ := explainID(t, rules.Example.ID)
	up, err := FirstRaise(ex, rules.Pass)
	if err != nil || up == nil {
		t.Fatalf("the example's first pass: raise view %v, %v", up, err)
	}
	_, classic := explainID(t, "clock:n4k2#1")
	if no := classic.Stops[1].View; !Decide(up, 2).Raise || Decide(no, 2).Raise {
		t.Fatalf("the raise view %v and the decline view %v do not show both verdicts", up, no)
	}
}

// The Line page: the classic game's optimal line has 48 moves of 0 and X; at every position on it the
// count is the line's length less the moves played, the hint's move is the line's next move, and the
// other move never leads forward; the last position is the cleared clock.
func TestLinePage(t *testing.T) {
	_, e := explainID(t, "clock:n4k2#1")
	total := len(e.Line)
	if total != 48 || strings.Trim(strings.Join(e.Line, ""), "0X") != "" || len(e.Stops) != total+1 {
		t.Fatalf("the classic line: %d moves %v, %d stops", total, e.Line, len(e.Stops))
	}
	for _, st := range e.Stops {
		if st.Left != total-st.Played {
			t.Errorf("after %d moves: %d left, the line says %d", st.Played, st.Left, total-st.Played)
		}
		if st.Played < total && (st.Move != e.Line[st.Played] || st.OtherLeft-1 < st.Left) {
			t.Errorf("after %d moves: hint %q (line %q), other move %q needs %d", st.Played, st.Move, e.Line[st.Played], st.Other, st.OtherLeft)
		}
	}
	if last := e.Stops[total]; last.Move != "" || last.Left != 0 || slices.ContainsFunc(last.View, func(d int) bool { return d != 0 }) {
		t.Errorf("the last stop %+v is not the cleared clock", last)
	}
}

// The Sequence page: the numbers the hand leaves in the classic game's shortest win, read backwards
// and followed by the start, are a de Bruijn sequence — every reading of the clock (each window of n
// digits, as Window gives it) once, the cleared clock first, each digit the largest that makes a new
// reading — and the worked example's start is one of its readings, with the example's length to go.
func TestSequencePage(t *testing.T) {
	_, e := explainID(t, "clock:n4k2#1")
	sq, z := e.Sequence, rules.Size{N: e.N, K: e.K}
	window := func(i int) string {
		var b strings.Builder
		for _, d := range e.Window(i) {
			b.WriteString(strconv.Itoa(d))
		}
		return b.String()
	}
	if len(sq.Digits) != z.Views()+z.N-1 || sq.Readings != z.Views() {
		t.Fatalf("%d digits with %d different readings; want %d and %d", len(sq.Digits), sq.Readings, z.Views()+z.N-1, z.Views())
	}
	if window(0) != strings.Repeat("0", z.N) || sq.Moves != 48 || sq.HandMoves != len(sq.Digits)-z.N {
		t.Fatalf("first reading %s, %d moves, %d hand moves", window(0), sq.Moves, sq.HandMoves)
	}
	seen := map[string]bool{window(0): true}
	for i := z.N; i < len(sq.Digits); i++ {
		prefix := window(i - z.N + 1)[:z.N-1]
		for d := z.K; d > sq.Digits[i]; d-- {
			if !seen[prefix+strconv.Itoa(d)] {
				t.Fatalf("digit %d is %d, but %d would make the new reading %s%d", i, sq.Digits[i], d, prefix, d)
			}
		}
		seen[window(i-z.N+1)] = true
	}
	_, ex := explainID(t, rules.Example.ID)
	if at := sq.Find(ex.Stops[0].View); at < 0 || ex.Stops[0].Left != len(rules.Example.Steps) {
		t.Fatalf("the example's start is at %d with %d moves to go", at, ex.Stops[0].Left)
	}
}

// The help's figures (Work): the Machine page shows a raise and a decline; the Line page's stops are
// on the classic line, the hint's move one step along it (to Next = Left − 1) and the other move
// back to OtherNext moves left, never fewer than now; the Sequence page's windows are all the
// (k+1)^n readings, each once, and the worked example's start is one of them, the example's
// length from the end.
func TestWork(t *testing.T) {
	w, err := Work()
	if err != nil {
		t.Fatal(err)
	}
	if !w.Raise.Raise || w.Decline.Raise {
		t.Errorf("the machine page's views: raise %v, decline %v", w.Raise.Raise, w.Decline.Raise)
	}
	if len(w.LineStops) < 3 || w.LineStops[0].Played != 0 || w.LineStops[len(w.LineStops)-1].Left != 0 {
		t.Fatalf("line stops %+v", w.LineStops)
	}
	for _, st := range w.LineStops {
		if !reflect.DeepEqual(st, w.Classic.Stops[st.Played]) {
			t.Errorf("stop %+v is not the line's", st)
		}
		if st.Move != "" && (st.Next != st.Left-1 || st.OtherNext < st.Left || st.OtherNext != st.OtherLeft-1) {
			t.Errorf("after %d moves: %d left, the hint's move to %d, the other to %d", st.Played, st.Left, st.Next, st.OtherNext)
		}
	}
	sq, z := w.Classic.Sequence, rules.Size{N: w.Classic.N, K: w.Classic.K}
	possible := 1
	for range z.N {
		possible *= z.K + 1
	}
	if sq.Windows != sq.Readings || sq.Readings != sq.Possible || sq.Possible != possible {
		t.Errorf("%d windows, %d different readings, %d possible; (k+1)^n = %d", sq.Windows, sq.Readings, sq.Possible, possible)
	}
	if w.ExampleAt < 0 || w.Example.Stops[0].Left != len(rules.Example.Steps) {
		t.Errorf("the example's start is at %d with %d moves to go", w.ExampleAt, w.Example.Stops[0].Left)
	}
	back := slices.Clone(w.Example.Stops[0].View)
	slices.Reverse(back)
	if w.ExampleAt >= 0 && !slices.Equal(sq.Digits[w.ExampleAt:w.ExampleAt+z.N], back) {
		t.Errorf("the sequence at %d is not the example's view read backwards", w.ExampleAt)
	}
}
