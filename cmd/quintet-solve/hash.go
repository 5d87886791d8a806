package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

func init() {
	const about = "race the MD5 machine to the star on a 16×16 board"
	register("hash", about, "play", "play --moves with --salt and show the machine's answers", runHashPlay)
	register("hash", about, "solve", "a shortest winning line from the position after --moves", runHashSolve)
	register("hash", about, "census", "optimal lengths from the start for the salts P+A … P+(A+N−1), on every core", runHashCensus)
}

// Ranges of the Hash Game's numeric flags.
const (
	// maxHashNodes bounds --max-nodes: about a quarter of an hour of search natively. The solver's
	// memory does not grow with it (its table is bounded).
	maxHashNodes = 1_000_000_000
	// maxCensus bounds --count: a census of 10^8 salts takes minutes on two cores; a larger one is
	// split into runs with --from, whose outputs add up.
	maxCensus = 100_000_000
)

// maxWorkers bounds --workers: more goroutines than four per core only cost memory.
func maxWorkers() int { return 4 * runtime.NumCPU() }

// hashLimitFlags defines the search limits shared by solve and hint.
func hashLimitFlags(fs *flag.FlagSet) (depth *int, nodes *uint64) {
	depth = intFlag(fs, "max-depth", 0, 0, rules.Tiles, "look for lines of at most N moves (0: no limit)")
	nodes = uintFlag(fs, "max-nodes", solver.DefaultMaxNodes, 1, maxHashNodes, "give up (undecided) after this many positions")
	return depth, nodes
}

// hashGame reads --salt and --moves and plays them; every turn is returned for printing.
func hashGame(salt, moves string) (*rules.Game, error) {
	g, err := rules.New(salt)
	if err != nil {
		return nil, bad("--salt %s: %v", excerpt(salt), err)
	}
	for i, m := range strings.Fields(moves) {
		t, err := rules.ParseMove(m)
		if err != nil {
			return nil, bad("--moves: move %d: %v", i+1, err)
		}
		if err := g.Play(t); err != nil {
			return nil, bad("--moves: move %d %s: %v", i+1, excerpt(m), err)
		}
	}
	return g, nil
}

// hashTurn is one line of hash play. White is t, the white tiles right after the player's move (the
// number the machine hashes), not after its answer.
type hashTurn struct {
	Move   [2]int  `json:"move"`
	White  int     `json:"white"`
	M      *int    `json:"m,omitempty"`
	V      *int    `json:"v,omitempty"`
	D      *int    `json:"d,omitempty"`
	Black  *[2]int `json:"black,omitempty"`
	Result string  `json:"result"`
}

func xy(t rules.Tile) [2]int { return [2]int{t.X(), t.Y()} }

func runHashPlay(args []string, out *output) error {
	fs := flags("hash play")
	salt := fs.String("salt", "", "the salt: letters, digits, '(', ')' and ',' (may be empty)")
	moves := fs.String("moves", "", `the player's moves, e.g. "8,15 8,14"`)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	// Every move is checked before anything is printed, so bad input prints nothing on stdout.
	g, err := hashGame(*salt, *moves)
	if err != nil {
		return err
	}
	for _, turn := range g.Turns {
		line := hashTurn{Move: xy(turn.Move), White: turn.Whites, Result: turn.Result.String()}
		if turn.Result != rules.Won {
			w := turn.Work
			black := xy(w.Black())
			line.M, line.V, line.D, line.Black = &w.M, &w.V, &w.D, &black
		}
		if err := out.emit(line); err != nil {
			return err
		}
	}
	return nil
}

type hashWinnable struct {
	Winnable bool     `json:"winnable"`
	Optimal  int      `json:"optimal"`
	Line     [][2]int `json:"line"`
	Nodes    uint64   `json:"nodes"`
}

type hashNotWon struct {
	Winnable *bool  `json:"winnable"` // false when proved, null when undecided
	Nodes    uint64 `json:"nodes"`
	Note     string `json:"note"`
}

func runHashSolve(args []string, out *output) error {
	fs := flags("hash solve")
	salt := fs.String("salt", "", "the salt: letters, digits, '(', ')' and ',' (may be empty)")
	moves := fs.String("moves", "", `moves already played, e.g. "8,15 8,14"`)
	depth, nodes := hashLimitFlags(fs)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	g, err := hashGame(*salt, *moves)
	if err != nil {
		return err
	}
	r, err := solver.Solve(context.Background(), g.Salt, g.State, solver.Limits{MaxNodes: *nodes, MaxDepth: *depth})
	if err != nil {
		return err
	}
	switch r.Verdict {
	case solver.Win:
		line := make([][2]int, len(r.Line))
		for i, m := range r.Line {
			line[i] = xy(m)
		}
		return out.emit(hashWinnable{Winnable: true, Optimal: r.Length, Line: line, Nodes: r.Nodes})
	case solver.NoWin:
		no := false
		return out.emit(hashNotWon{Winnable: &no, Nodes: r.Nodes, Note: r.Reason})
	}
	return out.emit(hashNotWon{Nodes: r.Nodes, Note: r.Reason})
}

// histogram counts salts by optimal length; it writes its keys in numeric order ("8" before "10"),
// which encoding/json's sorted map keys would not.
type histogram map[int]int

func (h histogram) MarshalJSON() ([]byte, error) {
	keys := make([]int, 0, len(h))
	for k := range h {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b := []byte{'{'}
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = fmt.Appendf(b, `"%d":%d`, k, h[k])
	}
	return append(b, '}'), nil
}

type hashCensus struct {
	Salts      int          `json:"salts"`
	Histogram  histogram    `json:"histogram"`
	Hardest    censusHarder `json:"hardest"`
	Unwinnable []string     `json:"unwinnable"`
	Undecided  []string     `json:"undecided"`
	// The totals, present only when a list was cut to its first maxListed salts.
	UnwinnableTotal int     `json:"unwinnable_total,omitempty"`
	UndecidedTotal  int     `json:"undecided_total,omitempty"`
	Seconds         float64 `json:"seconds"`
}

// maxListed bounds the unwinnable and undecided lists, so a census's memory and its line stay bounded
// whatever --count (with --max-nodes 1 every salt is undecided): a list keeps its maxListed smallest
// salt numbers, and its total is given beside it (unwinnable_total, undecided_total) when it was cut.
const maxListed = 10_000

// censusHarder is the census's hardest winnable salts: the longest optimal winning length found and
// the first maxHardest salts (by number) that need it. Two censuses merge by keeping the larger
// moves; on a tie the salt lists are joined, ordered by number and cut to maxHardest.
type censusHarder struct {
	Moves int      `json:"moves"`
	Salts []string `json:"salts"`
}

// maxHardest is how many of the hardest salts a census lists.
const maxHardest = 20

// censusTally is one worker's share of a census.
type censusTally struct {
	hist                  histogram
	unwinnable, undecided capped
	hardest               int      // the longest optimal length seen
	hardSalts             []uint64 // the salts with it, at most maxHardest, smallest numbers
}

// capped is a list of salt numbers that keeps the maxListed smallest, and counts them all.
type capped struct {
	ns    []uint64
	total int
}

// add notes n; a worker's numbers come in increasing order, so once full it only counts.
func (c *capped) add(n uint64) {
	c.total++
	if len(c.ns) < maxListed {
		c.ns = append(c.ns, n)
	}
}

// merged joins the workers' lists: the maxListed smallest numbers of all of them, and the total.
func merged(lists []*capped) ([]uint64, int) {
	var all []uint64
	total := 0
	for _, c := range lists {
		all = append(all, c.ns...)
		total += c.total
	}
	slices.Sort(all)
	return all[:min(len(all), maxListed)], total
}

// noteLength counts one winnable salt n of optimal length l.
func (t *censusTally) noteLength(n uint64, l int) {
	t.hist[l]++
	if l > t.hardest {
		t.hardest, t.hardSalts = l, t.hardSalts[:0]
	}
	if l == t.hardest {
		t.hardSalts = keepSmallest(append(t.hardSalts, n))
	}
}

// keepSmallest sorts ns and keeps the maxHardest smallest.
func keepSmallest(ns []uint64) []uint64 {
	slices.Sort(ns)
	return ns[:min(len(ns), maxHardest)]
}

func runHashCensus(args []string, out *output) error {
	fs := flags("hash census")
	from := uintFlag(fs, "from", 0, 0, math.MaxUint64, "the first salt number A")
	count := intFlag(fs, "count", 0, 1, maxCensus, "how many salts (split larger censuses with --from)")
	prefix := fs.String("prefix", "", "P, written before each number")
	nodes := uintFlag(fs, "max-nodes", solver.DefaultMaxNodes, 1, maxHashNodes, "positions per salt before it counts as undecided")
	workers := intFlag(fs, "workers", runtime.NumCPU(), 1, maxWorkers(), "goroutines working at once")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if *count == 0 {
		return bad("--count is required: how many salts, from 1 to %d", maxCensus)
	}
	if *from > math.MaxUint64-uint64(*count-1) {
		return bad("--from %d with --count %d runs past %d", *from, *count, uint64(math.MaxUint64))
	}
	last := *prefix + strconv.FormatUint(*from+uint64(*count-1), 10)
	if err := rules.CheckSalt(last); err != nil {
		return bad("--prefix %s: the salt %s: %v", excerpt(*prefix), excerpt(last), err)
	}

	start := time.Now()
	var next, done atomic.Int64
	const chunk = 64
	tallies := make([]censusTally, *workers)
	var wg sync.WaitGroup
	for w := range tallies {
		tallies[w].hist = histogram{}
		wg.Go(func() {
			t := &tallies[w]
			buf := make([]byte, 0, rules.MaxSaltLen)
			sweep := solver.NewSweep(*nodes)
			for {
				lo := next.Add(chunk) - chunk
				if lo >= int64(*count) {
					return
				}
				hi := min(lo+chunk, int64(*count))
				for i := lo; i < hi; i++ {
					n := *from + uint64(i)
					buf = strconv.AppendUint(append(buf[:0], *prefix...), n, 10)
					v, length, _ := sweep.Solve(string(buf))
					switch v {
					case solver.Win:
						t.noteLength(n, length)
					case solver.NoWin:
						t.unwinnable.add(n)
					default:
						t.undecided.add(n)
					}
				}
				done.Add(hi - lo)
			}
		})
	}
	// Progress for a person watching a long run; the result itself does not depend on timing.
	stop := make(chan struct{})
	ticked := make(chan struct{})
	go func() {
		defer close(ticked)
		tick := time.NewTicker(2 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				d := done.Load()
				out.progress("hash census: %d/%d salts (%.0f%%), %.1f s", d, *count, 100*float64(d)/float64(*count), time.Since(start).Seconds())
			}
		}
	}()
	wg.Wait()
	close(stop)
	<-ticked

	res := hashCensus{Salts: *count, Histogram: histogram{}, Unwinnable: []string{}, Undecided: []string{}}
	res.Hardest.Salts = []string{}
	var hard []uint64
	var unwinnableLists, undecidedLists []*capped
	for w := range tallies {
		t := &tallies[w]
		for k, v := range t.hist {
			res.Histogram[k] += v
		}
		if t.hardest > res.Hardest.Moves {
			res.Hardest.Moves, hard = t.hardest, nil
		}
		if t.hardest == res.Hardest.Moves {
			hard = keepSmallest(append(hard, t.hardSalts...))
		}
		unwinnableLists = append(unwinnableLists, &t.unwinnable)
		undecidedLists = append(undecidedLists, &t.undecided)
	}
	unwinnable, unwinnableTotal := merged(unwinnableLists)
	undecided, undecidedTotal := merged(undecidedLists)
	if unwinnableTotal > len(unwinnable) {
		res.UnwinnableTotal = unwinnableTotal
	}
	if undecidedTotal > len(undecided) {
		res.UndecidedTotal = undecidedTotal
	}
	for _, n := range unwinnable {
		res.Unwinnable = append(res.Unwinnable, *prefix+strconv.FormatUint(n, 10))
	}
	for _, n := range undecided {
		res.Undecided = append(res.Undecided, *prefix+strconv.FormatUint(n, 10))
	}
	if res.Hardest.Moves > 0 {
		for _, n := range hard {
			res.Hardest.Salts = append(res.Hardest.Salts, *prefix+strconv.FormatUint(n, 10))
		}
	}
	res.Seconds = math.Round(time.Since(start).Seconds()*1000) / 1000
	return out.emit(res)
}
