package hash

// Point is a position (x, y) that may lie off the board; the spiral walks through such positions.
type Point struct{ X, Y int }

// Read is the tile the point reads under the reading rule; ok is false when it reads as red because
// its index is outside 0..255.
func (p Point) Read() (Tile, bool) { return Read(p.X, p.Y) }

// spiral holds the spiral's positions up to the first time it has read every tile; that prefix is
// all the machine ever needs, since the player's own move is never red when m is counted.
var (
	spiral     []Point
	firstVisit [Tiles]int  // the index of the first spiral position that reads each tile
	bySpiral   [Tiles]Tile // the tiles in the order the spiral first reads them
	spiralRank [Tiles]uint8
	// runAt[k] is firstVisit[bySpiral[k]]: the machine's m when the k-th tile the spiral reads is the
	// first that is not red (one lookup in the solver's inner loop instead of two).
	runAt [Tiles]int
)

func init() {
	seen := 0
	for i := range firstVisit {
		firstVisit[i] = -1
	}
	walkSpiral(func(p Point) bool {
		spiral = append(spiral, p)
		if t, ok := p.Read(); ok && firstVisit[t] < 0 {
			firstVisit[t] = len(spiral) - 1
			bySpiral[seen] = t
			spiralRank[t] = uint8(seen)
			runAt[seen] = len(spiral) - 1
			seen++
		}
		return seen < Tiles
	})
}

// walkSpiral calls visit with p0, p1, … until it returns false: from the star, right, down, left and
// up in turn with runs 1, 1, 2, 2, 3, 3, ….
func walkSpiral(visit func(Point) bool) {
	dx := [4]int{1, 0, -1, 0}
	dy := [4]int{0, 1, 0, -1}
	p := Point{Star.X(), Star.Y()}
	if !visit(p) {
		return
	}
	for run, dir := 1, 0; ; dir = (dir + 1) % 4 {
		for k := 0; k < run; k++ {
			p = Point{p.X + dx[dir], p.Y + dy[dir]}
			if !visit(p) {
				return
			}
		}
		if dir%2 == 1 {
			run++
		}
	}
}

// SpiralAt is the spiral's n-th position p_n (n ≥ 0), on the board or not.
func SpiralAt(n int) Point {
	if n < len(spiral) {
		return spiral[n]
	}
	var p Point
	i := 0
	walkSpiral(func(q Point) bool {
		p = q
		i++
		return i <= n
	})
	return p
}

// SpiralLen is how many spiral positions it takes to read every tile at least once; the machine's
// count m is always below it.
func SpiralLen() int { return len(spiral) }

// FirstVisit is the index n of the first spiral position p_n that reads tile t. The machine's m is the
// smallest FirstVisit over the tiles that are not red.
func FirstVisit(t Tile) int { return firstVisit[t] }

// SpiralOrder lists the tiles in the order the spiral first reads them (the star first).
func SpiralOrder() [Tiles]Tile { return bySpiral }
