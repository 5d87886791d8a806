package ui

import (
	"image"
	"strings"
	"testing"
)

// fakeText measures 7 units a character (the dialog's 14-unit face, roughly) and breaks and elides by
// that count.
func fakeText(unit float64, elided *[]string) DialogText {
	per := 7 * unit
	fits := func(w int) int { return max(1, int(float64(w)/per)) }
	brk := func(s string, w int) []string {
		var out []string
		r := []rune(s)
		for len(r) > fits(w) {
			out, r = append(out, string(r[:fits(w)])), r[fits(w):]
		}
		return append(out, string(r))
	}
	return DialogText{
		Wrap: func(s string, w int) []string {
			var out []string
			line := ""
			for _, word := range strings.Fields(s) {
				switch {
				case line == "":
					line = word
				case len([]rune(line+" "+word)) <= fits(w):
					line += " " + word
				default:
					out, line = append(out, brk(line, w)...), word
				}
			}
			return append(out, brk(line, w)...)
		},
		Break: brk,
		Elide: func(s string, w int) string {
			*elided = append(*elided, s)
			return string([]rune(s)[:fits(w)-1]) + "…"
		},
		Label: func(s string) float64 { return 8 * unit * float64(len(s)) },
	}
}

// The dialog on a phone at 200% text, upright and sideways, and on a desktop: everything inside the
// panel and the panel on the screen, the buttons side by side or in two rows and never overlapping,
// every one a finger's size, the position's ID whole over its lines, the error whole (issue 36, findings
// 3 and 7: the buttons overflowed into each other and the ID was cut).
func TestDialogLayoutFitsAtLargeText(t *testing.T) {
	const pos = "dials:n5q5:04001/30300/20421/40142/14013-EEBBE-BCDBA"
	bad := `Dials: parameters "this-is-not-a-valid-description-of-any-g…": want n<displays>q<letters>, e.g. n5q5`
	for _, tc := range []struct {
		s       Units
		rows    int
		withErr bool
	}{
		{Units{W: 390, H: 844, Unit: 2, Scale: 1}, 2, false}, {Units{W: 390, H: 844, Unit: 2, Scale: 1}, 2, true},
		{Units{W: 844, H: 390, Unit: 2, Scale: 1}, 1, false}, {Units{W: 844, H: 390, Unit: 2, Scale: 1}, 1, true},
		{Units{W: 1024, H: 720, Unit: 1, Scale: 1}, 1, true}, {Units{W: 1170, H: 2532, Unit: 3, Scale: 3}, 1, false},
	} {
		d := NewDialog("dials:n5q5#1", 200)
		if tc.withErr {
			d.Refused(bad)
		}
		var elided []string
		l := d.Layout(tc.s, pos, false, fakeText(tc.s.Unit, &elided))
		where := tc.s
		if !l.Panel.In(image.Rect(0, 0, tc.s.W, tc.s.H)) || !l.Field.In(l.Panel) {
			t.Errorf("%v: panel %v, field %v", where, l.Panel, l.Field)
		}
		if got := strings.Join(l.Pos, ""); got != "This position: "+pos {
			t.Errorf("%v: the position shows as %q", where, l.Pos)
		}
		if len(elided) > 0 {
			t.Errorf("%v: elided %q", where, elided)
		}
		if tc.withErr && !strings.Contains(strings.Join(l.Msg, " "), "e.g. n5q5") {
			t.Errorf("%v: the error shows as %q", where, l.Msg)
		}
		rows := map[int]bool{}
		for i, b := range l.Buttons {
			rows[b.R.Min.Y] = true
			if !b.R.In(l.Panel) || b.R.Dy() < 44 || float64(b.R.Dx()) < 8*tc.s.Unit*float64(len(b.Part.Label())) {
				t.Errorf("%v: %s at %v", where, b.Part.Label(), b.R)
			}
			for _, c := range l.Buttons[i+1:] {
				if b.R.Overlaps(c.R) {
					t.Errorf("%v: %s %v overlaps %s %v", where, b.Part.Label(), b.R, c.Part.Label(), c.R)
				}
			}
			if b.R.Min.Y < l.MsgY+(len(l.Msg)-1)*l.LineH+l.LineH/2 {
				t.Errorf("%v: %s %v is over the message's last line", where, b.Part.Label(), b.R)
			}
		}
		if len(rows) != tc.rows {
			t.Errorf("%v: buttons in %d rows, want %d", where, len(rows), tc.rows)
		}
	}
}
