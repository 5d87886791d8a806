//go:build !linux

package main

import "errors"

func setFileLimit(uint64) error {
	return errors.New("the descriptor test lowers RLIMIT_NOFILE, on Linux only")
}
