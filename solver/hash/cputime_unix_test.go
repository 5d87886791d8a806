//go:build unix

package hash

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time so far (user and system), for benchmarks that report work per
// CPU-second: on a shared machine wall time says more about the neighbours than about the code.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
