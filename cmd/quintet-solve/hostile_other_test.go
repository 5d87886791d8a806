//go:build !unix

package main

import "errors"

// mkfifo is not available here; the fuzz harness uses /dev/zero's stand-in instead.
func mkfifo(string) error { return errors.New("no named pipes on this system") }
