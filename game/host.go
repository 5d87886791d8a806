package game

import (
	"image"
	"time"
)

// appHost is the App as the scenes see it through their Frame (scene.Host): what a scene may ask of
// the game, and nothing else.
type appHost App

// Play makes a move.
func (h *appHost) Play(move string) { h.mid.Play(move) }

// Message shows a line in the status bar.
func (h *appHost) Message(text string) { h.mid.Message(text) }

// LoadID starts the game an ID names.
func (h *appHost) LoadID(id string) error { return h.mid.LoadID(id) }

// Animate asks for another frame soon.
func (h *appHost) Animate() { h.animating = true }

// WakeAt asks for a frame at t.
func (h *appHost) WakeAt(t time.Time) { (*App)(h).wakeAt(t) }

// Started is when the game started.
func (h *appHost) Started() time.Time { return h.start }

// CaretLit notes whether the caret is lit, and reports whether that changed.
func (h *appHost) CaretLit(on bool) bool {
	if on == h.caretLit {
		return false
	}
	h.caretLit = on
	return true
}

// Touch reports whether the screen is laid out for fingers.
func (h *appHost) Touch() bool { return (*App)(h).touchLayout() }

// Fold keeps a scene's "more ›" chip while the puzzle screen draws it (not in a help picture).
func (h *appHost) Fold(chip image.Rectangle, whole string) {
	if !h.game.drawing {
		return // a picture in the help
	}
	h.game.folds = append(h.game.folds, fold{chip, whole})
	h.texts.Folded = append(h.texts.Folded, whole)
}
