// Package rng is the seeded generator every puzzle draws its games from. It is SplitMix64, written out
// here so that the same seed gives the same game on every platform and Go version (math/rand makes no
// such promise across releases).
package rng

// Source is a SplitMix64 generator. The zero value is a valid generator with seed 0.
type Source struct{ state uint64 }

// New returns a generator seeded with seed.
func New(seed uint64) *Source { return &Source{state: seed} }

// Uint64 returns the next 64 random bits.
func (s *Source) Uint64() uint64 {
	s.state += 0x9e3779b97f4a7c15
	z := s.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n) for n > 0, without modulo bias.
func (s *Source) Intn(n int) int {
	if n <= 0 {
		panic("rng: Intn of a non-positive bound")
	}
	bound := uint64(n)
	// Reject the top sliver of the range that would make small values more likely.
	limit := ^uint64(0) - (^uint64(0)%bound+1)%bound
	for {
		v := s.Uint64()
		if v <= limit {
			return int(v % bound)
		}
	}
}
