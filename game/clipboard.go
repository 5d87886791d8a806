package game

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
	ErrClipUnavailable = errors.New("clipboard not available")
	ErrClipEmpty       = errors.New("clipboard empty")
	ErrClipRefused     = errors.New("clipboard permission refused")
)

// clipAnswer is the clipboard's answer to one request, for the dialog that made it.
type clipAnswer struct {
	to    *idDialog
	paste bool
	text  string
	err   error
}

// clipRequest asks the clipboard to copy text, or to paste (paste true); the answer reaches d on a
// later frame. Only one request is out at a time: it reports false while another is.
func (a *App) clipRequest(d *idDialog, paste bool, text string) bool {
	if a.clipBusy {
		return false
	}
	a.clipBusy = true
	answer := func(text string, err error) {
		select {
		case a.clipAnswers <- clipAnswer{to: d, paste: paste, text: text, err: err}:
		default: // a platform that answers twice: the first answer counts
		}
		wake()
	}
	if paste {
		a.clip.ReadText(answer)
	} else {
		a.clip.WriteText(text, func(err error) { answer(text, err) })
	}
	return true
}

// clipDeliver hands the clipboard's answers to the dialogs that asked, if they are still open.
func (a *App) clipDeliver() {
	for {
		select {
		case ans := <-a.clipAnswers:
			a.clipBusy = false
			if d, ok := a.overlay.(*idDialog); ok && d == ans.to {
				d.clipDone(ans)
				a.dirty = true
			} else if ans.to == nil {
				a.shareDone(ans) // a share (statsscreen.go)
			}
		default:
			return
		}
	}
}

// oneLine is an error as one line for the player: its first line, without the "clipboard: " the
// libraries put first, never empty.
func oneLine(err error) string {
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
