package hash

import (
	"math/rand/v2"
	"testing"

	rules "quintet/rules/hash"
)

// The census's table behaves as the map it replaced: a map from keys to needs that takes no new key
// once it holds maxTable, emptied by reset. Keys are drawn from a small pool so gets and puts hit and
// miss, across resets and growth; then the cap, and a reset that replaces a large table.
func TestNeedsIsAMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	key := func(n uint64) rules.Key { return rules.Key{n, n >> 3, 0, n * 7, 1, 0, n ^ 5, 2} }
	tb := newNeeds()
	model := map[rules.Key]int32{}
	check := func(k rules.Key) {
		got, ok := tb.get(k)
		want, wok := model[k]
		if ok != wok || got != want && ok {
			t.Fatalf("get(%v) = %d %v, the map has %d %v", k, got, ok, want, wok)
		}
	}
	for round, size := range []int{50, 5000, 300, 20} {
		for range 3 * size {
			k := key(r.Uint64N(uint64(2 * size)))
			check(k)
			v := int32(r.IntN(1 << 20))
			tb.put(k, v)
			if _, ok := model[k]; ok || len(model) < maxTable {
				model[k] = v
			}
			if tb.Len() != len(model) {
				t.Fatalf("round %d: %d entries, the map has %d", round, tb.Len(), len(model))
			}
		}
		for k := range model {
			check(k)
		}
		tb.reset()
		clear(model)
		check(key(1))
	}
	// Full: new keys are refused, keys already in it still change; a reset replaces the large table.
	for i := range maxTable + 100 {
		tb.put(key(uint64(i)), int32(i))
	}
	tb.put(key(10), -1)
	if v, ok := tb.get(key(10)); tb.Len() != maxTable || !ok || v != -1 {
		t.Fatalf("full: %d entries, key 10 holds %d %v", tb.Len(), v, ok)
	}
	if v, ok := tb.get(key(maxTable + 50)); ok {
		t.Fatalf("full: a new key was kept (%d)", v)
	}
	tb.reset()
	if len(tb.slots) > needsKeep || tb.Len() != 0 {
		t.Fatalf("reset kept %d slots, %d entries", len(tb.slots), tb.Len())
	}

	// When the generations come round, an entry of generation 1 must not come back.
	tb = newNeeds()
	tb.put(key(3), 9)
	tb.gen, tb.n = ^uint32(0), 0 // as if 2^32 − 2 salts had gone by
	tb.reset()
	if v, ok := tb.get(key(3)); ok {
		t.Fatalf("an entry of an old generation came back: %d", v)
	}
}
