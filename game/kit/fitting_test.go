package kit

import "testing"

// Fitting takes the first wording that fits, the last shortened with "…" when none does, and a last
// wording "" leaves the line out.
func TestFitting(t *testing.T) {
	face := Face(Regular, 15)
	long, short := "Read from the hand:  1 0 1 0", "1010"
	w := TextWidth(short, face) + 1
	if got := Fitting(nil, face, TextWidth(long, face), long, short); got != long {
		t.Errorf("room for the long wording: %q", got)
	}
	if got := Fitting(nil, face, w, long, short); got != short {
		t.Errorf("room for the short wording only: %q", got)
	}
	if got := Fitting(nil, face, w/2, long, short); got == short || TextWidth(got, face) > w/2 || got[len(got)-len("…"):] != "…" {
		t.Errorf("room for neither: %q, want the short one shortened with …", got)
	}
	if got := Fitting(nil, face, w/2, long, short, ""); got != "" {
		t.Errorf("room for neither, the last wording empty: %q", got)
	}
}
