// Package ui holds what the shell's screens say and keep, with no window: the words a screen reader
// hears when a screen opens and when its focus moves, and the screens' state that needs no drawing.
// The shell (package game) draws the screens; everything here is tested without a display.
package ui

// Speech is what a screen says to a screen reader. Screen names the screen ("menu", "help", "dialog",
// "statistics" or the open puzzle's name): when it differs from the last one heard, Opened is said; Focus
// is said whenever it differs from the last Focus heard (the menu's cursor, the dialog's button, the
// help's page), and not at all when empty. Note is a short answer to what the player just did ("Copied
// to the clipboard"): said whenever it differs from the last Note heard on the screen, never when empty.
// Back, when set, is said instead of Opened when the screen comes back from an overlay that was in front
// of it (Under), so closing the help says "Back to Dials." and not the puzzle's whole introduction.
type Speech struct {
	Screen string
	Opened string
	Focus  string
	Note   string
	Back   string
	Under  string // the screen behind this one, for an overlay (the announcer sets it)
}

// Heard is what a screen reader was last told by Speech, so a change can be found.
type Heard struct {
	screen, focus, note, under string
}

// Screen is the screen last heard ("" before the first).
func (h *Heard) Screen() string { return h.screen }

// Introduces reports whether Next(sp) says sp.Opened: the screen changes, and not back to the one under
// an overlay that had its Back words.
func (h *Heard) Introduces(sp Speech) bool {
	return sp.Screen != h.screen && !h.back(sp)
}

func (h *Heard) back(sp Speech) bool { return sp.Back != "" && sp.Screen == h.under }

// Next returns the lines to say for sp after what was heard, in order, and remembers sp.
func (h *Heard) Next(sp Speech) []string {
	var out []string
	if sp.Screen != h.screen {
		opened := sp.Opened
		if h.back(sp) {
			opened = sp.Back
		}
		h.screen, h.focus, h.note = sp.Screen, "", ""
		if opened != "" {
			out = append(out, opened)
		}
	}
	h.under = sp.Under
	if sp.Focus != h.focus {
		h.focus = sp.Focus
		if sp.Focus != "" {
			out = append(out, sp.Focus)
		}
	}
	if sp.Note != h.note {
		h.note = sp.Note
		if sp.Note != "" {
			out = append(out, sp.Note)
		}
	}
	return out
}
