package scene

import (
	"image"

	"quintet/game/input"
)

// NameBox is a scene's one-line text box, closed or open (with the focus) on the text being typed:
// Hash's salt box and Flip's cell-name box. Field says which characters it takes (Accept, Max); the
// scene draws it and says what Enter does. Embedded in a scene, it is the scene's TextBox: in the
// browser a real text input lies over it, so a phone's keyboard can type into it.
type NameBox struct {
	On    bool            // the box has the focus
	Field input.TextField // the text being typed
	Label string          // what the browser's input is called
	// Text is the closed box's text, which opening it starts from (nil: empty).
	Text func(f *Frame) string
	// Where is the box on screen; ok is false when f shows no position of the scene's.
	Where func(f *Frame) (r image.Rectangle, ok bool)
	// Submit is what Enter does with Field.Text.
	Submit func(f *Frame)
	// Refused says why a typed character was not taken (nil: it is left out without a word).
	Refused func(f *Frame, err error)
}

// Open gives the box the focus, with the closed box's text to edit.
func (b *NameBox) Open(f *Frame) {
	if !b.On {
		b.On = true
		b.Field.Set(b.closedText(f))
	}
	f.Redraw()
}

// Close takes the focus from the box; what was typed is dropped.
func (b *NameBox) Close() { b.On, b.Field.Text, b.Field.Caret = false, "", 0 }

func (b *NameBox) closedText(f *Frame) string {
	if b.Text == nil {
		return ""
	}
	return b.Text(f)
}

// Edit types f's key or character into the open box: the field's keys, a refused character said,
// Enter submitting and Esc closing it.
func (b *NameBox) Edit(f *Frame) {
	if f.In.Rune != 0 || f.In.Key.Code != "" {
		f.Redraw()
	}
	e, refused := b.Field.Update(f.In)
	if refused != nil && b.Refused != nil {
		b.Refused(f, refused)
	}
	switch e {
	case input.EditSubmit:
		b.Submit(f)
	case input.EditCancel:
		b.Close()
	}
}

// Box is where the box is, its text and its label (TextBox).
func (b *NameBox) Box(f *Frame) (image.Rectangle, string, string, bool) {
	r, ok := b.Where(f)
	if !ok {
		return image.Rectangle{}, "", "", false
	}
	if !b.On {
		return r, b.closedText(f), b.Label, true
	}
	return r, b.Field.Text, b.Label, true
}

// SetBoxText takes what was typed in the browser's input (TextBox): it opens the box and types the
// text into it character by character, as the keys would; a refused character is said and ends it
// (where refusals are not said, it is left out). Enter or Done submits.
func (b *NameBox) SetBoxText(text string, submit bool, f *Frame) {
	if _, ok := b.Where(f); !ok {
		return
	}
	b.Open(f)
	if text != b.Field.Text {
		b.Field.Set("")
		for _, r := range text {
			if _, err := b.Field.Update(&input.Input{Rune: r}); err != nil && b.Refused != nil {
				b.Refused(f, err)
				break
			}
		}
	}
	if submit {
		b.Submit(f)
	}
	f.Redraw()
}

// Capturing is true while the box has the focus, so typed keys go into it: embedded in a scene (Hash,
// Flip), it is the scene's Capturing.
func (b *NameBox) Capturing() bool { return b.On }
