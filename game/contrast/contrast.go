// Package contrast measures whether two colours stay apart for players who see colour differently:
// CIELAB and the CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), simulations of protanopia,
// deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1.0) and greyscale. It is
// pure Go, so its own tests need no window.
package contrast

import (
	"image/color"
	"math"
)

// Lab is a CIELAB colour (D65 white).
type Lab struct{ L, A, B float64 }

// linear turns an sRGB channel (0..255) into linear light (0..1).
func linear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// encode turns linear light (clamped to 0..1) back into an sRGB channel.
func encode(c float64) uint8 {
	c = math.Max(0, math.Min(1, c))
	if c <= 0.0031308 {
		c *= 12.92
	} else {
		c = 1.055*math.Pow(c, 1/2.4) - 0.055
	}
	return uint8(math.Round(c * 255))
}

// ToLab converts an opaque sRGB colour to CIELAB under D65.
func ToLab(c color.NRGBA) Lab {
	r, g, b := linear(c.R), linear(c.G), linear(c.B)
	// sRGB primaries to XYZ (IEC 61966-2-1), then relative to the D65 white point.
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := (0.2126*r + 0.7152*g + 0.0722*b) / 1.0
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		const e = 216.0 / 24389
		if t > e {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return Lab{L: 116*fy - 16, A: 500 * (fx - fy), B: 200 * (fy - fz)}
}

// DeltaE2000 is the CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1).
func DeltaE2000(p, q Lab) float64 {
	rad := math.Pi / 180
	c1 := math.Hypot(p.A, p.B)
	c2 := math.Hypot(q.A, q.B)
	cbar := (c1 + c2) / 2
	c7 := math.Pow(cbar, 7)
	g := 0.5 * (1 - math.Sqrt(c7/(c7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p.A, (1+g)*q.A
	cp1, cp2 := math.Hypot(a1, p.B), math.Hypot(a2, q.B)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / rad
		if h < 0 {
			h += 360
		}
		return h
	}
	hp1, hp2 := hue(p.B, a1), hue(q.B, a2)
	// Hues exactly opposite (Sharma et al.'s pair 14) must take the ≤ 180° branches; rounding in the
	// arctangent can put their difference a hair above 180.
	const eps = 1e-9

	dL := q.L - p.L
	dC := cp2 - cp1
	var dh float64
	if cp1*cp2 != 0 {
		dh = hp2 - hp1
		if dh > 180+eps {
			dh -= 360
		} else if dh < -180-eps {
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(cp1*cp2) * math.Sin(dh/2*rad)

	lbar := (p.L + q.L) / 2
	cpbar := (cp1 + cp2) / 2
	hbar := hp1 + hp2
	if cp1*cp2 != 0 {
		switch {
		case math.Abs(hp1-hp2) <= 180+eps:
			hbar /= 2
		case hp1+hp2 < 360:
			hbar = (hbar + 360) / 2
		default:
			hbar = (hbar - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hbar-30)*rad) + 0.24*math.Cos(2*hbar*rad) +
		0.32*math.Cos((3*hbar+6)*rad) - 0.20*math.Cos((4*hbar-63)*rad)
	dTheta := 30 * math.Exp(-math.Pow((hbar-275)/25, 2))
	cp7 := math.Pow(cpbar, 7)
	rc := 2 * math.Sqrt(cp7/(cp7+math.Pow(25, 7)))
	l50 := (lbar - 50) * (lbar - 50)
	sl := 1 + 0.015*l50/math.Sqrt(20+l50)
	sc := 1 + 0.045*cpbar
	sh := 1 + 0.015*cpbar*t
	rt := -math.Sin(2*dTheta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// Vision is a way of seeing: a function from a colour to the colour seen.
type Vision struct {
	Name string
	See  func(color.NRGBA) color.NRGBA
}

// machado applies one of Machado et al.'s matrices to a colour in linear RGB.
func machado(m [3][3]float64) func(color.NRGBA) color.NRGBA {
	return func(c color.NRGBA) color.NRGBA {
		in := [3]float64{linear(c.R), linear(c.G), linear(c.B)}
		var out [3]float64
		for i := range out {
			out[i] = m[i][0]*in[0] + m[i][1]*in[1] + m[i][2]*in[2]
		}
		return color.NRGBA{encode(out[0]), encode(out[1]), encode(out[2]), 255}
	}
}

// The simulation matrices of Machado, Oliveira and Fernandes (2009) at severity 1.0, as published.
var (
	Protanopia = [3][3]float64{
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	}
	Deuteranopia = [3][3]float64{
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	}
	Tritanopia = [3][3]float64{
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	}
)

// Grey is the colour's relative luminance as a grey.
func Grey(c color.NRGBA) color.NRGBA {
	y := encode(0.2126*linear(c.R) + 0.7152*linear(c.G) + 0.0722*linear(c.B))
	return color.NRGBA{y, y, y, 255}
}

// Visions are the ways of seeing every pair is checked under: normal vision first.
var Visions = []Vision{
	{"normal", func(c color.NRGBA) color.NRGBA { return c }},
	{"protanopia", machado(Protanopia)},
	{"deuteranopia", machado(Deuteranopia)},
	{"tritanopia", machado(Tritanopia)},
	{"greyscale", Grey},
}

// Difference is the CIEDE2000 difference of two sRGB colours as seen by v.
func (v Vision) Difference(a, b color.NRGBA) float64 {
	return DeltaE2000(ToLab(v.See(a)), ToLab(v.See(b)))
}
