//go:build !js && !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package store

import "os"

// openNoBlock is not needed where FIFOs do not appear under a file name (Windows).
const openNoBlock = 0

// tryLock takes no lock on these systems: two copies of the game on one folder are not detected.
func tryLock(*os.File) (held bool, err error) { return false, nil }

// syncDir has nothing to do here: a folder cannot be opened for syncing.
func syncDir(string) error { return nil }
