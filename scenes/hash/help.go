package hash

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
	solver "quintet/solver/hash"
)

// HelpPages are the Hash Game's pages of mathematics, each with a picture drawn with the board's own
// tiles: the spiral the machine's m counts along, the reading order its d names a tile in, how the
// hint finds a shortest win, the open question, and why the rules alone allow a loss (the relaxed
// machine's strategy, played on the board). Every number on them is computed from the rules, the
// solver or the census record when the help opens.
func (s *Scene) HelpPages() []game.HelpPage {
	ex, _ := examplePositions() // without it the pages that count on the example leave that step out
	pages := []game.HelpPage{spiralPage(ex), readingPage(ex), hintPage(ex), questionPage()}
	if w, err := whySteps(); err == nil {
		pages = append(pages, whyPage(w))
	}
	return pages
}

// examplePositions is the worked example of Info.Example: its start, then the position after each move.
func examplePositions() ([]solver.Position, error) {
	ex := solver.Backend.Info().Example
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		return nil, err
	}
	p, err := puzzle.Open(solver.Backend, id)
	if err != nil {
		return nil, err
	}
	out := []solver.Position{p.(solver.Position)}
	for _, st := range ex.Steps {
		if p, err = p.Play(st.Move); err != nil {
			return nil, err
		}
		out = append(out, p.(solver.Position))
	}
	return out, nil
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

// factored writes m as a power of two times an odd number when it is even: "248 = 8·31".
func factored(m int) string {
	if m <= 0 || m%2 == 1 {
		return strconv.Itoa(m)
	}
	p := m & -m
	return fmt.Sprintf("%d = %d·%d", m, p, m/p)
}

// --- the spiral ------------------------------------------------------------------------------------------

// zoom is the side, in tiles, of the square round the star on which the spiral's first steps are drawn.
const zoom = 7

// spiralPage shows the spiral growing from the star, then whole, then the count m on the worked
// example's board.
func spiralPage(ex []solver.Position) game.HelpPage {
	const first, square = 8, zoom*zoom - 1 // p8 closes the 3×3 square round the star, p48 the 7×7
	// The count m on a real board: the example after its third move.
	var at solver.Position
	var turn rules.Turn
	var counted rules.State // the board when m was counted: the move whitened, the answer not yet given
	has := false
	if len(ex) > 3 {
		at = ex[3]
		var ok bool
		if turn, ok = at.LastTurn(); ok && turn.Move != rules.Star {
			prev := ex[2].State()
			w := prev.White()
			w.Add(turn.Move)
			var err error
			counted, err = rules.FromSets(w, prev.Black())
			has = err == nil
		}
	}
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
				return fmt.Sprintf("Each pair of runs is one longer than the last, so every two turns close a bigger square: p%d ends the 5×5, p%d the 7×7.", 5*5-1, square)
			case 2:
				return fmt.Sprintf("It runs on past the board's edges. Positions off the board are read with the reading rule: some land on a real tile, the rest read red. By p%d it has read every tile.", rules.SpiralLen()-1)
			}
			stop, _ := rules.SpiralAt(turn.Work.M).Read()
			return fmt.Sprintf("After your move the machine counts m: how many positions in a row, from p0, read red. In the worked example, after %s: p0 to p%d are red and p%d, %s, is %s, so m = %d.",
				tileName(turn.Move), turn.Work.M-1, turn.Work.M, tileName(stop), counted.Colour(stop), turn.Work.M)
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
				caption(dst, f, cap, "m = "+strconv.Itoa(turn.Work.M), f.Theme.Text)
				l := boardIn(f, rest)
				st := at.State()
				drawBoard(dst, f, l, &st)
				spiralPath(dst, l, 0, turn.Work.M-1, f.U(3), f.Theme.Accent, onBoard)
				if stop, ok := rules.SpiralAt(turn.Work.M).Read(); ok {
					frameTile(dst, l, stop, f.Theme.Text)
					cx, cy := l.centre(stop.X(), stop.Y())
					plate(dst, f, "p"+strconv.Itoa(turn.Work.M), cx, cy-above(f, l), f.Theme.Text)
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
	for i := 0; i < zoom*zoom; i++ {
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
func readingPage(ex []solver.Position) game.HelpPage {
	edge, _ := rules.TileAt(1, 5)
	var one rules.Set
	one.Add(edge)
	neighbours := one.Neighbours().Tiles()
	var turn rules.Turn
	var after rules.State
	has := false
	if len(ex) > 0 {
		turn, has = ex[0].LastTurn()
		has = has && turn.Move != rules.Star
		after = ex[0].State()
	}
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
			w := turn.Work
			return fmt.Sprintf("The machine blackens the tile whose index is d = v·m mod 256. In the worked example, after %s: v = %d and m = %d, v·m = %d = %d·256 + %d, so d = %d, which is %s.",
				tileName(turn.Move), w.V, w.M, w.V*w.M, w.V*w.M/rules.Tiles, w.D, w.D, tileName(w.Black()))
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
				w := turn.Work
				caption(dst, f, cap, fmt.Sprintf("%d·%d mod 256 = %d", w.V, w.M, w.D), t.Text)
				l := boardIn(f, rest)
				drawBoard(dst, f, l, &after)
				readingPath(dst, f, l, 0, w.D, f.U(3), t.Accent)
				frameTile(dst, l, w.Black(), t.Accent)
				x, y := l.centre(w.Black().X(), w.Black().Y())
				plate(dst, f, "d = "+strconv.Itoa(w.D), x, y+above(f, l), t.Text)
			}
		},
	}
}

// --- the hint ------------------------------------------------------------------------------------------------

// hintPage says how the hint finds a shortest win, with the hint drawn on the worked example's start.
func hintPage(ex []solver.Position) game.HelpPage {
	const how = "The hint is exact. It tries every line of n moves, then n+1, and so on, from a lower bound n: the fewest red tiles on a non-black path from a white tile to the star. No win is shorter: each move whitens a tile next to a white one, and tiles never turn red again. So the first win found is a shortest one."
	page := game.HelpPage{Title: "Hint", Text: func(int) string { return how }}
	if len(ex) == 0 {
		return page
	}
	start := ex[0]
	st := start.State()
	h, err := solver.HintFor(context.Background(), start.Salt(), st, solver.Limits{})
	if err != nil || h.Verdict != puzzle.Solved {
		return page
	}
	bound := st.LowerBound()
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

// --- the open question ---------------------------------------------------------------------------------------

// questionPage says what is proved, computed, measured and open about unwinnable salts.
func questionPage() game.HelpPage {
	turns := 0
	if r, err := solver.QuestionStrategy(); err == nil && r.Winner == solver.MachineWins {
		turns = r.Turns
	}
	census, censusErr := solver.Census()
	dist := digitSums()
	inWindow := 0.0
	for v := solver.MidV - solver.PlayerWindow; v <= solver.MidV+solver.PlayerWindow; v++ {
		inWindow += dist[v]
	}
	return game.HelpPage{
		Title: "Question",
		Steps: 4,
		Text: func(s int) string {
			switch s {
			case 0:
				proved := "A machine free to pick any v from 0 to %[1]d would win, so the rules alone allow a loss (Why? shows how)."
				if turns > 0 {
					proved = "A machine free to pick any v from 0 to %[1]d wins within %[2]d turns, so the rules alone allow a loss (Why? shows how)."
				}
				return fmt.Sprintf("Is there a salt you cannot win? Nobody knows.\n\nProved: "+proved+" Held to %[3]d±%[4]d it cannot stop you: you win within %[5]d moves. From %[3]d±%[6]d on, it wins.",
					solver.MaxV, turns, solver.MidV, solver.PlayerWindow, solver.PlayerWindowMoves, solver.MachineWindow)
			case 1:
				return fmt.Sprintf("Computed: the real machine cannot pick; MD5 picks for it. If MD5 acts like a random function, v is spread as drawn, only %.0f%% of it within %d±%d, and a salt is lost within the first two turns about once in %s.",
					100*inWindow, solver.MidV, solver.PlayerWindow, solver.Roughly(solver.OddsTwoTurnsOneIn))
			case 2:
				if censusErr != nil {
					return fmt.Sprintf("Measured: the first %s numbered salts are all winnable, the hardest in %d moves.", solver.Roughly(solver.CensusSalts), solver.CensusLongest)
				}
				return fmt.Sprintf("Measured: the first %s numbered salts, 0 to %s, are all winnable. The hardest need %d moves; the first of them, salt %s, is in the menu.",
					solver.Roughly(census.Salts), commas(census.Salts-1), census.Hardest.Moves, census.Hardest.Salts[0])
			}
			return "Open: no proof either way. The rules allow a loss, so a proof that every salt wins would have to use MD5 itself, not the board. There are infinitely many salts, so no search can settle it; it could only find an unwinnable one (quintet-solve hash census looks)."
		},
		Draw: func(dst *ebiten.Image, f *game.Frame, s int) {
			dst = clipped(dst, f)
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
		},
	}
}

var sums struct {
	once  sync.Once
	share []float64
}

// digitSums is the share of each v, 0..MaxV, among the sums of 32 uniform hexadecimal digits
// (computed once: it is an exact convolution in big integers).
func digitSums() []float64 {
	sums.once.Do(func() { sums.share = shares() })
	return sums.share
}

func shares() []float64 {
	d := solver.DigitSums()
	out := make([]float64, solver.MaxV+1)
	total := 0.0
	for v, w := range d.Weight {
		x, _ := w.Float64()
		if v < len(out) {
			out[v] = x
		}
		total += x
	}
	for v := range out {
		out[v] /= total
	}
	return out
}

// drawWindow draws v's range 0..MaxV. Without curve: the windows the free machine may pick from and
// who wins in each (the whole range, the narrowest it wins in, the widest it loses in). With curve:
// how the digit sums are spread over the range if MD5 is random, the player's window shaded.
func drawWindow(dst *ebiten.Image, f *game.Frame, turns int, dist []float64, curve bool, inWindow float64) {
	t := f.Theme
	a := f.Area.Inset(int(f.U(12)))
	x := func(v int) float64 { return float64(a.Min.X) + float64(v)*float64(a.Dx())/float64(solver.MaxV+1) }
	face := game.Face(game.Regular, f.U(15))
	small := game.Face(game.Regular, f.U(14))
	bar := int(f.U(14))
	span := func(y, lo, hi int, c color.Color) {
		game.FillRect(dst, image.Rect(a.Min.X, y, a.Max.X, y+bar), game.Fade(t.Line, 0.5))
		game.FillRect(dst, image.Rect(int(x(lo)), y, max(int(x(hi+1)), int(x(lo))+int(f.U(3))), y+bar), c)
	}
	axis := func(y int) {
		for _, v := range []int{0, solver.MidV, solver.MaxV} {
			al := game.Center
			switch v {
			case 0:
				al = game.Left
			case solver.MaxV:
				al = game.Right
			}
			game.DrawText(dst, strconv.Itoa(v), small, x(v), float64(y)+f.U(10), al, t.Dim)
		}
	}
	lo, hi := solver.MidV-solver.PlayerWindow, solver.MidV+solver.PlayerWindow
	if !curve {
		type row struct {
			lo, hi int
			good   bool
			label  []string // the longest that fits is shown
		}
		all := []string{fmt.Sprintf("any v, 0 to %d: the machine wins", solver.MaxV), fmt.Sprintf("0 to %d: it wins", solver.MaxV)}
		if turns > 0 {
			all = []string{fmt.Sprintf("any v, 0 to %d: it wins in %d turns", solver.MaxV, turns), fmt.Sprintf("0 to %d: wins in %d turns", solver.MaxV, turns)}
		}
		w := func(n int) string { return fmt.Sprintf("%d±%d", solver.MidV, n) }
		rows := []row{
			{0, solver.MaxV, false, all},
			{solver.MidV - solver.MachineWindow, solver.MidV + solver.MachineWindow, false, []string{
				fmt.Sprintf("%s: it wins in %d turns", w(solver.MachineWindow), solver.MachineWindowTurns),
				fmt.Sprintf("%s: wins in %d turns", w(solver.MachineWindow), solver.MachineWindowTurns)}},
			{lo, hi, true, []string{
				fmt.Sprintf("%s: you win in %d moves", w(solver.PlayerWindow), solver.PlayerWindowMoves),
				fmt.Sprintf("%s: you win in %d", w(solver.PlayerWindow), solver.PlayerWindowMoves)}},
		}
		rowH := int(f.U(56))
		y := (a.Min.Y+a.Max.Y)/2 - (len(rows)*rowH+int(f.U(24)))/2
		bold := game.Face(game.Bold, f.U(15))
		title := fitting(bold, float64(a.Dx()), "The machine picks v from:", "v from:")
		game.DrawText(dst, title, bold, float64(a.Min.X+a.Max.X)/2, float64(y)-f.U(24), game.Center, t.Text)
		for _, r := range rows {
			c := t.Bad
			if r.good {
				c = t.Good
			}
			game.DrawText(dst, fitting(face, float64(a.Dx()), r.label...), face, float64(a.Min.X), float64(y)+f.U(10), game.Left, c)
			span(y+int(f.U(22)), r.lo, r.hi, c)
			y += rowH
		}
		axis(y - rowH + int(f.U(22)) + bar)
		return
	}
	axisY := a.Max.Y - int(f.U(24))
	span(axisY-bar, lo, hi, t.Good)
	axis(axisY)
	peak := 0.0
	for _, p := range dist {
		peak = max(peak, p)
	}
	top := float64(a.Min.Y) + f.U(34)
	base := float64(axisY-bar) - f.U(4)
	h := base - top
	for v := lo; v <= hi; v++ {
		game.Line(dst, x(v)+0.5*(x(1)-x(0)), base, x(v)+0.5*(x(1)-x(0)), base-dist[v]/peak*h, max(1, x(1)-x(0)), game.Fade(t.Good, 0.6))
	}
	for v := 0; v < solver.MaxV; v++ {
		game.Line(dst, x(v), base-dist[v]/peak*h, x(v+1), base-dist[v+1]/peak*h, f.U(2.5), t.Accent)
	}
	plate(dst, f, "MD5's digit sums, if random", float64(a.Min.X+a.Max.X)/2, float64(a.Min.Y)+f.U(10), t.Accent)
	pct := fmt.Sprintf("%.0f%% in %d±%d", 100*inWindow, solver.MidV, solver.PlayerWindow)
	face15 := game.Face(game.Bold, f.U(14))
	px := x(solver.MidV) + float64(a.Dx())/8 + game.TextWidth(pct, face15)/2
	plate(dst, f, pct, px, top+h*0.45, t.Good)
}

// drawCensus draws the census's histogram: a bar for each number of moves, with its count.
func drawCensus(dst *ebiten.Image, f *game.Frame, c solver.CensusRecord) {
	t := f.Theme
	a := f.Area.Inset(int(f.U(10)))
	bars := c.Bars()
	cap, rest := captionSplit(f, a)
	bold := game.Face(game.Bold, f.U(15))
	caption(dst, f, cap, fitting(bold, float64(cap.Dx()), fmt.Sprintf("%s salts: fewest moves to win", solver.Roughly(c.Salts)),
		fmt.Sprintf("%s salts", solver.Roughly(c.Salts))), t.Text)
	face := game.Face(game.Regular, f.U(14))
	labelW := int(game.TextWidth("10 moves", bold) + f.U(10))
	rowH := min(rest.Dy()/max(1, len(bars)), int(f.U(64)))
	top := rest.Min.Y + (rest.Dy()-rowH*len(bars))/2
	var most uint64
	for _, b := range bars {
		most = max(most, b.Salts)
	}
	full := rest.Dx() - labelW
	for i, b := range bars {
		y := top + i*rowH
		barH := int(f.U(20))
		game.DrawText(dst, fmt.Sprintf("%d moves", b.Moves), bold, float64(rest.Min.X), float64(y+barH/2), game.Left, t.Text)
		w := max(int(f.U(2)), int(float64(full)*float64(b.Salts)/float64(most)))
		r := image.Rect(rest.Min.X+labelW, y, rest.Min.X+labelW+w, y+barH)
		col := t.Accent
		if b.Moves == c.Hardest.Moves {
			col = t.HintC
		}
		game.FillRect(dst, r, col)
		pct := 100 * float64(b.Salts) / float64(c.Salts)
		count := fitting(face, float64(rest.Dx()), fmt.Sprintf("%s salts (%s%%)", commas(b.Salts), percent(pct)),
			fmt.Sprintf("%s (%s%%)", commas(b.Salts), percent(pct)), commas(b.Salts))
		game.DrawText(dst, count, face, float64(rest.Min.X), float64(r.Max.Y)+f.U(13), game.Left, t.Dim)
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
func drawOpen(dst *ebiten.Image, f *game.Frame) {
	t := f.Theme
	a := f.Area.Inset(int(f.U(10)))
	face := game.Face(game.Bold, f.U(15))
	small := game.Face(game.Regular, f.U(14))
	h := int(f.U(54))
	y := (a.Min.Y+a.Max.Y)/2 - h/2
	split := a.Min.X + a.Dx()*45/100
	done := image.Rect(a.Min.X, y, split, y+h)
	game.DrawPanel(dst, "panel", done, f.U(8), game.Fade(t.Good, 0.35))
	game.DrawText(dst, "all winnable", face, float64(done.Min.X+done.Max.X)/2, float64(y+h/2), game.Center, t.Text)
	game.DrawText(dst, "0", small, float64(done.Min.X), float64(y)-f.U(12), game.Left, t.Dim)
	game.DrawText(dst, commas(solver.CensusSalts-1), small, float64(done.Max.X), float64(y+h)+f.U(12), game.Right, t.Dim)
	// The rest fades out to the right: there is no end to it.
	n := 12
	step := float64(a.Max.X-split-int(f.U(6))) / float64(n)
	for i := 0; i < n; i++ {
		x0 := float64(split+int(f.U(6))) + float64(i)*step
		r := image.Rect(int(x0), y, int(x0+step-f.U(3)), y+h)
		game.FillRect(dst, r, game.Fade(t.Dim, 0.35*(1-float64(i)/float64(n))))
	}
	game.DrawText(dst, "?", game.Face(game.Bold, f.U(28)), float64(split+a.Max.X)/2, float64(y+h/2), game.Center, t.Text)
	game.DrawText(dst, "… no end", small, float64(a.Max.X), float64(y)-f.U(12), game.Right, t.Dim)
}

// --- why the rules alone allow a loss ---------------------------------------------------------------------

// whyStep is one step of the relaxed machine's strategy played on the board: the player's move (or
// several moves that all get the same answer) and the machine's answer to it.
type whyStep struct {
	line   []rules.Tile // the player's moves before this one
	moves  []rules.Tile // the move answered; several when each gets the same answer with the same m
	before rules.State  // the board before the move
	after  rules.State  // after moves[0] and the answer (for several moves: the answer alone)
	m, v   int
	black  rules.Tile
	ends   bool // the answer ends the game
	next   int  // the m every next move leaves (-1: it differs, or the game ends)
}

// whySteps lays out the relaxed machine's winning strategy (solver.QuestionStrategy) as steps: the
// answers that need more turns first, each followed by what comes after it; the player's moves that
// get the same final answer with the same m grouped into one step. Each m is counted by the rules on
// the board the strategy has made (its blacks are the machine's free choices, not MD5's), and each
// tile is checked to be v·m mod 256.
func whySteps() ([]whyStep, error) {
	r, err := solver.QuestionStrategy()
	if err != nil {
		return nil, err
	}
	if r.Winner != solver.MachineWins {
		return nil, fmt.Errorf("the free machine does not win: %v", r.Winner)
	}
	var out []whyStep
	var walk func(line []rules.Tile, st rules.State, rs []solver.MachineReply) error
	walk = func(line []rules.Tile, st rules.State, rs []solver.MachineReply) error {
		order := append([]solver.MachineReply(nil), rs...)
		// Longer fights first, then by reading order (stable).
		for i := 1; i < len(order); i++ {
			for j := i; j > 0 && order[j].Turns > order[j-1].Turns; j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
		for _, rep := range order {
			m, after, err := answer(st, rep.Move, rep.V, rep.Black)
			if err != nil {
				return err
			}
			if rep.Next == nil && len(out) > 0 {
				// Group with the previous step when it is a sibling with the same answer and m.
				p := &out[len(out)-1]
				if p.ends && p.v == rep.V && p.black == rep.Black && p.m == m && sameLine(p.line, line) {
					p.moves = append(p.moves, rep.Move)
					continue
				}
			}
			step := whyStep{line: line, moves: []rules.Tile{rep.Move}, before: st, after: after, m: m, v: rep.V, black: rep.Black, ends: rep.Next == nil, next: -1}
			if rep.Next == nil {
				out = append(out, step)
				continue
			}
			step.next = -2
			for _, n := range rep.Next {
				nm, _, err := answer(after, n.Move, n.V, n.Black)
				if err != nil {
					return err
				}
				if step.next == -2 || step.next == nm {
					step.next = nm
				} else {
					step.next = -1
				}
			}
			out = append(out, step)
			if err := walk(append(append([]rules.Tile(nil), line...), rep.Move), after, rep.Next); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(nil, rules.Start(), r.Machine); err != nil {
		return nil, err
	}
	// A group's board shows the answer without any one of the moves whitened.
	for i := range out {
		if len(out[i].moves) > 1 {
			w, b := out[i].before.White(), out[i].before.Black()
			w.Remove(out[i].black)
			b.Add(out[i].black)
			if out[i].after, err = rules.FromSets(w, b); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func sameLine(a, b []rules.Tile) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// answer plays the player's move on st and the machine's free answer v: m is the rules' count on
// the board with the move whitened, and v·m mod 256 must be the strategy's tile.
func answer(st rules.State, move rules.Tile, v int, black rules.Tile) (int, rules.State, error) {
	if err := st.CheckMove(move); err != nil {
		return 0, st, err
	}
	w, b := st.White(), st.Black()
	w.Add(move)
	moved, err := rules.FromSets(w, b)
	if err != nil {
		return 0, st, err
	}
	m := moved.SpiralRun()
	if d := v * m % rules.Tiles; d != int(black) {
		return 0, st, fmt.Errorf("v = %d, m = %d gives %d, not the strategy's %v", v, m, d, black)
	}
	w.Remove(black)
	b.Add(black)
	after, err := rules.FromSets(w, b)
	return m, after, err
}

// whyText says what step i shows, every number from the step.
func whyText(steps []whyStep, turns, i int) string {
	if i == 0 {
		var first []string
		for _, s := range steps {
			if len(s.line) == 0 {
				for _, m := range s.moves {
					first = append(first, tileName(m))
				}
			}
		}
		return fmt.Sprintf("Suppose the machine could pick v freely, anywhere from 0 to %d, instead of taking MD5's. Then it wins within %d turns, whatever you play. Here is how it answers each of your first moves: %s.",
			solver.MaxV, turns, strings.Join(first, ", "))
	}
	s := steps[i-1]
	var b strings.Builder
	switch {
	case len(s.moves) > 1:
		var names []string
		for _, m := range s.moves {
			names = append(names, tileName(m))
		}
		fmt.Fprintf(&b, "Then whichever you play, %s: ", strings.Join(names, ", "))
	case len(s.line) > 0:
		fmt.Fprintf(&b, "Then you play %s: ", tileName(s.moves[0]))
	default:
		fmt.Fprintf(&b, "You play %s: ", tileName(s.moves[0]))
	}
	d := s.v * s.m % rules.Tiles
	if s.m%2 == 1 {
		fmt.Fprintf(&b, "m = %d is odd, so v·m mod 256 can be any index. v = %d gives %d·%d = %d, and %d mod 256 = %d: %s.",
			s.m, s.v, s.v, s.m, s.v*s.m, s.v*s.m, d, blackName(s.black))
	} else {
		p := s.m & -s.m
		star := fmt.Sprintf("and the star, %d, is not: out of reach", rules.Star)
		if int(rules.Star)%p == 0 {
			star = fmt.Sprintf("as the star, %d, is", rules.Star)
		}
		fmt.Fprintf(&b, "m = %s, so v·m mod 256 is always a multiple of %d, %s. v = %d blackens %s, index %d.",
			factored(s.m), p, star, s.v, blackName(s.black), d)
	}
	if s.next >= 0 && s.next == rules.FirstVisit(s.black) {
		fmt.Fprintf(&b, " It is spiral position %d, and every move you have next leaves m = %d", s.next, s.next)
		if s.next%2 == 1 {
			b.WriteString(", odd.")
		} else {
			b.WriteString(".")
		}
	}
	if s.ends {
		if s.after.Colour(rules.Star) == rules.Black {
			b.WriteString(" Lost.")
		} else {
			b.WriteString(" No move is left: lost.")
		}
	}
	return b.String()
}

func blackName(t rules.Tile) string {
	if t == rules.Star {
		return "the star"
	}
	return tileName(t)
}

// whyPage plays the free machine's strategy on the board, an answer a step.
func whyPage(steps []whyStep) game.HelpPage {
	turns := 0
	if r, err := solver.QuestionStrategy(); err == nil {
		turns = r.Turns
	}
	return game.HelpPage{
		Title: "Why?",
		Steps: len(steps) + 1,
		Text:  func(i int) string { return whyText(steps, turns, i) },
		Draw: func(dst *ebiten.Image, f *game.Frame, i int) {
			dst = clipped(dst, f)
			t := f.Theme
			cap, rest := captionSplit(f, f.Area)
			if i == 0 {
				st := rules.Start()
				caption(dst, f, cap, "a free machine", t.Text)
				l := boardIn(f, rest)
				drawBoard(dst, f, l, &st)
				for _, s := range steps {
					if len(s.line) == 0 {
						ringTile(dst, l, s.moves[0], t.HintC)
					}
				}
				return
			}
			s := steps[min(i, len(steps))-1]
			caption(dst, f, cap, fmt.Sprintf("m = %d, v = %d, d = %d", s.m, s.v, int(s.black)), t.Text)
			l := boardIn(f, rest)
			drawBoard(dst, f, l, &s.after)
			for _, m := range s.moves {
				ringTile(dst, l, m, t.HintC)
			}
			frameTile(dst, l, s.black, t.Accent)
			// Where the count m stopped: the first spiral position that was not red.
			if stop, ok := rules.SpiralAt(s.m).Read(); ok {
				x, y := l.centre(stop.X(), stop.Y())
				label := "p" + strconv.Itoa(s.m)
				switch {
				case stop.Y() <= 2:
					y += above(f, l)
				case stop.Y() >= rules.Size-1:
					// Beside it, left, clear of the ring on the move next to it: above are the
					// moves and the answer.
					w := game.TextWidth(label, game.Face(game.Bold, f.U(14))) + f.U(10)
					x -= max(2.4*float64(l.tile), 1.9*float64(l.tile)+w/2)
				default:
					y -= above(f, l)
				}
				plate(dst, f, label, x, y, t.Text)
			}
		},
	}
}
