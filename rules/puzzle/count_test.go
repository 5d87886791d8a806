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
