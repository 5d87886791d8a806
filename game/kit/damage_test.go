package kit

import (
	"image"
	"slices"
	"testing"
)

// The damage of a frame is the pixels of the ops not matched, in order, with the last frame's.
func TestDamageMatchesOpsInOrder(t *testing.T) {
	sb := image.Rect(0, 0, 1000, 1000)
	mk := func(kind uint8, r image.Rectangle) op {
		return op{bounds: r, known: true, clip: sb, key: opKey{kind: kind, f: [10]float64{float64(r.Min.X), float64(r.Min.Y)}}}
	}
	bg := op{bounds: sb, known: true, clip: sb, key: opKey{kind: opFill}}
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
		{"the background changed", []op{bg, a, b, c}, []op{{bounds: sb, known: true, clip: sb, key: opKey{kind: opFill, n: 1}}, a, b, c}, nil},
	} {
		got := Damage(tc.old, tc.now, sb)
		if (got == nil) != (tc.want == nil) || !sameRects(got, tc.want) {
			t.Errorf("%s: damage %v, want %v", tc.name, got, tc.want)
		}
	}
}

// An op's pixels are measured only when a frame needs them: an op matched with one of the last frame's
// takes its pixels, and only a new or changed op is measured.
func TestDamageMeasuresOnlyUnmatchedOps(t *testing.T) {
	sb := image.Rect(0, 0, 1000, 1000)
	measured := 0
	mk := func(x int, known bool) op {
		r := image.Rect(x, 0, x+10, 10)
		return op{clip: sb, key: opKey{kind: opText, f: [10]float64{float64(x)}}, known: known, bounds: r,
			measure: func() image.Rectangle { measured++; return r }}
	}
	old := []op{mk(0, true), mk(100, true), mk(200, true)}
	now := []op{mk(0, false), mk(600, false), mk(200, false)}
	got := Damage(old, now, sb)
	if want := []image.Rectangle{image.Rect(100, 0, 110, 10), image.Rect(600, 0, 610, 10)}; !sameRects(got, want) {
		t.Errorf("damage %v, want %v", got, want)
	}
	if measured != 1 {
		t.Errorf("%d ops measured, want 1 (the new one)", measured)
	}
	if !now[0].known || !now[2].known || now[0].bounds != old[0].bounds {
		t.Errorf("the matched ops did not take the old ones' pixels: %+v %+v", now[0], now[2])
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
