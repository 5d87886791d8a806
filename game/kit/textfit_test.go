package kit

import (
	"math/rand"
	"strings"
	"testing"
)

// The line breaking as it was, measuring prefix after prefix: what the linear versions must agree with.

func ellipsizeByPrefixes(s string, face *TextFace, width float64) string {
	if TextWidth(s, face) <= width {
		return s
	}
	rs := []rune(s)
	for len(rs) > 0 {
		rs = rs[:len(rs)-1]
		if t := strings.TrimRight(string(rs), " ") + "…"; TextWidth(t, face) <= width {
			return t
		}
	}
	return "…"
}

func wrapByPrefixes(s string, face *TextFace, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.FieldsFunc(para, func(r rune) bool { return r == ' ' || r == '\t' })
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if TextWidth(line+" "+w, face) > width {
				lines = append(lines, line)
				line = w
			} else {
				line += " " + w
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// randomText mixes letters with kerning pairs (AV, To, Wa), spaces, tabs, no-break spaces, symbols
// and line breaks other than "\n".
func randomText(rng *rand.Rand, n int) string {
	parts := []string{"A", "V", "T", "o", "W", "a", "y", ".", ",", " ", " ", "  ", "\t", "\u00a0", "…", "é", "→", "9", "\n", "\r", "\u2028", "Ш", "ﬁ"}
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(parts[rng.Intn(len(parts))])
	}
	return b.String()
}

func TestLinearWrapAgreesWithPrefixMeasure(t *testing.T) {
	rng := rand.New(rand.NewSource(35))
	for _, size := range []float64{9, 14, 21} {
		face := Face(Regular, size)
		for k := 0; k < 300; k++ {
			s := randomText(rng, 1+rng.Intn(60))
			width := float64(rng.Intn(400))
			if got, want := WrapLines(s, face, width), wrapByPrefixes(s, face, width); strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
				t.Fatalf("Wrap(%q, %v): %q, measured prefix by prefix %q", s, width, got, want)
			}
			if got, want := (*TextLog)(nil).Ellipsize(s, face, width), ellipsizeByPrefixes(s, face, width); got != want {
				t.Fatalf("Ellipsize(%q, %v): %q, measured prefix by prefix %q", s, width, got, want)
			}
		}
	}
}

// breakLong keeps every character, in order, and puts as many on each line as fit (one at least).
func TestBreakLongFillsLines(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	face := Face(Regular, 14)
	for k := 0; k < 300; k++ {
		s := strings.ReplaceAll(randomText(rng, 1+rng.Intn(80)), "\n", "x")
		width := float64(rng.Intn(300))
		lines := BreakLong(s, face, width)
		if strings.Join(lines, "") != s {
			t.Fatalf("BreakLong(%q) lost characters: %q", s, lines)
		}
		for i, l := range lines {
			if l == "" {
				t.Fatalf("BreakLong(%q, %v): an empty line in %q", s, width, lines)
			}
			if len([]rune(l)) > 1 && TextWidth(l, face) > width {
				t.Fatalf("BreakLong(%q, %v): line %q is %.1f wide", s, width, l, TextWidth(l, face))
			}
			if i < len(lines)-1 {
				next := []rune(lines[i+1])[0]
				if TextWidth(l+string(next), face) <= width {
					t.Fatalf("BreakLong(%q, %v): line %q had room for %q", s, width, l, next)
				}
			}
		}
	}
}

// A character wider than the whole width is a line of its own: the old loop never ended on it.
func TestBreakLongNarrowerThanOneCharacter(t *testing.T) {
	face := Face(Regular, 14)
	if got := BreakLong("WW", face, 1); strings.Join(got, "|") != "W|W" {
		t.Fatalf("BreakLong(WW, 1) = %q", got)
	}
}

// hundredKB is 100 KB of text the way it reaches a notice: a long word (a quoted field, a path) and
// sentences.
func hundredKB() string {
	return strings.Repeat("9", 50_000) + " " + strings.Repeat("The saved game could not be read. ", 1500)
}

func BenchmarkLineBreaking100KB(b *testing.B) {
	face := Face(Regular, 14)
	s := hundredKB()
	b.SetBytes(int64(len(s)))
	for i := 0; i < b.N; i++ {
		for _, l := range WrapLines(s, face, 600) {
			BreakLong(l, face, 600)
		}
		(*TextLog)(nil).Ellipsize(s, face, 600)
	}
}
