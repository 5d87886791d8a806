//go:build linux || darwin

package main

import "syscall"

// fileLimit returns the process's soft and hard limits on open files.
func fileLimit() (soft, hard uint64, ok bool) {
	var r syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r) != nil {
		return 0, 0, false
	}
	return uint64(r.Cur), uint64(r.Max), true
}

// raiseFileLimit sets the soft limit on open files to n (at most the hard limit).
func raiseFileLimit(n uint64) error {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil {
		return err
	}
	r.Cur = n
	return syscall.Setrlimit(syscall.RLIMIT_NOFILE, &r)
}
