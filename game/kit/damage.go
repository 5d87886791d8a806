package kit

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame draws only what changed. The screens draw the whole picture, as always, but onto a recording
// canvas (record.go): every draw becomes an op, in order, with the pixels it may touch and a key of all
// it depends on. The frame's ops are then matched, in order, with the ops of the picture on the screen
// (the last frame's): a pixel that no unmatched op — new, gone, or changed in any parameter — may touch
// is drawn by the same ops in the same order as before, so it is already right. The unmatched ops'
// pixels, gathered into a few rectangles, are the frame's damage; in each, the ops over it are drawn
// again, in order, into screen.SubImage of it. Ebitengine clips a draw to a sub-image target (the GPU's
// scissor), so the fragments outside cost nothing, and the picture inside is the one a full redraw
// makes there. The rest of the screen keeps its pixels (the screen is not cleared every frame).
//
// This knows nothing of the scenes: a move's animation damages what the moving things cover, wherever
// a scene draws them (Hash's ring for the machine's answer reaches into the top bar), the completion
// flash its band, a hover its button. The first frame, a resize, a change of theme (the background op
// changes) and damage over more than damageFull of the screen draw everything. A frame that asks for
// another (an animation) gets it paced by what frames cost (pace.go).

// damageFull is the share of the screen above which a frame draws everything: one pass of all the ops
// then costs little more, and fewer draws.
const damageFull = 0.6

// damageRects is how many rectangles a frame's damage is gathered into at most: two far-apart cells
// are two small rectangles, not one large one; each rectangle costs a pass over the ops.
const damageRects = 4

// lcsLimit bounds the work of matching the ops that differ (the middle, between the common start and
// end): more pairs than this and the frame draws everything.
const lcsLimit = 1 << 20

// Replay draws the ops that touch r into the part r of screen.
func (ops Ops) Replay(screen *ebiten.Image, r image.Rectangle) {
	sb := screen.Bounds()
	for i := range ops {
		o := &ops[i]
		if r != sb && !o.pixels().Overlaps(r) {
			continue
		}
		c := o.clip.Intersect(r)
		if c.Empty() {
			continue
		}
		if c == sb {
			o.draw(screen)
		} else {
			o.draw(screen.SubImage(c).(*ebiten.Image))
		}
	}
}

// Damage is the part of the screen (bounds sb) that changes from the picture of the ops old to that of
// the ops now, as a few rectangles (none: nothing changed), or nil for all of it.
func Damage(old, now Ops, sb image.Rectangle) []image.Rectangle {
	// Ops with equal keys and clips touch the same pixels; the new one takes the old one's, if known.
	same := func(x, y *op) bool {
		if x.key != y.key || x.clip != y.clip {
			return false
		}
		if x.known && !y.known {
			y.bounds, y.known = x.bounds, true
		}
		return true
	}
	// The common start and end.
	p := 0
	for p < len(old) && p < len(now) && same(&old[p], &now[p]) {
		p++
	}
	q := 0
	for q < len(old)-p && q < len(now)-p && same(&old[len(old)-1-q], &now[len(now)-1-q]) {
		q++
	}
	o, n := old[p:len(old)-q], now[p:len(now)-q]
	if len(o)*len(n) > lcsLimit {
		return nil
	}
	// The longest common subsequence of the middles: l[i][j] is its length for o[i:] and n[j:].
	w := len(n) + 1
	l := make([]int32, (len(o)+1)*w)
	for i := len(o) - 1; i >= 0; i-- {
		for j := len(n) - 1; j >= 0; j-- {
			if same(&o[i], &n[j]) {
				l[i*w+j] = l[(i+1)*w+j+1] + 1
			} else {
				l[i*w+j] = max(l[(i+1)*w+j], l[i*w+j+1])
			}
		}
	}
	var changed []image.Rectangle
	i, j := 0, 0
	for i < len(o) || j < len(n) {
		switch {
		case i < len(o) && j < len(n) && same(&o[i], &n[j]):
			i, j = i+1, j+1
		case j == len(n) || i < len(o) && l[(i+1)*w+j] >= l[i*w+j+1]:
			changed = append(changed, o[i].pixels())
			i++
		default:
			changed = append(changed, n[j].pixels())
			j++
		}
	}
	rects := gather(changed)
	area := 0
	for _, r := range rects {
		area += r.Dx() * r.Dy()
	}
	if float64(area) > damageFull*float64(sb.Dx()*sb.Dy()) {
		return nil
	}
	return rects
}

// gather joins rectangles into at most damageRects: overlapping ones, and those whose union adds less
// than a small area to theirs, then the pairs whose union adds least.
func gather(rs []image.Rectangle) []image.Rectangle {
	const slack = 48 * 48 // an extra pass over the ops costs about as much as this many pixels drawn
	out := []image.Rectangle{}
	if len(rs) > 64 {
		var u image.Rectangle
		for _, r := range rs {
			u = u.Union(r)
		}
		return append(out, u)
	}
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	out = append(out, rs...)
	for len(out) > 1 {
		bi, bj, best := -1, -1, 0
		for i := range out {
			for j := i + 1; j < len(out); j++ {
				extra := area(out[i].Union(out[j])) - area(out[i]) - area(out[j])
				if bi < 0 || extra < best {
					bi, bj, best = i, j, extra
				}
			}
		}
		if best > slack && len(out) <= damageRects {
			break
		}
		out[bi] = out[bi].Union(out[bj])
		out = append(out[:bj], out[bj+1:]...)
	}
	return out
}
