package ui

import (
	"fmt"

	"quintet/game/midend"
	"quintet/rules/puzzle"
)

// The announcer's words for a puzzle: what a screen reader hears as a puzzle opens, a move is played,
// a hint is shown or a game ends. The positions' own words come from the solver packages (words.go).

// Speaker is what a puzzle's position may say of itself (the solver packages' words.go).
type Speaker interface {
	Words() string                // the whole position
	MoveWords(move string) string // what the move just played did, with the machine's answer
	CellWords(move string) string // the cursor's cell and what Enter would do there
}

// Best is the fewest moves of the game from its start, when known.
type Best struct {
	Moves int
	Known bool
}

// CountWords is the move count against the optimal game.
func CountWords(moves int, best Best) string {
	w := "Moves: " + midend.Number(moves)
	if best.Known {
		w += fmt.Sprintf("; the optimal game takes %d", best.Moves)
	}
	return w + "."
}

// EndWords says a won or lost game ("Won" or "Lost" in how) after moves, against the optimum.
func EndWords(how string, moves int, best Best) string {
	n := midend.Count(moves, "move", "moves")
	if how != "Won" {
		return fmt.Sprintf("%s after %s. U to undo, Shift+R to restart, N for a new game.", how, n)
	}
	w := "Won in " + n
	if best.Known {
		if moves <= best.Moves {
			w += fmt.Sprintf(", the fewest possible (%d)", best.Moves)
		} else {
			w += fmt.Sprintf("; the fewest possible is %d", best.Moves)
		}
	}
	return w + ". N for a new game, U to undo."
}

// HintWords is a hint in words.
func HintWords(h *puzzle.Hint) string {
	switch h.Verdict {
	case puzzle.Solved:
		if h.Move == "" {
			return "Hint: the game is over."
		}
		s := fmt.Sprintf("Hint: play %s; %s to go at best.", h.Move, midend.Count(h.Remaining, "move", "moves"))
		if h.Reason != "" {
			s += " " + puzzle.Title(h.Reason) + "."
		}
		return s + " H again plays it."
	case puzzle.NoWin:
		return "Hint: no win from here. " + h.Reason
	}
	return "Hint: undecided. " + h.Reason
}

// CellWords is the cursor's cell in the puzzle's own words (pos a Speaker), or the move Enter would play.
func CellWords(pos any, move string) string {
	if sp, ok := pos.(Speaker); ok {
		if w := sp.CellWords(move); w != "" {
			return w
		}
	}
	return "Selected " + move + ": Enter plays it."
}

// MoveWords says move, just played to reach pos, in the puzzle's own words when pos is a Speaker.
func MoveWords(pos any, move string) string {
	if sp, ok := pos.(Speaker); ok {
		if t := sp.MoveWords(move); t != "" {
			return t
		}
	}
	return "You played " + move + "."
}

// SizeName is a size's name: its preset's, or its parameters.
func SizeName(info puzzle.Info, params string) string {
	for _, p := range info.Presets {
		if p.Params == params {
			return p.Name
		}
	}
	return params
}

// GameWords names a game shortly, by its size and how it was chosen, never by its seed or description
// (the read-position key says the whole game ID): "5 dials (classic)", "today's game, 5 dials (classic)",
// "a given position, 5 dials (classic)".
func GameWords(info puzzle.Info, id puzzle.ID) string {
	size := SizeName(info, id.Params)
	switch {
	case id.Daily != "":
		return "today's game, " + size
	case id.HasDesc:
		return "a given position, " + size
	}
	return size
}

// OpenedWords introduces a puzzle just opened: its title, the game (GameWords), its rules, the count
// (CountWords) and its state, and the keys.
func OpenedWords(info puzzle.Info, id puzzle.ID, st puzzle.Status, count string) string {
	w := fmt.Sprintf("%s, %s. %s %s", info.Title, GameWords(info, id), info.Rules, count)
	switch st {
	case puzzle.Won:
		w += " This game is won."
	case puzzle.Lost:
		w += " This game is lost."
	}
	return w + " F2 reads the position and the game ID; F4 the status message whole; arrows move the cursor; H hints; Esc goes back to the menu."
}

// PositionWords is the whole position (the read-position key): its own words when pos is a Speaker,
// then the count and the whole game ID.
func PositionWords(pos any, posID, gameID, count string) string {
	w := "Position " + posID + "."
	if sp, ok := pos.(Speaker); ok {
		w = sp.Words()
	}
	return w + " " + count + " Game ID " + gameID + "."
}
