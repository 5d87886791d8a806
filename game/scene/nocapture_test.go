package scene

import "testing"

func TestNoCaptureNeverCaptures(t *testing.T) {
	// A scene embedding it has the method Scene asks for, and it says no.
	var s interface{ Capturing() bool } = struct{ NoCapture }{}
	if s.Capturing() {
		t.Error("NoCapture.Capturing is true")
	}
}
