//go:build !js

package main

import "quintet/game"

// withHooks is the game with the test hooks the flags ask for: -autoplay (with -screenshot) plays to
// the end by hints, -state writes the status after each frame that changed it. It returns the autoplay
// hook too (nil when not asked for), whose error ends the run.
func withHooks(app *game.App, auto bool, shot, state string) (shellGame, *autoplay) {
	var g shellGame = app
	var ap *autoplay
	if auto {
		ap = &autoplay{App: app, probe: game.ProbeOf(app), shot: shot}
		g = ap
	}
	if state != "" {
		g = &stateHook{shellGame: g, app: app, path: state}
	}
	return g, ap
}
