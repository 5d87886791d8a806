//go:build js

package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/session"
	"quintet/game/webpage"
)

// takeFiles opens the game files the page's Open handed over since the last frame (webpage.Files).
func (a *App) takeFiles() {
	for _, f := range a.files.Take(session.MaxFileBytes, ebiten.ScheduleFrame) {
		a.OpenFile(f.Name, f.Data, f.Err)
	}
}

// platformOpenFile opens the browser's file chooser (the page's file input).
func platformOpenFile() bool { return webpage.OpenChooser() }
