package main

import "math"

// Clock: the face with its rim, a number as a coin (a disc inside a thin rim), a 0 as an empty
// dashed slot (so a cleared number reads by its shape, not its colour), a sunburst ring that marks
// the numbers at k, a halo for the number under the hand, the hand itself (pointing up, turning
// about the sprite's centre), its hub (a plain disc; the scene puts a pin on it), and the pass button's clockwise arrow.
func init() {
	register("clock-face", 256, 256, func(c *canvas) { c.circle(128, 128, 126) })
	register("clock-rim", 256, 256, func(c *canvas) { c.ring(128, 128, 126, 5) })
	register("clock-disc", 128, 128, func(c *canvas) {
		c.ring(64, 64, 63, 4)
		c.circle(64, 64, 55)
	})
	register("clock-zero", 128, 128, func(c *canvas) {
		const dashes = 12
		for i := 0; i < dashes; i++ {
			a0 := 2 * math.Pi * float64(i) / dashes
			c.arc(64, 64, 58, 5, a0, a0+2*math.Pi/dashes*0.6)
		}
	})
	register("clock-max", 128, 128, func(c *canvas) {
		c.ring(64, 64, 52, 3)
		const rays = 16
		for i := 0; i < rays; i++ {
			a := 2 * math.Pi * float64(i) / rays
			w := math.Pi / rays * 0.45
			c.poly([2]float64{64 + 53*math.Cos(a-w), 64 + 53*math.Sin(a-w)},
				[2]float64{64 + 63*math.Cos(a), 64 + 63*math.Sin(a)},
				[2]float64{64 + 53*math.Cos(a+w), 64 + 53*math.Sin(a+w)})
		}
	})
	register("clock-halo", 128, 128, func(c *canvas) { c.ring(64, 64, 63, 9) })
	register("clock-hand", 64, 256, func(c *canvas) {
		c.poly([2]float64{32, 4}, [2]float64{56, 46}, [2]float64{37, 40}, [2]float64{37, 150},
			[2]float64{27, 150}, [2]float64{27, 40}, [2]float64{8, 46})
	})
	register("clock-hub", 64, 64, func(c *canvas) { c.circle(32, 32, 31) })
	register("clock-pass", 128, 128, func(c *canvas) {
		// Three quarters of a circle, clockwise from the left, ending in an arrowhead at the bottom.
		c.arc(64, 64, 48, 12, math.Pi, 2.5*math.Pi-0.35)
		a := 2.5*math.Pi - 0.35
		mx, my := 64+42*math.Cos(a), 64+42*math.Sin(a) // the middle of the band where it ends
		c.poly([2]float64{mx + 22*math.Cos(a), my + 22*math.Sin(a)},
			[2]float64{mx + 26*math.Cos(a+math.Pi/2), my + 26*math.Sin(a+math.Pi/2)},
			[2]float64{mx - 22*math.Cos(a), my - 22*math.Sin(a)})
	})
}

// arc adds a band of width w just inside radius r, from angle a0 to a1 (radians, clockwise on screen).
func (c *canvas) arc(cx, cy, r, w, a0, a1 float64) {
	const steps = 48
	var pts [][2]float64
	for i := 0; i <= steps; i++ {
		a := a0 + (a1-a0)*float64(i)/steps
		pts = append(pts, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	for i := steps; i >= 0; i-- {
		a := a0 + (a1-a0)*float64(i)/steps
		pts = append(pts, [2]float64{cx + (r-w)*math.Cos(a), cy + (r-w)*math.Sin(a)})
	}
	c.poly(pts...)
}
