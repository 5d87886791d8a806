package ui

import "math"

// Measure is how a layout here measures text: the shell, which has the fonts, gives it. Sizes are in
// pixels; bold chooses the bold face.
type Measure struct {
	Width func(s string, size float64, bold bool) float64
	Wrap  func(s string, size float64, bold bool, width float64) []string
}

// px converts layout units to whole pixels at unit pixels a unit, as the shell's u does.
func px(v, unit float64) int { return int(math.Round(v * unit)) }
