//go:build race

package hash

// raceDetector is true when the tests run under -race, which makes this package's exhaustive
// checks about ten times slower: the heaviest then run on a fraction of their boards (see scaled),
// and the few whole-game computations whose exact values the normal run checks are left out.
const raceDetector = true
