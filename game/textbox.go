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
