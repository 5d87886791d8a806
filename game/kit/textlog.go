package kit

import (
	"image"
	"math"
	"strings"
)

// TextDrawn is one line of text a frame drew: the text, the box it takes on screen, and the part of the
// screen it belongs to (where it may draw: a scene's area, a button, the status line, a dialog).
type TextDrawn struct {
	Text   string
	Box    image.Rectangle
	Region image.Rectangle // empty: no region claimed (the whole screen)
	Clip   image.Rectangle // the bounds of the image drawn on (a sub-image clips)
	// Scrolls is set for a text in a part that scrolls up and down (the menu's cards): only its width
	// must fit.
	Scrolls bool
}

// TextCut is a text the frame did not show whole: a wrapped paragraph whose first line was drawn and
// a later line not, or a text shortened with "…" whose whole is not reachable elsewhere.
type TextCut struct {
	Text, Shown, How string
}

// TextLog is the record of the texts a frame drew: the layout report's (tests, the browser's status),
// and where the tooltips of shortened texts go. The shell owns one and hands it to the canvases it
// makes; the shell's screens set what the texts being drawn belong to. Drawing is single-threaded, so
// it needs no lock.
type TextLog struct {
	Region    image.Rectangle // the part of the screen the texts drawn now belong to
	Scrolls   bool            // the texts being drawn scroll (the help's): later lines are reachable
	Reachable bool            // a shortened text being drawn is whole elsewhere (the game ID: G shows it)
	Drawn     []TextDrawn
	wraps     []wrapped
	Elided    []TextCut
	Folded    []string // texts a scene folded (Frame.Fold): whole behind a "more" chip
	Hover     bool     // texts elided now are whole in a tooltip (a scene's, hovered or long-pressed)
	Hovered   []TextCut
	// SceneText is the smallest font size, in screen pixels, of the texts the open scene drew this frame
	// (those drawn while Hover is set, which is during the scene's Draw); 0 when it drew none.
	SceneText float64
}

type wrapped struct {
	text    string
	lines   []string
	scrolls bool
}

// recordText notes a line drawn on dst with its anchor at (x, y): centred on y, or with its top at y.
func recordText(dst *Canvas, s string, face *TextFace, x, y float64, align Align, top bool) {
	l := dst.Log()
	if l == nil || s == "" {
		return
	}
	if l.Hover && (l.SceneText == 0 || face.Size < l.SceneText) {
		l.SceneText = face.Size
	}
	lines := strings.Split(s, "\n")
	h := face.Size * 1.3 * float64(len(lines)-1)
	y0 := y - h/2
	if top {
		y0 = y + face.Size*0.65 // the first line's middle
	}
	for i, ln := range lines {
		w := TextWidth(ln, face)
		x0 := x
		switch align {
		case Center:
			x0 = x - w/2
		case Right:
			x0 = x - w
		}
		cy := y0 + float64(i)*face.Size*1.3
		// The box is the letters' body (x-height to baseline and the capitals' height), which is what
		// a cut-off line loses first; the line's air above and below may overlap its neighbours'.
		box := image.Rect(int(math.Floor(x0)), int(math.Floor(cy-0.4*face.Size)), int(math.Ceil(x0+w)), int(math.Ceil(cy+0.4*face.Size)))
		l.Drawn = append(l.Drawn, TextDrawn{Text: ln, Box: box, Region: l.Region, Clip: dst.Bounds(), Scrolls: l.Scrolls})
	}
}

// Start begins the record of a frame's text.
func (l *TextLog) Start() {
	l.Drawn, l.wraps, l.Elided, l.Folded = nil, nil, nil, nil
	l.Hovered, l.SceneText = l.Hovered[:0], 0
}

// Covered forgets the texts drawn so far this frame: an overlay (the help, the dialog) dims and covers
// them.
func (l *TextLog) Covered() {
	l.Drawn, l.wraps, l.Elided, l.Folded = nil, nil, nil, nil
}

// recordWrap notes a paragraph broken into lines, so the report can tell a paragraph shown in part.
// (A layout that only measures wraps with WrapLines, which records nothing.)
func (l *TextLog) recordWrap(s string, lines []string) {
	if l != nil && len(lines) > 1 {
		// A copy: the scene may change the lines it was given (end one with "…").
		l.wraps = append(l.wraps, wrapped{s, append([]string(nil), lines...), l.Scrolls})
	}
}

// isFolded reports whether s is part of a text a scene folded (reachable whole through its chip).
func (l *TextLog) isFolded(s string) bool {
	for _, f := range l.Folded {
		if strings.Contains(f, s) {
			return true
		}
	}
	return false
}

// ElidedIn is what the scene elided from the given count on (see the shell's noteElided).
func (l *TextLog) ElidedIn(from int) []TextCut {
	if from > len(l.Hovered) {
		from = 0
	}
	return l.Hovered[from:]
}

// recordElided notes a text shortened with "…" (unless its whole is reachable elsewhere).
func (l *TextLog) recordElided(s, shown string) {
	switch {
	case l == nil:
	case l.Hover:
		l.Hovered = append(l.Hovered, TextCut{Text: s, Shown: shown, How: "elided"})
	case !l.Reachable:
		l.Elided = append(l.Elided, TextCut{Text: s, Shown: shown, How: "elided"})
	}
}

// InRegion has the texts drawn by draw belong to r (the part of the screen they may use).
func (l *TextLog) InRegion(r image.Rectangle, draw func()) {
	defer l.SetRegion(r)()
	draw()
}

// SetRegion has the texts drawn from now belong to r, until the function it returns is called.
func (l *TextLog) SetRegion(r image.Rectangle) (restore func()) {
	old := l.Region
	l.Region = r
	return func() { l.Region = old }
}

// Cut is the texts the frame did not show whole: the paragraphs begun and not finished, and the texts
// shortened with "…" whose whole is not reachable elsewhere.
func (l *TextLog) Cut() []TextCut { return append(l.cuts(), l.Elided...) }

// TextReport is what the last frame drew as text: every line, and every text not shown whole.
type TextReport struct {
	Drawn []TextDrawn
	Cut   []TextCut
}

// cuts are the paragraphs the frame began and did not finish (a later line not drawn), for texts
// that do not scroll. One a tap shows whole (folded) may stop early, but where a reader sees it stop:
// at a sentence's end or a "…" after a whole word.
func (l *TextLog) cuts() []TextCut {
	drawn, wraps := l.Drawn, l.wraps
	shown := map[string]bool{}
	for _, d := range drawn {
		shown[d.Text] = true
	}
	var out []TextCut
	for _, w := range wraps {
		if w.scrolls || !shown[w.lines[0]] {
			continue // a measurement, or a paragraph left out whole
		}
		for i, ln := range w.lines[1:] {
			if shown[ln] {
				continue
			}
			switch {
			case !l.isFolded(w.text):
				out = append(out, TextCut{Text: w.text, Shown: strings.Join(w.lines[:i+1], " "), How: "lines left out"})
			case !endsSeen(w.lines[i], ln, drawn):
				out = append(out, TextCut{Text: w.text, Shown: strings.Join(w.lines[:i+1], " "), How: "folded mid-sentence"})
			}
			break
		}
	}
	return out
}

// endsSeen reports whether a folded paragraph whose line next was not drawn visibly ends: the line
// before it ends a sentence, or a text drawn is the start of next up to a word's end, closed by a
// sentence's end or "…".
func endsSeen(before, next string, drawn []TextDrawn) bool {
	ends := func(s string) bool {
		return strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!")
	}
	if ends(before) {
		return true
	}
	for _, d := range drawn {
		head := strings.TrimRight(strings.TrimSuffix(d.Text, "…"), " ")
		if head != "" && strings.HasPrefix(next, head) && (len(head) == len(next) || next[len(head)] == ' ') &&
			(head != d.Text || ends(head)) {
			return true
		}
	}
	return false
}

// EndFolded ends s, the last line shown of a paragraph whose later lines are left out (folded behind
// "more ›"), where a reader sees it end: after its last sentence, or else after a whole word with "…"
// (fits says whether a line fits). The layout report calls any other stop a cut.
func EndFolded(s string, fits func(string) bool) string {
	if i := strings.LastIndex(s, ". "); i >= 0 {
		return s[:i+1]
	}
	for {
		if t := strings.TrimRight(s, " ") + "…"; fits(t) || s == "" {
			return t
		}
		s = s[:max(strings.LastIndexByte(s, ' '), 0)]
	}
}
