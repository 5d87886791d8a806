package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"quintet/game/session"
)

// readGameFile reads the file -open names, bounded: a regular file of at most session.MaxFileBytes,
// checked before it is read (a folder, a device or a pipe is refused without being opened for reading,
// so it cannot hang the start), and no more read than that even if it grows meanwhile.
func readGameFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("it cannot be read (%v)", err)
	}
	switch {
	case info.IsDir():
		return nil, errors.New("it is a folder, not a file")
	case !info.Mode().IsRegular():
		return nil, errors.New("it is not a regular file")
	case info.Size() > session.MaxFileBytes:
		return nil, fmt.Errorf("it is %d bytes; a game file is at most %d", info.Size(), session.MaxFileBytes)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("it cannot be read (%v)", errors.Unwrap(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, session.MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("it cannot be read (%v)", err)
	}
	if len(data) > session.MaxFileBytes {
		return nil, fmt.Errorf("it grew past %d bytes while being read", session.MaxFileBytes)
	}
	return data, nil
}
