package ui

import (
	"quintet/game/midend"
	"quintet/rules/puzzle"
)

// Line is one line for a screen reader: Assertive only for a win or a loss.
type Line struct {
	Text      string
	Assertive bool
}

// BoardNow is the open puzzle as the announcer sees it at one step; the shell fills it in.
type BoardNow struct {
	Serial  int            // changes whenever the position on screen changes (midend's Serial)
	Arrival midend.Arrival // how it came
	Pos     puzzle.Position
	Move    string // the current entry's move
	IsMove  bool   // the current entry is a move (not a start or a restart)
	Moves   int
	Best    Best
	Game    string // the game named shortly (GameWords)
	Hint    string // the hint shown, in words ("" when none)
	Stands  string // at an end the record does not keep (an earlier end stands), what the status bar says of it
	Cursor  string // the move under the board's cursor ("" when the scene has none)
	Covered bool   // something is in front of the board (the help, a dialog): its cursor is not said
	Opened  bool   // the screen was introduced at this step (Heard.Introduces), which says the game
	First   bool   // the announcer's very first step: a position found there was not changed by anyone
}

// BoardHeard is what a screen reader was last told of the open puzzle's position.
type BoardHeard struct {
	seen   bool
	serial int
	status puzzle.Status
	hint   string
	cursor string
}

// Moved forgets the cursor heard, so it is said again (another screen is under any overlay now).
func (h *BoardHeard) Moved() { h.cursor = "" }

// Next returns what changed since the last step, in order: a move with the machine's answer, a new
// game, a restart, Solve or another position reached; the end of the game (assertive); the hint; the
// cell under the cursor with what Enter does, unless something is in front of the board.
func (h *BoardHeard) Next(b BoardNow) []Line {
	var out []Line
	say := func(s string) { out = append(out, Line{Text: s}) }
	count := CountWords(b.Moves, b.Best)
	if b.Serial != h.serial {
		first := !h.seen
		h.seen, h.serial, h.hint = true, b.Serial, ""
		if !first || !b.First {
			switch b.Arrival {
			case midend.Played:
				say(MoveWords(b.Pos, b.Move) + " " + count)
			case midend.Started:
				if !b.Opened {
					say("New game, " + b.Game + ". " + count)
				}
			case midend.Restarted:
				say("Restarted. " + count)
			case midend.SolvedBy:
				say("Solved by the optimal line. " + count)
			default:
				if !b.Opened && (h.status == b.Pos.Status() || !b.IsMove) {
					say("Position of " + b.Game + ". " + count)
				}
			}
		}
		if st := b.Pos.Status(); st != h.status {
			h.status = st
			switch {
			case st != puzzle.Won && st != puzzle.Lost:
			case b.Stands != "":
				out = append(out, Line{Text: b.Stands, Assertive: true}) // the record keeps an earlier end
			case st == puzzle.Won:
				out = append(out, Line{Text: EndWords("Won", b.Moves, b.Best), Assertive: true})
			default:
				out = append(out, Line{Text: EndWords("Lost", b.Moves, b.Best), Assertive: true})
			}
		}
	}
	if b.Hint != "" && b.Hint != h.hint {
		h.hint = b.Hint
		say(b.Hint)
	}
	if !b.Covered && b.Cursor != h.cursor {
		h.cursor = b.Cursor
		if b.Cursor != "" {
			say(CellWords(b.Pos, b.Cursor))
		}
	}
	return out
}
