//go:build !linux && !darwin

package main

// fileLimit is unknown here: the connection bound stays as it is.
func fileLimit() (soft uint64, ok bool) { return 0, false }
