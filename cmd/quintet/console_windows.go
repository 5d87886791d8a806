//go:build windows

package main

import (
	"os"
	"syscall"
)

// attachConsole connects standard output and error to the console of the process that started the game,
// when there is one. The Windows build is a GUI program (-H windowsgui), which Windows starts with no
// console: without this, `quintet -version` or `quintet -stats` typed in a terminal would print nothing.
// Started from Explorer there is no parent console, and nothing changes.
func attachConsole() {
	const attachParentProcess = ^uint32(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if attach.Find() != nil {
		return
	}
	if ok, _, _ := attach.Call(uintptr(attachParentProcess)); ok == 0 {
		return // no parent console (started from Explorer), or one is attached already
	}
	// Only handles Windows did not give the program (a GUI program's are invalid) are replaced: output
	// redirected to a file or a pipe keeps going there.
	if out, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
		if !valid(os.Stdout) {
			os.Stdout = out
		}
		if !valid(os.Stderr) {
			os.Stderr = out
		}
	}
}

// valid reports whether f is a handle the program was given (a file, pipe or console).
func valid(f *os.File) bool {
	if f == nil {
		return false
	}
	_, err := f.Stat()
	return err == nil
}
