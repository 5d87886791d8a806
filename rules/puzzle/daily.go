package puzzle

import (
	"fmt"
	"hash/fnv"
	"time"
)

// DailyLayout is how a daily game's date is written: "#d2026-11-26".
const DailyLayout = "2006-01-02"

// DailySeed is the seed of the daily game of a puzzle, size and date: the same everywhere, on every
// platform, for everyone (FNV-1a, 64 bits, of "quintet daily <puzzle>:<params> <date>").
func DailySeed(puzzle, params, date string) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "quintet daily %s:%s %s", puzzle, params, date)
	return h.Sum64()
}

// Daily is the ID of the daily game of a puzzle and size on a date ("dials:n5q5#d2026-11-26"): a
// seeded game whose seed is DailySeed.
func Daily(puzzle, params string, date time.Time) ID {
	d := date.Format(DailyLayout)
	return ID{Puzzle: puzzle, Params: params, Seed: DailySeed(puzzle, params, d), HasSeed: true, Daily: d}
}

// parseDaily reads the date after "#d" and makes the ID's seed from it.
func parseDaily(id *ID, s, date string) error {
	t, err := time.Parse(DailyLayout, date)
	if err != nil || t.Format(DailyLayout) != date {
		return fmt.Errorf("game ID %q: the daily game's date %q after #d is not a date like d2026-11-26", clip(s), clip(date))
	}
	id.Seed, id.HasSeed, id.Daily = DailySeed(id.Puzzle, id.Params, date), true, date
	return nil
}
