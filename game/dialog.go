package game

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// The parts of the game-ID dialog that take the keyboard's focus, in Tab order.
const (
	focusField = iota
	focusCopy
	focusPaste
	focusCancel
	focusOpen
	focusParts
)

type idDialog struct {
	app     *App
	field   input.TextField
	err     string // why the ID was not opened, or what the clipboard refused (red)
	note    string // what Copy or Paste did
	focus   int    // the part with the keyboard's focus
	waiting bool   // a clipboard request is out
}

// dialogButton is one of the dialog's buttons.
type dialogButton struct {
	part  int
	label string
	r     image.Rectangle
}

func newIDDialog(a *App) *idDialog {
	d := &idDialog{app: a, field: input.TextField{Max: puzzle.MaxIDLength}}
	if c := a.mid.Current(); c >= 0 {
		d.field.Set(a.mid.Session(c).Current().Game.String())
	}
	return d
}

// width is the dialog's width.
func (d *idDialog) width() int { return min(d.app.w-d.app.u(20), d.app.u(760)) }

// message is the line under the field — the error, what Copy or Paste did, or how to use the dialog —
// wrapped to the dialog's width, and its colour. The dialog grows to show it whole.
func (d *idDialog) message() ([]string, color.Color) {
	a, t := d.app, d.app.theme()
	msg, c := a.words("Type or edit an ID, then tap Open. Copy and Paste use the clipboard.",
		"Type or edit an ID and press Enter. Ctrl+C copies it, Ctrl+V pastes over it, Ctrl+U clears, Tab moves to the buttons, Esc cancels."), color.Color(t.Dim)
	switch {
	case d.err != "":
		msg, c = d.err, t.Bad
	case d.note != "":
		msg, c = d.note, t.Text
	}
	return a.texts.Wrap(msg, kit.Face(kit.Regular, 14*a.unit), float64(d.width()-a.u(40))), c
}

func (d *idDialog) rect() image.Rectangle {
	a := d.app
	lines, _ := d.message()
	w, h := d.width(), a.u(234)+max(2, len(lines))*a.u(18)
	h = min(h, a.h-a.u(8))
	return image.Rect((a.w-w)/2, (a.h-h)/2, (a.w+w)/2, (a.h+h)/2)
}

func (d *idDialog) fieldRect() image.Rectangle {
	a, r := d.app, d.rect()
	return image.Rect(r.Min.X+a.u(20), r.Min.Y+a.u(76), r.Max.X-a.u(20), r.Min.Y+a.u(120))
}

// buttons are Copy and Paste on the left, Cancel and Open on the right, in one row 44 units tall; on
// a narrow screen (a phone) the four share the row's width.
func (d *idDialog) buttons() []dialogButton {
	a, r := d.app, d.rect()
	gap := a.u(10)
	bw, bh := min(a.u(120), (r.Dx()-a.u(40)-3*gap)/4), a.u(44)
	y := r.Max.Y - a.u(16) - bh
	at := func(x int) image.Rectangle { return image.Rect(x, y, x+bw, y+bh) }
	left, right := r.Min.X+a.u(20), r.Max.X-a.u(20)
	return []dialogButton{
		{focusCopy, "Copy", at(left)},
		{focusPaste, "Paste", at(left + bw + gap)},
		{focusCancel, "Cancel", at(right - 2*bw - gap)},
		{focusOpen, "Open", at(right - bw)},
	}
}

func (d *idDialog) update(a *App, in *input.Input) {
	// Ctrl+C, Ctrl+V and Tab act whichever part has the focus.
	switch {
	case in.Action == input.Copy:
		d.press(focusCopy)
		return
	case in.Action == input.Paste:
		d.press(focusPaste)
		return
	case in.Key.Code == "Tab":
		step := 1
		if in.Key.Shift {
			step = focusParts - 1
		}
		d.focus = (d.focus + step) % focusParts
		a.dirty = true
		return
	}
	if d.focus != focusField {
		switch {
		case in.Action == input.Back:
			a.closeOverlay()
			return
		case in.Action == input.Select || in.Key.Code == "Space":
			d.press(d.focus)
			return
		case in.Action == input.Left:
			d.focus = max(focusCopy, d.focus-1)
			return
		case in.Action == input.Right:
			d.focus = min(focusOpen, d.focus+1)
			return
		case in.Action == input.Up:
			d.focus = focusField
			return
		case in.Rune == ' ':
			return // the character of the Space that pressed a button
		case in.Rune != 0 || in.Key.Code == "Backspace" || in.Key.Code == "Delete" || in.Key.Code == "Home" || in.Key.Code == "End":
			d.focus = focusField // typing goes back to the field
		}
	} else if in.Action == input.Down {
		d.focus = focusCopy
		return
	}
	before := d.field.Text
	edit, _ := d.field.Update(in)
	switch edit {
	case input.EditCancel:
		a.closeOverlay()
		return
	case input.EditSubmit:
		d.submit()
		return
	}
	if d.field.Text != before {
		d.err, d.note = "", ""
	}
	if in.Key.Code != "" || in.Rune != 0 {
		a.dirty = true
	}
	for _, b := range d.buttons() {
		if in.ClickIn(b.r) {
			d.press(b.part)
			return
		}
	}
	switch {
	case in.ClickIn(d.fieldRect()):
		d.focus = focusField
	case in.Clicked && !in.Pointer.In(d.rect()):
		a.closeOverlay()
	}
}

// press does what a button does.
func (d *idDialog) press(part int) {
	a := d.app
	a.dirty = true
	switch part {
	case focusOpen:
		d.submit()
	case focusCancel:
		a.closeOverlay()
	case focusCopy, focusPaste:
		paste := part == focusPaste
		if !paste && d.field.Text == "" {
			d.err, d.note = "Nothing to copy: the field is empty", ""
			return
		}
		if d.waiting || !a.clipRequest(d, paste, d.field.Text) {
			d.note = "Still waiting for the clipboard…"
			return
		}
		d.waiting, d.err = true, ""
		d.note = "Copying…"
		if paste {
			d.note = "Reading the clipboard…"
		}
	}
}

// clipDone takes the clipboard's answer: the ID copied, or the clipboard's text in the field (the field
// stays as it was when there is nothing to paste).
func (d *idDialog) clipDone(ans clipAnswer) {
	d.waiting = false
	d.err, d.note = "", ""
	switch {
	case ans.err != nil:
		d.err = capitalize(oneLine(ans.err))
	case !ans.paste:
		d.note = "Copied " + shorten(ans.text, 100)
	default:
		f := d.field
		removed, cut := f.Paste(ans.text)
		if f.Text == "" {
			d.err = "Nothing pasted: the clipboard holds no usable text"
			return
		}
		d.field = f
		d.focus = focusField
		var what []string
		if removed > 0 {
			what = append(what, midend.Count(removed, "character", "characters")+" removed")
		}
		if cut {
			what = append(what, fmt.Sprintf("cut to %d characters", d.field.Max))
		}
		d.note = "Pasted " + shorten(d.field.Text, 60)
		if len(what) > 0 {
			d.note += " (" + strings.Join(what, ", ") + ")"
		}
		d.note += "; Enter opens it"
	}
}

// shorten cuts s to n characters, marking the cut with an ellipsis (so a note never asks the text
// measurer to fit thousands of characters).
func shorten(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// capitalize puts a capital at the start of a message.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

func (d *idDialog) submit() {
	if err := d.app.mid.LoadIDHere(d.field.Text); err != nil {
		d.err, d.note = err.Error(), ""
		d.app.dirty = true
		return
	}
	d.app.closeOverlay()
}

// SetBoxText takes the text typed (or pasted) into the browser's input over the field, held to what
// the field itself would take.
func (d *idDialog) SetBoxText(text string, submit bool) {
	text, _, _ = input.Sanitize(text, d.field.Max)
	if text != d.field.Text {
		d.field.Set(text)
		d.err, d.note = "", ""
		d.focus = focusField
		d.app.dirty = true
	}
	if submit {
		d.submit()
	}
}

func (d *idDialog) draw(dst *kit.Canvas) {
	a := d.app
	t := a.theme()
	kit.FillRect(dst, dst.Bounds(), kit.Fade(t.Bg, 0.6))
	r := d.rect()
	defer a.texts.SetRegion(r)()
	a.texts.Covered()
	kit.DrawPanel(dst, "panel", r, float64(a.u(18)), t.PanelHi)
	x := float64(r.Min.X + a.u(20))
	kit.DrawText(dst, "Game ID", kit.Face(kit.Bold, 22*a.unit), x, float64(r.Min.Y+a.u(28)), kit.Left, t.Text)
	small := kit.Face(kit.Regular, 14*a.unit)
	mono := kit.Face(kit.Mono, 15*a.unit)
	if c := a.mid.Current(); c >= 0 {
		s := a.mid.Session(c)
		pos := puzzle.PositionID(s.Backend, s.Pos()).String()
		for len(pos) > 12 && kit.TextWidth("This position: "+pos, small) > float64(r.Dx()-a.u(40)) {
			pos = pos[:len(pos)*3/4] + "…"
		}
		kit.DrawText(dst, "This position: "+pos, small, x, float64(r.Min.Y+a.u(58)), kit.Left, t.Dim)
	}
	field := d.fieldRect()
	kit.DrawPanel(dst, "panel", field, float64(a.u(8)), t.Bg)
	kit.DrawTextBox(dst, &d.field, field, mono, t, a.u(10))
	if d.focus == focusField {
		kit.StrokeRect(dst, field, float64(a.u(1)), t.Accent)
	}
	lines, c := d.message()
	room := max(1, (d.buttons()[0].r.Min.Y-a.u(8)-(r.Min.Y+a.u(129)))/a.u(18))
	for i, line := range lines {
		if i == room-1 && len(lines) > room { // a window too short for it all: the rest elided
			line = a.texts.Ellipsize(strings.Join(lines[i:], " "), small, float64(r.Dx()-a.u(40)))
		}
		if i == room {
			break
		}
		kit.DrawText(dst, line, small, x, float64(r.Min.Y+a.u(138)+i*a.u(18)), kit.Left, c)
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	idle := a.tracker.Idle(a.start)
	for _, b := range d.buttons() {
		kit.Button(dst, t, b.r, b.label, face, false, b.part == focusOpen, false)
		if idle.In(b.r) && !idle.Touch && b.part != focusOpen {
			// Hovered: a frame (the toolbar's lighter panel would vanish into the dialog's).
			kit.DrawPanel(dst, "frame", b.r, float64(b.r.Dy())/4, t.Dim)
		}
		if d.focus == b.part {
			kit.StrokeRect(dst, b.r.Inset(-a.u(3)), float64(a.u(2)), t.Accent)
		}
	}
}

// speech: the dialog says what it is for and the current game's ID when it opens.
func (d *idDialog) speech(a *App) ui.Speech {
	return ui.Speech{Screen: "dialog",
		Opened: "Game ID dialog. Type or paste a game ID and press Enter to open it; Esc closes. The ID now: " + a.currentID() + "."}
}
