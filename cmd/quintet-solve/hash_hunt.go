package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
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

// hash hunt: the open question's sieve (solver/hash/hunt.go) over numbered salts, sharded so it can run
// as a Kubernetes Indexed Job or a Slurm job array, and hash merge, which adds the shards' lines up.
//
//	hash hunt --from A --count N [--prefix P] [--turns K] [--moves T] [--shard i/S] [--workers W] [--max-nodes M]
//	hash merge < shard lines

func init() {
	register("hash", "", "hunt", "sieve the salts P+A … P+(A+N−1) for lost ones, 10× a census's pace; --shard i/S runs one part", runHashHunt)
	register("hash", "", "merge", "add up hash hunt lines (one per shard, on stdin) into one", runHashMerge)
}

const (
	maxHunt   = 1_000_000_000_000_000 // --count: 10^15 salts, about 9 CPU-years at the hunt's pace; split it with --shard
	maxShards = 1_000_000
)

// huntResult is one hunt line: a shard's, or the merge of all of them.
type huntResult struct {
	Prefix string   `json:"prefix"`
	From   uint64   `json:"from"`
	Count  uint64   `json:"count"`  // the whole hunt's salts
	Shard  *[2]int  `json:"shard"`  // [i, S]: this line covers shard i of S; null once merged
	Shards int      `json:"shards"` // S
	Turns  int      `json:"turns"`  // the rule: outlive the machine's first K turns (0: none)
	Moves  int      `json:"moves"`  // the variant's rule: win within T moves (0: none)
	Salts  uint64   `json:"salts"`  // salts sieved in this line
	Cands  uint64   `json:"candidates"`
	Lost   []string `json:"lost"`      // candidates the exact search proved lost under the rule
	Undec  []string `json:"undecided"` // candidates it could not settle within --max-nodes
	Refute []string `json:"refuted"`   // candidates it found a win for: the sieve was wrong (never seen)
	// The totals, present only when a list was cut to its first maxListed salts.
	LostTotal   uint64  `json:"lost_total,omitempty"`
	UndecTotal  uint64  `json:"undecided_total,omitempty"`
	RefuteTotal uint64  `json:"refuted_total,omitempty"`
	Hashes      uint64  `json:"md5"`               // MD5s the sieve computed
	Seconds     float64 `json:"seconds"`           // wall time (summed over shards once merged)
	Missing     []int   `json:"missing,omitempty"` // merge only: shards with no line
}

// shardFlag is --shard i/S.
type shardFlag struct{ i, n int }

func (s *shardFlag) String() string {
	if s == nil || s.n == 0 {
		return "0/1"
	}
	return fmt.Sprintf("%d/%d", s.i, s.n)
}

func (s *shardFlag) Set(v string) error {
	a, b, ok := strings.Cut(v, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || n > maxShards || i < 0 || i >= n {
		return fmt.Errorf("want i/S with S from 1 to %d and i from 0 to S−1 (e.g. 3/64)", maxShards)
	}
	s.i, s.n = i, n
	return nil
}

// shardRange is shard i of n's part of count salts: [lo, hi) as offsets from --from.
func shardRange(count uint64, i, n int) (lo, hi uint64) {
	at := func(k int) uint64 {
		var x big.Int
		x.Mul(new(big.Int).SetUint64(count), big.NewInt(int64(k)))
		return x.Div(&x, big.NewInt(int64(n))).Uint64()
	}
	return at(i), at(i + 1)
}

func runHashHunt(args []string, out *output) error {
	fs := flags("hash hunt")
	from := uintFlag(fs, "from", 0, 0, math.MaxUint64, "the first salt number A")
	count := uintFlag(fs, "count", 0, 1, maxHunt, "how many salts in the whole hunt (every shard gives the same)")
	prefix := fs.String("prefix", "", "P, written before each number")
	turns := intFlag(fs, "turns", 2, 0, solver.MaxHuntTurns, "flag the salts where the machine wins within K turns against every line (0: no such rule)")
	moves := intFlag(fs, "moves", 0, 0, rules.Tiles, "a variant for checking: flag the salts with no win within T moves (0: the real game)")
	var shard shardFlag
	fs.Var(&shard, "shard", fmt.Sprintf("run shard `i/S` of S equal parts, S from 1 to %d and i from 0 to S−1 (an Indexed Job's $JOB_COMPLETION_INDEX/S, a Slurm array's $SLURM_ARRAY_TASK_ID/S)", maxShards))
	nodes := uintFlag(fs, "max-nodes", solver.DefaultMaxNodes, 1, maxHashNodes, "positions the exact search of a candidate may take before it counts as undecided")
	workers := intFlag(fs, "workers", runtime.NumCPU(), 1, maxWorkers(), "goroutines working at once")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if *count == 0 {
		return bad("--count is required: how many salts, from 1 to %d", uint64(maxHunt))
	}
	if *from > math.MaxUint64-(*count-1) {
		return bad("--from %d with --count %d runs past %d", *from, *count, uint64(math.MaxUint64))
	}
	last := *prefix + strconv.FormatUint(*from+(*count-1), 10)
	if err := rules.CheckSalt(last); err != nil {
		return bad("--prefix %s: the salt %s: %v", excerpt(*prefix), excerpt(last), err)
	}
	rule := solver.HuntRule{Turns: *turns, Moves: *moves}
	if err := rule.Check(); err != nil {
		return bad("--turns/--moves: %v", err)
	}
	if shard.n == 0 {
		shard = shardFlag{0, 1}
	}
	lo, hi := shardRange(*count, shard.i, shard.n)

	start := time.Now()
	var next atomic.Uint64
	var done atomic.Uint64
	const chunk = 4096
	type tally struct {
		lost, undec, refute capped
		cands, hashes       uint64
	}
	tallies := make([]tally, *workers)
	var wg sync.WaitGroup
	for w := range tallies {
		wg.Go(func() {
			t := &tallies[w]
			h, _ := solver.NewHunter(rule, *nodes) // the rule was checked above
			buf := make([]byte, 0, rules.MaxSaltLen)
			for {
				a := lo + next.Add(chunk) - chunk
				if a >= hi || a < lo {
					break
				}
				b := min(a+chunk, hi)
				for i := a; i < b; i++ {
					n := *from + i
					buf = strconv.AppendUint(append(buf[:0], *prefix...), n, 10)
					if !h.Candidate(string(buf)) {
						continue
					}
					t.cands++
					switch v, _ := h.Confirm(string(buf)); v {
					case solver.Win:
						t.refute.add(n)
					case solver.NoWin:
						t.lost.add(n)
					default:
						if rule.Moves > 0 {
							t.lost.add(n) // the search proved no win within T moves (its depth limit)
						} else {
							t.undec.add(n)
						}
					}
				}
				done.Add(b - a)
			}
			t.hashes = h.Hashes()
		})
	}
	stop, ticked := make(chan struct{}), make(chan struct{})
	go func() { // progress for a person watching; the result does not depend on timing
		defer close(ticked)
		tick := time.NewTicker(5 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				d := done.Load()
				out.progress("hash hunt: shard %d/%d: %d/%d salts (%.0f%%), %.1f s", shard.i, shard.n, d, hi-lo, 100*float64(d)/float64(max(1, hi-lo)), time.Since(start).Seconds())
			}
		}
	}()
	wg.Wait()
	close(stop)
	<-ticked

	r := huntResult{Prefix: *prefix, From: *from, Count: *count, Shard: &[2]int{shard.i, shard.n}, Shards: shard.n,
		Turns: rule.Turns, Moves: rule.Moves, Salts: hi - lo}
	var lost, undec, refute []*capped
	for w := range tallies {
		t := &tallies[w]
		r.Cands += t.cands
		r.Hashes += t.hashes
		lost, undec, refute = append(lost, &t.lost), append(undec, &t.undec), append(refute, &t.refute)
	}
	name := func(ns []uint64) []string {
		s := make([]string, 0, len(ns))
		for _, n := range ns {
			s = append(s, *prefix+strconv.FormatUint(n, 10))
		}
		return s
	}
	var total int
	var ns []uint64
	ns, total = merged(lost)
	r.Lost, r.LostTotal = name(ns), cut(len(ns), total)
	ns, total = merged(undec)
	r.Undec, r.UndecTotal = name(ns), cut(len(ns), total)
	ns, total = merged(refute)
	r.Refute, r.RefuteTotal = name(ns), cut(len(ns), total)
	r.Seconds = math.Round(time.Since(start).Seconds()*1000) / 1000
	return out.emit(r)
}

// cut is a list's total when it was cut to its first entries, else 0 (omitted).
func cut(listed, total int) uint64 {
	if total > listed {
		return uint64(total)
	}
	return 0
}

// maxMergeLine bounds one line hash merge reads: three lists of maxListed salts of at most 64 characters.
const maxMergeLine = 3*maxListed*(rules.MaxSaltLen+3) + 4096

// runHashMerge reads hash hunt lines on stdin, one per shard of one hunt, and prints their sum.
func runHashMerge(args []string, out *output) error {
	fs := flags("hash merge")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	return mergeHunt(os.Stdin, out)
}

func mergeHunt(in io.Reader, out *output) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64*1024), maxMergeLine)
	var m *huntResult
	var seen []bool
	var lostN, undecN, refuteN []uint64
	var lostT, undecT, refuteT uint64
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var r huntResult
		if err := json.Unmarshal([]byte(text), &r); err != nil || r.Shard == nil {
			return bad("line %d: not a hash hunt shard's line (%s)", line, excerpt(text))
		}
		i, n := r.Shard[0], r.Shard[1]
		if n < 1 || n > maxShards || i < 0 || i >= n {
			return bad("line %d: shard %d/%d is out of range", line, i, n)
		}
		if m == nil {
			m = &huntResult{Prefix: r.Prefix, From: r.From, Count: r.Count, Shards: n, Turns: r.Turns, Moves: r.Moves}
			seen = make([]bool, n)
		}
		if r.Prefix != m.Prefix || r.From != m.From || r.Count != m.Count || n != m.Shards || r.Turns != m.Turns || r.Moves != m.Moves {
			return bad("line %d: shard %d/%d belongs to another hunt (prefix, from, count, shards and rule must all agree)", line, i, n)
		}
		if seen[i] {
			return bad("line %d: shard %d/%d appears twice", line, i, n)
		}
		if lo, hi := shardRange(r.Count, i, n); r.Salts != hi-lo {
			return bad("line %d: shard %d/%d has %d salts, want %d", line, i, n, r.Salts, hi-lo)
		}
		seen[i] = true
		m.Salts += r.Salts
		m.Cands += r.Cands
		m.Hashes += r.Hashes
		m.Seconds += r.Seconds
		add := func(list []string, total uint64, into *[]uint64, sum *uint64) error {
			for _, s := range list {
				num, err := strconv.ParseUint(strings.TrimPrefix(s, m.Prefix), 10, 64)
				if err != nil || !strings.HasPrefix(s, m.Prefix) {
					return bad("line %d: %s is not one of the hunt's salts", line, excerpt(s))
				}
				*into = append(*into, num)
			}
			*sum += max(total, uint64(len(list)))
			slices.Sort(*into)
			*into = (*into)[:min(len(*into), maxListed)]
			return nil
		}
		for _, e := range []error{add(r.Lost, r.LostTotal, &lostN, &lostT), add(r.Undec, r.UndecTotal, &undecN, &undecT), add(r.Refute, r.RefuteTotal, &refuteN, &refuteT)} {
			if e != nil {
				return e
			}
		}
	}
	if err := sc.Err(); err != nil {
		return bad("reading stdin: %v", err)
	}
	if m == nil {
		return bad("no hash hunt lines on stdin")
	}
	for i, ok := range seen {
		if !ok {
			m.Missing = append(m.Missing, i)
		}
	}
	name := func(ns []uint64) []string {
		s := make([]string, 0, len(ns))
		for _, n := range ns {
			s = append(s, m.Prefix+strconv.FormatUint(n, 10))
		}
		return s
	}
	m.Lost, m.LostTotal = name(lostN), cut(len(lostN), int(lostT))
	m.Undec, m.UndecTotal = name(undecN), cut(len(undecN), int(undecT))
	m.Refute, m.RefuteTotal = name(refuteN), cut(len(refuteN), int(refuteT))
	m.Seconds = math.Round(m.Seconds*1000) / 1000
	return out.emit(m)
}
