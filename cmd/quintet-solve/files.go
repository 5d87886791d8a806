package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Files named on the command line are read with care: the name may point at a device that never ends
// (/dev/zero), a named pipe that blocks until someone writes, a directory, or a regular file far larger
// than any valid input. Each is refused with one line before it is read whole.

// readInputFile reads the file path, which what names in messages ("board file"): it must be a regular
// file (symbolic links are followed) of at most limit bytes.
func readInputFile(what, path string, limit int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, bad("%s %s: %s", what, excerpt(path), pathError(err))
	}
	if err := checkRegular(what, path, st, limit); err != nil {
		return nil, err
	}
	// O_NONBLOCK: should the name have become a named pipe since the Stat, opening it does not wait
	// for a writer; the check below then refuses it.
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, bad("%s %s: %s", what, excerpt(path), pathError(err))
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil {
		return nil, bad("%s %s: %s", what, excerpt(path), pathError(err))
	}
	if err := checkRegular(what, path, st, limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, bad("%s %s: %s", what, excerpt(path), pathError(err))
	}
	if int64(len(data)) > limit {
		return nil, tooBig(what, path, limit)
	}
	return data, nil
}

// checkRegular refuses anything but a regular file of at most limit bytes.
func checkRegular(what, path string, st fs.FileInfo, limit int64) error {
	m := st.Mode()
	switch {
	case m.IsDir():
		return bad("%s %s is a directory; want a regular file", what, excerpt(path))
	case m&fs.ModeNamedPipe != 0:
		return bad("%s %s is a named pipe, not a regular file", what, excerpt(path))
	case m&fs.ModeSocket != 0:
		return bad("%s %s is a socket, not a regular file", what, excerpt(path))
	case m&fs.ModeDevice != 0:
		return bad("%s %s is a device, not a regular file", what, excerpt(path))
	case !m.IsRegular():
		return bad("%s %s is not a regular file", what, excerpt(path))
	case st.Size() > limit:
		return tooBig(what, path, limit)
	}
	return nil
}

func tooBig(what, path string, limit int64) error {
	return bad("%s %s is larger than any valid one: at most %d bytes", what, excerpt(path), limit)
}

// pathError is err without the path the os package puts in it (the caller quotes an excerpt).
func pathError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
}

// writableTarget resolves the file a board path names (following symbolic links, so the flip lands in
// the file the link points at and the link stays a link) and checks that it may be rewritten: a
// regular file whose permission bits allow writing and which this process can open for writing. It
// returns the resolved path.
func writableTarget(what, path string, limit int64) (string, error) {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", bad("%s %s: %s", what, excerpt(path), pathError(err))
	}
	st, err := os.Stat(target)
	if err != nil {
		return "", bad("%s %s: %s", what, excerpt(path), pathError(err))
	}
	if err := checkRegular(what, path, st, limit); err != nil {
		return "", err
	}
	// Checked on the bits as well as by opening: a process running as root may open any file for
	// writing, but a file nobody may write is meant to stay as it is.
	if st.Mode().Perm()&0o222 == 0 {
		return "", bad("%s %s is read-only (mode %04o); make it writable to let prisoner 1 flip a coin in it",
			what, excerpt(path), st.Mode().Perm())
	}
	f, err := os.OpenFile(target, os.O_WRONLY|openNonblock, 0) // no O_TRUNC: opening changes nothing
	if err != nil {
		return "", bad("%s %s cannot be written: %s", what, excerpt(path), pathError(err))
	}
	f.Close()
	return target, nil
}

// flipCoin turns over the one coin at offset in the regular file target ('0' ↔ '1'): a single byte
// written in place, which a reader sees whole or not at all, so the file keeps its inode, its hard
// links, its owner and its mode, and needs no write permission on its directory. It first checks the
// byte is still the coin that was read (another program may have changed the file since). path is the
// name the user gave, for messages.
func flipCoin(what, path, target string, offset int, was byte) error {
	f, err := os.OpenFile(target, os.O_RDWR|openNonblock, 0)
	if err != nil {
		return bad("%s %s cannot be written: %s", what, excerpt(path), pathError(err))
	}
	defer f.Close()
	cur := make([]byte, 1)
	if _, err := f.ReadAt(cur, int64(offset)); err != nil || cur[0] != was {
		return fmt.Errorf("%s %s changed while it was being read; nothing was written", what, excerpt(path))
	}
	if _, err := f.WriteAt([]byte{was ^ '0' ^ '1'}, int64(offset)); err != nil {
		return fmt.Errorf("writing %s %s: %s", what, excerpt(path), pathError(err))
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("writing %s %s: %s", what, excerpt(path), pathError(err))
	}
	return nil
}
