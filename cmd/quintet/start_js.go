//go:build js

package main

import (
	"quintet/game/initgap" // package initialisation in two tasks
)

// stagedStart: in the browser the first screen is prepared over several frames (game.Options).
const stagedStart = true

// yieldToPage ends the browser's current task and lets the page run (paint its loading notice, take
// input) before the next step of the start.
func yieldToPage() { initgap.Yield() }
