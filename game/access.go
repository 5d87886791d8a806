package game

import (
	"fmt"
	"image"
	"time"

	"quintet/game/input"
	"quintet/game/kit"
)

// Text size and motion: the player's settings (kept by the midend) as the shell applies them.

// textScale is the text size as a factor (1 to 2).
func (a *App) textScale() float64 { return float64(a.mid.TextSize()) / 100 }

// accessAction handles the keys that work on every screen: larger and smaller text.
func (a *App) accessAction(in *input.Input) bool {
	switch in.Action {
	case input.TextBigger:
		a.mid.StepTextSize(1, false)
	case input.TextSmaller:
		a.mid.StepTextSize(-1, false)
	case input.Read:
		if a.said == nil {
			a.said = &announcer{}
		}
		a.said.pending = append(a.said.pending, Announcement{Text: a.positionWords()})
	default:
		return false
	}
	a.dirty = true
	return true
}

// reducedStep is how far the animation clock jumps at each drawn frame when motion is reduced: about
// 17 hours of ticks, so every animation is over by the next frame. It is a multiple of 60 ticks (a
// caret blinks on whole seconds) and of 72 × 840 (the Escape hint's parity groups, 1 to 8 of them, show
// 72 ticks each), so what cycles with the clock is where it would be anyway.
const reducedStep = 60 * 72 * 840

// animTicks is the animation clock the scenes see (Frame.Ticks): sixtieths of a second since the start,
// moved on by reducedStep at each drawn frame (and once more in a frame where an animation began: see
// App.Update) when the player asked for less motion.
func (a *App) animTicks(now time.Time) int {
	t := int(now.Sub(a.start) * 60 / time.Second)
	if a.mid.ReducedMotion() {
		t += (a.frames + a.jumps) * reducedStep
	}
	return t
}

// systemPreferences lets the system's preferences (in the browser, prefers-color-scheme,
// prefers-contrast and prefers-reduced-motion) choose the theme and the motion the player has not
// chosen. It runs at every start, not only the first, before the first screen: the midend saves only
// the player's choices, so a change of the system's preferences is followed at the next start.
func (a *App) systemPreferences() {
	if theme, reduced, ok := platformPreferences(); ok {
		a.mid.Prefer(theme, reduced)
	}
}

// The menu's own controls for text size and motion, in the heading's corners.
const (
	accessText = iota
	accessMotion
)

// accessLabels are the longest labels the two buttons have, for their room.
func accessLabels() []string { return []string{"Text 200%", "Motion: full", "Motion: less"} }

// accessButtons are the menu's text-size and motion buttons, in screen pixels (scrolled with the menu).
func (m *menuScreen) accessButtons() [2]image.Rectangle {
	a := m.app
	face := kit.Face(kit.Regular, 14*a.unit)
	h := a.u(44) // a touch target
	top := a.u(8) - m.scroll
	w0 := int(kit.TextWidth(m.accessLabel(accessText), face)) + a.u(20)
	w1 := int(kit.TextWidth(m.accessLabel(accessMotion), face)) + a.u(20)
	return [2]image.Rectangle{
		image.Rect(a.u(8), top, a.u(8)+w0, top+h),
		image.Rect(a.w-a.u(8)-w1, top, a.w-a.u(8), top+h),
	}
}

func (m *menuScreen) accessLabel(i int) string {
	if i == accessText {
		return fmt.Sprintf("Text %d%%", m.app.mid.TextSize())
	}
	if m.app.mid.ReducedMotion() {
		return "Motion: less"
	}
	return "Motion: full"
}

// drawAccess draws the two buttons (the keys are Ctrl+= and Ctrl+−; in the browser the page's own
// buttons reach both from the keyboard).
func (m *menuScreen) drawAccess(dst *kit.Canvas) {
	a := m.app
	face := kit.Face(kit.Regular, 14*a.unit)
	for i, r := range m.accessButtons() {
		kit.Button(dst, a.theme(), r, m.accessLabel(i), face, false, false, false)
	}
}

// accessClick acts on a click or tap on one of the buttons.
func (m *menuScreen) accessClick(in *input.Input) bool {
	a := m.app
	for i, r := range m.accessButtons() {
		if in.ClickIn(r) {
			if i == accessText {
				a.mid.StepTextSize(1, true)
			} else {
				a.mid.SetReducedMotion(!a.mid.ReducedMotion())
			}
			a.dirty = true
			return true
		}
	}
	return false
}
