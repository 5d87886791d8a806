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
	"quintet/rules/puzzle"
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
	chase := solver.Chase(ex)
	one := solver.DotSteps(size)
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
	ps, err := puzzle.ExamplePositions(solver.Backend)
	if err != nil {
		return rules.Board{}, err
	}
	return ps[0].(solver.Position).Board(), nil
}

// --- the move map -------------------------------------------------------------------------------------

func movesText(size rules.Size, line []string, st int) string {
	e := size.Edge()
	if st == 0 {
		return fmt.Sprintf("Write a board as %d bits, a dot being 1 and a dash 0. A flip adds its block's bits mod 2 (1 + 1 = 0), so flips commute and a block flipped twice vanishes: a game is a set of moves.\n\nThe move map A sends a set of moves to the sum of their blocks. On %d×%d it has %d columns, these blocks, of %d bits each.",
			size.Cells(), e, e, size.Moves(), size.Cells())
	}
	return fmt.Sprintf("Solving means writing start + target (the cells that must change) as a sum of blocks: A·x = start + target.\n\nThe example's blocks %s add up to exactly that; where two blocks overlap, the flips cancel.",
		strings.Join(line, ", "))
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
			drawBits(dst, r, solver.BlockBits(size, c), t.Accent, t)
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
		terms = append(terms, solver.BlockBits(size, c))
	}
	sum := solver.Plus(terms...)
	rows := []struct {
		boards []rules.Board
		names  []string
	}{
		{append(terms, sum), append(append([]string{}, line...), "sum")},
		{[]rules.Board{ex, rules.Target(size), solver.Plus(ex, rules.Target(size))}, []string{"start", "target", "change"}},
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

// chaseStep is the state after deciding the first k moves in reading order (solver/flip.Chase).
type chaseStep = solver.ChaseStep

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
	verdict := fmt.Sprintf("right, so %s is not flipped", c.Move.Name())
	if c.Wrong {
		verdict = fmt.Sprintf("wrong, so %s must be flipped", c.Move.Name())
	}
	text := fmt.Sprintf("Move %d of %d, %s: the top-left cell of its block is %s.\n\nChosen so far: %s.", c.K, c.Of, c.Move.Name(), verdict, names(c.Chosen))
	if st < len(steps)-1 {
		return text
	}
	size := c.Board.Size()
	pr, err := solver.Prove(context.Background(), size)
	if err != nil {
		return text
	}
	rank := fmt.Sprintf("Every move was forced: %s is the only winning set, so %d flips is the fewest. The top-left cells make A triangular, so its rank is %d of %d moves; the solver's elimination agrees (rank %d).",
		names(c.Chosen), len(c.Chosen), size.Moves(), size.Moves(), pr.Rank)
	if !c.Reached {
		rank = "The moves are used up and cells are still wrong: no set of moves wins this board."
	}
	return fmt.Sprintf("Move %d of %d, %s: its top-left cell is %s.\n\n%s%s", c.K, c.Of, c.Move.Name(), verdict, rank, currentProof(cur, size))
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
	if len(c.Chosen) > 0 {
		chosen = "chosen " + names(c.Chosen)
	}
	lines := captionLines([]string{fmt.Sprintf("%d wrong", c.Left), chosen}, face, float64(a.Dx()))
	r := boardSquare(f, a, len(lines)*lh+int(f.U(4)))
	cells := drawMarked(dst, f, r, c.Board, c.Change.Dot)
	if st > 0 {
		br := cells(rules.Cell{Col: c.Move.Col - 1, Row: c.Move.Row - 1}).Union(cells(rules.Cell{Col: c.Move.Col + 1, Row: c.Move.Row + 1}))
		frame(dst, br, math.Max(1.5, f.U(2.5)), t.Accent)
		frame(dst, cells(c.Corner).Inset(-int(f.U(1))), math.Max(2, f.U(4)), t.HintC)
	}
	drawCaption(dst, f, r, lines, face, lh)
}

// drawMarked draws a board in the square r with the scene's own board painter (drawBoard), and
// marks the cells wrong reports (shaded, with a cross in the corner so "wrong" does not rest on colour
// alone); it returns the rectangle of a cell.
func drawMarked(dst *ebiten.Image, f *game.Frame, r image.Rectangle, b rules.Board, wrong func(rules.Cell) bool) func(rules.Cell) image.Rectangle {
	t := f.Theme
	size := b.Size()
	e := size.Edge()
	l := layout{size: size, e: e, x0: float64(r.Min.X), y0: float64(r.Min.Y), cell: float64(r.Dx()) / float64(e), unit: f.Unit}
	g := *f
	g.Hint = nil
	NewScene().drawBoard(dst, &g, l, solver.NewPosition(b))
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			if c := (rules.Cell{Col: col, Row: row}); wrong != nil && wrong(c) {
				cr := l.cellRect(c)
				game.DrawSprite(dst, "flip-cell", cr, game.Fade(t.Bad, 0.35))
				k, w := l.cell*0.18, math.Max(1.5, l.cell*0.05)
				x0, y0 := float64(cr.Min.X)+l.cell*0.08, float64(cr.Min.Y)+l.cell*0.08
				game.Line(dst, x0, y0, x0+k, y0+k, w, t.Bad)
				game.Line(dst, x0+k, y0, x0, y0+k, w, t.Bad)
			}
		}
	}
	return l.cellRect
}

// --- one dot: line checks ------------------------------------------------------------------------------

// dotStep is one picture of the one-dot page (solver/flip.DotSteps).
type dotStep = solver.DotStep

func dotText(steps []dotStep, st int, cur rules.Size) string {
	st = min(max(st, 0), len(steps)-1)
	d := steps[st]
	size := d.Board.Size()
	n := d.MarkedDots
	switch st {
	case 0:
		return fmt.Sprintf("Why one dot elsewhere never wins. Mark the dot's row in the pattern ●●–●●–… so the dot is marked. Any 3 cells of the pattern hold exactly 2 marks, so every block covers 0 or 2 marks (here %d): a flip never changes whether the marked cells hold an odd number of dots.\n\nThis board: %d, odd.",
			d.Covers, n)
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
	size := d.Board.Size()
	parity := "even"
	if d.Odd {
		parity = "odd"
	}
	lines := captionLines([]string{fmt.Sprintf("marked dots: %d, %s", d.MarkedDots, parity), fmt.Sprintf("block covers %d", d.Covers)}, face, float64(a.Dx()))
	r := boardSquare(f, a, len(lines)*lh+int(f.U(4)))
	cells := drawMarked(dst, f, r, d.Board, nil)
	e := size.Edge()
	for row := 0; row < e; row++ {
		for col := 0; col < e; col++ {
			if c := (rules.Cell{Col: col, Row: row}); d.Check.Marked(c) {
				cr := cells(c)
				frame(dst, cr.Inset(int(math.Max(1, float64(cr.Dx())*0.06))), math.Max(2, f.U(3)), t.HintC)
			}
		}
	}
	br := cells(rules.Cell{Col: d.Block.Col - 1, Row: d.Block.Row - 1}).Union(cells(rules.Cell{Col: d.Block.Col + 1, Row: d.Block.Row + 1}))
	frame(dst, br, math.Max(1.5, f.U(2.5)), t.Accent)
	drawCaption(dst, f, r, lines, face, lh)
}
