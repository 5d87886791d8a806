package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
	solver "quintet/solver/clock"
)

// solve --id on Clock's long lines answers with the whole optimal line, never "winnable":false at a
// limit: the menu's largest random preset (507,131 moves) and n = 7, k = 5 from the start (204,680
// moves, the line solve --n 7 --k 5 finds with its table), each replayed by the rules to the win.
func TestClockSolveIDLongLines(t *testing.T) {
	if testing.Short() {
		t.Skip("long lines")
	}
	for _, tc := range []struct{ id, n, k string }{{"clock:n8k5r#1", "", ""}, {"clock:n7k5#1", "7", "5"}} {
		code, out, stderr := cli(t, "clock", "solve", "--id", tc.id)
		if strings.Contains(out, `"winnable":false`) {
			t.Fatalf("%s: answered winnable false: %.200s", tc.id, out)
		}
		var got struct {
			Winnable bool
			Optimal  int
			Line     []string
		}
		if code != 0 || json.Unmarshal([]byte(out), &got) != nil || !got.Winnable || len(got.Line) != got.Optimal {
			t.Fatalf("%s: exit %d, %.200s %q", tc.id, code, out, stderr)
		}
		pos, err := puzzle.OpenID(solver.Backend, tc.id)
		if err != nil {
			t.Fatal(err)
		}
		h, err := solver.Backend.Hint(t.Context(), pos)
		if err != nil || h.Remaining != got.Optimal {
			t.Fatalf("%s: the hint counts %d (%v), solve played %d", tc.id, h.Remaining, err, got.Optimal)
		}
		moves, err := rules.ParseMoves(strings.Join(got.Line, ""))
		if err != nil {
			t.Fatal(err)
		}
		if end, err := pos.(solver.Position).Clock().PlayMoves(moves); err != nil || !end.Won() {
			t.Fatalf("%s: the line does not win (%v)", tc.id, err)
		}
		if tc.n != "" {
			code, out, _ := cli(t, "clock", "solve", "--n", tc.n, "--k", tc.k)
			var table struct{ Moves string }
			if code != 0 || json.Unmarshal([]byte(out), &table) != nil || table.Moves != strings.Join(got.Line, "") {
				t.Fatalf("%s: the line is not the table's (exit %d)", tc.id, code)
			}
		}
	}
}

// explain --id works on the largest size: the line's first ExplainLimit moves, marked cut, with the whole
// line's length, each stop one move nearer the end.
func TestClockExplainLongLine(t *testing.T) {
	code, out, stderr := cli(t, "clock", "explain", "--id", "clock:n8k7#1")
	var e struct {
		Line   []string
		Length int
		Cut    bool
		Stops  []struct{ Left, Next int }
	}
	if code != 0 || json.Unmarshal([]byte(out), &e) != nil {
		t.Fatalf("exit %d: %.200s %q", code, out, stderr)
	}
	if e.Length != 12980092 || !e.Cut || len(e.Line) != solver.ExplainLimit || len(e.Stops) != len(e.Line)+1 {
		t.Fatalf("length %d, cut %v, %d moves, %d stops", e.Length, e.Cut, len(e.Line), len(e.Stops))
	}
	for i, st := range e.Stops {
		if st.Left != e.Length-i {
			t.Fatalf("stop %d: %d left, want %d", i, st.Left, e.Length-i)
		}
	}
}

// plainBackend is a backend without WalkLine: solve --id must play it hint by hint.
type plainBackend struct {
	puzzle.Backend
	hints int
}

func (p *plainBackend) Hint(ctx context.Context, pos puzzle.Position) (puzzle.Hint, error) {
	p.hints++
	return p.Backend.Hint(ctx, pos)
}

// A backend that cannot walk its line, asked for one longer than solve plays hint by hint, answers
// "winnable":null with a note that says the limit and the line's length, at once (one hint): never
// "winnable":false.
func TestSolveIDOverTheLimitIsNull(t *testing.T) {
	b := &plainBackend{Backend: solver.Backend}
	var stdout, stderr strings.Builder
	if err := runSolve(b, []string{"--id", "clock:n7k5#1"}, &output{stdout: &stdout, stderr: &stderr}); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Winnable *bool
		Note     string
		Played   []string
	}
	if json.Unmarshal([]byte(stdout.String()), &got) != nil || got.Winnable != nil || got.Played == nil ||
		!strings.Contains(got.Note, "204680") || !strings.Contains(got.Note, "100000") {
		t.Fatalf("%s", stdout.String())
	}
	if b.hints != 1 {
		t.Fatalf("%d hints before the answer, want 1", b.hints)
	}
}
