package escape

import (
	"fmt"
	"image"
	"math"
	"strings"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/escape"
	"quintet/rules/puzzle"
	solver "quintet/solver/escape"
)

// The help's pages of mathematics (scene.Guide), all on the worked example's board:
//
//   - Numbers: the squares numbered in binary (the low bits the column, the high bits the row), and the
//     theorem in full: the XOR strategy wins when N = 2^p, and counting the edges between the odd
//     boards and one colour's even boards (2^(N−1) = N·|E|) rules out every other N; the exhaustive
//     strategy search's answers for small boards agree.
//   - Groups: prisoner 2's answer, the XOR of the heads' numbers, read one bit at a time as the parity
//     of the heads in one group, the group hatched on the board.
//   - Flip: prisoner 1 compares those parities with the key's bits and flips the square whose number
//     has exactly the wrong bits; after it, the groups spell the key.
//
// Every number shown comes from the solver (Parity, Explain, Flip, SearchStrategy) at run time.

// HelpPages are Escape's pages of mathematics (scene.Guide).
func (s *Scene) HelpPages() []scene.HelpPage {
	ex, err := exampleGame()
	if err != nil {
		return nil // the example does not decode: the backend's tests say why
	}
	cur := s.shape
	if cur.Bits() == 0 {
		cur = ex.Shape()
	}
	board, key := ex.Start(), ex.Key()
	w := solver.Work(board, key)
	return []scene.HelpPage{
		scene.StepPage("Numbers", numbersTexts(board.Shape(), cur),
			scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, st int) { drawNumbers(dst, f, board, st) })),
		scene.StepPage("Groups", groupsTexts(w.Read),
			scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, st int) { drawGroups(dst, f, board, w.Read, st) })),
		scene.StepPage("Flip", flipTexts(w.Choose, w.After),
			scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, st int) { drawFlip(dst, f, board, w, st) })),
	}
}

// exampleGame is the worked example's game, before prisoner 1's flip.
func exampleGame() (rules.Game, error) {
	ps, err := puzzle.ExamplePositions(solver.Backend)
	if err != nil {
		return rules.Game{}, err
	}
	return ps[0].(solver.Position).Game(), nil
}

// --- numbers --------------------------------------------------------------------------------------------

// numbersTexts are the Numbers page's texts: the numbering (and the player's board's groups), then why
// N is a power of two.
func numbersTexts(s, cur rules.Shape) []string {
	n, c := solver.NumberingOf(s), solver.NumberingOf(cur)
	numbering := fmt.Sprintf("Number the squares 0 to %d in reading order, from the top left, and write the numbers in binary. The last %d bits are the column, the first %d the row. So bit b splits the board in half: parity group b is the squares whose number has bit b set.",
		n.Last, n.ColumnBits, n.RowBits)
	if cur != s {
		numbering += fmt.Sprintf("\n\nYour %s board has %d groups: %d of columns, %d of rows.", cur, cur.Bits(), c.ColumnBits, c.RowBits)
	}
	with, without, err := solver.SmallBoardSizes()
	search := fmt.Sprintf("An exhaustive search of every strategy agrees: it finds one for %s squares and none for %s.", list(with, ", "), list(without, ", "))
	if err != nil {
		search = "The exhaustive search did not finish: " + err.Error() + "."
	}
	return append([]string{numbering}, theoremTexts(cur, search)...)
}

// theoremTexts are the Numbers page's proof that a strategy exists exactly when N is a power of two:
// the XOR strategy for powers of two, then the counting that rules out every other N, with the numbers
// of the player's board (cur) and the search's answers for small boards.
func theoremTexts(cur rules.Shape, search string) []string {
	n := cur.Squares()
	th, _ := solver.Decide(uint64(n)) // n ≥ 1: a shape has at least one square
	p, class := cur.Bits(), n-1-cur.Bits()
	if th.Exponent != nil && th.ClassLog2 != nil {
		p, class = *th.Exponent, int(*th.ClassLog2)
	}
	return []string{
		"Why powers of two work. With N = 2^p squares, the numbers 0 to N−1 are every pattern of p bits, so the XOR of any squares' numbers is a square's number. Flipping square f changes the XOR of the heads by f. So prisoner 1 flips square (XOR of the heads) XOR key, and the XOR becomes the key, on every board and for every key.",
		"Why nothing else works. A strategy is prisoner 2's answer for each of the 2^N boards: colour each board with the square named. Prisoner 1 turns one of N coins and must reach every key, so the N boards one flip from any board show all N colours: every board has exactly one neighbour of each colour.",
		"Count. Fix one colour and let E be the even boards (an even number of heads) of that colour. Each of the 2^(N−1) odd boards has exactly one neighbour of that colour, and all its neighbours are even, so that neighbour is in E. Each board in E has N neighbours, all odd. Counting the edges between the odd boards and E from both ends: 2^(N−1) = N·|E|.",
		fmt.Sprintf("So N divides 2^(N−1). An odd factor of N other than 1 would divide a power of two, which none does: N is a power of two. With the XOR strategy, the prisoners can always win exactly when N is a power of two. On your %s board N = %d = 2^%d, and each colour holds 2^(N−1)/N = 2^%d even boards.\n\n%s",
			cur, n, p, class, search),
	}
}

// drawNumbers draws the board with each square's number in binary (step 0), or the search's answers
// for small boards (step 1).
func drawNumbers(dst *kit.Canvas, f *scene.Frame, board rules.Board, st int) {
	t, a, s := f.Theme, f.Area, board.Shape()
	face := kit.Face(kit.Mono, 15*f.Unit)
	if st == 0 {
		l := pictureLayout(f, a, s, 0)
		drawMarked(dst, f, l, picture(board), -1)
		for sq := 0; sq < s.Squares(); sq++ {
			// The coin veiled, so the number written over it reads.
			c := l.cellRect(s, sq)
			col, row := s.Cell(sq)
			kit.FillRect(dst, c, kit.Fade(cellShade(t, col, row), 0.75))
			// The number in binary, or in decimal where the square is too narrow for the binary.
			label := kit.Fitting(dst, face, float64(c.Dx())-f.U(2), solver.Binary(s, sq), fmt.Sprint(sq))
			kit.DrawText(dst, label, face, float64(c.Min.X+c.Max.X)/2, float64(c.Min.Y+c.Max.Y)/2, kit.Center, t.Text)
		}
		return
	}
	found, err := solver.SmallBoardStrategies()
	if err != nil {
		return
	}
	// Two rows of boxes: the number of squares, and whether a strategy exists (a tick or a cross).
	n := len(found)
	bold := kit.Face(kit.Bold, 16*f.Unit)
	side := min(int(f.U(52)), (a.Dx()-int(f.U(8)))/n)
	w := side * n
	x0 := a.Min.X + (a.Dx()-w)/2
	lh := int(f.U(24))
	y0 := a.Min.Y + (a.Dy()-2*side-2*lh)/2
	cap := kit.Face(kit.Regular, 15*f.Unit)
	kit.DrawText(dst, kit.Ellipsize(dst, "squares N", cap, float64(a.Dx())), cap, float64(a.Min.X+a.Max.X)/2, float64(y0+lh/2), kit.Center, t.Dim)
	kit.DrawText(dst, kit.Ellipsize(dst, "a strategy?", cap, float64(a.Dx())), cap, float64(a.Min.X+a.Max.X)/2, float64(y0+lh+side+lh/2), kit.Center, t.Dim)
	for i, ok := range found {
		x := x0 + i*side
		top := image.Rect(x+1, y0+lh, x+side-1, y0+lh+side-2)
		kit.DrawPanel(dst, "panel", top, float64(side)/6, t.PanelHi)
		kit.DrawText(dst, fmt.Sprint(i+1), bold, float64(top.Min.X+top.Max.X)/2, float64(top.Min.Y+top.Max.Y)/2, kit.Center, t.Text)
		bot := image.Rect(x+1, y0+2*lh+side, x+side-1, y0+2*lh+2*side-2)
		col, mark := t.Bad, "cross"
		if ok {
			col, mark = t.Good, "check"
		}
		kit.DrawPanel(dst, "panel", bot, float64(side)/6, kit.Fade(col, 0.3))
		kit.DrawSprite(dst, mark, bot.Inset(bot.Dx()/4), col)
	}
}

// --- drawing a board -------------------------------------------------------------------------------------

// picture is board as a help picture shows it before marking it (the key, prisoner 1's flip, prisoner
// 2's answer): prisoner 1's view with none of them.
func picture(board rules.Board) solver.View {
	return solver.View{Role: rules.Prisoner1, Shape: board.Shape(), Board: board, Start: board, Key: rules.None, Flipped: rules.None, Answer: rules.None, Outcome: rules.Free}
}

// drawMarked draws v as l lays it out with the scene's own board painter (drawBoard): group hatched
// (−1 for none), the key's badge, prisoner 1's flip (its arrows, framed as the hint frames a square),
// prisoner 2's answer.
func drawMarked(dst *kit.Canvas, f *scene.Frame, l layout, v solver.View, group int) {
	sc := newScene()
	sc.group = group
	g := *f
	g.Hint = nil
	if v.Flipped != rules.None {
		g.Hint = &puzzle.Hint{Move: v.Shape.Name(v.Flipped)}
	}
	sc.drawBoard(dst, &g, v, l)
}

// --- strips of bits ------------------------------------------------------------------------------------

// strip is one labelled row of bits, the highest bit first (as binary is written).
type strip struct {
	label  string
	digits string // the bits, "?" for one not known yet
	hot    int    // the bit highlighted, −1 for none
	wrong  int    // the bits marked wrong, as a number (0: none)
}

// drawWithStrips draws a step of the Groups and Flip pages: v with group hatched, a caption under it and
// the strips under that, leaving out the first strips (the least needed come first) while the board's
// squares would be under 26 units; the text says what they show.
func drawWithStrips(dst *kit.Canvas, f *scene.Frame, v solver.View, group int, caption string, strips []strip) {
	t, a, s := f.Theme, f.Area, v.Shape
	lh, h := int(f.U(24)), int(f.U(40)) // the caption's line and a strip's height
	l := pictureLayout(f, a, s, len(strips)*h+lh)
	for len(strips) > 0 && float64(l.cell) < f.U(26) {
		strips = strips[1:]
		l = pictureLayout(f, a, s, len(strips)*h+lh)
	}
	drawMarked(dst, f, l, v, group)
	// The caption, smaller (down to 11 units) where it does not fit.
	y := l.board.Max.Y + l.gutter
	face := shrink(caption, float64(a.Dx()), 15, 11, func(v float64) *kit.TextFace { return kit.Face(kit.Regular, v*f.Unit) })
	kit.DrawText(dst, kit.Ellipsize(dst, caption, face, float64(a.Dx())), face, float64(a.Min.X+a.Max.X)/2, float64(y+lh/2), kit.Center, t.Text)

	// The strips one under another, centred.
	p := s.Bits()
	lab := kit.Face(kit.Regular, 15*f.Unit)
	digit := kit.Face(kit.Mono, 18*f.Unit)
	lw := 0.0
	for _, s := range strips {
		lw = math.Max(lw, kit.TextWidth(s.label, lab))
	}
	gap := int(f.U(8))
	box := min(int(f.U(34)), (a.Dx()-int(lw)-gap-int(f.U(4)))/p)
	w := int(lw) + gap + box*p
	x0 := a.Min.X + (a.Dx()-w)/2
	for i, s := range strips {
		cy := y + lh + i*h + h/2
		kit.DrawText(dst, s.label, lab, float64(x0)+lw, float64(cy), kit.Right, t.Dim)
		for k := 0; k < p; k++ {
			b := p - 1 - k // the bit in this box
			x := x0 + int(lw) + gap + k*box
			r := image.Rect(x+1, cy-box/2, x+box-1, cy+box/2)
			bg := t.PanelHi
			if solver.InGroup(s.wrong, b) {
				bg = kit.Fade(t.Bad, 0.45)
			}
			kit.DrawPanel(dst, "panel", r, float64(box)/6, bg)
			if b == s.hot {
				kit.FrameRect(dst, r, max(2, int(f.U(2.5))), t.Accent)
			}
			ch := s.digits[k : k+1]
			col := t.Text
			if ch == "?" {
				col = t.Dim
			}
			kit.DrawText(dst, ch, digit, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, col)
		}
	}
}

// --- prisoner 2 reads the groups -------------------------------------------------------------------------

// groupsTexts are the Groups page's texts: a step a group, then the answer they spell.
func groupsTexts(e solver.Explanation) []string {
	s := e.Shape
	var texts []string
	for _, g := range e.Groups {
		texts = append(texts, fmt.Sprintf("Group %d (hatched) is the squares whose number has bit %d set: %s. It holds %d heads, %s, so bit %d of the XOR is %s.",
			g.Bit, g.Bit, g.Label, g.Heads, oddEven(g.Odd), g.Bit, bit(g.Odd)))
	}
	texts[0] = "Prisoner 2 answers the XOR of the numbers of the heads. Bit by bit, an XOR is a parity.\n\n" + texts[0]
	return append(texts, fmt.Sprintf("So the heads' numbers XOR to %s = %d, and prisoner 2 points at %s.\n\nReading the answer is just counting heads in %d groups; prisoner 1's task is to leave a board whose groups spell the key.",
		solver.Binary(s, e.Parity), e.Parity, s.Name(e.Parity), s.Bits()))
}

// drawGroups hatches group st on the board and fills in the XOR's bits found so far; the last step
// points at the answer.
func drawGroups(dst *kit.Canvas, f *scene.Frame, board rules.Board, e solver.Explanation, st int) {
	s := board.Shape()
	v, caption, hot := picture(board), "", st
	if st >= s.Bits() {
		v.Answer, hot = e.Parity, -1
		caption = fmt.Sprintf("XOR %s = %d: %s", solver.Binary(s, e.Parity), e.Parity, s.Name(e.Parity))
	} else {
		g := e.Groups[st]
		caption = fmt.Sprintf("group %d: %d heads, %s", g.Bit, g.Heads, oddEven(g.Odd))
	}
	drawWithStrips(dst, f, v, hot, caption, []strip{{label: "XOR", digits: e.AnswerSoFar(st + 1), hot: hot}})
}

// --- prisoner 1 chooses the flip -------------------------------------------------------------------------

// flipTexts are the Flip page's texts: the comparison with the key, the flip, the board after it.
func flipTexts(e, after solver.Explanation) []string {
	s := e.Shape
	wrong, right := e.Split()
	return []string{
		fmt.Sprintf("Prisoner 1 also sees the key: %s, square %d = %s. Compare it bit by bit with the heads' XOR, %s: the parity of group %s is wrong (marked), and of group %s right.",
			s.Name(e.Key), e.Key, solver.Binary(s, e.Key), solver.Binary(s, e.Parity), list(wrong, " and "), list(right, " and ")),
		fmt.Sprintf("Turning a coin changes the parity of exactly the groups it lies in: the bits of its number. So turn the one whose number has exactly the wrong bits: %s XOR %s = %s, square %d, %s (framed).",
			solver.Binary(s, e.Parity), solver.Binary(s, e.Key), solver.Binary(s, e.Flip), e.Flip, s.Name(e.Flip)),
		fmt.Sprintf("After the flip the heads XOR to %s: every group now agrees with the key, and prisoner 2 points at %s.\n\nHad the XOR already been the key, the flip would be square 0, %s, which lies in no group and changes nothing.",
			solver.Binary(s, after.Parity), s.Name(after.Parity), s.Name(0)),
	}
}

// list writes numbers as "0, 2 and 3" (last is what goes before the last: " and ", or ", " to list them
// all alike), "none" for none.
func list(ns []int, last string) string {
	xs := make([]string, len(ns))
	for i, b := range ns {
		xs[i] = fmt.Sprint(b)
	}
	switch len(xs) {
	case 0:
		return "none"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + last + xs[len(xs)-1]
}

// drawFlip shows the comparison with the key (step 0), the flip (step 1) and the board after it, read
// by prisoner 2 (step 2).
func drawFlip(dst *kit.Canvas, f *scene.Frame, board rules.Board, w solver.Worked, st int) {
	e, after := w.Choose, w.After
	s := board.Shape()
	v := picture(board)
	v.Key = e.Key
	bin := func(x int) string { return solver.Binary(s, x) }
	strips := []strip{{label: "XOR", digits: bin(e.Parity), hot: -1, wrong: e.Flip}, {label: "key", digits: bin(e.Key), hot: -1, wrong: e.Flip}}
	wrong, _ := e.Split()
	caption := fmt.Sprintf("key %s · %d wrong groups", s.Name(e.Key), len(wrong))
	switch st {
	case 1:
		v.Flipped = e.Flip
		strips = append(strips, strip{label: "flip", digits: bin(e.Flip), hot: -1, wrong: e.Flip})
		caption = fmt.Sprintf("flip %s, square %d", s.Name(e.Flip), e.Flip)
	case 2:
		v = picture(w.Flipped)
		v.Key, v.Flipped, v.Answer = e.Key, e.Flip, after.Parity
		strips = []strip{{label: "key", digits: bin(e.Key), hot: -1}, {label: "XOR", digits: bin(after.Parity), hot: -1}}
		caption = fmt.Sprintf("prisoner 2 points at %s", s.Name(after.Parity))
	}
	drawWithStrips(dst, f, v, -1, caption, strips)
}
