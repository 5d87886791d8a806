package game

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
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

// textRecord is the record of the frame being drawn: the layout report's (tests, the browser's status),
// and where the tooltips of shortened texts go. Drawing is single-threaded, so it needs no lock.
var textRecord = struct {
	on        bool
	region    image.Rectangle
	scrolls   bool // the texts being drawn scroll (the help's): later lines are reachable
	reachable bool // a shortened text being drawn is whole elsewhere (the game ID: G shows it)
	drawn     []TextDrawn
	wraps     []wrapped
	elided    []TextCut
	folded    []string // texts a scene folded (Frame.Fold): whole behind a "more" chip
	hover     bool     // texts elided now are whole in a tooltip (a scene's, hovered or long-pressed)
	hovered   []TextCut
	// sceneText is the smallest font size, in screen pixels, of the texts the open scene drew this frame
	// (those drawn while hover is set, which is during the scene's Draw); 0 when it drew none.
	sceneText float64
}{on: true}

type wrapped struct {
	text    string
	lines   []string
	scrolls bool
}

// recordText notes a line drawn with its anchor at (x, y): centred on y, or with its top at y.
func recordText(dst *ebiten.Image, s string, face *TextFace, x, y float64, align Align, top bool) {
	if !textRecord.on || s == "" {
		return
	}
	if textRecord.hover && (textRecord.sceneText == 0 || face.Size < textRecord.sceneText) {
		textRecord.sceneText = face.Size
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
		textRecord.drawn = append(textRecord.drawn, TextDrawn{Text: ln, Box: box, Region: textRecord.region, Clip: dst.Bounds(),
			Scrolls: textRecord.scrolls})
	}
}

// covered forgets the texts drawn so far this frame: an overlay (the help, the dialog) dims and covers
// them.
func covered() {
	textRecord.drawn, textRecord.wraps, textRecord.elided, textRecord.folded = nil, nil, nil, nil
}

// recordWrap notes a paragraph broken into lines, so the report can tell a paragraph shown in part.
// (Work off the frames — the staged start's — wraps with wrapLines, which records nothing.)
func recordWrap(s string, lines []string) {
	if textRecord.on && len(lines) > 1 {
		// A copy: the scene may change the lines it was given (end one with "…").
		textRecord.wraps = append(textRecord.wraps, wrapped{s, append([]string(nil), lines...), textRecord.scrolls})
	}
}

// isFolded reports whether s is part of a text a scene folded (reachable whole through its chip).
func isFolded(s string) bool {
	for _, f := range textRecord.folded {
		if strings.Contains(f, s) {
			return true
		}
	}
	return false
}

// elidedIn is what the scene elided from the given count on (see puzzleScreen.noteElided).
func elidedIn(from int) []TextCut {
	if from > len(textRecord.hovered) {
		from = 0
	}
	return textRecord.hovered[from:]
}

// recordElided notes a text shortened with "…" (unless its whole is reachable elsewhere).
func recordElided(s, shown string) {
	switch {
	case textRecord.hover:
		textRecord.hovered = append(textRecord.hovered, TextCut{Text: s, Shown: shown, How: "elided"})
	case textRecord.on && !textRecord.reachable:
		textRecord.elided = append(textRecord.elided, TextCut{Text: s, Shown: shown, How: "elided"})
	}
}

// inRegion has the texts drawn by draw belong to r (the part of the screen they may use).
func inRegion(r image.Rectangle, draw func()) {
	defer setRegion(r)()
	draw()
}

// setRegion has the texts drawn from now belong to r, until the function it returns is called.
func setRegion(r image.Rectangle) (restore func()) {
	old := textRecord.region
	textRecord.region = r
	return func() { textRecord.region = old }
}

// TextReport is what the last frame drew as text: every line, and every text not shown whole.
type TextReport struct {
	Drawn []TextDrawn
	Cut   []TextCut
}

// cuts are the paragraphs the frame began and did not finish (a later line not drawn), for texts
// that do not scroll. One a tap shows whole (folded) may stop early, but where a reader sees it stop:
// at a sentence's end or a "…" after a whole word.
func cuts(drawn []TextDrawn, wraps []wrapped) []TextCut {
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
			case !isFolded(w.text):
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
