package main

import (
	"encoding/json"
	"testing"

	rules "quintet/rules/hash"
)

// hash explain --id prints the help's numbers for the position: the moves played to reach it with the
// machine's working (the count m stopped at a tile that is not red, v·m = quotient·256 + d) and the
// lower bound the hint's line is no shorter than.
func TestHashExplainPrintsTheWorking(t *testing.T) {
	code, out, stderr := cli(t, "hash", "explain", "--id", rules.Example.ID)
	var e struct {
		Bound  int
		Played []struct {
			M, V, D, Quotient int
			Stop              [2]int
			StopColour        string `json:"stop_colour"`
		}
		Line []json.RawMessage
	}
	if code != 0 || json.Unmarshal([]byte(out), &e) != nil {
		t.Fatalf("exit %d: %q %q", code, out, stderr)
	}
	if len(e.Played) == 0 || e.Bound < 1 || len(e.Line) < e.Bound {
		t.Fatalf("played %d moves, bound %d, line %d: %s", len(e.Played), e.Bound, len(e.Line), out)
	}
	for i, a := range e.Played {
		if a.Quotient*rules.Tiles+a.D != a.V*a.M || a.StopColour == "" || a.StopColour == "red" || a.Stop[0] < 1 {
			t.Errorf("move %d: %+v", i+1, a)
		}
	}
}

// clock explain --id prints where each move leads from every stop of the line: the hint's one step
// along it, the other move back to at least as many moves left.
func TestClockExplainPrintsWhereMovesLead(t *testing.T) {
	code, out, stderr := cli(t, "clock", "explain", "--id", "clock:n4k2#1")
	var e struct {
		Stops []struct {
			Left      int    `json:"left"`
			Next      int    `json:"next"`
			OtherNext int    `json:"other_next"`
			Move      string `json:"move"`
		}
		Sequence struct{ Windows, Readings, Possible int }
	}
	if code != 0 || json.Unmarshal([]byte(out), &e) != nil || len(e.Stops) != 49 {
		t.Fatalf("exit %d: %q %q", code, out, stderr)
	}
	for i, st := range e.Stops {
		if st.Move != "" && (st.Next != st.Left-1 || st.OtherNext < st.Left) {
			t.Errorf("stop %d: %d left, the hint's move to %d, the other to %d", i, st.Left, st.Next, st.OtherNext)
		}
	}
	if s := e.Sequence; s.Windows != 81 || s.Readings != 81 || s.Possible != 81 {
		t.Errorf("sequence %+v, want 81 = 3⁴ windows, each reading once", s)
	}
}
