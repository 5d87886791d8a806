//go:build !unix

package main

// openNonblock is 0 where there is no O_NONBLOCK; the Stat before opening refuses named pipes there.
const openNonblock = 0
