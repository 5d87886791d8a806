//go:build unix

package main

import "syscall"

// openNonblock keeps opening a named pipe from waiting for the other end.
const openNonblock = syscall.O_NONBLOCK
