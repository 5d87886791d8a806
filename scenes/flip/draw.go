package flip

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"quintet/game/kit"
	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
	solver "quintet/solver/flip"
)

// Draw shows the board, its labels, the selection's block (or the typed name's) and the hint, and the
// panel.
func (s *Scene) Draw(dst *kit.Canvas, f *scene.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	s.sync(f, p) // the move made this tick is drawn from its first frame
	l := newLayout(f.Area, f.Unit, p.Size())
	var m marks // the previewed block shaded and framed, and its centre framed: the cursor
	if c, on := s.selected(p.Size()); on {
		m = marks{block: c, shadeC: kit.Fade(f.Theme.Accent, 0.3), ringC: f.Theme.Accent,
			shade: solver.BlockBits(p.Size(), c).Dot, ring: func(x rules.Cell) bool { return x == c }}
	}
	s.drawLabels(dst, f, l)
	s.drawBoard(dst, f, l, p, m)
	s.drawHint(dst, f, l, p.Size())
	s.drawPanel(dst, f, l, p)
	if s.mag.On && s.mag.Area == f.Area {
		caption := "Tap a cell to flip its block"
		if p.Status() == puzzle.Won {
			caption = "Solved"
		}
		s.mag.DrawFrame(dst, f, caption)
		// The cells it shows, drawn as the board draws them at the loupe's scale (with no room for
		// the hint's plate: the panel names the hinted block).
		o := s.mag.Origin()
		lc := boardAt(p.Size(), float64(o.X), float64(o.Y), float64(s.mag.Cell))
		s.drawBoard(s.mag.Cells(dst), f, lc, p, m)
		s.drawHint(s.mag.Cells(dst), f, lc, p.Size())
	}
}

// marks are what a picture of the board shows besides its dots and dashes: a framed 3×3 block (when
// block is an interior cell), shaded cells (crossed too, where cells are wrong, so that does not rest
// on colour alone), and cells framed on their own.
type marks struct {
	block         rules.Cell
	cross         bool
	shade, ring   func(rules.Cell) bool
	shadeC, ringC color.NRGBA
}

// drawBoard draws the cells, the middle's mark, the animation of the last move and the marks, for
// the board laid out by l. The help's pictures draw their boards with it too.
func (s *Scene) drawBoard(dst *kit.Canvas, f *scene.Frame, l layout, p solver.Position, m marks) {
	t := f.Theme
	size := p.Size()
	kit.FillRect(dst, l.boardRect(), kit.Fade(t.Panel, 0.25))
	prog, flipping := s.anim.At(f)
	last, _ := p.Last()
	turning := solver.BlockBits(size, last).Dot // the last move's block
	// Each pass draws one sprite everywhere it is needed, so the draws batch on the GPU.
	cells := make([]shownCell, 0, l.e*l.e)
	for i := range l.e * l.e {
		c := rules.Cell{Col: i % l.e, Row: i / l.e}
		sc := shownCell{c: c, r: l.cellRect(c), dot: p.Dot(c), scale: 1}
		if flipping && turning(c) {
			// Turned over like a card: the old face narrows to an edge, the new one widens.
			sc.scale = math.Abs(math.Cos(math.Pi * prog))
			if prog < 0.5 {
				sc.dot = !sc.dot
			}
		}
		cells = append(cells, sc)
	}
	passes := []struct {
		sprite string
		fw, fh float64
		c      color.Color
		on     func(shownCell) bool
	}{
		{"flip-cell", 1, 1, t.PanelHi, func(sc shownCell) bool { return size.Interior(sc.c) }},
		{"flip-outer", 1, 1, t.Line, func(sc shownCell) bool { return !size.Interior(sc.c) }},
		{"flip-cell", 1, 1, kit.Fade(t.Good, 0.22), func(sc shownCell) bool { return sc.c == p.Middle() }},
		{"flip-cell", 1, 1, m.shadeC, func(sc shownCell) bool { return m.shade != nil && m.shade(sc.c) }},
		{"flip-dot", 0.5, 0.5, t.Text, func(sc shownCell) bool { return sc.dot }},
		{"flip-dash", 0.52, 0.17, t.Dim, func(sc shownCell) bool { return !sc.dot }},
	}
	for _, pass := range passes {
		for _, sc := range cells {
			if pass.on(sc) {
				sc.sprite(dst, pass.sprite, pass.fw, pass.fh, pass.c)
			}
		}
	}
	// The line between the ring and the interior.
	in := l.cellRect(rules.Cell{Col: 1, Row: 1}).Union(l.cellRect(rules.Cell{Col: int(size), Row: int(size)}))
	kit.FrameRect(dst, in.Inset(-1), int(math.Round(f.U(2))), t.Line)
	// The middle: where the last dot must be. Once won, its tile turns gold with the dot in black, a
	// ring closes round it, and a small star sits in its corner.
	if mid := (shownCell{r: l.cellRect(p.Middle()), scale: 1}); p.Status() == puzzle.Won && !flipping {
		kit.DrawSprite(dst, "flip-cell", mid.r, t.C("flip.star"))
		mid.sprite(dst, "flip-dot", 0.5, 0.5, t.C("flip.black"))
		mid.sprite(dst, "ring", 1.4, 1.4, t.C("flip.star"))
		sd := l.cell * 0.55
		kit.DrawSpriteF(dst, "star", float64(mid.r.Max.X)-sd*0.6, float64(mid.r.Min.Y)-sd*0.4, sd, sd, t.C("flip.star"))
	} else {
		kit.DrawSprite(dst, "flip-target", mid.r.Inset(-int(math.Max(1, l.cell*0.06))), t.Good)
	}
	for _, sc := range cells {
		if m.cross && m.shade(sc.c) {
			d, o := l.cell*0.29, l.cell*0.03 // the sprite's cross spans 3/4 of it
			kit.DrawSpriteF(dst, "cross", float64(sc.r.Min.X)+o, float64(sc.r.Min.Y)+o, d, d, t.Bad)
		}
		if m.ring != nil && m.ring(sc.c) {
			kit.FrameRect(dst, sc.r.Inset(int(math.Max(1, l.cell*0.06))), max(2, int(math.Round(f.U(3)))), m.ringC)
		}
	}
	if size.Interior(m.block) {
		kit.FrameRect(dst, l.blockRect(m.block), max(2, int(math.Round(f.U(2.5)))), t.Accent)
	}
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
func (sc shownCell) sprite(dst *kit.Canvas, name string, fw, fh float64, c color.Color) {
	w, h := float64(sc.r.Dx())*fw*sc.scale, float64(sc.r.Dy())*fh
	if fh < 1 {
		h = math.Max(h, math.Min(2, float64(sc.r.Dy())))
	}
	cx, cy := float64(sc.r.Min.X+sc.r.Max.X)/2, float64(sc.r.Min.Y+sc.r.Max.Y)/2
	kit.DrawSpriteF(dst, name, cx-w/2, cy-h/2, w, h, c)
}

// drawLabels writes the interior's column letters above the board and its row numbers left of it,
// and where there is room below and right of it too.
func (s *Scene) drawLabels(dst *kit.Canvas, f *scene.Frame, l layout) {
	t := f.Theme
	sel, selected := s.selected(l.size)
	face := kit.Face(kit.Bold, l.label)
	sides := []float64{-l.labelMargin / 2, float64(l.e)*l.cell + l.labelMargin/2} // before the board, after it
	if l.short {
		sides = sides[:1]
	}
	for k := 1; k <= int(l.size); k += l.every {
		at := (float64(k) + 0.5) * l.cell
		colC, rowC := t.Dim, t.Dim
		if selected && sel.Col == k {
			colC = t.Accent
		}
		if selected && sel.Row == k {
			rowC = t.Accent
		}
		for _, o := range sides {
			kit.DrawText(dst, rules.ColumnLetters(k), face, l.x0+at, l.y0+o, kit.Center, colC)
			kit.DrawText(dst, strconv.Itoa(k), face, l.x0+o, l.y0+at, kit.Center, rowC)
		}
	}
}

// drawHint frames the hinted block thickly in the hint colour with a "hint" label, and marks the other
// cells of the optimal line with a small diamond.
func (s *Scene) drawHint(dst *kit.Canvas, f *scene.Frame, l layout, size rules.Size) {
	if f.Hint == nil {
		return
	}
	c, err := rules.ParseCell(size, f.Hint.Move)
	if err != nil {
		return // no move (the empty name) or not one of this board's
	}
	t := f.Theme
	// A diamond on the hinted block's centre and, once the whole solution is shown, lighter ones on
	// the other blocks of the line.
	for i, name := range append([]string{f.Hint.Move}, f.Hint.Line...) {
		if m, err := rules.ParseCell(size, name); err == nil && (i == 0 || m != c) {
			r, d := l.cellRect(m), float64(l.cellRect(m).Dx())*0.3
			kit.DrawSpriteF(dst, "flip-mark", float64(r.Min.X)+f.U(2), float64(r.Min.Y)+f.U(2), d, d, kit.Fade(t.HintC, 1-0.15*float64(min(i, 1))))
		}
	}
	br := l.blockRect(c)
	w := max(3, int(math.Round(f.U(5))))
	kit.FrameRect(dst, br.Inset(-w), w, t.HintC)
	if l.short {
		return // no strip above the board for the plate; the panel's info line names the block
	}
	// The label sits on a small plate above the block, in the strip the layout keeps above the labels.
	face := kit.Face(kit.Bold, f.U(14))
	label := "hint: " + c.Name()
	lw := kit.TextWidth(label, face) + f.U(12)
	lh := f.U(22)
	x := float64(br.Min.X+br.Max.X)/2 - lw/2
	y := l.y0 - l.labelMargin - lh - f.U(2)
	plate := image.Rect(int(x), int(y), int(x+lw), int(y+lh))
	kit.DrawPanel(dst, "panel", plate, lh/3, t.HintC)
	kit.DrawText(dst, label, face, x+lw/2, y+lh/2, kit.Center, t.OnAccent)
}

// drawPanel writes the title, the legend and the dot count, each in the longest of its wordings that
// fits, the name box, and the paragraphs under it (the keys, what the previewed block or the hint
// does, the shortcut note, the proof for this size), each whole: those that do not fit are a tap on
// the shell's "more ›" chip away.
func (s *Scene) drawPanel(dst *kit.Canvas, f *scene.Frame, l layout, p solver.Position) {
	t := f.Theme
	size, n, e, mid := p.Size(), int(p.Size()), p.Size().Edge(), p.Middle().Name()
	won := p.Status() == puzzle.Won
	x := l.px
	body := kit.Face(kit.Regular, f.U(14))
	if title := kit.Face(kit.Bold, f.U(18)); l.titleY >= 0 {
		kit.DrawText(dst, kit.Fitting(dst, title, l.pw, fmt.Sprintf("%d×%d board, %d×%d inside the ring", e, e, n, n), fmt.Sprintf("%d×%d board", e, e), ""),
			title, x, l.titleY, kit.Left, t.Text)
	}
	sz := f.U(18)
	if l.legendY >= 0 {
		// The two faces by shape, and the middle's mark.
		lx := x
		for _, k := range []struct {
			sprite string
			h      float64
			c      color.NRGBA
			words  []string
		}{{"flip-dot", 1, t.Text, []string{"dot"}}, {"flip-dash", 0.3, t.Dim, []string{"dash"}},
			{"flip-target", 1, t.Good, []string{"middle " + mid + ": the last dot", "middle " + mid, mid}}} {
			kit.DrawSpriteF(dst, k.sprite, lx, l.legendY-sz*k.h/2, sz, sz*k.h, k.c)
			lx += sz + f.U(6)
			words := kit.Fitting(dst, body, max(0, x+l.pw-lx), append(k.words, "")...)
			kit.DrawText(dst, words, body, lx, l.legendY, kit.Left, t.Dim)
			lx += kit.TextWidth(words, body) + f.U(16)
		}
	}
	dots := puzzle.Plural(p.Board().Count(), "dot", "dots")
	count := []string{dots + " on the board; the goal is 1, in " + mid + ".", dots + "; the goal is 1, in " + mid + ".", dots}
	if won {
		count = []string{"One dot, in the middle: solved!", "Solved!"}
	}
	if bold := kit.Face(kit.Bold, f.U(15)); l.countY >= 0 && won {
		kit.DrawSpriteF(dst, "check", x, l.countY-sz/2, sz, sz, t.Good)
		kit.DrawText(dst, kit.Fitting(dst, bold, l.pw-sz-f.U(6), append(count, "")...), bold, x+sz+f.U(6), l.countY, kit.Left, t.Good)
	} else if l.countY >= 0 {
		kit.DrawText(dst, kit.Fitting(dst, body, l.pw, append(count, "")...), body, x, l.countY, kit.Left, t.Text)
	}

	keys := "" // how to use the name box, where it is shown
	if !l.box.Empty() {
		s.drawBox(dst, f, l, p.Middle())
		keys = f.In.Words("Tap the box to type a cell name such as "+mid+".", "Type a cell name such as "+mid+", then Enter.")
		if s.NameBox.On {
			keys = f.In.Words("Done on the keyboard plays it.", "Enter plays it · Backspace edits · Esc closes.")
		}
	}
	note := f.In.Words("Done on the keyboard flips its block.", "Press ' (or :) to open the box too.")
	if sc := shortcutColumns(size); len(sc) > 0 && !f.In.LastTouch {
		note = fmt.Sprintf("Column %s is a shortcut key: press ' (or :) first.", sc[0])
		if len(sc) > 1 {
			note = fmt.Sprintf("Columns %s are shortcut keys: press ' (or :) first.", strings.Join(sc, ", "))
		}
	}
	info, ic := s.info(f, size, won)
	s.drawn = []string{count[0], keys, note, info}
	type para struct {
		text  string
		c     color.NRGBA
		lines []string
	}
	var paras []para
	lh, y, bottom, need := f.U(18), l.textY, l.py+l.ph, -f.U(8)
	for _, pa := range []para{{keys, t.Dim, nil}, {info, ic, nil}, {note, t.Dim, nil}, {proofLine(size, "Proved for this board: "), t.Dim, nil}} {
		if pa.text != "" {
			pa.lines = kit.Wrap(dst, pa.text, body, l.pw)
			paras = append(paras, pa)
			need += float64(len(pa.lines))*lh + f.U(8)
		}
	}
	if y+need > bottom {
		bottom -= f.FoldH() // room for the chip
	}
	var rest []string
	for _, pa := range paras {
		if rest != nil || y+float64(len(pa.lines))*lh > bottom {
			rest = append(rest, pa.text)
			continue
		}
		for _, line := range pa.lines {
			kit.DrawTextTop(dst, line, body, x, y, kit.Left, pa.c)
			y += lh
		}
		y += f.U(8)
	}
	if rest != nil {
		f.Fold(image.Rect(int(x), int(l.py), int(x+l.pw), int(l.py+l.ph)), strings.Join(rest, "\n"))
	}
}

// info is the panel's paragraph about what the typed name, the selection or the hint would do, and
// its colour.
func (s *Scene) info(f *scene.Frame, size rules.Size, won bool) (string, color.NRGBA) {
	t := f.Theme
	switch {
	case won:
		return "", t.Dim
	case s.NameBox.On:
		if c, ok := s.selected(size); ok {
			return fmt.Sprintf("Enter flips the 3×3 block centred on %s (shaded).", c.Name()), t.Accent
		}
		return fmt.Sprintf("Columns a..%s, rows 1..%d.", rules.ColumnLetters(int(size)), int(size)), t.Dim
	case s.selOn && s.keys:
		return fmt.Sprintf("Enter flips the 3×3 block centred on %s (shaded); the arrows move it.", s.sel.Name()), t.Accent
	case s.selOn:
		return fmt.Sprintf("%s to flip the 3×3 block centred on %s (shaded).", f.In.Words("Tap", "Click"), s.sel.Name()), t.Accent
	case f.Hint != nil && f.Hint.Move != "":
		return hintInfo(f.Hint), t.Text
	}
	return f.In.Words("Long-press a cell to see its block.", "Hover over a cell to see its block, or press the arrow keys for a cursor."), t.Dim
}

// drawBox draws the name box: what was typed, with a caret while it has focus (else the middle's
// name, greyed, as an example).
func (s *Scene) drawBox(dst *kit.Canvas, f *scene.Frame, l layout, mid rules.Cell) {
	t, r := f.Theme, l.box
	corner := float64(r.Dy()) / 4
	kit.DrawPanel(dst, "panel", r, corner, t.Panel)
	label, face := kit.Face(kit.Regular, f.U(14)), kit.Face(kit.Mono, f.U(18))
	cy := float64(r.Min.Y+r.Max.Y) / 2
	kit.DrawText(dst, "Cell", label, float64(r.Min.X)+f.U(12), cy, kit.Left, t.Dim)
	field := r.Inset(int(f.U(4)))
	field.Min.X = r.Min.X + int(f.U(22)+kit.TextWidth("Cell", label))
	if s.NameBox.On {
		kit.DrawPanel(dst, "frame", r, corner, t.Accent)
		kit.DrawTextBox(dst, &s.Field, field, face, t, 0)
	} else {
		kit.DrawText(dst, mid.Name(), face, float64(field.Min.X), cy, kit.Left, kit.Fade(t.Dim, 0.6))
	}
}

// hintInfo is the panel's line about the hint: the block to flip, and how many follow it; the other
// blocks are named (marked on the board) only once the player asked for the whole solution.
func hintInfo(h *puzzle.Hint) string {
	rest := h.Remaining - 1
	switch {
	case rest <= 0:
		return fmt.Sprintf("Hint: flip %s (framed) and the game is won.", h.Move)
	case len(h.Line) > 1:
		return fmt.Sprintf("Solution: flip %s (framed), then the %s marked with a diamond.", h.Move, puzzle.Plural(rest, "block", "blocks"))
	}
	return fmt.Sprintf("Hint: flip %s (framed); %s after it.", h.Move, puzzle.Plural(rest, "more flip", "more flips"))
}

// layoutFor is the layout of the position f shows, if it is a Flip position.
func layoutFor(f *scene.Frame) (layout, bool) {
	p, ok := position(f)
	if !ok {
		return layout{}, false
	}
	return newLayout(f.Area, f.Unit, p.Size()), true
}

// MinTarget is the smallest thing a tap acts on, in screen pixels: the cells and the name box, or, where
// the cells are too small for a finger, the loupe's cells and its close button (a tap on the board opens
// the loupe).
func (s *Scene) MinTarget(f *scene.Frame) float64 {
	l, ok := layoutFor(f)
	if !ok {
		return 0
	}
	if l.box.Empty() {
		return loupe.Target(l.cell, f.Unit)
	}
	return min(loupe.Target(l.cell, f.Unit), kit.SmallestTarget(l.box))
}

// TapGrids is where the board's cells are and, while it is open, the loupe's (scene.TapGrid).
func (s *Scene) TapGrids(f *scene.Frame) map[string]scene.TapGrid {
	l, ok := layoutFor(f)
	if !ok {
		return nil
	}
	out := map[string]scene.TapGrid{"board": {Rect: l.boardRect(), Cols: l.e, Rows: l.e}}
	if s.mag.On && s.mag.Area == f.Area {
		out["loupe"] = s.mag.TapGrid()
	}
	return out
}
