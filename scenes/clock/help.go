package clock

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/rules/puzzle"
	solver "quintet/solver/clock"
)

// The help's own pages: the machine's "prefer the largest" rule worked on two views, and the one
// optimal line of the classic game with every position on it. All of it is the solver's explanation
// (solver/clock.Explain) of the classic start and of the worked example, loaded when the help opens;
// this file only words and draws it.

// digits writes a view's numbers spaced apart.
func digits(v []int) string { return strings.Trim(fmt.Sprint(v), "[]") }

// reading is a view or a reading of the clock as one number, its digits run together.
func reading(v []int) string { return strings.ReplaceAll(digits(v), " ", "") }

// HelpPages are Clock's pages of mathematics: the machine's rule, the one optimal line, and the line
// as the machine's sequence.
func (s *Scene) HelpPages() []scene.HelpPage {
	w, err := solver.Work()
	if err != nil {
		return []scene.HelpPage{{Title: "Machine", Text: func(int) string { return "The machine's rule cannot be shown: " + err.Error() }}}
	}
	return []scene.HelpPage{
		machinePage(w.Raise, w.Decline),
		linePage(w.Classic.Line, w.LineStops),
		sequencePage(w),
	}
}

// declined says what follows when the machine does not raise the number under the hand: you move,
// unless it is 0, which the hand passes unraised without your moving (the rules: the number under the
// hand is never 0 on your turn).
func declined(under int) string {
	if under == 0 {
		return "as it is a 0, the hand would have passed it unraised and gone on: you never move on a 0"
	}
	return "given you the move"
}

// machinePage works the rule on two views, a step at a time: up, on which the machine raises, and no,
// on which it does not.
func machinePage(up, no solver.Decision) scene.HelpPage {
	texts := []string{
		fmt.Sprintf("How the machine plays, in the example: after your first pass the hand reaches the %d. Read clockwise from the hand, the clock says %s.", up.View[0], digits(up.View)),
		fmt.Sprintf("The machine imagines the number under the hand one higher: %s.", digits(up.Raised)),
		fmt.Sprintf("Then it reads that clock backwards, starting just behind each place in turn: %d readings, compared as numbers (digits 0 to %d). Started behind the hand, it reads %s.", len(up.View), up.K, reading(up.Readings[up.Hand])),
		fmt.Sprintf("%s is the largest reading, so the machine raises the %d under the hand to %d and moves the hand on. Had another reading been larger, it would not have raised it, and %s.", reading(up.Readings[up.Hand]), up.View[0], up.Raised[0], declined(up.View[0])),
		fmt.Sprintf("After the classic game's first move the view is %s. Behind the hand the machine would read %s, but %s is larger, so it does not raise: your move. This rule writes every reading of the clock once, largest first (a de Bruijn sequence).", digits(no.View), reading(no.Readings[no.Hand]), reading(no.Readings[no.Largest])),
	}
	return scene.StepPage("Machine", texts, func(dst *kit.Canvas, f *scene.Frame, s int) {
		d := up
		if s > 3 { // the last step: the verdict on no
			d, s = no, 3
		}
		drawDecision(dst, f, d, s)
	})
}

// drawDecision draws the rule on one view: the view (step 0), the raised view (1), the readings (2)
// and the verdict (3).
func drawDecision(dst *kit.Canvas, f *scene.Frame, d solver.Decision, s int) {
	t := f.Theme
	a := f.Area
	n := len(d.View)
	sc, face, mono, bold := pictureFaces(f, 16)
	// Heights: two rows of numbers, the readings, the verdict.
	lh := f.U(21 * sc)
	disc := math.Min(f.U(40*sc), math.Max(f.U(24*sc), (float64(a.Dy())-float64(n+1)*lh-f.U(30*sc))/2.9))
	disc = math.Min(disc, float64(a.Dx())/(float64(n)+0.5)/1.25)
	rowH := disc * 1.45
	total := 2*rowH + f.U(6*sc) + float64(n)*lh + lh
	y := float64(a.Min.Y) + math.Max(0, (float64(a.Dy())-total)/2)
	cx := float64(a.Min.X+a.Max.X) / 2
	drawRow(dst, f, d.View, d.K, cx, y+rowH/2, disc, "view", face, bold)
	if s >= 1 {
		drawRow(dst, f, d.Raised, d.K, cx, y+rowH+rowH/2, disc, "raised", face, bold)
	}
	y += 2*rowH + f.U(6*sc)
	if s < 2 {
		return
	}
	// The readings: each starts behind one place; the hand's one is marked, the largest named.
	numW := kit.TextWidth(strings.Repeat("0", n), mono)
	nx := cx - numW/2
	for r, rd := range d.Readings {
		c := t.Text
		if r == d.Hand {
			c = t.Accent
			kit.DrawText(dst, "hand", face, nx-f.U(10*sc), y+lh/2, kit.Right, t.Accent)
		}
		kit.DrawText(dst, reading(rd), mono, nx, y+lh/2, kit.Left, c)
		if r == d.Largest {
			kit.DrawText(dst, "largest", face, nx+numW+f.U(10*sc), y+lh/2, kit.Left, t.Good)
		}
		y += lh
	}
	if s >= 3 {
		verdict, c := "no raise: your move", t.Bad
		if d.Raise {
			verdict, c = fmt.Sprintf("raise: %d → %d", d.View[0], d.Raised[0]), t.Good
		}
		kit.DrawText(dst, kit.Ellipsize(dst, verdict, bold, float64(a.Dx())), bold, cx, y+lh/2+f.U(4*sc), kit.Center, c)
	}
}

// pictureFaces are a help picture's scale, how much larger than the phone's it is drawn (smaller in a
// small picture, larger in a large one: 0.75 to 1.35), and its faces at that scale: the regular one of
// 15 units, the mono and the bold ones of size units.
func pictureFaces(f *scene.Frame, size float64) (sc float64, face, mono, bold *kit.TextFace) {
	sc = math.Max(0.75, math.Min(1.35, float64(min(f.Area.Dx(), f.Area.Dy()))/f.Unit/340))
	return sc, kit.Face(kit.Regular, f.U(15*sc)), kit.Face(kit.Mono, f.U(size*sc)), kit.Face(kit.Bold, f.U(size*sc))
}

// linePage is the Line page: a stop of the classic game's line (its moves) a step.
func linePage(moves []string, stops []solver.Stop) scene.HelpPage {
	total := len(moves)
	texts := make([]string, len(stops))
	for s, st := range stops {
		if st.Move == "" {
			texts[s] = fmt.Sprintf("The line ends at the cleared clock after %d moves. Played backwards, the numbers the hand leaves behind spell the machine's own sequence, so the shortest win walks it back to its start.", total)
			continue
		}
		other := fmt.Sprintf("back to %d", st.OtherNext)
		if st.OtherNext == st.Left {
			other = "round to this very point again"
		}
		lead := ""
		if s == 0 {
			lead = fmt.Sprintf("The classic game has one optimal line, %d moves, from the solver. Every position you can reach lies on it. That it is the shortest is verified for every size the game offers, against a search of every position, not proved. ", total)
		}
		texts[s] = fmt.Sprintf("%sAfter %s the view is %s, with %s to go: %s steps one along the line, to %d; %s goes %s.", lead, puzzle.Plural(st.Played, "move", "moves"), digits(st.View), puzzle.Plural(st.Left, "move", "moves"), moveName[st.Move], st.Next, moveName[st.Other], other)
	}
	return scene.StepPage("Line", texts, func(dst *kit.Canvas, f *scene.Frame, s int) { drawLine(dst, f, moves, stops[s]) })
}

// moveName is a move in words.
var moveName = map[string]string{"0": "zeroing (0)", "X": "passing (X)"}

// drawLine shows the line as a strip of its moves (played, next, to come), the line as a track of
// moves left with this stop on it and where each move leads, and the view there.
func drawLine(dst *kit.Canvas, f *scene.Frame, moves []string, st solver.Stop) {
	t := f.Theme
	a := f.Area
	total := len(moves)
	sc, face, mono, bold := pictureFaces(f, 15)
	pad := f.U(8 * sc)
	W := float64(a.Dx()) - 2*pad
	cw := math.Min(f.U(24*sc), math.Max(f.U(14*sc), W/16))
	cols := max(1, min(total, int(W/cw)))
	rows := (total + cols - 1) / cols
	ch := f.U(21 * sc)
	// Heights: the strip, the track with room for its arc above and labels below, the view. The view
	// goes first when the area is short, then the track shrinks, down to its labels' room.
	disc := math.Max(f.U(22*sc), math.Min(f.U(34*sc), float64(a.Dy())*0.1))
	strip := float64(rows)*ch + f.U(10*sc)
	room := float64(a.Dy()) - strip - pad
	if room-disc*1.3 < f.U(76*sc) {
		disc = 0 // no room for the view
	}
	trackH := math.Max(f.U(70*sc), math.Min(f.U(110*sc), room-disc*1.3))
	height := strip + trackH + disc*1.3
	y := float64(a.Min.Y) + math.Max(pad/2, (float64(a.Dy())-height)/2)
	x0 := float64(a.Min.X) + (float64(a.Dx())-float64(cols)*cw)/2
	for i, m := range moves {
		x := x0 + (float64(i%cols)+0.5)*cw
		yy := y + (float64(i/cols)+0.5)*ch
		c := t.Dim
		switch {
		case i < st.Played:
			c = t.Text
		case i == st.Played:
			c = t.Accent
			kit.StrokeRect(dst, rectAround(x, yy, cw-f.U(2*sc), ch-f.U(2*sc)), f.U(2*sc), t.Accent)
		}
		kit.DrawText(dst, m, mono, x, yy, kit.Center, c)
	}
	y += strip
	// The track: moves left from total (left end) to 0 (right end); the part played is drawn solid.
	tx0, tx1 := float64(a.Min.X)+pad+f.U(16*sc), float64(a.Max.X)-pad-f.U(16*sc)
	ty := y + trackH*0.6
	at := func(left int) float64 { return tx0 + (tx1-tx0)*float64(total-left)/float64(total) }
	here := at(st.Left)
	kit.Line(dst, tx0, ty, tx1, ty, f.U(3*sc), t.Line)
	kit.Line(dst, tx0, ty, here, ty, f.U(3*sc), t.Dim)
	kit.DrawText(dst, strconv.Itoa(total), face, tx0, ty+f.U(16*sc), kit.Center, t.Dim)
	kit.DrawText(dst, "0", face, tx1, ty+f.U(16*sc), kit.Center, t.Dim)
	kit.DrawText(dst, "moves left", face, (tx0+tx1)/2, ty+f.U(16*sc), kit.Center, t.Dim)
	if st.Move != "" {
		// The other move: an arc back to where it leads (a loop when that is this same point).
		back := at(st.OtherNext)
		loop := math.Abs(back-here) < f.U(6*sc)
		rise := (trackH*0.6 - f.U(22*sc)) / 0.75
		x1, x2, x3 := here, back, back
		if loop {
			x1, x2, x3 = here-f.U(16*sc), here+f.U(16*sc), here
		}
		arc(dst, here, ty, x1, ty-rise, x2, ty-rise, x3, ty, f.U(2*sc), t.Bad)
		label := fmt.Sprintf("%s → %d", st.Other, st.OtherNext)
		lw := kit.TextWidth(label, bold)
		lx := math.Min(math.Max((here+back)/2, tx0+lw/2), tx1-lw/2)
		kit.DrawText(dst, label, bold, lx, ty-rise*0.75-f.U(11*sc), kit.Center, t.Bad)
		// The hint's move: one step along the line.
		next := at(st.Next)
		kit.Line(dst, here, ty, math.Max(next, here+f.U(12*sc)), ty, f.U(5*sc), t.Good)
		fwd := fmt.Sprintf("%s → %d", st.Move, st.Next)
		gap := f.U(8 * sc)
		if loop {
			gap = f.U(22 * sc) // clear of the loop
		}
		fw := kit.TextWidth(fwd, bold)
		fx := here + gap
		if fx+fw > float64(a.Max.X)-pad { // no room on the right: on the left of the point
			fx = math.Max(float64(a.Min.X)+pad, here-gap-fw)
		}
		kit.DrawText(dst, fwd, bold, fx, ty-f.U(13*sc), kit.Left, t.Good)
	}
	centred(dst, "disc", here, ty, f.U(6*sc), t.Accent)
	if disc > 0 { // the view here
		drawRow(dst, f, st.View, 2, float64(a.Min.X+a.Max.X)/2, y+trackH+disc*0.6, disc, "view", face, bold)
	}
}

// drawRow draws a view (the numbers read from the hand) as a row of discs of diameter d centred on
// (cx, y), the hand's number haloed, with its label on the left where there is room.
func drawRow(dst *kit.Canvas, f *scene.Frame, v []int, k int, cx, y, d float64, label string, face, bold *kit.TextFace) {
	t := f.Theme
	x0 := cx - float64(len(v))*d*1.25/2
	if lw := kit.TextWidth(label, face) + f.U(12); x0-lw >= float64(f.Area.Min.X) {
		kit.DrawText(dst, label, face, x0-f.U(8), y, kit.Right, t.Dim)
	}
	for i, x := range v {
		px := x0 + (float64(i)+0.5)*d*1.25
		if i == 0 {
			centred(dst, "clock-halo", px, y, d/2*1.35, t.Accent)
		}
		drawNumber(dst, t, px, y, d/2, x, k, face, bold)
	}
}

// arc draws a cubic curve from (x0, y0) to (x3, y3) as short segments.
func arc(dst *kit.Canvas, x0, y0, x1, y1, x2, y2, x3, y3, w float64, c color.Color) {
	const steps = 24
	px, py := x0, y0
	for i := 1; i <= steps; i++ {
		u := float64(i) / steps
		v := 1 - u
		x := v*v*v*x0 + 3*v*v*u*x1 + 3*v*u*u*x2 + u*u*u*x3
		y := v*v*v*y0 + 3*v*v*u*y1 + 3*v*u*u*y2 + u*u*u*y3
		kit.Line(dst, px, py, x, y, w, c)
		px, py = x, y
	}
}

// sequencePage is the Sequence page: the classic game's shortest win written as the numbers the hand
// leaves behind. Read backwards and followed by the starting clock (read backwards from the hand), it
// is the machine's "prefer the largest" de Bruijn sequence, in which every reading of the clock comes
// once. Its steps: the whole sequence; the first readings, largest first; the count.
func sequencePage(w *solver.Worked) scene.HelpPage {
	sq, n, k := w.Classic.Sequence, w.Classic.N, w.Classic.K
	window := func(i int) string { return reading(w.Classic.Window(i)) }
	texts := []string{
		fmt.Sprintf("Write down the number the hand leaves behind each time it moves in the classic game's shortest win, yours and the machine's: %d moves. Read them backwards and add the starting clock: %d digits.", sq.HandMoves, len(sq.Digits)),
		fmt.Sprintf("Each run of %d digits is a reading of the clock, and each digit is the largest that makes a reading not seen before: after %s come %s, %s, %s… That is the machine's rule, so the shortest win plays its sequence backwards.", n, window(0), window(1), window(2), window(3)),
		fmt.Sprintf("The %d readings are all different: every one of the %d = %d%s readings comes exactly once (a de Bruijn sequence). The hint finds a view's place in it from the view alone and counts the moves left from there, with no table. %d of the %d moves are yours.", sq.Windows, sq.Possible, k+1, power(n), sq.Moves, sq.HandMoves),
	}
	return scene.StepPage("Sequence", texts, func(dst *kit.Canvas, f *scene.Frame, s int) { drawSequence(dst, f, w, window, s) })
}

// drawSequence writes the sequence in rows, the readings the step is about shaded: the first and the
// last (step 0), the first few in turn (step 1), every one, alternately (step 2).
func drawSequence(dst *kit.Canvas, f *scene.Frame, w *solver.Worked, window func(int) string, s int) {
	t := f.Theme
	a := f.Area
	sc, small, mono, _ := pictureFaces(f, 15)
	sq, n := w.Classic.Sequence, w.Classic.N
	total := len(sq.Digits)
	pad := f.U(8 * sc)
	W := float64(a.Dx()) - 2*pad
	cw := math.Min(f.U(22*sc), math.Max(f.U(13*sc), W/12))
	cols := max(n, min(total, int(W/cw)))
	// Whole readings to a row where that costs little.
	if c := cols - cols%n; c >= n && float64(c)/float64(cols) > 0.8 {
		cols = c
	}
	rows := (total + cols - 1) / cols
	ch := math.Min(f.U(24*sc), math.Max(f.U(19*sc), (float64(a.Dy())-f.U(36*sc))/float64(rows)))
	height := float64(rows)*ch + f.U(34*sc)
	y0 := float64(a.Min.Y) + math.Max(pad/2, (float64(a.Dy())-height)/2)
	x0 := float64(a.Min.X) + (float64(a.Dx())-float64(cols)*cw)/2
	at := func(i int) (float64, float64) {
		return x0 + float64(i%cols)*cw, y0 + float64(i/cols)*ch
	}
	shade := func(from int, c color.NRGBA) {
		for i := from; i < from+n && i < total; i++ {
			x, y := at(i)
			kit.FillRect(dst, rectAround(x+cw/2, y+ch/2, cw, ch-f.U(4*sc)), c)
		}
	}
	note := ""
	switch s {
	case 0:
		shade(0, kit.Fade(t.Good, 0.35))
		shade(total-n, kit.Fade(t.Accent, 0.35))
		note = fmt.Sprintf("%s the cleared clock … %s the start", window(0), window(total-n))
	case 1:
		for w := 0; w < 4; w++ {
			shade(w, kit.Fade(t.Accent, 0.12+0.1*float64(w)))
		}
		note = fmt.Sprintf("%s, %s, %s, %s…", window(0), window(1), window(2), window(3))
	default:
		note = fmt.Sprintf("%d readings, each once", sq.Readings)
		if w.ExampleAt >= 0 {
			shade(w.ExampleAt, kit.Fade(t.HintC, 0.35))
			note = fmt.Sprintf("%s: the example, %d moves to go", window(w.ExampleAt), w.Example.Stops[0].Left)
		}
	}
	for i, d := range sq.Digits {
		x, y := at(i)
		c := t.Text
		if d == 0 {
			c = t.Dim
		}
		kit.DrawText(dst, strconv.Itoa(d), mono, x+cw/2, y+ch/2, kit.Center, c)
	}
	// The note where it fits whole (the page's text says it too).
	if ny := y0 + float64(rows)*ch + f.U(18*sc); kit.TextWidth(note, small) <= W && ny+f.U(10*sc) <= float64(a.Max.Y) {
		kit.DrawText(dst, note, small, float64(a.Min.X+a.Max.X)/2, ny, kit.Center, t.Dim)
	}
}

// power writes an exponent in superscript digits.
func power(e int) string {
	return strings.Map(func(c rune) rune { return []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[c-'0'] }, strconv.Itoa(e))
}
