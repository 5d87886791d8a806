package scene

// NoCapture is for a scene with no text box to embed: its Capturing is always false, so the midend's
// letter shortcuts stay on. Clock, Dials, Escape and the template embed it.
type NoCapture struct{}

// Capturing is always false (Scene).
func (NoCapture) Capturing() bool { return false }
