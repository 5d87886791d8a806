package ui

import (
	"errors"
	"strings"
	"testing"

	"quintet/game/input"
)

func key(code string, shift bool) *input.Input {
	return &input.Input{Digit: -1, Key: input.Key{Code: code, Shift: shift}}
}

func typed(r rune) *input.Input { return &input.Input{Digit: -1, Rune: r} }

func act(a input.Action) *input.Input { return &input.Input{Digit: -1, Action: a} }

// heard runs the dialog's words through a Heard, as the announcer does, and returns what is said.
type listener struct {
	h Heard
	d *Dialog
}

func (l *listener) next() []string {
	return l.h.Next(Speech{Screen: "dialog", Opened: l.d.Opened("dials:n5q5#1", "dials:n5q5:04001/30300/20421/40142/14013-EEBBE-BCDBA"), Focus: l.d.Said()})
}

// Tab and Shift+Tab walk the field and the four buttons in order, round and round, and each part
// reached is said by name (issue 36, finding 8: Tab between the buttons was silent).
func TestDialogTabSaysEachPart(t *testing.T) {
	d := NewDialog("dials:n5q5#1", 40)
	l := &listener{d: d}
	if got := l.next(); len(got) != 1 || !strings.HasPrefix(got[0], "Game ID dialog.") ||
		!strings.HasSuffix(got[0], "This position: dials:n5q5:04001/30300/20421/40142/14013-EEBBE-BCDBA.") {
		t.Fatalf("opening said %q", got)
	}
	want := []struct {
		part DialogPart
		said string
	}{
		{DialogCopy, "Copy button"}, {DialogPaste, "Paste button"}, {DialogCancel, "Cancel button"},
		{DialogOpen, "Open button"}, {DialogField, "Game ID field: dials:n5q5#1"}, {DialogCopy, "Copy button"},
	}
	for i, w := range want {
		if do, changed := d.Key(key("Tab", false)); do != DialogNothing || !changed {
			t.Fatalf("Tab %d: %v, %v", i, do, changed)
		}
		if d.Focus != w.part {
			t.Fatalf("Tab %d: focus on %v, want %v", i, d.Focus, w.part)
		}
		if got := l.next(); len(got) != 1 || got[0] != w.said {
			t.Fatalf("Tab %d: said %q, want %q", i, got, w.said)
		}
	}
	d.Key(key("Tab", true))
	if got := l.next(); d.Focus != DialogField || len(got) != 1 || got[0] != "Game ID field: dials:n5q5#1" {
		t.Fatalf("Shift+Tab: focus %v, said %q", d.Focus, got)
	}
	d.Key(key("Tab", true))
	if got := l.next(); d.Focus != DialogOpen || len(got) != 1 || got[0] != "Open button" {
		t.Fatalf("Shift+Tab from the field: focus %v, said %q", d.Focus, got)
	}
}

// Enter does what the focused part does: the field and Open open the ID, Cancel closes, Copy and Paste
// ask the clipboard; Esc closes from anywhere; Space presses a button without typing a space.
func TestDialogEnterActsOnTheFocus(t *testing.T) {
	for _, tc := range []struct {
		tabs int
		want DialogDo
	}{{0, DialogSubmit}, {1, DialogCopyText}, {2, DialogPasteText}, {3, DialogClose}, {4, DialogSubmit}} {
		d := NewDialog("flip:i3#2", 40)
		for i := 0; i < tc.tabs; i++ {
			d.Key(key("Tab", false))
		}
		in := act(input.Select)
		in.Key.Code = "Enter"
		if do, _ := d.Key(in); do != tc.want {
			t.Errorf("Enter after %d Tabs: %v, want %v", tc.tabs, do, tc.want)
		}
		if do, _ := d.Key(act(input.Back)); tc.tabs > 0 && do != DialogClose {
			t.Errorf("Esc on a button: %v", do)
		}
	}
	d := NewDialog("", 40)
	d.Key(key("Tab", false))
	if do := d.Press(DialogCopy); do != DialogNothing || d.Err == "" || d.Said() != d.Err {
		t.Errorf("Copy with an empty field: %v, error %q, said %q", do, d.Err, d.Said())
	}
	d.Key(key("Space", false))
	if do, changed := d.Key(typed(' ')); do != DialogNothing || changed || d.Field.Text != "" {
		t.Errorf("the Space that pressed a button typed %q", d.Field.Text)
	}
}

// Typing is echoed as a screen reader echoes a text box: each character (the same one twice is said
// twice), punctuation and capitals by name, deletions, the field cleared or full, the caret's moves,
// and a refused character's reason (issue 36, finding 8: typed characters were silent).
func TestDialogEchoesTyping(t *testing.T) {
	d := NewDialog("", 12)
	l := &listener{d: d}
	l.next()
	var said []string
	step := func(in *input.Input) {
		d.Key(in)
		said = append(said, l.next()...)
	}
	for _, r := range "dd:Q" {
		step(typed(r))
	}
	step(key("Backspace", false))
	step(key("ArrowLeft", false))
	step(key("Home", false))
	step(key("Delete", false))
	want := []string{"d", "d\u00a0", "colon", "cap Q", "cap Q deleted", "colon", "Start of the field", "d deleted"}
	if strings.Join(said, "|") != strings.Join(want, "|") {
		t.Fatalf("said %q\nwant %q", said, want)
	}
	if d.Field.Text != "d:" {
		t.Fatalf("field %q", d.Field.Text)
	}
	said = nil
	d.Field.Set("abcdefghijkl")
	step(typed('m'))
	step(key("Home", false))
	step(key("End", false))
	in := key("U", false)
	in.Key.Ctrl = true
	step(in)
	if len(said) != 4 || !strings.Contains(said[0], "full") || said[2] != "End of the field" || said[3] != "Field cleared" {
		t.Fatalf("full, Home, End, Ctrl+U: said %q", said)
	}
	said = nil
	d.Field.Accept = func(string, rune) (rune, error) { return 0, errors.New("only digits here") }
	step(typed('x'))
	if len(said) != 1 || said[0] != "Only digits here" {
		t.Fatalf("a refused character: said %q", said)
	}
	// Typing on a button goes back to the field, and is echoed there.
	d.Field.Accept = nil
	d.Key(key("Tab", false))
	l.next()
	step(typed('7'))
	if d.Focus != DialogField || d.Field.Text != "7" || said[len(said)-1] != "7" {
		t.Fatalf("typing on Copy: focus %v, field %q, said %q", d.Focus, d.Field.Text, said)
	}
}

// What the clipboard and Open did is said, and shown under the field; a refused ID keeps the field.
func TestDialogSaysClipboardAndRefusal(t *testing.T) {
	d := NewDialog("hash:number#3", 40)
	d.Asked(false)
	if !d.Waiting || d.Said() != "Copying…" {
		t.Fatalf("asked: waiting %v, said %q", d.Waiting, d.Said())
	}
	if do := d.Press(DialogPaste); do != DialogNothing || !strings.Contains(d.Said(), "Still waiting") {
		t.Fatalf("Paste while waiting: %v, said %q", do, d.Said())
	}
	d.ClipDone(false, "hash:number#3", "")
	if msg, kind := d.Message(false); kind != MessageNote || msg != "Copied hash:number#3" || d.Said() != msg {
		t.Fatalf("copied: %q %v, said %q", msg, kind, d.Said())
	}
	d.ClipDone(true, "  flip:i3#\u200b4\n", "")
	if d.Field.Text != "flip:i3#4" || !strings.Contains(d.Said(), "Pasted flip:i3#4 (1 character removed); Enter opens it") {
		t.Fatalf("pasted: field %q, said %q", d.Field.Text, d.Said())
	}
	d.ClipDone(true, "", "clipboard permission refused")
	if msg, kind := d.Message(true); kind != MessageBad || msg != "Clipboard permission refused" || d.Field.Text != "flip:i3#4" {
		t.Fatalf("refused: %q %v, field %q", msg, kind, d.Field.Text)
	}
	d.Refused("no puzzle named flop")
	if d.Said() != "Not opened: no puzzle named flop" || d.Err != "no puzzle named flop" {
		t.Fatalf("refused ID: said %q", d.Said())
	}
	d.Key(typed('x'))
	if d.Err != "" {
		t.Fatal("typing kept the error")
	}
	// The page's own text box echoes itself: nothing is said for it, and Enter there opens the ID.
	said := d.Said()
	if do, changed := d.SetBoxText("clock:n4k2#1", false); do != DialogNothing || !changed || d.Field.Text != "clock:n4k2#1" || d.Said() != said {
		t.Fatalf("box text: %v %v field %q said %q", do, changed, d.Field.Text, d.Said())
	}
	if do, _ := d.SetBoxText("clock:n4k2#1", true); do != DialogSubmit {
		t.Fatalf("box Enter: %v", do)
	}
}
