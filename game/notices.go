package game

import (
	"image"

	"quintet/game/input"
	"quintet/game/kit"
)

// The notices panel: saves moved aside, storage refused — shown until the player has seen them.

// dismissNotices takes a click, tap or key press as the player having read the notices. A click or
// tap on the notices' panel does nothing else (dismissNotices reports true); anything else also does
// what it does.

func (a *App) dismissNotices(in *input.Input) bool {
	if len(a.mid.Notices()) == 0 || !(in.Clicked || in.Key.Code != "" || in.Rune != 0 || in.Action != input.None) {
		return false
	}
	_, r := a.noticeLayout()
	a.mid.DismissNotices()
	a.dirty = true
	if in.ClickIn(r) {
		in.Consume()
		return true
	}
	return false
}

// noticeLayout wraps the notices to the window's width (a long path breaks anywhere) and places their
// panel across the top.
func (a *App) noticeLayout() (lines []string, r image.Rectangle) {
	face := kit.Face(kit.Regular, 14*a.unit)
	pad := a.u(10)
	width := float64(a.w - 4*pad)
	for _, n := range a.mid.Notices() {
		for _, l := range a.texts.Wrap(n, face, width) {
			lines = append(lines, kit.BreakLong(l, face, width)...)
		}
	}
	lh := a.u(19)
	maxLines := max(1, (a.h-4*pad)/lh-2)
	if len(lines) > maxLines { // never past the window: the whole text is on standard error too
		lines = append(lines[:maxLines-1], "… (the whole text is printed on standard error)")
	}
	return lines, image.Rect(pad, pad, a.w-pad, pad+2*pad+(len(lines)+1)*lh)
}

// drawNotices draws the notices not yet dismissed (a save set aside, the saves read-only) in a panel
// across the top of any screen until the player dismisses them.
func (a *App) drawNotices(dst *kit.Canvas) {
	if len(a.mid.Notices()) == 0 {
		return
	}
	t := a.theme()
	face := kit.Face(kit.Regular, 14*a.unit)
	pad, lh := a.u(10), a.u(19)
	lines, r := a.noticeLayout()
	hint := a.words("Tap to close.", "Click or press a key to close.")
	kit.DrawPanel(dst, "panel", r, float64(a.u(10)), t.Panel)
	kit.StrokeRect(dst, r, float64(a.u(2)), t.Warn)
	y := float64(r.Min.Y + pad + lh/2)
	for _, l := range lines {
		kit.DrawText(dst, l, face, float64(r.Min.X+pad), y, kit.Left, t.Warn)
		y += float64(lh)
	}
	kit.DrawText(dst, hint, face, float64(r.Min.X+pad), y, kit.Left, t.Dim)
}
