package puzzle

import "testing"

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "no", 1: "one", 5: "five", 6: "six", 12: "twelve", 13: "13"} {
		if got := Count(n); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Title(Count(5)); got != "Five" {
		t.Errorf("Title(five) = %q", got)
	}
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 moves"}, {1, "1 move"}, {2, "2 moves"}, {11, "11 moves"}, {21, "21 moves"}, {-1, "-1 moves"}} {
		if got := Plural(tc.n, "move", "moves"); got != tc.want {
			t.Errorf("Plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
