//go:build !windows

package main

// attachConsole: elsewhere a program started from a terminal writes to it already.
func attachConsole() {}
