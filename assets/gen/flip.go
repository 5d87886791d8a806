package main

// Flip: a dot (a solid disc) and a dash (a flat bar), told apart by shape before tint; a filled cell
// for the interior and a hollow one for the outer ring, so the ring reads as "not a move" without
// colour; corner brackets with ticks on the edges for the middle cell the last dot must reach; and a
// small diamond for the cells of the hinted line.
func init() {
	register("flip-dot", 64, 64, func(c *canvas) { c.circle(32, 32, 30) })
	register("flip-dash", 64, 24, func(c *canvas) { c.roundRect(1, 4, 62, 16, 8, false) })
	register("flip-cell", 64, 64, func(c *canvas) { c.roundRect(2, 2, 60, 60, 8, false) })
	register("flip-outer", 64, 64, func(c *canvas) {
		c.roundRect(3, 3, 58, 58, 8, false)
		c.roundRect(7, 7, 50, 50, 5, true)
	})
	register("flip-target", 128, 128, func(c *canvas) {
		const arm, th = 34.0, 10.0
		for _, k := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			x, y := k[0]*(128-arm), k[1]*(128-arm)
			cx, cy := k[0]*(128-th), k[1]*(128-th)
			c.rect(x, cy, arm, th)
			c.rect(cx, y, th, arm)
		}
		// Ticks pointing in from the middle of each edge: a crosshair that leaves the centre clear.
		c.rect(59, 0, 10, 20)
		c.rect(59, 108, 10, 20)
		c.rect(0, 59, 20, 10)
		c.rect(108, 59, 20, 10)
	})
	register("flip-mark", 64, 64, func(c *canvas) {
		c.poly([2]float64{32, 4}, [2]float64{60, 32}, [2]float64{32, 60}, [2]float64{4, 32})
		c.poly(reversed([2]float64{32, 16}, [2]float64{48, 32}, [2]float64{32, 48}, [2]float64{16, 32})...)
	})
}
