package midend

// The player's text size and motion settings, kept with the theme between runs.

import "fmt"

// TextSizes are the text sizes offered, in percent; the first is the default.
var TextSizes = []int{100, 125, 150, 175, 200}

type access struct {
	TextSize int  `json:"text_size,omitempty"`      // percent; 0 is 100
	Reduced  bool `json:"reduced_motion,omitempty"` // animations are instant
}

func (c *Controller) loadAccess(a access) {
	for _, s := range TextSizes {
		if a.TextSize == s {
			c.access.TextSize = s
		}
	}
	c.access.Reduced = a.Reduced
}

// TextSize is the text size in percent (100 to 200).
func (c *Controller) TextSize() int {
	if c.access.TextSize == 0 {
		return TextSizes[0]
	}
	return c.access.TextSize
}

// StepTextSize makes the text one step larger (d > 0) or smaller (d < 0), within 100 % and 200 %, and
// reports whether it changed; wrap goes from the largest back to the smallest (a menu button that
// cycles).
func (c *Controller) StepTextSize(d int, wrap bool) bool {
	i := 0
	for j, s := range TextSizes {
		if s == c.TextSize() {
			i = j
		}
	}
	j := i + d
	switch {
	case wrap:
		j = (j + len(TextSizes)) % len(TextSizes)
	case j < 0:
		c.Message(fmt.Sprintf("Text size %d%%: already the smallest.", TextSizes[i]))
		return false
	case j >= len(TextSizes):
		c.Message(fmt.Sprintf("Text size %d%%: already the largest.", TextSizes[i]))
		return false
	}
	c.access.TextSize = TextSizes[j]
	c.Message(fmt.Sprintf("Text size %d%%.", TextSizes[j]))
	c.saveSettings()
	c.changed()
	return true
}

// ReducedMotion reports whether animations are instant.
func (c *Controller) ReducedMotion() bool { return c.access.Reduced }

// SetReducedMotion turns animations off (instant) or on, and keeps the choice.
func (c *Controller) SetReducedMotion(on bool) {
	c.access.Reduced = on
	if on {
		c.Message("Less motion: animations are instant.")
	} else {
		c.Message("Animations on.")
	}
	c.saveSettings()
	c.changed()
}

// FirstRun reports whether no settings had been saved when the game started, so the platform's own
// preferences (the browser's prefers-color-scheme and prefers-reduced-motion) may choose them.
func (c *Controller) FirstRun() bool { return c.firstRun }

// Prefer applies the platform's preferences on a first run: a theme name ("" keeps the default) and
// reduced motion. It saves nothing, so the platform is asked again until the player chooses.
func (c *Controller) Prefer(theme string, reduced bool) {
	if !c.firstRun {
		return
	}
	for _, n := range ThemeNames {
		if n == theme {
			c.theme = theme
		}
	}
	c.access.Reduced = reduced
	c.changed()
}
