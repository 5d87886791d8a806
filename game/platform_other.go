//go:build !js

package game

import (
	"quintet/game/input"
	"quintet/game/midend"
)

// pageState is empty natively: there is no page.
type pageState struct{}

// pageEvents: natively Ebitengine's state is read instead (rawInput).
func (*pageState) pageEvents() []input.Event { return nil }

// savedInOtherTabs: natively no other tab shares the saves.
func (a *App) savedInOtherTabs() {}

// readAddress: natively there is no address.
func (a *App) readAddress() {}

// page is nil natively: there is no address or page title to keep.
func page(*App) midend.Page { return nil }

// publishStatus has no page to tell natively.
func publishStatus(*App) {}

// sayLate: natively there is no live region.
func sayLate(*App) {}

// readTextBox has no page input to read natively.
func (a *App) readTextBox() {}

// saveInBackground: natively saves are written off the frame loop (and flushed on exit).
const saveInBackground = true

// platformTouchFirst: natively the player starts with a mouse or the keyboard.
func platformTouchFirst() bool { return false }

// PerfMark records a start-up mark in the browser; natively there is no page to record it.
func PerfMark(string) {}

// platformPreferences: natively the game has its own settings (the menu's Motion button, T for the
// theme), so nothing chooses for the player.
func platformPreferences() (theme string, reduced, ok bool) { return "", false, false }
