package flip

import (
	"context"
	"fmt"
	"image/color"
	"strings"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
	solver "quintet/solver/flip"
)

// The help's pages of mathematics (scene.Guide), each on the worked example's board so the pictures and
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

// HelpPages are Flip's pages of mathematics (scene.Guide).
func (s *Scene) HelpPages() []scene.HelpPage {
	ps, err := puzzle.ExamplePositions(solver.Backend) // the worked example's start
	if err != nil {
		return nil // the example does not decode: the rules test says why
	}
	ex := ps[0].(solver.Position).Board()
	size, cur := ex.Size(), s.hotSize // the size being played, for its proof (none before a game is seen)
	// The one-dot page ends on an even board's target: where the middle is, and why.
	sum, chase, one := solver.SumOf(ex), solver.Chase(ex), append(solver.DotSteps(size), solver.DotSteps(evenSize(cur))[1])
	return []scene.HelpPage{
		scene.StepPage("Moves", movesTexts(size, sum.Moves),
			scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, st int) { drawMoves(dst, f, ex, sum, st) })),
		scene.StepPage("Unique", chaseTexts(chase, cur),
			scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, st int) { drawChase(dst, f, chase[st]) })),
		scene.StepPage("One dot", dotTexts(one, cur),
			scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, st int) { drawDotCheck(dst, f, one[st]) })),
	}
}

// shown is a board in a help picture: its marks, and its caption's parts under it.
type shown struct {
	b       rules.Board
	m       marks
	caption []string
}

// bits is board b drawn as bits, named under it: its dots, the 1s, shaded in colour c.
func bits(b rules.Board, name string, c color.NRGBA) shown {
	return shown{b, marks{shade: b.Dot, shadeC: kit.Fade(c, 0.6)}, []string{name}}
}

// drawRows draws rows of boards, centred, as large as fits above their captions, with the scene's one
// board painter (drawBoard); with ops, "+" between the boards of a row and "=" before its last. A
// caption's parts go on one line when it fits the width, else each on its own.
func drawRows(dst *kit.Canvas, f *scene.Frame, rows [][]shown, ops bool) {
	a, t := f.Area, f.Theme
	face, bold := kit.Face(kit.Regular, 15*f.Unit), kit.Face(kit.Bold, 18*f.Unit)
	lh, sign := int(f.U(22)), int(f.U(8))
	if ops {
		sign = int(f.U(22))
	}
	lines := func(sh shown) []string {
		if line := strings.Join(sh.caption, " · "); kit.TextWidth(line, face) <= float64(a.Dx()) {
			return []string{line}
		}
		return sh.caption
	}
	most, capH := 0, 0
	for _, row := range rows {
		most = max(most, len(row))
		for _, sh := range row {
			capH = max(capH, len(lines(sh))*lh)
		}
	}
	side := max(1, min((a.Dx()-most*sign)/most, a.Dy()/len(rows)-capH-int(f.U(6))))
	gap := (a.Dy() - len(rows)*(side+capH)) / (len(rows) + 1)
	for i, row := range rows {
		x := a.Min.X + (a.Dx()-len(row)*(side+sign)+sign)/2
		y := a.Min.Y + gap*(i+1) + i*(side+capH)
		for j, sh := range row {
			size := sh.b.Size()
			l := boardAt(size, float64(x), float64(y), float64(side)/float64(size.Edge()))
			(&Scene{}).drawBoard(dst, f, l, solver.NewPosition(sh.b), sh.m)
			for k, line := range lines(sh) {
				kit.DrawText(dst, kit.Ellipsize(dst, line, face, float64(a.Dx())), face, float64(x+side/2), float64(y+side+k*lh+lh/2), kit.Center, t.Text)
			}
			if op := "+"; ops && j < len(row)-1 {
				if j == len(row)-2 {
					op = "="
				}
				kit.DrawText(dst, op, bold, float64(x+side+sign/2), float64(y+side/2), kit.Center, t.Text)
			}
			x += side + sign
		}
	}
}

// --- the move map -------------------------------------------------------------------------------------

func movesTexts(size rules.Size, line []rules.Cell) []string {
	e := size.Edge()
	return []string{fmt.Sprintf("Write a board as %d bits, a dot being 1 and a dash 0. A flip adds its block's bits mod 2 (1 + 1 = 0), so flips commute and a block flipped twice vanishes: a game is a set of moves.\n\nThe move map A sends a set of moves to the sum of their blocks. On %d×%d it has %d columns, these blocks, of %d bits each.",
		size.Cells(), e, e, size.Moves(), size.Cells()),
		fmt.Sprintf("Solving means writing start + target (the cells that must change) as a sum of blocks: A·x = start + target.\n\nThe example's blocks %s add up to exactly that; where two blocks overlap, the flips cancel.",
			strings.Trim(names(line), "{}"))}
}

// drawMoves draws every move's block (step 0), or the example's blocks summed beside its start plus
// the target (step 1), each as a small board whose dots, the 1s, are shaded.
func drawMoves(dst *kit.Canvas, f *scene.Frame, ex rules.Board, sum solver.MoveSum, st int) {
	t := f.Theme
	var rows [][]shown
	if st == 0 {
		for _, c := range ex.Size().InteriorCells() {
			if c.Col == 1 {
				rows = append(rows, nil)
			}
			rows[c.Row-1] = append(rows[c.Row-1], bits(solver.BlockBits(ex.Size(), c), c.Name(), t.Accent))
		}
	} else {
		rows = [][]shown{nil, {bits(ex, "start", t.Accent), bits(sum.Target, "target", t.Accent), bits(sum.Change, "change", t.HintC)}}
		for i, b := range sum.Blocks {
			rows[0] = append(rows[0], bits(b, sum.Moves[i].Name(), t.Accent))
		}
		rows[0] = append(rows[0], bits(sum.Sum, "sum", t.HintC)) // the results in the hint's colour, in both rows
	}
	drawRows(dst, f, rows, st > 0) // step 1's rows are sums
}

// --- uniqueness: each move forced in turn -------------------------------------------------------------

func names(cs []rules.Cell) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name())
	}
	return "{" + strings.Join(out, ", ") + "}"
}

// chaseTexts are the uniqueness page's texts: the argument, then each move's decision, the last with
// what the chase proves.
func chaseTexts(steps []solver.ChaseStep, cur rules.Size) []string {
	texts := []string{"Why the hint's set is the only one. Take the moves in reading order. A block's top-left cell is reached by no later block, so when a move's turn comes it is forced: flip it exactly when that cell (framed) is still wrong.\n\nWrong cells are shaded red, with a cross in the corner."}
	verdict := ""
	for _, c := range steps[1:] {
		verdict = fmt.Sprintf("right, so %s is not flipped", c.Move.Name())
		if c.Wrong {
			verdict = fmt.Sprintf("wrong, so %s must be flipped", c.Move.Name())
		}
		texts = append(texts, fmt.Sprintf("Move %d of %d, %s: the top-left cell of its block is %s.\n\nChosen so far: %s.", c.K, c.Of, c.Move.Name(), verdict, names(c.Chosen)))
	}
	c := steps[len(steps)-1]
	size := c.Board.Size()
	pr, err := solver.Prove(context.Background(), size)
	if err != nil || c.K == 0 {
		return texts
	}
	rank := fmt.Sprintf("Every move was forced: %s is the only winning set, so %d flips is the fewest. The top-left cells make A triangular, so its rank is %d of %d moves; the solver's elimination agrees (rank %d).",
		names(c.Chosen), len(c.Chosen), size.Moves(), size.Moves(), pr.Rank)
	if !c.Reached {
		rank = "The moves are used up and cells are still wrong: no set of moves wins this board."
	}
	texts[len(texts)-1] = fmt.Sprintf("Move %d of %d, %s: its top-left cell is %s.\n\n%s%s", c.K, c.Of, c.Move.Name(), verdict, rank, currentProof(cur, size))
	return texts
}

// currentProof is what the solver proved for the size being played, when it is not the example's.
func currentProof(cur, shown rules.Size) string {
	if cur == shown || cur.Check() != nil {
		return ""
	}
	return "\n\n" + proofLine(cur, "Your board, ")
}

// drawChase draws the board at one step of the chase: wrong cells crossed, the move's block framed
// and its top-left cell framed heavily.
func drawChase(dst *kit.Canvas, f *scene.Frame, c solver.ChaseStep) {
	m := marks{shade: c.Change.Dot, shadeC: kit.Fade(f.Theme.Bad, 0.35), cross: true}
	if c.K > 0 {
		m.block, m.ringC = c.Move, f.Theme.HintC
		m.ring = func(x rules.Cell) bool { return x == c.Corner }
	}
	chosen := "none chosen"
	if len(c.Chosen) > 0 {
		chosen = "chosen " + names(c.Chosen)
	}
	drawRows(dst, f, [][]shown{{{c.Board, m, []string{fmt.Sprintf("%d wrong", c.Left), chosen}}}}, false)
}

// --- one dot: line checks ------------------------------------------------------------------------------

// dotTexts are the one-dot page's texts, one for each of DotSteps' three boards, then where the middle
// is, beside an even board's target.
func dotTexts(steps []solver.DotStep, cur rules.Size) []string {
	size := steps[0].Board.Size()
	proof := ""
	if pr, err := solver.Prove(context.Background(), size); err == nil {
		reach := "only the middle passes."
		if pr.SingleDotElsewhere {
			reach = fmt.Sprintf("reachable at %v.", pr.SingleDotsReachable)
		}
		proof = fmt.Sprintf(" The solver checks all %d parity checks of %d×%d against every single dot: %s", pr.Checks, size.Edge(), size.Edge(), reach)
	}
	return []string{fmt.Sprintf("Why one dot elsewhere never wins. Mark the dot's row in the pattern ●●–●●–… so the dot is marked. Any 3 cells of the pattern hold exactly 2 marks, so every block covers 0 or 2 marks (here %d): a flip never changes whether the marked cells hold an odd number of dots.\n\nThis board: %d, odd.",
		steps[0].Covers, steps[0].MarkedDots),
		fmt.Sprintf("The target's one dot is in the middle, off that row: %d marked dots, even. No flip changes odd to even, so no flips lead from that board to the target.", steps[1].MarkedDots),
		fmt.Sprintf("A dot on the middle's own row is caught by its column instead (%d marked dot, odd). So every single dot but the middle's fails a check.%s%s",
			steps[2].MarkedDots, proof, currentProof(cur, size)),
		middleText(cur)}
}

// evenSize is the even size the middle's picture shows: the size being played when it is even, else
// 4 (a 6×6 board).
func evenSize(cur rules.Size) rules.Size {
	if cur.Check() == nil && cur%2 == 0 {
		return cur
	}
	return 4
}

// middleText says where the middle is and why: the seed's formula, the even boards' choice among the
// four central cells (on evenSize's board), and the old middle that games made before version 2 keep.
func middleText(cur rules.Size) string {
	even := evenSize(cur)
	e := even.Edge()
	return fmt.Sprintf("Where the middle is: column and row e/2 rounded down, counting from 0 with the ring, as the original program computes it (let z = quot e 2). On an odd board that is the centre. On an even board four cells share the centre, and the middle is the lower-right one: on this %d×%d, %s. Games made before version 2 of the game IDs (i%d, not i%dv2) keep the upper-left one, %s. Half a turn swaps the two, so every proof holds for both; the solver checks both.",
		e, e, even.Middle().Name(), int(even), int(even), even.OldMiddle().Name())
}

// drawDotCheck draws a board with its check's marked cells, a block meeting the line and the counts.
func drawDotCheck(dst *kit.Canvas, f *scene.Frame, d solver.DotStep) {
	parity := "even"
	if d.Odd {
		parity = "odd"
	}
	m := marks{block: d.Block, ring: d.Check.Marked, ringC: f.Theme.HintC}
	drawRows(dst, f, [][]shown{{{d.Board, m, []string{fmt.Sprintf("marked dots: %d, %s", d.MarkedDots, parity), fmt.Sprintf("block covers %d", d.Covers)}}}}, false)
}
