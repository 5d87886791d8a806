package dials

import "testing"

// FuzzParse feeds arbitrary params and descriptions: no panic, and whatever parses writes itself back
// the same way.
func FuzzParse(f *testing.F) {
	f.Add("n5q5", "00000/00000/21200/00000/00000-ABCDE-EDBDE")
	f.Add("n3q7", "165/000/000-AAA-BBB-CCC")
	f.Add("n4q6", "1234/0000/5555/0101-abcd-FFFF")
	f.Add("n9q26", "")
	f.Fuzz(func(t *testing.T, params, desc string) {
		s, err := ParseParams(params)
		if err != nil {
			return
		}
		g, err := ParseDesc(s, desc)
		if err != nil {
			return
		}
		h, err := ParseDesc(s, g.Desc())
		if err != nil || h.Desc() != g.Desc() {
			t.Fatalf("%q re-parsed from %q: %v", g.Desc(), desc, err)
		}
	})
}

// FuzzButton checks that typed button numbers never panic and only 1..n are accepted.
func FuzzButton(f *testing.F) {
	for _, s := range []string{"1", "5", "0", "6", "-1", "01", "x", ""} {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 1 || n > MaxN {
			return
		}
		b, err := ParseButton(s, n)
		if err == nil && (b < 0 || b >= n) {
			t.Fatalf("ParseButton(%q, %d) = %d", s, n, b)
		}
	})
}
