package midend

import (
	"fmt"
	"os"
	"strings"
)

// The status line's words: messages that expire, and notices that stay until the player has seen them.

// Note is every message shown now: the notices not dismissed, then the status message ("" when none).
func (c *Controller) Note() string {
	return strings.TrimSpace(strings.Join(append(append([]string(nil), c.notices...), c.Transient()), " "))
}

// Message shows a line of text in the status bar for a few seconds, or until the position it speaks of
// changes (a "the game is over" refusal does not outlive a Restart).
func (c *Controller) Message(s string) {
	s = bounded(s)
	c.msg, c.msgUntil, c.msgAt, c.msgSticky = s, c.now().Add(MessageFor), c.stampNow(), false
	c.changed()
}

// notice keeps a message about the game as a whole (a save set aside, the saves read-only) until the
// player dismisses it, on every screen (Notices), and writes it to standard error whole (the screen
// shows it bounded: Bounded).
func (c *Controller) notice(s string) {
	shown, _ := shownText(s)
	for _, n := range c.notices {
		if n == shown {
			return
		}
	}
	c.notices = append(c.notices, shown)
	fmt.Fprintln(os.Stderr, "quintet:", s)
	c.changed()
}

// Notices are the messages the player has not dismissed yet: each shows until DismissNotices.
func (c *Controller) Notices() []string { return c.notices }

// DismissNotices is the player's tap, click or key on the notices: they have been seen.
func (c *Controller) DismissNotices() {
	if len(c.notices) > 0 {
		c.notices = nil
		c.changed()
	}
}

// Transient is the status message of the moment ("" when none), without the notices.
func (c *Controller) Transient() string {
	if c.msg != "" && !c.now().Before(c.msgUntil) {
		return ""
	}
	return c.msg
}

// ClearMessage removes the status message.
func (c *Controller) ClearMessage() {
	if c.msg != "" {
		c.msg = ""
		c.changed()
	}
}
