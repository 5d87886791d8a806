//go:build js

package main

import "quintet/game"

// autoplay has no place in the browser: the tests drive the page (window.quintet) instead.
type autoplay struct{ err error }

// withHooks is the game itself in the browser: the -autoplay and -state hooks are the native tests',
// and leaving them out keeps the probe and a PNG encoder out of the download.
func withHooks(app *game.App, _ bool, _, _ string) (shellGame, *autoplay) { return app, nil }
