package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Edit is what one tick of typing did to a TextField.
type Edit int

const (
	EditNone   Edit = iota // nothing, or the text changed
	EditSubmit             // Enter
	EditCancel             // Esc
)

// TextField is the editing part of a one-line text box, shared by the game-ID dialog and the puzzles'
// own boxes: typed characters (each offered to Accept), Backspace (repeating while held), Delete,
// Ctrl+U or Ctrl+Backspace to clear, Enter to submit and Esc to cancel.
type TextField struct {
	Text string
	// Max is the most characters the field holds; 0 means no limit.
	Max int
	// Accept says whether r may be added to text, and which character to add (to fold case, say).
	// A refusal's error is returned from Update for the box to show; nil Accept takes anything printable.
	Accept func(text string, r rune) (rune, error)
}

// Update applies this tick's typing and keys. It returns what Enter or Esc asked for, and the first
// refusal of a typed character, if any.
func (t *TextField) Update(in *Input) (Edit, error) {
	var refused error
	for _, r := range in.Typed {
		if r < ' ' || r == 0x7f || (t.Max > 0 && len([]rune(t.Text)) >= t.Max) {
			continue
		}
		if t.Accept != nil {
			var err error
			if r, err = t.Accept(t.Text, r); err != nil {
				if refused == nil {
					refused = err
				}
				continue
			}
		}
		t.Text += string(r)
	}
	for _, k := range in.Keys {
		switch {
		case k == ebiten.KeyDelete, k == ebiten.KeyU && in.Ctrl, k == ebiten.KeyBackspace && in.Ctrl:
			t.Text = ""
		case k == ebiten.KeyBackspace:
			t.backspace()
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter:
			return EditSubmit, refused
		case k == ebiten.KeyEscape:
			return EditCancel, refused
		}
	}
	if d := inpututil.KeyPressDuration(ebiten.KeyBackspace); d > 30 && d%3 == 0 {
		t.backspace() // a held Backspace repeats
	}
	return EditNone, refused
}

func (t *TextField) backspace() {
	if rs := []rune(t.Text); len(rs) > 0 {
		t.Text = string(rs[:len(rs)-1])
	}
}
