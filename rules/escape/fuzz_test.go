package escape

import (
	"testing"
	"unicode/utf8"
)

// Every parser either refuses its input with an error or returns a value that writes itself back in
// canonical form and parses to the same value again. None may panic.

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{"01", "0110", "1000000000000001", "0x", "011", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := ParseBoard(text)
		if err != nil {
			if !utf8.ValidString(err.Error()) {
				t.Errorf("error message is not UTF-8: %q", err)
			}
			return
		}
		if b.String() != text {
			t.Fatalf("ParseBoard(%q).String() = %q", text, b.String())
		}
		if back, err := ParseHex(b.Shape(), b.Hex()); err != nil || back != b {
			t.Fatalf("hex round trip of %q: %v", text, err)
		}
	})
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []struct {
		n    int
		name string
	}{{64, "C2"}, {64, "a8"}, {16, "D1"}, {1024, "AF32"}, {64, "I9"}, {2, "B0"}, {64, "C02"}} {
		f.Add(s.n, s.name)
	}
	f.Fuzz(func(t *testing.T, n int, name string) {
		s, err := ShapeOf(n)
		if err != nil {
			return
		}
		sq, err := s.ParseSquare(name)
		if err != nil {
			return
		}
		if !s.Contains(sq) {
			t.Fatalf("ParseSquare(%q) = %d, off the %s board", name, sq, s)
		}
		if back, err := s.ParseSquare(s.Name(sq)); err != nil || back != sq {
			t.Fatalf("%q -> %d -> %q -> %d, %v", name, sq, s.Name(sq), back, err)
		}
	})
}

func FuzzParseKey(f *testing.F) {
	for _, s := range []struct {
		n   int
		key string
	}{{64, "50"}, {64, "C2"}, {64, "0"}, {64, "64"}, {4, "007"}, {16, "-1"}} {
		f.Add(s.n, s.key)
	}
	f.Fuzz(func(t *testing.T, n int, key string) {
		s, err := ShapeOf(n)
		if err != nil {
			return
		}
		if k, err := s.ParseKey(key); err == nil && !s.Contains(k) {
			t.Fatalf("ParseKey(%q) = %d, off the %s board", key, k, s)
		}
	})
}

func FuzzParseParams(f *testing.F) {
	for _, s := range []string{"64p1", "64p2", "4p1", "1024p2", "064p1", "3p1", "64p3", "p", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseParams(text)
		if err != nil {
			return
		}
		if p.String() != text {
			t.Fatalf("ParseParams(%q) writes back as %q", text, p.String())
		}
	})
}

func FuzzParseGame(f *testing.F) {
	for _, s := range []struct{ params, desc string }{
		{"4p1", "6-kB2"}, {"4p1", "6-kB2-fA1-aB2"}, {"16p2", "833a-kD3-fA4"}, {"2p1", "8-kA1"},
		{"64p1", "0000000000000000-kH1"}, {"4p1", "6-kb2-fa1-ab2"}, {"4p1", "6--"},
	} {
		f.Add(s.params, s.desc)
	}
	f.Fuzz(func(t *testing.T, params, desc string) {
		p, err := ParseParams(params)
		if err != nil {
			return
		}
		g, err := ParseGame(p, desc)
		if err != nil {
			return
		}
		back, err := ParseGame(p, g.Desc())
		if err != nil || back != g {
			t.Fatalf("%q -> %q -> %v", desc, g.Desc(), err)
		}
		if g.Flipped() == None && g.Answer() != None {
			t.Fatalf("%q: an answer without a flip", desc)
		}
	})
}
