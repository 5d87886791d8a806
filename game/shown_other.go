//go:build !js

package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// windowShown reports whether the player can see the game: natively, its window is not minimised.
func windowShown() bool { return !ebiten.IsWindowMinimized() }

// lastHidden is zero natively: a minimised window still gets the frame that notices it.
func (a *App) lastHidden() time.Time { return time.Time{} }
