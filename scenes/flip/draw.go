package flip

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
	"quintet/scenes/loupe"
	solver "quintet/solver/flip"
)

// Draw shows the board, its labels, the selection's block (or the typed name's) and the hint, and the
// panel.
func (s *Scene) Draw(dst *ebiten.Image, f *game.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	s.sync(f, p) // the move made this tick is drawn from its first frame
	s.fitSize(p.Size())
	s.drawn = s.drawn[:0]
	s.text.Start(f)
	l := newLayout(f.Area, f.Unit, p.Size())
	won := p.Status() == puzzle.Won
	s.drawLabels(dst, f, l)
	s.drawBoard(dst, f, l, p)
	s.drawPanel(dst, f, l, p, won)
	if s.mag.On && s.mag.Area == f.Area {
		s.drawLoupe(dst, f, l, p)
	}
}

// loupeLayout is the board laid out at the open loupe's scale, so that the cells it shows land in it.
// It has no room for the hint's plate (the panel names the hinted block).
func (s *Scene) loupeLayout(l layout) layout {
	lc := l
	o := s.mag.Origin()
	lc.x0, lc.y0, lc.cell = float64(o.X), float64(o.Y), float64(s.mag.Cell)
	lc.short = true
	return lc
}

// drawLoupe draws the open loupe: its frame, and the cells it shows drawn as the board draws them.
func (s *Scene) drawLoupe(dst *ebiten.Image, f *game.Frame, l layout, p solver.Position) {
	caption := "Tap a cell to flip its block"
	if p.Status() == puzzle.Won {
		caption = "Solved"
	}
	s.mag.DrawFrame(dst, f, caption)
	s.text.Face(game.Regular, f.U(loupe.CaptionSize))
	s.drawBoard(s.mag.Cells(dst), f, s.loupeLayout(l), p)
}

// drawBoard draws the cells, the middle's mark, the previewed block, the animation of the last move and
// the hint, for the board laid out by l.
func (s *Scene) drawBoard(dst *ebiten.Image, f *game.Frame, l layout, p solver.Position) {
	t := f.Theme
	size := p.Size()
	won := p.Status() == puzzle.Won
	bd := l.boardRect()
	game.FillRect(dst, bd, game.Fade(t.Panel, 0.25))

	// The block being previewed: the selection's (the typed name's while the box is open).
	var preview []rules.Cell
	previewAt, selected := s.selected(size)
	if selected {
		preview = size.Block(previewAt)
	}
	inPreview := map[rules.Cell]bool{}
	for _, c := range preview {
		inPreview[c] = true
	}
	prog, flipping := s.animating(f.Ticks)
	inAnim := map[rules.Cell]bool{}
	if flipping {
		for _, c := range size.Block(s.anim) {
			inAnim[c] = true
		}
	}

	// Each pass draws one sprite everywhere it is needed, so the draws batch on the GPU.
	cells := make([]shownCell, 0, l.e*l.e)
	for row := 0; row < l.e; row++ {
		for col := 0; col < l.e; col++ {
			c := rules.Cell{Col: col, Row: row}
			sc := shownCell{c: c, r: l.cellRect(c), dot: p.Dot(c), scale: 1}
			if inAnim[c] {
				// Turned over like a card: the old face narrows to an edge, the new one widens.
				sc.scale = math.Abs(math.Cos(math.Pi * prog))
				if prog < 0.5 {
					sc.dot = !sc.dot
				}
			}
			cells = append(cells, sc)
		}
	}
	for _, sc := range cells {
		if size.Interior(sc.c) {
			sc.sprite(dst, "flip-cell", 1, 1, t.PanelHi)
		}
	}
	for _, sc := range cells {
		if !size.Interior(sc.c) {
			sc.sprite(dst, "flip-outer", 1, 1, t.Line)
		}
	}
	for _, sc := range cells {
		if sc.c == p.Middle() {
			sc.sprite(dst, "flip-cell", 1, 1, game.Fade(t.Good, 0.22))
		}
		if inPreview[sc.c] {
			sc.sprite(dst, "flip-cell", 1, 1, game.Fade(t.Accent, 0.3))
		}
	}
	for _, sc := range cells {
		if sc.dot {
			sc.sprite(dst, "flip-dot", 0.5, 0.5, t.Text)
		}
	}
	for _, sc := range cells {
		if !sc.dot {
			sc.sprite(dst, "flip-dash", 0.52, 0.17, t.Dim)
		}
	}
	// The line between the ring and the interior.
	in := l.cellRect(rules.Cell{Col: 1, Row: 1}).Union(l.cellRect(rules.Cell{Col: int(size), Row: int(size)}))
	frame(dst, in.Inset(-1), math.Max(1, f.U(2)), t.Line)

	// The middle: where the last dot must be.
	mid := l.cellRect(p.Middle())
	if won && !flipping {
		s.drawWin(dst, f, l, p)
	} else {
		o := int(math.Max(1, l.cell*0.06))
		game.DrawSprite(dst, "flip-target", mid.Inset(-o), t.Good)
	}

	if selected {
		br := l.blockRect(previewAt)
		frame(dst, br, math.Max(1.5, f.U(2.5)), t.Accent)
		// The selected cell itself: an accent frame inside it, so the cursor shows where it is.
		cr := l.cellRect(previewAt)
		frame(dst, cr.Inset(int(math.Max(1, l.cell*0.06))), math.Max(2, f.U(3)), t.Accent)
	}
	s.drawHint(dst, f, l, size)
}

// shownCell is one cell as drawn: a filled tile inside the ring, a hollow one in it; a dot (a disc) or
// a dash (a bar) on it, narrowed by scale while it turns over.
type shownCell struct {
	c     rules.Cell
	r     image.Rectangle
	dot   bool
	scale float64
}

// sprite draws a sprite centred in the cell, fw×fh of the cell's size, narrowed by the cell's scale.
func (sc shownCell) sprite(dst *ebiten.Image, name string, fw, fh float64, c color.Color) {
	w, h := float64(sc.r.Dx())*fw*sc.scale, float64(sc.r.Dy())*fh
	if fh < 1 {
		h = math.Max(h, math.Min(2, float64(sc.r.Dy())))
	}
	cx, cy := float64(sc.r.Min.X+sc.r.Max.X)/2, float64(sc.r.Min.Y+sc.r.Max.Y)/2
	game.DrawSpriteF(dst, name, cx-w/2, cy-h/2, w, h, c)
}

// drawLabels writes the interior's column letters above and below the board and its row numbers on
// both sides.
func (s *Scene) drawLabels(dst *ebiten.Image, f *game.Frame, l layout) {
	t := f.Theme
	sel, selected := s.selected(l.size)
	face := s.text.Face(game.Bold, l.label)
	board := float64(l.e) * l.cell
	m := l.labelMargin / 2
	for k := 1; k <= int(l.size); k++ {
		if (k-1)%l.every != 0 {
			continue
		}
		c := rules.Cell{Col: k, Row: k}
		name := c.Name()
		letters := strings.TrimRight(name, "0123456789")
		x := l.x0 + (float64(k)+0.5)*l.cell
		y := l.y0 + (float64(k)+0.5)*l.cell
		col := t.Dim
		if selected && sel.Col == k {
			col = t.Accent
		}
		game.DrawText(dst, letters, face, x, l.y0-m, game.Center, col)
		game.DrawText(dst, letters, face, x, l.y0+board+m, game.Center, col)
		col = t.Dim
		if selected && sel.Row == k {
			col = t.Accent
		}
		num := strconv.Itoa(k)
		game.DrawText(dst, num, face, l.x0-m, y, game.Center, col)
		game.DrawText(dst, num, face, l.x0+board+m, y, game.Center, col)
	}
}

// drawHint frames the hinted block thickly in the hint colour with a "hint" label, and marks the other
// cells of the optimal line with a small diamond.
func (s *Scene) drawHint(dst *ebiten.Image, f *game.Frame, l layout, size rules.Size) {
	if f.Hint == nil || f.Hint.Move == "" {
		return
	}
	t := f.Theme
	c, err := rules.ParseCell(size, f.Hint.Move)
	if err != nil {
		return
	}
	for _, name := range f.Hint.Line {
		m, err := rules.ParseCell(size, name)
		if err != nil || m == c {
			continue
		}
		r := l.cellRect(m)
		d := float64(r.Dx()) * 0.3
		game.DrawSpriteF(dst, "flip-mark", float64(r.Min.X)+f.U(2), float64(r.Min.Y)+f.U(2), d, d, game.Fade(t.HintC, 0.85))
	}
	br := l.blockRect(c)
	w := math.Max(3, f.U(5))
	frame(dst, br.Inset(-int(w)), w, t.HintC)
	centre := l.cellRect(c)
	d := float64(centre.Dx()) * 0.3
	game.DrawSpriteF(dst, "flip-mark", float64(centre.Min.X)+f.U(2), float64(centre.Min.Y)+f.U(2), d, d, t.HintC)

	if l.short {
		return // no strip above the board for the plate; the panel's info line names the block
	}
	// The label sits on a small plate above the block (below it at the top edge).
	face := s.text.Face(game.Bold, f.U(14))
	label := "hint: " + c.Name()
	lw := game.TextWidth(label, face) + f.U(12)
	lh := f.U(22)
	x := float64(br.Min.X+br.Max.X)/2 - lw/2
	y := l.y0 - l.labelMargin - lh - f.U(2)
	if y < float64(f.Area.Min.Y) {
		y = l.y0 + float64(l.e)*l.cell + l.labelMargin + f.U(2)
	}
	plate := image.Rect(int(x), int(y), int(x+lw), int(y+lh))
	game.DrawPanel(dst, "panel", plate, lh/3, t.HintC)
	game.DrawText(dst, label, face, x+lw/2, y+lh/2, game.Center, t.OnAccent)
}

// drawWin celebrates the single middle dot: its tile turns gold with the dot in black, a ring
// closes round it, and a small star sits in its corner.
func (s *Scene) drawWin(dst *ebiten.Image, f *game.Frame, l layout, p solver.Position) {
	t := f.Theme
	mid := l.cellRect(p.Middle())
	cx, cy := float64(mid.Min.X+mid.Max.X)/2, float64(mid.Min.Y+mid.Max.Y)/2
	game.DrawSprite(dst, "flip-cell", mid, t.C("flip.star"))
	dd := l.cell * 0.5
	game.DrawSpriteF(dst, "flip-dot", cx-dd/2, cy-dd/2, dd, dd, t.C("flip.black"))
	rd := l.cell * 1.4
	game.DrawSpriteF(dst, "ring", cx-rd/2, cy-rd/2, rd, rd, t.C("flip.star"))
	sd := l.cell * 0.55
	game.DrawSpriteF(dst, "star", float64(mid.Max.X)-sd*0.6, float64(mid.Min.Y)-sd*0.4, sd, sd, t.C("flip.star"))
}

// drawPanel writes the title, the legend, the dot count, the name box with its keys, what the
// previewed block or the hint does, and the proof for this size.
func (s *Scene) drawPanel(dst *ebiten.Image, f *game.Frame, l layout, p solver.Position, won bool) {
	t := f.Theme
	size := p.Size()
	x := l.px
	e := size.Edge()
	title := s.text.Face(game.Bold, f.U(18))
	body := s.text.Face(game.Regular, f.U(14))
	small := s.text.Face(game.Regular, f.U(14))
	if l.titleY >= 0 {
		fit(dst, fmt.Sprintf("%d×%d board, %d×%d inside the ring", e, e, int(size), int(size)), title, x, l.titleY, l.pw, t.Text)
	}

	// Legend: the two faces by shape, and the middle's mark.
	sz := f.U(18)
	lx := x
	if l.legendY >= 0 {
		game.DrawSpriteF(dst, "flip-dot", lx, l.legendY-sz/2, sz, sz, t.Text)
		lx += sz + f.U(6)
		game.DrawText(dst, "dot", body, lx, l.legendY, game.Left, t.Dim)
		lx += game.TextWidth("dot", body) + f.U(16)
		game.DrawSpriteF(dst, "flip-dash", lx, l.legendY-sz*0.15, sz, sz*0.3, t.Dim)
		lx += sz + f.U(6)
		game.DrawText(dst, "dash", body, lx, l.legendY, game.Left, t.Dim)
		lx += game.TextWidth("dash", body) + f.U(16)
		game.DrawSpriteF(dst, "flip-target", lx, l.legendY-sz/2, sz, sz, t.Good)
		lx += sz + f.U(6)
		fit(dst, "middle "+p.Middle().Name()+": the last dot", body, lx, l.legendY, x+l.pw-lx, t.Dim)
	}

	n := p.Board().Count()
	count := fmt.Sprintf("%d %s on the board; the goal is 1, in %s.", n, plural(n, "dot", "dots"), p.Middle().Name())
	if won {
		count = "One dot, in the middle: solved!"
	}
	cc := t.Text
	if won {
		cc = t.Good
		game.DrawSpriteF(dst, "check", x, l.countY-sz/2, sz, sz, t.Good)
		fit(dst, count, s.text.Face(game.Bold, f.U(15)), x+sz+f.U(6), l.countY, l.pw-sz-f.U(6), cc)
	} else {
		fit(dst, count, body, x, l.countY, l.pw, cc)
	}

	if l.boxLineY >= 0 {
		s.drawBox(dst, f, l)
	}
	keys := f.In.Words("Tap the box to type a cell name such as "+p.Middle().Name()+";",
		"Type a cell name such as "+p.Middle().Name()+", then Enter.")
	if s.editing {
		keys = f.In.Words("Done on the keyboard plays it.", "Enter plays it · Backspace edits · Esc closes.")
	}
	if l.boxLineY >= 0 {
		fit(dst, keys, body, x, l.boxLineY, l.pw, t.Dim)
	}
	sc := shortcutColumns(size)
	note := f.In.Words("Done on the keyboard flips its block.", "Or press ' (or :) to open the box.")
	if len(sc) > 0 && !f.In.LastTouch {
		note = fmt.Sprintf("Column %s %s a shortcut key: press ' (or :) first.", strings.Join(sc, ", "), plural(len(sc), "is", "are"))
		if len(sc) > 1 {
			note = fmt.Sprintf("Columns %s are shortcut keys: press ' (or :) first.", strings.Join(sc, ", "))
		}
	}
	if l.shortcutY >= 0 {
		fit(dst, note, small, x, l.shortcutY, l.pw, t.Dim)
	}

	info, ic := "", t.Dim
	switch {
	case won:
	case s.editing:
		if c, ok := s.typedCell(size); ok {
			info, ic = fmt.Sprintf("Enter flips the 3×3 block centred on %s (shaded).", c.Name()), t.Accent
		} else {
			info = fmt.Sprintf("Columns a..%s, rows 1..%d.", lastColumn(size), int(size))
		}
	case s.selOn && s.keys:
		info, ic = fmt.Sprintf("Enter flips the 3×3 block centred on %s (shaded); the arrows move it.", s.sel.Name()), t.Accent
	case s.selOn:
		info, ic = fmt.Sprintf("%s to flip the 3×3 block centred on %s (shaded).", f.In.Words("Tap", "Click"), s.sel.Name()), t.Accent
	case f.Hint != nil && f.Hint.Move != "":
		info, ic = hintInfo(f.Hint), t.Text
	default:
		info = f.In.Words("Long-press a cell to see its block.", "Hover over a cell to see its block, or press the arrow keys for a cursor.")
	}
	s.drawn = append(s.drawn, count, keys, note, info)
	infoLines, proof := game.Wrap(info, body, l.pw), game.Wrap(s.proofLine(size), small, l.pw)
	bottom := l.panelBottomY
	if last := l.proofY + f.U(18) + float64(len(proof)-1)*f.U(16); len(infoLines) > 2 || l.infoY < 0 && info != "" || last+f.U(15) > bottom {
		// What does not fit is a tap away: the shell's "more" chip shows it whole.
		bottom -= f.FoldH()
		f.Fold(image.Rect(int(x), int(l.countY), int(x+l.pw), int(l.panelBottomY)), strings.TrimSpace(info+"\n"+s.proofLine(size)))
	}
	k := 0 // the lines that fit; the last of them ends where a reader sees it end when more are left out
	for k < min(2, len(infoLines)) && l.infoY >= 0 && l.infoY+float64(k)*f.U(18)+f.U(9) <= bottom {
		k++
	}
	if k > 0 && k < len(infoLines) {
		infoLines[k-1] = game.EndFolded(infoLines[k-1], func(s string) bool { return game.TextWidth(s, body) <= l.pw })
	}
	for i, line := range infoLines[:k] {
		game.DrawText(dst, line, body, x, l.infoY+float64(i)*f.U(18), game.Left, ic)
	}

	y := l.proofY + f.U(18)
	for _, line := range proof {
		if y+f.U(15) > bottom {
			break
		}
		game.DrawTextTop(dst, line, small, x, y, game.Left, t.Dim)
		y += f.U(16)
	}
}

// drawBox draws the name box: what was typed, with a caret while it has focus.
func (s *Scene) drawBox(dst *ebiten.Image, f *game.Frame, l layout) {
	t := f.Theme
	r := l.box
	corner := float64(r.Dy()) / 4
	game.DrawPanel(dst, "panel", r, corner, t.Panel)
	if s.editing {
		game.DrawPanel(dst, "frame", r, corner, t.Accent)
	}
	face := s.text.Face(game.Mono, f.U(18))
	label := s.text.Face(game.Regular, f.U(14))
	x := float64(r.Min.X) + f.U(12)
	cy := float64(r.Min.Y+r.Max.Y) / 2
	game.DrawText(dst, "Cell", label, x, cy, game.Left, t.Dim)
	x += game.TextWidth("Cell", label) + f.U(10)
	switch {
	case s.typed.Text != "":
		game.DrawText(dst, s.typed.Text, face, x, cy, game.Left, t.Text)
		x += game.TextWidth(s.typed.Text, face)
	case !s.editing:
		game.DrawText(dst, l.size.Middle().Name(), face, x, cy, game.Left, game.Fade(t.Dim, 0.6))
	}
	if s.editing && f.CaretOn() {
		game.Line(dst, x+f.U(2), cy-f.U(10), x+f.U(2), cy+f.U(10), math.Max(1, f.U(2)), t.Text)
	}
}

// selected is the cell whose block is previewed: the typed name's while the box is open, else the
// selection when it is shown.
func (s *Scene) selected(size rules.Size) (rules.Cell, bool) {
	if s.editing {
		return s.typedCell(size)
	}
	return s.sel, s.selOn && size.Interior(s.sel)
}

// hintInfo is the panel's line about the hint: the block to flip, and how many follow it; the other
// blocks are named (marked on the board) only once the player asked for the whole solution.
func hintInfo(h *puzzle.Hint) string {
	rest := h.Remaining - 1
	switch {
	case rest <= 0:
		return fmt.Sprintf("Hint: flip %s (framed) and the game is won.", h.Move)
	case len(h.Line) > 1:
		return fmt.Sprintf("Solution: flip %s (framed), then the %d %s marked with a diamond.", h.Move, rest, plural(rest, "block", "blocks"))
	}
	return fmt.Sprintf("Hint: flip %s (framed); %d more %s after it.", h.Move, rest, plural(rest, "flip", "flips"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// frame outlines r with a band of width w inside it, as four filled rectangles: the edges are
// axis-aligned, so no anti-aliasing (and no path rendering) is needed.
func frame(dst *ebiten.Image, r image.Rectangle, w float64, c color.Color) {
	k := max(1, int(math.Round(w)))
	game.FillRect(dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+k), c)
	game.FillRect(dst, image.Rect(r.Min.X, r.Max.Y-k, r.Max.X, r.Max.Y), c)
	game.FillRect(dst, image.Rect(r.Min.X, r.Min.Y+k, r.Min.X+k, r.Max.Y-k), c)
	game.FillRect(dst, image.Rect(r.Max.X-k, r.Min.Y+k, r.Max.X, r.Max.Y-k), c)
}

// fit draws one line of text, shortened with an ellipsis if it is wider than w.
func fit(dst *ebiten.Image, s string, face *game.TextFace, x, y, w float64, c color.Color) {
	game.DrawText(dst, game.Ellipsize(s, face, w), face, x, y, game.Left, c) // noted by the layout report
}

// MinTarget is the smallest thing a tap acts on, in screen pixels: the cells and the name box, or, where
// the cells are too small for a finger, the loupe's cells and its close button (a tap on the board opens
// the loupe).
func (s *Scene) MinTarget(f *game.Frame) float64 {
	p, ok := position(f)
	if !ok {
		return 0
	}
	l := newLayout(f.Area, f.Unit, p.Size())
	least := float64(l.cellRect(rules.Cell{Col: 1, Row: 1}).Dx())
	if loupe.Needed(l.cell, f.Unit) {
		least = float64(min(loupe.CellSide(f.Unit), loupe.CloseSide(f.Unit)))
	}
	if !l.box.Empty() {
		least = min(least, float64(l.box.Dy()), float64(l.box.Dx()))
	}
	return least
}

// MinTextSize is the smallest font size, in screen pixels, of the text the last Draw for f's area and
// unit drew (0 before such a Draw).
func (s *Scene) MinTextSize(f *game.Frame) float64 {
	return s.text.Smallest(f)
}

// TapGrids is where the board's cells are and, while it is open, the loupe's (game.TapGrid).
func (s *Scene) TapGrids(f *game.Frame) map[string]game.TapGrid {
	p, ok := position(f)
	if !ok {
		return nil
	}
	l := newLayout(f.Area, f.Unit, p.Size())
	out := map[string]game.TapGrid{"board": {Rect: l.boardRect(), Cols: l.e, Rows: l.e}}
	if s.mag.On && s.mag.Area == f.Area {
		out["loupe"] = game.TapGrid{Rect: s.mag.Grid, Col0: s.mag.Col0, Row0: s.mag.Row0, Cols: s.mag.N, Rows: s.mag.M}
	}
	return out
}
