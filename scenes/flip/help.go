package flip

import (
	"context"
	"fmt"
	"image"
	"image/color"
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
	size, cur := ex.Size(), s.hotSize // the size being played, for its proof (none before a game is seen)
	sum, chase := solver.SumOf(ex), solver.Chase(ex)
	one := solver.DotSteps(size)
	return []game.HelpPage{
		{Title: "Moves", Steps: 2, Text: func(st int) string { return movesText(size, sum.Moves, st) },
			Draw: game.ClippedPicture(func(dst *ebiten.Image, f *game.Frame, st int) { drawMoves(dst, f, ex, sum, st) })},
		{Title: "Unique", Steps: len(chase), Text: func(st int) string { return chaseText(chase, st, cur) },
			Draw: game.ClippedPicture(func(dst *ebiten.Image, f *game.Frame, st int) { drawChase(dst, f, chase, st) })},
		{Title: "One dot", Steps: len(one), Text: func(st int) string { return dotText(one, st, cur) },
			Draw: game.ClippedPicture(func(dst *ebiten.Image, f *game.Frame, st int) { drawDotCheck(dst, f, one, st) })},
	}
}

// drawPicture draws board b with marks m in f.Area, as large as fits above its caption: the parts on
// one line when it fits the width, else each on its own.
func drawPicture(dst *ebiten.Image, f *game.Frame, b rules.Board, m marks, caption ...string) {
	a := f.Area
	face := game.Face(game.Regular, 15*f.Unit)
	lines, lh := []string{strings.Join(caption, " · ")}, int(f.U(22))
	if game.TextWidth(lines[0], face) > float64(a.Dx()) {
		lines = caption
	}
	margin, capH := int(f.U(6)), len(lines)*lh+int(f.U(4)) // a margin for the frames round the cells
	side := max(1, min(a.Dx(), a.Dy()-capH)-2*margin)
	x, y := a.Min.X+(a.Dx()-side)/2, a.Min.Y+(a.Dy()-side-capH)/2
	paint(dst, f, image.Rect(x, y, x+side, y+side), b, m)
	for i, line := range lines {
		game.DrawText(dst, game.Ellipsize(line, face, float64(a.Dx())), face, float64(a.Min.X+a.Max.X)/2,
			float64(y+side)+f.U(4)+float64(i*lh+lh/2), game.Center, f.Theme.Text)
	}
}

// paint draws board b in the square r with the scene's one board painter (drawBoard) and marks m.
func paint(dst *ebiten.Image, f *game.Frame, r image.Rectangle, b rules.Board, m marks) {
	l := boardAt(b.Size(), float64(r.Min.X), float64(r.Min.Y), float64(r.Dx())/float64(b.Size().Edge()))
	(&Scene{}).drawBoard(dst, f, l, solver.NewPosition(b), m)
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

func movesText(size rules.Size, line []rules.Cell, st int) string {
	e := size.Edge()
	if st == 0 {
		return fmt.Sprintf("Write a board as %d bits, a dot being 1 and a dash 0. A flip adds its block's bits mod 2 (1 + 1 = 0), so flips commute and a block flipped twice vanishes: a game is a set of moves.\n\nThe move map A sends a set of moves to the sum of their blocks. On %d×%d it has %d columns, these blocks, of %d bits each.",
			size.Cells(), e, e, size.Moves(), size.Cells())
	}
	return fmt.Sprintf("Solving means writing start + target (the cells that must change) as a sum of blocks: A·x = start + target.\n\nThe example's blocks %s add up to exactly that; where two blocks overlap, the flips cancel.",
		strings.Trim(names(line), "{}"))
}

// drawMoves draws every move's block (step 0), or the example's blocks summed beside its start plus
// the target (step 1), each as a small board whose dots, the 1s, are shaded.
func drawMoves(dst *ebiten.Image, f *game.Frame, ex rules.Board, sum solver.MoveSum, st int) {
	t := f.Theme
	size := ex.Size()
	var rows [][]bits
	if st == 0 {
		for _, c := range size.InteriorCells() {
			if c.Col == 1 {
				rows = append(rows, nil)
			}
			rows[c.Row-1] = append(rows[c.Row-1], bits{solver.BlockBits(size, c), c.Name(), t.Accent})
		}
		drawRows(dst, f, rows, false)
		return
	}
	rows = [][]bits{nil, {{ex, "start", t.Accent}, {sum.Target, "target", t.Accent}, {sum.Change, "change", t.HintC}}}
	for i, b := range sum.Blocks {
		rows[0] = append(rows[0], bits{b, sum.Moves[i].Name(), t.Accent})
	}
	rows[0] = append(rows[0], bits{sum.Sum, "sum", t.HintC}) // the results in the hint's colour, in both rows
	drawRows(dst, f, rows, true)
}

// bits is a board drawn as bits, named under it: its dots shaded in colour c.
type bits struct {
	b    rules.Board
	name string
	c    color.NRGBA
}

// drawRows draws rows of small boards, centred, as large as fits; with ops, "+" between the boards of
// a row and "=" before its last.
func drawRows(dst *ebiten.Image, f *game.Frame, rows [][]bits, ops bool) {
	a, t := f.Area, f.Theme
	face, bold := game.Face(game.Regular, 15*f.Unit), game.Face(game.Bold, 18*f.Unit)
	lh, sign := int(f.U(22)), int(f.U(8))
	if ops {
		sign = int(f.U(22))
	}
	most := 0
	for _, row := range rows {
		most = max(most, len(row))
	}
	side := max(1, min((a.Dx()-most*sign)/most, a.Dy()/len(rows)-lh-int(f.U(6))))
	gap := (a.Dy() - len(rows)*(side+lh)) / (len(rows) + 1)
	for i, row := range rows {
		x := a.Min.X + (a.Dx()-len(row)*(side+sign)+sign)/2
		y := a.Min.Y + gap*(i+1) + i*(side+lh)
		for j, bb := range row {
			paint(dst, f, image.Rect(x, y, x+side, y+side), bb.b, marks{shade: bb.b.Dot, shadeC: game.Fade(bb.c, 0.6)})
			game.DrawText(dst, bb.name, face, float64(x+side/2), float64(y+side+lh/2), game.Center, t.Text)
			if op := "+"; ops && j < len(row)-1 {
				if j == len(row)-2 {
					op = "="
				}
				game.DrawText(dst, op, bold, float64(x+side+sign/2), float64(y+side/2), game.Center, t.Text)
			}
			x += side + sign
		}
	}
}

// --- uniqueness: each move forced in turn -------------------------------------------------------------

func names(cs []rules.Cell) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name())
	}
	return "{" + strings.Join(out, ", ") + "}"
}

func chaseText(steps []solver.ChaseStep, st int, cur rules.Size) string {
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
func drawChase(dst *ebiten.Image, f *game.Frame, steps []solver.ChaseStep, st int) {
	c := steps[min(max(st, 0), len(steps)-1)]
	m := marks{shade: c.Change.Dot, shadeC: game.Fade(f.Theme.Bad, 0.35), cross: true}
	if st > 0 {
		m.block, m.blockOn, m.ringC = c.Move, true, f.Theme.HintC
		m.ring = func(x rules.Cell) bool { return x == c.Corner }
	}
	chosen := "none chosen"
	if len(c.Chosen) > 0 {
		chosen = "chosen " + names(c.Chosen)
	}
	drawPicture(dst, f, c.Board, m, fmt.Sprintf("%d wrong", c.Left), chosen)
}

// --- one dot: line checks ------------------------------------------------------------------------------

func dotText(steps []solver.DotStep, st int, cur rules.Size) string {
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
func drawDotCheck(dst *ebiten.Image, f *game.Frame, steps []solver.DotStep, st int) {
	d := steps[min(max(st, 0), len(steps)-1)]
	parity := "even"
	if d.Odd {
		parity = "odd"
	}
	drawPicture(dst, f, d.Board, marks{block: d.Block, blockOn: true, ring: d.Check.Marked, ringC: f.Theme.HintC},
		fmt.Sprintf("marked dots: %d, %s", d.MarkedDots, parity), fmt.Sprintf("block covers %d", d.Covers))
}
