package game

import (
	"image"
	"image/color"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// idDialog draws the game-ID dialog and hands it input; its state and words are ui.Dialog's.
type idDialog struct {
	app *App
	ui.Dialog
}

func newIDDialog(a *App) *idDialog {
	id := ""
	if c := a.mid.Current(); c >= 0 {
		id = a.mid.Session(c).Current().Game.String()
	}
	return &idDialog{app: a, Dialog: *ui.NewDialog(id, puzzle.MaxIDLength)}
}

// position is the open puzzle's position as an ID ("" on the menu).
func (d *idDialog) position() string {
	a := d.app
	if c := a.mid.Current(); c >= 0 {
		s := a.mid.Session(c)
		return puzzle.PositionID(s.Backend, s.Pos()).String()
	}
	return ""
}

// layout places the dialog (ui.Dialog.Layout), its texts measured in the dialog's faces.
func (d *idDialog) layout() ui.DialogPlaces {
	a := d.app
	small := kit.Face(kit.Regular, 14*a.unit)
	face := kit.Face(kit.Regular, 15*a.unit)
	return d.Layout(a.units(), d.position(), d.touch(), ui.DialogText{
		Wrap:  func(s string, w int) []string { return wrapAll(s, small, w) },
		Break: func(s string, w int) []string { return kit.BreakLong(s, small, float64(w)) },
		Elide: func(s string, w int) string { return a.texts.Ellipsize(s, small, float64(w)) },
		Label: func(s string) float64 { return kit.TextWidth(s, face) },
	})
}

// wrapAll breaks s into lines no wider than width, a word too long for a line (an ID, a path) between
// its characters: every character is shown.
func wrapAll(s string, face *kit.TextFace, width int) []string {
	var out []string
	for _, line := range kit.WrapLines(s, face, float64(width)) {
		out = append(out, kit.BreakLong(line, face, float64(width))...)
	}
	return out
}

// touch reports whether the player last used touch (the dialog's words follow it).
func (d *idDialog) touch() bool { return d.app.words("touch", "keys") == "touch" }

// rect is the dialog's panel; fieldRect its text field; buttons its buttons.
func (d *idDialog) rect() image.Rectangle      { return d.layout().Panel }
func (d *idDialog) fieldRect() image.Rectangle { return d.layout().Field }
func (d *idDialog) buttons() []ui.DialogButton { return d.layout().Buttons }

func (d *idDialog) update(a *App, in *input.Input) {
	do, changed := d.Key(in)
	if changed {
		a.dirty = true
	}
	if do == ui.DialogNothing && in.Clicked {
		l := d.layout()
		for _, b := range l.Buttons {
			if in.ClickIn(b.R) {
				do = d.Press(b.Part)
				break
			}
		}
		switch {
		case do != ui.DialogNothing:
		case in.ClickIn(l.Field):
			d.Focus = ui.DialogField
		case !in.Pointer.In(l.Panel):
			do = ui.DialogClose
		}
		a.dirty = true
	}
	d.do(do)
}

// do does what the dialog asked for: close, open the ID, or reach the clipboard.
func (d *idDialog) do(do ui.DialogDo) {
	a := d.app
	switch do {
	case ui.DialogClose:
		a.closeOverlay()
	case ui.DialogSubmit:
		if err := a.mid.LoadIDHere(d.Field.Text); err != nil {
			d.Refused(err.Error())
			a.dirty = true
			return
		}
		a.closeOverlay()
	case ui.DialogCopyText, ui.DialogPasteText:
		paste := do == ui.DialogPasteText
		if a.clipRequest(d, paste, d.Field.Text) {
			d.Asked(paste)
		} else {
			d.Busy()
		}
		a.dirty = true
	}
}

// clipDone takes the clipboard's answer for the dialog.
func (d *idDialog) clipDone(ans clipAnswer) {
	failure := ""
	if ans.err != nil {
		failure = oneLine(ans.err)
	}
	d.ClipDone(ans.paste, ans.text, failure)
}

// SetBoxText takes the text typed (or pasted) into the browser's input over the field.
func (d *idDialog) SetBoxText(text string, submit bool) {
	do, changed := d.Dialog.SetBoxText(text, submit)
	if changed {
		d.app.dirty = true
	}
	d.do(do)
}

func (d *idDialog) draw(dst *kit.Canvas) {
	a := d.app
	t := a.theme()
	kit.FillRect(dst, dst.Bounds(), kit.Fade(t.Bg, 0.6))
	a.texts.Covered()
	l := d.layout() // after Covered: a message elided to fit is in the frame's report
	r := l.Panel
	defer a.texts.SetRegion(r)()
	kit.DrawPanel(dst, "panel", r, float64(a.u(18)), t.PanelHi)
	x := float64(l.X)
	if l.Titled {
		kit.DrawText(dst, "Game ID", kit.Face(kit.Bold, 22*a.unit), x, float64(l.TitleY), kit.Left, t.Text)
	}
	small := kit.Face(kit.Regular, 14*a.unit)
	mono := kit.Face(kit.Mono, 15*a.unit)
	for i, line := range l.Pos {
		kit.DrawText(dst, line, small, x, float64(l.PosY+i*l.LineH), kit.Left, t.Dim)
	}
	kit.DrawPanel(dst, "panel", l.Field, float64(a.u(8)), t.Bg)
	kit.DrawTextBox(dst, &d.Field, l.Field, mono, t, a.u(10))
	if d.Focus == ui.DialogField {
		kit.StrokeRect(dst, l.Field, float64(a.u(1)), t.Accent)
	}
	msgColor := map[ui.MessageKind]color.Color{ui.MessageHow: t.Dim, ui.MessageNote: t.Text, ui.MessageBad: t.Bad}[l.MsgKind]
	for i, line := range l.Msg {
		kit.DrawText(dst, line, small, x, float64(l.MsgY+i*l.LineH), kit.Left, msgColor)
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	idle := a.tracker.Idle(a.start)
	for _, b := range l.Buttons {
		kit.Button(dst, t, b.R, b.Part.Label(), face, false, b.Part == ui.DialogOpen, false)
		if idle.In(b.R) && !idle.Touch && b.Part != ui.DialogOpen {
			// Hovered: a frame (the toolbar's lighter panel would vanish into the dialog's).
			kit.DrawPanel(dst, "frame", b.R, float64(b.R.Dy())/4, t.Dim)
		}
		if d.Focus == b.Part {
			kit.StrokeRect(dst, b.R.Inset(-a.u(3)), float64(a.u(2)), t.Accent)
		}
	}
}

// speech: the dialog says what it is for and the current game's ID when it opens, then each part Tab
// reaches, each character typed or deleted, and what Copy, Paste or Open did.
func (d *idDialog) speech(a *App) ui.Speech {
	return ui.Speech{Screen: "dialog", Opened: d.Opened(a.currentID(), d.position()), Focus: d.Said()}
}
