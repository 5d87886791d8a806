//go:build !race

package hash

// raceDetector is true when the tests run under -race (race_test.go).
const raceDetector = false
