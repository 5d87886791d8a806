package hash

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	solver "quintet/solver/hash"
)

// HelpPages are the Hash Game's pages of mathematics, each with a picture drawn with the board's own
// tiles: the spiral the machine's m counts along, the reading order its d names a tile in, how the
// hint finds a shortest win, the open question, and why the rules alone allow a loss (the relaxed
// machine's strategy, played on the board). Every number on them is the solver's (solver/hash's
// Explain of the worked example, WhySteps, the census record), worked out when the help opens.
func (s *Scene) HelpPages() []scene.HelpPage {
	ex, _ := solver.WorkedExample() // without it the pages that count on the example leave that step out
	pages := []scene.HelpPage{spiralPage(ex), readingPage(ex), hintPage(ex), questionPage()}
	if w, err := solver.WhySteps(); err == nil {
		pages = append(pages, whyPage(w))
	}
	return pages
}

// --- drawing helpers -------------------------------------------------------------------------------------

// boardIn lays out the board alone (no panel), as large as fits in r with room for its frame and,
// when margin is not 0, that many pixels above and left of it for the coordinates, and draws the
// state st on it with the game's own tiles and star.
func boardIn(dst *kit.Canvas, f *scene.Frame, r image.Rectangle, margin int, st rules.State) layout {
	l := layout{unit: f.Unit, compact: true}.fitted(r, margin, 2*int(f.U(7)))
	(&Scene{}).drawTiles(dst, f, l, false, &st)
	return l
}

// caption writes one line centred along the top of r, the first of the texts that fits (the last,
// shortened, if none does), and returns the rest of r.
func caption(dst *kit.Canvas, f *scene.Frame, r image.Rectangle, c color.Color, texts ...string) image.Rectangle {
	h, face := int(f.U(24)), kit.Face(kit.Bold, f.U(15))
	kit.DrawText(dst, kit.Fitting(dst, face, float64(r.Dx()), texts...), face, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+h/2), kit.Center, c)
	return image.Rect(r.Min.X, r.Min.Y+h, r.Max.X, r.Max.Y)
}

// above is how far above a tile's centre a plate goes so that it leaves the tile in view.
func above(f *scene.Frame, l layout) float64 {
	return max(1.3*float64(l.tile), float64(l.tile)/2+f.U(14))
}

// plate writes a short label on a plate centred near (cx, cy), kept inside the frame's area: the first
// of the texts that fits there.
func plate(dst *kit.Canvas, f *scene.Frame, cx, cy float64, c color.Color, texts ...string) {
	face := kit.Face(kit.Bold, f.U(14))
	a := f.Area
	s := kit.Fitting(dst, face, float64(a.Dx())-f.U(10), texts...)
	w, h := kit.TextWidth(s, face)+f.U(10), f.U(22)
	cx = max(float64(a.Min.X)+w/2, min(cx, float64(a.Max.X)-w/2))
	cy = max(float64(a.Min.Y)+h/2, min(cy, float64(a.Max.Y)-h/2))
	r := image.Rect(int(cx-w/2), int(cy-h/2), int(cx+w/2), int(cy+h/2))
	kit.DrawPanel(dst, "panel", r, f.U(5), kit.Fade(f.Theme.Bg, 0.9))
	kit.DrawText(dst, s, face, cx, cy, kit.Center, c)
}

// xy writes a tile's coordinates as a tile's String does.
func xy(p [2]int) string { return fmt.Sprintf("(%d,%d)", p[0], p[1]) }

// --- the spiral ------------------------------------------------------------------------------------------

// spiralLast is the index of the spiral's last position on the board's square: p0 … p_last read every
// tile once (rules.SpiralLen positions in all).
func spiralLast() int { return rules.SpiralLen() - 1 }

// zoom is the side, in tiles, of the square round the star on which the spiral's first steps are drawn.
const zoom = 7

// spiralPage shows the spiral growing from the star, then whole, then the count m on the worked
// example's board.
func spiralPage(ex *solver.Worked) scene.HelpPage {
	first, square := solver.SpiralSquare(3), solver.SpiralSquare(zoom) // p8 closes the 3×3 square round the star, p48 the 7×7
	texts := []string{
		fmt.Sprintf("The machine's count m walks a spiral out from the star. p0 is the star; then it goes right first and turns clockwise (right, down, left, up), with runs of 1, 1, 2, 2, 3, 3, … tiles. p%d closes the 3×3 square round the star. Right first is what the original program does, though its comment says (8,8) then (8,9); the game follows the program.", first),
		fmt.Sprintf("Each pair of runs is one longer than the last, so every two turns close a bigger square: p%d ends the 5×5, p%d the 7×7.", solver.SpiralSquare(5), square),
		fmt.Sprintf("p0 to p%d are exactly the board's %d tiles: the spiral's %d×%d square is the board. The tile you just whitened is one of them and is not red, so m is at most %d and the count always stops on the board; what the spiral would read past the edges never matters.",
			spiralLast(), rules.Tiles, rules.Size, rules.Size, spiralLast()),
	}
	// The count m on a real board: the example after its third move.
	turn, has := ex.Answer(3)
	if has {
		texts = append(texts, fmt.Sprintf("After your move the machine counts m: how many positions in a row, from p0, read red. In the worked example, after %s: p0 to p%d are red and p%d, %s, is %s, so m = %d.",
			xy(turn.Move), turn.M-1, turn.M, xy(turn.Stop), turn.StopColour, turn.M))
	}
	return scene.StepPage("Spiral", texts, scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, s int) {
		switch s {
		case 0, 1:
			drawSpiralZoom(dst, f, []int{first, square}[s])
		case 2:
			l := boardIn(dst, f, f.Area, 0, rules.Start())
			spiralPath(dst, l, 0, rules.SpiralLen()-1, f.U(2), kit.Fade(f.Theme.Accent, 0.8))
		default:
			rest := caption(dst, f, f.Area, f.Theme.Text, "m = "+strconv.Itoa(turn.M))
			l := boardIn(dst, f, rest, 0, turn.After)
			spiralPath(dst, l, 0, turn.M-1, f.U(3), f.Theme.Accent)
			if stop, ok := rules.TileAt(turn.Stop[0], turn.Stop[1]); ok {
				frameTile(dst, l, stop, 0.18, f.Theme.Text)
				cx, cy := l.centre(stop.X(), stop.Y())
				plate(dst, f, cx, cy-above(f, l), f.Theme.Text, "p"+strconv.Itoa(turn.M))
			}
		}
	}))
}

// drawSpiralZoom draws the zoom×zoom tiles round the star, each numbered by its spiral position,
// with the path from p0 to p_n; the positions after p_n are dimmed.
func drawSpiralZoom(dst *kit.Canvas, f *scene.Frame, n int) {
	t := f.Theme
	a := caption(dst, f, f.Area, t.Text, "p0 is the star", "p0: the star")
	tile := (min(a.Dx(), a.Dy()) - int(f.U(8))) / zoom
	// A layout whose star cell is centred in the area: its board lies mostly outside, and only the
	// cells round the star are drawn.
	cx, cy := (a.Min.X+a.Max.X)/2, (a.Min.Y+a.Max.Y)/2
	l := layout{unit: f.Unit, compact: true}.at(image.Pt(cx-tile/2-(rules.Star.X()-1)*tile, cy-tile/2-(rules.Star.Y()-1)*tile), tile)
	face := kit.Face(kit.Bold, max(f.U(14), float64(tile)*0.34))
	for i := 0; i <= solver.SpiralSquare(zoom); i++ {
		p := rules.SpiralAt(i)
		x, y, size := tileRect(l, p.X, p.Y)
		alpha := 1.0
		if i > n {
			alpha = 0.3
		}
		drawTile(dst, t, x, y, size, rules.Red, alpha, 1, false) // the star goes over the path
	}
	spiralPath(dst, l, 0, n, f.U(4), t.Accent)
	x, y, size := tileRect(l, rules.Star.X(), rules.Star.Y())
	drawStar(dst, t, x, y, size, rules.Red, 1)
	for i := 1; i <= n; i++ {
		p := rules.SpiralAt(i)
		x, y := l.centre(p.X, p.Y)
		r := float64(tile) * 0.3
		kit.DrawSpriteF(dst, "disc", x-r, y-r, 2*r, 2*r, kit.Fade(t.Bg, 0.75))
		kit.DrawText(dst, strconv.Itoa(i), face, x, y, kit.Center, t.Text)
	}
}

// --- the reading order -------------------------------------------------------------------------------------

// readingPage shows the reading index, what it makes neighbours, and how d picks the machine's tile.
func readingPage(ex *solver.Worked) scene.HelpPage {
	edge, _ := rules.TileAt(1, 5)
	neighbours := solver.Neighbours(edge)
	var names []string
	for _, t := range neighbours {
		names = append(names, fmt.Sprintf("%d %s", t, t.String()))
	}
	texts := []string{
		fmt.Sprintf("Each tile has a reading index r = (x−1) + (y−1)·16: the tiles are numbered like the letters of a page, 0 at the top left, 15 at the top right, 16 at the start of the next row, … 255 at the bottom right. The star %s is %d.", rules.Star.String(), rules.Star),
		fmt.Sprintf("Tiles touch when their indices differ by 1 or 16, so a row's ends touch the rows above and below, like lines of text: the original program's index arithmetic does this, and the game follows it. %s is r = %d; its neighbours are %s.",
			edge.String(), edge, strings.Join(names, ", ")),
	}
	turn, has := ex.Answer(0)
	if has {
		texts = append(texts, fmt.Sprintf("The machine blackens the tile whose index is d = v·m mod 256. In the worked example, after %s: v = %d and m = %d, v·m = %d = %d·256 + %d, so d = %d, which is %s.",
			xy(turn.Move), turn.V, turn.M, turn.Product(), turn.Quotient, turn.D, turn.D, rules.Tile(turn.D).String()))
	}
	return scene.StepPage("Reading", texts, scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, s int) {
		t := f.Theme
		// Room for the reading line's wraps beside the board.
		area := f.Area.Inset(int(f.U(6)))
		switch s {
		case 0:
			l := boardIn(dst, f, area, 0, rules.Start())
			readingPath(dst, f, l, 0, rules.Tiles-1, f.U(2), kit.Fade(t.Text, 0.6))
			readingPath(dst, f, l, 15, 16, f.U(3.5), t.Accent)
			// Labels beside their tiles, towards the middle (the star's above it); 0 and 16 (one
			// above the other) are pushed apart. Offsets in tiles.
			for _, lb := range []struct {
				tile   rules.Tile
				dx, dy float64
			}{{0, 2.2, -0.4}, {15, -2.2, 0}, {16, 2.2, 0.4}, {rules.Star, 0, -1.2}, {240, 2.2, 0}, {255, -2.2, 0}} {
				x, y := l.centre(lb.tile.X(), lb.tile.Y())
				frameTile(dst, l, lb.tile, 0.18, t.Accent)
				plate(dst, f, x+lb.dx*float64(l.tile), y+lb.dy*float64(l.tile), t.Text, strconv.Itoa(int(lb.tile)))
			}
		case 1:
			l := boardIn(dst, f, area, 0, rules.Start())
			readingPath(dst, f, l, 0, rules.Tiles-1, f.U(1.5), kit.Fade(t.Text, 0.3))
			readingPath(dst, f, l, int(edge)-1, int(edge), f.U(3.5), t.Accent)
			for _, nb := range neighbours {
				frameTile(dst, l, nb, 0.18, t.Accent)
			}
			ringTile(dst, l, edge, 0.78, t.HintC)
			x, y := l.centre(edge.X(), edge.Y())
			plate(dst, f, x+float64(l.tile)*2.6, y, t.Text, "r = "+strconv.Itoa(int(edge)))
		default:
			rest := caption(dst, f, area, t.Text, fmt.Sprintf("%d·%d mod 256 = %d", turn.V, turn.M, turn.D), fmt.Sprintf("d = %d", turn.D))
			l := boardIn(dst, f, rest, 0, turn.After)
			readingPath(dst, f, l, 0, turn.D, f.U(3), t.Accent)
			black := rules.Tile(turn.D)
			frameTile(dst, l, black, 0.18, t.Accent)
			x, y := l.centre(black.X(), black.Y())
			plate(dst, f, x, y+above(f, l), t.Text, "d = "+strconv.Itoa(turn.D))
		}
	}))
}

// --- the hint ------------------------------------------------------------------------------------------------

// hintPage says how the hint finds a shortest win, with the hint drawn on the worked example's start.
func hintPage(ex *solver.Worked) scene.HelpPage {
	const how = "The hint is exact: it tries every line of n moves, then n+1, …, n being the fewest red tiles on a non-black path from a white tile to the star. No win is shorter: a win whitens, a move each, the red tiles of such a path, not black now since black tiles never come back. The first win found is a shortest one."
	page := scene.HelpPage{Title: "Hint", Text: func(int) string { return how }}
	if ex == nil || ex.Explain.Hint.Verdict != puzzle.Solved {
		return page
	}
	start, h, bound := ex.Start, ex.Explain.Hint, ex.Explain.Bound
	here := fmt.Sprintf("\n\nAt the example's start the bound is %d and the hint finds a line of %d.", bound, h.Remaining)
	if h.Remaining > bound {
		here = fmt.Sprintf("\n\nAt the example's start the bound is %d, but no %d-move line wins, so the search goes on to %d and finds the line drawn.", bound, bound, h.Remaining)
	}
	page.Text = func(int) string { return how + here }
	page.Draw = scene.ClippedPicture(func(dst *kit.Canvas, f *scene.Frame, _ int) {
		g := *f
		g.Pos, g.Prev, g.Hint = start, nil, &h
		// The board with its coordinates, the hinted tile's on the hint's plates, as in the game.
		l := boardIn(dst, f, f.Area, int(f.U(labelMargin+2)), start.State())
		(&Scene{}).drawLabels(dst, &g, l)
		(&Scene{}).drawHint(dst, &g, l)
	})
	return page
}
