package hash

import (
	"fmt"

	rules "quintet/rules/hash"
)

// The relaxed machine of the adversary search (adversary.go): the window of values v it may choose
// from, and the tiles d = v·m mod 256 that window reaches for each m.

// MaxV is the largest v the real machine computes: 32 hexadecimal digits, each at most 15.
const MaxV = 32 * 15

// MidV is the middle of v's range, and its mean when the digits are uniform.
const MidV = MaxV / 2

// Window is the range Lo..Hi (inclusive) of the values v the relaxed machine may choose from.
type Window struct{ Lo, Hi int }

// FullRange is every v the real machine can compute, 0..480.
func FullRange() Window { return Window{0, MaxV} }

// Centered is the window MidV−w … MidV+w, for w from 0 to MidV (MidV gives FullRange).
func Centered(w int) (Window, error) {
	if w < 0 || w > MidV {
		return Window{}, fmt.Errorf("window %d: want 0 to %d", w, MidV)
	}
	return Window{MidV - w, MidV + w}, nil
}

func (w Window) String() string { return fmt.Sprintf("v in %d..%d", w.Lo, w.Hi) }

func (w Window) check() error {
	if w.Lo < 0 || w.Hi > MaxV || w.Lo > w.Hi {
		return fmt.Errorf("window %d..%d: want 0 ≤ lo ≤ hi ≤ %d", w.Lo, w.Hi, MaxV)
	}
	return nil
}

// reply is one answer open to the machine: the tile d and the smallest v in the window that gives it.
type reply struct {
	d rules.Tile
	v int16
}

// replies is what the machine can do for one m.
type replies struct {
	list  []reply   // each reachable tile once, by increasing v
	reach rules.Set // the reachable tiles
	v     [rules.Tiles]int16
}

// machine caches replies by m for one window.
type machine struct {
	win Window
	byM []*replies
}

func newMachine(w Window) *machine {
	return &machine{win: w, byM: make([]*replies, len(inner))}
}

func (mc *machine) at(m int) *replies {
	if r := mc.byM[m]; r != nil {
		return r
	}
	r := &replies{}
	for i := range r.v {
		r.v[i] = -1
	}
	for v := mc.win.Lo; v <= mc.win.Hi; v++ {
		d := rules.Tile(v * m % rules.Tiles)
		if !r.reach.Has(d) {
			r.reach.Add(d)
			r.v[d] = int16(v)
			r.list = append(r.list, reply{d, int16(v)})
		}
	}
	mc.byM[m] = r
	return r
}
