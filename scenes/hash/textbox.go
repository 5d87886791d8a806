package hash

import (
	"image"
	"strings"

	"quintet/game"
	rules "quintet/rules/hash"
)

// Box is the salt box: in the browser a real text input lies over it, so a phone's keyboard can type
// a salt.
func (s *Scene) Box(f *game.Frame) (image.Rectangle, string, string, bool) {
	pos, ok := position(f)
	if !ok {
		return image.Rectangle{}, "", "", false
	}
	text := pos.Salt()
	if s.editing {
		text = s.salt.Text
	}
	return s.layout(f).saltBox, text, "Salt", true
}

// SetBoxText takes what was typed in the browser's input: the salt as far as it is valid (a refused
// character is explained, as when typed here), and Enter or Done starts the game with it.
func (s *Scene) SetBoxText(text string, submit bool, f *game.Frame) {
	pos, ok := position(f)
	if !ok {
		return
	}
	s.focusSalt(f, pos)
	if text != s.salt.Text {
		var b strings.Builder
		for _, r := range text {
			if err := rules.CheckSalt(b.String() + string(r)); err != nil {
				s.say(f, "Not added: %v.", err)
				break
			}
			b.WriteRune(r)
		}
		s.salt.Set(b.String())
	}
	if submit {
		s.submitSalt(f, pos)
	}
	f.Redraw()
}
