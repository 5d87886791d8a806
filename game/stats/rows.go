package stats

import (
	"sort"
	"strings"

	"quintet/rules/puzzle"
)

// Rows: a game counts in the row of the parameters its game ID was made from, so each preset of the
// menu has its own (Clock's classic start "n4k2" and its random points "n4k2r" are two), a size typed
// in has its own, and the positions given by a game ID's description are apart from the games made
// from a seed (a given position near the end would otherwise be the best of the preset).
const (
	// GivenSuffix marks the row of the positions given by game ID at a size: "n4k2 given".
	GivenSuffix = " given"
	// EarlierSuffix marks a version-1 row kept whole because its games could not all be told apart
	// (more were counted than the book remembers): "n4k2 earlier", every kind of game at that size.
	EarlierSuffix = " earlier"
)

// RowOf is the row a game counts in: its game ID's parameters for a game made from a seed (random or
// daily), the parameters and GivenSuffix for a position given by its description.
func RowOf(id puzzle.ID) string {
	if id.HasDesc {
		return id.Params + GivenSuffix
	}
	return id.Params
}

// rowOfID is the row of a game ID as the book writes it; ok is false when it does not read.
func rowOfID(s string) (row string, ok bool) {
	id, err := puzzle.ParseID(s)
	if err != nil || id.Params == "" {
		return "", false
	}
	return RowOf(id), true
}

// RowName is what the statistics screen calls a row: its preset's name, or what the row holds, its
// kind first (a narrow column shows the start): "Given positions: n4k2" (given by game ID), "Earlier:
// n5k3, every kind" (a version-1 row kept whole), "Custom: n3k2r" (a size typed in).
func RowName(info puzzle.Info, row string) string {
	if params, ok := strings.CutSuffix(row, GivenSuffix); ok {
		return "Given positions: " + params
	}
	if params, ok := strings.CutSuffix(row, EarlierSuffix); ok {
		return "Earlier: " + params + ", every kind"
	}
	for _, p := range info.Presets {
		if p.Params == row {
			return p.Name
		}
	}
	return "Custom: " + row
}

// Rows are the rows of a puzzle with a record in the order the statistics show them: the presets as
// the menu lists them, then the sizes typed in, the given positions and the earlier rows, each sorted.
func (b *Book) Rows(info puzzle.Info) []string {
	rank := func(row string) int {
		for i, p := range info.Presets {
			if p.Params == row {
				return i
			}
		}
		switch {
		case strings.HasSuffix(row, GivenSuffix):
			return len(info.Presets) + 1
		case strings.HasSuffix(row, EarlierSuffix):
			return len(info.Presets) + 2
		}
		return len(info.Presets)
	}
	rows := b.Sizes(info.Name)
	sort.SliceStable(rows, func(i, j int) bool { return rank(rows[i]) < rank(rows[j]) })
	return rows
}
