//go:build js

package main

import (
	"quintet/game/initgap" // package initialisation in two tasks
)

// yieldToPage ends the browser's current task and lets the page run (its first screen takes input)
// before the next step of the start.
func yieldToPage() { initgap.Yield() }
