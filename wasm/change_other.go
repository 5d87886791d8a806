//go:build !linux

package wasm

import (
	"io/fs"
)

// fileChange is what tells two versions of a file apart beyond size and modification time. Here the
// system gives no status-change time, so the modification time stands in for it: a file rewritten in
// place with the same size and modification time keeps its tag, as before, but no request hashes a
// file whose hash is kept.
type fileChange struct{ ctime int64 }

func changeOf(fi fs.FileInfo) fileChange { return fileChange{ctime: fi.ModTime().UnixNano()} }
