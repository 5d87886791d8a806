package hash

import rules "quintet/rules/hash"

// entry is what the adversary search has learned about one position (player to move): the smallest
// number of turns known to win and the largest known not to, for each side. Zero means nothing
// known (a win within 0 is impossible; "not within 0" is trivially true).
type entry struct {
	key                    rules.Key
	used                   bool
	mWin, mNot, pWin, pNot uint8
}

// table is a fixed-size transposition table, so memory stays bounded whatever the search does. A
// position may sit in either of two neighbouring slots; a newcomer takes an empty one, or else the
// one whose knowledge is shallower, since deep results (near the root) are the costly ones to redo.
//
// It starts small and doubles, up to 2^maxBits slots, as the search grows past it: a search
// settled in a few positions (the full range is settled in eight) allocates next to nothing.
type table struct {
	slots         []entry
	mask          uint64
	bits, maxBits int
}

// startBits is a new table's size.
const startBits = 10

func newTable(maxBits int) table {
	bits := min(startBits, maxBits)
	return table{slots: make([]entry, 1<<bits+1), mask: 1<<bits - 1, bits: bits, maxBits: maxBits}
}

// grow doubles the table if the search has expanded more than four positions a slot and the table
// is below its largest size.
func (t *table) grow(nodes uint64) {
	if t.bits >= t.maxBits || nodes < 4*uint64(len(t.slots)) {
		return
	}
	old := t.slots
	t.bits++
	t.slots, t.mask = make([]entry, 1<<t.bits+1), 1<<t.bits-1
	for i := range old {
		if e := &old[i]; e.used {
			a, b := t.pair(&e.key)
			if !a.used {
				*a = *e
			} else if !b.used || b.depth() < e.depth() {
				*b = *e
			}
		}
	}
}

func (t *table) pair(k *rules.Key) (*entry, *entry) {
	h := uint64(0x9e3779b97f4a7c15)
	for _, w := range k {
		h ^= w
		h *= 0xff51afd7ed558ccd
		h ^= h >> 32
	}
	i := h & t.mask
	return &t.slots[i], &t.slots[i+1]
}

func (e *entry) depth() uint8 { return max(e.mWin, e.mNot, e.pWin, e.pNot) }

// get returns what is known about p (a zero entry if nothing).
func (t *table) get(p *board) entry {
	k := p.key()
	a, b := t.pair(&k)
	switch {
	case a.used && a.key == k:
		return *a
	case b.used && b.key == k:
		return *b
	}
	return entry{}
}

// at returns p's slot, claiming one (and forgetting its previous occupant) if need be.
func (t *table) at(p *board) *entry {
	k := p.key()
	a, b := t.pair(&k)
	switch {
	case a.used && a.key == k:
		return a
	case b.used && b.key == k:
		return b
	}
	e := a
	if a.used && (!b.used || b.depth() < a.depth()) {
		e = b
	}
	*e = entry{key: k, used: true}
	return e
}

func clamp(n int) uint8 { return uint8(min(n, 255)) }

func (t *table) putMachineWin(p *board, k int) {
	if e := t.at(p); e.mWin == 0 || int(e.mWin) > k {
		e.mWin = clamp(k)
	}
}

func (t *table) putMachineNot(p *board, k int) {
	if e := t.at(p); int(e.mNot) < k {
		e.mNot = clamp(k)
	}
}

func (t *table) putPlayerWin(p *board, j int) {
	if e := t.at(p); e.pWin == 0 || int(e.pWin) > j {
		e.pWin = clamp(j)
	}
}

func (t *table) putPlayerNot(p *board, j int) {
	if e := t.at(p); int(e.pNot) < j {
		e.pNot = clamp(j)
	}
}
