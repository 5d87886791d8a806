//go:build !linux || android

package rawinput

import (
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/frameclock"
	"quintet/game/input"
)

// xReader is the X server's own report of key presses and clicks (x_linux.go); other platforms
// have none: Windows and macOS, like Ebitengine's per-frame state, and the browser, which queues its
// own events.
type xReader struct{}

func startX(*frameclock.Clock, *log.Logger) *xReader { return nil }

func (x *xReader) close()                  {}
func (x *xReader) covers(ebiten.Key) bool  { return false }
func (x *xReader) reads() bool             { return false }
func (x *xReader) readsClicks() bool       { return false }
func (x *xReader) drain(time.Time)         {}
func (x *xReader) followsCursor(bool) bool { return false }

func (r *Reader) xFrame(out []input.Event, _ time.Time, _, _ bool) ([]input.Event, int) {
	return out, 0
}
