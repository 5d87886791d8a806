package hash

import (
	"fmt"
	"image"
	"image/color"
	"math/big"
	"slices"
	"strconv"

	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// questionPage says what is proved, computed, measured and open about unwinnable salts.
func questionPage() scene.HelpPage {
	turns := solver.StrategyTurns()
	census, censusErr := solver.Census()
	dist, inWindow := solver.DigitShares(), solver.WindowShare()
	proved := "A machine free to pick any v from 0 to %[1]d would win, so the rules alone allow a loss (Why? shows how)."
	if turns > 0 {
		proved = "A machine free to pick any v from 0 to %[1]d wins within %[2]d turns, so the rules alone allow a loss (Why? shows how)."
	}
	measured := fmt.Sprintf("Measured: the first %s numbered salts are all winnable, the hardest in %d moves.", solver.Roughly(solver.CensusSalts), solver.CensusLongest)
	if censusErr == nil {
		measured = fmt.Sprintf("Measured: the first %s numbered salts, 0 to %s, are all winnable. The hardest need %d moves; the first of them, salt %s, is in the menu.",
			solver.Roughly(census.Salts), midend.Number(int(census.Salts-1)), census.Hardest.Moves, census.Hardest.Salts[0])
	}
	texts := []string{
		fmt.Sprintf("Is there a salt you cannot win? Nobody knows.\n\nProved: "+proved+" Held to %[3]d±%[4]d it cannot stop you: you win within %[5]d moves. From %[3]d±%[6]d on, it wins.",
			solver.MaxV, turns, solver.MidV, solver.PlayerWindow, solver.PlayerWindowMoves, solver.MachineWindow),
		fmt.Sprintf("Computed: the real machine cannot pick; MD5 picks for it. If MD5 acts like a random function, v is spread as drawn, only %.0f%% of it within %d±%d, and a salt is lost within the first two turns about once in %s.",
			100*inWindow, solver.MidV, solver.PlayerWindow, solver.Roughly(solver.OddsTwoTurnsOneIn)),
		measured,
		fmt.Sprintf("Open: no proof either way. The rules allow a loss, so a proof that every salt wins would have to use MD5 itself, not the board. Salts are up to %d characters from %d allowed ones: about 10^%d of them, too many for any search to try; it could only find an unwinnable one (quintet-solve hash census looks).",
			rules.MaxSaltLen, saltChars(), saltsExp10()),
	}
	texts = append(texts, huntTexts()...)
	return scene.StepPage("Question", texts, scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, s int) {
		switch s {
		case 0, 1:
			drawWindow(dst, f, turns, dist, s == 1, inWindow)
		case 2:
			if censusErr == nil {
				drawCensus(dst, f, census)
			}
		default:
			drawOpen(dst, f)
		}
	}))
}

// saltChars is how many characters a salt may hold, as the rules check them.
func saltChars() int {
	n := 0
	for c := 0; c < 256; c++ {
		if rules.CheckSalt(string(rune(c))) == nil && c < 128 {
			n++
		}
	}
	return n
}

// saltsExp10 is ⌊log10⌋ of the number of salts the rules allow: every string of 0 to MaxSaltLen
// allowed characters.
func saltsExp10() int {
	total, pow, k := new(big.Int), big.NewInt(1), big.NewInt(int64(saltChars()))
	for l := 0; l <= rules.MaxSaltLen; l++ {
		total.Add(total, pow)
		pow.Mul(pow, k)
	}
	return len(total.String()) - 1
}

// huntTexts say what a hunt for a lost salt looks at and what it would cost, with the random-function
// model's forecast for every salt the game allows (solver.Forecast).
func huntTexts() []string {
	f := solver.Forecast()
	return []string{
		fmt.Sprintf("Hunted: quintet-solve hash hunt asks each salt only whether the machine wins within two turns, the loss the model can count. It hashes the answer to (8,15) first, then (9,16), then (7,16): about %s salts a CPU-second, ten times the census. The census's search checks any salt it flags; a salt lost later slips through.",
			solver.Roughly(solver.HuntSaltsPerCPUSecond)),
		fmt.Sprintf("Forecast: if MD5 were a random function, the game's salts (up to %d of 65 characters, about 65^%d) would hold about 10^%d lost ones. That is a heuristic, not a proof. One find would take about %s salts: %s CPU-years of hunting.",
			rules.MaxSaltLen, f.SaltsPower, f.LostPower, solver.Roughly(solver.OddsTwoTurnsOneIn), midend.Number(f.Years)),
	}
}

// drawWindow draws v's range 0..MaxV. Without curve: the windows the free machine may pick from and
// who wins in each (the whole range, the narrowest it wins in, the widest it loses in). With curve:
// how the digit sums are spread over the range if MD5 is random, the player's window shaded.
func drawWindow(dst *kit.Canvas, f *scene.Frame, turns int, dist []float64, curve bool, inWindow float64) {
	t := f.Theme
	a := f.Area.Inset(int(f.U(8)))
	x := func(v int) float64 { return float64(a.Min.X) + float64(v)*float64(a.Dx())/float64(solver.MaxV+1) }
	face := kit.Face(kit.Regular, f.U(15))
	small := kit.Face(kit.Regular, f.U(14))
	bar := int(f.U(14))
	span := func(y, lo, hi int, c color.Color) {
		kit.FillRect(dst, image.Rect(a.Min.X, y, a.Max.X, y+bar), kit.Fade(t.Line, 0.5))
		kit.FillRect(dst, image.Rect(int(x(lo)), y, max(int(x(hi+1)), int(x(lo))+int(f.U(3))), y+bar), c)
	}
	axis := func(y int) {
		for i, v := range []int{0, solver.MidV, solver.MaxV} {
			al := []kit.Align{kit.Left, kit.Center, kit.Right}[i]
			kit.DrawText(dst, strconv.Itoa(v), small, x(v), float64(y)+f.U(10), al, t.Dim)
		}
	}
	win, _ := solver.Centered(solver.PlayerWindow)
	if !curve {
		rows := solver.VWindows(turns)
		// Rows as tall as fit under the title and over the axis's numbers, centred when there is room.
		rowH := min(int(f.U(56)), (a.Dy()-int(f.U(44)))/len(rows))
		y := max(a.Min.Y+int(f.U(22)), (a.Min.Y+a.Max.Y)/2-(len(rows)*rowH+int(f.U(24)))/2)
		caption(dst, f, image.Rect(a.Min.X, y-int(f.U(26)), a.Max.X, y), t.Text, "The machine picks v from:", "v from:")
		for _, r := range rows {
			c, who, unit := t.Good, "you win", "moves"
			if r.MachineWins {
				c, who, unit = t.Bad, "it wins", "turns"
			}
			vs := r.Range()
			labels := []string{fmt.Sprintf("%s: %s in %d %s", vs, who, r.Within, unit), vs + ": " + who}
			if r.Within == 0 {
				labels = labels[1:] // not known
			}
			kit.DrawText(dst, kit.Fitting(dst, face, float64(a.Dx()), labels...), face, float64(a.Min.X), float64(y)+f.U(8), kit.Left, c)
			span(y+int(f.U(17)), r.Lo, r.Hi, c)
			y += rowH
		}
		axis(y - rowH + int(f.U(17)) + bar)
		return
	}
	axisY := a.Max.Y - int(f.U(24))
	span(axisY-bar, win.Lo, win.Hi, t.Good)
	axis(axisY)
	peak := slices.Max(dist)
	top := float64(a.Min.Y) + f.U(34)
	base := float64(axisY-bar) - f.U(4)
	h := base - top
	for v := win.Lo; v <= win.Hi; v++ {
		kit.Line(dst, x(v)+0.5*(x(1)-x(0)), base, x(v)+0.5*(x(1)-x(0)), base-dist[v]/peak*h, max(1, x(1)-x(0)), kit.Fade(t.Good, 0.6))
	}
	for v := 0; v < solver.MaxV; v++ {
		kit.Line(dst, x(v), base-dist[v]/peak*h, x(v+1), base-dist[v+1]/peak*h, f.U(2.5), t.Accent)
	}
	plate(dst, f, float64(a.Min.X+a.Max.X)/2, float64(a.Min.Y)+f.U(10), t.Accent, "MD5's digit sums, if random", "if MD5 is random")
	pct := fmt.Sprintf("%.0f%% in %d±%d", 100*inWindow, solver.MidV, solver.PlayerWindow)
	px := x(solver.MidV) + float64(a.Dx())/8 + kit.TextWidth(pct, kit.Face(kit.Bold, f.U(14)))/2 // the plate's face
	plate(dst, f, px, top+h*0.45, t.Good, pct)
}

// drawCensus draws the census's histogram: a bar for each number of moves, with its count.
func drawCensus(dst *kit.Canvas, f *scene.Frame, c solver.CensusRecord) {
	t := f.Theme
	a := f.Area.Inset(int(f.U(10)))
	bars := c.Bars()
	bold := kit.Face(kit.Bold, f.U(15))
	rest := caption(dst, f, a, t.Text, fmt.Sprintf("%s salts: fewest moves to win", solver.Roughly(c.Salts)),
		fmt.Sprintf("%s salts", solver.Roughly(c.Salts)))
	face := kit.Face(kit.Regular, f.U(14))
	labelW := int(kit.TextWidth("10 moves", bold) + f.U(10))
	rowH := min(rest.Dy()/max(1, len(bars)), int(f.U(64)))
	top := rest.Min.Y + (rest.Dy()-rowH*len(bars))/2
	var most uint64
	for _, b := range bars {
		most = max(most, b.Salts)
	}
	for i, b := range bars {
		y := top + i*rowH
		barH := int(f.U(20))
		kit.DrawText(dst, fmt.Sprintf("%d moves", b.Moves), bold, float64(rest.Min.X), float64(y+barH/2), kit.Left, t.Text)
		w := max(int(f.U(2)), int(float64(rest.Dx()-labelW)*float64(b.Salts)/float64(most)))
		r := image.Rect(rest.Min.X+labelW, y, rest.Min.X+labelW+w, y+barH)
		col := t.Accent
		if b.Moves == c.Hardest.Moves {
			col = t.HintC
		}
		kit.FillRect(dst, r, col)
		count := kit.Fitting(dst, face, float64(rest.Dx()), fmt.Sprintf("%s salts (%s%%)", midend.Number(int(b.Salts)), percent(b.Percent)),
			fmt.Sprintf("%s (%s%%)", midend.Number(int(b.Salts)), percent(b.Percent)), midend.Number(int(b.Salts)))
		kit.DrawText(dst, count, face, float64(rest.Min.X), float64(r.Max.Y)+f.U(13), kit.Left, t.Dim)
	}
}

// percent writes a share with two significant digits below 1 %: 93.6, 6.4, 0.051.
func percent(p float64) string {
	if p >= 1 {
		return strconv.FormatFloat(p, 'f', 1, 64)
	}
	return strconv.FormatFloat(p, 'g', 2, 64)
}

// drawOpen draws the salts: the checked ones, then the endless rest.
func drawOpen(dst *kit.Canvas, f *scene.Frame) {
	t := f.Theme
	a := f.Area.Inset(int(f.U(10)))
	face := kit.Face(kit.Bold, f.U(15))
	small := kit.Face(kit.Regular, f.U(14))
	h := int(f.U(54))
	y := (a.Min.Y+a.Max.Y)/2 - h/2
	split := a.Min.X + a.Dx()*45/100
	done := image.Rect(a.Min.X, y, split, y+h)
	kit.DrawPanel(dst, "panel", done, f.U(8), kit.Fade(t.Good, 0.35))
	if s := kit.Fitting(dst, face, float64(done.Dx()), "all winnable", "winnable", ""); s != "" {
		kit.DrawText(dst, s, face, float64(done.Min.X+done.Max.X)/2, float64(y+h/2), kit.Center, t.Text)
	} else { // too narrow for the word: the check mark says it
		sz := min(float64(done.Dx()), float64(h)) * 0.6
		kit.DrawSpriteF(dst, "check", float64(done.Min.X+done.Max.X)/2-sz/2, float64(y+h/2)-sz/2, sz, sz, t.Text)
	}
	kit.DrawText(dst, "0", small, float64(done.Min.X), float64(y)-f.U(12), kit.Left, t.Dim)
	kit.DrawText(dst, midend.Number(int(solver.CensusSalts-1)), small, float64(done.Max.X), float64(y+h)+f.U(12), kit.Right, t.Dim)
	// The rest fades out to the right: there is no end to it.
	n := 12
	step := float64(a.Max.X-split-int(f.U(6))) / float64(n)
	for i := 0; i < n; i++ {
		x0 := float64(split+int(f.U(6))) + float64(i)*step
		r := image.Rect(int(x0), y, int(x0+step-f.U(3)), y+h)
		kit.FillRect(dst, r, kit.Fade(t.Dim, 0.35*(1-float64(i)/float64(n))))
	}
	kit.DrawText(dst, "?", kit.Face(kit.Bold, f.U(28)), float64(split+a.Max.X)/2, float64(y+h/2), kit.Center, t.Text)
	kit.DrawText(dst, "… no end", small, float64(a.Max.X), float64(y)-f.U(12), kit.Right, t.Dim)
}

// whyPage plays the free machine's strategy on the board, an answer a step.
func whyPage(steps []solver.WhyStep) scene.HelpPage {
	texts := []string{solver.WhyIntro(steps, solver.StrategyTurns())}
	for _, s := range steps {
		texts = append(texts, s.Words())
	}
	return scene.StepPage("Why?", texts, scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, i int) {
		t := f.Theme
		if i == 0 {
			rest := caption(dst, f, f.Area, t.Text, "a free machine")
			l := boardIn(dst, f, rest, 0, rules.Start())
			for _, s := range steps {
				if len(s.Line) == 0 {
					ringTile(dst, l, s.Moves[0], 0.78, t.HintC)
				}
			}
			return
		}
		s := steps[i-1]
		rest := caption(dst, f, f.Area, t.Text, fmt.Sprintf("m = %d, v = %d, d = %d", s.M, s.V, int(s.Black)),
			fmt.Sprintf("v = %d, d = %d", s.V, int(s.Black)), fmt.Sprintf("d = %d", int(s.Black)))
		l := boardIn(dst, f, rest, 0, s.After)
		for _, m := range s.Moves {
			ringTile(dst, l, m, 0.78, t.HintC)
		}
		frameTile(dst, l, s.Black, 0.18, t.Accent)
		// Where the count m stopped: the first spiral position that was not red.
		if stop, ok := rules.SpiralAt(s.M).Read(); ok {
			x, y := l.centre(stop.X(), stop.Y())
			label := "p" + strconv.Itoa(s.M)
			switch {
			case stop.Y() <= 2:
				y += above(f, l)
			case stop.Y() >= rules.Size-1:
				// Beside it, left, clear of the ring on the move next to it: above are the
				// moves and the answer.
				w := kit.TextWidth(label, kit.Face(kit.Bold, f.U(14))) + f.U(10)
				x -= max(2.4*float64(l.tile), 1.9*float64(l.tile)+w/2) // (plate keeps it in the picture)
			default:
				y -= above(f, l)
			}
			plate(dst, f, x, y, t.Text, label)
		}
	}))
}
