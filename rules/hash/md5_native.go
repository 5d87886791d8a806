//go:build !wasm

package hash

import "crypto/md5"

// md5Sum is MD5(msg), by crypto/md5 in native builds (its assembly is a little faster than md5Own).
func md5Sum(msg []byte) [16]byte { return md5.Sum(msg) }
