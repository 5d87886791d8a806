package game

import (
	"image"

	"quintet/game/scene"
)

// textBox is the text box on screen now, if any: the game-ID dialog's field or the open scene's box.
func (a *App) textBox() (r image.Rectangle, text, label string, ok bool) {
	if d, isDialog := a.overlay.(*idDialog); isDialog {
		return d.fieldRect(), d.Field.Text, "Game ID", true
	}
	if a.overlay != nil {
		return image.Rectangle{}, "", "", false
	}
	if c := a.mid.Current(); c >= 0 {
		if tb, has := a.scenes[c].(scene.TextBox); has {
			idle := a.tracker.Idle(a.start)
			return tb.Box(a.frame(&idle))
		}
	}
	return image.Rectangle{}, "", "", false
}

// setTextBox takes text typed into the browser's input over the text box.
func (a *App) setTextBox(text string, submit bool) {
	if d, isDialog := a.overlay.(*idDialog); isDialog {
		d.SetBoxText(text, submit)
		return
	}
	if c := a.mid.Current(); c >= 0 && a.overlay == nil {
		if tb, has := a.scenes[c].(scene.TextBox); has {
			idle := a.tracker.Idle(a.start)
			f := a.frame(&idle)
			tb.SetBoxText(text, submit, f)
			a.dirty = true
		}
	}
}
