//go:build sixth

package main

import (
	"quintet/scenes"
	"quintet/scenes/template"
)

// Built with -tags sixth (bin/quintet-sixth), the game registers the template puzzle after the real
// ones: make smoke and make xdo play it as they play every registered puzzle, proving a new puzzle needs
// nothing but its packages and its registration.
func init() { scenes.Register(template.Puzzle) }
