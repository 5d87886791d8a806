package hash

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	solver "quintet/solver/hash"
)

// HelpPages are the Hash Game's pages of mathematics, each with a picture drawn with the board's own
// tiles: the spiral the machine's m counts along, the reading order its d names a tile in, how the
// hint finds a shortest win, the open question, and why the rules alone allow a loss (the relaxed
// machine's strategy, played on the board). Every number on them is the solver's (solver/hash's
// Explain of the worked example, WhySteps, the census record), worked out when the help opens.
func (s *Scene) HelpPages() []game.HelpPage {
	ex, _ := worked() // without it the pages that count on the example leave that step out
	pages := []game.HelpPage{spiralPage(ex), readingPage(ex), hintPage(ex), questionPage()}
	if w, err := solver.WhySteps(); err == nil {
		pages = append(pages, whyPage(w))
	}
	return pages
}

// example is the worked example (Info.Example) as the pages show it: its start with the solver's
// explanation (the moves that led there and the hint's line), and the moves played after it.
type example struct {
	start   solver.Position
	explain *solver.Explanation
	after   []solver.Position // the position after each of the example's steps
	played  []solver.Answer   // every move to the last of them, with the machine's working
}

// worked loads the worked example and explains it.
func worked() (*example, error) {
	ps, err := puzzle.ExamplePositions(solver.Backend)
	if err != nil {
		return nil, err
	}
	ex := &example{start: ps[0].(solver.Position)}
	for _, p := range ps[1:] {
		ex.after = append(ex.after, p.(solver.Position))
	}
	if ex.explain, err = solver.Explain(ex.start); err != nil {
		return nil, err
	}
	last := ex.start
	if len(ex.after) > 0 {
		last = ex.after[len(ex.after)-1]
	}
	if ex.played, err = solver.Played(last); err != nil {
		return nil, err
	}
	return ex, nil
}

// answer is the machine's working for the example's move i (0: the last move of its start), and the
// position after it.
func (ex *example) answer(i int) (solver.Answer, solver.Position, bool) {
	if ex == nil {
		return solver.Answer{}, solver.Position{}, false
	}
	j := len(ex.explain.Played) - 1 + i
	if j < 0 || j >= len(ex.played) || ex.played[j].Won || i > len(ex.after) {
		return solver.Answer{}, solver.Position{}, false
	}
	if i == 0 {
		return ex.played[j], ex.start, true
	}
	return ex.played[j], ex.after[i-1], true
}

// --- drawing helpers -------------------------------------------------------------------------------------

// clipped is dst cut to the frame's area, so nothing a picture draws can stray outside it.
func clipped(dst *ebiten.Image, f *game.Frame) *ebiten.Image {
	return dst.SubImage(f.Area).(*ebiten.Image)
}

// boardIn lays out the board alone (no coordinates, no panel), as large as fits in r with room for
// its frame.
func boardIn(f *game.Frame, r image.Rectangle) layout {
	pad := int(f.U(7))
	tile := max((min(r.Dx(), r.Dy())-2*pad)/rules.Size, 4)
	bs := tile * rules.Size
	x := r.Min.X + (r.Dx()-bs)/2
	y := r.Min.Y + (r.Dy()-bs)/2
	return layout{board: image.Rect(x, y, x+bs, y+bs), tile: tile, unit: f.Unit, compact: true}
}

// drawBoard draws a board state with the game's own tiles and star.
func drawBoard(dst *ebiten.Image, f *game.Frame, l layout, st *rules.State) {
	(&Scene{}).drawTiles(dst, f, l, false, st)
}

// captionSplit takes a caption's line off the top of r: the caption's rectangle and the rest.
func captionSplit(f *game.Frame, r image.Rectangle) (caption, rest image.Rectangle) {
	h := int(f.U(24))
	return image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+h), image.Rect(r.Min.X, r.Min.Y+h, r.Max.X, r.Max.Y)
}

// caption writes one line centred in r, shortened with an ellipsis if it does not fit.
func caption(dst *ebiten.Image, f *game.Frame, r image.Rectangle, s string, c color.Color) {
	face := game.Face(game.Bold, f.U(15))
	game.DrawText(dst, game.Ellipsize(s, face, float64(r.Dx())), face, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, game.Center, c)
}

// fitting is the first of the texts that fits in width (the last, shortened, if none does).
func fitting(face *game.TextFace, width float64, texts ...string) string {
	for _, s := range texts {
		if game.TextWidth(s, face) <= width {
			return s
		}
	}
	return game.Ellipsize(texts[len(texts)-1], face, width)
}

// above is how far above a tile's centre a plate goes so that it leaves the tile in view.
func above(f *game.Frame, l layout) float64 {
	return max(1.3*float64(l.tile), float64(l.tile)/2+f.U(14))
}

// plate writes a short label on a plate centred near (cx, cy), kept inside the frame's area.
func plate(dst *ebiten.Image, f *game.Frame, s string, cx, cy float64, c color.Color) {
	face := game.Face(game.Bold, f.U(14))
	w, h := game.TextWidth(s, face)+f.U(10), f.U(22)
	a := f.Area
	cx = max(float64(a.Min.X)+w/2, min(cx, float64(a.Max.X)-w/2))
	cy = max(float64(a.Min.Y)+h/2, min(cy, float64(a.Max.Y)-h/2))
	r := image.Rect(int(cx-w/2), int(cy-h/2), int(cx+w/2), int(cy+h/2))
	game.DrawPanel(dst, "panel", r, f.U(5), game.Fade(f.Theme.Bg, 0.9))
	game.DrawText(dst, s, face, cx, cy, game.Center, c)
}

// frameTile rings the tile t with the rounded frame the game puts on the machine's last tile.
func frameTile(dst *ebiten.Image, l layout, t rules.Tile, c color.Color) {
	x, y, size := tileRect(l, t.X(), t.Y())
	g := size * 0.18
	game.DrawSpriteF(dst, "hash-frame", x-g, y-g, size+2*g, size+2*g, c)
}

// ringTile puts the hint's round ring on the tile t.
func ringTile(dst *ebiten.Image, l layout, t rules.Tile, c color.Color) {
	cx, cy := l.centre(t.X(), t.Y())
	r := float64(l.tile) * 0.75
	game.DrawSpriteF(dst, "ring", cx-r, cy-r, 2*r, 2*r, c)
}

// spiralPath draws the spiral from p_from to p_to where it crosses the board (the whole board
// drawn: segments with an end off it are left out).
func spiralPath(dst *ebiten.Image, l layout, from, to int, w float64, c color.Color, keep func(rules.Point) bool) {
	for i := from; i < to; i++ {
		p, q := rules.SpiralAt(i), rules.SpiralAt(i+1)
		if !keep(p) || !keep(q) {
			continue
		}
		x0, y0 := l.centre(p.X, p.Y)
		x1, y1 := l.centre(q.X, q.Y)
		game.Line(dst, x0, y0, x1, y1, w, c)
	}
}

func onBoard(p rules.Point) bool {
	return p.X >= 1 && p.X <= rules.Size && p.Y >= 1 && p.Y <= rules.Size
}

// readingPath draws the reading order from index from to index to as a line through the tiles'
// centres that runs on from each row's right end, out past the edge, to the next row's left end.
func readingPath(dst *ebiten.Image, f *game.Frame, l layout, from, to int, w float64, c color.Color) {
	for i := from; i < to; i++ {
		a, b := rules.Tile(i), rules.Tile(i+1)
		x0, y0 := l.centre(a.X(), a.Y())
		x1, y1 := l.centre(b.X(), b.Y())
		if a.Y() == b.Y() {
			game.Line(dst, x0, y0, x1, y1, w, c)
			continue
		}
		ex := float64(l.board.Max.X) + f.U(4)
		sx := float64(l.board.Min.X) - f.U(4)
		mid := (y0 + y1) / 2
		game.Line(dst, x0, y0, ex, y0, w, c)
		game.Line(dst, ex, y0, ex, mid, w, c)
		game.Line(dst, sx, mid, sx, y1, w, c)
		game.Line(dst, sx, y1, x1, y1, w, c)
	}
}

// tileName writes a tile as the rules do, "(12,3)".
func tileName(t rules.Tile) string { return t.String() }

// xy writes a tile's coordinates as tileName does.
func xy(p [2]int) string { return fmt.Sprintf("(%d,%d)", p[0], p[1]) }

// commas writes n with thousands separators: 93,567,472.
func commas(n uint64) string {
	s := strconv.FormatUint(n, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// --- the spiral ------------------------------------------------------------------------------------------

// zoom is the side, in tiles, of the square round the star on which the spiral's first steps are drawn.
const zoom = 7

// spiralPage shows the spiral growing from the star, then whole, then the count m on the worked
// example's board.
func spiralPage(ex *example) game.HelpPage {
	first, square := solver.SpiralSquare(3), solver.SpiralSquare(zoom) // p8 closes the 3×3 square round the star, p48 the 7×7
	// The count m on a real board: the example after its third move.
	turn, at, has := ex.answer(3)
	steps := 3
	if has {
		steps = 4
	}
	return game.HelpPage{
		Title: "Spiral",
		Steps: steps,
		Text: func(s int) string {
			switch s {
			case 0:
				return fmt.Sprintf("The machine's count m walks a spiral out from the star. p0 is the star; then it goes right first and turns clockwise (right, down, left, up), with runs of 1, 1, 2, 2, 3, 3, … tiles. p%d closes the 3×3 square round the star.", first)
			case 1:
				return fmt.Sprintf("Each pair of runs is one longer than the last, so every two turns close a bigger square: p%d ends the 5×5, p%d the 7×7.", solver.SpiralSquare(5), square)
			case 2:
				return fmt.Sprintf("It runs on past the board's edges. Positions off the board are read with the reading rule: some land on a real tile, the rest read red. By p%d it has read every tile.", rules.SpiralLen()-1)
			}
			return fmt.Sprintf("After your move the machine counts m: how many positions in a row, from p0, read red. In the worked example, after %s: p0 to p%d are red and p%d, %s, is %s, so m = %d.",
				xy(turn.Move), turn.M-1, turn.M, xy(turn.Stop), turn.StopColour, turn.M)
		},
		Draw: func(dst *ebiten.Image, f *game.Frame, s int) {
			dst = clipped(dst, f)
			switch {
			case s <= 1:
				drawSpiralZoom(dst, f, map[int]int{0: first, 1: square}[s])
			case s == 2 || !has:
				st := rules.Start()
				l := boardIn(f, f.Area)
				drawBoard(dst, f, l, &st)
				spiralPath(dst, l, 0, rules.SpiralLen()-1, f.U(2), game.Fade(f.Theme.Accent, 0.8), onBoard)
			default:
				cap, rest := captionSplit(f, f.Area)
				caption(dst, f, cap, "m = "+strconv.Itoa(turn.M), f.Theme.Text)
				l := boardIn(f, rest)
				st := at.State()
				drawBoard(dst, f, l, &st)
				spiralPath(dst, l, 0, turn.M-1, f.U(3), f.Theme.Accent, onBoard)
				if stop, ok := rules.TileAt(turn.Stop[0], turn.Stop[1]); ok {
					frameTile(dst, l, stop, f.Theme.Text)
					cx, cy := l.centre(stop.X(), stop.Y())
					plate(dst, f, "p"+strconv.Itoa(turn.M), cx, cy-above(f, l), f.Theme.Text)
				}
			}
		},
	}
}

// drawSpiralZoom draws the zoom×zoom tiles round the star, each numbered by its spiral position,
// with the path from p0 to p_n; the positions after p_n are dimmed.
func drawSpiralZoom(dst *ebiten.Image, f *game.Frame, n int) {
	t := f.Theme
	a := f.Area
	tile := (min(a.Dx(), a.Dy()) - int(f.U(8))) / zoom
	half := zoom / 2
	// A layout whose star cell is centred in the area: its board lies mostly outside, and only the
	// cells round the star are drawn.
	cx, cy := (a.Min.X+a.Max.X)/2, (a.Min.Y+a.Max.Y)/2
	ox := cx - tile/2 - (rules.Star.X()-1)*tile
	oy := cy - tile/2 - (rules.Star.Y()-1)*tile
	l := layout{board: image.Rect(ox, oy, ox+tile*rules.Size, oy+tile*rules.Size), tile: tile, unit: f.Unit, compact: true}
	in := func(p rules.Point) bool {
		return p.X >= rules.Star.X()-half && p.X <= rules.Star.X()+half && p.Y >= rules.Star.Y()-half && p.Y <= rules.Star.Y()+half
	}
	face := game.Face(game.Bold, max(f.U(14), float64(tile)*0.34))
	for i := 0; i <= solver.SpiralSquare(zoom); i++ {
		p := rules.SpiralAt(i)
		x, y, size := tileRect(l, p.X, p.Y)
		alpha := 1.0
		if i > n {
			alpha = 0.3
		}
		drawTile(dst, t, x, y, size, rules.Red, alpha, 1)
	}
	spiralPath(dst, l, 0, n, f.U(4), t.Accent, in)
	drawStar(dst, t, l, rules.Red, 1)
	for i := 1; i <= n; i++ {
		p := rules.SpiralAt(i)
		x, y := l.centre(p.X, p.Y)
		r := float64(tile) * 0.3
		game.DrawSpriteF(dst, "disc", x-r, y-r, 2*r, 2*r, game.Fade(t.Bg, 0.75))
		game.DrawText(dst, strconv.Itoa(i), face, x, y, game.Center, t.Text)
	}
	x, y := l.centre(rules.Star.X(), rules.Star.Y())
	plate(dst, f, "p0", x, y-float64(tile)*0.62, t.Text)
}

// --- the reading order -------------------------------------------------------------------------------------

// readingPage shows the reading index, what it makes neighbours, and how d picks the machine's tile.
func readingPage(ex *example) game.HelpPage {
	edge, _ := rules.TileAt(1, 5)
	var one rules.Set
	one.Add(edge)
	neighbours := one.Neighbours().Tiles()
	turn, at, has := ex.answer(0)
	after := at.State()
	steps := 2
	if has {
		steps = 3
	}
	names := func(ts []rules.Tile) string {
		var parts []string
		for _, t := range ts {
			parts = append(parts, fmt.Sprintf("%d %s", t, tileName(t)))
		}
		return strings.Join(parts, ", ")
	}
	return game.HelpPage{
		Title: "Reading",
		Steps: steps,
		Text: func(s int) string {
			switch s {
			case 0:
				return fmt.Sprintf("Each tile has a reading index r = (x−1) + (y−1)·16: the tiles are numbered like the letters of a page, 0 at the top left, 15 at the top right, 16 at the start of the next row, … 255 at the bottom right. The star %s is %d.", tileName(rules.Star), rules.Star)
			case 1:
				return fmt.Sprintf("Tiles touch when their indices differ by 1 or 16, so a row's ends touch the rows above and below, like lines of text. %s is r = %d; its neighbours are %s.",
					tileName(edge), edge, names(neighbours))
			}
			return fmt.Sprintf("The machine blackens the tile whose index is d = v·m mod 256. In the worked example, after %s: v = %d and m = %d, v·m = %d = %d·256 + %d, so d = %d, which is %s.",
				xy(turn.Move), turn.V, turn.M, turn.Quotient*rules.Tiles+turn.D, turn.Quotient, turn.D, turn.D, tileName(rules.Tile(turn.D)))
		},
		Draw: func(dst *ebiten.Image, f *game.Frame, s int) {
			dst = clipped(dst, f)
			t := f.Theme
			// Room for the reading line's wraps beside the board.
			area := f.Area.Inset(int(f.U(6)))
			switch s {
			case 0:
				l := boardIn(f, area)
				st := rules.Start()
				drawBoard(dst, f, l, &st)
				readingPath(dst, f, l, 0, rules.Tiles-1, f.U(2), game.Fade(t.Text, 0.6))
				readingPath(dst, f, l, 15, 16, f.U(3.5), t.Accent)
				// Labels beside their tiles, towards the middle; 0 and 16 (one above the other)
				// are pushed apart.
				for _, i := range []int{0, 15, 16, int(rules.Star), 240, 255} {
					tl := rules.Tile(i)
					x, y := l.centre(tl.X(), tl.Y())
					ts := float64(l.tile)
					switch {
					case i == int(rules.Star):
						y -= 1.2 * ts
					case tl.X() == 1:
						x += 2.2 * ts
					default:
						x -= 2.2 * ts
					}
					switch i {
					case 0:
						y -= 0.4 * ts
					case 16:
						y += 0.4 * ts
					}
					frameTile(dst, l, tl, t.Accent)
					plate(dst, f, strconv.Itoa(i), x, y, t.Text)
				}
			case 1:
				l := boardIn(f, area)
				st := rules.Start()
				drawBoard(dst, f, l, &st)
				readingPath(dst, f, l, 0, rules.Tiles-1, f.U(1.5), game.Fade(t.Text, 0.3))
				readingPath(dst, f, l, int(edge)-1, int(edge), f.U(3.5), t.Accent)
				for _, nb := range neighbours {
					frameTile(dst, l, nb, t.Accent)
				}
				ringTile(dst, l, edge, t.HintC)
				x, y := l.centre(edge.X(), edge.Y())
				plate(dst, f, "r = "+strconv.Itoa(int(edge)), x+float64(l.tile)*2.6, y, t.Text)
			default:
				cap, rest := captionSplit(f, area)
				caption(dst, f, cap, fmt.Sprintf("%d·%d mod 256 = %d", turn.V, turn.M, turn.D), t.Text)
				l := boardIn(f, rest)
				drawBoard(dst, f, l, &after)
				readingPath(dst, f, l, 0, turn.D, f.U(3), t.Accent)
				black := rules.Tile(turn.D)
				frameTile(dst, l, black, t.Accent)
				x, y := l.centre(black.X(), black.Y())
				plate(dst, f, "d = "+strconv.Itoa(turn.D), x, y+above(f, l), t.Text)
			}
		},
	}
}

// --- the hint ------------------------------------------------------------------------------------------------

// hintPage says how the hint finds a shortest win, with the hint drawn on the worked example's start.
func hintPage(ex *example) game.HelpPage {
	const how = "The hint is exact. It tries every line of n moves, then n+1, and so on, from a lower bound n: the fewest red tiles on a non-black path from a white tile to the star. No win is shorter: each move whitens a tile next to a white one, and tiles never turn red again. So the first win found is a shortest one."
	page := game.HelpPage{Title: "Hint", Text: func(int) string { return how }}
	if ex == nil || ex.explain.Hint.Verdict != puzzle.Solved {
		return page
	}
	start, h, bound := ex.start, ex.explain.Hint, ex.explain.Bound
	st := start.State()
	here := fmt.Sprintf("\n\nAt the example's start the bound is %d and the hint finds a line of %d.", bound, h.Remaining)
	if h.Remaining > bound {
		here = fmt.Sprintf("\n\nAt the example's start the bound is %d, but no %d-move line wins, so the search goes on to %d and finds the line drawn.", bound, bound, h.Remaining)
	}
	page.Text = func(int) string { return how + here }
	page.Draw = func(dst *ebiten.Image, f *game.Frame, _ int) {
		dst = clipped(dst, f)
		g := *f
		g.Pos, g.Prev, g.Hint = start, nil, &h
		// The board as large as fits under a strip for the hint's label, which the game's own
		// hint drawing puts just above the board.
		_, rest := captionSplit(f, f.Area)
		l := boardIn(f, rest)
		drawBoard(dst, f, l, &st)
		(&Scene{}).drawHint(dst, &g, l)
	}
	return page
}
