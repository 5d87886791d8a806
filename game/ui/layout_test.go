package ui

import (
	"image"
	"strings"
	"testing"
)

// monospace measures every character as half its size wide and wraps at spaces, as a font would.
var monospace = Measure{
	Width: func(s string, size float64, bold bool) float64 { return float64(len([]rune(s))) * size / 2 },
	Wrap: func(s string, size float64, bold bool, width float64) []string {
		var out []string
		line := ""
		for _, w := range strings.Fields(s) {
			if line != "" && float64(len([]rune(line+" "+w)))*size/2 > width {
				out = append(out, line)
				line = w
			} else if line == "" {
				line = w
			} else {
				line += " " + w
			}
		}
		return append(out, line)
	},
}

var titles = []string{"Hash Game", "Clock", "Flip", "Escape", "Dials", "Counter (template)"}

// The statistics' parts never overlap: tabs (or ‹ ›), body, note on counting, the share's note and
// the buttons, from a desktop to a phone at 200 % text (issue 36, findings 3 and 4).
func TestLayStatsPartsApart(t *testing.T) {
	for _, c := range []struct {
		in    image.Rectangle
		unit  float64
		tabs  bool
		stack bool
	}{
		{image.Rect(38, 38, 986, 682), 1, true, false},
		{image.Rect(30, 30, 360, 814), 2, false, true}, // 390×844 at 200 %
		{image.Rect(18, 18, 462, 342), 1, true, false}, // 480×360
	} {
		l := LayStats(c.in, c.unit, titles, monospace)
		if (l.Tabs != nil) != c.tabs || (l.Tabs == nil) == l.Prev.Empty() {
			t.Errorf("%v at %v: tabs %d, ‹ %v; want tabs %v", c.in, c.unit, len(l.Tabs), l.Prev, c.tabs)
		}
		if stacked := l.Share.Max.Y <= l.Timer.Min.Y; stacked != c.stack {
			t.Errorf("%v at %v: buttons %v %v, stacked %v", c.in, c.unit, l.Share, l.Timer, stacked)
		}
		parts := append([]image.Rectangle{l.Body, l.Share, l.Timer, l.Prev, l.Next}, l.Tabs...)
		for i, a := range parts {
			if !a.Empty() && !a.In(c.in) {
				t.Errorf("%v at %v: part %d %v leaves the panel", c.in, c.unit, i, a)
			}
			for j, b := range parts[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%v at %v: part %d %v overlaps part %d %v", c.in, c.unit, i, a, i+1+j, b)
				}
			}
		}
		if !l.FootInBody && l.FootTop+len(l.Foot)*px(footLine, c.unit) > l.Share.Min.Y {
			t.Errorf("%v at %v: the note on counting runs into the buttons", c.in, c.unit)
		}
		if l.Body.Max.Y > l.FootTop {
			t.Errorf("%v at %v: the body %v runs into the note at %d", c.in, c.unit, l.Body, l.FootTop)
		}
		lines := l.Lines(StatsTable{Title: "Hash Game"}, "", c.unit, monospace)
		if !c.tabs && lines[0].Text != "Hash Game" {
			t.Errorf("%v at %v: with no tabs the body starts %+v, not the puzzle's title", c.in, c.unit, lines[0])
		}
		for _, ln := range lines {
			if w := monospace.Width(ln.Text, 14*c.unit, ln.Bold); w > float64(l.Body.Dx()) {
				t.Errorf("%v at %v: the line %q is %.0f px wide in a body %d wide", c.in, c.unit, ln.Text, w, l.Body.Dx())
			}
		}
	}
}

// The menu's buttons get a row of their own on a narrow screen; a card's title wraps with its state
// under it when both do not fit; the cards and their chips never overlap.
func TestLayMenuNarrowAndWide(t *testing.T) {
	sides := []string{"Text 200%", "Motion: full"}
	if d := HeadDrop(1024, 1, sides, monospace); d != 0 {
		t.Errorf("at 1024 px the heading drops %d", d)
	}
	if d := HeadDrop(390, 2, sides, monospace); d != px(48, 2) {
		t.Errorf("at 390 px and 200 %% the heading drops %d, want %d", d, px(48, 2))
	}
	texts := []MenuText{
		{Title: "Hash Game", Blurb: "Whiten a path to the star while a machine blackens a tile.", Chips: []string{"Random salt", ChipDaily, ChipStats}},
		{Title: "Counter (template)", Blurb: "Count up.", Chips: []string{"Small", ChipDaily, ChipStats}},
	}
	for _, c := range []struct {
		w     int
		unit  float64
		below bool
	}{{1024, 1, false}, {390, 2, true}} {
		cards, bottom := LayMenu(c.w, c.unit, 100, texts, monospace)
		if cards[1].Below != c.below {
			t.Errorf("%d px at %v: the long title's state below: %v", c.w, c.unit, cards[1].Below)
		}
		for i, cd := range cards {
			if cd.R.Max.X > c.w || cd.R.Max.Y > bottom {
				t.Errorf("%d px: card %d %v leaves the screen or the list (bottom %d)", c.w, i, cd.R, bottom)
			}
			for _, line := range cd.Title {
				if monospace.Width(line, 22*c.unit, true) > float64(cd.R.Dx()) {
					t.Errorf("%d px: title line %q wider than its card", c.w, line)
				}
			}
			for j, ch := range cd.Chips {
				if !ch.In(cd.R) {
					t.Errorf("%d px: card %d's chip %d %v leaves it %v", c.w, i, j, ch, cd.R)
				}
			}
			for _, other := range cards[i+1:] {
				if cd.R.Overlaps(other.R) {
					t.Errorf("%d px: cards %v and %v overlap", c.w, cd.R, other.R)
				}
			}
		}
	}
}

// A share's note too long for its place heads the body, wrapped, instead of being cut.
func TestLayStatsLongNoteHeadsTheBody(t *testing.T) {
	l := LayStats(image.Rect(30, 30, 360, 814), 2, titles, monospace)
	if l.NoteFits(ShareNotEnded, 2, monospace) {
		t.Fatal("the test needs a note that does not fit")
	}
	lines := l.Lines(StatsTable{Title: "Hash Game"}, ShareNotEnded, 2, monospace)
	var note []string
	for _, ln := range lines {
		if ln.Note {
			note = append(note, ln.Text)
		}
	}
	if strings.Join(note, " ") != ShareNotEnded || !lines[0].Note {
		t.Errorf("the note in the body: %q", note)
	}
	if l.NoteFits(ShareBusy, 2, monospace) == false && len(ShareBusy)*14 < l.NoteW {
		t.Error("a short note does not fit its place")
	}
}
