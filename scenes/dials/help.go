package dials

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/dials"
	solver "quintet/solver/dials"
)

// The help's own pages: the buttons as the columns of a matrix A over Z_q, the presses as
// x = A⁻¹·(target − start), and the presses added up column by column. Everything shown is the
// solver's explanation of the worked example (rules/dials.Example; solver/dials.Explain), loaded when
// the help opens; this file only words and draws it.

func tuple(v []int) string {
	return "(" + strings.ReplaceAll(strings.Trim(fmt.Sprint(v), "[]"), " ", ", ") + ")"
}

// gcd is the greatest common divisor of a ≥ 0 and q > 0 (gcd(0, q) = q): det A is a unit mod q, and A
// invertible, exactly when gcd(det A, q) = 1.
func gcd(a, q int) int {
	for q != 0 {
		a, q = q, a%q
	}
	return a
}

// HelpPages are Dials' pages of mathematics: the matrix and its inverse, then the presses added up.
func (s *Scene) HelpPages() []scene.HelpPage {
	ex, k, err := solver.Work()
	if err != nil {
		return []scene.HelpPage{{Title: "Matrix", Text: func(int) string { return "The worked example cannot be shown: " + err.Error() }}}
	}
	return []scene.HelpPage{matrixPage(ex), sumPage(ex), kernelPage(k)}
}

// matrixPage steps through A, d, A⁻¹ and x = A⁻¹·d of the worked example w.
func matrixPage(w *solver.Explanation) scene.HelpPage {
	texts := []string{
		fmt.Sprintf("Write each button's signature as a column: the matrix A. Pressing button b x_b times turns the word by A·x, mod %d. The order of presses never matters, and %d presses of one button change nothing, so each x_b is 0 to %d.", w.Q, w.Q, w.Q-1),
		fmt.Sprintf("What the displays must turn by is d = target − start, letter by letter, mod %d: from %s to %s. The presses solve A·x = d.", w.Q, rules.FormatWord(w.Start), rules.FormatWord(w.Target)),
		fmt.Sprintf("A has an inverse mod q exactly when det A is a unit mod q: gcd(det A, q) = 1. (Not merely nonzero: mod 6, a det of 2, 3 or 4 has no inverse.) Here det A = %d and gcd(%d, %d) = %d, so %d·%d ≡ 1 (mod %d), A⁻¹ is %d times the adjugate of A, and A·A⁻¹ = I with every product taken mod %d.",
			w.Det, w.Det, w.Q, gcd(w.Det, w.Q), w.Det, w.DetInverse, w.Q, w.DetInverse, w.Q),
		fmt.Sprintf("So x = A⁻¹·d = %s: %s, %d presses. The solution is unique, so this is also the fewest; the hint presses the lowest button still in x.", tuple(w.X), pressWords(w.X), w.Total),
	}
	return scene.StepPage("Matrix", texts, func(dst *kit.Canvas, f *scene.Frame, s int) { drawMatrixStep(dst, f, w, s) })
}

func pressWords(x []int) string {
	var parts []string
	for b, v := range x {
		times := fmt.Sprintf("%d times", v)
		if v <= 2 {
			times = [...]string{"", "once", "twice"}[v]
		}
		if v != 0 {
			parts = append(parts, fmt.Sprintf("button %d %s", b+1, times))
		}
	}
	if len(parts) == 0 {
		return "no presses"
	}
	return strings.Join(parts, ", ")
}

// sumPage adds the presses up, button by button, from the start word to the target.
func sumPage(w *solver.Explanation) scene.HelpPage {
	texts := []string{fmt.Sprintf("Check it by pressing: start from %s and add A·x, that is, each column of A as many times as x says, in any order, mod %d.", rules.FormatWord(w.Start), w.Q)}
	for b, st := range w.Steps {
		if st.Presses == 0 {
			texts = append(texts, fmt.Sprintf("Button %d: x_%d = 0, no presses; the word stays %s.", b+1, b+1, rules.FormatWord(st.Word)))
			continue
		}
		end := ""
		if b == w.N-1 {
			end = fmt.Sprintf(" That is the target: %d presses in all.", w.Total)
		}
		texts = append(texts, fmt.Sprintf("Button %d, %d × its column %s = %s mod %d: the word becomes %s.%s", b+1, st.Presses, tuple(st.Column), tuple(st.Added), w.Q, rules.FormatWord(st.Word), end))
	}
	return scene.StepPage("Presses", texts, func(dst *kit.Canvas, f *scene.Frame, s int) { drawSumStep(dst, f, w, s) })
}

// --- drawing ---------------------------------------------------------------------------------------------

// item is one thing in a row of the picture: a bracketed column of values (or a matrix) with a caption
// under it, or an operator between two.
type item struct {
	cells   [][]string // rows of cells; nil for an operator
	op      string
	caption string
	hot     func(i, j int) bool // cells drawn in the accent colour
	head    []string            // a label above each column (the button numbers)
	plain   bool                // no brackets (labels, not values)
	boxed   bool                // each cell on a tile (a grid with empty cells)
}

// cells writes each value of v with show as a column (a rows×1 matrix), or, given rows, as a matrix.
func cells(show func(int) string, v []int, rows ...[]int) [][]string {
	if rows == nil {
		for _, x := range v {
			rows = append(rows, []int{x})
		}
	}
	out := make([][]string, len(rows))
	for i, row := range rows {
		for _, x := range row {
			out[i] = append(out[i], show(x))
		}
	}
	return out
}

func number(x int) string { return fmt.Sprint(x) }
func letter(x int) string { return string(rune('A' + x)) }

// Item widths, in cells: an operator, and the gap between two items.
const opW, gapW = 0.7, 0.15

// measure is how wide a row of items is, in cells, and how many rows of cells its tallest item has.
func measure(items []item) (w float64, rows int) {
	w = float64(len(items)-1) * gapW
	for _, it := range items {
		rows = max(rows, len(it.cells))
		if it.cells == nil {
			w += opW
		} else {
			w += float64(len(it.cells[0]))
		}
	}
	return w, rows
}

// drawItems lays a row of items out in f.Area, as large as fits (cells 20 to 44 units, text never
// under 15 units), centred, and draws them. Where even the smallest cells are too wide (a phone held
// sideways), the items on the left are left out: the row ends with what the step is about.
func drawItems(dst *kit.Canvas, f *scene.Frame, items []item, note string) {
	t := f.Theme
	a := f.Area
	cols, rows := measure(items)
	for len(items) > 1 && cols*f.U(20) > float64(a.Dx()) {
		items = items[1:]
		if items[0].cells == nil {
			items = items[1:]
		}
		cols, rows = measure(items)
	}
	// Rows: the heads above, the cells, the caption under them, and the note.
	extra := 2.4
	if note != "" {
		extra += 1.4
	}
	cell := math.Min(float64(a.Dx())/(cols+0.4), float64(a.Dy())/(float64(rows)+extra))
	cell = math.Max(math.Min(cell, f.U(44)), f.U(20))
	face := kit.Face(kit.Regular, math.Max(f.U(15), cell*0.55))
	bold := kit.Face(kit.Bold, math.Max(f.U(15), cell*0.55))
	small := kit.Face(kit.Regular, f.U(15))
	x := float64(a.Min.X) + (float64(a.Dx())-cols*cell)/2
	y0 := float64(a.Min.Y) + (float64(a.Dy())-(float64(rows)+extra)*cell)/2 + cell
	for i, it := range items {
		if i > 0 {
			x += gapW * cell
		}
		if it.cells == nil {
			cx, cy := x+opW*cell/2, y0+float64(rows)*cell/2
			if it.op == "·" { // the product's dot, larger than the font's
				r := math.Max(f.U(2.5), cell*0.08)
				kit.DrawSpriteF(dst, "disc", cx-r, cy-r, 2*r, 2*r, t.Dim)
			} else {
				kit.DrawText(dst, it.op, bold, cx, cy, kit.Center, t.Dim)
			}
			x += opW * cell
			continue
		}
		h := float64(len(it.cells)) * cell
		top := y0 + (float64(rows)*cell-h)/2
		for r, row := range it.cells {
			for c, v := range row {
				col, fc := t.Text, face
				if it.plain {
					col, fc = t.Dim, small
				}
				box := image.Rect(int(x+float64(c)*cell+1), int(top+float64(r)*cell+1), int(x+float64(c+1)*cell-1), int(top+float64(r+1)*cell-1))
				if it.boxed {
					kit.FillRect(dst, box, t.Panel)
				}
				if it.hot != nil && it.hot(r, c) {
					col, fc = t.Accent, bold
					kit.FillRect(dst, box, kit.Fade(t.Accent, 0.18))
				}
				kit.DrawText(dst, v, fc, x+(float64(c)+0.5)*cell, top+(float64(r)+0.5)*cell, kit.Center, col)
			}
		}
		for c, hd := range it.head {
			kit.DrawText(dst, hd, small, x+(float64(c)+0.5)*cell, top-cell*0.45, kit.Center, t.Dim)
		}
		w := float64(len(it.cells[0])) * cell
		if !it.plain {
			bracket(dst, x, top, w, h, f.U(2), t.Line)
		}
		// The caption under its item, kept inside the area when it is wider than the item.
		half := kit.TextWidth(it.caption, bold) / 2
		capX := math.Min(math.Max(x+w/2, float64(a.Min.X)+half), float64(a.Max.X)-half)
		kit.DrawText(dst, it.caption, bold, capX, top+h+cell*0.6, kit.Center, t.Text)
		x += w
	}
	if note != "" {
		kit.DrawText(dst, kit.Ellipsize(dst, note, small, float64(a.Dx())), small, float64(a.Min.X+a.Max.X)/2, y0+float64(rows)*cell+cell*1.5, kit.Center, t.Dim)
	}
}

// bracket draws square brackets either side of a w×h block at (x, y).
func bracket(dst *kit.Canvas, x, y, w, h, lw float64, c color.Color) {
	tick := math.Min(w*0.2, 8*lw)
	for _, side := range []struct{ x, dir float64 }{{x + lw, 1}, {x + w - lw, -1}} {
		kit.Line(dst, side.x, y, side.x, y+h, lw, c)
		kit.Line(dst, side.x, y, side.x+side.dir*tick, y, lw, c)
		kit.Line(dst, side.x, y+h, side.x+side.dir*tick, y+h, lw, c)
	}
}

// heads are the labels 1..n, or 0..n−1 from first 0.
func heads(n, first int) []string {
	h := make([]string, n)
	for i := range h {
		h[i] = fmt.Sprint(first + i)
	}
	return h
}

// all has every cell of an item drawn in the accent colour.
func all(int, int) bool { return true }

func drawMatrixStep(dst *kit.Canvas, f *scene.Frame, w *solver.Explanation, s int) {
	A := item{cells: cells(number, nil, w.A...), caption: "A", head: heads(w.N, 1)}
	switch s {
	case 0:
		x := make([][]string, w.N)
		for i := range x {
			x[i] = []string{fmt.Sprintf("x%c", '₁'+rune(i))}
		}
		A.hot = func(_, j int) bool { return j == 0 }
		drawItems(dst, f, []item{A, {op: "·"}, {cells: x, caption: "x"}}, "column b: button b")
	case 1:
		drawItems(dst, f, []item{{cells: cells(letter, w.Target), caption: "target"}, {op: "−"}, {cells: cells(letter, w.Start), caption: "start"},
			{op: "="}, {cells: cells(number, w.D), caption: "d"}}, fmt.Sprintf("A=0, B=1, …, mod %d", w.Q))
	case 2:
		drawItems(dst, f, []item{{cells: cells(number, nil, w.Inverse...), caption: "A⁻¹", head: heads(w.N, 1)}}, fmt.Sprintf("det A = %d (mod %d)", w.Det, w.Q))
	default:
		drawItems(dst, f, []item{{cells: cells(number, nil, w.Inverse...), caption: "A⁻¹"}, {op: "·"}, {cells: cells(number, w.D), caption: "d"},
			{op: "="}, {cells: cells(number, w.X), caption: "x", hot: all}}, fmt.Sprintf("%d presses", w.Total))
	}
}

// drawSumStep shows the word so far, the column added at this step (scaled by its presses) and the
// word after it.
func drawSumStep(dst *kit.Canvas, f *scene.Frame, w *solver.Explanation, s int) {
	if s == 0 {
		drawItems(dst, f, []item{{cells: cells(letter, w.Start), caption: "start"}, {op: "+"}, {cells: cells(number, nil, w.A...), caption: "A"},
			{op: "·"}, {cells: cells(number, w.X), caption: "x", hot: all}}, "column b, x_b times")
		return
	}
	b := s - 1
	var reached func(int, int) bool
	if s == w.N {
		reached = all
	}
	drawItems(dst, f, []item{
		{cells: cells(letter, w.WordAfter(s-1)), caption: "word"},
		{op: "+"},
		{cells: cells(number, w.Steps[b].Added), caption: fmt.Sprintf("%d·A%c", w.X[b], '₁'+rune(b)), hot: func(int, int) bool { return w.X[b] != 0 }},
		{op: "="},
		{cells: cells(letter, w.WordAfter(s)), caption: "now", hot: reached},
	}, fmt.Sprintf("button %d, %d × column %d", b+1, w.X[b], b+1))
}

// --- the kernel: when A has no inverse --------------------------------------------------------------------

// kernelPage is e, a two-button game without inverse, with every press vector (e.Kernel): which change
// nothing, which reach the target.
func kernelPage(e *solver.Explanation) scene.HelpPage {
	k := e.Kernel
	var small []string
	for _, x := range k.Zero {
		if x != [2]int{} && len(small) < 2 {
			small = append(small, tuple(x[:]))
		}
	}
	texts := []string{
		fmt.Sprintf("Not every game has A⁻¹. Here two buttons turn the first display by %d and by %d, with %d letters; det A = %d and gcd(%d, %d) = %d, not 1, so det A is no unit mod %d and A has no inverse. The target needs the first display turned by %d.",
			e.A[0][0], e.A[0][1], e.Q, e.Det, e.Det, e.Q, gcd(e.Det, e.Q), e.Q, e.D[0]),
		fmt.Sprintf("Some presses change nothing, such as %s: the kernel, %d press vectors (the dots). Adding one to a solution gives another solution.", strings.Join(small, " and "), len(k.Zero)),
		fmt.Sprintf("So the solutions are one solution plus the kernel: %d of them here, from %d to %d presses. The solver finds them from a diagonal form of A (U·A·V = D, U and V invertible mod q) and takes the least: %s, %d presses.", len(k.Solutions), k.Least, k.Most, tuple(k.Best[:]), k.Least),
	}
	return scene.StepPage("Kernel", texts, func(dst *kit.Canvas, f *scene.Frame, s int) { drawKernel(dst, f, k, e.Q, s) })
}

// drawKernel shows every press vector as a grid, x₁ across and x₂ down: the kernel's dots from step 1,
// the solutions' totals from step 2 with the least in the accent colour.
func drawKernel(dst *kit.Canvas, f *scene.Frame, k *solver.Kernel, q, s int) {
	grid, labels := make([][]string, q), make([][]string, q)
	for i := range grid {
		grid[i], labels[i] = make([]string, q), []string{fmt.Sprint(i)}
	}
	for _, x := range k.Zero {
		if s >= 1 {
			grid[x[1]][x[0]] = "•"
		}
	}
	for _, sol := range k.Solutions {
		if s >= 2 {
			grid[sol.X[1]][sol.X[0]] = fmt.Sprint(sol.Total)
		}
	}
	best := func(i, j int) bool { return s >= 2 && [2]int{j, i} == k.Best }
	drawItems(dst, f, []item{{cells: labels, caption: "x₂ ↓", plain: true},
		{cells: grid, caption: "x₁ →", head: heads(q, 0), hot: best, boxed: true}}, "")
}
