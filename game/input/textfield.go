package input

// Edit is what one step of typing did to a TextField.
type Edit int

const (
	EditNone   Edit = iota // nothing, or the text changed
	EditSubmit             // Enter
	EditCancel             // Esc
)

// TextField is the editing part of a one-line text box, shared by the game-ID dialog and the puzzles'
// own boxes: typed characters (each offered to Accept) go in at the caret; Backspace and Delete remove
// the character before or after it (Delete at the end clears the box; a held key repeats); Left, Right, Home and End move it; Ctrl+U or
// Ctrl+Backspace clears; Enter submits and Esc cancels. It works in runes, so a multi-byte character is
// one character.
type TextField struct {
	Text string
	// Caret is the caret's place in runes; it is kept within the text.
	Caret int
	// Max is the most characters the field holds; 0 means no limit.
	Max int
	// Accept says whether r may be added to text, and which character to add (to fold case, say).
	// A refusal's error is returned from Update for the box to show; nil Accept takes anything printable.
	Accept func(text string, r rune) (rune, error)
}

// marksBefore counts the combining marks just before position i of rs (those on one character).
func marksBefore(rs []rune, i int) int {
	n := 0
	for i > 0 && IsMark(rs[i-1]) {
		n, i = n+1, i-1
	}
	return n
}

// Set replaces the text and puts the caret at its end.
func (t *TextField) Set(s string) {
	t.Text = s
	t.Caret = len([]rune(s))
}

// Update applies one step's key or character. It returns what Enter or Esc asked for, and the refusal
// of a typed character, if any.
func (t *TextField) Update(in *Input) (Edit, error) {
	rs := []rune(t.Text)
	t.Caret = min(max(t.Caret, 0), len(rs))
	if r := in.Rune; r != 0 {
		if r < ' ' || r == 0x7f || (t.Max > 0 && len(rs) >= t.Max) {
			return EditNone, nil
		}
		if IsMark(r) && marksBefore(rs, t.Caret) >= MaxMarks {
			return EditNone, ErrTooManyMarks
		}
		if t.Accept != nil {
			var err error
			if r, err = t.Accept(string(rs[:t.Caret]), r); err != nil {
				return EditNone, err
			}
		}
		rs = append(rs[:t.Caret], append([]rune{r}, rs[t.Caret:]...)...)
		t.Text, t.Caret = string(rs), t.Caret+1
		return EditNone, nil
	}
	k := in.Key
	switch {
	case k.Code == "":
	case (k.Code == "U" || letter(k) == "u") && k.Ctrl, k.Code == "Backspace" && k.Ctrl:
		t.Text, t.Caret = "", 0
	case k.Code == "Backspace":
		if t.Caret > 0 {
			t.Text, t.Caret = string(append(rs[:t.Caret-1:t.Caret-1], rs[t.Caret:]...)), t.Caret-1
		}
	case k.Code == "Delete" && t.Caret == len(rs):
		t.Text, t.Caret = "", 0 // nothing after the caret: Delete clears, as it always has here
	case k.Code == "Delete":
		t.Text = string(append(rs[:t.Caret:t.Caret], rs[t.Caret+1:]...))
	case k.Code == "ArrowLeft":
		t.Caret = max(0, t.Caret-1)
	case k.Code == "ArrowRight":
		t.Caret = min(len(rs), t.Caret+1)
	case k.Code == "Home":
		t.Caret = 0
	case k.Code == "End":
		t.Caret = len(rs)
	case k.Code == "Enter" || k.Code == "NumpadEnter":
		return EditSubmit, nil
	case k.Code == "Escape":
		return EditCancel, nil
	}
	return EditNone, nil
}
