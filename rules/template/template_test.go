package template

import (
	"strings"
	"testing"
)

// TEMPLATE: table-driven tests that read like the rules; every parser also gets a fuzz target.

func TestPlay(t *testing.T) {
	tests := []struct {
		desc, move string
		want       string // the description after the move, or "" when the move is refused
	}{
		{"10-1", Add, "10-2"},
		{"10-1", Double, "10-2"},
		{"10-5", Double, "10-10"},
		{"10-6", Double, ""}, // 12 would pass the target
		{"10-9", Add, "10-10"},
		{"10-10", Add, ""}, // a won game has no legal move
		{"10-3", "*", ""},
		{"10-3", "", ""},
		{"10-3", "+ ", ""},
	}
	for _, tc := range tests {
		g, err := ParseDesc(Params{Max: 20}, tc.desc)
		if err != nil {
			t.Fatalf("ParseDesc(%q): %v", tc.desc, err)
		}
		h, err := g.Play(tc.move)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%s then %q: accepted, gave %s", tc.desc, tc.move, h.Desc())
		case tc.want != "" && (err != nil || h.Desc() != tc.want):
			t.Errorf("%s then %q: %s, %v; want %s", tc.desc, tc.move, h.Desc(), err, tc.want)
		}
		if g.Desc() != tc.desc {
			t.Errorf("Play changed the game it was called on: %s", g.Desc())
		}
	}
}

func TestParseParams(t *testing.T) {
	tests := []struct {
		in  string
		max int // 0: refused
	}{
		{"t20", 20}, {"t2", 2}, {"t9999", 9999},
		{"t1", 0}, {"t10000", 0}, {"t020", 0}, {"20", 0}, {"t", 0}, {"t+5", 0}, {"T20", 0}, {"t20 ", 0},
	}
	for _, tc := range tests {
		p, err := ParseParams(tc.in)
		if (err == nil) != (tc.max != 0) || (err == nil && p.Max != tc.max) {
			t.Errorf("ParseParams(%q) = %v, %v; want max %d", tc.in, p, err, tc.max)
		}
		if err == nil && p.String() != tc.in {
			t.Errorf("ParseParams(%q).String() = %q", tc.in, p.String())
		}
	}
}

func TestParseDesc(t *testing.T) {
	p := Params{Max: 100}
	for _, ok := range []string{"37-1", "37-37", "2-1", "100-64"} {
		if g, err := ParseDesc(p, ok); err != nil || g.Desc() != ok {
			t.Errorf("ParseDesc(%q) = %s, %v", ok, g.Desc(), err)
		}
	}
	for _, bad := range []string{"", "37", "37-0", "37-38", "101-1", "1-1", "37-01", "37-1-1", "-1", "37-x", strings.Repeat("9", 50) + "-1"} {
		if _, err := ParseDesc(p, bad); err == nil {
			t.Errorf("ParseDesc(%q) accepted", bad)
		}
	}
}

// Generate is deterministic, draws targets from the upper half of 2..Max, and varies with the seed.
func TestGenerate(t *testing.T) {
	for _, max := range []int{2, 3, 20, 100, MaxTarget} {
		p := Params{Max: max}
		seen := map[int]bool{}
		for seed := uint64(0); seed < 200; seed++ {
			g := Generate(p, seed)
			if g != Generate(p, seed) {
				t.Fatalf("t%d seed %d: two different games", max, seed)
			}
			if g.Value != 1 || g.Target <= max/2 || g.Target > max || g.Target < MinTarget {
				t.Fatalf("t%d seed %d: %+v", max, seed, g)
			}
			seen[g.Target] = true
		}
		if want := min(max-max/2, 10); len(seen) < want {
			t.Errorf("t%d: only %d different targets in 200 seeds", max, len(seen))
		}
	}
}

func TestPresetsParse(t *testing.T) {
	for _, pr := range Presets {
		if _, err := ParseParams(pr.Params); err != nil {
			t.Errorf("preset %q: %v", pr.Name, err)
		}
	}
}
