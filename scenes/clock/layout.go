package clock

import (
	"image"
	"math"
)

// layout places the clock and the panel beside it (on a wide area) or below it. The panel is a column
// of lines — the title, what is under the hand, the two buttons side by side, the reading, the caption
// and the legend — each kept, in order of importance, as long as it fits; a line left out has y -1 (and
// the buttons an empty rectangle). A help picture, square and small, keeps only the clock and what fits
// under it.
type layout struct {
	cx, cy  float64 // the clock's centre
	face    float64 // the face's radius
	ring    float64 // the radius the numbers' centres sit on
	disc    float64 // a number's radius
	buttons [2]image.Rectangle
	textX   float64 // left edge of the panel's text
	textW   float64
	title   float64 // y of each text line's centre
	info    [2]float64
	caption [2]float64
	legend  [2]float64
}

// newLayout lays out a clock of n numbers in a; in a picture in the help (picture set) the buttons are
// kept last: there the title and the captions say more than buttons nobody presses.
func newLayout(a image.Rectangle, unit float64, n int, picture bool) layout {
	u := func(v float64) float64 { return v * unit }
	var l layout
	W, H := float64(a.Dx()), float64(a.Dy())
	gap := u(16)
	bh := math.Max(u(56), math.Min(u(80), H*0.35))
	// Each line, in order down the panel: where its y goes, its height, and y's place in it (the
	// middle, but the buttons' top and the legend's first line: its second line may wrap to two).
	var btn float64
	lines := []struct {
		y     *float64
		h, at float64
	}{
		{&l.title, u(36), u(18)},
		{&l.info[0], u(26), u(13)},
		{&btn, bh + u(30), u(18)}, // room above for the hint's tab, below for its frame
		{&l.info[1], u(26), u(13)},
		{&l.caption[0], u(24), u(12)},
		{&l.caption[1], u(22), u(11)},
		{&l.legend[0], u(30), u(15)},
		{&l.legend[1], u(48), u(15)},
	}
	// The lines by importance, each kept as long as it fits: the buttons (last in a picture), the
	// title, what is under the hand, the captions, the reading, the legend.
	order := []int{2, 0, 1, 4, 5, 3, 6, 7}
	if picture {
		order = []int{0, 1, 4, 5, 3, 6, 7, 2}
	}
	all := 0.0
	for _, ln := range lines {
		all += ln.h
	}
	var clock image.Rectangle
	room := H // the panel's height
	if wide := W >= H*5/4; wide {
		// Beside: the clock as tall as the area, at most 0.6 of its width; the panel, up to 560 units
		// wide, and the clock centred together.
		side := math.Min(H, W*0.6)
		if W-side-gap < u(100) { // a panel too narrow for its two buttons' words: the clock gives some
			side = math.Max(W*0.45, W-gap-u(100))
		}
		l.textW = math.Min(W-side-gap, u(560))
		x0 := float64(a.Min.X) + math.Max(0, (W-side-gap-l.textW)/2)
		clock = image.Rect(int(x0), a.Min.Y+int((H-side)/2), int(x0+side), a.Min.Y+int((H+side)/2))
		l.textX = x0 + side + gap
	} else {
		// Below: the panel whole where the clock keeps 0.6 of the shorter side; else the clock keeps
		// that, and the panel the rest.
		side := math.Min(W, math.Max(H-all, math.Min(W, H)*0.6))
		room = H - side
		top := float64(a.Min.Y) + math.Max(0, (H-side-all)/2)
		clock = image.Rect(a.Min.X+int((W-side)/2), int(top), a.Min.X+int((W+side)/2), int(top+side))
		l.textX, l.textW = float64(a.Min.X)+u(8), W-u(16)
	}
	used := 0.0
	for _, i := range order {
		*lines[i].y = -1 // left out, unless it fits
		if used+lines[i].h <= room {
			*lines[i].y, used = 0, used+lines[i].h
		}
	}
	y := float64(a.Max.Y) - room + (room-used)/2
	if room < H { // below: the panel right under the clock
		y = float64(clock.Max.Y)
	}
	for _, ln := range lines {
		if *ln.y >= 0 {
			*ln.y, y = y+ln.at, y+ln.h
		}
	}
	if bw := (l.textW - gap) / 2; btn >= 0 {
		l.buttons[0] = image.Rect(int(l.textX), int(btn), int(l.textX+bw), int(btn+bh))
		l.buttons[1] = image.Rect(int(l.textX+bw+gap), int(btn), int(l.textX+l.textW), int(btn+bh))
	}
	l.cx, l.cy = float64(clock.Min.X+clock.Max.X)/2, float64(clock.Min.Y+clock.Max.Y)/2
	l.face = math.Max(u(60), float64(min(clock.Dx(), clock.Dy()))/2-u(10))
	// The numbers sit near the rim, as large as their spacing allows (with room for the marks
	// around them), so a clock of 8 or even 16 numbers stays readable.
	sn := math.Sin(math.Pi / float64(max(n, 2)))
	l.disc = math.Min(l.face*0.16, (l.face-l.face*0.16*1.7)*sn*0.72)
	// On a small clock (a phone held sideways) the numbers may crowd closer, up to 0.88 of their half
	// spacing, to stay big enough for 14-unit digits.
	if l.disc < u(10) {
		l.disc = math.Max(l.disc, math.Min(u(10), 0.88*l.face*sn/(1+0.88*1.7*sn)))
	}
	l.ring = l.face - l.disc*1.7
	return l
}

// spot is where position i sits, at a fractional position for the hand between two.
func (l layout) spot(pos float64, n int, r float64) (x, y float64) {
	a := -math.Pi/2 + 2*math.Pi*pos/float64(n)
	return l.cx + r*math.Cos(a), l.cy + r*math.Sin(a)
}

// rectAround is the w×h rectangle centred on (x, y).
func rectAround(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(x-w/2), int(y-h/2), int(x+w/2), int(y+h/2))
}
