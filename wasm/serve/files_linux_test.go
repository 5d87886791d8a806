package main

import "syscall"

// setFileLimit sets both the soft and the hard limit on open files (lowering the hard one is for good).
func setFileLimit(n uint64) error {
	return syscall.Setrlimit(syscall.RLIMIT_NOFILE, &syscall.Rlimit{Cur: n, Max: n})
}
