package hash

import (
	"image"
	"image/color"
	"math"
	"quintet/rules/puzzle"
	"strconv"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// Draw draws the board with its coordinates, the overlays asked for, the marks (the machine's last
// tile, the pointer, the hint) and the panel.
func (s *Scene) Draw(dst *kit.Canvas, f *scene.Frame) {
	pos, ok := position(f)
	if !ok {
		a := f.Area
		kit.DrawText(dst, "This is not a Hash Game position.", kit.Face(kit.Regular, f.U(16)),
			float64(a.Min.X+a.Max.X)/2, float64(a.Min.Y+a.Max.Y)/2, kit.Center, f.Theme.Bad)
		return
	}
	l := s.layout(f)
	st := pos.State()
	s.drawLabels(dst, f, l)
	s.drawLayer(dst, f, l, pos, &st)
	s.drawMarks(dst, f, l, pos)
	s.numbersHidden = (s.spiral || s.reading) && !s.numbersFit(l)
	s.drawPanel(dst, f, l, pos, &st)
	if s.mag.On && s.mag.Area == f.Area {
		s.drawLoupe(dst, f, l, pos, &st)
	}
}

// loupeLayout is the board laid out at the open loupe's scale, so that the tiles it shows land in it.
func (s *Scene) loupeLayout(l layout) layout {
	lc := l.at(s.mag.Origin(), s.mag.Cell)
	lc.clip = s.mag.Grid
	return lc
}

// drawLoupe draws the open loupe: its frame, and the tiles it shows drawn as the board draws them,
// overlay numbers (large enough to read there), marks and hint included.
func (s *Scene) drawLoupe(dst *kit.Canvas, f *scene.Frame, l layout, pos solver.Position, st *rules.State) {
	caption := "Tap a tile to play it"
	if pos.Status() != puzzle.Playing {
		caption = "The game is over"
	}
	s.mag.DrawFrame(dst, f, caption)
	lc := s.loupeLayout(l)
	cells := s.mag.Cells(dst)
	s.drawBoard(cells, f, lc, pos.Status() == puzzle.Playing, lastM(pos), st)
	s.drawMarks(cells, f, lc, pos)
}

// tileRect is the drawn square of a board cell, a little inside it so the tiles read as separate.
func tileRect(l layout, x, y int) (fx, fy, size float64) {
	r := l.cell(x, y)
	g := float64(max(1, l.tile/22))
	return float64(r.Min.X) + g, float64(r.Min.Y) + g, float64(l.tile) - 2*g
}

// drawTile draws one tile of colour c: red hatched, white plain, black crossed, so the three differ
// in texture as well as colour. cross dims the black tile's X under overlay numbers; star draws the
// star on it.
func drawTile(dst *kit.Canvas, t *kit.Theme, x, y, size float64, c rules.Colour, alpha, cross float64, star bool) {
	kit.DrawSpriteF(dst, "hash-tile", x, y, size, size, kit.Fade(t.C("hash."+c.String()), alpha))
	switch c {
	case rules.Red:
		kit.DrawSpriteF(dst, "hash-hatch", x, y, size, size, kit.Fade(color.NRGBA{255, 255, 255, 255}, 0.16*alpha))
	case rules.Black:
		kit.DrawSpriteF(dst, "hash-cross", x, y, size, size, kit.Fade(t.Line, alpha*cross))
	}
	if star {
		drawStar(dst, t, x, y, size, c, alpha)
	}
}

// onTile is a colour for text written on a tile of colour c.
func onTile(t *kit.Theme, c rules.Colour) color.NRGBA {
	switch c {
	case rules.White:
		return t.C("hash.black")
	case rules.Black:
		return t.Dim
	}
	return t.C("hash.white")
}

// drawLabels writes the coordinates along the top and left; the selected tile's column and row
// stand out, and the hinted tile's are written on the hint's plates (drawHint).
func (s *Scene) drawLabels(dst *kit.Canvas, f *scene.Frame, l layout) {
	t := f.Theme
	var sel, hint [2]int // the selected and the hinted tile's column and row (0: none)
	if t, ok := s.selected(); ok {
		sel = [2]int{t.X(), t.Y()}
	}
	if g, ok := hintTile(f); ok {
		hint = [2]int{g.X(), g.Y()}
	}
	plain, bold := kit.Face(kit.Regular, l.text(11)), kit.Face(kit.Bold, l.text(12))
	// Where tiles are narrower than a label, only every fourth coordinate (and the selected and hinted
	// ones) is written, so labels never run into each other or under the hint's plate.
	every := kit.TextWidth("16", bold)+f.U(2) > float64(l.tile)
	show := func(i, h, g int) bool {
		far := func(j, d int) bool { return j == 0 || i-j >= d || j-i >= d }
		return i != g && (!every || i == h || ((i == 1 || i%4 == 0) && far(h, 2) && far(g, 3)))
	}
	for i := 1; i <= rules.Size; i++ {
		cx, cy := l.centre(i, i)
		for axis, h := range sel {
			face, c := plain, t.Dim
			if i == h {
				face, c = bold, t.Accent
			}
			switch g := hint[axis]; {
			case axis == 0 && show(i, h, g):
				kit.DrawText(dst, strconv.Itoa(i), face, cx, float64(l.board.Min.Y)-f.U(13), kit.Center, c)
			case axis == 1 && i != g && (show(i, h, g) || float64(l.tile) >= l.text(12)):
				kit.DrawText(dst, strconv.Itoa(i), face, float64(l.board.Min.X)-rowGap(f, l), cy, kit.Right, c)
			}
		}
	}
}

// layerKey is everything the board layer depends on.
type layerKey struct {
	state           rules.Key
	theme           *kit.Theme
	tile, m         int
	unit            float64
	spiral, reading bool
	playing         bool
}

// drawLayer draws the board's tiles, the star and the overlays. They change only with the position
// or the overlays, so they are drawn once into a layer of their own and copied after that: a
// redraw for the pointer costs one copy instead of hundreds of sprites and numbers.
func (s *Scene) drawLayer(dst *kit.Canvas, f *scene.Frame, l layout, pos solver.Position, st *rules.State) {
	margin := l.tile
	side := l.board.Dx() + 2*margin
	key := layerKey{state: st.Key(), theme: f.Theme, tile: l.tile, m: lastM(pos), unit: f.Unit,
		spiral: s.spiral, reading: s.reading, playing: pos.Status() == puzzle.Playing}
	if s.layer == nil || s.layer.Bounds().Dx() != side {
		if s.layer != nil {
			s.layer.Deallocate()
		}
		s.layer, s.layerKey = kit.NewLayer(side, side), layerKey{} // no key matches it: it is drawn
	}
	if key != s.layerKey {
		s.layer.Clear()
		s.drawBoard(s.layer.Canvas(dst), f, l.at(image.Pt(margin, margin), l.tile), key.playing, key.m, st)
		s.layerKey = key
	}
	kit.DrawLayer(dst, s.layer, float64(l.board.Min.X-margin), float64(l.board.Min.Y-margin))
}

// lastM is the machine's m for the last move, or -1 when it has not answered one.
func lastM(pos solver.Position) int {
	if turn, ok := pos.LastTurn(); ok && turn.Move != rules.Star {
		return turn.Work.M
	}
	return -1
}

// drawBoard draws the tiles and the star, and the overlays shown: the reading order's rows as lines
// that run on from the right edge to the next row's left edge, as text does; the spiral's path where it
// crosses the board, thick for the m positions the machine found red for the last move; and each
// overlay's numbers (reading indices; the first spiral step that reads a tile).
func (s *Scene) drawBoard(dst *kit.Canvas, f *scene.Frame, l layout, playing bool, m int, st *rules.State) {
	s.drawTiles(dst, f, l, playing, st)
	if s.reading {
		readingPath(dst, f, l, 0, rules.Tiles-1, f.U(1.5), kit.Fade(f.Theme.Text, 0.4))
		s.drawNumbers(dst, f, l, st, false)
	}
	if s.spiral {
		spiralPath(dst, l, 0, m-1, f.U(3.5), f.Theme.Accent)
		spiralPath(dst, l, max(m-1, 0), rules.SpiralLen()-1, f.U(1.5), kit.Fade(f.Theme.Accent, 0.6))
		s.drawNumbers(dst, f, l, st, true)
	}
}

func (s *Scene) drawTiles(dst *kit.Canvas, f *scene.Frame, l layout, playing bool, st *rules.State) {
	t := f.Theme
	kit.DrawPanel(dst, "panel", l.board.Inset(-int(f.U(5))), f.U(8), t.Panel)
	overlay := s.spiral || s.reading
	cross := 1.0
	if overlay {
		cross = 0.5
	}
	for i := 0; i < rules.Tiles; i++ {
		tile := rules.Tile(i)
		if !l.shows(tile.X(), tile.Y()) {
			continue
		}
		x, y, size := tileRect(l, tile.X(), tile.Y())
		drawTile(dst, t, x, y, size, st.Colour(tile), 1, cross, false) // the star goes over the legal tiles' marks
		if playing && !overlay && st.Legal(tile) {
			kit.DrawSpriteF(dst, "hash-legal", x, y, size, size, kit.Fade(t.C("hash.white"), 0.8))
		}
	}
	x, y, size := tileRect(l, rules.Star.X(), rules.Star.Y())
	drawStar(dst, t, x, y, size, st.Colour(rules.Star), 1)
}

// drawStar draws the star on its tile of colour c, the square at (x, y) of that size: gold while it
// waits, glowing once whitened (won), dimmed and struck through once blackened (lost).
func drawStar(dst *kit.Canvas, t *kit.Theme, x, y, size float64, c rules.Colour, alpha float64) {
	in, star := size*0.12, alpha
	if c == rules.White {
		g := size * 0.55
		kit.DrawSpriteF(dst, "hash-glow", x-g, y-g, size+2*g, size+2*g, kit.Fade(t.Good, alpha))
	}
	if c == rules.Black {
		star = 0.3 * alpha
	}
	kit.DrawSpriteF(dst, "star", x+in, y+in, size-2*in, size-2*in, kit.Fade(t.C("hash.star"), star))
	if c == rules.Black {
		kit.DrawSpriteF(dst, "cross", x, y, size, size, kit.Fade(t.Bad, alpha))
		g := size * 0.2
		kit.DrawSpriteF(dst, "hash-frame", x-g, y-g, size+2*g, size+2*g, kit.Fade(t.Bad, alpha))
	}
}

// numbersFit reports whether the overlay numbers are drawn on the tiles of layout l: always on a large
// area; on a compact one (a phone) only when they are at least minText units, and otherwise only in the
// loupe.
func (s *Scene) numbersFit(l layout) bool {
	_, _, size, _ := s.numberSpot(l, 0, true)
	return !l.compact || size >= l.text(minText)
}

// numberSpot places a tile's overlay number, and its size: centred when one overlay is shown, the
// spiral's top left and the reading order's bottom right when both are.
func (s *Scene) numberSpot(l layout, tile rules.Tile, spiral bool) (x, y, size float64, align kit.Align) {
	r := l.cell(tile.X(), tile.Y())
	ts := float64(l.tile)
	if !(s.spiral && s.reading) {
		return float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2, ts * 0.36, kit.Center
	}
	if spiral {
		return float64(r.Min.X) + ts*0.12, float64(r.Min.Y) + ts*0.3, ts * 0.3, kit.Left
	}
	return float64(r.Max.X) - ts*0.12, float64(r.Max.Y) - ts*0.3, ts * 0.3, kit.Right
}

// drawNumbers writes an overlay's number on every tile shown, where they fit: the spiral's (bold) or
// the reading order's.
func (s *Scene) drawNumbers(dst *kit.Canvas, f *scene.Frame, l layout, st *rules.State, spiral bool) {
	for i := 0; i < rules.Tiles && s.numbersFit(l); i++ {
		tile := rules.Tile(i)
		if !l.shows(tile.X(), tile.Y()) {
			continue
		}
		x, y, size, align := s.numberSpot(l, tile, spiral)
		n, style := i, kit.Regular
		if spiral {
			n, style = rules.FirstVisit(tile), kit.Bold
		}
		kit.DrawText(dst, strconv.Itoa(n), kit.Face(style, size), x, y, align, onTile(f.Theme, st.Colour(tile)))
	}
}

// spiralPath draws the spiral from p_from to p_to where it crosses the board and the part in view.
func spiralPath(dst *kit.Canvas, l layout, from, to int, w float64, c color.Color) {
	on := func(p rules.Point) bool { return p.X >= 1 && p.X <= rules.Size && p.Y >= 1 && p.Y <= rules.Size }
	for i := from; i < to; i++ {
		p, q := rules.SpiralAt(i), rules.SpiralAt(i+1)
		if !on(p) || !on(q) || (!l.shows(p.X, p.Y) && !l.shows(q.X, q.Y)) {
			continue
		}
		x0, y0 := l.centre(p.X, p.Y)
		x1, y1 := l.centre(q.X, q.Y)
		kit.Line(dst, x0, y0, x1, y1, w, c)
	}
}

// readingPath draws the reading order from index from to index to as a line through the tiles'
// centres that runs on from each row's right end, out past the edge, to the next row's left end.
func readingPath(dst *kit.Canvas, f *scene.Frame, l layout, from, to int, w float64, c color.Color) {
	for i := from; i < to; i++ {
		a, b := rules.Tile(i), rules.Tile(i+1)
		if !l.shows(0, a.Y()) && !l.shows(0, b.Y()) {
			continue // rows the loupe does not show
		}
		x0, y0 := l.centre(a.X(), a.Y())
		x1, y1 := l.centre(b.X(), b.Y())
		if a.Y() == b.Y() {
			kit.Line(dst, x0, y0, x1, y1, w, c)
			continue
		}
		ex, sx, mid := float64(l.board.Max.X)+f.U(4), float64(l.board.Min.X)-f.U(4), (y0+y1)/2
		kit.Line(dst, x0, y0, ex, y0, w, c)
		kit.Line(dst, ex, y0, ex, mid, w, c)
		kit.Line(dst, sx, mid, sx, y1, w, c)
		kit.Line(dst, sx, y1, x1, y1, w, c)
	}
}

// frameTile rings the tile t with the rounded frame, grown by g of its side.
func frameTile(dst *kit.Canvas, l layout, t rules.Tile, g float64, c color.Color) {
	x, y, size := tileRect(l, t.X(), t.Y())
	kit.DrawSpriteF(dst, "hash-frame", x-g*size, y-g*size, size*(1+2*g), size*(1+2*g), c)
}

// ringTile puts a round ring of radius r tiles on the tile t (the hint's, the machine's answer's).
func ringTile(dst *kit.Canvas, l layout, t rules.Tile, r float64, c color.Color) {
	cx, cy := l.centre(t.X(), t.Y())
	r *= float64(l.tile)
	kit.DrawSpriteF(dst, "ring", cx-r, cy-r, 2*r, 2*r, c)
}

// drawMarks draws, over the tiles, the spiral's stop (while the spiral is shown), the machine's last
// tile, its animation, the selection's frame and the hint.
func (s *Scene) drawMarks(dst *kit.Canvas, f *scene.Frame, l layout, pos solver.Position) {
	t := f.Theme
	if m := lastM(pos); s.spiral && m >= 0 {
		// The tile that stopped the machine's count m for the last move (the panel names it).
		if stop, ok := rules.SpiralAt(m).Read(); ok {
			frameTile(dst, l, stop, 0.15, t.Text)
		}
	}
	if prog, animating := s.anim.At(f); animating {
		// The tile shows its old colour fading out over the black the layer already has.
		x, y, size := tileRect(l, s.animTile.X(), s.animTile.Y())
		drawTile(dst, t, x, y, size, s.animFrom, 1-prog, 1, s.animTile == rules.Star)
		ringTile(dst, l, s.animTile, 0.6+2.4*(1-prog), kit.Fade(t.Accent, 0.4+0.6*prog))
	} else if turn, ok := pos.LastTurn(); ok && turn.Move != rules.Star {
		frameTile(dst, l, turn.Work.Black(), 0.08, t.Accent)
	}

	// The selection's frame, in the accent colour over a dark edge so it shows on every tile colour,
	// square-cornered unlike the rounded one on the machine's last tile. The hint goes over it: its
	// ring is round and thin, so the frame's corners still show when both are on one tile, and the
	// frame would hide most of the ring.
	if sel, ok := s.selected(); ok {
		x, y, size, w := cursorRect(l, sel)
		outer := image.Rect(int(x), int(y), int(x+size), int(y+size))
		kit.FrameRect(dst, outer.Inset(-1), int(w)+2, t.Bg)
		kit.FrameRect(dst, outer, int(w), t.Accent)
	}
	s.drawHint(dst, f, l)
}

// cursorRect is the square the selection's frame is drawn in around the tile t: wider and thicker
// than the frame on the machine's last tile, so the two never look alike.
func cursorRect(l layout, t rules.Tile) (x, y, size, width float64) {
	x, y, size = tileRect(l, t.X(), t.Y())
	g := size * 0.2
	return x - g, y - g, size + 2*g, max(2, size*0.16)
}

// selected is the selected tile, unless a panel control is the selection.
func (s *Scene) selected() (rules.Tile, bool) { return s.sel, s.placed && s.control == ctlNone }

// drawHint rings the hinted tile and, once the whole solution is asked for, faintly the rest of it.
func (s *Scene) drawHint(dst *kit.Canvas, f *scene.Frame, l layout) {
	t := f.Theme
	first, ok := hintTile(f)
	if !ok {
		return
	}
	var line []rules.Tile
	for _, mv := range f.Hint.Line {
		if tile, err := rules.ParseMove(mv); err == nil {
			line = append(line, tile)
		}
	}
	if len(line) > 1 {
		faint := kit.Fade(t.HintC, 0.5)
		for i := 0; i+1 < len(line); i++ {
			x0, y0 := l.centre(line[i].X(), line[i].Y())
			x1, y1 := l.centre(line[i+1].X(), line[i+1].Y())
			kit.Line(dst, x0, y0, x1, y1, f.U(2), faint)
		}
		size := float64(l.tile) * 0.34
		if l.compact && size < l.text(minText) {
			line = line[:1] // the steps' numbers are written where they can be read, not on a phone's small tiles
		}
		face := kit.Face(kit.Bold, size)
		for i, tile := range line[1:] {
			cx, cy := l.centre(tile.X(), tile.Y())
			r := float64(l.tile) * 0.26
			kit.DrawSpriteF(dst, "disc", cx-r, cy-r, 2*r, 2*r, kit.Fade(t.Panel, 0.85))
			kit.DrawText(dst, strconv.Itoa(i+2), face, cx, cy, kit.Center, t.HintC)
		}
	}
	ringTile(dst, l, first, 0.78, t.HintC)
	// The hinted tile's column and row numbers are written on plates in the hint colour, over the
	// coordinates they repeat and no others, so the tile is named without covering a tile or a label.
	face := kit.Face(kit.Bold, l.text(12))
	col, row := hintPlates(f, l)
	for i, plate := range []image.Rectangle{col, row} {
		n := strconv.Itoa([]int{first.X(), first.Y()}[i])
		kit.DrawPanel(dst, "panel", plate, f.U(4), t.HintC)
		kit.DrawText(dst, n, face, float64(plate.Min.X+plate.Max.X)/2, float64(plate.Min.Y+plate.Max.Y)/2, kit.Center, t.OnAccent)
	}
}

// hintTile is the hinted tile, when a winning hint is shown.
func hintTile(f *scene.Frame) (rules.Tile, bool) {
	h := f.Hint
	if h == nil || h.Verdict != puzzle.Solved || h.Move == "" {
		return 0, false
	}
	t, err := rules.ParseMove(h.Move)
	return t, err == nil
}

// hintPlates are the plates over the hinted tile's column number (above the board) and row number
// (left of it, right-aligned like the row numbers); empty when no hint is shown. A plate is the
// number's width and height with a small margin, no more than a tile high, so it covers no
// neighbouring coordinate.
func hintPlates(f *scene.Frame, l layout) (col, row image.Rectangle) {
	g, ok := hintTile(f)
	if !ok {
		return
	}
	size := l.text(12)
	h := max(size+f.U(1), min(size+f.U(6), float64(l.tile)))
	plate := func(n int, cx, cy float64) image.Rectangle {
		w := kit.TextWidth(strconv.Itoa(n), kit.Face(kit.Bold, size)) + f.U(6)
		return image.Rect(int(cx-w/2), int(cy-h/2), int(math.Ceil(cx+w/2)), int(math.Ceil(cy+h/2)))
	}
	cx, cy := l.centre(g.X(), g.Y())
	col, row = plate(g.X(), cx, float64(l.board.Min.Y)-f.U(13)), plate(g.Y(), 0, cy)
	return col, row.Add(image.Pt(int(float64(l.board.Min.X)-rowGap(f, l)+f.U(3))-row.Max.X, 0))
}

// rowGap is how far left of the board the row numbers end.
func rowGap(f *scene.Frame, l layout) float64 {
	if l.compact {
		return f.U(5) // the larger text needs the room
	}
	return f.U(9)
}
