// Package ui holds what the shell's screens say and keep, with no window: the words a screen reader
// hears when a screen opens and when its focus moves, and the screens' state that needs no drawing.
// The shell (package game) draws the screens; everything here is tested without a display.
package ui

// Speech is what a screen says to a screen reader. Screen names the screen ("menu", "help", "dialog",
// "statistics" or the open puzzle's name): when it differs from the last one heard, Opened is said; Focus
// is said whenever it differs from the last Focus heard (the menu's cursor, the dialog's button, the
// help's page), and not at all when empty.
type Speech struct {
	Screen string
	Opened string
	Focus  string
}

// Heard is what a screen reader was last told by Speech, so a change can be found.
type Heard struct {
	screen, focus string
}

// Screen is the screen last heard ("" before the first).
func (h *Heard) Screen() string { return h.screen }

// Next returns the lines to say for sp after what was heard, in order, and remembers sp.
func (h *Heard) Next(sp Speech) []string {
	var out []string
	if sp.Screen != h.screen {
		h.screen, h.focus = sp.Screen, ""
		if sp.Opened != "" {
			out = append(out, sp.Opened)
		}
	}
	if sp.Focus != h.focus {
		h.focus = sp.Focus
		if sp.Focus != "" {
			out = append(out, sp.Focus)
		}
	}
	return out
}
