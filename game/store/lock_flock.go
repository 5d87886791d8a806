//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"errors"
	"os"
	"syscall"
)

// openNoBlock keeps opening a FIFO (or a device) under a save's name from blocking.
const openNoBlock = syscall.O_NONBLOCK

// tryLock takes an exclusive advisory lock on f without waiting. held reports that another open file
// (another copy of the game, or another Dir in this one) holds it. The lock lasts until f is closed.
func tryLock(f *os.File) (held bool, err error) {
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return true, nil
	}
	return false, err
}

// syncDir makes a rename in the folder durable. File systems that cannot sync a folder (EINVAL) are
// left to their own order.
func syncDir(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	err = f.Sync()
	cerr := f.Close()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		err = nil
	}
	return errors.Join(err, cerr)
}
