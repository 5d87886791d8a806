//go:build !unix

package hash

import "time"

var cpuStart = time.Now()

// cpuTime falls back to wall time where the process's CPU time cannot be read.
func cpuTime() time.Duration { return time.Since(cpuStart) }
