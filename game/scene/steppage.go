package scene

import "quintet/game/kit"

// StepPage is a help page with one text a step, texts[s] beside step s of draw's picture (nil: text
// only); a step out of range shows the nearest. Clock's and Dials' pages of mathematics are made so.
func StepPage(title string, texts []string, draw func(dst *kit.Canvas, f *Frame, s int)) HelpPage {
	at := func(s int) int { return min(max(s, 0), len(texts)-1) }
	p := HelpPage{Title: title, Steps: len(texts), Text: func(s int) string { return texts[at(s)] }}
	if draw != nil {
		p.Draw = func(dst *kit.Canvas, f *Frame, s int) { draw(dst, f, at(s)) }
	}
	return p
}

// ClippedPicture is draw kept inside f.Area whatever its strokes' widths (Escape's and Flip's help
// pictures).
func ClippedPicture(draw func(dst *kit.Canvas, f *Frame, s int)) func(dst *kit.Canvas, f *Frame, s int) {
	return func(dst *kit.Canvas, f *Frame, s int) {
		draw(dst.Sub(f.Area), f, s)
	}
}
