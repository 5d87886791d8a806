package escape

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/escape"
	solver "quintet/solver/escape"
)

// Draw draws the board and the panel.
func (s *Scene) Draw(dst *kit.Canvas, f *scene.Frame) {
	t := f.Theme
	p, ok := position(f)
	if !ok {
		kit.DrawText(dst, "This is not an Escape position.", kit.Face(kit.Regular, f.U(16)),
			float64(f.Area.Min.X+f.Area.Max.X)/2, float64(f.Area.Min.Y+f.Area.Max.Y)/2, kit.Center, t.Bad)
		return
	}
	v, l := s.prepare(f, p)
	s.drawBoard(dst, f, v, l)
	s.drawPanel(dst, f, p, v, l)
	if s.mag.On && s.mag.Area == f.Area {
		s.drawLoupe(dst, f, v, l)
	}
}

// drawLoupe draws the open loupe: its frame, and the squares it shows drawn as the board draws them,
// laid out at the loupe's scale so that they land in it.
func (s *Scene) drawLoupe(dst *kit.Canvas, f *scene.Frame, v solver.View, l layout) {
	s.mag.DrawFrame(dst, f, "Tap a square to play it")
	o := s.mag.Origin()
	l.cell = s.mag.Cell
	l.board = image.Rect(o.X, o.Y, o.X+l.cell*l.w, o.Y+l.cell*l.h)
	s.drawBoard(s.mag.Cells(dst), f, v, l)
}

// cellShade is a square's background: a quiet chessboard, so rows and columns are easy to follow.
func cellShade(t *kit.Theme, col, row int) color.NRGBA {
	if (col+row)%2 == 0 {
		return t.Panel
	}
	return kit.Mix(t.Panel, t.Bg, 0.45)
}

func (s *Scene) drawBoard(dst *kit.Canvas, f *scene.Frame, v solver.View, l layout) {
	t := f.Theme
	sh := v.Shape
	phase, pt, thinking := s.anim.at(f.Ticks)

	// Labels: columns A.. below the board, rows numbered from the bottom on its left.
	face := kit.Face(kit.Regular, l.label)
	bold := kit.Face(kit.Bold, l.label)
	hcol, hrow := -1, -1
	if sq := s.selected(); sq != rules.None {
		hcol, hrow = sh.Cell(sq)
	}
	wide := 0.0
	for col := 0; col < l.w; col++ {
		wide = max(wide, kit.TextWidth(rules.ColumnName(col), bold))
	}
	// label writes the i-th of n labels, at (x, y) for i = 0 and step on, the highlighted one in bold.
	// Where squares are narrower than a label (size), only every k-th label and the highlighted one are
	// written, so labels never run into each other.
	label := func(n, highlight int, size, x, y, dx, dy float64, name func(int) string) {
		k := max(1, int(math.Ceil(size/float64(l.cell))))
		for i := 0; i < n; i++ {
			fc, c := face, t.Dim
			if i == highlight {
				fc, c = bold, t.Accent
			} else if i%k != 0 || highlight >= 0 && i-highlight < k && highlight-i < k {
				continue
			}
			kit.DrawText(dst, name(i), fc, x+float64(i)*dx, y+float64(i)*dy, kit.Center, c)
		}
	}
	half, cell := float64(l.cell)/2, float64(l.cell)
	label(l.w, hcol, wide+f.U(4), float64(l.board.Min.X)+half, float64(l.board.Max.Y)+float64(l.gutter)/2, cell, 0, rules.ColumnName)
	label(l.h, hrow, l.label*1.1, float64(l.board.Min.X)-float64(l.gutter)/2, float64(l.board.Min.Y)+half, 0, cell,
		func(row int) string { return fmt.Sprint(l.h - row) })

	// Squares, the parity group being looked at hatched and edged, and the coins.
	group, hatch := s.Group(), t.Accent
	if phase != phaseNone {
		group = thinking // the group prisoner 2 counts, none while the coin turns or he points
	} else if f.Hint != nil && v.Outcome == rules.Pending {
		hatch = t.HintC
	}
	key := v.Key // (hidden from prisoner 2 until his coin has turned)
	if v.Role != rules.Prisoner1 && phase == phaseTurn {
		key = rules.None
	}
	coin := float64(l.cell) * 0.74
	for sq := 0; sq < sh.Squares(); sq++ {
		r := l.cellRect(sh, sq)
		col, row := sh.Cell(sq)
		bg := cellShade(t, col, row)
		if sq == key {
			bg = kit.Mix(bg, t.Accent, 0.3)
		}
		if sq == s.selected() {
			bg = t.PanelHi
		}
		kit.FillRect(dst, r, bg)
		if group >= 0 && solver.InGroup(sq, group) {
			kit.DrawSprite(dst, "escape-hatch", r, kit.Fade(hatch, 0.55))
			// The group's edge, so it reads as one region even where the hatching is faint.
			s.groupEdges(dst, f, l, sh, sq, group, hatch)
		}
		// The coin.
		cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
		heads, w := v.Board.Heads(sq), coin
		if sq == v.Flipped && phase == phaseTurn {
			// Turning over: squeeze the old face to an edge, then open the new one.
			w = coin * math.Abs(math.Cos(math.Pi*pt))
			if pt < 0.5 {
				heads = s.anim.before.Heads(sq)
			}
		}
		// Heads a solid face with a crown, tails a hollow ring.
		sprite, c := "escape-tails", t.Dim
		if heads {
			sprite, c = "escape-heads", t.C("escape.star")
		}
		if w >= 0.5 {
			kit.DrawSpriteF(dst, sprite, cx-w/2, cy-coin/2, w, coin, c)
		}
	}
	kit.FrameRect(dst, l.board.Inset(-int(math.Max(1, f.U(1.5)))), int(math.Max(1, f.U(1.5))), t.Line)

	// The flipped coin: two circling arrows around it (shown to prisoner 2 only once the game is over).
	if v.Flipped != rules.None {
		r := l.cellRect(sh, v.Flipped)
		kit.DrawSprite(dst, "escape-flipped", r.Inset(int(float64(l.cell)*0.03)), t.Accent)
	}
	// The key: a round badge in the square's top right corner.
	if key != rules.None {
		r := l.cellRect(sh, key)
		d := math.Max(float64(l.cell)*0.46, math.Min(f.U(16), float64(l.cell)*0.7))
		x, y := float64(r.Max.X)-d-float64(l.cell)*0.02, float64(r.Min.Y)+float64(l.cell)*0.02
		kit.DrawSpriteF(dst, "disc", x-f.U(1.5), y-f.U(1.5), d+f.U(3), d+f.U(3), t.Bg)
		kit.DrawSpriteF(dst, "disc", x, y, d, d, t.Accent)
		kit.DrawSpriteF(dst, "escape-key", x+d*0.12, y+d*0.12, d*0.76, d*0.76, t.OnAccent)
	}
	// The hinted square: a thick frame.
	if f.Hint != nil && f.Hint.Move != "" {
		if hs, err := sh.ParseSquare(f.Hint.Move); err == nil {
			r := l.cellRect(sh, hs).Inset(-int(f.U(2)))
			kit.DrawPanel(dst, "frame", r, float64(r.Dx())/5, t.HintC)
		}
	}
	// Prisoner 2's answer: corner brackets and a pointing arrow.
	if v.Answer != rules.None && (phase == phaseNone || phase == phasePoint) {
		r := l.cellRect(sh, v.Answer)
		a := math.Max(f.U(14), float64(l.cell)*0.3) // the arrow's length
		c, grow, bob := t.Bad, 1.0, 0.0
		switch {
		case phase == phasePoint: // the brackets close in and the arrow bobs
			c, grow, bob = t.Text, math.Min(1, pt*2.5), math.Sin(pt*math.Pi*3)*a*0.2
		case v.Outcome == rules.Free:
			c = t.Good
		}
		kit.DrawSprite(dst, "escape-target", r.Inset(int(float64(l.cell)*(0.5-0.5*grow)-f.U(3))), c)
		ay, turn := float64(r.Min.Y)-a*0.25-bob, math.Pi
		if ay-a/2 < float64(f.Area.Min.Y) {
			ay, turn = float64(r.Max.Y)+a*0.25+bob, 0 // no room above: point up from below
		}
		kit.DrawSpriteRotated(dst, "arrow", float64(r.Min.X+r.Max.X)/2, ay, a*0.7, a, turn, c)
	}

	// The selection, with the square's name: an accent frame (doubled in the text colour when the
	// keyboard put it there, so the cursor shows on any square).
	if sq := s.selected(); sq != rules.None {
		r := l.cellRect(sh, sq)
		w := int(math.Max(2, f.U(2.5)))
		kit.FrameRect(dst, r, w, t.Accent)
		if s.keys {
			kit.FrameRect(dst, r.Inset(w), max(1, int(f.U(1.5))), t.Text)
		}
		// The square's name on a small plate below the board.
		tag, face := tagRect(f, l, r, sh.Name(sq))
		kit.DrawPanel(dst, "panel", tag, f.U(6), t.Accent)
		kit.DrawText(dst, sh.Name(sq), face, float64(tag.Min.X+tag.Max.X)/2, float64(tag.Min.Y+tag.Max.Y)/2, kit.Center, t.OnAccent)
	}
}

// groupEdges outlines the sides of square sq that border a square outside the group. The sides are
// axis-aligned, so plain rectangles draw them exactly and far more cheaply than anti-aliased lines.
func (s *Scene) groupEdges(dst *kit.Canvas, f *scene.Frame, l layout, sh rules.Shape, sq, group int, c color.NRGBA) {
	r := l.cellRect(sh, sq)
	col, row := sh.Cell(sq)
	w := max(1, int(f.U(2)))
	// Each side: the step to the square across it, and the band of r along it.
	for _, side := range []struct {
		dc, dr int
		band   image.Rectangle
	}{
		{-1, 0, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y)},
		{1, 0, image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y)},
		{0, -1, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w)},
		{0, 1, image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y)},
	} {
		c2, r2 := col+side.dc, row+side.dr
		if c2 < 0 || r2 < 0 || c2 >= l.w || r2 >= l.h || !solver.InGroup(sh.At(c2, r2), group) {
			kit.FillRect(dst, side.band, c)
		}
	}
}

// shrink is face(size) at the largest size, from size down to least in steps of one, at which s fits in
// width (at least, s may still not fit).
func shrink(s string, width, size, least float64, face func(float64) *kit.TextFace) *kit.TextFace {
	for size > least && kit.TextWidth(s, face(size)) > width {
		size--
	}
	return face(size)
}

// tagRect is where the selected square r's name goes: in the strip of column letters below the
// board, under its column (kept within the board's width), so it covers no square.
func tagRect(f *scene.Frame, l layout, r image.Rectangle, name string) (image.Rectangle, *kit.TextFace) {
	face := kit.Face(kit.Bold, l.text(15))
	if l.compact {
		face = kit.Face(kit.Bold, l.text(minText))
	}
	w := int(kit.TextWidth(name, face) + f.U(12))
	h := min(int(f.U(22)), l.gutter)
	x := min(max((r.Min.X+r.Max.X)/2-w/2, l.board.Min.X-l.gutter), l.board.Max.X-w)
	y := l.board.Max.Y + (l.gutter-h)/2
	return image.Rect(x, y, x+w, y+h), face
}
