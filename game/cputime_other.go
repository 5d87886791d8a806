//go:build !unix

package game

import "time"

// processCPU is not known here (the browser, Windows): frames are not paced by their cost (pace.go).
func processCPU() time.Duration { return 0 }
