package kit

import (
	"image"

	"quintet/game/input"
)

// DrawTextBox draws a text field's text in r with a caret at its place (the text scrolls to keep the
// caret in view).
func DrawTextBox(dst *Canvas, f *input.TextField, r image.Rectangle, face *TextFace, t *Theme, inset int) {
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
	DrawText(dst.Sub(r), string(rs[from:to]), face, x, cy, Left, t.Text)
	cx := x + TextWidth(string(rs[from:caret]), face)
	Line(dst, cx, cy-face.Size*0.6, cx, cy+face.Size*0.6, max(1, face.Size/10), t.Accent)
}
