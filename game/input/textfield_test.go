package input

import (
	"errors"
	"testing"
)

func TestTextField(t *testing.T) {
	digitsOnly := func(_ string, r rune) (rune, error) {
		if r < '0' || r > '9' {
			return 0, errors.New("digits only")
		}
		return r, nil
	}
	key := func(code string) Input { return Input{Key: Key{Code: code}} }
	ctrl := func(code string) Input { return Input{Key: Key{Code: code, Ctrl: true}} }
	typed := func(s string) []Input {
		var out []Input
		for _, r := range s {
			out = append(out, Input{Rune: r})
		}
		return out
	}
	seq := func(parts ...[]Input) []Input {
		var out []Input
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	one := func(in Input) []Input { return []Input{in} }
	tests := []struct {
		name    string
		start   string
		max     int
		accept  func(string, rune) (rune, error)
		steps   []Input
		want    string
		caret   int
		edit    Edit
		refused bool
	}{
		{name: "types", steps: typed("dials:n5"), want: "dials:n5", caret: 8},
		{name: "backspace removes a whole character", start: "ab→", steps: one(key("Backspace")), want: "ab", caret: 2},
		{name: "backspace on empty", steps: one(key("Backspace")), want: ""},
		{name: "a burst of backspaces then a character keeps the character", start: "abc",
			steps: seq(one(key("Backspace")), one(key("Backspace")), one(key("Backspace")), one(key("Backspace")), typed("x")), want: "x", caret: 1},
		{name: "delete removes after the caret", start: "abc", steps: seq(one(key("Home")), one(key("Delete"))), want: "bc", caret: 0},
		{name: "delete at the end clears", start: "abc", steps: one(key("Delete")), want: ""},
		{name: "ctrl+u clears", start: "abc", steps: one(ctrl("U")), want: ""},
		{name: "ctrl+backspace clears", start: "abc", steps: one(ctrl("Backspace")), want: ""},
		{name: "typing at the caret", start: "ac", steps: seq(one(key("ArrowLeft")), typed("b")), want: "abc", caret: 2},
		{name: "end and right stay in the text", start: "ab", steps: seq(one(key("Home")), one(key("End")), one(key("ArrowRight"))), want: "ab", caret: 2},
		{name: "enter submits", start: "x", steps: one(key("Enter")), want: "x", caret: 1, edit: EditSubmit},
		{name: "keypad enter submits", start: "x", steps: one(key("NumpadEnter")), want: "x", caret: 1, edit: EditSubmit},
		{name: "esc cancels", start: "x", steps: one(key("Escape")), want: "x", caret: 1, edit: EditCancel},
		{name: "max", max: 3, steps: typed("12345"), want: "123", caret: 3},
		{name: "control characters ignored", steps: typed("a\x01\x7fb"), want: "ab", caret: 2},
		{name: "accept refuses and reports", accept: digitsOnly, steps: typed("1a2"), want: "12", caret: 2, refused: true},
	}
	for _, tc := range tests {
		f := TextField{Max: tc.max, Accept: tc.accept}
		f.Set(tc.start)
		var edit Edit
		refused := false
		for _, st := range tc.steps {
			e, err := f.Update(&st)
			if err != nil {
				refused = true
			}
			if e != EditNone {
				edit = e
			}
		}
		if f.Text != tc.want || f.Caret != tc.caret || edit != tc.edit || refused != tc.refused {
			t.Errorf("%s: text %q caret %d edit %v refused %v; want %q %d %v %v", tc.name, f.Text, f.Caret, edit, refused, tc.want, tc.caret, tc.edit, tc.refused)
		}
	}
}

// Typing a combining mark on a character that already has MaxMarks is refused with a message, at
// the caret wherever it is; a new base character starts a new count.
func TestTextFieldLimitsTypedMarks(t *testing.T) {
	f := TextField{Max: 100}
	mark := Input{Rune: '\u0301'}
	f.Update(&Input{Rune: 'a'})
	for i := range MaxMarks {
		if _, err := f.Update(&mark); err != nil {
			t.Fatalf("mark %d refused: %v", i+1, err)
		}
	}
	if _, err := f.Update(&mark); !errors.Is(err, ErrTooManyMarks) {
		t.Errorf("mark %d: err %v, want ErrTooManyMarks", MaxMarks+1, err)
	}
	if n := len([]rune(f.Text)); n != 1+MaxMarks {
		t.Errorf("%d runes after the refused mark, want %d", n, 1+MaxMarks)
	}
	f.Update(&Input{Rune: 'b'})
	if _, err := f.Update(&mark); err != nil {
		t.Errorf("a mark on the next letter: %v", err)
	}
	// The caret back after the first letter's marks: still full there.
	f.Caret = 1 + MaxMarks
	if _, err := f.Update(&mark); !errors.Is(err, ErrTooManyMarks) {
		t.Errorf("a mark inserted after a full letter: %v", err)
	}
}
