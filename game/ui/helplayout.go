package ui

import (
	"image"
	"math"
)

// Units is the screen's size and its layout unit (pixels per unit; Scale is pixels per CSS pixel), for
// the screens' layouts done here, with no window.
type Units struct {
	W, H        int
	Unit, Scale float64
}

// U is v units in pixels.
func (s Units) U(v float64) int { return int(math.Round(v * s.Unit)) }

// finger is a finger's 44 CSS px, or v units when that is more.
func (s Units) finger(v float64) int { return max(int(math.Round(44*s.Scale)), s.U(v)) }

// OverlayPanel is the panel a full-window overlay (the help, the statistics) is drawn in: a margin of
// 24 units, 4 on a small window; the area inside it at inset units; the close button, 44 units square,
// in that area's top-right corner.
func (s Units) OverlayPanel(inset float64) (panel, in, close image.Rectangle) {
	m := s.U(24)
	if s.W < s.U(600) || s.H < s.U(500) {
		m = s.U(4)
	}
	panel = image.Rect(m, m, s.W-m, s.H-m)
	in = panel.Inset(s.U(inset))
	btn := s.U(44)
	return panel, in, image.Rect(in.Max.X-btn, in.Min.Y, in.Max.X, in.Min.Y+btn)
}

// HelpPlaces is where the help's parts are. Tabs has one rectangle a page, empty for a tab the strip has
// no room for; PrevTab and NextTab are the strip's arrows (empty when every tab shows).
type HelpPlaces struct {
	Panel, Close, Picture, Text, Back, Next image.Rectangle
	Tabs                                    []image.Rectangle
	PrevTab, NextTab                        image.Rectangle
	Counter                                 image.Point
	Title                                   string // the heading, as long as its room allows
}

// Targets are the rectangles a tap acts on, by name: the tabs shown, the strip's arrows, Back, Next, ×.
func (l HelpPlaces) Targets(titles []string) map[string]image.Rectangle {
	m := map[string]image.Rectangle{"back": l.Back, "next": l.Next, "close": l.Close}
	for i, r := range l.Tabs {
		if !r.Empty() {
			m["tab "+titles[i]] = r
		}
	}
	if !l.PrevTab.Empty() {
		m["previous tab"], m["next tab"] = l.PrevTab, l.NextTab
	}
	return m
}

// Layout places the help on the screen s. headings are its heading's forms, longest first, measured by
// width; picture says whether the page shown has a picture.
//
// The tabs take one row: beside the heading when the row has room for them all, otherwise under it;
// when they do not all fit, the row is a strip that shows the tabs around the page shown between two
// arrows, so the text keeps most of the panel. In a short panel (a phone held sideways, large text)
// the rows of controls shrink to a finger's 44 px and the strip goes beside a shortened heading. The
// picture stands beside the text in a wide body, above it in a tall one, and is left out when the text
// would keep less than five lines.
func (h *Help) Layout(s Units, headings []string, width func(string) float64, picture bool) HelpPlaces {
	var l HelpPlaces
	var in image.Rectangle
	l.Panel, in, _ = s.OverlayPanel(12)
	btn, gap := s.U(44), s.U(6)
	short := in.Dy() < s.U(420)
	if short {
		in = l.Panel.Inset(s.U(8))
		btn, gap = s.finger(30), s.U(4)
	}
	l.Close = image.Rect(in.Max.X-btn, in.Min.Y, in.Max.X, in.Min.Y+btn)
	n := len(h.Titles)
	fitting := func(room int) string { // the longest heading that fits room
		for _, t := range headings {
			if width(t) <= float64(room) {
				return t
			}
		}
		return headings[len(headings)-1]
	}
	headW := func(t string) int { return int(width(t)) + s.U(24) }
	arrow := btn
	if in.Dx()-2*arrow < s.U(100) {
		arrow = s.finger(30)
	}
	minTab := s.U(84)
	// strip lays the tabs out in r: all of them, or those around the page shown between arrows.
	strip := func(r image.Rectangle) {
		l.Tabs = make([]image.Rectangle, n)
		first, k := 0, n
		inner := r
		if r.Dx()/minTab < n {
			inner = image.Rect(r.Min.X+arrow+gap, r.Min.Y, r.Max.X-arrow-gap, r.Max.Y)
			first, k = h.TabStrip(inner.Dx() / minTab)
			l.PrevTab = image.Rect(r.Min.X, r.Min.Y, r.Min.X+arrow, r.Max.Y)
			l.NextTab = image.Rect(r.Max.X-arrow, r.Min.Y, r.Max.X, r.Max.Y)
		}
		tw := inner.Dx() / k
		for i := first; i < first+k; i++ {
			x := inner.Min.X + (i-first)*tw
			l.Tabs[i] = image.Rect(x, r.Min.Y, x+tw-gap, r.Max.Y)
		}
	}
	y := in.Min.Y + btn + gap
	right := l.Close.Min.X - s.U(8)
	l.Title = fitting(right - in.Min.X - s.U(24))
	shortest := headings[len(headings)-1]
	switch room := right - (in.Min.X + headW(l.Title)); {
	case room >= n*minTab:
		strip(image.Rect(right-min(room, n*s.U(120)), in.Min.Y, right, in.Min.Y+btn))
	case short && right-in.Min.X-headW(shortest) >= 2*(arrow+gap)+minTab:
		// Short: the strip beside the longest heading that leaves it room for two tabs (or one).
		for _, t := range headings {
			if right-in.Min.X-headW(t) >= 2*(arrow+gap)+min(2, n)*minTab || t == shortest {
				l.Title = t
				strip(image.Rect(in.Min.X+headW(t), in.Min.Y, right, in.Min.Y+btn))
				break
			}
		}
	default:
		strip(image.Rect(in.Min.X, y, in.Max.X, y+btn))
		y += btn + s.U(10)
		if short {
			y -= s.U(6)
		}
	}
	body := image.Rect(in.Min.X, y, in.Max.X, in.Max.Y)
	// The buttons go along the bottom, under the text: across the whole panel, or under the text
	// column when the picture stands beside it.
	buttons := func(r image.Rectangle) image.Rectangle {
		bw := min(s.U(140), r.Dx()/3)
		bottom := r.Max.Y - btn
		l.Back = image.Rect(r.Min.X, bottom, r.Min.X+bw, r.Max.Y)
		l.Next = image.Rect(r.Max.X-bw, bottom, r.Max.X, r.Max.Y)
		l.Counter = image.Pt((r.Min.X+r.Max.X)/2, (bottom+r.Max.Y)/2)
		return image.Rect(r.Min.X, r.Min.Y, r.Max.X, bottom-gap-s.U(2))
	}
	if picture && body.Dx() >= body.Dy()*5/4 {
		// A wide body: the picture on the left, square and at most as tall as the body, the text and
		// buttons beside it.
		if pw := min(body.Dy(), body.Dx()-s.U(280)); pw >= s.U(160) {
			l.Picture = image.Rect(body.Min.X, body.Min.Y, body.Min.X+pw, body.Min.Y+pw)
			l.Text = buttons(image.Rect(l.Picture.Max.X+s.U(16), body.Min.Y, body.Max.X, body.Max.Y))
			return l
		}
	}
	body = buttons(body)
	l.Text = body
	if !picture {
		return l
	}
	// A tall body: the picture above, the text keeping room for at least five lines.
	minText := s.U(5*21 + 8)
	if ph := min(body.Dx(), body.Dy()-minText); ph >= s.U(140) {
		l.Picture = image.Rect(body.Min.X, body.Min.Y, body.Max.X, body.Min.Y+ph)
		l.Text = image.Rect(body.Min.X, l.Picture.Max.Y+s.U(10), body.Max.X, body.Max.Y)
	}
	return l
}
