package ui

import (
	"fmt"
	"strconv"
	"strings"

	"quintet/game/stats"
	"quintet/rules/puzzle"
)

// StatColumns are the statistics screen's columns, one per count of a record.
var StatColumns = []string{"Played", "Won", "At par", "Over par", "Hints", "Solve", "Lost", "Best", "Fewest", "Streak", "Longest"}

// statSaid are the columns as a sentence says them, in StatColumns' order.
var statSaid = []string{"played", "won", "at par", "moves over par", "hints", "Solve", "lost", "best time", "fewest moves", "streak", "longest streak"}

// StatCells are one record's cells, in StatColumns' order ("—" for a best not set yet).
func StatCells(r stats.Record) []string {
	best, fewest := "—", "—"
	if r.BestMs > 0 {
		best = stats.Clock(r.BestMs)
	}
	if r.BestMoves > 0 {
		fewest = strconv.Itoa(r.BestMoves)
	}
	return []string{strconv.Itoa(r.Started), strconv.Itoa(r.Won), strconv.Itoa(r.AtPar), "+" + strconv.Itoa(r.OverPar),
		strconv.Itoa(r.Hints), strconv.Itoa(r.Solved), strconv.Itoa(r.Lost), best, fewest, strconv.Itoa(r.Streak), strconv.Itoa(r.LongStreak)}
}

// StatsTable is one puzzle's record as the statistics screen shows it: a row per preset or kind of
// game played (stats.Book.Rows), named (stats.RowName), and a total over all when there is more than one.
type StatsTable struct {
	Title string // the puzzle's
	Names []string
	Rows  [][]string // cells in StatColumns' order; "" where a cell means nothing
}

// StatsRows builds the table of puzzle info's record in book.
func StatsRows(book *stats.Book, info puzzle.Info) StatsTable {
	t := StatsTable{Title: info.Title}
	sizes := book.Rows(info)
	for _, k := range sizes {
		t.Names = append(t.Names, stats.RowName(info, k))
		t.Rows = append(t.Rows, StatCells(*book.Record(info.Name, k)))
	}
	if len(sizes) > 1 {
		tot := book.Total(info.Name)
		tot.Streak = 0
		cells := StatCells(tot)
		cells[8], cells[9] = "", "" // fewest moves and the streak mean nothing across sizes
		t.Names = append(t.Names, "All games")
		t.Rows = append(t.Rows, cells)
	}
	return t
}

// Empty is the sentence shown instead of rows when no game of the puzzle was counted.
func (t StatsTable) Empty() string {
	return "No " + t.Title + " games counted yet. A game counts from its first move, hint or Solve; Undo, Restart and New never count it twice."
}

// Pairs is row i as "column value" pairs, for a narrow screen: the cells that mean something only.
func (t StatsTable) Pairs(i int) []string {
	var out []string
	for j, c := range t.Rows[i] {
		if c != "" {
			out = append(out, StatColumns[j]+" "+c)
		}
	}
	return out
}

// Words is the table in words: each row's name and counts, or the empty sentence.
func (t StatsTable) Words() string {
	if len(t.Rows) == 0 {
		return t.Title + ". " + t.Empty()
	}
	var rows []string
	for i, name := range t.Names {
		var cells []string
		for j, c := range t.Rows[i] {
			if c != "" && c != "—" {
				cells = append(cells, statSaid[j]+" "+strings.TrimPrefix(c, "+"))
			}
		}
		rows = append(rows, name+": "+strings.Join(cells, ", "))
	}
	kinds := len(t.Rows)
	if kinds > 1 {
		kinds-- // the total
	}
	return fmt.Sprintf("%s, %s played. %s.", t.Title, puzzle.Plural(kinds, "kind of game", "kinds of game"), strings.Join(rows, ". "))
}

// StatsOpened is what the statistics screen says when it opens.
const StatsOpened = "Statistics. Left and Right or a number choose the puzzle; Enter copies the result of its finished game; Esc goes back."

// Share notes: what the statistics screen's copy button did, said when it changes.
const (
	ShareNotEnded = "Finish the game first (today's game: the menu's " + ChipDaily + "); then its result can be shared."
	ShareBusy     = "The clipboard is busy; try again."
	ShareCopying  = "Copying…"
	ShareCopied   = "Copied to the clipboard (no moves in it)."
)
