//go:build !js

package game

import "github.com/hajimehoshi/ebiten/v2"

// windowShown reports whether the player can see the game: natively, its window is not minimised.
func windowShown() bool { return !ebiten.IsWindowMinimized() }
