package wasm

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// Palette is the part of a game theme the page and the icons use (the same colours as game/kit/theme.go).
type Palette struct {
	Name                               string
	Bg, Panel, Line, Text, Dim, Accent string // #rrggbb
	Bad                                string
}

// Palettes are the game's themes, dark first (the default), then light and high contrast.
var Palettes = []Palette{
	{Name: "dark", Bg: "#1b1e24", Panel: "#2a2f38", Line: "#4b5361", Text: "#e8e6e1", Dim: "#8e959f",
		Accent: "#6fb3e0", Bad: "#e07a6f"},
	{Name: "light", Bg: "#f4f1ea", Panel: "#e3ded3", Line: "#b5ad9f", Text: "#23252a", Dim: "#676b72",
		Accent: "#2f6f9f", Bad: "#b3423a"},
	{Name: "contrast", Bg: "#000000", Panel: "#161616", Line: "#9a9a9a", Text: "#ffffff", Dim: "#a0a0a0",
		Accent: "#3cd2ff", Bad: "#ff7b7b"},
}

// hexColor reads "#rrggbb"; the palettes above are constants, so a bad one is a programming error that
// the unit tests catch.
func hexColor(s string) color.NRGBA {
	var v [3]uint8
	for i := range v {
		hi, lo := unhex(s[1+2*i]), unhex(s[2+2*i])
		v[i] = hi<<4 | lo
	}
	return color.NRGBA{v[0], v[1], v[2], 255}
}

func unhex(c byte) uint8 {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	panic("wasm: bad hex digit in a palette colour")
}

// The emblem: five dots in a quincunx, like the five on a die — four in the corners in the theme's text
// colour and the middle one in its accent colour, on the theme's background. Positions and radius are
// fractions of the icon's side. Every dot lies within the central circle of radius 0.4 (corner dot:
// 0.2·√2 + 0.1 ≈ 0.383), the safe zone of a maskable icon, so one drawing serves both kinds.
var emblemDots = [5][2]float64{{0.3, 0.3}, {0.7, 0.3}, {0.5, 0.5}, {0.3, 0.7}, {0.7, 0.7}}

const emblemRadius = 0.1

// Icon draws the emblem at size×size pixels. A plain icon sits on a rounded square (transparent corners);
// a maskable one fills the whole square, since the platform cuts its own shape.
func Icon(size int, maskable bool) *image.NRGBA {
	dark := Palettes[0]
	bg, fg, accent := hexColor(dark.Bg), hexColor(dark.Text), hexColor(dark.Accent)
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	corner := 0.22 * s
	if maskable {
		corner = 0
	}
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			// 4×4 samples a pixel near an edge, for smooth edges; one elsewhere, counted 16 times.
			sub, weight := 4, 1
			if !nearEdge(float64(px)+0.5, float64(py)+0.5, s, corner) {
				sub, weight = 1, 16
			}
			var inBg, inDot, inAccent int
			for sy := 0; sy < sub; sy++ {
				for sx := 0; sx < sub; sx++ {
					x := float64(px) + (float64(sx)+0.5)/float64(sub)
					y := float64(py) + (float64(sy)+0.5)/float64(sub)
					if !inRoundedSquare(x, y, s, corner) {
						continue
					}
					inBg += weight
					for i, d := range emblemDots {
						if math.Hypot(x-d[0]*s, y-d[1]*s) <= emblemRadius*s {
							if i == 2 {
								inAccent += weight
							} else {
								inDot += weight
							}
							break
						}
					}
				}
			}
			if inBg == 0 {
				continue
			}
			// Mix the colours by their share of the covered samples; the coverage is the alpha.
			n := float64(inBg)
			wb, wd, wa := float64(inBg-inDot-inAccent)/n, float64(inDot)/n, float64(inAccent)/n
			mix := func(b, d, a uint8) uint8 {
				return uint8(math.Round(wb*float64(b) + wd*float64(d) + wa*float64(a)))
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: mix(bg.R, fg.R, accent.R), G: mix(bg.G, fg.G, accent.G), B: mix(bg.B, fg.B, accent.B),
				A: uint8(math.Round(255 * n / 16)),
			})
		}
	}
	return img
}

// nearEdge reports whether a pixel centred at (x, y) may be crossed by the edge of the rounded square or
// of a dot (a pixel's corners are within 0.71 of its centre).
func nearEdge(x, y, s, corner float64) bool {
	const reach = 0.75
	for _, d := range emblemDots {
		if math.Abs(math.Hypot(x-d[0]*s, y-d[1]*s)-emblemRadius*s) < reach {
			return true
		}
	}
	if x < reach || y < reach || x > s-reach || y > s-reach {
		return true
	}
	cx := math.Max(corner, math.Min(s-corner, x))
	cy := math.Max(corner, math.Min(s-corner, y))
	return (cx != x || cy != y) && math.Abs(math.Hypot(x-cx, y-cy)-corner) < reach
}

// inRoundedSquare reports whether (x, y) lies in the s×s square with corners rounded to radius r.
func inRoundedSquare(x, y, s, r float64) bool {
	if x < 0 || y < 0 || x > s || y > s {
		return false
	}
	cx := math.Max(r, math.Min(s-r, x))
	cy := math.Max(r, math.Min(s-r, y))
	return math.Hypot(x-cx, y-cy) <= r
}

// iconPNG encodes Icon(size, maskable) as a PNG.
func iconPNG(size int, maskable bool) []byte {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, Icon(size, maskable)); err != nil {
		panic(err) // encoding an in-memory image into a buffer cannot fail
	}
	return b.Bytes()
}
