package kit

import "strings"

// Measuring text as it grows. A line's advance is the sum of its characters' advances and the
// kerning between neighbours, up to its first line break (TextWidth); so a run's width grows by one
// character at a time at the same cost however long the run already is, and wrapping, breaking and
// ellipsizing take time linear in the text instead of measuring prefix after prefix. The widths
// agree exactly with TextWidth: advances and kerning are whole 64ths of a pixel.

// measurer measures runs of one face's text, from the face's own advances and kerning pairs (kept by
// the glyph package once read from the font).
type measurer struct {
	face *TextFace
}

func newMeasurer(face *TextFace) *measurer { return &measurer{face: face} }

// textRun is the measure of a run of text: its width (to its first line break), its first and last
// characters, and whether a line break ended the measure.
type textRun struct {
	w           float64
	first, last rune
	n           int // characters
	broken      bool
}

// lineBreakRunes end the measured line, as the glyph package has them.
const lineBreakRunes = "\n\v\f\r\u0085\u2028\u2029"

// advance is r's advance: TextWidth(string(r)), without making the string.
func (m *measurer) advance(r rune) float64 { return m.face.g.RuneAdvance(r) }

// pair is the kerning between a and b: TextWidth of the two less their advances.
func (m *measurer) pair(a, b rune) float64 { return m.face.g.Kern(a, b) }

// add is t with r after it.
func (m *measurer) add(t textRun, r rune) textRun {
	if t.n == 0 {
		t.first = r
	}
	t.n++
	if t.broken {
		return t
	}
	if strings.ContainsRune(lineBreakRunes, r) {
		t.broken = true
		return t
	}
	if t.n > 1 {
		t.w += m.pair(t.last, r)
	}
	t.w += m.advance(r)
	t.last = r
	return t
}

// of measures s.
func (m *measurer) of(s string) textRun {
	var t textRun
	for _, r := range s {
		t = m.add(t, r)
	}
	return t
}

// join is the measure of a's text followed by b's.
func (m *measurer) join(a, b textRun) textRun {
	switch {
	case b.n == 0:
		return a
	case a.n == 0:
		return b
	case a.broken:
		a.n += b.n
		return a
	}
	if strings.ContainsRune(lineBreakRunes, b.first) {
		a.n += b.n
		a.broken = true
		return a
	}
	t := textRun{w: a.w + m.pair(a.last, b.first) + b.w, first: a.first, last: b.last, n: a.n + b.n, broken: b.broken}
	return t
}

// BreakLong splits a line still wider than width (one long word: a path) between characters, as
// many characters on each line as fit (one at least), measuring as the line grows: linear in line.
func BreakLong(line string, face *TextFace, width float64) []string {
	if TextWidth(line, face) <= width { // the usual case: a line Wrap already fitted
		return []string{line}
	}
	m := newMeasurer(face)
	var out []string
	var run textRun
	start := 0
	for i, r := range line {
		longer := m.add(run, r)
		if longer.w > width && run.n > 0 {
			out = append(out, line[start:i])
			start, longer = i, m.add(textRun{}, r)
		}
		run = longer
	}
	return append(out, line[start:])
}
