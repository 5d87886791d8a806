package gametest

import "time"

// sleep gives the hint worker's goroutine time to run between ticks.
func sleep() { time.Sleep(10 * time.Millisecond) }
