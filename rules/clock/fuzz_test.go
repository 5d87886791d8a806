package clock

import (
	"strings"
	"testing"
)

// oneLine checks an error message stays on one line (the CLI prints it as such).
func oneLine(t *testing.T, err error) {
	if strings.ContainsAny(err.Error(), "\n\r") {
		t.Fatalf("error message spans lines: %q", err)
	}
}

func FuzzParseParams(f *testing.F) {
	for _, s := range []string{"n4k2", "n8k7", "n16k1", "n8k9", "n1k1", "n4", "k2", "", "n04k2", "n4k2x", "n-1k2", "n٤k٢"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		z, err := ParseParams(p)
		if err != nil {
			oneLine(t, err)
			return
		}
		if _, err := NewSize(z.N, z.K); err != nil {
			t.Fatalf("ParseParams(%q) accepted a size NewSize refuses: %v", p, err)
		}
		// Leading zeros are accepted but the canonical form has none; it must read back the same.
		if z2, err := ParseParams(z.Params()); err != nil || z2 != z {
			t.Fatalf("ParseParams(%q) = %v; its Params %q reads back as %v, %v", p, z, z.Params(), z2, err)
		}
		if strings.ContainsAny(z.Params(), ":# \t\n") {
			t.Fatalf("params %q hold a character a game ID cannot", z.Params())
		}
	})
}

func FuzzParseGameParams(f *testing.F) {
	for _, s := range []string{"n4k2", "n4k2r", "n8k7r", "n8k9r", "r", "n4k2rr", "n4k2R", "rn4k2", "n4kr", "n4k2r\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		z, start, err := ParseGameParams(p)
		if err != nil {
			oneLine(t, err)
			if _, err2 := ParseParams(p); err2 == nil {
				t.Fatalf("ParseGameParams(%q) refused a size ParseParams accepts: %v", p, err)
			}
			return
		}
		if _, err := NewSize(z.N, z.K); err != nil {
			t.Fatalf("ParseGameParams(%q) accepted a size NewSize refuses: %v", p, err)
		}
		// The canonical spelling reads back the same, with the suffix exactly when start.
		canon := z.Params()
		if start {
			canon += RandomSuffix
		}
		if z2, s2, err := ParseGameParams(canon); err != nil || z2 != z || s2 != start {
			t.Fatalf("ParseGameParams(%q) = %v %v; %q reads back as %v %v %v", p, z, start, canon, z2, s2, err)
		}
		if strings.ContainsAny(canon, ":# \t\n") {
			t.Fatalf("params %q hold a character a game ID cannot", canon)
		}
	})
}

func FuzzParseDesc(f *testing.F) {
	for _, s := range [][2]string{{"n4k2", "0101h3"}, {"n4k2", "0000h0"}, {"n5k3", "12300h2"}, {"n4k2", "0101h03"},
		{"n4k2", "0101"}, {"n4k2", "h"}, {"n2k9", "99h1"}, {"n16k1", "1000000000000000h15"}, {"n4k2", "0101h-1"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, params, desc string) {
		z, err := ParseParams(params)
		if err != nil {
			return
		}
		c, err := ParseDesc(z, desc)
		if err != nil {
			oneLine(t, err)
			return
		}
		if c.Desc() != desc {
			t.Fatalf("ParseDesc(%q) wrote back %q", desc, c.Desc())
		}
		if strings.ContainsAny(desc, "# \t\n:") {
			t.Fatalf("accepted a description a game ID cannot hold: %q", desc)
		}
		switch {
		case c.Turn() == Player && c.Digit(c.Hand()) == 0:
			t.Fatalf("%q: the player's turn over a 0", desc)
		case c.Turn() == Machine:
			t.Fatalf("%q: decoded on the machine's turn", desc)
		}
		for _, m := range []Move{Zero, Pass} {
			after, steps, err := c.Play(m)
			if c.Won() != (err != nil) {
				t.Fatalf("%q: Play(%v): %v", desc, m, err)
			}
			if err == nil && steps[len(steps)-1].After != after {
				t.Fatalf("%q: last step is not the result", desc)
			}
		}
	})
}

func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"0X0", "", "x", "0XXX000X0XXX00XXX0XXXXX0XXX00XXX0XXXXX0XXXXX0000", "0X?", "\xff", "00 0", "Χ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		moves, err := ParseMoves(s)
		if err != nil {
			oneLine(t, err)
			me, ok := err.(*MoveError)
			if !ok || me.Pos < 1 || me.Pos > len(s) {
				t.Fatalf("ParseMoves(%q): %v does not say where", s, err)
			}
			return
		}
		if FormatMoves(moves) != strings.ToUpper(s) {
			t.Fatalf("ParseMoves(%q) wrote back %q", s, FormatMoves(moves))
		}
		// Playing any move string keeps the rules' promises: the player only ever moves over a
		// non-zero number, and a string stops being playable only after the win.
		c, _ := Begin(Size{N: 4, K: 2})
		for i, m := range moves {
			next, steps, err := c.Play(m)
			if err != nil {
				if !c.Won() {
					t.Fatalf("move %d refused before the win: %v", i+1, err)
				}
				return
			}
			if next.Turn() == Player && next.Digit(next.Hand()) == 0 {
				t.Fatalf("after move %d: the player's turn over a 0", i+1)
			}
			if next.Turn() == Machine || steps[len(steps)-1].After != next {
				t.Fatalf("after move %d: turn %v", i+1, next.Turn())
			}
			c = next
		}
	})
}
