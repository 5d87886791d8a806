package midend

// The player's text size and motion settings, kept with the theme between runs. The theme and the
// motion the player has not chosen follow the system's preferences (Prefer), asked at every start.

import "fmt"

// TextSizes are the text sizes offered, in percent; the first is the default.
var TextSizes = []int{100, 125, 150, 175, 200}

type access struct {
	TextSize int  // percent; 0 is 100
	Reduced  bool // animations are instant
}

// chosen says which settings the player chose: only those are saved, and the system's preferences
// decide the others at each start.
type chosen struct {
	theme, reduced bool
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
	c.chosen.reduced = true
	if on {
		c.Message("Less motion: animations are instant.")
	} else {
		c.Message("Animations on.")
	}
	c.saveSettings()
	c.changed()
}

// Prefer applies the system's preferences (in the browser, prefers-color-scheme, prefers-contrast and
// prefers-reduced-motion) to the settings the player has not chosen: a theme name ("" or an unknown
// name keeps the default) and reduced motion. The shell calls it at every start, before the first
// screen. It saves nothing: the system is asked again at the next start, so a change of its
// preferences is followed until the player chooses.
func (c *Controller) Prefer(theme string, reduced bool) {
	if !c.chosen.theme {
		for _, n := range ThemeNames {
			if n == theme {
				c.theme = theme
			}
		}
	}
	if !c.chosen.reduced {
		c.access.Reduced = reduced
	}
	c.changed()
}
