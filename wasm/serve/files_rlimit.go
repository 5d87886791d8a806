//go:build linux || darwin

package main

import "syscall"

// fileLimit returns the process's soft limit on open files.
func fileLimit() (soft uint64, ok bool) {
	var r syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r) != nil {
		return 0, false
	}
	return uint64(r.Cur), true
}
