//go:build !linux || android

package game

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// xKeyboard is the X server's own report of key presses (xkeys_linux.go); other platforms have none:
// Windows and macOS, like Ebitengine's per-frame state, and the browser, which queues its own events.
type xKeyboard struct {
	presses []xPress
	xclock
}

func dialXKeyboard() (*xKeyboard, error) { return nil, errors.New("no X server here") }

func (x *xKeyboard) covers(ebiten.Key) bool               { return false }
func (x *xKeyboard) drain() error                         { return nil }
func (x *xKeyboard) close()                               {}
func (x *xKeyboard) clicks() bool                         { return false }
func (x *xKeyboard) followsCursor(bool) bool              { return false }
func (x *xKeyboard) behind([]ebiten.Key, bool, bool) bool { return false }
