package stats

import "sort"

// migrate1 turns a version-1 book, a row per position size, into rows by preset (RowOf), losing no
// count. A row whose every game the book remembers is split by those games: a row all of whose games
// belong to one row moves there whole, as it was; one whose games belong to several is counted again
// game by game into each, when counting its games again gives the row as it was (otherwise the games
// cannot be trusted to tell it, and it is kept whole). A row with more games counted than remembered
// (the book keeps the latest MaxGames) cannot be told apart: it is kept whole as the size's earlier
// row (EarlierSuffix), named as every kind of game together. The games remembered move with their
// counts, so a par found later counts in the row that holds them.
func (b *Book) migrate1() {
	type at struct{ puzzle, row string }
	games := map[at][]*Game{}
	for _, g := range b.Games {
		games[at{g.Puzzle, g.Params}] = append(games[at{g.Puzzle, g.Params}], g)
	}
	old := b.Records
	b.Records = map[string]map[string]*Record{}
	for _, p := range sortedKeys(old) {
		for _, size := range sortedKeys(old[p]) {
			r := old[p][size]
			gs := games[at{p, size}]
			rows, whole := splitRows(gs)
			switch {
			case r.Started == len(gs) && whole && len(rows) <= 1:
				to := size
				for row := range rows {
					to = row
				}
				b.merge(p, to, *r, gs)
			case r.Started == len(gs) && whole && recount(gs) == *r:
				for _, row := range sortedKeys(rows) {
					b.merge(p, row, recount(rows[row]), rows[row])
				}
			default:
				b.merge(p, size+EarlierSuffix, *r, gs)
			}
		}
	}
}

// splitRows sorts games by the row each counts in now; whole is false when an ID does not read.
func splitRows(gs []*Game) (rows map[string][]*Game, whole bool) {
	rows, whole = map[string][]*Game{}, true
	for _, g := range gs {
		row, ok := rowOfID(g.ID)
		if !ok {
			whole = false
			continue
		}
		rows[row] = append(rows[row], g)
	}
	if !whole {
		return nil, false
	}
	return rows, true
}

// merge adds r, and its games, to a row (two version-1 rows may meet in one).
func (b *Book) merge(puzzle, row string, r Record, gs []*Game) {
	for _, g := range gs {
		g.Params = row
	}
	t := b.record(puzzle, row)
	t.addCounts(r)
	if r.BestMoves > 0 && (t.BestMoves == 0 || r.BestMoves < t.BestMoves) {
		t.BestMoves = r.BestMoves
	}
	t.Streak = max(t.Streak, r.Streak)
	t.LongStreak = max(t.LongStreak, r.LongStreak)
}

// recount is the record games make, counted in the order they were started as Start, Hint, Finish
// and SetPar count them.
func recount(gs []*Game) Record {
	var r Record
	for _, g := range gs {
		inc(&r.Started)
		add(&r.Hints, g.Hints)
		switch g.Outcome {
		case Won:
			inc(&r.Won)
			inc(&r.Streak)
			r.LongStreak = max(r.LongStreak, r.Streak)
			if g.Ms > 0 && (r.BestMs == 0 || g.Ms < r.BestMs) {
				r.BestMs = g.Ms
			}
			if r.BestMoves == 0 || g.Moves < r.BestMoves {
				r.BestMoves = g.Moves
			}
			if g.HasPar && g.Moves <= g.Par {
				inc(&r.AtPar)
			} else if g.HasPar {
				add(&r.OverPar, g.Moves-g.Par)
			}
		case Lost:
			inc(&r.Lost)
			r.Streak = 0
		case Solved:
			inc(&r.Solved)
			r.Streak = 0
		}
	}
	return r
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
