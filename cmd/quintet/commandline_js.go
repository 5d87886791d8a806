//go:build js

package main

// commandLine: the browser has no command line (a game ID comes in the address's fragment instead),
// so the flags, the manual page and the statistics printer stay out of the download.
func commandLine() (o options, done bool) { return options{}, false }
