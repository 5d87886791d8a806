package clock

import (
	"image"
	"math"
)

// layout places the clock and the panel beside it (or below it on a tall, narrow area).
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

func newLayout(a image.Rectangle, unit float64, n int) layout {
	u := func(v float64) float64 { return v * unit }
	var l layout
	var clock image.Rectangle
	if a.Dx() >= a.Dy()*5/4 && float64(a.Dy()) < u(400) || float64(a.Dy()) < u(120+310) && a.Dx() >= a.Dy()*3/4 {
		// Low, or too low for the clock over the panel (a picture in the help): side by side.
		clock = l.short(a, unit)
	} else if a.Dx() >= a.Dy()*5/4 {
		pw := math.Max(u(280), math.Min(u(400), float64(a.Dx())*0.38))
		clock = image.Rect(a.Min.X, a.Min.Y, a.Max.X-int(pw)-int(u(16)), a.Max.Y)
		x := float64(clock.Max.X) + u(16)
		h := u(400)
		y := float64(a.Min.Y) + math.Max(0, (float64(a.Dy())-h)/2)
		l.textX, l.textW = x, pw
		l.title = y + u(18)
		l.info = [2]float64{y + u(54), y + u(80)}
		bh := u(80)
		b0 := y + u(104)
		b1 := b0 + bh + u(16)
		l.buttons[0] = image.Rect(int(x), int(b0), int(x+pw), int(b0+bh))
		l.buttons[1] = image.Rect(int(x), int(b1), int(x+pw), int(b1+bh))
		c := b1 + bh + u(28)
		l.caption = [2]float64{c, c + u(24)}
		l.legend = [2]float64{c + u(60), c + u(88)}
	} else {
		// The clock above, the panel below, the two together centred.
		h := u(310)
		d := math.Max(u(120), math.Min(float64(a.Dx()), float64(a.Dy())-h))
		top := float64(a.Min.Y) + math.Max(0, (float64(a.Dy())-d-h)/2)
		y := top + d
		clock = image.Rect(a.Min.X, int(top), a.Max.X, int(y))
		x := float64(a.Min.X) + u(8)
		w := float64(a.Dx()) - u(16)
		l.textX, l.textW = x, w
		l.title = y + u(16)
		l.info = [2]float64{y + u(44), y + u(66)}
		l.caption = [2]float64{y + u(94), y + u(116)}
		bh := u(72)
		by := y + u(144)
		bw := (w - u(12)) / 2
		l.buttons[0] = image.Rect(int(x), int(by), int(x+bw), int(by+bh))
		l.buttons[1] = image.Rect(int(x+bw+u(12)), int(by), int(x+w), int(by+bh))
		l.legend = [2]float64{by + bh + u(30), by + bh + u(60)}
	}
	l.cx, l.cy = float64(clock.Min.X+clock.Max.X)/2, float64(clock.Min.Y+clock.Max.Y)/2
	l.face = math.Max(u(60), float64(min(clock.Dx(), clock.Dy()))/2-u(10))
	// The numbers sit near the rim, as large as their spacing allows (with room for the marks
	// around them), so a clock of 8 or even 16 numbers stays readable.
	l.disc = l.face * 0.16
	l.ring = l.face - l.disc*1.7
	if gap := l.ring * math.Sin(math.Pi/float64(max(n, 2))); l.disc > gap*0.72 {
		l.disc = gap * 0.72
		l.ring = l.face - l.disc*1.7
	}
	// On a small clock (a phone held sideways) the numbers may crowd closer, up to 0.88 of their half
	// spacing, to stay big enough for 14-unit digits.
	if sn := math.Sin(math.Pi / float64(max(n, 2))); l.disc < u(10) {
		l.disc = math.Max(l.disc, math.Min(u(10), 0.88*l.face*sn/(1+0.88*1.7*sn)))
		l.ring = l.face - l.disc*1.7
	}
	return l
}

// short lays out a wide area too low for the panel's full height (a phone held sideways): the clock
// fills the height on the left, and the panel beside it takes the lines in order of importance —
// the buttons side by side, the title, the summary or replay step, what is under the hand — as long
// as they fit; the rest are left out (their y is -1). It returns the clock's square.
func (l *layout) short(a image.Rectangle, unit float64) image.Rectangle {
	u := func(v float64) float64 { return v * unit }
	H := float64(a.Dy())
	gap := u(16)
	side := math.Min(H, float64(a.Dx())*0.6) // the clock's square: at most 0.6 of the width
	pw := math.Min(float64(a.Dx())-side-gap, u(560))
	x0 := float64(a.Min.X) + math.Max(0, (float64(a.Dx())-side-gap-pw)/2)
	clock := image.Rect(int(x0), a.Min.Y+int((H-side)/2), int(x0+side), a.Min.Y+int((H+side)/2))
	l.textX, l.textW = x0+side+gap, pw
	bh := math.Max(u(56), math.Min(u(80), H*0.35))
	// Each line: its height, and its rank (lower is kept first).
	type line struct {
		y      *float64
		h      float64
		rank   int
		button bool
	}
	var btn float64
	lines := []line{
		{&l.title, u(36), 1, false},
		{&l.info[0], u(26), 2, false},
		{&btn, bh + u(30), 0, true}, // room above for the hint's tab, below for its frame
		{&l.info[1], u(26), 5, false},
		{&l.caption[0], u(24), 3, false},
		{&l.caption[1], u(22), 4, false},
		{&l.legend[0], u(30), 6, false},
		{&l.legend[1], u(48), 7, false},
	}
	keep := make([]bool, len(lines))
	used := 0.0
	for rank := 0; rank <= 7; rank++ {
		for i, ln := range lines {
			if ln.rank == rank && used+ln.h <= H {
				keep[i] = true
				used += ln.h
			}
		}
	}
	y := float64(a.Min.Y) + (H-used)/2
	for i, ln := range lines {
		*ln.y = -1
		if !keep[i] {
			continue
		}
		switch {
		case ln.button:
			top := y + u(18)
			bw := (pw - gap) / 2
			x := l.textX
			l.buttons[0] = image.Rect(int(x), int(top), int(x+bw), int(top+bh))
			l.buttons[1] = image.Rect(int(x+bw+gap), int(top), int(x+pw), int(top+bh))
		case ln.h > u(40): // the legend's second line may wrap to two
			*ln.y = y + u(15)
		default:
			*ln.y = y + ln.h/2
		}
		y += ln.h
	}
	return clock
}

// spot is where position i sits, at a fractional position for the hand between two.
func (l layout) spot(pos float64, n int, r float64) (x, y float64) {
	a := -math.Pi/2 + 2*math.Pi*pos/float64(n)
	return l.cx + r*math.Cos(a), l.cy + r*math.Sin(a)
}
