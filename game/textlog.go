package game

import (
	"image"
)

// TextLog notes the smallest font a scene's Draw used, and for which area and unit, so the scene can
// say how small its text gets (its MinTextSize, which the browser's phone test checks).
type TextLog struct {
	area     image.Rectangle
	unit     float64
	smallest float64
}

// Start begins the log of a Draw for f.
func (t *TextLog) Start(f *Frame) { *t = TextLog{area: f.Area, unit: f.Unit} }

// Face is Face(style, size), noting the size.
func (t *TextLog) Face(style int, size float64) *TextFace {
	if t.smallest == 0 || size < t.smallest {
		t.smallest = size
	}
	return Face(style, size)
}

// Smallest is the smallest font size, in screen pixels, the last Draw for f's area and unit used (0
// before such a Draw).
func (t *TextLog) Smallest(f *Frame) float64 {
	if t.area != f.Area || t.unit != f.Unit {
		return 0
	}
	return t.smallest
}
