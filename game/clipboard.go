package game

import "quintet/game/clipboard"

// clipState is the App's side of the clipboard: at most one request out, its answer taken by a frame.
type clipState struct {
	clip        clipboard.Clipboard
	clipAnswers chan clipAnswer // the clipboard's answers, for the next frame
	clipBusy    bool            // a clipboard request is out
}

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
	answers, wake := a.clipAnswers, a.clock.Wake
	answer := func(text string, err error) {
		select {
		case answers <- clipAnswer{to: d, paste: paste, text: text, err: err}:
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

// oneLine is a clipboard error as one line for the player (clipboard.OneLine).
func oneLine(err error) string { return clipboard.OneLine(err) }
