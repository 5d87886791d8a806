package flip

import (
	"strings"
	"testing"
)

// FuzzParseBoard: arbitrary text never panics, and whatever parses writes itself back unchanged.
func FuzzParseBoard(f *testing.F) {
	f.Add("-----/-ooo-/-o-o-/-ooo-/-----")
	f.Add("---/-o-/---")
	f.Add("----/-o--/----/----")
	f.Add("-----/-ooo-/-o-ö-/-ooo-/-----")
	f.Add("//")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseBoard(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		if got := b.Format(); got != text {
			t.Fatalf("ParseBoard(%q) formats as %q", text, got)
		}
		if c, err := ParseBoardSize(b.Size(), text); err != nil || !c.Equal(b) {
			t.Fatalf("ParseBoardSize disagrees on %q: %v", text, err)
		}
	})
}

// FuzzParseCell: typed names never panic, only interior cells are accepted, and an accepted name is
// the cell's own name up to letter case.
func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"b2", "B2", "a1", "c3", "d4", "a0", "a01", "1a", "", "aa27", "zzz1", "b2 "} {
		f.Add(3, s)
	}
	f.Add(40, "an40")
	f.Add(40, "ao1")
	f.Fuzz(func(t *testing.T, size int, name string) {
		s := Size(size)
		if s.Check() != nil {
			return
		}
		c, err := ParseCell(s, name)
		if err != nil {
			return
		}
		if !s.Interior(c) || c.Name() != strings.ToLower(name) {
			t.Fatalf("ParseCell(%d, %q) = %v named %q", size, name, c, c.Name())
		}
		b := Target(s)
		if b.Flip(c) != nil || b.Count() != 8 && b.Count() != 10 {
			t.Fatalf("flipping %v from the target leaves %d dots", c, b.Count())
		}
	})
}

// FuzzParseParams: accepted params name a legal size whose canonical spelling reads back the same.
func FuzzParseParams(f *testing.F) {
	for _, p := range []string{"i3", "3", "i40", "i41", "i0", "i03", "", "i", "x:y", "999999999999999999999", "i4v2", "i3v2", "iv2"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		s, err := ParseParams(p)
		if err != nil {
			return
		}
		if s.Check() != nil || strings.ContainsAny(s.String(), ":# ") {
			t.Fatalf("ParseParams(%q) = %+v", p, s)
		}
		if again, err := ParseParams(s.String()); err != nil || again != s {
			t.Fatalf("%q -> %q -> %+v, %v", p, s.String(), again, err)
		}
	})
}
