package rng

import "testing"

// The first outputs for seed 0 are SplitMix64's published reference values; if they change, every
// shared game ID changes with them.
func TestSplitMix64Reference(t *testing.T) {
	want := []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}
	s := New(0)
	for i, w := range want {
		if got := s.Uint64(); got != w {
			t.Fatalf("output %d = %#x, want %#x", i, got, w)
		}
	}
}

func TestIntnRangeAndSpread(t *testing.T) {
	s := New(42)
	var counts [7]int
	for i := 0; i < 70000; i++ {
		v := s.Intn(7)
		if v < 0 || v >= 7 {
			t.Fatalf("Intn(7) = %d", v)
		}
		counts[v]++
	}
	for v, c := range counts {
		if c < 9000 || c > 11000 {
			t.Errorf("value %d drawn %d times of 70000; want about 10000", v, c)
		}
	}
}
