//go:build js

package main

import (
	"time"

	_ "quintet/game/initgap" // package initialisation in two tasks
)

// stagedStart: in the browser the first screen is prepared over several frames (game.Options).
const stagedStart = true

// yieldToPage ends the browser's current task and lets the page run (paint its loading notice, take
// input) before the next step of the start: Go gives the thread back to the page whenever every
// goroutine waits, as the only one does here for a millisecond.
func yieldToPage() { time.Sleep(time.Millisecond) }
