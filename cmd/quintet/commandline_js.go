//go:build js

package main

// commandLine: the browser has no command line (the page opens games through window.quintet and the
// address's fragment), so the flags, the manual page and the statistics printer stay out of the
// download.
func commandLine() (o options, done bool) { return options{}, false }
