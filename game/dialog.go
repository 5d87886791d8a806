package game

import (
	"image"
	"image/color"
	"math"
	"strings"

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

// dialogButton is one of the dialog's buttons.
type dialogButton struct {
	part  ui.DialogPart
	label string
	r     image.Rectangle
}

func newIDDialog(a *App) *idDialog {
	id := ""
	if c := a.mid.Current(); c >= 0 {
		id = a.mid.Session(c).Current().Game.String()
	}
	return &idDialog{app: a, Dialog: *ui.NewDialog(id, puzzle.MaxIDLength)}
}

// dialogLayout is where the dialog's parts are: the panel, the title's middle, the current position's
// ID over lines (it is never cut), the field, the line under it and the buttons.
type dialogLayout struct {
	panel, field image.Rectangle
	x, titleY    int  // the left edge of the text, the title's middle
	titled       bool // the title shows (a window too short for the rest leaves it out)
	pos          []string
	posY         int // the first line's middle
	msg          []string
	msgY         int
	msgColor     color.Color
	lh           int // a line's height
	buttons      []dialogButton
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

// layout places the dialog. Its width is the window's less a margin (at most 760 units); its height is
// what it holds: the title, the position's ID broken over as many lines as it needs, the field, the
// line under it wrapped, and the buttons in one row, or two when four do not fit side by side (a phone
// at large text). When that is taller than the window, the rows shrink to a finger's 44 px and the
// how-to line to its short form; only then, in a window too short for the rest, is the line elided.
func (d *idDialog) layout() dialogLayout {
	a := d.app
	t := a.theme()
	var l dialogLayout
	w := min(a.w-a.u(20), a.u(760))
	pad := a.u(20)
	if a.w < a.u(420) { // a phone upright: the whole width
		w, pad = a.w-a.u(8), a.u(12)
	}
	inner := w - 2*pad
	small := kit.Face(kit.Regular, 14*a.unit)
	face := kit.Face(kit.Regular, 15*a.unit)
	l.lh = a.u(18)
	if pos := d.position(); pos != "" {
		l.pos = kit.BreakLong("This position: "+pos, small, float64(inner))
	}
	msg, kind := d.Message(d.touch())
	l.msgColor = map[ui.MessageKind]color.Color{ui.MessageHow: t.Dim, ui.MessageNote: t.Text, ui.MessageBad: t.Bad}[kind]
	// The buttons: one row, or Copy and Paste over Cancel and Open.
	gap := a.u(10)
	need := 0
	for _, p := range ui.DialogButtons {
		need = max(need, int(math.Ceil(kit.TextWidth(p.Label(), face)))+a.u(16))
	}
	perRow := 4
	if (inner-3*gap)/4 < need {
		perRow = 2
	}
	bw := min(a.u(120), (inner-(perRow-1)*gap)/perRow)
	// The height, in full or compact (rows a finger's height, the short how-to line).
	fieldH, bh, top, fieldGap, msgGap, bottom := a.u(44), a.u(44), a.u(14), a.u(9), a.u(45), a.u(16)
	rows := 4 / perRow
	titleH := a.u(28) + a.u(7)
	height := func(msgLines int) int {
		return top + titleH + len(l.pos)*l.lh + fieldGap + fieldH + fieldGap + msgLines*l.lh + msgGap + rows*bh + (rows-1)*gap + bottom
	}
	l.msg = wrapAll(msg, small, inner)
	avail := a.h - a.u(8)
	if height(max(2, len(l.msg))) > avail {
		finger := int(math.Round(44 * a.scale))
		fieldH, bh, top, fieldGap, msgGap, bottom = max(finger, a.u(30)), max(finger, a.u(30)), a.u(6), a.u(5), a.u(8), a.u(8)
		gap = a.u(6)
		if kind == ui.MessageHow {
			msg = d.ShortHow(d.touch())
			l.msg = wrapAll(msg, small, inner)
		}
	} else {
		l.msg = l.msg[:len(l.msg):len(l.msg)]
		for len(l.msg) < 2 { // the full layout keeps room for two lines
			l.msg = append(l.msg, "")
		}
	}
	if (avail-height(0))/l.lh < len(l.msg) {
		titleH = 0 // the title gives way to the message and the position
	}
	l.titled = titleH > 0
	if room := (avail - height(0)) / l.lh; len(l.msg) > room { // a window too short for it all: the rest elided
		room = max(1, room)
		last := strings.Join(l.msg[room-1:], " ")
		l.msg = append(l.msg[:room-1:room-1], a.texts.Ellipsize(last, small, float64(inner)))
	}
	h := min(height(len(l.msg)), avail)
	l.panel = image.Rect((a.w-w)/2, (a.h-h)/2, (a.w+w)/2, (a.h+h)/2)
	l.x = l.panel.Min.X + pad
	y := l.panel.Min.Y + top
	l.titleY = y + a.u(14)
	y += titleH
	l.posY = y + l.lh/2
	y += len(l.pos)*l.lh + fieldGap
	l.field = image.Rect(l.x, y, l.panel.Max.X-pad, y+fieldH)
	y = l.field.Max.Y + fieldGap
	l.msgY = y + l.lh/2
	by := l.panel.Max.Y - bottom - rows*bh - (rows-1)*gap
	for i, p := range ui.DialogButtons {
		row, col := i/perRow, i%perRow
		x := l.x + col*(bw+gap)
		if perRow == 4 && col >= 2 { // Cancel and Open on the right
			x = l.panel.Max.X - pad - (4-col)*bw - (3-col)*gap
		} else if perRow == 2 && col == 1 {
			x = l.panel.Max.X - pad - bw
		}
		r := image.Rect(x, by+row*(bh+gap), x+bw, by+row*(bh+gap)+bh)
		l.buttons = append(l.buttons, dialogButton{p, p.Label(), r})
	}
	return l
}

// touch reports whether the player last used touch (the dialog's words follow it).
func (d *idDialog) touch() bool { return d.app.words("touch", "keys") == "touch" }

// wrapAll breaks s into lines no wider than width, a word too long for a line (an ID, a path) between
// its characters: every character is shown.
func wrapAll(s string, face *kit.TextFace, width int) []string {
	var out []string
	for _, line := range kit.WrapLines(s, face, float64(width)) {
		out = append(out, kit.BreakLong(line, face, float64(width))...)
	}
	return out
}

// rect is the dialog's panel; fieldRect its text field; buttons its buttons.
func (d *idDialog) rect() image.Rectangle      { return d.layout().panel }
func (d *idDialog) fieldRect() image.Rectangle { return d.layout().field }
func (d *idDialog) buttons() []dialogButton    { return d.layout().buttons }

func (d *idDialog) update(a *App, in *input.Input) {
	do, changed := d.Key(in)
	if changed {
		a.dirty = true
	}
	if do == ui.DialogNothing && in.Clicked {
		l := d.layout()
		for _, b := range l.buttons {
			if in.ClickIn(b.r) {
				do = d.Press(b.part)
				break
			}
		}
		switch {
		case do != ui.DialogNothing:
		case in.ClickIn(l.field):
			d.Focus = ui.DialogField
		case !in.Pointer.In(l.panel):
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
	r := l.panel
	defer a.texts.SetRegion(r)()
	kit.DrawPanel(dst, "panel", r, float64(a.u(18)), t.PanelHi)
	x := float64(l.x)
	if l.titled {
		kit.DrawText(dst, "Game ID", kit.Face(kit.Bold, 22*a.unit), x, float64(l.titleY), kit.Left, t.Text)
	}
	small := kit.Face(kit.Regular, 14*a.unit)
	mono := kit.Face(kit.Mono, 15*a.unit)
	for i, line := range l.pos {
		kit.DrawText(dst, line, small, x, float64(l.posY+i*l.lh), kit.Left, t.Dim)
	}
	kit.DrawPanel(dst, "panel", l.field, float64(a.u(8)), t.Bg)
	kit.DrawTextBox(dst, &d.Field, l.field, mono, t, a.u(10))
	if d.Focus == ui.DialogField {
		kit.StrokeRect(dst, l.field, float64(a.u(1)), t.Accent)
	}
	for i, line := range l.msg {
		kit.DrawText(dst, line, small, x, float64(l.msgY+i*l.lh), kit.Left, l.msgColor)
	}
	face := kit.Face(kit.Regular, 15*a.unit)
	idle := a.tracker.Idle(a.start)
	for _, b := range l.buttons {
		kit.Button(dst, t, b.r, b.label, face, false, b.part == ui.DialogOpen, false)
		if idle.In(b.r) && !idle.Touch && b.part != ui.DialogOpen {
			// Hovered: a frame (the toolbar's lighter panel would vanish into the dialog's).
			kit.DrawPanel(dst, "frame", b.r, float64(b.r.Dy())/4, t.Dim)
		}
		if d.Focus == b.part {
			kit.StrokeRect(dst, b.r.Inset(-a.u(3)), float64(a.u(2)), t.Accent)
		}
	}
}

// speech: the dialog says what it is for and the current game's ID when it opens, then each part Tab
// reaches, each character typed or deleted, and what Copy, Paste or Open did.
func (d *idDialog) speech(a *App) ui.Speech {
	return ui.Speech{Screen: "dialog", Opened: d.Opened(a.currentID()), Focus: d.Said()}
}
