package hash

import (
	mbits "math/bits"

	rules "quintet/rules/hash"
)

// needs is the one-player search's transposition table: for positions already searched, the least
// budget that could still win from them. It behaves as a map from rules.Key to int32 holding at most
// maxTable entries (a new key is refused once it is full; a key already in it can still change), and
// it is made for the census, which empties it for every salt: open addressing with linear probing,
// one multiply-and-shift hash of the key's eight words, and a generation number per slot, so that
// emptying it is one increment instead of a pass over every slot.
type needs struct {
	slots []needSlot
	gen   uint32 // slots of this generation are in use; every other slot is empty
	n     int    // entries of this generation
}

type needSlot struct {
	key  rules.Key
	need int32
	gen  uint32
}

// needsStart is a table's first size; needsKeep is the largest size reset keeps rather than
// replaces, so that one hard salt does not leave a large table to skip over for every salt after it.
const (
	needsStart = 64
	needsKeep  = 8192
)

func newNeeds() needs { return needs{slots: make([]needSlot, needsStart), gen: 1} }

// reset empties the table.
func (t *needs) reset() {
	if len(t.slots) > needsKeep {
		*t = newNeeds()
		return
	}
	t.n = 0
	if t.gen++; t.gen == 0 { // every slot's generation has come round again: wipe them
		clear(t.slots)
		t.gen = 1
	}
}

// Len is the number of entries.
func (t *needs) Len() int { return t.n }

// home is where the search for k starts: the hash's top bits scaled to the table's length.
func (t *needs) home(k *rules.Key) int {
	const m = 0x9e3779b97f4a7c15
	h := k[0]
	for _, w := range k[1:] {
		h = (h^w)*m + h>>29
	}
	h *= m
	hi, _ := mbits.Mul64(h, uint64(len(t.slots)))
	return int(hi)
}

// find returns the slot holding k, or the empty slot where it would go.
func (t *needs) find(k *rules.Key) *needSlot {
	i := t.home(k)
	for {
		s := &t.slots[i]
		if s.gen != t.gen || s.key == *k {
			return s
		}
		if i++; i == len(t.slots) {
			i = 0
		}
	}
}

// get is the value stored for k.
func (t *needs) get(k rules.Key) (int32, bool) {
	s := t.find(&k)
	return s.need, s.gen == t.gen
}

// put stores v for k, unless k is new and the table already holds maxTable entries.
func (t *needs) put(k rules.Key, v int32) {
	s := t.find(&k)
	if s.gen == t.gen {
		s.need = v
		return
	}
	if t.n >= maxTable {
		return
	}
	if 8*(t.n+1) > 7*len(t.slots) { // keep at least one slot in eight empty
		t.grow()
		s = t.find(&k)
	}
	*s = needSlot{key: k, need: v, gen: t.gen}
	t.n++
}

// grow doubles the table (up to what maxTable entries need) and moves the entries over.
func (t *needs) grow() {
	old, gen := t.slots, t.gen
	t.slots, t.gen = make([]needSlot, min(2*len(old), maxTable*8/7+1)), 1
	for i := range old {
		if old[i].gen == gen {
			s := t.find(&old[i].key)
			*s = needSlot{key: old[i].key, need: old[i].need, gen: 1}
		}
	}
}
