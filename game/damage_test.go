package game

import (
	"image"
	"slices"
	"testing"
)

// The damage of a frame is the pixels of the ops not matched, in order, with the last frame's.
func TestDamageMatchesOpsInOrder(t *testing.T) {
	sb := image.Rect(0, 0, 1000, 1000)
	mk := func(kind uint8, r image.Rectangle) op {
		return op{bounds: r, clip: sb, key: opKey{kind: kind, f: [10]float64{float64(r.Min.X), float64(r.Min.Y)}}}
	}
	bg := op{bounds: sb, clip: sb, key: opKey{kind: opFill}}
	a, b, c := mk(opRect, image.Rect(10, 10, 20, 20)), mk(opText, image.Rect(500, 500, 560, 520)), mk(opSprite, image.Rect(900, 0, 950, 40))
	moved := mk(opText, image.Rect(505, 500, 565, 520))
	for _, tc := range []struct {
		name     string
		old, now []op
		want     []image.Rectangle // nil: everything
	}{
		{"nothing changed", []op{bg, a, b, c}, []op{bg, a, b, c}, []image.Rectangle{}},
		{"one op moved", []op{bg, a, b, c}, []op{bg, a, moved, c}, []image.Rectangle{image.Rect(500, 500, 565, 520)}},
		{"one op gone", []op{bg, a, b, c}, []op{bg, a, c}, []image.Rectangle{b.bounds}},
		{"one op new", []op{bg, a, c}, []op{bg, a, b, c}, []image.Rectangle{b.bounds}},
		// Drawn in another order, a and b may overlap differently: one of them is damage.
		{"two ops swapped", []op{bg, a, b, c}, []op{bg, b, a, c}, []image.Rectangle{a.bounds}},
		{"two far apart", []op{bg, a, b, c}, []op{bg, a, moved, mk(opSprite, image.Rect(901, 0, 951, 40))},
			[]image.Rectangle{image.Rect(500, 500, 565, 520), image.Rect(900, 0, 951, 40)}},
		{"the background changed", []op{bg, a, b, c}, []op{{bounds: sb, clip: sb, key: opKey{kind: opFill, n: 1}}, a, b, c}, nil},
	} {
		got := damage(tc.old, tc.now, sb)
		if (got == nil) != (tc.want == nil) || !sameRects(got, tc.want) {
			t.Errorf("%s: damage %v, want %v", tc.name, got, tc.want)
		}
	}
}

func sameRects(a, b []image.Rectangle) bool {
	key := func(r image.Rectangle) string { return r.String() }
	as, bs := make([]string, len(a)), make([]string, len(b))
	for i := range a {
		as[i] = key(a[i])
	}
	for i := range b {
		bs[i] = key(b[i])
	}
	slices.Sort(as)
	slices.Sort(bs)
	return slices.Equal(as, bs)
}
