//go:build sixth

package main

import (
	"quintet/solver/registry"
	"quintet/solver/template"
)

// Built with -tags sixth, the site says it holds the template puzzle too (the page's heading and
// description count the registered puzzles), as the game built with -tags sixth (cmd/quintet/sixth.go)
// lists it: make site-sixth builds both, for the browser test of a sixth puzzle.
func init() { registry.Register(template.Backend) }
