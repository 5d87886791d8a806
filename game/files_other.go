//go:build !js

package game

// platformOpenFile opens the platform's file chooser, if it has one here: natively none (a file opens
// from the command line, -open).
func platformOpenFile() bool { return false }

// takeFiles takes the game files the page handed over since the last frame: natively none.
func (a *App) takeFiles() {}
