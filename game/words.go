package game

import "quintet/game/input"

// words chooses between the touch and the mouse-and-keyboard wording of an instruction by the input
// the player last used (input.Words): the menu's, the notices' and the dialogs' words. Scenes choose
// theirs with Frame.In.Words, the status line with the midend's.
func (a *App) words(touch, other string) string {
	return input.Words(a.tracker.LastTouch(), touch, other)
}
