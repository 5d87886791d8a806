package scene

import (
	"errors"
	"image"
	"strings"
	"testing"

	"quintet/game/input"
)

// A box whose refusals are said stops the browser's text at the first refused character and says it;
// a silent box leaves such characters out and takes the rest. Enter submits, Esc closes and drops the text.
func TestNameBoxBrowserText(t *testing.T) {
	digits := func(_ string, r rune) (rune, error) {
		if r < '0' || r > '9' {
			return 0, errors.New("not a digit")
		}
		return r, nil
	}
	var said []string
	submitted := ""
	var b NameBox
	b = NameBox{Label: "N", Field: input.TextField{Accept: digits},
		Text:    func(*Frame) string { return "7" },
		Where:   func(*Frame) (image.Rectangle, bool) { return image.Rect(0, 0, 10, 10), true },
		Submit:  func(*Frame) { submitted = b.Field.Text },
		Refused: func(_ *Frame, err error) { said = append(said, err.Error()) }}
	f := &Frame{}
	if _, text, label, ok := b.Box(f); !ok || text != "7" || label != "N" {
		t.Fatalf("closed box: %q %q %v, want the closed text 7", text, label, ok)
	}
	b.SetBoxText("12x34", false, f)
	if !b.On || b.Field.Text != "12" || len(said) != 1 || !strings.Contains(said[0], "digit") {
		t.Fatalf("said box: open %v, text %q, said %q; want 12 and one refusal", b.On, b.Field.Text, said)
	}
	b.Refused = nil
	b.SetBoxText("56y78", true, f)
	if b.Field.Text != "5678" || submitted != "5678" || len(said) != 1 {
		t.Fatalf("silent box: text %q, submitted %q, said %q; want 5678 submitted, nothing said", b.Field.Text, submitted, said)
	}
	b.Edit(&Frame{In: &input.Input{Key: input.Key{Code: "Escape"}}})
	if _, text, _, _ := b.Box(f); b.On || b.Field.Text != "" || text != "7" {
		t.Fatalf("after Esc: open %v, field %q, box %q; want closed, showing 7", b.On, b.Field.Text, text)
	}
}

// A scene that embeds a name box captures the keys while the box has the focus, and only then.
func TestNameBoxCapturing(t *testing.T) {
	s := struct{ NameBox }{}
	if s.Capturing() {
		t.Error("a closed box captures the keys")
	}
	s.On = true
	if !s.Capturing() {
		t.Error("an open box does not capture the keys")
	}
	s.Close()
	if s.Capturing() {
		t.Error("a box closed again still captures the keys")
	}
}
