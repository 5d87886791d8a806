package midend

import (
	"slices"
	"strings"

	"quintet/game/session"
)

// What the player is told while a game is not saved: the store could not write it (the browser's
// storage is full, say) and holds it in memory, trying again on each save, every few seconds and when
// the page is hidden. Until it is written the status line carries a mark (StatusLine), the page warns
// before it is closed or reloaded (Status's "unsaved"), and a screen reader hears it once.

// memoryHolder is a store that keeps in memory what it could not write yet (the browser's).
type memoryHolder interface {
	// Unsaved names the saves it holds that are not written yet.
	Unsaved() []string
}

// writeWatcher is a store that writes later, by itself, what it could not write at first, and calls
// back when it did (so the shell can draw a frame: the mark goes).
type writeWatcher interface {
	OnWritten(func())
}

// saveChecker is a store that, before it writes over a save another copy of the game wrote, asks
// whether that save can be read (so a save this build cannot use is set aside, never written over).
type saveChecker interface {
	CheckWith(func(name string, data []byte) error)
}

// hookStore lets the store call back (a save written late) and check other tabs' saves.
func (c *Controller) hookStore() {
	if w, ok := c.store.(writeWatcher); ok {
		w.OnWritten(c.wake)
	}
	if k, ok := c.store.(saveChecker); ok {
		k.CheckWith(c.readable)
	}
}

// readable reports why a puzzle's save cannot be read as a game (nil when it can, or when name is
// not a puzzle's). It may be called from the store's goroutine: it reads nothing but the backends.
func (c *Controller) readable(name string, data []byte) error {
	i := c.index(name)
	if i < 0 {
		return nil
	}
	_, err := session.Unmarshal(c.backends[i], data)
	return err
}

// Unsaved names what is not saved: held in memory by the store until there is room, or (natively)
// the saves whose last write failed. Empty when everything is saved.
func (c *Controller) Unsaved() []string {
	var names []string
	if h, ok := c.store.(memoryHolder); ok {
		names = h.Unsaved()
	} else {
		names = c.writer.Failing()
	}
	slices.Sort(names)
	return names
}

// retryFailed writes again, with each move's save, what a store that keeps nothing in memory (the
// native folder) failed to write last time: the settings, the statistics and the other puzzles' games
// are still in memory here. A store that holds its own unsaved saves retries them itself.
func (c *Controller) retryFailed() {
	if _, ok := c.store.(memoryHolder); ok {
		return
	}
	for _, name := range c.writer.Failing() {
		switch i := c.index(name); {
		case name == StatsName:
			c.saveBook()
		case name == "settings":
			c.saveSettings()
		case i >= 0 && i != c.cur && c.sessions[i] != nil:
			if data, err := c.sessions[i].Marshal(); err == nil {
				c.writer.Save(name, data)
			}
		}
	}
}

// unsavedMark begins the status line while something is not saved.
const unsavedMark = "Not saved · "

// UnsavedWords is what a screen reader hears once when something stops being saved ("" when all is).
func (c *Controller) UnsavedWords() string {
	if len(c.Unsaved()) == 0 {
		return ""
	}
	return "Not saved: the game goes on and is saved as soon as there is room; closing or reloading the page before that would lose the moves since."
}

// noteUnsaved asks for a redraw when what is unsaved changed (the mark comes or goes).
func (c *Controller) noteUnsaved() {
	now := strings.Join(c.Unsaved(), ",")
	if now != c.unsavedWas {
		c.unsavedWas = now
		c.changed()
	}
}
