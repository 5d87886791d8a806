//go:build !js

package game

import "quintet/game/midend"

// page is nil natively: there is no address or page title to keep.
func page(*App) midend.Page { return nil }

// publishStatus has no page to tell natively.
func publishStatus(*App) {}

// readTextBox has no page input to read natively.
func (a *App) readTextBox() {}
