package flip

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	rules "quintet/rules/flip"
	solver "quintet/solver/flip"
)

// The help's pages of mathematics (game.Guide), each on the worked example's board so the pictures and
// the example tell one story:
//
//   - Moves: a move is a vector of bits (its block); flipping adds it mod 2, so a game is a set of
//     moves x and the move map A sends it to A·x. The example's three blocks add up to the difference
//     between its start and the target.
//   - Unique: taking the moves in reading order, each block's top-left cell is reached by no later
//     block, so each move is forced in turn. That proves the solution is unique (A has full rank:
//     the top-left cells make it triangular) and is how the picture finds it, move by move.
//   - One dot: a line of the board marked ●●–●●–… is a parity check (every block covers 0 or 2 of its
//     marks); a single dot anywhere but the middle fails one, so it can never be reached.
//
// Everything shown is computed: the pictures run these arguments on the board, and the tests compare
// them with the solver.

// HelpPages are Flip's pages of mathematics (game.Guide).
func (s *Scene) HelpPages() []game.HelpPage {
	ex, err := exampleBoard()
	if err != nil {
		return nil // the example does not decode: the rules test says why
	}
	size := ex.Size()
	cur := s.hotSize
	if cur.Check() != nil {
		cur = size
	}
	line, _ := solver.Backend.Hint(context.Background(), solver.NewPosition(ex))
	chase := chaseSteps(ex)
	one := dotChecks(size)
	return []game.HelpPage{
		{Title: "Moves", Steps: 2, Text: func(st int) string { return movesText(size, line.Line, st) },
			Draw: clipped(func(dst *ebiten.Image, f *game.Frame, st int) { drawMoves(dst, f, ex, line.Line, st) })},
		{Title: "Unique", Steps: len(chase), Text: func(st int) string { return chaseText(chase, st, cur) },
			Draw: clipped(func(dst *ebiten.Image, f *game.Frame, st int) { drawChase(dst, f, chase, st) })},
		{Title: "One dot", Steps: len(one), Text: func(st int) string { return dotText(one, st, cur) },
			Draw: clipped(func(dst *ebiten.Image, f *game.Frame, st int) { drawDotCheck(dst, f, one, st) })},
	}
}

// clipped draws a picture into f.Area only, whatever its strokes' widths.
func clipped(draw func(*ebiten.Image, *game.Frame, int)) func(*ebiten.Image, *game.Frame, int) {
	return func(dst *ebiten.Image, f *game.Frame, st int) {
		draw(dst.SubImage(f.Area.Intersect(dst.Bounds())).(*ebiten.Image), f, st)
	}
}

// boardSquare is the square a board picture takes in area a, above a caption line of height lh, with
// a margin for the frames drawn round its cells.
func boardSquare(f *game.Frame, a image.Rectangle, lh int) image.Rectangle {
	m := int(f.U(6))
	side := max(1, min(a.Dx(), a.Dy()-lh)-2*m)
	x, y := a.Min.X+(a.Dx()-side)/2, a.Min.Y+(a.Dy()-side-lh)/2
	return image.Rect(x, y, x+side, y+side)
}

// captionLines joins a caption's parts on one line when it fits the width, else gives each its own.
func captionLines(parts []string, face *game.TextFace, width float64) []string {
	one := strings.Join(parts, " · ")
	if game.TextWidth(one, face) <= width {
		return []string{one}
	}
	out := make([]string, len(parts))
	for i, p := range parts {
		out[i] = game.Ellipsize(p, face, width)
	}
	return out
}

// drawCaption writes caption lines centred under the board square r.
func drawCaption(dst *ebiten.Image, f *game.Frame, r image.Rectangle, lines []string, face *game.TextFace, lh int) {
	cx := float64(f.Area.Min.X+f.Area.Max.X) / 2
	for i, line := range lines {
		game.DrawText(dst, line, face, cx, float64(r.Max.Y)+f.U(4)+float64(i*lh+lh/2), game.Center, f.Theme.Text)
	}
}

// exampleBoard is the start of the worked example.
func exampleBoard() (rules.Board, error) {
	id := solver.Backend.Info().Example.ID
	parts := strings.SplitN(id, ":", 3)
	if len(parts) != 3 {
		return rules.Board{}, fmt.Errorf("example %q is not a specific position", id)
	}
	p, err := solver.Backend.Decode(parts[1], parts[2])
	if err != nil {
		return rules.Board{}, err
	}
	return p.(solver.Position).Board(), nil
}

// --- the move map -------------------------------------------------------------------------------------

func movesText(size rules.Size, line []string, st int) string {
	e := size.Edge()
	if st == 0 {
		return fmt.Sprintf("Write a board as %d bits, a dot being 1 and a dash 0. A flip adds its block's bits mod 2 (1 + 1 = 0), so flips commute and a block flipped twice vanishes: a game is a set of moves.\n\nThe move map A sends a set of moves to the sum of their blocks. On %d×%d it has %d columns, these blocks, of %d bits each.",
			e*e, e, e, size.Moves(), e*e)
	}
	return fmt.Sprintf("Solving means writing start + target (the cells that must change) as a sum of blocks: A·x = start + target.\n\nThe example's blocks %s add up to exactly that; where two blocks overlap, the flips cancel.",
		strings.Join(line, ", "))
}

// blockBits is the board whose dots are exactly the block of move c.
func blockBits(size rules.Size, c rules.Cell) rules.Board {
	b := rules.Empty(size)
	_ = b.Flip(c)
	return b
}

// plus is the cell-by-cell sum mod 2 of boards of one size.
func plus(bs ...rules.Board) rules.Board {
	out := rules.Empty(bs[0].Size())
	w := out.Bits()
	for _, b := range bs {
		for k, x := range b.Bits() {
			w[k] ^= x
		}
	}
	return rules.FromWords(out.Size(), w)
}

// drawMoves draws every move's block (step 0), or the example's blocks summed beside its start plus
// the target (step 1), each as a small board of bits.
func drawMoves(dst *ebiten.Image, f *game.Frame, ex rules.Board, line []string, st int) {
	t := f.Theme
	size := ex.Size()
	a := f.Area
	face := game.Face(game.Regular, 15*f.Unit)
	lh := int(f.U(22))
	if st == 0 {
		n := int(size)
		sw, sh := a.Dx()/n, a.Dy()/n
		side := min(sw-int(f.U(8)), sh-lh-int(f.U(4)))
		for _, c := range size.InteriorCells() {
			x := a.Min.X + (c.Col-1)*sw + (sw-side)/2
			y := a.Min.Y + (c.Row-1)*sh + (sh-side-lh)/2
			r := image.Rect(x, y, x+side, y+side)
			drawBits(dst, r, blockBits(size, c), t.Accent, t)
			game.DrawText(dst, c.Name(), face, float64(x+side/2), float64(r.Max.Y+lh/2), game.Center, t.Text)
		}
		return
	}
	var terms []rules.Board
	for _, m := range line {
		c, err := rules.ParseCell(size, m)
		if err != nil {
			return
		}
		terms = append(terms, blockBits(size, c))
	}
	sum := plus(terms...)
	rows := []struct {
		boards []rules.Board
		names  []string
	}{
		{append(terms, sum), append(append([]string{}, line...), "sum")},
		{[]rules.Board{ex, rules.Target(size), plus(ex, rules.Target(size))}, []string{"start", "target", "change"}},
	}
	most := len(terms) + 1
	sign := int(f.U(22))
	side := min((a.Dx()-(most-1)*sign)/most, (a.Dy()-2*lh)/2-int(f.U(8)))
	for i, row := range rows {
		k := len(row.boards)
		w := k*side + (k-1)*sign
		x := a.Min.X + (a.Dx()-w)/2
		y := a.Min.Y + (a.Dy()-2*(side+lh))/3*(i+1) + i*(side+lh)
		for j, b := range row.boards {
			r := image.Rect(x, y, x+side, y+side)
			col := t.Accent
			if j == k-1 {
				col = t.HintC // the result, in the hint's colour, the same in both rows
			}
			drawBits(dst, r, b, col, t)
			game.DrawText(dst, row.names[j], face, float64(x+side/2), float64(r.Max.Y+lh/2), game.Center, t.Text)
			if j < k-1 {
				op := "+"
				if j == k-2 {
					op = "="
				}
				game.DrawText(dst, op, game.Face(game.Bold, 18*f.Unit), float64(r.Max.X+sign/2), float64(y+side/2), game.Center, t.Text)
			}
			x += side + sign
		}
	}
}

// drawBits draws a board as bits: a 1 a filled cell, a 0 an empty one, the ring a little darker.
func drawBits(dst *ebiten.Image, r image.Rectangle, b rules.Board, on color.NRGBA, t *game.Theme) {
	size := b.Size()
	e := size.Edge()
	cell := float64(r.Dx()) / float64(e)
	gap := math.Max(1, math.Floor(cell/10))
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			c := rules.Cell{Col: col, Row: row}
			x0 := r.Min.X + int(math.Round(float64(col)*cell))
			y0 := r.Min.Y + int(math.Round(float64(row)*cell))
			x1 := r.Min.X + int(math.Round(float64(col+1)*cell-gap))
			y1 := r.Min.Y + int(math.Round(float64(row+1)*cell-gap))
			bg := t.PanelHi
			if !size.Interior(c) {
				bg = t.Line
			}
			if b.Dot(c) {
				bg = on
			}
			game.FillRect(dst, image.Rect(x0, y0, x1, y1), bg)
		}
	}
}

// --- uniqueness: each move forced in turn -------------------------------------------------------------

// chaseStep is the state after deciding the first k moves in reading order (k = 0: none yet).
type chaseStep struct {
	board   rules.Board  // the board after the moves chosen so far
	move    rules.Cell   // the move decided at this step (k ≥ 1)
	corner  rules.Cell   // its block's top-left cell
	wrong   bool         // that cell differed from the target before the decision: the move is flipped
	chosen  []rules.Cell // the moves chosen so far
	k, of   int
	reached bool // after the last step: the board is the target
}

// chaseSteps decides the moves of b's solution one by one in reading order: move (c, r) is flipped
// exactly when its block's top-left cell (c−1, r−1) differs from the target, for no later move reaches
// that cell. It returns the state before any decision and after each.
func chaseSteps(b rules.Board) []chaseStep {
	size := b.Size()
	target := rules.Target(size)
	cur := b.Clone()
	out := []chaseStep{{board: cur.Clone(), of: size.Moves()}}
	var chosen []rules.Cell
	for k, m := range size.InteriorCells() {
		corner := rules.Cell{Col: m.Col - 1, Row: m.Row - 1}
		wrong := cur.Dot(corner) != target.Dot(corner)
		if wrong {
			_ = cur.Flip(m)
			chosen = append(chosen, m)
		}
		out = append(out, chaseStep{board: cur.Clone(), move: m, corner: corner, wrong: wrong,
			chosen: append([]rules.Cell(nil), chosen...), k: k + 1, of: size.Moves(), reached: cur.Won()})
	}
	return out
}

func names(cs []rules.Cell) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name())
	}
	return "{" + strings.Join(out, ", ") + "}"
}

func chaseText(steps []chaseStep, st int, cur rules.Size) string {
	st = min(max(st, 0), len(steps)-1)
	c := steps[st]
	if st == 0 {
		return "Why the hint's set is the only one. Take the moves in reading order. A block's top-left cell is reached by no later block, so when a move's turn comes it is forced: flip it exactly when that cell (framed) is still wrong.\n\nWrong cells are shaded red, with a cross in the corner."
	}
	verdict := fmt.Sprintf("right, so %s is not flipped", c.move.Name())
	if c.wrong {
		verdict = fmt.Sprintf("wrong, so %s must be flipped", c.move.Name())
	}
	text := fmt.Sprintf("Move %d of %d, %s: the top-left cell of its block is %s.\n\nChosen so far: %s.", c.k, c.of, c.move.Name(), verdict, names(c.chosen))
	if st < len(steps)-1 {
		return text
	}
	size := c.board.Size()
	pr, err := solver.Prove(context.Background(), size)
	if err != nil {
		return text
	}
	rank := fmt.Sprintf("Every move was forced: %s is the only winning set, so %d flips is the fewest. The top-left cells make A triangular, so its rank is %d of %d moves; the solver's elimination agrees (rank %d).",
		names(c.chosen), len(c.chosen), size.Moves(), size.Moves(), pr.Rank)
	if !c.reached {
		rank = "The moves are used up and cells are still wrong: no set of moves wins this board."
	}
	return fmt.Sprintf("Move %d of %d, %s: its top-left cell is %s.\n\n%s%s", c.k, c.of, c.move.Name(), verdict, rank, currentProof(cur, size))
}

// currentProof is what the solver proved for the size being played, when it is not the example's.
func currentProof(cur, shown rules.Size) string {
	if cur == shown || cur.Check() != nil {
		return ""
	}
	pr, err := solver.Prove(context.Background(), cur)
	if err != nil {
		return ""
	}
	return "\n\nYour board, " + solver.ProofLine(pr)
}

// drawChase draws the board at one step of the chase: wrong cells crossed, the move's block framed
// and its top-left cell framed heavily.
func drawChase(dst *ebiten.Image, f *game.Frame, steps []chaseStep, st int) {
	st = min(max(st, 0), len(steps)-1)
	c := steps[st]
	t := f.Theme
	a := f.Area
	face := game.Face(game.Regular, 15*f.Unit)
	lh := int(f.U(22))
	chosen := "none chosen"
	if len(c.chosen) > 0 {
		chosen = "chosen " + names(c.chosen)
	}
	lines := captionLines([]string{fmt.Sprintf("%d wrong", countWrong(c.board)), chosen}, face, float64(a.Dx()))
	r := boardSquare(f, a, len(lines)*lh+int(f.U(4)))
	target := rules.Target(c.board.Size())
	cells := drawBoard(dst, f, r, c.board, func(cl rules.Cell) bool { return c.board.Dot(cl) != target.Dot(cl) })
	if st > 0 {
		br := cells(rules.Cell{Col: c.move.Col - 1, Row: c.move.Row - 1}).Union(cells(rules.Cell{Col: c.move.Col + 1, Row: c.move.Row + 1}))
		frame(dst, br, math.Max(1.5, f.U(2.5)), t.Accent)
		frame(dst, cells(c.corner).Inset(-int(f.U(1))), math.Max(2, f.U(4)), t.HintC)
	}
	drawCaption(dst, f, r, lines, face, lh)
}

func countWrong(b rules.Board) int {
	return plus(b, rules.Target(b.Size())).Count()
}

// drawBoard draws a board as the game does (dots, dashes, the ring, the middle's mark) in the square
// r, crossing the cells wrong reports; it returns the rectangle of a cell.
func drawBoard(dst *ebiten.Image, f *game.Frame, r image.Rectangle, b rules.Board, wrong func(rules.Cell) bool) func(rules.Cell) image.Rectangle {
	t := f.Theme
	size := b.Size()
	e := size.Edge()
	cell := float64(r.Dx()) / float64(e)
	rect := func(c rules.Cell) image.Rectangle {
		return image.Rect(r.Min.X+int(math.Round(float64(c.Col)*cell)), r.Min.Y+int(math.Round(float64(c.Row)*cell)),
			r.Min.X+int(math.Round(float64(c.Col+1)*cell)), r.Min.Y+int(math.Round(float64(c.Row+1)*cell)))
	}
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			c := rules.Cell{Col: col, Row: row}
			sc := shownCell{c: c, r: rect(c), dot: b.Dot(c), scale: 1}
			if size.Interior(c) {
				sc.sprite(dst, "flip-cell", 1, 1, t.PanelHi)
			} else {
				sc.sprite(dst, "flip-outer", 1, 1, t.Line)
			}
			if c == size.Middle() {
				sc.sprite(dst, "flip-cell", 1, 1, game.Fade(t.Good, 0.22))
			}
			if wrong != nil && wrong(c) {
				sc.sprite(dst, "flip-cell", 1, 1, game.Fade(t.Bad, 0.35))
				// A cross in the corner, so "wrong" does not rest on colour alone.
				k := cell * 0.18
				x0, y0 := float64(sc.r.Min.X)+cell*0.08, float64(sc.r.Min.Y)+cell*0.08
				w := math.Max(1.5, cell*0.05)
				game.Line(dst, x0, y0, x0+k, y0+k, w, t.Bad)
				game.Line(dst, x0+k, y0, x0, y0+k, w, t.Bad)
			}
			if sc.dot {
				sc.sprite(dst, "flip-dot", 0.5, 0.5, t.Text)
			} else {
				sc.sprite(dst, "flip-dash", 0.52, 0.17, t.Dim)
			}
		}
	}
	o := int(math.Max(1, cell*0.06))
	game.DrawSprite(dst, "flip-target", rect(size.Middle()).Inset(-o).Intersect(r), t.Good)
	return rect
}

// --- one dot: line checks ------------------------------------------------------------------------------

// lineCheck is a parity check along one line of the board: the cells of row (or column) line whose
// position along it is not ≡ skip (mod 3). Any three consecutive cells of a line hold exactly two of
// them, so every 3×3 block covers 0 or 2 marked cells, and no flip changes the parity of the dots on
// them.
type lineCheck struct {
	column bool // the line is a column (else a row)
	line   int
	skip   int
}

func (h lineCheck) marked(c rules.Cell) bool {
	if h.column {
		return c.Col == h.line && c.Row%3 != h.skip
	}
	return c.Row == h.line && c.Col%3 != h.skip
}

// checkFor is a line check that tells the single dot at q apart from the middle m: q's row, with q
// marked, when q is off the middle's row (the middle is then off the line); else q's column, with
// the middle's row marked.
func checkFor(size rules.Size, q rules.Cell) lineCheck {
	m := size.Middle()
	if q.Row != m.Row {
		return lineCheck{line: q.Row, skip: (q.Col + 1) % 3}
	}
	return lineCheck{column: true, line: q.Col, skip: (m.Row + 1) % 3}
}

// blockMarks is how many marked cells the block of move c covers.
func (h lineCheck) blockMarks(size rules.Size, c rules.Cell) int {
	n := 0
	for _, x := range size.Block(c) {
		if h.marked(x) {
			n++
		}
	}
	return n
}

// marksWithDots is how many marked cells of b hold dots.
func (h lineCheck) marksWithDots(b rules.Board) int {
	n := 0
	e := b.Size().Edge()
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			if c := (rules.Cell{Col: col, Row: row}); h.marked(c) && b.Dot(c) {
				n++
			}
		}
	}
	return n
}

// dotStep is one picture of the one-dot page: a board with a single dot, its check, and a block that
// meets the line.
type dotStep struct {
	board rules.Board
	check lineCheck
	block rules.Cell
	dot   rules.Cell
}

// dotChecks are the one-dot page's pictures: a dot off the middle's row caught by its row, the target
// under the same check, and a dot on the middle's row caught by its column.
func dotChecks(size rules.Size) []dotStep {
	m := size.Middle()
	q1 := rules.Cell{Col: 1, Row: 1}
	if q1.Row == m.Row {
		q1.Row = 0
	}
	q2 := rules.Cell{Col: 0, Row: m.Row}
	h1, h2 := checkFor(size, q1), checkFor(size, q2)
	single := func(q rules.Cell) rules.Board {
		w := rules.Empty(size).Bits()
		i := q.Row*size.Edge() + q.Col
		w[i/64] |= 1 << (i % 64)
		return rules.FromWords(size, w)
	}
	// A block that meets each line: centred on the line (moved inside), beside the dot.
	near := func(h lineCheck, q rules.Cell) rules.Cell {
		c := rules.Cell{Col: min(max(q.Col+1, 1), int(size)), Row: min(max(q.Row, 1), int(size))}
		if h.column {
			c = rules.Cell{Col: min(max(q.Col, 1), int(size)), Row: min(max(q.Row+1, 1), int(size))}
		}
		return c
	}
	return []dotStep{
		{board: single(q1), check: h1, block: near(h1, q1), dot: q1},
		{board: rules.Target(size), check: h1, block: near(h1, q1), dot: m},
		{board: single(q2), check: h2, block: near(h2, q2), dot: q2},
	}
}

func dotText(steps []dotStep, st int, cur rules.Size) string {
	st = min(max(st, 0), len(steps)-1)
	d := steps[st]
	size := d.board.Size()
	n := d.check.marksWithDots(d.board)
	switch st {
	case 0:
		return fmt.Sprintf("Why one dot elsewhere never wins. Mark the dot's row in the pattern ●●–●●–… so the dot is marked. Any 3 cells of the pattern hold exactly 2 marks, so every block covers 0 or 2 marks (here %d): a flip never changes whether the marked cells hold an odd number of dots.\n\nThis board: %d, odd.",
			d.check.blockMarks(size, d.block), n)
	case 1:
		return fmt.Sprintf("The target's one dot is in the middle, off that row: %d marked dots, even. No flip changes odd to even, so no flips lead from that board to the target.", n)
	}
	pr, err := solver.Prove(context.Background(), size)
	proof := ""
	if err == nil {
		proof = fmt.Sprintf(" The solver checks all %d parity checks of %d×%d against every single dot: %s", pr.Checks, size.Edge(), size.Edge(), reachText(pr))
	}
	return fmt.Sprintf("A dot on the middle's own row is caught by its column instead (%d marked dot, odd). So every single dot but the middle's fails a check.%s%s",
		n, proof, currentProof(cur, size))
}

func reachText(pr solver.Proof) string {
	if pr.SingleDotElsewhere {
		return fmt.Sprintf("reachable at %v.", pr.SingleDotsReachable)
	}
	return "only the middle passes."
}

// drawDotCheck draws a board with its check's marked cells, a block meeting the line and the counts.
func drawDotCheck(dst *ebiten.Image, f *game.Frame, steps []dotStep, st int) {
	st = min(max(st, 0), len(steps)-1)
	d := steps[st]
	t := f.Theme
	a := f.Area
	face := game.Face(game.Regular, 15*f.Unit)
	lh := int(f.U(22))
	size := d.board.Size()
	n := d.check.marksWithDots(d.board)
	parity := "odd"
	if n%2 == 0 {
		parity = "even"
	}
	lines := captionLines([]string{fmt.Sprintf("marked dots: %d, %s", n, parity), fmt.Sprintf("block covers %d", d.check.blockMarks(size, d.block))}, face, float64(a.Dx()))
	r := boardSquare(f, a, len(lines)*lh+int(f.U(4)))
	cells := drawBoard(dst, f, r, d.board, nil)
	e := size.Edge()
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			if c := (rules.Cell{Col: col, Row: row}); d.check.marked(c) {
				cr := cells(c)
				frame(dst, cr.Inset(int(math.Max(1, float64(cr.Dx())*0.06))), math.Max(2, f.U(3)), t.HintC)
			}
		}
	}
	br := cells(rules.Cell{Col: d.block.Col - 1, Row: d.block.Row - 1}).Union(cells(rules.Cell{Col: d.block.Col + 1, Row: d.block.Row + 1}))
	frame(dst, br, math.Max(1.5, f.U(2.5)), t.Accent)
	drawCaption(dst, f, r, lines, face, lh)
}
