//go:build unix

package frameclock

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process (all its threads) has used so far, or 0 if not known.
func processCPU() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
