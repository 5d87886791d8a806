//go:build !linux && !darwin

package main

import "errors"

// fileLimit is unknown here: the connection bound stays as it is.
func fileLimit() (soft, hard uint64, ok bool) { return 0, 0, false }

func raiseFileLimit(uint64) error { return errors.New("no open-file limit to raise here") }
