//go:build !js

package main

// stagedStart: natively the first frame draws the whole first screen.
const stagedStart = false

// yieldToPage has no page to yield to natively.
func yieldToPage() {}
