package main

// Dials: a display window (a rounded face with a dark slot for the letter) and a round push button
// with a rim, so a button reads as pressable without colour.
func init() {
	register("dials-display", 96, 128, func(c *canvas) {
		c.roundRect(0, 0, 96, 128, 18, false)
		c.roundRect(10, 18, 76, 92, 10, true)
	})
	register("dials-button", 128, 128, func(c *canvas) {
		c.ring(64, 64, 62, 6)
		c.circle(64, 64, 50)
	})
}
