package game_test

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"quintet/game/clipboard"
	"quintet/game/gametest"
	"quintet/rules/puzzle"
)

// fakeClip is a clipboard that holds text, or fails with err; with hold set it keeps its answers until
// release is called, as a slow clipboard or a permission prompt would.
type fakeClip struct {
	text    string
	err     error
	writes  []string
	reads   int
	hold    bool
	pending []func()
}

func (f *fakeClip) WriteText(text string, done func(error)) {
	f.writes = append(f.writes, text)
	answer := func() {
		if f.err == nil {
			f.text = text
		}
		done(f.err)
	}
	f.later(answer)
}

func (f *fakeClip) ReadText(done func(string, error)) {
	f.reads++
	text, err := f.text, f.err
	f.later(func() { done(text, err) })
}

func (f *fakeClip) later(answer func()) {
	if f.hold {
		f.pending = append(f.pending, answer)
		return
	}
	answer()
}

func (f *fakeClip) release() {
	for _, a := range f.pending {
		a()
	}
	f.pending = nil
}

// clipDriver opens Dials at id with a fake clipboard.
func clipDriver(t *testing.T, id string, w, h int) (*gametest.Driver, *fakeClip) {
	d := gametest.New(t, puzzles, id, w, h)
	c := &fakeClip{}
	d.Probe.SetClipboard(c)
	return d, c
}

// dialog is the open game-ID dialog as the App reports it.
type dialog struct {
	open                bool
	field, note, errMsg string
	focus               string
	buttons             map[string]image.Rectangle
}

func dialogOf(d *gametest.Driver) dialog {
	m := d.Probe.Dialog()
	if m == nil {
		return dialog{}
	}
	g := dialog{open: true, field: m["field"].(string), note: m["note"].(string), errMsg: m["error"].(string),
		focus: m["focus"].(string), buttons: map[string]image.Rectangle{}}
	for _, b := range m["buttons"].([]any) {
		b := b.(map[string]any)
		x, y, w, h := int(b["x"].(float64)), int(b["y"].(float64)), int(b["w"].(float64)), int(b["h"].(float64))
		g.buttons[b["label"].(string)] = image.Rect(x, y, x+w, y+h)
	}
	return g
}

func ctrl(d *gametest.Driver, k string) {
	d.Probe.InjectMods(true, false)
	d.Key(k)
}

// The ways to copy: the Copy button (mouse or touch), Ctrl+C, and Tab to Copy then Enter or Space.
// Each puts the field's text, the game's ID, on the clipboard and says so.
func TestGameIDDialogCopies(t *testing.T) {
	const id = "dials:n5q5#1"
	for _, tc := range []struct {
		name string
		do   func(d *gametest.Driver)
	}{
		{"the Copy button", func(d *gametest.Driver) { d.Click(gametest.Center(dialogOf(d).buttons["Copy"])) }},
		{"Ctrl+C", func(d *gametest.Driver) { ctrl(d, "C") }},
		{"Tab, then Enter", func(d *gametest.Driver) { d.Key("Tab"); d.Key("Enter") }},
		{"Down, then Space", func(d *gametest.Driver) { d.Key("ArrowDown"); d.Key("Space") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, c := clipDriver(t, id, 1024, 720)
			d.Key("G")
			tc.do(d)
			d.Tick() // the answer arrives on the next frame
			g := dialogOf(d)
			if len(c.writes) != 1 || c.writes[0] != id || c.text != id {
				t.Fatalf("the clipboard was written %q, holds %q; want %q once", c.writes, c.text, id)
			}
			if !g.open || g.note != "Copied "+id || g.errMsg != "" || g.field != id {
				t.Fatalf("after copying: %+v", g)
			}
			if s := d.Probe.Session("dials"); s.Current().Game.String() != id || s.Current().Moves != 0 {
				t.Fatalf("copying changed the game: %v", s.Current().Game)
			}
		})
	}
}

// The ways to paste put the clipboard's text in the field, cleaned, without opening it; Enter opens it.
func TestGameIDDialogPastes(t *testing.T) {
	long := "dials:n5q5:" + strings.Repeat("0", puzzle.MaxIDLength)
	for _, tc := range []struct {
		name, clip, field, note string
		do                      func(d *gametest.Driver)
	}{
		{"the Paste button", "dials:n3q7#5", "dials:n3q7#5", "Pasted dials:n3q7#5; Enter opens it",
			func(d *gametest.Driver) { d.Click(gametest.Center(dialogOf(d).buttons["Paste"])) }},
		{"Ctrl+V, a copied line's newline dropped", "  dials:n3q7#5\r\n", "dials:n3q7#5", "Pasted dials:n3q7#5; Enter opens it",
			func(d *gametest.Driver) { ctrl(d, "V") }},
		{"Tab, Right, Enter", "dials:n3q7#5", "dials:n3q7#5", "Pasted dials:n3q7#5; Enter opens it",
			func(d *gametest.Driver) { d.Key("Tab"); d.Key("ArrowRight"); d.Key("Enter") }},
		{"Shift+Tab three times, Enter", "dials:n3q7#5", "dials:n3q7#5", "Pasted dials:n3q7#5; Enter opens it",
			func(d *gametest.Driver) {
				for range 3 {
					d.Probe.InjectMods(false, true)
					d.Key("Tab")
				}
				d.Key("Enter")
			}},
		{"control and format characters removed", "dials:\x1b\u202en3q7\t#5", "dials:n3q7#5",
			"Pasted dials:n3q7#5 (3 characters removed); Enter opens it", func(d *gametest.Driver) { ctrl(d, "V") }},
		{"cut to the field's limit", long, long[:puzzle.MaxIDLength],
			fmt.Sprintf("Pasted %s… (cut to %d characters); Enter opens it", long[:60], puzzle.MaxIDLength), func(d *gametest.Driver) { ctrl(d, "V") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, c := clipDriver(t, specID, 1024, 720)
			c.text = tc.clip
			s := d.Probe.Session("dials")
			d.Key("G")
			tc.do(d)
			d.Tick()
			g := dialogOf(d)
			if c.reads != 1 || g.field != tc.field || g.note != tc.note || g.errMsg != "" || g.focus != "field" {
				t.Fatalf("after pasting %q (%d reads): %+v; want the field %q and the note %q", tc.clip, c.reads, g, tc.field, tc.note)
			}
			if got := s.Current().Game.String(); got != specID {
				t.Fatalf("pasting opened %s: it must wait for Enter", got)
			}
			if tc.field != "dials:n3q7#5" {
				return
			}
			d.Key("Enter")
			if got := s.Current().Game.String(); got != "dials:n3q7#5" || dialogOf(d).open {
				t.Fatalf("Enter after pasting: game %s, dialog open %v", got, dialogOf(d).open)
			}
		})
	}
}

// A clipboard that fails says why, in one line, and the field keeps what it held.
func TestGameIDDialogClipboardFailures(t *testing.T) {
	for _, tc := range []struct {
		name, clip string
		err        error
		paste      bool
		want       string
	}{
		{"permission refused", "", clipboard.ErrRefused, true, "Clipboard permission refused"},
		{"no clipboard", "", clipboard.ErrUnavailable, true, "Clipboard not available"},
		{"no clipboard to copy to", "", clipboard.ErrUnavailable, false, "Clipboard not available"},
		{"empty", "", fmt.Errorf("%w (or it holds no text)", clipboard.ErrEmpty), true, "Clipboard empty (or it holds no text)"},
		{"only control characters", "\x01\x02\n", nil, true, "Nothing pasted: the clipboard holds no usable text"},
		{"an error of several lines shows its first", "", fmt.Errorf("%w: no display\ninstall this\nand that", clipboard.ErrUnavailable), true,
			"Clipboard not available: no display"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, c := clipDriver(t, specID, 1024, 720)
			c.text, c.err = tc.clip, tc.err
			d.Key("G")
			before := dialogOf(d).field
			if tc.paste {
				ctrl(d, "V")
			} else {
				ctrl(d, "C")
			}
			d.Tick()
			g := dialogOf(d)
			if g.errMsg != tc.want || g.field != before || !g.open {
				t.Fatalf("%+v; want the message %q and the field %q kept", g, tc.want, before)
			}
		})
	}
}

// A slow clipboard: the dialog says it waits, one request is out at a time, and an answer that comes
// after the dialog closed changes nothing.
func TestGameIDDialogSlowClipboard(t *testing.T) {
	d, c := clipDriver(t, specID, 1024, 720)
	c.hold, c.text = true, "dials:n3q7#5"
	d.Key("G")
	ctrl(d, "V")
	if g := dialogOf(d); g.note != "Reading the clipboard…" {
		t.Fatalf("while the clipboard is read: %+v", g)
	}
	ctrl(d, "V")
	ctrl(d, "C")
	if g := dialogOf(d); c.reads != 1 || len(c.writes) != 0 || g.note != "Still waiting for the clipboard…" {
		t.Fatalf("a second request while one is out: %d reads, %d writes, %+v", c.reads, len(c.writes), g)
	}
	c.release()
	d.Tick()
	if g := dialogOf(d); g.field != "dials:n3q7#5" {
		t.Fatalf("after the answer: %+v", g)
	}
	// Ask again, close the dialog, then answer: the next dialog starts from the game's ID.
	ctrl(d, "V")
	d.Key("Escape")
	c.text = "flip:i3#1"
	c.release()
	d.Tick()
	d.Key("G")
	if g := dialogOf(d); g.field != specID || g.note != "" {
		t.Fatalf("an answer for a closed dialog reached the new one: %+v", g)
	}
	ctrl(d, "C") // the clipboard is free again
	c.release()
	d.Tick()
	if g := dialogOf(d); g.note != "Copied "+specID {
		t.Fatalf("after a closed dialog's answer, copying: %+v", g)
	}
}

// With a button focused, Esc still cancels and typing goes back to the field; outside the dialog
// Ctrl+C and Ctrl+V do nothing to the game.
func TestGameIDDialogKeyboardFocus(t *testing.T) {
	d, c := clipDriver(t, specID, 1024, 720)
	s := d.Probe.Session("dials")
	ctrl(d, "C")
	ctrl(d, "V")
	if s.Current().Moves != 0 || len(c.writes) != 0 || c.reads != 0 || dialogOf(d).open {
		t.Fatalf("Ctrl+C/V on the puzzle: %d moves, %d writes, %d reads", s.Current().Moves, len(c.writes), c.reads)
	}
	d.Key("G")
	ctrl(d, "U")
	for range 4 {
		d.Key("Tab")
	}
	if g := dialogOf(d); g.focus != "Open" {
		t.Fatalf("four Tabs from the field: focus on %q, want Open", g.focus)
	}
	d.Key("Tab")
	d.Key("Tab")
	d.Type("d")
	if g := dialogOf(d); g.focus != "field" || g.field != "d" {
		t.Fatalf("typing with Copy focused: %+v", g)
	}
	d.Key("Tab")
	d.Key("Escape")
	if dialogOf(d).open || s.Current().Game.String() != specID {
		t.Fatal("Esc with a button focused did not cancel")
	}
}

// On a phone-sized screen the four buttons fit in the dialog, each at least 44 pixels each way.
func TestGameIDDialogButtonsOnAPhone(t *testing.T) {
	for _, sz := range []image.Point{{390, 844}, {320, 568}, {1024, 720}} {
		d, _ := clipDriver(t, specID, sz.X, sz.Y)
		d.Key("G")
		g := dialogOf(d)
		screen := image.Rect(0, 0, sz.X, sz.Y)
		var rs []image.Rectangle
		for label, r := range g.buttons {
			if r.Dx() < 44 || r.Dy() < 44 || !r.In(screen) {
				t.Errorf("%v: %s is %v", sz, label, r)
			}
			for _, o := range rs {
				if o.Overlaps(r) {
					t.Errorf("%v: %s overlaps another button", sz, label)
				}
			}
			rs = append(rs, r)
		}
		if len(rs) != 4 {
			t.Fatalf("%v: buttons %v", sz, g.buttons)
		}
	}
}

// BenchmarkDialogWithLongestID draws the game-ID dialog holding an ID as long as the field allows (a
// paste can put one there in one go).
func BenchmarkDialogWithLongestID(b *testing.B) {
	d := gametest.New(b, puzzles, specID, 1024, 720)
	c := &fakeClip{text: "dials:n5q5:" + strings.Repeat("0", puzzle.MaxIDLength)}
	d.Probe.SetClipboard(c)
	d.Key("G")
	d.Probe.InjectMods(true, false)
	d.Key("V")
	d.Tick()
	d.Probe.InjectMods(true, false)
	d.Key("C") // the note names what was copied
	d.Tick()
	if g := dialogOf(d); !strings.HasPrefix(g.note, "Copied dials:n5q5:000") {
		b.Fatalf("after copying the longest ID: %+v", g)
	}
	d.Key("Enter") // not a game: the dialog stays, with the error
	if g := dialogOf(d); g.errMsg == "" {
		b.Fatalf("the longest ID opened: %+v", g)
	} else {
		b.Logf("the error shown: %.200q", g.errMsg)
	}
	for b.Loop() {
		d.Key("ArrowLeft") // moves the caret: a redraw
	}
}
