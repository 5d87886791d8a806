package main

import "math"

// Hash Game: a board tile, and the marks that tell its three colours apart by texture as well as
// colour — red tiles are hatched, white tiles plain, black tiles crossed (an X open in the middle) — plus the small ring on a
// tile the player may whiten, a tile outline for hover and the spiral's stopping place, and the glow
// around a whitened star.
func init() {
	register("hash-tile", 64, 64, func(c *canvas) { c.roundRect(1, 1, 62, 62, 8, false) })
	register("hash-hatch", 64, 64, func(c *canvas) {
		// Diagonal stripes, clipped to a square inside the tile's rounded corners.
		const lo, hi, w, gap = 7.0, 57.0, 3.0, 11.0
		for k := -64.0; k < 64; k += gap {
			c.clippedPoly(lo, hi,
				[2]float64{lo + k, hi}, [2]float64{lo + k + w, hi}, [2]float64{hi + k + w, lo}, [2]float64{hi + k, lo})
		}
	})
	register("hash-cross", 64, 64, func(c *canvas) {
		// An X with an open centre, so a number written on a black tile stays legible.
		const r0, r1, t = 9.0, 25.0, 3.4
		for _, d := range [][2]float64{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			ux, uy := d[0]/math.Sqrt2, d[1]/math.Sqrt2
			nx, ny := -uy*t, ux*t
			c.poly([2]float64{32 + ux*r0 + nx, 32 + uy*r0 + ny}, [2]float64{32 + ux*r1 + nx, 32 + uy*r1 + ny},
				[2]float64{32 + ux*r1 - nx, 32 + uy*r1 - ny}, [2]float64{32 + ux*r0 - nx, 32 + uy*r0 - ny})
		}
	})
	register("hash-legal", 64, 64, func(c *canvas) { c.ring(32, 32, 11, 3.5) })
	register("hash-frame", 64, 64, func(c *canvas) {
		c.roundRect(0, 0, 64, 64, 9, false)
		c.roundRect(5, 5, 54, 54, 5, true)
	})
	register("hash-glow", 128, 128, func(c *canvas) {
		c.ring(64, 64, 50, 4)
		const rays = 12
		for i := 0; i < rays; i++ {
			a := 2 * math.Pi * float64(i) / rays
			w := math.Pi / rays * 0.35
			c.poly([2]float64{64 + 54*math.Cos(a-w), 64 + 54*math.Sin(a-w)},
				[2]float64{64 + 63*math.Cos(a), 64 + 63*math.Sin(a)},
				[2]float64{64 + 54*math.Cos(a+w), 64 + 54*math.Sin(a+w)})
		}
	})
}

// clippedPoly adds the part of a convex polygon inside the square [lo, hi]², clipping it against
// each of the square's edges in turn (Sutherland–Hodgman).
func (c *canvas) clippedPoly(lo, hi float64, pts ...[2]float64) {
	type edge struct {
		axis int
		v    float64
		keep func(p [2]float64) bool
	}
	edges := []edge{
		{0, lo, func(p [2]float64) bool { return p[0] >= lo }},
		{0, hi, func(p [2]float64) bool { return p[0] <= hi }},
		{1, lo, func(p [2]float64) bool { return p[1] >= lo }},
		{1, hi, func(p [2]float64) bool { return p[1] <= hi }},
	}
	for _, e := range edges {
		var out [][2]float64
		for i, p := range pts {
			q := pts[(i+1)%len(pts)]
			pin, qin := e.keep(p), e.keep(q)
			if pin {
				out = append(out, p)
			}
			if pin != qin {
				t := (e.v - p[e.axis]) / (q[e.axis] - p[e.axis])
				out = append(out, [2]float64{p[0] + t*(q[0]-p[0]), p[1] + t*(q[1]-p[1])})
			}
		}
		pts = out
		if len(pts) < 3 {
			return
		}
	}
	c.poly(pts...)
}
