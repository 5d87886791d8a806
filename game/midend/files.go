package midend

import (
	"errors"
	"fmt"

	"quintet/game/session"
	"quintet/game/store"
	"quintet/rules/puzzle"
)

// Game files: Save writes the open game to a file the player keeps (natively into the saves folder,
// in the browser as a download), Open reads one (natively from the command line's -open, in the
// browser from the page's file input). The format is session's (docs/game-files.md).

// FileName is the name Save gives the open game's file: the puzzle and the local time,
// "dials-2026-12-06-101502.quintet".
func (c *Controller) FileName() string {
	name := "quintet"
	if c.cur >= 0 {
		name = c.backends[c.cur].Info().Name
	}
	return name + "-" + c.now().Format("2006-01-02-150405") + session.FileExt
}

// SaveFile writes the open game, with its undo and redo steps, to a file, and says where (on the
// status line, which a screen reader hears, and on standard error): natively a new file in the saves
// folder, never written over another, in the browser a download. It reports whether it wrote one.
func (c *Controller) SaveFile() bool {
	if c.cur < 0 {
		c.Message("Open a puzzle first: Save writes its game to a file.")
		return false
	}
	s := c.sess(c.cur)
	data, err := s.MarshalGame()
	if err != nil {
		c.notice(fmt.Sprintf("The game was not saved to a file: %v.", err))
		return false
	}
	where, err := store.Export(c.store, c.FileName(), data)
	if err != nil {
		c.notice(fmt.Sprintf("The game was not saved to a file: %v.", err))
		return false
	}
	c.notice(fmt.Sprintf("The %s was saved to %s (open it again with quintet -open, or Open in the browser).", s.Backend.Info().AGame(), where))
	return true
}

// FilesFolder is the folder Save writes files into natively, or "" (in the browser, or with no folder).
func (c *Controller) FilesFolder() string {
	if d, ok := c.store.(interface{ Path() string }); ok {
		return d.Path()
	}
	return ""
}

// OpenFile opens the game a game file holds (name is what the player calls the file), switching to its
// puzzle, as undoable steps after that puzzle's game, as a game ID opens. A file that is not a game this
// build can open changes nothing: the error says why in one line, and so do the screen (until the
// player has seen it) and standard error.
func (c *Controller) OpenFile(name string, data []byte) error {
	err := c.openFile(name, data)
	if err != nil {
		c.NotOpened(name, err)
	}
	return boundErr(err)
}

// NotOpened says that the file name was not opened, and why (it could not be read, say): on the
// screen until the player has seen it, and on standard error.
func (c *Controller) NotOpened(name string, why error) {
	what := "The game goes on as it was."
	if c.cur < 0 {
		what = "Nothing was opened."
	}
	c.notice(fmt.Sprintf("The file %s was not opened: %v. %s", name, why, what)) // the screen bounds a long path, keeping its end
}

func (c *Controller) openFile(name string, data []byte) error {
	g, err := session.ReadFile(c.backends, data)
	if err != nil {
		return err
	}
	i := c.index(g.Backend.Info().Name)
	if i < 0 {
		return errors.New("its puzzle is not here") // ReadFile takes only puzzles of c.backends
	}
	s := c.sess(i)
	if err := s.Adopt(g); err != nil {
		return err
	}
	c.played[i] = true
	if i == c.cur {
		// Opened, not played: an ended game in the file is not a win to flash.
		c.lastStatus = s.Pos().Status()
	}
	c.Open(i)
	at := s.Current()
	state := ""
	switch s.Pos().Status() {
	case puzzle.Won:
		state = ", won"
	case puzzle.Lost:
		state = ", lost"
	}
	c.Message(fmt.Sprintf("Opened %s: %s, %s%s (undo goes back to the game before).",
		name, s.Backend.Info().Title, Count(at.Moves, "move", "moves"), state))
	return nil
}
