package ui

import (
	"fmt"
	"strings"
	"unicode"

	"quintet/game/input"
)

// DialogPart is a part of the game-ID dialog that takes the keyboard's focus; the parts are in Tab order.
type DialogPart int

// The dialog's parts, in Tab order.
const (
	DialogField DialogPart = iota
	DialogCopy
	DialogPaste
	DialogCancel
	DialogOpen
	dialogParts
)

// DialogButtons are the dialog's buttons in Tab order: Copy and Paste use the clipboard, Cancel closes,
// Open opens the ID typed.
var DialogButtons = []DialogPart{DialogCopy, DialogPaste, DialogCancel, DialogOpen}

// Label is the part's name as the dialog shows it.
func (p DialogPart) Label() string {
	return [...]string{"Game ID", "Copy", "Paste", "Cancel", "Open"}[p]
}

// DialogDo is what the shell must do after the dialog took a step: the dialog cannot open a game or
// reach the clipboard itself.
type DialogDo int

const (
	DialogNothing   DialogDo = iota
	DialogClose              // close the dialog
	DialogSubmit             // open the field's ID; a refusal goes back through Refused
	DialogCopyText           // ask the clipboard to take the field's text, then call Asked (or Busy)
	DialogPasteText          // ask the clipboard for its text, then call Asked (or Busy)
)

// MessageKind is how the line under the field is shown.
type MessageKind int

const (
	MessageHow  MessageKind = iota // how to use the dialog (dim)
	MessageNote                    // what Copy or Paste did
	MessageBad                     // why the ID was not opened, or what the clipboard refused
)

// Dialog is the game-ID dialog's state: its text field, the part with the keyboard's focus, the line
// under the field, and what a screen reader was last told of it (each Tab names the part reached; each
// character typed or deleted is echoed, as a screen reader echoes a text box).
type Dialog struct {
	Field   input.TextField
	Err     string // why the ID was not opened, or what the clipboard refused
	Note    string // what Copy or Paste did
	Focus   DialogPart
	Waiting bool // a clipboard request is out
	said    string
}

// NewDialog is the dialog opened on the ID id, with a field of at most max characters.
func NewDialog(id string, max int) *Dialog {
	d := &Dialog{Field: input.TextField{Max: max}}
	d.Field.Set(id)
	return d
}

// say makes s the dialog's latest words. The same words twice in a row (the same character typed
// again) differ by a no-break space at the end, which no one hears, so each is said.
func (d *Dialog) say(s string) {
	if s == d.said {
		s += "\u00a0"
	}
	d.said = s
}

// Said is what the dialog last said: the part Tab reached, the character typed or deleted, what the
// clipboard did, why an ID was refused ("" until any of these happened).
func (d *Dialog) Said() string { return d.said }

// Opened is what the dialog says when it opens, with the ID it shows and the position's ID whole (""
// on the menu).
func (d *Dialog) Opened(id, position string) string {
	s := "Game ID dialog. Type or paste a game ID and press Enter to open it; Tab moves to the buttons; Esc closes. The ID now: " + id + "."
	if position != "" {
		s += " This position: " + position + "."
	}
	return s
}

// partWords name a part as a screen reader names a control.
func (d *Dialog) partWords(p DialogPart) string {
	if p != DialogField {
		return p.Label() + " button"
	}
	if d.Field.Text == "" {
		return "Game ID field, empty"
	}
	return "Game ID field: " + d.Field.Text
}

// SetFocus moves the focus to p, naming it.
func (d *Dialog) SetFocus(p DialogPart) {
	if p < 0 || p >= dialogParts {
		return
	}
	d.Focus = p
	d.say(d.partWords(p))
}

// Key takes one step's keys and typed character (clicks are the shell's: it calls Press or SetFocus).
// It reports what the shell must do and whether the dialog changed.
func (d *Dialog) Key(in *input.Input) (DialogDo, bool) {
	// Ctrl+C, Ctrl+V and Tab act whichever part has the focus.
	switch {
	case in.Action == input.Copy:
		return d.Press(DialogCopy), true
	case in.Action == input.Paste:
		return d.Press(DialogPaste), true
	case in.Key.Code == "Tab":
		step := DialogPart(1)
		if in.Key.Shift {
			step = dialogParts - 1
		}
		d.SetFocus((d.Focus + step) % dialogParts)
		return DialogNothing, true
	}
	if d.Focus != DialogField {
		switch {
		case in.Action == input.Back:
			return DialogClose, true
		case in.Action == input.Select || in.Key.Code == "Space":
			return d.Press(d.Focus), true
		case in.Action == input.Left:
			d.SetFocus(max(DialogCopy, d.Focus-1))
			return DialogNothing, true
		case in.Action == input.Right:
			d.SetFocus(min(DialogOpen, d.Focus+1))
			return DialogNothing, true
		case in.Action == input.Up:
			d.SetFocus(DialogField)
			return DialogNothing, true
		case in.Rune == ' ':
			return DialogNothing, false // the character of the Space that pressed a button
		case in.Rune != 0 || in.Key.Code == "Backspace" || in.Key.Code == "Delete" || in.Key.Code == "Home" || in.Key.Code == "End":
			d.Focus = DialogField // typing goes back to the field (and is echoed below)
		}
	} else if in.Action == input.Down {
		d.SetFocus(DialogCopy)
		return DialogNothing, true
	}
	before := d.Field
	edit, err := d.Field.Update(in)
	switch edit {
	case input.EditCancel:
		return DialogClose, true
	case input.EditSubmit:
		return DialogSubmit, true
	}
	if d.Field.Text != before.Text {
		d.Err, d.Note = "", ""
	}
	d.echo(before, in, err)
	return DialogNothing, in.Key.Code != "" || in.Rune != 0
}

// echo says what one step of typing did to the field: the character typed or deleted, the character
// the caret passed, the field cleared or full, or why a character was refused.
func (d *Dialog) echo(before input.TextField, in *input.Input, err error) {
	was, now := []rune(before.Text), []rune(d.Field.Text)
	switch {
	case err != nil:
		d.say(Capitalize(err.Error()))
	case len(now) == len(was)+1:
		d.say(CharWords(now[before.Caret]))
	case len(now) == 0 && len(was) > 0:
		d.say("Field cleared")
	case len(now) == len(was)-1 && in.Key.Code == "Backspace":
		d.say(CharWords(was[before.Caret-1]) + " deleted")
	case len(now) == len(was)-1:
		d.say(CharWords(was[before.Caret]) + " deleted")
	case d.Field.Text != before.Text:
		d.say(d.partWords(DialogField))
	case in.Rune >= ' ' && d.Field.Max > 0 && len(now) >= d.Field.Max:
		d.say(fmt.Sprintf("The field is full: it holds %d characters", d.Field.Max))
	case d.Field.Caret == before.Caret:
	case in.Key.Code == "Home":
		d.say("Start of the field")
	case in.Key.Code == "End":
		d.say("End of the field")
	case d.Field.Caret < before.Caret:
		d.say(CharWords(now[d.Field.Caret]))
	default:
		d.say(CharWords(now[before.Caret]))
	}
}

// charNames are the characters of game IDs that a screen reader may skip, by name.
var charNames = map[rune]string{
	' ': "space", ':': "colon", '#': "hash", '/': "slash", '-': "dash", '.': "dot", '_': "underscore",
	',': "comma", ';': "semicolon", '+': "plus", '=': "equals", '*': "star", '?': "question mark",
	'!': "exclamation mark", '"': "quote", '\'': "apostrophe", '(': "left paren", ')': "right paren",
	'@': "at", '&': "and", '%': "percent", '~': "tilde", '\\': "backslash", '|': "bar", '<': "less than",
	'>': "greater than", '[': "left bracket", ']': "right bracket", '{': "left brace", '}': "right brace",
	'^': "caret", '`': "grave", '$': "dollar",
}

// CharWords is how a character typed is echoed: punctuation by name (a screen reader may skip it), a
// capital letter as "cap A", anything else as itself.
func CharWords(r rune) string {
	if n, ok := charNames[r]; ok {
		return n
	}
	if unicode.IsUpper(r) {
		return "cap " + string(r)
	}
	return string(r)
}

// Press does what a button does (Enter or Space on it, a click or a tap, Ctrl+C or Ctrl+V).
func (d *Dialog) Press(p DialogPart) DialogDo {
	switch p {
	case DialogOpen:
		return DialogSubmit
	case DialogCancel:
		return DialogClose
	case DialogCopy, DialogPaste:
		if p == DialogCopy && d.Field.Text == "" {
			d.Err, d.Note = "Nothing to copy: the field is empty", ""
			d.say(d.Err)
			return DialogNothing
		}
		if d.Waiting {
			d.Busy()
			return DialogNothing
		}
		if p == DialogPaste {
			return DialogPasteText
		}
		return DialogCopyText
	}
	return DialogNothing
}

// Busy is the clipboard still answering an earlier request.
func (d *Dialog) Busy() {
	d.Note = "Still waiting for the clipboard…"
	d.say(d.Note)
}

// Asked is a clipboard request sent (paste: a read) for the dialog.
func (d *Dialog) Asked(paste bool) {
	d.Waiting, d.Err = true, ""
	d.Note = "Copying…"
	if paste {
		d.Note = "Reading the clipboard…"
	}
	d.say(d.Note)
}

// ClipDone takes the clipboard's answer: the text copied, or the clipboard's text for the field (kept
// as it was when there is nothing to paste), or the clipboard's failure in one line (failure not "").
func (d *Dialog) ClipDone(paste bool, text, failure string) {
	d.Waiting = false
	d.Err, d.Note = "", ""
	switch {
	case failure != "":
		d.Err = Capitalize(failure)
		d.say(d.Err)
		return
	case !paste:
		d.Note = "Copied " + Shorten(text, 100)
		d.say(d.Note)
		return
	}
	f := d.Field
	removed, cut := f.Paste(text)
	if f.Text == "" {
		d.Err = "Nothing pasted: the clipboard holds no usable text"
		d.say(d.Err)
		return
	}
	d.Field = f
	d.Focus = DialogField
	var what []string
	if removed == 1 {
		what = append(what, "1 character removed")
	} else if removed > 1 {
		what = append(what, fmt.Sprintf("%d characters removed", removed))
	}
	if cut {
		what = append(what, fmt.Sprintf("cut to %d characters", d.Field.Max))
	}
	d.Note = "Pasted " + Shorten(d.Field.Text, 60)
	if len(what) > 0 {
		d.Note += " (" + strings.Join(what, ", ") + ")"
	}
	d.Note += "; Enter opens it"
	d.say(d.Note)
}

// Refused is the ID not opened, and why.
func (d *Dialog) Refused(why string) {
	d.Err, d.Note = why, ""
	d.say("Not opened: " + why)
}

// SetBoxText takes the text typed (or pasted) into the browser's input over the field, held to what
// the field itself would take, and whether Enter was pressed there. The page's input is a real text
// box, which a screen reader echoes itself: nothing is said here.
func (d *Dialog) SetBoxText(text string, submit bool) (DialogDo, bool) {
	text, _, _ = input.Sanitize(text, d.Field.Max)
	changed := text != d.Field.Text
	if changed {
		d.Field.Set(text)
		d.Err, d.Note = "", ""
		d.Focus = DialogField
	}
	if submit {
		return DialogSubmit, true
	}
	return DialogNothing, changed
}

// Message is the line under the field and how it is shown: the error, what Copy or Paste did, or how
// to use the dialog (in touch words or key words).
func (d *Dialog) Message(touch bool) (string, MessageKind) {
	switch {
	case d.Err != "":
		return d.Err, MessageBad
	case d.Note != "":
		return d.Note, MessageNote
	case touch:
		return "Type or edit an ID, then tap Open. Copy and Paste use the clipboard.", MessageHow
	}
	return "Type or edit an ID and press Enter. Ctrl+C copies it, Ctrl+V pastes over it, Ctrl+U clears, Tab moves to the buttons, Esc cancels.", MessageHow
}

// ShortHow is the how-to line's short form, for a window too short for the whole.
func (d *Dialog) ShortHow(touch bool) string {
	if touch {
		return "Tap Open to open the ID."
	}
	return "Enter opens the ID; Tab reaches the buttons."
}

// Shorten cuts s to n characters, marking the cut with an ellipsis (so a note never asks the text
// measurer to fit thousands of characters).
func Shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// Capitalize puts a capital at the start of a message.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}
