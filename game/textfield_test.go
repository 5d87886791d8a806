package game_test

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
)

func TestTextField(t *testing.T) {
	digitsOnly := func(_ string, r rune) (rune, error) {
		if r < '0' || r > '9' {
			return 0, errors.New("digits only")
		}
		return r, nil
	}
	tests := []struct {
		name    string
		start   string
		max     int
		accept  func(string, rune) (rune, error)
		typed   string
		keys    []ebiten.Key
		ctrl    bool
		want    string
		edit    game.Edit
		refused bool
	}{
		{name: "types", typed: "dials:n5", want: "dials:n5"},
		{name: "backspace removes a whole character", start: "ab→", keys: []ebiten.Key{ebiten.KeyBackspace}, want: "ab"},
		{name: "backspace on empty", keys: []ebiten.Key{ebiten.KeyBackspace}, want: ""},
		{name: "delete clears", start: "abc", keys: []ebiten.Key{ebiten.KeyDelete}, want: ""},
		{name: "ctrl+u clears", start: "abc", keys: []ebiten.Key{ebiten.KeyU}, ctrl: true, want: ""},
		{name: "enter submits", start: "x", keys: []ebiten.Key{ebiten.KeyEnter}, want: "x", edit: game.EditSubmit},
		{name: "esc cancels", start: "x", keys: []ebiten.Key{ebiten.KeyEscape}, want: "x", edit: game.EditCancel},
		{name: "max", max: 3, typed: "12345", want: "123"},
		{name: "control characters ignored", typed: "a\x01\x7fb", want: "ab"},
		{name: "accept refuses and reports", accept: digitsOnly, typed: "1a2", want: "12", refused: true},
	}
	for _, tc := range tests {
		f := game.TextField{Text: tc.start, Max: tc.max, Accept: tc.accept}
		in := &game.Input{Typed: []rune(tc.typed), Keys: tc.keys, Ctrl: tc.ctrl}
		edit, err := f.Update(in)
		if f.Text != tc.want || edit != tc.edit || (err != nil) != tc.refused {
			t.Errorf("%s: text %q edit %v err %v; want %q %v refused=%v", tc.name, f.Text, edit, err, tc.want, tc.edit, tc.refused)
		}
	}
}
