package game

import (
	"fmt"

	"quintet/game/input"
)

// Game files (midend/files.go): Ctrl+S saves the open game to a file; Ctrl+O opens one in the browser
// (the page's file input), natively the command line's -open does (OpenFile).

// OpenFile opens the game file name holds, read as data, or says why it was not read (readErr): in the
// window until seen and on standard error. It returns the error the player read, or nil.
func (a *App) OpenFile(name string, data []byte, readErr error) error {
	if readErr != nil {
		a.mid.NotOpened(name, readErr)
		return readErr
	}
	return a.mid.OpenFile(name, data)
}

// fileAction runs Save to a file or Open a file.
func (a *App) fileAction(act input.Action) {
	switch act {
	case input.SaveFile:
		a.mid.Do(act)
	case input.OpenFile:
		if !platformOpenFile() {
			where := ""
			if dir := a.mid.FilesFolder(); dir != "" {
				where = fmt.Sprintf(" (Ctrl+S saves them in %s)", dir)
			}
			a.mid.Message("To open a game file, start Quintet with -open and the file's name" + where + ".")
		}
	}
}
