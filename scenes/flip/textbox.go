package flip

import (
	"image"

	"quintet/game"
	"quintet/game/input"
)

// Box is the cell-name box: in the browser a real text input lies over it, so a phone's keyboard can
// type a name.
func (s *Scene) Box(f *game.Frame) (image.Rectangle, string, string, bool) {
	l, ok := layoutFor(f)
	return l.box, s.typed.Text, "Cell", ok
}

// SetBoxText takes what was typed in the browser's input (the characters a cell name can have), and
// Enter or Done plays the cell.
func (s *Scene) SetBoxText(text string, submit bool, f *game.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	if !s.editing {
		s.openBox()
	}
	if text != s.typed.Text {
		s.typed.Set("")
		for _, r := range text {
			s.typed.Update(&input.Input{Rune: r}) // the characters a name can have, up to its length
		}
	}
	if submit {
		s.submit(f, p)
	}
	f.Redraw()
}
