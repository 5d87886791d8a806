package wasm

import (
	"io/fs"
	"syscall"
	"time"
)

// fileChange is what tells two versions of a file apart beyond size and modification time.
type fileChange struct {
	ino   uint64
	ctime int64 // the inode's status-change time in ns: every write sets it, no user can set it back
}

// changeOf is fi's inode and status-change time (the modification time where the system gave none).
func changeOf(fi fs.FileInfo) fileChange {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileChange{ctime: fi.ModTime().UnixNano()}
	}
	return fileChange{ino: st.Ino, ctime: time.Unix(int64(st.Ctim.Sec), int64(st.Ctim.Nsec)).UnixNano()}
}
