package hash

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"sync"
)

// census.json is the line quintet-solve hash census --from 0 --count 100000000 printed (see
// docs/hash-question.md), kept as it came so the help's histogram shows the measurement itself.
// TestCensusRecord checks it against the constants the rest of the help uses.
//
//go:embed census.json
var censusJSON []byte

// CensusRecord is a census's result: how many salts were searched and how many needed each number of
// moves, the hardest ones, and any that were unwinnable or undecided.
type CensusRecord struct {
	Salts     uint64            `json:"salts"`
	Histogram map[string]uint64 `json:"histogram"`
	Hardest   struct {
		Moves int      `json:"moves"`
		Salts []string `json:"salts"`
	} `json:"hardest"`
	Unwinnable []string `json:"unwinnable"`
	Undecided  []string `json:"undecided"`
}

// CensusBar is one bar of the census histogram: how many salts needed Moves moves at best, and what
// per cent of the census's salts that is.
type CensusBar struct {
	Moves   int
	Salts   uint64
	Percent float64
}

// Bars is the histogram in order of moves.
func (c CensusRecord) Bars() []CensusBar {
	var out []CensusBar
	for k, n := range c.Histogram {
		m, err := strconv.Atoi(k)
		if err != nil {
			continue
		}
		out = append(out, CensusBar{Moves: m, Salts: n, Percent: 100 * float64(n) / float64(c.Salts)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Moves < out[j].Moves })
	return out
}

var census struct {
	once sync.Once
	rec  CensusRecord
	err  error
}

// Census is the 10^8-salt census behind CensusSalts, CensusLongest and CensusHardest.
func Census() (CensusRecord, error) {
	census.once.Do(func() {
		if err := json.Unmarshal(censusJSON, &census.rec); err != nil {
			census.err = fmt.Errorf("census.json: %w", err)
		}
	})
	return census.rec, census.err
}
