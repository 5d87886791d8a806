package game

// NoCapture is for a scene with no text box to embed: its Capturing is always false, so the midend's
// letter shortcuts stay on. Clock and Dials embed it; Escape and the template, which write the same
// method out, could too.
type NoCapture struct{}

// Capturing is always false (Scene).
func (NoCapture) Capturing() bool { return false }
