// Command gen draws the game's sprites: white shapes with anti-aliased edges on a transparent
// background, written as alpha masks (NAME.mask: the width and height as big-endian 16-bit numbers,
// then one coverage byte per pixel, row by row), which assets.Sprite turns into white NRGBA images.
// Raw masks, not PNG: the browser's download compresses them better than PNG compresses itself
// (21 KB against 67 KB at brotli 11) and the game needs no PNG decoder. Each puzzle adds its own
// shapes in a file of its own with register.
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"sort"

	"golang.org/x/image/vector"
)

// sprite is a drawing of a given size.
type sprite struct {
	w, h int
	draw func(c *canvas)
}

var sprites = map[string]sprite{}

// register adds a sprite; called from init in each file.
func register(name string, w, h int, draw func(c *canvas)) { sprites[name] = sprite{w, h, draw} }

// canvas collects filled shapes into one anti-aliased coverage mask.
type canvas struct {
	w, h int
	r    *vector.Rasterizer
}

func (c *canvas) moveTo(x, y float64) { c.r.MoveTo(float32(x), float32(y)) }
func (c *canvas) lineTo(x, y float64) { c.r.LineTo(float32(x), float32(y)) }
func (c *canvas) close()              { c.r.ClosePath() }

// poly adds a closed polygon.
func (c *canvas) poly(pts ...[2]float64) {
	c.moveTo(pts[0][0], pts[0][1])
	for _, p := range pts[1:] {
		c.lineTo(p[0], p[1])
	}
	c.close()
}

// ellipse adds an ellipse; reverse winds it the other way, to cut a hole (the rasterizer fills by
// non-zero winding, so a reversed inner shape subtracts).
func (c *canvas) ellipse(cx, cy, rx, ry float64, reverse bool) {
	const steps = 96
	for i := 0; i <= steps; i++ {
		a := 2 * math.Pi * float64(i) / steps
		if reverse {
			a = -a
		}
		x, y := cx+rx*math.Cos(a), cy+ry*math.Sin(a)
		if i == 0 {
			c.moveTo(x, y)
		} else {
			c.lineTo(x, y)
		}
	}
	c.close()
}

func (c *canvas) circle(cx, cy, r float64)  { c.ellipse(cx, cy, r, r, false) }
func (c *canvas) hole(cx, cy, r float64)    { c.ellipse(cx, cy, r, r, true) }
func (c *canvas) ring(cx, cy, r, w float64) { c.circle(cx, cy, r); c.hole(cx, cy, r-w) }
func (c *canvas) rect(x, y, w, h float64) {
	c.poly([2]float64{x, y}, [2]float64{x + w, y}, [2]float64{x + w, y + h}, [2]float64{x, y + h})
}

// roundRect adds a rectangle with corners of radius r; reverse cuts it out.
func (c *canvas) roundRect(x, y, w, h, r float64, reverse bool) {
	type corner struct{ cx, cy, a0 float64 }
	corners := []corner{{x + w - r, y + r, -math.Pi / 2}, {x + w - r, y + h - r, 0}, {x + r, y + h - r, math.Pi / 2}, {x + r, y + r, math.Pi}}
	var pts [][2]float64
	for _, k := range corners {
		for i := 0; i <= 12; i++ {
			a := k.a0 + math.Pi/2*float64(i)/12
			pts = append(pts, [2]float64{k.cx + r*math.Cos(a), k.cy + r*math.Sin(a)})
		}
	}
	if reverse {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	c.poly(pts...)
}

// star adds a star of n points.
func (c *canvas) star(cx, cy, outer, inner float64, n int) {
	var pts [][2]float64
	for i := 0; i < 2*n; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		pts = append(pts, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	c.poly(pts...)
}

// render draws a sprite's coverage mask.
func render(s sprite) *image.Alpha {
	c := &canvas{w: s.w, h: s.h, r: vector.NewRasterizer(s.w, s.h)}
	s.draw(c)
	mask := image.NewAlpha(image.Rect(0, 0, s.w, s.h))
	c.r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return mask
}

// encode is a mask in the .mask format assets.Sprite reads.
func encode(m *image.Alpha) []byte {
	b := m.Bounds()
	out := binary.BigEndian.AppendUint16(nil, uint16(b.Dx()))
	out = binary.BigEndian.AppendUint16(out, uint16(b.Dy()))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := m.PixOffset(b.Min.X, y)
		out = append(out, m.Pix[i:i+b.Dx()]...)
	}
	return out
}

func main() {
	out := flag.String("out", "sprites", "folder to write the mask files to")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	names := make([]string, 0, len(sprites))
	for n := range sprites {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(*out, n+".mask"), encode(render(sprites[n])), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
	fmt.Printf("gen: wrote %d sprites to %s\n", len(names), *out)
}
