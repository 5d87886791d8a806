package main

// Shapes every scene shares: panels and buttons (drawn nine-sliced, so corners stay round at any
// size), discs and rings, the win star, arrows.
func init() {
	register("panel", 48, 48, func(c *canvas) { c.roundRect(0, 0, 48, 48, 14, false) })
	register("frame", 48, 48, func(c *canvas) {
		c.roundRect(0, 0, 48, 48, 14, false)
		c.roundRect(4, 4, 40, 40, 10, true)
	})
	register("tile", 64, 64, func(c *canvas) { c.roundRect(2, 2, 60, 60, 9, false) })
	register("disc", 128, 128, func(c *canvas) { c.circle(64, 64, 62) })
	register("ring", 128, 128, func(c *canvas) { c.ring(64, 64, 62, 8) })
	register("star", 128, 128, func(c *canvas) { c.star(64, 68, 62, 26, 5) })
	register("arrow", 64, 64, func(c *canvas) { c.poly([2]float64{32, 4}, [2]float64{60, 56}, [2]float64{32, 44}, [2]float64{4, 56}) })
	register("check", 64, 64, func(c *canvas) {
		c.poly([2]float64{6, 34}, [2]float64{16, 24}, [2]float64{26, 36}, [2]float64{50, 10}, [2]float64{60, 20}, [2]float64{26, 56})
	})
	register("cross", 64, 64, func(c *canvas) {
		c.poly([2]float64{8, 16}, [2]float64{16, 8}, [2]float64{32, 24}, [2]float64{48, 8}, [2]float64{56, 16}, [2]float64{40, 32},
			[2]float64{56, 48}, [2]float64{48, 56}, [2]float64{32, 40}, [2]float64{16, 56}, [2]float64{8, 48}, [2]float64{24, 32})
	})
}
