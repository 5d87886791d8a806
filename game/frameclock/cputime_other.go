//go:build !unix

package frameclock

import "time"

// processCPU is not known here (the browser, Windows): frames are not paced by their cost (Pacer).
func processCPU() time.Duration { return 0 }
