package main

import "math"

// Escape: the two faces of a coin, told apart by shape as well as by tint (heads is a solid face with a
// crown cut out of it, tails a hollow ring with a small diamond), the key, a pair of circling arrows for the flipped coin, corner brackets that mark
// the square prisoner 2 points at, and a diagonal hatching that tiles seamlessly from cell to cell for
// the parity groups.
func init() {
	register("escape-heads", 128, 128, func(c *canvas) {
		c.ring(64, 64, 62, 6)
		c.circle(64, 64, 52)
		// The crown, wound the other way so it is cut out of the face.
		c.poly(reversed(
			[2]float64{34, 84}, [2]float64{30, 46}, [2]float64{46, 62}, [2]float64{64, 38},
			[2]float64{82, 62}, [2]float64{98, 46}, [2]float64{94, 84},
		)...)
	})
	register("escape-tails", 128, 128, func(c *canvas) {
		c.ring(64, 64, 62, 14)
		c.poly([2]float64{64, 46}, [2]float64{82, 64}, [2]float64{64, 82}, [2]float64{46, 64})
	})
	register("escape-key", 128, 128, func(c *canvas) {
		c.ring(34, 64, 28, 11)
		c.rect(58, 58, 64, 12)
		c.rect(98, 70, 10, 20)
		c.rect(112, 70, 10, 14)
	})
	register("escape-flipped", 128, 128, func(c *canvas) {
		// Two arcs chasing each other round the coin, each ending in an arrowhead: "turned over".
		for _, a0 := range []float64{-math.Pi / 2, math.Pi / 2} {
			arc(c, 64, 64, 62, 51, a0+0.35, a0+math.Pi-0.55)
			tip := a0 + math.Pi - 0.2
			c.poly(
				[2]float64{64 + 70*math.Cos(tip-0.3), 64 + 70*math.Sin(tip-0.3)},
				[2]float64{64 + 56*math.Cos(tip), 64 + 56*math.Sin(tip)},
				[2]float64{64 + 42*math.Cos(tip-0.3), 64 + 42*math.Sin(tip-0.3)},
			)
		}
	})
	register("escape-target", 128, 128, func(c *canvas) {
		const arm, th = 40.0, 12.0
		for _, k := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			x, y := k[0]*(128-arm), k[1]*(128-arm)
			cx, cy := k[0]*(128-th), k[1]*(128-th)
			c.rect(x, cy, arm, th)
			c.rect(cx, y, th, arm)
		}
	})
	register("escape-hatch", 64, 64, func(c *canvas) {
		// Stripes along x+y = const, 16 pixels apart, so the pattern repeats exactly at the edges.
		for k := -64.0; k < 128; k += 16 {
			pts := clipRect([][2]float64{{k, 0}, {k + 6, 0}, {k + 6 - 64, 64}, {k - 64, 64}}, 64, 64)
			if len(pts) >= 3 {
				c.poly(pts...)
			}
		}
	})
}

// arc adds a band between radii r0 (outer) and r1 (inner) from angle a0 to a1.
func arc(c *canvas, cx, cy, r0, r1, a0, a1 float64) {
	const steps = 32
	var pts [][2]float64
	for i := 0; i <= steps; i++ {
		a := a0 + (a1-a0)*float64(i)/steps
		pts = append(pts, [2]float64{cx + r0*math.Cos(a), cy + r0*math.Sin(a)})
	}
	for i := steps; i >= 0; i-- {
		a := a0 + (a1-a0)*float64(i)/steps
		pts = append(pts, [2]float64{cx + r1*math.Cos(a), cy + r1*math.Sin(a)})
	}
	c.poly(pts...)
}

// reversed returns the points in the opposite order (the other winding).
func reversed(pts ...[2]float64) [][2]float64 {
	out := make([][2]float64, len(pts))
	for i, p := range pts {
		out[len(pts)-1-i] = p
	}
	return out
}

// clipRect clips a convex polygon to the rectangle [0,w]×[0,h] (Sutherland–Hodgman), so no path
// leaves the canvas.
func clipRect(pts [][2]float64, w, h float64) [][2]float64 {
	type edge struct {
		inside func(p [2]float64) bool
		cross  func(a, b [2]float64) [2]float64
	}
	at := func(a, b [2]float64, t float64) [2]float64 {
		return [2]float64{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t}
	}
	edges := []edge{
		{func(p [2]float64) bool { return p[0] >= 0 }, func(a, b [2]float64) [2]float64 { return at(a, b, (0-a[0])/(b[0]-a[0])) }},
		{func(p [2]float64) bool { return p[0] <= w }, func(a, b [2]float64) [2]float64 { return at(a, b, (w-a[0])/(b[0]-a[0])) }},
		{func(p [2]float64) bool { return p[1] >= 0 }, func(a, b [2]float64) [2]float64 { return at(a, b, (0-a[1])/(b[1]-a[1])) }},
		{func(p [2]float64) bool { return p[1] <= h }, func(a, b [2]float64) [2]float64 { return at(a, b, (h-a[1])/(b[1]-a[1])) }},
	}
	for _, e := range edges {
		if len(pts) == 0 {
			break
		}
		var out [][2]float64
		for i, cur := range pts {
			prev := pts[(i+len(pts)-1)%len(pts)]
			switch {
			case e.inside(cur) && e.inside(prev):
				out = append(out, cur)
			case e.inside(cur):
				out = append(out, e.cross(prev, cur), cur)
			case e.inside(prev):
				out = append(out, e.cross(prev, cur))
			}
		}
		pts = out
	}
	return pts
}
