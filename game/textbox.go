package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
)

// textBox is the text box on screen now, if any: the game-ID dialog's field or the open scene's box.
func (a *App) textBox() (r image.Rectangle, text, label string, ok bool) {
	if d, isDialog := a.overlay.(*idDialog); isDialog {
		return d.fieldRect(), d.field.Text, "Game ID", true
	}
	if a.overlay != nil {
		return image.Rectangle{}, "", "", false
	}
	if c := a.mid.Current(); c >= 0 {
		if tb, has := a.scenes[c].(TextBox); has {
			idle := a.tracker.Idle(a.start)
			return tb.Box(a.frame(&idle))
		}
	}
	return image.Rectangle{}, "", "", false
}

// setTextBox takes text typed into the browser's input over the text box.
func (a *App) setTextBox(text string, submit bool) {
	if d, isDialog := a.overlay.(*idDialog); isDialog {
		d.SetBoxText(text, submit)
		return
	}
	if c := a.mid.Current(); c >= 0 && a.overlay == nil {
		if tb, has := a.scenes[c].(TextBox); has {
			idle := a.tracker.Idle(a.start)
			f := a.frame(&idle)
			tb.SetBoxText(text, submit, f)
			a.dirty = true
		}
	}
}

// layoutReport says, in CSS pixels, how large the smallest text and touch targets on screen are, for
// the browser test to check the phone layout.
func (a *App) layoutReport() map[string]any {
	s := a.scale
	if s <= 0 {
		s = 1
	}
	r := map[string]any{"width": float64(a.w) / s, "height": float64(a.h) / s, "unit": a.unit / s}
	if d := a.dialogReport(s); d != nil {
		r["dialog"] = d
	}
	// The smallest text the shell draws is 14 units; a scene that says how small its text gets counts
	// too, and so does the smallest thing a tap acts on and where the cells a tap plays are.
	minText := 14 * a.unit / s
	if c := a.mid.Current(); c >= 0 {
		idle := a.tracker.Idle(a.start)
		f := a.frame(&idle)
		if m, ok := a.scenes[c].(TextSizer); ok {
			if v := m.MinTextSize(f); v > 0 { // 0: not drawn for this frame yet
				minText = min(minText, v/s)
			}
		}
		if m, ok := a.scenes[c].(Targeter); ok {
			r["min_target"] = m.MinTarget(f) / s
		}
		if g, ok := a.scenes[c].(TapGridder); ok {
			grids := map[string]any{}
			for name, tg := range g.TapGrids(f) {
				rc := tg.Rect
				grids[name] = []any{float64(rc.Min.X) / s, float64(rc.Min.Y) / s, float64(rc.Dx()) / s, float64(rc.Dy()) / s,
					float64(tg.Col0), float64(tg.Row0), float64(tg.Cols), float64(tg.Rows)}
			}
			r["grids"] = grids
		}
	}
	r["min_text"] = minText
	// What the last frame drew of text and did not show whole or inside its part (TextProblems).
	r["text_problems"] = a.textReport()
	if a.mid.Current() >= 0 {
		minW, minH := 1e9, 1e9
		for _, b := range a.game.toolbar() {
			minW = min(minW, float64(b.r.Dx())/s)
			minH = min(minH, float64(b.r.Dy())/s)
		}
		r["min_button_w"], r["min_button_h"] = minW, minH
		br := a.game.boardRect()
		r["board"] = []any{float64(br.Min.X) / s, float64(br.Min.Y) / s, float64(br.Dx()) / s, float64(br.Dy()) / s}
	}
	return r
}

// dialogReport describes the open game-ID dialog, or is nil: its buttons (in pixels divided by s), the
// field's text, the part with the focus and the message shown, for the tests to click and check.
func (a *App) dialogReport(s float64) map[string]any {
	d, ok := a.overlay.(*idDialog)
	if !ok {
		return nil
	}
	var buttons []any
	for _, b := range d.buttons() {
		buttons = append(buttons, map[string]any{"label": b.label, "x": float64(b.r.Min.X) / s, "y": float64(b.r.Min.Y) / s,
			"w": float64(b.r.Dx()) / s, "h": float64(b.r.Dy()) / s})
	}
	focus := "field"
	for _, b := range d.buttons() {
		if b.part == d.focus {
			focus = b.label
		}
	}
	return map[string]any{"buttons": buttons, "field": d.field.Text, "focus": focus, "note": d.note, "error": d.err,
		"waiting": d.waiting}
}

// TapGrid is a grid of cells on screen that a tap plays, as a scene lays it out: Cols×Rows equal cells
// filling Rect, the first of them the board's cell (Col0, Row0). The layout report publishes a scene's
// grids (the board, an open loupe) so the browser test can tap a given cell.
type TapGrid struct {
	Rect                   image.Rectangle
	Col0, Row0, Cols, Rows int
}

// DrawTextBox draws a text field's text in r with a caret at its place (the text scrolls to keep the
// caret in view).
func DrawTextBox(dst *ebiten.Image, f *input.TextField, r image.Rectangle, face *TextFace, t *Theme, inset int) {
	rs := []rune(f.Text)
	caret := min(max(f.Caret, 0), len(rs))
	width := float64(r.Dx() - 2*inset)
	// Binary searches, so a pasted ID of thousands of characters is measured a dozen times, not
	// thousands: from is the first character shown (the text before the caret fits), to the last.
	lo, hi := 0, caret
	for lo < hi {
		if mid := (lo + hi) / 2; TextWidth(string(rs[mid:caret]), face) > width-4 {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	from := lo
	lo, hi = caret, len(rs)
	for lo < hi {
		if mid := (lo + hi + 1) / 2; TextWidth(string(rs[from:mid]), face) > width {
			hi = mid - 1
		} else {
			lo = mid
		}
	}
	to := lo
	x := float64(r.Min.X + inset)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	// Clipped to the box: whatever a character draws above or below its line stays inside.
	DrawText(dst.SubImage(r).(*ebiten.Image), string(rs[from:to]), face, x, cy, Left, t.Text)
	cx := x + TextWidth(string(rs[from:caret]), face)
	Line(dst, cx, cy-face.Size*0.6, cx, cy+face.Size*0.6, max(1, face.Size/10), t.Accent)
}
