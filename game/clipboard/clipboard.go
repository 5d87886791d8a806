// Package clipboard is the system clipboard as the game uses it: calls that return at once and answer
// later (natively golang.design/x/clipboard, in the browser navigator.clipboard), and its failures in
// words a player reads.
package clipboard

import (
	"errors"
	"strings"
)

// Clipboard is the system clipboard. Both calls return at once and answer later through done, called
// exactly once and from any goroutine: an X11 round trip or a browser's permission prompt takes time,
// and the frame loop never waits for it.
type Clipboard interface {
	// WriteText puts text on the clipboard.
	WriteText(text string, done func(error))
	// ReadText reads the clipboard's text.
	ReadText(done func(text string, err error))
}

// The clipboard's failures; a platform may wrap them with a reason. Each is shown to the player as
// one line.
var (
	ErrUnavailable = errors.New("clipboard not available")
	ErrEmpty       = errors.New("clipboard empty")
	ErrRefused     = errors.New("clipboard permission refused")
)

// OneLine is an error as one line for the player: its first line, without the "clipboard: " the
// libraries put first, never empty.
func OneLine(err error) string {
	s, _, _ := strings.Cut(strings.TrimSpace(err.Error()), "\n")
	s = strings.TrimSpace(s)
	if s == "" {
		return "clipboard error"
	}
	if len(s) > 160 {
		s = strings.ToValidUTF8(s[:160], "") + "…"
	}
	return s
}
