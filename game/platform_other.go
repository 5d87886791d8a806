//go:build !js

package game

// Natively there is no address bar and no page to report to.
func readFragment() string   { return "" }
func writeFragment(string)   {}
func publish(map[string]any) {}

// pagePresent is false natively: there is no page to tell the game's status.
const pagePresent = false
