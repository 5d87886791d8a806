//go:build !js

package main

// yieldToPage has no page to yield to natively.
func yieldToPage() {}
